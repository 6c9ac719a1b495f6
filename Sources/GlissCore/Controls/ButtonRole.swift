/// What a button does, so it can look and act the part — SwiftUI's `ButtonRole`.
public enum ButtonRole: Sendable, Equatable {
    /// It cancels: Escape activates it in an alert or confirmation dialog; drawn as a plain
    /// button.
    case cancel
    /// It deletes or discards something: drawn in red; as a swipe action, white on a red fill.
    case destructive
}

extension UI {
    /// A text button with a role — SwiftUI's `Button(_:role:action:)`. Where it is built
    /// decides what it is:
    /// - in an alert's or confirmation dialog's actions, one of the dialog's buttons (the
    ///   first that is not `.cancel` is the default, which Return activates; Escape activates
    ///   the `.cancel` one; any of them dismisses the dialog);
    /// - in a menu, an item (a destructive one in red);
    /// - in a row's `swipeActions(_:)`, one of the actions the swipe reveals (white
    ///   text on a red (destructive) or grey fill, closing the row when clicked);
    /// - elsewhere, a text button, red when destructive.
    @discardableResult
    @_disfavoredOverload
    public func button<S: StringProtocol>(_ title: S, role: ButtonRole?, id: some IdentityKey = PositionalKey(),
                       action: @escaping () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        if let make = build.titleButtonBuilder, let r = make(self, title, role, action) { return r }
        return button(title, color: role == .destructive ? .red : .accentColor, id: id, action: action)
    }
}
