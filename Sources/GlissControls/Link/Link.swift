import Foundation
@_spi(GlissControls) import GlissCore

extension UI {
    /// A link that opens `destination` when clicked (or activated with Space or Return) —
    /// SwiftUI's `Link(_:destination:)`. It draws its title in the accent colour, underlined
    /// while the pointer is over it, with the pointing-hand cursor. Opening goes through
    /// `openURL` (the desktop's default application, `xdg-open`, unless the app or a test
    /// sets its own). The inspector lists it with the role `link` and the address as value.
    ///
    /// ```swift
    /// ui.link("Gliss on GitHub", destination: URL(string: "https://github.com/")!)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func link<S: StringProtocol>(_ title: S, destination: URL, font: Font = .body, id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        // (1) Its place: the title's text, (3) drawn in the accent colour, underlined on hover
        // (remembered in the link's own scope).
        var hovered: StateRef<Bool>? = nil
        let label = zstack(id: id) {
            let remembered = state(LinkHoverKey(), false)
            hovered = remembered
            text(title, font: font, color: .accentColor)
                .overlay(alignment: .bottom) {
                    rectangle(fill: remembered.value ? .accentColor : .clear).frame(height: 1)
                }
        }
        // (2) Its interaction: a click or Space/Return opens it; hovering shows the hand.
        return label
            .accessibility(role: .link, label: title)
            .accessibilityValue(destination.absoluteString)
            .onHover { hovered?.value = $0 }
            .pointerStyle(.link)
            .onTap { [unowned self] in self.openURL(destination) }
    }
}

/// The per-scope memory of whether the pointer is over a link.
private struct LinkHoverKey: IdentityKey {
    var identityBits: UInt64 { 0x6c696e6b_686f76 }
}
