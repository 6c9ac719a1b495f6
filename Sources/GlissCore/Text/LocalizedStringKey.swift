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
    // The part after the number; in a key with interpolations other than one integer (whose
    // text is all in `prefix`), its key and arguments encoded (see `FormatParts`). The layout
    // is the one a key had before catalogs: a field of their own, even nil, made every label
    // copy and release its key (+8 % instructions in a `bench grid` frame).
    @usableFromInline var suffix: String
    @usableFromInline var number: Int
    @usableFromInline var hasNumber: Bool

    /// A key whose text is `value`.
    @inlinable public init(_ value: String) {
        prefix = value; suffix = ""; number = 0; hasNumber = false
    }

    /// A key written as a literal without interpolations.
    @inlinable public init(stringLiteral value: String) { self.init(value) }

    /// A key written with interpolations.
    @inlinable public init(stringInterpolation: StringInterpolation) {
        prefix = stringInterpolation.prefix
        suffix = stringInterpolation.suffix
        number = stringInterpolation.number
        hasNumber = stringInterpolation.state == StringInterpolation.oneNumber
    }

    /// The format and arguments of a key with interpolations other than one integer; nil
    /// otherwise (the key is `prefix`, or `prefix %lld suffix`).
    var format: FormatParts? {
        hasNumber || suffix.isEmpty ? nil : FormatParts(decoding: suffix)
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
    /// (formatted later, once), anything else is formatted at once as `String` would, and the
    /// key and arguments are then encoded in `suffix` (out of line: a label written
    /// `"Row \(i)"` or `"Hello"` runs what it ran before catalogs).
    public struct StringInterpolation: StringInterpolationProtocol {
        @usableFromInline static let literalsOnly: UInt8 = 0, oneNumber: UInt8 = 1, formatted: UInt8 = 2
        @usableFromInline var prefix = ""
        @usableFromInline var suffix = ""
        @usableFromInline var number = 0
        @usableFromInline var state = StringInterpolation.literalsOnly

        @inlinable public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal part.
        @inlinable @inline(__always) public mutating func appendLiteral(_ literal: String) {
            // Most keys have one literal on each side: assigned, not appended (a call).
            if literal.isEmpty { return }
            if state == Self.oneNumber {
                if suffix.isEmpty { suffix = literal } else { suffix += literal }
            } else if state == Self.formatted {
                appendFormatted(literal: literal)
            } else {
                if prefix.isEmpty { prefix = literal } else { prefix += literal }
            }
        }

        /// Appends an integer: the first one is kept as a number.
        @inlinable @inline(__always) public mutating func appendInterpolation(_ value: Int) {
            if state == Self.literalsOnly {
                number = value
                state = Self.oneNumber
            } else {
                flatten()
                appendFormatted(String(value), specifier: "%lld")
            }
        }

        /// Appends any other value, formatted as `String`'s interpolation formats it.
        @inlinable public mutating func appendInterpolation<T>(_ value: T) {
            flatten()
            appendFormatted(String(describing: value), specifier: FormatArgument(value).specifier)
        }

        /// From here on the text is one string, and `suffix` the key and arguments.
        @usableFromInline mutating func flatten() {
            if state == Self.formatted { return }
            var encoded = FormatParts.header
            if state == Self.oneNumber {
                FormatParts.append(literal: prefix, to: &encoded)
                FormatParts.append(argument: String(number), specifier: "%lld", to: &encoded)
                FormatParts.append(literal: suffix, to: &encoded)
                prefix = LocalizedStringKey.text(prefix, number, suffix)
            } else {
                FormatParts.append(literal: prefix, to: &encoded)
            }
            suffix = encoded
            state = Self.formatted
        }

        /// A literal part after a value other than the first integer.
        @usableFromInline mutating func appendFormatted(literal: String) {
            prefix += literal
            FormatParts.append(literal: literal, to: &suffix)
        }

        /// A value other than the first integer: `text` shown, `specifier` in the key.
        @usableFromInline mutating func appendFormatted(_ text: String, specifier: String) {
            prefix += text
            FormatParts.append(argument: text, specifier: specifier, to: &suffix)
        }
    }
}
