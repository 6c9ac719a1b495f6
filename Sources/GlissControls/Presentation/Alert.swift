@_spi(GlissControls) import GlissCore

/// Whether a view shows — SwiftUI's `Visibility`, here a confirmation dialog's title's.
public enum Visibility: Sendable, Equatable {
    /// As the platform does: a desktop dialog shows its title.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// The buttons of the alert or confirmation dialog being built: `ui.button(_:role:action:)`
/// inside its actions closure draws a dialog button and records it here, so Return and
/// Escape find the default and cancel buttons.
final class DialogButtons {
    enum Style { case alert, confirmation }
    let style: Style
    /// Dismisses the dialog (sets its binding to false).
    let dismiss: () -> Void
    var count = 0
    var defaultAction: (() -> Void)? = nil
    var cancelAction: (() -> Void)? = nil
    var hasCancel = false
    init(style: Style, dismiss: @escaping () -> Void) {
        self.style = style
        self.dismiss = dismiss
    }
}

extension UI {
    /// A button built inside a presentation's actions or menu: that presentation's kind of
    /// button, or nil elsewhere.
    func presentationButton(_ label: String, role: ButtonRole?, action: @escaping () -> Void) -> NodeRef? {
        if structure.menuBuild != nil { return menuItem(label, role: role, action: action) }
        if let d = structure.dialog { return dialogButton(label, role: role, d, action: action) }
        return nil
    }

    /// One button of an alert or confirmation dialog, recorded in `d`.
    private func dialogButton(_ label: String, role: ButtonRole?, _ d: DialogButtons, action: @escaping () -> Void) -> NodeRef {
        let isDefault = d.defaultAction == nil && role != .cancel
        let run = { action(); d.dismiss() }
        d.count += 1
        if isDefault { d.defaultAction = run }
        if role == .cancel { d.cancelAction = run; d.hasCancel = true }
        let prominent = isDefault && d.style == .alert
        let color = prominent ? Color.white : role == .destructive ? ControlStyle.destructive : ControlStyle.label
        let face = prominent ? Color.accentColor : ControlStyle.buttonFace
        return zstack(id: labelKey(label)) { text(label, font: .callout, color: color) }
            .frame(maxWidth: .infinity)
            .frame(height: 30)
            .background { roundedRectangle(cornerRadius: 7, fill: face) }
            .accessibility(role: .button, label: label)
            .onTap(run)
    }

    /// An alert's or dialog's card: the title, the message, then the buttons `actions` makes
    /// (an "OK" button when it makes none; a "Cancel" one added to a confirmation dialog
    /// without one).
    func dialogCard(_ title: String?, style: DialogButtons.Style, t: Double, state s: Presentations.State,
                    dismiss: @escaping () -> Void, actions: () -> Void, message: (() -> Void)?) {
        let d = DialogButtons(style: style, dismiss: dismiss)
        s.dismissible = true
        s.dismiss = dismiss
        // Return: the default button; Escape: the cancel button, else just dismiss.
        s.keys = { ui, press in
            guard press.modifiers.isEmpty else { return false }
            switch press.key {
            case .return, .keypadEnter:
                if let a = d.defaultAction { ui.afterPass(a) }
                return true
            case .escape:
                ui.afterPass(d.cancelAction ?? dismiss)
                return true
            default:
                return false
            }
        }
        presentationBackdrop(dim: ControlStyle.backdrop, t: t) {
            // An alert waits for a button (as every desktop's does); a dialog is cancelled.
            if style == .confirmation { (d.cancelAction ?? dismiss)() }
        }
        let width = style == .alert ? 280.0 : 320
        presentationCard(t: t, role: style == .alert ? .alert : .dialog, label: title, maxWidth: width,
                         maxHeightFraction: 0.9, slide: style == .alert ? 0 : 24, pop: style == .alert ? 0.1 : 0) {
            vstack(spacing: 14) {
                if let title {
                    text(title, font: Font.headline, color: ControlStyle.label, alignment: .center)
                }
                if let message { vstack(spacing: 4) { message() } }
                let saved = structure.dialog
                structure.dialog = d
                buildingTitleButtons {
                    vstack(spacing: 8) {
                        actions()
                        if d.count == 0 { button("OK", role: nil) {} }
                        if style == .confirmation && !d.hasCancel { button("Cancel", role: .cancel) {} }
                    }
                }
                structure.dialog = saved
            }
            .padding(20)
            .frame(width: width)
        }
    }
}

extension NodeRef {
    /// Presents an alert while `isPresented` is true — SwiftUI's
    /// `alert(_:isPresented:actions:message:)`. In `actions` the app makes the buttons with
    /// `ui.button(_:role:action:)`; any of them dismisses the alert. With none, the alert
    /// has an "OK" button. Return activates the default button (the first that is not
    /// `.cancel`, drawn in the accent colour), Escape the `.cancel` one (or just dismisses).
    /// In `message` the app makes the texts under the title.
    ///
    /// The alert pops in (sprung) over a dimmed window and is modal, as a sheet is; a click
    /// on the backdrop does nothing (desktop alerts wait for an answer). The inspector lists
    /// its card with the role `alert` and the title as label.
    ///
    /// ```swift
    /// ui.button("Delete…") { model.confirming = true }
    ///     .alert("Delete the file?", isPresented: Bindable(model).confirming) {
    ///         ui.button("Delete", role: .destructive) { model.delete() }
    ///         ui.button("Cancel", role: .cancel) {}
    ///     } message: {
    ///         ui.text("You can't undo this action.")
    ///     }
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func alert<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>, actions: @escaping () -> Void,
                      message: @escaping () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        return presentDialog(title, "alert", style: .alert, isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert without a message (see `alert(_:isPresented:actions:message:)`); with no
    /// actions, it has an "OK" button.
    @discardableResult
    @_disfavoredOverload
    public func alert<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>, actions: @escaping () -> Void = {}) -> NodeRef {
        let title = title as? String ?? String(title)
        return presentDialog(title, "alert", style: .alert, isPresented: isPresented, actions: actions, message: nil)
    }

    /// Presents a confirmation dialog while `isPresented` is true — SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`: a card of buttons, one
    /// under the other, that the app makes in `actions` with `ui.button(_:role:action:)`
    /// (destructive ones in red; a "Cancel" button is added when none has the `.cancel` role).
    /// Any button dismisses it; Escape or a click outside cancels it; Return activates the
    /// first button that is not `.cancel`. Listed in the inspector with the role `dialog`.
    @discardableResult
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                   actions: @escaping () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        return presentDialog(titleVisibility == .hidden ? nil : title, "confirmationDialog", style: .confirmation,
                      isPresented: isPresented, actions: actions, message: nil)
    }

    /// A confirmation dialog with a message under its title (see
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    @discardableResult
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                   actions: @escaping () -> Void, message: @escaping () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        return presentDialog(titleVisibility == .hidden ? nil : title, "confirmationDialog", style: .confirmation,
                      isPresented: isPresented, actions: actions, message: message)
    }

    private func presentDialog(_ title: String?, _ kind: String, style: DialogButtons.Style, isPresented: Binding<Bool>,
                               actions: @escaping () -> Void, message: (() -> Void)?) -> NodeRef {
        let key = id.child(kind)
        ui.presentations.register(.init(key: key, presented: isPresented.wrappedValue, modal: true) { ui, t in
            let s = ui.presentations.state(key)
            ui.dialogCard(title, style: style, t: t, state: s, dismiss: { isPresented.wrappedValue = false },
                          actions: actions, message: message)
        })
        return self
    }
}
