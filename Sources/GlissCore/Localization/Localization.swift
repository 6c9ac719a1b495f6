import Foundation

/// An app's translations for the user's languages: what `ui.text("Hello")`, control titles and
/// `String(localized:)` show.
///
/// The app runtime makes one at start from the String Catalog (`Localizable.xcstrings`) or
/// `.lproj/Localizable.strings` files in the app's resource bundle beside the executable
/// (GlissApp's `AppLocalization`), for the languages of `LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES` and `LANG` or of `--locale`, and sets it as ``current`` and on the
/// window's `UI`. A key is looked up in each of the user's languages the catalog has, then in
/// its source language; a key found nowhere shows its source text.
///
/// ```swift
/// let catalog = try StringCatalog(contentsOf: url)
/// ui.localization = Localization(catalog: catalog, languages: ["fr-FR"])
/// ```
public final class Localization: @unchecked Sendable {
    /// The translations used by `String(localized:)` and by every `UI` made after it is set
    /// (the app runtime sets it at start, before the app is made).
    nonisolated(unsafe) public static var current: Localization?

    /// The catalog looked in.
    public let catalog: StringCatalog
    /// The catalog's languages looked in, in order: the user's that it has, then its source
    /// language.
    public let languages: [String]
    /// The locale numbers are formatted in (the first of the user's languages the catalog
    /// has, else the source language).
    public let locale: Locale
    private let rules: [PluralRules]
    // Texts of literal keys with no interpolation, by the key's string (see `text(literal:)`);
    // only read and written on the frame's thread.
    private let literals = LiteralCache<String>()

    /// The translations of `catalog` for `userLanguages` (BCP 47 or POSIX names, most
    /// preferred first; default: the environment's, see ``PreferredLanguages``).
    public init(catalog: StringCatalog, languages userLanguages: [String] = PreferredLanguages.current) {
        self.catalog = catalog
        let available = catalog.languages
        let lowered = Dictionary(available.map { ($0.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        var chosen: [String] = []
        for user in userLanguages.compactMap(PreferredLanguages.tag) {
            for candidate in PreferredLanguages.candidates(user) {
                if let name = lowered[candidate.lowercased()] {
                    if !chosen.contains(name) { chosen.append(name) }
                    break
                }
            }
        }
        if !chosen.contains(catalog.sourceLanguage) { chosen.append(catalog.sourceLanguage) }
        languages = chosen
        locale = Locale(identifier: chosen[0])
        rules = chosen.map { PluralRules(language: $0) }
    }

    /// The translation of `key` with `arguments` formatted into it, or nil when no language
    /// looked in has the key (then the source text is shown).
    public func string(forKey key: String, arguments: [FormatArgument] = []) -> String? {
        guard let byLanguage = catalog.strings[key] else { return nil }
        for (i, language) in languages.enumerated() {
            guard let value = byLanguage[language] else { continue }
            let format = resolve(value, arguments, rules[i])
            // A key without values is shown as written, as Foundation shows it ("100%").
            if arguments.isEmpty && !value.hasSubstitutions { return format }
            return String(format: format, locale: locale, arguments: arguments.map(\.cVarArg))
        }
        return nil
    }

    /// What `key` shows: its translation, else its source text. Keeps the texts of literal
    /// keys for the next frames: call it on the frame's thread (elsewhere, use
    /// ``string(forKey:arguments:)``).
    public func text(_ key: LocalizedStringKey) -> String {
        if !key.hasNumber { return text(key.prefix, key.suffix) }
        return string(forKey: key.key, arguments: key.arguments) ?? key.description
    }

    /// What a key without a number shows, from its parts: `prefix` is a literal's key, or the
    /// source text of a key whose `suffix` holds its encoded format (see `FormatParts`).
    func text(_ prefix: String, _ suffix: String) -> String {
        if suffix.isEmpty { return text(literal: prefix) }
        let format = FormatParts(decoding: suffix)
        return string(forKey: format.key, arguments: format.arguments) ?? prefix
    }

    /// What a key without interpolations shows, kept by the key's string: the translation of
    /// a label built every frame is looked up once, not hashed every frame.
    func text(literal key: String) -> String {
        literals.value(key) { string(forKey: $0) ?? $0 }
    }

    /// The format string of `value` for `arguments`: the plural form of the first number, or
    /// each substitution's form for its argument.
    private func resolve(_ value: StringCatalog.Value, _ arguments: [FormatArgument], _ rules: PluralRules) -> String {
        switch value {
        case .text(let text):
            return text
        case .plural(let forms):
            let category = arguments.lazy.compactMap(\.number).first.map { rules.category(for: $0) } ?? "other"
            guard let form = forms[category] ?? forms["other"] ?? forms.values.first else { return "" }
            return resolve(form, arguments, rules)
        case .substituted(var text, let parts):
            for (name, part) in parts {
                let n = part.argument
                let number = n >= 1 && n <= arguments.count ? arguments[n - 1].number : nil
                let category = number.map { rules.category(for: $0) } ?? "other"
                let form = part.plural[category] ?? part.plural["other"] ?? ""
                // A variation writes its argument as `%arg`: the argument by position.
                let filled = form.replacingOccurrences(of: "%arg", with: "%\(n)$\(part.formatSpecifier)")
                text = text.replacingOccurrences(of: "%#@\(name)@", with: filled)
            }
            return text
        }
    }
}

extension StringCatalog.Value {
    /// Whether a text has `%#@…@` parts to be formatted even without arguments.
    var hasSubstitutions: Bool {
        if case .substituted = self { return true }
        return false
    }
}
