/// What a button does, so it can look the part — SwiftUI's `ButtonRole`.
public enum ButtonRole: Sendable, Equatable {
    /// It cancels (a dialog's Cancel): drawn as a plain button.
    case cancel
    /// It deletes or discards data: drawn in red; as a swipe action, white on a red fill.
    case destructive
}

extension UI {
    /// A text button with a role — SwiftUI's `Button(_:role:action:)`: a destructive one is
    /// red. Inside a row's ``NodeRef/swipeActions(_:)`` it is one of the actions the swipe
    /// reveals: white text on a red (destructive) or grey fill, closing the row when clicked.
    @discardableResult
    public func button(_ title: String, role: ButtonRole?, action: @escaping () -> Void) -> NodeRef {
        if let swipe = structure.swipeActions.last {
            return swipeActionButton(title, role: role, swipe: swipe, action: action)
        }
        return button(title, color: role == .destructive ? ControlStyle.destructive : .blue, action: action)
    }
}
