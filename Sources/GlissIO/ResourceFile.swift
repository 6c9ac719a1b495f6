#if canImport(Glibc)
import Glibc
#endif

/// Resources (images, fonts) are opened only when they are regular files of a sane size: a
/// FIFO among them would block the first frame forever (SIGTERM included), a device would be
/// read without end, and a multi-gigabyte file would be read into memory.
public enum ResourceFile {
    /// Nil when `path` is a regular file of at most `maxBytes`; otherwise why it is refused.
    public static func problem(_ path: String, maxBytes: Int) -> String? {
        var st = stat()
        guard PathBytes.withCPath(path, { stat($0, &st) }) == 0 else { return OutputPath.errorText(errno) }
        switch st.st_mode & S_IFMT {
        case S_IFREG:
            if Int(st.st_size) > maxBytes {
                return "the file is \(Int(st.st_size) >> 20) MiB, more than the \(maxBytes >> 20) MiB allowed"
            }
            return nil
        case S_IFDIR: return "it is a directory"
        case S_IFIFO: return "it is a FIFO, not a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
        default: return "it is not a regular file"
        }
    }
}
