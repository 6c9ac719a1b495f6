import Foundation

/// File URLs of paths given as bytes — a Linux file name need not be UTF-8 — one spelling for
/// every file URL Gliss hands an app (Gliss's file sheet, the desktop portal's answers). In the
/// controls' SPI tier, so a file browser of an app's own spells them the same way.
@_spi(GlissControls)
public enum FilePathBytes {
    /// The file URL of the path `bytes`. A UTF-8 path is `URL(fileURLWithPath:)`; any other
    /// keeps its bytes percent-encoded (`file:///tmp/caf%E9.txt`), as a `file:` URI spells
    /// them: Foundation on Linux turns `URL(fileURLWithFileSystemRepresentation:)`'s bytes
    /// into U+FFFD, and the URL would then name another file.
    public static func url(_ bytes: [UInt8], isDirectory: Bool) -> URL {
        if let s = String(validating: bytes, as: UTF8.self) { return URL(fileURLWithPath: s, isDirectory: isDirectory) }
        var s = "file://"
        for b in bytes {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                s.unicodeScalars.append(Unicode.Scalar(b))
            default:
                s += String(format: "%%%02X", b)
            }
        }
        if isDirectory && bytes.last != UInt8(ascii: "/") { s += "/" }
        return URL(string: s) ?? URL(fileURLWithPath: String(decoding: bytes, as: UTF8.self), isDirectory: isDirectory)
    }
}
