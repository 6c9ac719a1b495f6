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

    /// How many bytes `a` and `b` share at their start, and at their end (the two not
    /// overlapping in the shorter), compared a word at a time.
    package static func commonEnds(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
        let p = commonPrefix(a, b)
        return (p, commonSuffix(a, b, most: min(a.count, b.count) - p))
    }

    /// How many bytes `a` and `b` start with in common, eight at a time.
    package static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(a.count, b.count)
        guard n > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
        var p = 0
        while p + 8 <= n && UnsafeRawPointer(pa + p).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(pb + p).loadUnaligned(as: UInt64.self) { p += 8 }
        while p < n && pa[p] == pb[p] { p += 1 }
        return p
    }

    /// How many bytes (at most `most`) `a` and `b` end with in common, eight at a time.
    package static func commonSuffix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, most: Int) -> Int {
        guard most > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return 0 }
        var s = 0
        while s + 8 <= most && UnsafeRawPointer(pa + a.count - s - 8).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(pb + b.count - s - 8).loadUnaligned(as: UInt64.self) { s += 8 }
        while s < most && pa[a.count - 1 - s] == pb[b.count - 1 - s] { s += 1 }
        return s
    }

    /// Where `a` and `b` differ, as the ranges of each between the characters they share at
    /// their start and at their end: found in the bytes, then moved out to places where both
    /// have a character boundary (the shared end sought after the start is settled, not
    /// overlapping it).
    package static func changed(_ a: String, _ b: String) -> (Range<String.Index>, Range<String.Index>) {
        var x = a, y = b
        let ua = a.utf8, ub = b.utf8
        func at(_ t: String.UTF8View, _ o: Int) -> String.Index { t.index(t.startIndex, offsetBy: o) }
        func isBoundary(_ t: String, _ o: Int) -> Bool { String.Index(at(t.utf8, o), within: t) != nil }
        var p = x.withUTF8 { u in y.withUTF8 { commonPrefix(u, $0) } }
        // The shared start ends where both texts start a character: back a scalar at a time.
        while p > 0 && !(isBoundary(a, p) && isBoundary(b, p)) {
            p -= 1
            while p > 0 && ua[at(ua, p)] & 0xC0 == 0x80 { p -= 1 }
        }
        var s = x.withUTF8 { u in y.withUTF8 { commonSuffix(u, $0, most: min(u.count, $0.count) - p) } }
        // The shared end starts where both do: on a scalar at a time.
        while s > 0 && !(isBoundary(a, ua.count - s) && isBoundary(b, ub.count - s)) {
            s -= 1
            while s > 0 && ua[at(ua, ua.count - s)] & 0xC0 == 0x80 { s -= 1 }
        }
        return (at(ua, p)..<at(ua, ua.count - s), at(ub, p)..<at(ub, ub.count - s))
    }

    /// A string's representation (two words): equal for the very same string.
    @inline(__always)
    package static func bits(_ s: borrowing String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: s) { $0.loadUnaligned(as: (UInt64, UInt64).self) }
    }
}
