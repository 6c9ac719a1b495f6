#if canImport(Glibc)
import Glibc
#endif

/// A file that could not be written; `reason` is the system's word for it (`No space left on
/// device`, …). The caller names the path and the output in its message.
public struct WriteFailure: Error, CustomStringConvertible, Equatable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// Writes files whole or not at all.
///
/// - A regular file (or a missing one) is written to a temporary sibling, flushed to disk
///   (`fsync`), then renamed over the target: the target is the old file or the whole new
///   one, never a truncated mix, and a failure (disk full, I/O error) leaves it untouched.
///   An existing file keeps its permissions.
/// - A symbolic link is followed: the file it points to is replaced, the link stays.
/// - A FIFO, device or other special file is written in place (renaming over `/dev/null`
///   would replace the device). A FIFO nobody reads fails at once instead of blocking.
/// - Every write, `fsync`, `close` and `rename` is checked.
public enum SafeWrite {
    /// Writes `bytes` to `path` as above; throws ``WriteFailure`` on any failure.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write($0, to: path) }
    }

    /// Writes `bytes` to `path` (see the type's documentation).
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        let target = OutputPath.resolve(path)
        switch OutputPath.kind(target) {
        case .directory:
            throw WriteFailure("it is a directory")
        case .unusable(let why):
            throw WriteFailure(why)
        case .special:
            let fd = try openInPlace(target)
            let e = writeAll(fd, bytes)
            let c = close(fd)
            if e != 0 { throw WriteFailure(OutputPath.errorText(e)) }
            if c != 0 && errno != EINTR { throw WriteFailure(OutputPath.errorText(errno)) }
        case .regular, .missing:
            var st = stat()
            let existing = PathBytes.withCPath(target, { stat($0, &st) }) == 0
            let tmp = target + ".tmp-\(getpid())"
            let fd = PathBytes.withCPath(tmp) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
            guard fd >= 0 else { throw WriteFailure(OutputPath.errorText(errno)) }
            Leftovers.shared.add(file: tmp)
            defer { Leftovers.shared.remove(file: tmp) }
            func fail(_ code: Int32) -> WriteFailure {
                _ = PathBytes.withCPath(tmp) { unlink($0) }
                return WriteFailure(OutputPath.errorText(code))
            }
            if existing { _ = fchmod(fd, st.st_mode & 0o7777) }
            var e = writeAll(fd, bytes)
            if e == 0 && fsync(fd) != 0 { e = errno }
            if close(fd) != 0 && e == 0 && errno != EINTR { e = errno }
            if e != 0 { throw fail(e) }
            if PathBytes.withCPath(tmp, { t in PathBytes.withCPath(target) { rename(t, $0) } }) != 0 { throw fail(errno) }
            // The rename itself reaches the disk with the directory.
            let dfd = PathBytes.withCPath(OutputPath.directory(of: target)) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            if dfd >= 0 { _ = fsync(dfd); close(dfd) }
        }
    }

    /// Copies the file at `source` into the special file `target` (a FIFO, a device: see
    /// ``OutputPath/Kind/special(_:)``) in place, in 1 MiB pieces, every write checked: how a
    /// finished recording reaches a FIFO or `/dev/null`. Throws ``WriteFailure``.
    public static func copy(_ source: String, intoSpecial target: String) throws {
        let input = PathBytes.withCPath(source) { open($0, O_RDONLY | O_CLOEXEC) }
        guard input >= 0 else { throw WriteFailure(OutputPath.errorText(errno)) }
        defer { close(input) }
        let fd = try openInPlace(target)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var e: Int32 = 0
        while e == 0 {
            let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; e = errno; break }
            if n == 0 { break }
            e = chunk.withUnsafeBytes { writeAll(fd, UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
        let c = close(fd)
        if e != 0 { throw WriteFailure(OutputPath.errorText(e)) }
        if c != 0 && errno != EINTR { throw WriteFailure(OutputPath.errorText(errno)) }
    }

    /// Opens a special file for writing without blocking on a FIFO that has no reader.
    static func openInPlace(_ target: String) throws -> Int32 {
        let fd = PathBytes.withCPath(target) { open($0, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        if fd < 0 {
            throw WriteFailure(errno == ENXIO ? "no process is reading the FIFO" : OutputPath.errorText(errno))
        }
        // Blocking from here on: a slow reader is waited for, not an error.
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return fd
    }

    /// Writes all of `p`, retrying short writes and EINTR; 0 or the errno that stopped it.
    public static func writeAll(_ fd: Int32, _ p: UnsafeRawBufferPointer) -> Int32 {
        guard let base = p.baseAddress else { return 0 }
        var off = 0
        while off < p.count {
            let n = Glibc.write(fd, base + off, p.count - off)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return EIO }
            off += n
        }
        return 0
    }
}
