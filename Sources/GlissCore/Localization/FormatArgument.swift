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

/// A key's format and its arguments, kept for a key with interpolations other than one
/// integer (the common case, `"Row \(i)"`, needs neither: see ``LocalizedStringKey``).
@usableFromInline final class FormatParts: @unchecked Sendable {
    // Only changed while the literal's interpolation is being built, before the key is shared.
    @usableFromInline var key: String
    @usableFromInline var arguments: [FormatArgument]

    @usableFromInline init(key: String, arguments: [FormatArgument]) {
        self.key = key
        self.arguments = arguments
    }

    /// Adds an interpolated value: its specifier to the key, the value to the arguments.
    @usableFromInline func append(_ argument: FormatArgument) {
        key += argument.specifier
        arguments.append(argument)
    }

    /// The key and arguments as one string, kept in a ``LocalizedStringKey``'s `suffix`: the
    /// key, then each argument's specifier and value, separated by NUL (a NUL inside a text
    /// argument is written U+FFFD). Never empty.
    @usableFromInline var encoded: String {
        var out = "\u{0}" + key
        for a in arguments {
            out += "\u{0}" + a.specifier + "\u{0}"
            switch a {
            case .int(let v, _): out += String(v)
            case .uint(let v, _): out += String(v)
            case .double(let v, _): out += String(v)   // `description` reads back exactly
            case .string(let t): out += t.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
            }
        }
        return out
    }

    /// The parts `encoded` wrote.
    @usableFromInline convenience init(decoding s: String) {
        let fields = s.split(separator: "\u{0}", omittingEmptySubsequences: false).dropFirst().map(String.init)
        var arguments: [FormatArgument] = []
        var i = 1
        while i + 1 < fields.count {
            let spec = fields[i], v = fields[i + 1]
            switch spec {
            case "%lld", "%d": arguments.append(.int(Int64(v) ?? 0, specifier: spec))
            case "%llu", "%u": arguments.append(.uint(UInt64(v) ?? 0, specifier: spec))
            case "%lf", "%f": arguments.append(.double(Double(v) ?? 0, specifier: spec))
            default: arguments.append(.string(v))
            }
            i += 2
        }
        self.init(key: fields.first ?? "", arguments: arguments)
    }

    /// A literal part of a key with interpolations: `%` is written `%%`, as Xcode writes it.
    @usableFromInline static func escaped(_ literal: String) -> String {
        literal.contains("%") ? literal.replacingOccurrences(of: "%", with: "%%") : literal
    }
}
