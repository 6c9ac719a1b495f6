@_spi(GlissControls) import GlissCore

/// SwiftUI's `Label`: a title with an icon before it, as lists, menus and settings rows show it.
extension UI {
    /// A title with the icon `systemImage` before it — SwiftUI's `Label(_:systemImage:)`.
    /// `systemImage` is an SF Symbols name (or a Font Awesome 4.7 one, see `Icon(named:)`),
    /// drawn at the surrounding font's size in the text's colour; screen readers read the title
    /// alone. A literal title is a `LocalizedStringKey`, as with `text(_:)`.
    ///
    /// ``labelStyle(_:_:)`` around it shows the icon or the title alone.
    @discardableResult
    public func label(_ titleKey: LocalizedStringKey, systemImage: String,
                      id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = localized(titleKey)
        return label(title, systemImage: systemImage, id: id) { text(title) }
    }

    /// A title held in a string (not looked up), with the icon `systemImage` before it —
    /// SwiftUI's `Label<S: StringProtocol>(_:systemImage:)`.
    @discardableResult @_disfavoredOverload
    public func label<S: StringProtocol>(_ title: S, systemImage: String,
                                         id: some IdentityKey = PositionalKey()) -> NodeRef {
        label(String(title), systemImage: systemImage, id: id) { text(title) }
    }

    /// A label in the subtree's ``LabelStyle``: the icon and `title` (its text, built by
    /// `titleText`), or one of them. The icon alone is named by the title for screen readers.
    private func label(_ title: String, systemImage: String, id: some IdentityKey, _ titleText: () -> Void) -> NodeRef {
        let style = environment.labelStyle
        return hstack(spacing: Self.labelSpacing, id: id) {
            if style == .iconOnly {
                icon(Icon(named: systemImage)).accessibility(role: .image, label: title)
            } else {
                if style != .titleOnly { icon(Icon(named: systemImage)).accessibilityHidden() }
                titleText()
            }
        }
    }

    /// The space between a label's icon and its title (SwiftUI's default label style: about
    /// half the body font's size).
    static let labelSpacing = 6.0
}
