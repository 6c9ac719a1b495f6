#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding any of a few bytes in a text's UTF-8 with the C library's `strcspn` (vectorised in
/// glibc). The checks a frame makes of a label's whole text (markup, line breaks) were Swift
/// byte loops: with a pasted megabyte echoed in a label, ~3 ms a frame each (`perf record`,
/// release), a tenth of a frame that lays the megabyte out a step at a time.
package enum ByteScan {
    /// A set of bytes to look for: none of them NUL.
    package struct Set: Sendable {
        fileprivate let accept: [CChar]
        /// The set of `bytes` (nonzero).
        package init(_ bytes: [UInt8]) {
            precondition(!bytes.contains(0), "strcspn's set cannot hold NUL")
            accept = bytes.map { CChar(bitPattern: $0) } + [0]
        }
    }

    /// The UTF-8 offset of the first byte of `text` at or after `from` that is in `set`; nil
    /// when there is none.
    package static func firstOffset(in text: String, of set: Set, from: Int = 0) -> Int? {
        let n = text.utf8.count
        guard from < n else { return nil }
        return text.withCString { base in
            set.accept.withUnsafeBufferPointer { accept in
                var i = from
                while i < n {
                    let k = strcspn(base + i, accept.baseAddress!)
                    i += k
                    if i >= n { return nil }
                    if base[i] != 0 { return i }
                    i += 1   // a NUL in the text, where strcspn stops too: on past it
                }
                return nil
            }
        }
    }
}
