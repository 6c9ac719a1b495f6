import GlissCore

/// SwiftUI's `Label`: a title with an icon before it, as lists, menus and settings rows show it.
extension UI {
    /// A title with the icon `systemImage` before it — SwiftUI's `Label(_:systemImage:)`.
    /// `systemImage` is an SF Symbols name (or a Font Awesome 4.7 one, see `Icon(named:)`),
    /// drawn at the surrounding font's size in the text's colour; screen readers read the title
    /// alone. A literal title is a `LocalizedStringKey`, as with `text(_:)`.
    @discardableResult
    public func label(_ titleKey: LocalizedStringKey, systemImage: String,
                      id: some IdentityKey = PositionalKey()) -> NodeRef {
        hstack(spacing: Self.labelSpacing, id: id) {
            icon(Icon(named: systemImage)).accessibilityHidden()
            text(titleKey)
        }
    }

    /// A title held in a string (not looked up), with the icon `systemImage` before it —
    /// SwiftUI's `Label<S: StringProtocol>(_:systemImage:)`.
    @discardableResult
    public func label<S: StringProtocol>(_ title: S, systemImage: String,
                                         id: some IdentityKey = PositionalKey()) -> NodeRef {
        hstack(spacing: Self.labelSpacing, id: id) {
            icon(Icon(named: systemImage)).accessibilityHidden()
            text(title)
        }
    }

    /// The space between a label's icon and its title (SwiftUI's default label style: about
    /// half the body font's size).
    static let labelSpacing = 6.0
}
