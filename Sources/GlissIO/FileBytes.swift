#if canImport(Glibc)
import Glibc
#endif

/// Reads whole files with a size limit (scripts).
public enum FileBytes {
    /// Why a file was not read.
    public enum Failure: Error, Equatable {
        /// The file holds more than the limit.
        case tooLarge
        /// `stop()` said to give up while waiting (a FIFO with no writer, a slow device).
        case interrupted
        /// The system's reason (`No such file or directory`, `Is a directory`, …).
        case system(String)
    }

    /// The bytes of `path`, up to `limit`. Reads FIFOs and devices to their end; a read that
    /// waits is interrupted by a signal (handlers are installed without `SA_RESTART`), and
    /// then `stop()` decides whether to give up.
    public static func read(_ path: String, limit: Int, stop: () -> Bool = { false }) -> Result<[UInt8], Failure> {
        var fd: Int32 = -1
        while true {
            fd = PathBytes.withCPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
            if fd >= 0 { break }
            if errno == EINTR {
                if stop() { return .failure(.interrupted) }
                continue
            }
            return .failure(.system(OutputPath.errorText(errno)))
        }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0 {
            if st.st_mode & S_IFMT == S_IFDIR { return .failure(.system(OutputPath.errorText(EISDIR))) }
            if st.st_mode & S_IFMT == S_IFREG && Int(st.st_size) > limit { return .failure(.tooLarge) }
        }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR {
                    if stop() { return .failure(.interrupted) }
                    continue
                }
                return .failure(.system(OutputPath.errorText(errno)))
            }
            if n == 0 { return .success(out) }
            if out.count + n > limit { return .failure(.tooLarge) }
            out.append(contentsOf: chunk[0..<n])
        }
    }
}
