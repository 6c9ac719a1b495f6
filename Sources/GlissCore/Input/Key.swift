/// A key on the keyboard: a named key (``return``, ``leftArrow``, ``f5``, …) or a character's
/// key (`"A"`, `","`) — SwiftUI's `KeyEquivalent`, which ``KeyPress``, `onKeyPress` and
/// `keyboardShortcut` take.
///
/// Named keys have SwiftUI's names where SwiftUI has one (``upArrow``, ``return``, ``delete``
/// for Backspace, ``deleteForward`` for Delete). A string literal is a key in a script's
/// spelling, which is also ``description``: `"Return"`, `"Left"`, `"PageDown"`, `"F5"`, `"S"`
/// (a script's `key Ctrl+Shift+Left`). Names ignore case, and a letter is one key whatever its
/// case (`"s"` is `"S"`), as on the keyboard:
///
/// ```swift
/// ui.onKeyPress(.escape) { model.clearSearch() }
/// ui.onKeyPress("S", modifiers: .control) { model.save() }
/// ui.button("Done") { … }.keyboardShortcut(.return, modifiers: [])
/// ```
///
/// A literal that names no key (`"Retrun"`) stops the program where it is used, with a message
/// naming the key it most likely meant: it could never match a press, and silently never
/// matching hides the typo. Use ``init(name:)`` for a name read at run time.
public struct Key: Hashable, Sendable {
    /// A character key's Unicode scalar (a letter's upper case), or `namedBit` plus a named
    /// key's `Named` raw value: one integer, so comparing and hashing keys costs nothing.
    let raw: UInt32

    /// Above every Unicode scalar (at most 0x10FFFF): marks a named key.
    static let namedBit: UInt32 = 0x4000_0000

    init(_ named: Named) { raw = Key.namedBit | UInt32(named.rawValue) }

    /// The named key this is, or nil for a character key.
    var named: Named? { raw & Key.namedBit != 0 ? Named(rawValue: UInt8(truncatingIfNeeded: raw)) : nil }

    /// A character's key: `Key("a")` is the A key (a letter's case makes no other key), `" "`
    /// is ``space``. Nil for what no key types on its own: a control character, white space
    /// other than a space, or a character of several Unicode scalars (a flag, a letter with
    /// a separate accent).
    public init?(_ character: Character) {
        let scalars = character.unicodeScalars
        guard let s = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        if s == " " { self = .space; return }
        switch s.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            return nil
        default:
            raw = Key.upperCase(s)
        }
    }

    /// The key a script or a menu names: a named key's ``description`` in any case (`"Return"`,
    /// `"pageup"`, `"F5"`) or one character (`"S"`, `"s"`, `","`). Nil when that names no key.
    public init?(name: String) {
        var scalars = name.unicodeScalars.makeIterator()
        if let first = scalars.next(), scalars.next() == nil {
            self.init(Character(first))
            return
        }
        // The table made once: a literal in a view's code is read every frame.
        guard let key = Key.namedKeys.first(where: { Key.equalIgnoringASCIICase(name, $0.description) }) else { return nil }
        self = key
    }

    /// The character this key types without modifiers (`"A"` for the A key, as its cap shows
    /// it), or nil for a named key (``space`` included).
    public var character: Character? {
        if named != nil { return nil }
        return Unicode.Scalar(raw).map(Character.init)
    }

    /// Every named key (not the character keys), in the order of their declarations.
    public static let namedKeys: [Key] = Named.allCases.map(Key.init)

    /// A letter's upper case when it is one scalar (`ß` stays `ß`); ASCII without a lookup.
    private static func upperCase(_ s: Unicode.Scalar) -> UInt32 {
        if s.value >= 0x61 && s.value <= 0x7A { return s.value - 0x20 }
        if s.isASCII { return s.value }
        var upper = s.properties.uppercaseMapping.unicodeScalars.makeIterator()
        if let u = upper.next(), upper.next() == nil { return u.value }
        return s.value
    }

    /// `name == ascii` ignoring the case of ASCII letters (key names are ASCII), without
    /// making a lower-case copy of either.
    private static func equalIgnoringASCIICase(_ name: String, _ ascii: String) -> Bool {
        func fold(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 0x20 : c }
        return name.utf8.elementsEqual(ascii.utf8) { fold($0) == fold($1) }
    }
}

extension Key: CustomStringConvertible {
    /// The key in a script's spelling, which ``init(name:)`` reads back: `"Left"`,
    /// `"Return"`, `"Backspace"` (``delete``), `"F5"`, `"A"`.
    public var description: String {
        if let named { return named.name }
        return character.map { String($0) } ?? "U+\(String(raw, radix: 16, uppercase: true))"
    }
}

extension Key: ExpressibleByStringLiteral {
    /// The key a literal names, as ``init(name:)`` reads it: `"Return"`, `"Left"`, `"S"`.
    /// A literal that names no key stops the program with a message saying so (see ``Key``).
    public init(stringLiteral name: String) {
        guard let key = Key(name: name) else { fatalError(Key.unknownNameMessage(name)) }
        self = key
    }

    /// Why `name` is no key, with the key it most likely meant, in one line (a bad literal's,
    /// a script's and the test harness's message): "unknown key 'Esc' (did you mean Escape?): …".
    package static func unknownNameMessage(_ name: String) -> String {
        let hint = suggestion(for: name).map { " (did you mean \($0)?)" } ?? ""
        return "unknown key '\(name)'\(hint): use a key name such as Escape, Return, Space, Left, Right, Up, Down, Tab, F1 or a single character"
    }

    /// The named key a name that names none most likely meant: a common other spelling
    /// (`Esc`, `Enter`, `PgDn`) or a named key it begins (`Page` → PageUp).
    static func suggestion(for name: String) -> Key? {
        let lower = name.lowercased()
        let aliases: [String: Key] = [
            "esc": .escape, "enter": .return, "del": .deleteForward, "ins": .insert, "pgup": .pageUp,
            "pgdn": .pageDown, "pagedn": .pageDown, "arrowleft": .leftArrow, "arrowright": .rightArrow,
            "arrowup": .upArrow, "arrowdown": .downArrow, "spacebar": .space, "back": .delete,
        ]
        if let a = aliases[lower] { return a }
        guard lower.count >= 2 else { return nil }
        return namedKeys.first { $0.description.lowercased().hasPrefix(lower) }
    }
}
