import Foundation

extension String {
    /// The translation of `key` in ``Localization/current`` (the app's String Catalog for the
    /// user's languages), with its interpolations formatted into it; the source text when no
    /// catalog or language has it — Foundation's `String(localized:)`, which Foundation on
    /// Linux does not have.
    ///
    /// ```swift
    /// let title = String(localized: "\(count) files")   // key "%lld files"
    /// ```
    ///
    /// `comment` is for translators (Xcode shows it), as in Foundation.
    public init(localized key: LocalizedStringKey, comment: StaticString? = nil) {
        // Not through the frame's literal cache: this may run on any thread.
        self = Localization.current?.string(forKey: key.key, arguments: key.arguments) ?? key.description
    }

    /// The translation of `key` in `localization`, else its source text.
    public init(localized key: LocalizedStringKey, localization: Localization?, comment: StaticString? = nil) {
        self = localization?.string(forKey: key.key, arguments: key.arguments) ?? key.description
    }
}
