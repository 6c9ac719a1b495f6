import Foundation

/// The user's languages, most preferred first, as GNU gettext reads them: `LANGUAGE` (a
/// colon-separated list), then the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set.
///
/// Foundation's `Locale.preferredLanguages` does not read these on Linux (it answers
/// `en-001` under `LANG=fr_FR.UTF-8`), so Gliss reads them itself.
public enum PreferredLanguages {
    /// The languages named by `environment` as BCP 47 tags (`fr_FR.UTF-8` → `fr-FR`), without
    /// `C` and `POSIX` (no language) or repeats.
    public static func from(_ environment: [String: String]) -> [String] {
        var names: [String] = []
        if let list = environment["LANGUAGE"], !list.isEmpty {
            names += list.split(separator: ":").map(String.init)
        }
        if let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) {
            names.append(locale)
        }
        var tags: [String] = []
        for name in names {
            if let tag = tag(name), !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// The user's languages, from this process's environment.
    public static var current: [String] { from(ProcessInfo.processInfo.environment) }

    /// The locale dates and numbers are shown in where no view set another (the default of
    /// ``EnvironmentValues/locale``): the first of the user's languages (the app runtime sets
    /// it from `--locale` when given). Foundation's `Locale.current` does not read `LANG` on
    /// Linux, so it is only the fallback, when no language is named (`LANG=C`).
    nonisolated(unsafe) public static var locale: Locale = locale(for: current)

    /// The locale for the first of `languages`, else Foundation's current one.
    public static func locale(for languages: [String]) -> Locale {
        languages.first.map { Locale(identifier: $0) } ?? .current
    }

    /// `fr_FR.UTF-8@euro` → `fr-FR`; nil for `C`, `POSIX` and empty names.
    public static func tag(_ name: String) -> String? {
        var s = Substring(name)
        if let at = s.firstIndex(of: "@") { s = s[..<at] }
        if let dot = s.firstIndex(of: ".") { s = s[..<dot] }
        let tag = s.replacingOccurrences(of: "_", with: "-")
        if tag.isEmpty || tag == "C" || tag == "POSIX" { return nil }
        return tag
    }

    /// The names to look for in a catalog for `tag`, most specific first: `pt-BR` → `pt-BR`,
    /// `pt`; Chinese by script as Xcode names it (`zh-CN` → `zh-Hans`, `zh-TW` → `zh-Hant`).
    static func candidates(_ tag: String) -> [String] {
        let parts = tag.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased() else { return [] }
        var out: [String] = []
        for k in stride(from: parts.count, through: 2, by: -1) { out.append(parts[0..<k].joined(separator: "-")) }
        if language == "zh" && !parts.contains(where: { $0 == "Hans" || $0 == "Hant" }) {
            let region = parts.count > 1 ? parts[parts.count - 1].uppercased() : ""
            out.append(["TW", "HK", "MO"].contains(region) ? "zh-Hant" : "zh-Hans")
        }
        out.append(language)
        return out
    }
}
