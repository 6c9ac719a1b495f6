#if canImport(Glibc)
import Glibc
#endif

/// A file written one line at a time (a trace), whose every write is checked.
///
/// Regular files are created or truncated in place (a trace is a stream: what was written
/// before a crash is kept); a FIFO or device is written as it is. When a write fails (disk
/// full, a reader gone) the file is cut back to its last whole line, nothing more is written,
/// and ``failure`` says why — the caller reports it once.
public final class LineFile {
    private var fd: Int32
    private let isRegular: Bool
    /// Bytes of whole lines written so far.
    private var written: Int64 = 0
    /// Why writing stopped (nil while all is well).
    public private(set) var failure: WriteFailure?

    /// Opens `path` (links followed; a FIFO nobody reads fails at once).
    public init(path: String) throws {
        let target = OutputPath.resolve(path)
        switch OutputPath.kind(target) {
        case .directory:
            throw WriteFailure("it is a directory")
        case .unusable(let why):
            throw WriteFailure(why)
        case .special:
            fd = try SafeWrite.openInPlace(target)
            isRegular = false
        case .regular, .missing:
            fd = PathBytes.withCPath(target) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
            guard fd >= 0 else { throw WriteFailure(OutputPath.errorText(errno)) }
            isRegular = true
        }
    }

    /// Appends `s` and a newline; false once writing has failed.
    @discardableResult
    public func line(_ s: String) -> Bool {
        guard failure == nil, fd >= 0 else { return false }
        var text = s
        text.append("\n")
        let e = text.withUTF8 { SafeWrite.writeAll(fd, UnsafeRawBufferPointer($0)) }
        if e != 0 {
            fail(e)
            return false
        }
        written += Int64(text.utf8.count)
        return true
    }

    private func fail(_ code: Int32) {
        failure = WriteFailure(OutputPath.errorText(code))
        // A line cut by a full disk would be half a JSON object: keep whole lines only.
        if isRegular { _ = ftruncate(fd, off_t(written)) }
    }

    /// Flushes and closes the file; a failure then (a full disk found late) is ``failure``.
    public func close() {
        guard fd >= 0 else { return }
        if failure == nil && isRegular && fsync(fd) != 0 && errno != EINVAL { fail(errno) }
        if Glibc.close(fd) != 0 && failure == nil && errno != EINTR { failure = WriteFailure(OutputPath.errorText(errno)) }
        fd = -1
    }

    deinit { close() }
}
