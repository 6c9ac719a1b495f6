@_spi(GlissControls) import GlissCore

extension NodeRef {
    /// A count at the trailing edge of this list row — SwiftUI's `badge(_:)` (an unread
    /// count in a mailbox list); 0 shows none. Use it on a row's content inside
    /// `list(_:id:selection:id:_:)`: the list draws it after the row's content, in secondary
    /// text (white on a selected row, as the row's other labels).
    @discardableResult public func badge(_ count: Int) -> NodeRef {
        badgeText(count == 0 ? nil : count.formatted())
    }

    /// A short text at the trailing edge of this list row — SwiftUI's `badge(_:)` with a
    /// string ("New"); nil shows none.
    @discardableResult @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> NodeRef {
        badgeText(label.map { String($0) })
    }

    /// A literal at the trailing edge of this list row — SwiftUI's `badge(_: LocalizedStringKey?)`.
    @discardableResult public func badge(_ key: LocalizedStringKey?) -> NodeRef {
        badgeText(key.map { ui.localized($0) })
    }

    private func badgeText(_ text: String?) -> NodeRef {
        guard let row = ui.structure.rows.last else {
            ui.warn("badge outside a list row does nothing")
            return self
        }
        row.badge = text
        return self
    }
}

extension UI {
    /// A row's badge: its text in the secondary colour, digits of one width, so counts line up.
    func listBadge(_ text: String) {
        self.text(text, font: .callout, color: ControlStyle.secondaryLabel)
            .monospacedDigit()
            .lineLimit(1)
            .fixedSize()
    }
}
