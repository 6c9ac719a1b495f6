#if canImport(Glibc)
import Glibc
#endif

/// File names are bytes on Linux, not text: a name that is not UTF-8 must reach the file
/// system exactly as it was typed. Swift's `String` cannot hold such bytes, so each byte that
/// is not part of valid UTF-8 (always 0x80…0xFF) is carried as one private-use scalar,
/// U+10FF00 + byte (what Python calls "surrogateescape", moved to a plane a `String` allows),
/// and turned back into that byte whenever the name is given to the system or printed.
public enum PathBytes {
    static let escapeBase: UInt32 = 0x10FF00

    /// `bytes` (a command-line argument, a name from the system) as a `String`, byte-exact:
    /// valid UTF-8 is decoded; every other byte becomes its escape scalar.
    public static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let s = String(validating: bytes, as: UTF8.self) { return s }
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            let len = validSequenceLength(bytes, at: i)
            if len > 0 {
                scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + len)]), as: UTF8.self).unicodeScalars)
                i += len
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[i]))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// The bytes a `String` made by ``string(_:)`` stands for (ordinary text: its UTF-8).
    public static func bytes(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            if u.value >= escapeBase + 0x80 && u.value <= escapeBase + 0xFF {
                out.append(UInt8(u.value - escapeBase))
            } else {
                out.append(contentsOf: String(u).utf8)
            }
        }
        return out
    }

    /// Calls `body` with `path` as the NUL-terminated bytes the system expects.
    public static func withCPath<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        var b = bytes(path)
        b.append(0)
        return try b.withUnsafeBufferPointer { try $0.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) } }
    }

    /// The C string at `p` (argv, readlink) as a byte-exact `String`.
    public static func string(cString p: UnsafePointer<CChar>) -> String {
        let n = strlen(p)
        return p.withMemoryRebound(to: UInt8.self, capacity: n) { string(UnsafeBufferPointer(start: $0, count: n)) }
    }

    /// Length of the valid UTF-8 sequence starting at `i`, or 0 when none starts there.
    private static func validSequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        let lead = b[i]
        let len: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: len = 2
        case 0xE0...0xEF: len = 3
        case 0xF0...0xF4: len = 4
        default: return 0
        }
        guard i + len <= b.count else { return 0 }
        return String(validating: UnsafeBufferPointer(rebasing: b[i..<(i + len)]), as: UTF8.self) != nil ? len : 0
    }
}
