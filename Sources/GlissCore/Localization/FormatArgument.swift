import Foundation

/// A value interpolated into a ``LocalizedStringKey``, kept with the format specifier Xcode
/// writes for it in the key: `"\(count) files"` is the key `"%lld files"` with `count` as
/// its argument.
public enum FormatArgument: Equatable, Sendable {
    /// A signed integer: `%lld` (`Int`, `Int64`) or `%d` (`Int32` and smaller).
    case int(Int64, specifier: String)
    /// An unsigned integer: `%llu` (`UInt`, `UInt64`) or `%u` (`UInt32` and smaller).
    case uint(UInt64, specifier: String)
    /// A floating-point number: `%lf` (`Double`) or `%f` (`Float`).
    case double(Double, specifier: String)
    /// Text: `%@` (a `String`, or any other value as `String(describing:)` writes it).
    case string(String)

    /// The argument for `value`, as Xcode's key extraction types it.
    public init<T>(_ value: T) {
        switch value {
        case let v as Int: self = .int(Int64(v), specifier: "%lld")
        case let v as Int64: self = .int(v, specifier: "%lld")
        case let v as Int32: self = .int(Int64(v), specifier: "%d")
        case let v as Int16: self = .int(Int64(v), specifier: "%d")
        case let v as Int8: self = .int(Int64(v), specifier: "%d")
        case let v as UInt: self = .uint(UInt64(v), specifier: "%llu")
        case let v as UInt64: self = .uint(v, specifier: "%llu")
        case let v as UInt32: self = .uint(UInt64(v), specifier: "%u")
        case let v as UInt16: self = .uint(UInt64(v), specifier: "%u")
        case let v as UInt8: self = .uint(UInt64(v), specifier: "%u")
        case let v as Double: self = .double(v, specifier: "%lf")
        case let v as Float: self = .double(Double(v), specifier: "%f")
        case let v as String: self = .string(v)
        default: self = .string(String(describing: value))
        }
    }

    /// The specifier written in the key for this argument.
    public var specifier: String {
        switch self {
        case .int(_, let s), .uint(_, let s), .double(_, let s): return s
        case .string: return "%@"
        }
    }

    /// The number a plural variation is chosen by, if this is a number.
    var number: Double? {
        switch self {
        case .int(let v, _): return Double(v)
        case .uint(let v, _): return Double(v)
        case .double(let v, _): return v
        case .string: return nil
        }
    }

    /// The value as `String(format:)` takes it.
    var cVarArg: CVarArg {
        switch self {
        case .int(let v, _): return v
        case .uint(let v, _): return v
        case .double(let v, _): return v
        case .string(let s): return s
        }
    }
}

/// A key's format and its arguments, for a key with interpolations other than one integer
/// (the common case, `"Row \(i)"`, needs neither: see ``LocalizedStringKey``). The key keeps
/// them encoded in its `suffix`, written as the literal is built and read only when a catalog
/// looks the key up: after a NUL header, a record per part, each after a NUL — `L` and a
/// literal part (`%` written `%%`), or `A`, the specifier, U+0001 and the value as shown (a NUL
/// inside a part is written U+FFFD).
struct FormatParts {
    var key = ""
    var arguments: [FormatArgument] = []

    /// What an encoding starts with: never empty, so a key without a number has a non-empty
    /// `suffix` exactly when it has its parts encoded.
    static let header = "\u{0}"

    /// Adds a literal part to an encoding.
    static func append(literal: String, to encoded: inout String) {
        if literal.isEmpty { return }
        encoded += "\u{0}L" + clean(escaped(literal))
    }

    /// Adds a value, as shown, and its specifier to an encoding.
    static func append(argument text: String, specifier: String, to encoded: inout String) {
        encoded += "\u{0}A" + specifier + "\u{1}" + clean(text)
    }

    /// A NUL is one byte of UTF-8 and part of no other character, so the bytes are searched
    /// (`memchr`): Foundation's `contains` took 35 ms for a 1 MB query echoed in a label, and
    /// a walk of the `UTF8View` as long.
    private static func clean(_ s: String) -> String {
        var bytes = s
        let hasNul = bytes.withUTF8 { b in b.baseAddress.map { memchr($0, 0, b.count) != nil } ?? false }
        return hasNul ? s.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : s
    }

    /// The parts an encoding holds.
    init(decoding s: String) {
        for record in s.split(separator: "\u{0}") {
            let body = record.dropFirst()
            switch record.first {
            case "L":
                key += body
            case "A":
                let spec = String(body.prefix { $0 != "\u{1}" })
                let v = String(body.drop { $0 != "\u{1}" }.dropFirst())
                key += spec
                switch spec {
                case "%lld", "%d": arguments.append(.int(Int64(v) ?? 0, specifier: spec))
                case "%llu", "%u": arguments.append(.uint(UInt64(v) ?? 0, specifier: spec))
                case "%lf", "%f": arguments.append(.double(Double(v) ?? 0, specifier: spec))
                default: arguments.append(.string(v))
                }
            default:
                break
            }
        }
    }

    /// A literal part of a key with interpolations: `%` is written `%%`, as Xcode writes it.
    static func escaped(_ literal: String) -> String {
        literal.utf8.contains(0x25) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
    }
}
