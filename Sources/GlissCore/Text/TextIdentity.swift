#if canImport(Glibc)
import Glibc
#endif

/// Long texts compared by their bytes, never hashed or compared as Swift strings.
///
/// Hashing a `String` normalises it (NFC) as it goes, and `==` does too unless both strings
/// are known to be NFC already: a 4,000-character query with typographic quotes in it cost
/// ~150 K instructions a hash, ten times a key (17 % of typing it, callgrind on `devices`).
/// The same text is usually the very same string (its representation, two words, is equal),
/// or else equal byte for byte (`memcmp`); a text equal only under canonical equivalence is
/// laid out from its own bytes anyway, so treating it as another text loses nothing. The
/// layout caches compare texts this way too: Swift's `==` walked a megabyte-long query with
/// typographic quotes normalising it, ~470 M instructions over ten keystrokes (callgrind).
package enum TextIdentity {
    /// `a` and `b` hold the same UTF-8 bytes.
    package static func same(_ a: String, _ b: String) -> Bool {
        if bits(a) == bits(b) { return true }
        guard a.utf8.count == b.utf8.count else { return false }
        var x = a, y = b
        return x.withUTF8 { p in y.withUTF8 { q in p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 } }
    }

    /// `text` starts with `part`'s UTF-8 bytes (memcmp: a long text's prefix is not walked).
    package static func begins(_ text: String, with part: String) -> Bool {
        guard part.utf8.count <= text.utf8.count else { return false }
        var p = part, t = text
        return p.withUTF8 { a in t.withUTF8 { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// A string's representation (two words): equal for the very same string.
    @inline(__always)
    package static func bits(_ s: borrowing String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: s) { $0.loadUnaligned(as: (UInt64, UInt64).self) }
    }
}
