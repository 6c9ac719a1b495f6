import GlissCore

import Foundation

/// A JSON value with ordered object keys, so inspector and trace output is byte-for-byte
/// repeatable: an app's `snapshot()` and the inspector write keys in the order they are
/// given, numbers rounded to 1/1000.
///
/// Kept instead of Foundation's `JSONSerialization`/`JSONEncoder` because neither promises
/// that: dictionaries lose the order (or `.sortedKeys` imposes alphabetical order, moving
/// `"state"` before `"size"`), and doubles print with full precision (`0.30000000000000004`),
/// so traces of the same run would differ from one toolkit version to the next.
public enum JSON: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, written rounded to 1/1000 (non-finite numbers as `null`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object whose keys keep the order given.
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// `[x, y, width, height]`, as the inspector writes frames.
    public static func rect(_ r: Rect) -> JSON { .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)]) }
    /// An array of numbers.
    public static func ints(_ v: [Int]) -> JSON { .array(v.map { .number(Double($0)) }) }
    /// An array of strings.
    public static func strings(_ v: [String]) -> JSON { .array(v.map { .string($0) }) }

    /// Compact serialisation. Numbers are rounded to 1/1000 so traces stay readable and stable.
    public func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSON.format(d)
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let a):
            out += "["
            for (i, v) in a.enumerated() { if i > 0 { out += ", " }; v.write(into: &out) }
            out += "]"
        case .object(let o):
            out += "{"
            for (i, (k, v)) in o.enumerated() {
                if i > 0 { out += ", " }
                JSON.quote(k, into: &out); out += ": "; v.write(into: &out)
            }
            out += "}"
        }
    }

    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        let r = (d * 1000).rounded() / 1000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }

    /// `s` as a JSON string. Runs of bytes that need no escape are copied whole (a byte of a
    /// multi-byte character never does): appending scalar by scalar took most of a second to
    /// write a megabyte typed into a field, in the 2 s a signal leaves for the outputs.
    static func quote(_ s: String, into out: inout String) {
        out += "\""
        var copy = s
        copy.withUTF8 { bytes in
            var run = 0
            func flush(_ end: Int) {
                if run < end { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<end]), as: UTF8.self) }
            }
            for i in 0..<bytes.count {
                let b = bytes[i]
                guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
                flush(i)
                switch b {
                case 0x22: out += "\\\""
                case 0x5C: out += "\\\\"
                case 0x0A: out += "\\n"
                case 0x09: out += "\\t"
                case 0x0D: out += "\\r"
                default: out += String(format: "\\u%04x", b)
                }
                run = i + 1
            }
            flush(bytes.count)
        }
        out += "\""
    }

    /// Field of an object.
    public subscript(key: String) -> JSON? {
        if case .object(let o) = self { return o.first { $0.0 == key }?.1 }
        return nil
    }
}
