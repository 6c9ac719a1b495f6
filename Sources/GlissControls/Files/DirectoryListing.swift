import Foundation
@_spi(GlissControls) import GlissCore
#if canImport(Glibc)
import Glibc
#endif

/// A path as the file system knows it: bytes, not text. Names on Linux are any bytes but `/`
/// and NUL, and a name that is not UTF-8 must still be opened by its own bytes, so the file
/// sheet keeps paths this way and makes text of them only to show them.
struct FilePath: Hashable {
    var bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }
    init(_ string: String) { bytes = Array(string.utf8) }

    /// The path as shown (bytes that are not UTF-8 become U+FFFD).
    var display: String { String(decoding: bytes, as: UTF8.self) }
    /// True when the bytes are valid UTF-8 (the path is its text).
    var isUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// This folder's entry `name`.
    func appending(_ name: [UInt8]) -> FilePath {
        var b = bytes
        if b.last != UInt8(ascii: "/") { b.append(UInt8(ascii: "/")) }
        return FilePath(bytes: b + name)
    }

    /// The folder this is in ("/" for "/").
    var parent: FilePath {
        var b = bytes
        while b.count > 1, b.last == UInt8(ascii: "/") { b.removeLast() }
        guard let slash = b.lastIndex(of: UInt8(ascii: "/")) else { return FilePath("/") }
        return FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(b[..<slash]))
    }

    /// The last component's bytes.
    var name: [UInt8] {
        var b = bytes
        while b.count > 1, b.last == UInt8(ascii: "/") { b.removeLast() }
        guard let slash = b.lastIndex(of: UInt8(ascii: "/")) else { return b }
        return Array(b[(slash + 1)...])
    }

    /// The file URL of this path (a name that is not UTF-8 percent-encoded: `FilePathBytes`).
    func url(isDirectory: Bool) -> URL { FilePathBytes.url(bytes, isDirectory: isDirectory) }

    /// Runs `body` with the path as a C string.
    func withCString<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
        var c = bytes.map { CChar(bitPattern: $0) }
        c.append(0)
        return c.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// What `stat` says is at this path (following links), nil when nothing is (or a broken link).
    func status() -> stat? {
        var st = stat()
        return withCString { stat($0, &st) } == 0 ? st : nil
    }
    /// What `lstat` says (the link itself).
    func linkStatus() -> stat? {
        var st = stat()
        return withCString { lstat($0, &st) } == 0 ? st : nil
    }
    var isDirectory: Bool { status().map { $0.st_mode & S_IFMT == S_IFDIR } ?? false }
}

/// One entry of a folder, read once when the sheet opens the folder.
struct FileEntry {
    /// The name's bytes (what the path picked is made of) and as shown.
    let raw: [UInt8]
    let name: String
    /// The name lowercased, as UTF-8: what sorting by name and type-ahead compare (made once
    /// per listing; bytes compare several times faster than strings, in the order of their
    /// code points).
    let key: [UInt8]
    let isDirectory: Bool
    let isSymlink: Bool
    /// A link whose target does not exist.
    let isBroken: Bool
    let size: Int64
    let modified: Double
    var isHidden: Bool { raw.first == UInt8(ascii: ".") }
}

/// Why a folder could not be listed.
enum ListingError: Error, Equatable {
    case permission
    case other(String)

    var message: String {
        switch self {
        case .permission: "You don't have permission to view this folder"
        case .other(let why): "This folder can't be shown: \(why)"
        }
    }
}

/// Lists `folder` with `opendir`/`readdir` and one `fstatat` per entry (a second, following
/// the link, for a symbolic link): once per folder change, so a folder of 100,000 files
/// costs one pass over it, not one per frame.
func listDirectory(_ folder: FilePath) -> Result<[FileEntry], ListingError> {
    guard let dir = folder.withCString({ opendir($0) }) else {
        let e = errno
        return .failure(e == EACCES || e == EPERM ? .permission : .other(String(cString: strerror(e))))
    }
    defer { closedir(dir) }
    let fd = dirfd(dir)
    var entries: [FileEntry] = []
    while true {
        // readdir returns nil at the end and on an error; only errno tells them apart (and
        // the fstatat of a broken link sets it too).
        errno = 0
        guard let ent = readdir(dir) else { break }
        let raw: [UInt8] = withUnsafeBytes(of: &ent.pointee.d_name) { buf in
            let p = buf.bindMemory(to: UInt8.self)
            return Array(p.prefix(while: { $0 != 0 }))
        }
        if raw == [46] || raw == [46, 46] { continue }  // "." and ".."
        var st = stat()
        var isDir = false, isLink = false, broken = false
        var size: Int64 = 0, modified = 0.0
        func at(_ st: inout stat, _ flags: Int32) -> Int32 {
            withUnsafePointer(to: &ent.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { fstatat(fd, $0, &st, flags) }
            }
        }
        if at(&st, AT_SYMLINK_NOFOLLOW) == 0 {
            isLink = st.st_mode & S_IFMT == S_IFLNK
            if isLink {
                var target = stat()
                if at(&target, 0) == 0 { st = target } else { broken = true }
            }
            isDir = !broken && st.st_mode & S_IFMT == S_IFDIR
            size = Int64(st.st_size)
            modified = Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9
        }
        let name = String(decoding: raw, as: UTF8.self)
        entries.append(FileEntry(raw: raw, name: name, key: sortKey(raw, name), isDirectory: isDir, isSymlink: isLink,
                                 isBroken: broken, size: size, modified: modified))
    }
    if errno != 0 { return .failure(errno == EACCES || errno == EPERM ? .permission : .other(String(cString: strerror(errno)))) }
    return .success(entries)
}

/// A name's key for sorting and type-ahead: its lowercase UTF-8 (ASCII without a String).
func sortKey(_ raw: [UInt8], _ name: String) -> [UInt8] {
    if raw.allSatisfy({ $0 < 0x80 }) { return raw.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 } }
    return Array(name.lowercased().utf8)
}

/// The order of two byte strings (`memcmp`, then the shorter first): negative, 0 or positive.
/// Much cheaper than a generic comparison of arrays, which a debug build does not specialise.
func compareBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
    let n = min(a.count, b.count)
    let c = a.withUnsafeBufferPointer { p in b.withUnsafeBufferPointer { q in n == 0 ? 0 : memcmp(p.baseAddress!, q.baseAddress!, n) } }
    return c != 0 ? Int(c) : a.count - b.count
}

/// Whether a new file can be made in `folder`, without making one: `access(W_OK)` first (the
/// folder's mode, for a user), then an unnamed `O_TMPFILE` (never linked, gone at `close`),
/// because root passes every mode check yet cannot create files in sysfs or procfs. A file
/// system without `O_TMPFILE` is trusted to `access`, except the pseudo file systems.
func canCreateFile(in folder: FilePath) -> Bool {
    guard folder.withCString({ access($0, W_OK) }) == 0 else { return false }
    let oTmpfile: Int32 = 0o20200000  // O_TMPFILE (__O_TMPFILE | O_DIRECTORY): Glibc's macro is not imported.
    let fd = folder.withCString { open($0, oTmpfile | O_WRONLY, 0o600) }
    if fd >= 0 { close(fd); return true }
    switch errno {
    case EACCES, EPERM, EROFS: return false
    default:
        guard let type = fileSystemType(folder) else { return true }
        // sysfs, procfs, cgroup, cgroup2, debugfs, securityfs, devpts, bpf.
        let pseudo: Set<Int> = [0x6265_6572, 0x9fa0, 0x27e0eb, 0x6367_7270, 0x6462_6720, 0x7363_6673, 0x1cd1, 0xcafe_4a11]
        return !pseudo.contains(type)
    }
}

/// `statfs`'s `f_type` (the file system's magic number) for `path`. Glibc's module does not
/// import `<sys/vfs.h>`, so the function is looked up by name; `f_type` is the struct's
/// first field, a `long` on the 64-bit Linux targets.
private func fileSystemType(_ path: FilePath) -> Int? {
    typealias StatFS = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Int32
    guard let symbol = dlsym(nil, "statfs") else { return nil }
    let statfs = unsafeBitCast(symbol, to: StatFS.self)
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: 512, alignment: 16)
    defer { buffer.deallocate() }
    guard path.withCString({ statfs($0, buffer) }) == 0 else { return nil }
    return buffer.load(as: Int.self)
}
