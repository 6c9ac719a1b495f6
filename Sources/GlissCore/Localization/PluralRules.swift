import CICU
import Foundation

/// The plural category a number takes in a language — CLDR's `zero`, `one`, `two`, `few`,
/// `many` or `other` — as a String Catalog's plural variations are keyed.
///
/// The rules are ICU's (`uplrules_select`), the CLDR data every platform uses: Foundation on
/// Linux picks no plural variation (`String.localizedStringWithFormat` ignores `.stringsdict`
/// there), and hand-written rules would have to follow CLDR's releases.
///
/// ```swift
/// PluralRules(language: "ru").category(for: 21)   // "one"
/// PluralRules(language: "fr").category(for: 0)    // "one"
/// ```
public final class PluralRules: @unchecked Sendable {
    // Opened once per language and only read after: `uplrules_select` is thread-safe on a
    // rules object that is not changed.
    private let rules: UnsafeMutableRawPointer?

    /// The rules of `language`, a BCP 47 or POSIX identifier (`"fr"`, `"pt-BR"`, `"ru_RU"`);
    /// a language ICU does not know takes the root rules (everything is `other`).
    public init(language: String) {
        rules = gliss_plural_rules_open(language.replacingOccurrences(of: "-", with: "_"))
    }

    deinit { if let rules { gliss_plural_rules_close(rules) } }

    /// The category of `number`: `"one"` for 1 in English, `"few"` for 22 in Russian.
    public func category(for number: Double) -> String {
        guard let rules else { return "other" }
        var keyword = [UInt16](repeating: 0, count: 16)
        let n = gliss_plural_rules_select(rules, number, &keyword, Int32(keyword.count))
        guard n > 0, n <= keyword.count else { return "other" }
        return String(decoding: keyword[0..<Int(n)], as: UTF16.self)
    }

    /// The category of the integer `number`.
    public func category(for number: Int) -> String { category(for: Double(number)) }
}
