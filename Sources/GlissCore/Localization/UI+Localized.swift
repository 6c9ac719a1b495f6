/// Titles written as literals: looked up in the app's String Catalog, as SwiftUI's controls
/// look up a `LocalizedStringKey` title (a `String` title is shown as it is).
extension UI {
    /// What `key` shows in this window: its translation in ``localization``, else its source
    /// text. A key with one integer is formatted (and translated) once while it keeps being
    /// used, as `text(_:)` formats it.
    public func localized(_ key: LocalizedStringKey) -> String {
        if key.hasNumber { return formattedLabels.label(key.prefix, key.number, key.suffix).text }
        if let localizer { return localizer.text(key.prefix, key.suffix) }
        return key.prefix
    }

    /// What a key without a number shows, from its parts (see `LocalizedStringKey`), with a
    /// localization: out of line, so a label without one runs what it ran before catalogs.
    @usableFromInline @inline(never)
    func translated(_ prefix: String, _ suffix: String) -> String {
        localizer?.text(prefix, suffix) ?? prefix
    }

    /// A text button whose title is looked up in the app's String Catalog — SwiftUI's
    /// `Button(_ titleKey: LocalizedStringKey, action:)`; `action` runs when it is clicked.
    @discardableResult
    public func button(_ titleKey: LocalizedStringKey, font: Font? = nil, color: Color? = nil,
                       id: some IdentityKey = PositionalKey(), action: @escaping () -> Void) -> NodeRef {
        button(localized(titleKey), font: font, color: color, id: id, action: action)
    }

    /// A text button with a role whose title is looked up in the app's String Catalog —
    /// SwiftUI's `Button(_:role:action:)` with a `LocalizedStringKey`.
    @discardableResult
    public func button(_ titleKey: LocalizedStringKey, role: ButtonRole?, id: some IdentityKey = PositionalKey(),
                       action: @escaping () -> Void) -> NodeRef {
        button(localized(titleKey), role: role, id: id, action: action)
    }
}
