/// The text of a string literal given to `ui.text(_:)`: SwiftUI's `LocalizedStringKey`, which
/// `Text("Row \(i)")` takes.
///
/// As in SwiftUI, a literal goes to this overload and a `String` variable to the one that takes
/// any `StringProtocol`. The key is looked up in the app's String Catalog (see ``Localization``):
/// interpolations become format specifiers as Xcode writes them (`"\(count) files"` is the key
/// `"%lld files"`, a `String` is `%@`, a `Double` `%lf`), and the translation is formatted with
/// the values. Without a catalog, or without the key in it, the text shown is the key itself
/// with its interpolations formatted as Swift formats them in a `String` (`"Row \(7)"` shows
/// "Row 7", `"\(0.5)"` shows "0.5").
///
/// What it adds is speed: a label with one integer in it (`"Row \(i)"`, `"\(n) items"`) keeps its
/// parts, and the UI formats it once for as long as it keeps being built — a list's rows are
/// built every frame but stay on screen for many, and formatting an integer costs more than
/// building its text view.
///
/// ```swift
/// ui.text("Row \(i)")            // a LocalizedStringKey: formatted once while it stays
/// ui.text(name)                  // a String: shown as it is
/// ```
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, CustomStringConvertible, Sendable {
    // The whole text, or the part before the number when there is one.
    @usableFromInline var prefix: String
    @usableFromInline var suffix: String
    @usableFromInline var number: Int
    @usableFromInline var hasNumber: Bool
    // A key with interpolations other than one integer keeps its format and arguments encoded
    // in `suffix` (unused then): a field of their own, even nil, made every label copy and
    // release its key (+8 % instructions in a `bench grid` frame).

    /// The format and arguments of a key with interpolations other than one integer; nil
    /// otherwise (the key is `prefix`, or `prefix %lld suffix`).
    @usableFromInline var format: FormatParts? {
        hasNumber || suffix.isEmpty ? nil : FormatParts(decoding: suffix)
    }

    /// A key whose text is `value`.
    @inlinable public init(_ value: String) {
        prefix = value; suffix = ""; number = 0; hasNumber = false
    }

    /// A key written as a literal without interpolations.
    @inlinable public init(stringLiteral value: String) { self.init(value) }

    /// A key written with interpolations.
    @inlinable public init(stringInterpolation: StringInterpolation) {
        prefix = stringInterpolation.prefix
        suffix = stringInterpolation.state == StringInterpolation.formatted
            ? stringInterpolation.format?.encoded ?? "" : stringInterpolation.suffix
        number = stringInterpolation.number
        hasNumber = stringInterpolation.state == StringInterpolation.oneNumber
    }

    /// The key a String Catalog holds this text under, as Xcode extracts it: `"%lld files"`
    /// for `"\(count) files"`.
    public var key: String {
        if let format { return format.key }
        return hasNumber ? FormatParts.escaped(prefix) + "%lld" + FormatParts.escaped(suffix) : prefix
    }

    /// The interpolated values, in order, for the key's specifiers.
    public var arguments: [FormatArgument] {
        if let format { return format.arguments }
        return hasNumber ? [.int(Int64(number), specifier: "%lld")] : []
    }

    /// The text shown, formatted.
    public var description: String { hasNumber ? Self.text(prefix, number, suffix) : prefix }

    /// The text of a key with a number: the one place it is formatted (here, when its
    /// interpolation falls back to one string, and in `FormattedLabels`).
    @usableFromInline static func text(_ prefix: String, _ number: Int, _ suffix: String) -> String {
        prefix + String(number) + suffix
    }

    /// Keys are equal when they show the same text.
    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        if a.hasNumber == b.hasNumber && a.number == b.number && a.prefix == b.prefix && a.suffix == b.suffix { return true }
        return a.description == b.description
    }

    /// Collects a key's literal parts and interpolated values: the first integer is kept apart
    /// (formatted later, once), anything else is formatted at once as `String` would.
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline static let literalsOnly: UInt8 = 0, oneNumber: UInt8 = 1, formatted: UInt8 = 2
        @usableFromInline var prefix = ""
        @usableFromInline var suffix = ""
        @usableFromInline var number = 0
        @usableFromInline var state = StringInterpolation.literalsOnly
        @usableFromInline var format: FormatParts?

        @inlinable public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal part.
        @inlinable @inline(__always) public mutating func appendLiteral(_ literal: String) {
            // Most keys have one literal on each side: assigned, not appended (a call).
            if literal.isEmpty { return }
            if state == Self.oneNumber {
                if suffix.isEmpty { suffix = literal } else { suffix += literal }
            } else {
                if prefix.isEmpty { prefix = literal } else { prefix += literal }
                if let format { format.key += FormatParts.escaped(literal) }
            }
        }

        /// Appends an integer: the first one is kept as a number.
        @inlinable @inline(__always) public mutating func appendInterpolation(_ value: Int) {
            if state == Self.literalsOnly {
                number = value
                state = Self.oneNumber
            } else {
                flatten()
                prefix += String(value)
                format?.append(FormatArgument(value))
            }
        }

        /// Appends any other value, formatted as `String`'s interpolation formats it.
        @inlinable public mutating func appendInterpolation<T>(_ value: T) {
            flatten()
            prefix += String(describing: value)
            format?.append(FormatArgument(value))
        }

        /// From here on the text is one string.
        @usableFromInline mutating func flatten() {
            if state == Self.formatted { return }
            // From here the key is kept beside the text, with the values for its specifiers.
            if state == Self.oneNumber {
                format = FormatParts(key: FormatParts.escaped(prefix) + "%lld" + FormatParts.escaped(suffix),
                                     arguments: [.int(Int64(number), specifier: "%lld")])
                prefix = LocalizedStringKey.text(prefix, number, suffix)
                suffix = ""
            } else {
                format = FormatParts(key: FormatParts.escaped(prefix), arguments: [])
            }
            state = Self.formatted
        }
    }
}
