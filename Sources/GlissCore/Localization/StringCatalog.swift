import Foundation

/// An app's translations as Xcode's String Catalog (`Localizable.xcstrings`) holds them: for
/// each key, its text in each language, plain or varying by plural.
///
/// Read from the JSON Xcode writes (`init(data:)`), or from `<language>.lproj/Localizable.strings`
/// files (`init(lprojFolder:)`). Device variations (iPhone, Mac, …) are ignored: the `other`
/// device's text is taken.
public struct StringCatalog: Sendable {
    /// A key's text in one language.
    public indirect enum Value: Equatable, Sendable {
        /// One text, with format specifiers (`"%lld fichiers"`).
        case text(String)
        /// A text per CLDR plural category (`"one"`, `"few"`, `"other"`, …), chosen by the
        /// string's first number.
        case plural([String: Value])
        /// A text with `%#@name@` parts, each chosen by the plural category of an argument.
        case substituted(String, [String: Substitution])
    }

    /// A `%#@name@` part of a text: the argument it follows and its text per plural category.
    public struct Substitution: Equatable, Sendable {
        /// The argument's position, from 1.
        public var argument: Int
        /// The argument's format specifier without `%` (`"lld"`), written where a variation
        /// says `%arg`.
        public var formatSpecifier: String
        /// The text per plural category.
        public var plural: [String: String]
    }

    /// Why a catalog could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// What was wrong.
        public var description: String
    }

    /// The language the keys are written in (`"en"`): what is shown when the user's
    /// languages have no translation.
    public var sourceLanguage: String
    /// Each key's text per language (`strings["%lld files"]?["fr"]`).
    public var strings: [String: [String: Value]]

    /// A catalog of `strings` written in `sourceLanguage`.
    public init(sourceLanguage: String = "en", strings: [String: [String: Value]] = [:]) {
        self.sourceLanguage = sourceLanguage
        self.strings = strings
    }

    /// The languages that have at least one text.
    public var languages: Set<String> {
        var all: Set<String> = [sourceLanguage]
        for (_, byLanguage) in strings { all.formUnion(byLanguage.keys) }
        return all
    }

    /// A catalog from the JSON of a `.xcstrings` file.
    public init(data: Data) throws {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw ReadError(description: "not JSON (\(error.localizedDescription))")
        }
        guard let object = root as? [String: Any], let strings = object["strings"] as? [String: Any] else {
            throw ReadError(description: "not a String Catalog: no \"strings\" object")
        }
        self.init(sourceLanguage: object["sourceLanguage"] as? String ?? "en")
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            var byLanguage: [String: Value] = [:]
            for (language, node) in localizations {
                if let value = Self.value(node) { byLanguage[language] = value }
            }
            if !byLanguage.isEmpty { self.strings[key] = byLanguage }
        }
    }

    /// A catalog from a `.xcstrings` file.
    public init(contentsOf url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    /// A catalog from the `<language>.lproj/<table>.strings` files in `folder` (Foundation's
    /// property-list reader parses them). Keys are taken to be in `sourceLanguage`.
    public init(lprojFolder folder: URL, table: String = "Localizable", sourceLanguage: String = "en") throws {
        self.init(sourceLanguage: sourceLanguage)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".lproj") {
            let file = folder.appendingPathComponent(name).appendingPathComponent(table + ".strings")
            guard let data = try? Data(contentsOf: file) else { continue }
            let language = String(name.dropLast(".lproj".count))
            let plist: Any
            do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
                throw ReadError(description: "\(name)/\(table).strings is not a strings file")
            }
            guard let entries = plist as? [String: Any] else { continue }
            for (key, value) in entries {
                if let text = value as? String { strings[key, default: [:]][language] = .text(text) }
            }
        }
    }

    /// One localization's node: a `stringUnit`, plural variations, device variations (the
    /// `other` device's, else any), or substitutions around a `stringUnit`.
    static func value(_ node: Any) -> Value? {
        guard let node = node as? [String: Any] else { return nil }
        if let variations = node["variations"] as? [String: Any] {
            if let plural = variations["plural"] as? [String: Any] {
                var forms: [String: Value] = [:]
                for (category, form) in plural { if let v = value(form) { forms[category] = v } }
                return forms.isEmpty ? nil : .plural(forms)
            }
            if let device = variations["device"] as? [String: Any] {
                return (device["other"]).flatMap(value) ?? device.keys.sorted().lazy.compactMap { value(device[$0]!) }.first
            }
        }
        guard let text = (node["stringUnit"] as? [String: Any])?["value"] as? String else { return nil }
        guard let substitutions = node["substitutions"] as? [String: Any] else { return .text(text) }
        var parts: [String: Substitution] = [:]
        for (name, sub) in substitutions {
            guard let sub = sub as? [String: Any],
                  let plural = (sub["variations"] as? [String: Any])?["plural"] as? [String: Any] else { continue }
            var forms: [String: String] = [:]
            for (category, form) in plural {
                if case .text(let t)? = value(form) { forms[category] = t }
            }
            parts[name] = Substitution(argument: (sub["argNum"] as? NSNumber)?.intValue ?? 1,
                                       formatSpecifier: sub["formatSpecifier"] as? String ?? "lld", plural: forms)
        }
        return .substituted(text, parts)
    }
}
