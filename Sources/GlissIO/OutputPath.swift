#if canImport(Glibc)
import Glibc
#endif

/// What a path names, after following symbolic links: what decides how an output is written.
public enum OutputPath {
    /// The kind of file at a path.
    public enum Kind: Equatable {
        case missing
        case regular
        case directory
        /// A FIFO, character or block device or socket: written in place, never replaced.
        case special(String)
        /// A name that leads nowhere: a loop of symbolic links (`a -> b -> a`). Refused:
        /// writing "through" it would replace the link with a regular file.
        case unusable(String)
    }

    /// Where writing `path` really goes: symbolic links followed (up to 40 deep), so writing
    /// through a link replaces the file it points to and the link stays a link. A dangling
    /// link resolves to the missing file it names.
    public static func resolve(_ path: String) -> String {
        var p = path
        for _ in 0..<40 {
            var st = stat()
            guard PathBytes.withCPath(p, { lstat($0, &st) }) == 0, st.st_mode & S_IFMT == S_IFLNK else { return p }
            var buf = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = PathBytes.withCPath(p) { readlink($0, &buf, buf.count - 1) }
            guard n > 0 else { return p }
            let target = buf.withUnsafeBufferPointer { b in
                b.withMemoryRebound(to: UInt8.self) { PathBytes.string(UnsafeBufferPointer(rebasing: $0[0..<n])) }
            }
            p = target.hasPrefix("/") ? target : directory(of: p) + "/" + target
        }
        return p
    }

    /// The directory holding `path` ("." for a bare name).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let d = String(path[..<slash])
        return d.isEmpty ? "/" : d
    }

    /// The kind of file at `path` (links followed).
    public static func kind(_ path: String) -> Kind {
        var st = stat()
        guard PathBytes.withCPath(path, { stat($0, &st) }) == 0 else {
            // A loop of links is refused; anything else is treated as missing, and creating the
            // file then says why (a dangling link resolves to the missing file it names).
            return errno == ELOOP ? .unusable("it is a loop of symbolic links") : .missing
        }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .special("a FIFO")
        case S_IFCHR: return .special("a character device")
        case S_IFBLK: return .special("a block device")
        case S_IFSOCK: return .special("a socket")
        default: return .special("a special file")
        }
    }

    /// Why `path` cannot be written, or nil when it can (as far as can be known before
    /// writing: a full disk shows only then). A directory, a missing parent, a read-only or
    /// unwritable place are refused; an existing FIFO or device only has to be writable.
    public static func problem(_ path: String) -> String? {
        if path.isEmpty { return "empty file name" }
        let target = resolve(path)
        switch kind(target) {
        case .directory:
            return "it is a directory"
        case .unusable(let why):
            return why
        case .special:
            return PathBytes.withCPath(target, { access($0, W_OK) }) == 0 ? nil : errorText(errno)
        case .regular, .missing:
            let dir = directory(of: target)
            switch kind(dir) {
            case .directory: break
            case .missing: return "no such directory '\(dir)'"
            case .unusable(let why): return "'\(dir)': \(why)"
            default: return "'\(dir)' is not a directory"
            }
            if kind(target) == .regular, PathBytes.withCPath(target, { access($0, W_OK) }) != 0 {
                return "permission denied or not a file path (\(errorText(errno)))"
            }
            // The file is written beside its target and renamed: the directory must take a new file.
            let probe = target + ".probe-\(getpid())"
            let fd = PathBytes.withCPath(probe) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
            if fd < 0 { return "permission denied or not a file path (\(errorText(errno)))" }
            close(fd)
            _ = PathBytes.withCPath(probe) { unlink($0) }
            return nil
        }
    }

    /// `strerror` text of `code`.
    public static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}
