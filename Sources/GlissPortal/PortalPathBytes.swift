/// Paths as bytes, in the spelling the rest of Gliss uses (GlissIO's `PathBytes`, copied here
/// because this module depends on nothing but libdbus and Foundation).
///
/// A Linux file name need not be UTF-8, and neither `String` nor this toolchain's Foundation
/// can carry such a name in a file URL (`URL(fileURLWithFileSystemRepresentation:)` replaces
/// the bytes with U+FFFD). Gliss carries each byte that is not part of valid UTF-8 as the
/// private-use scalar U+10FF00 + byte; `PathBytes.withCPath` turns it back into the byte when
/// the path reaches the system. So a picked file's `url.path` is exact for a Gliss app, and a
/// folder given to the portal in that spelling is sent as the bytes it stands for.
enum PortalPathBytes {
    static let escapeBase: UInt32 = 0x10FF00

    /// `bytes` as a `String`: valid UTF-8 decoded, every other byte as its escape scalar.
    static func string(_ bytes: [UInt8]) -> String {
        if let s = String(validating: bytes, as: UTF8.self) { return s }
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            let len = validSequenceLength(bytes, at: i)
            if len > 0 {
                scalars.append(contentsOf: String(decoding: bytes[i..<(i + len)], as: UTF8.self).unicodeScalars)
                i += len
            } else {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[i]))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// The bytes a `String` made by `string(_:)` stands for (ordinary text: its UTF-8).
    static func bytes(_ s: String) -> [UInt8] {
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

    /// Length of the valid UTF-8 sequence starting at `i`, or 0 when none starts there.
    private static func validSequenceLength(_ b: [UInt8], at i: Int) -> Int {
        let len: Int
        switch b[i] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: len = 2
        case 0xE0...0xEF: len = 3
        case 0xF0...0xF4: len = 4
        default: return 0
        }
        guard i + len <= b.count else { return 0 }
        return String(validating: b[i..<(i + len)], as: UTF8.self) != nil ? len : 0
    }
}
