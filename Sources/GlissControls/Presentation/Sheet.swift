@_spi(GlissControls) import GlissCore

extension NodeRef {
    /// Presents `content` in a sheet while `isPresented` is true — SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`. The sheet is a card (as large as its content,
    /// at most 600 points wide and 80 % of the window tall) centred over the window, which a
    /// backdrop dims; it slides up and fades in with a spring, and back out when dismissed.
    ///
    /// It is modal: nothing below it takes clicks, drags, the wheel or hover, and Tab cycles
    /// among its own views. Escape dismisses it, and so does a click on the backdrop — where
    /// SwiftUI on macOS keeps a sheet until a button closes it, Gliss follows the desktop
    /// convention of dialogs that "a click outside dismisses"; inside the content,
    /// `interactiveDismissDisabled(_:)` forbids both. Dismissing sets `isPresented` to false
    /// and then runs `onDismiss`. The inspector lists the card with the role `dialog`, and,
    /// while the sheet shows, only what the sheet shows.
    ///
    /// ```swift
    /// ui.button("Rename…") { model.renaming = true }
    ///     .sheet(isPresented: Bindable(model).renaming) {
    ///         ui.vstack { ui.textField("Name", text: Bindable(model).name); ui.button("Done") { model.renaming = false } }
    ///             .padding(20)
    ///     }
    /// ```
    @discardableResult
    public func sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                      _ content: @escaping () -> Void) -> NodeRef {
        let key = id.child("sheet")
        let presented = isPresented.wrappedValue
        ui.presentations.register(.init(key: key, presented: presented, modal: true, onDismiss: onDismiss) { ui, t in
            let s = ui.presentations.state(key)
            s.dismissible = true
            s.dismiss = { isPresented.wrappedValue = false }
            s.keys = nil
            ui.presentationBackdrop(dim: ControlStyle.backdrop, t: t) {
                if s.dismissible { isPresented.wrappedValue = false }
            }
            ui.presentationCard(t: t, role: .dialog, label: nil, maxWidth: 600, maxHeightFraction: 0.8, content)
        })
        return self
    }

    /// Keeps the sheet this view is in from being dismissed by Escape or a click on its
    /// backdrop — SwiftUI's `interactiveDismissDisabled(_:)`: only the app (setting the
    /// sheet's binding to false) closes it then.
    @discardableResult
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> NodeRef {
        if isDisabled { ui.presentations.current?.dismissible = false }
        return self
    }
}

extension UI {
    /// A presentation's card, centred in the window: `content` on the card's white, rounded,
    /// shadowed background (as large as the content, within the caps), sliding `slide` points
    /// up and fading in with `t` (and shrinking from `1 + pop` times its size: an alert pops).
    func presentationCard(t: Double, role: InspectorRole, label: String?, maxWidth: Double, maxHeightFraction: Double,
                          slide: Double = 24, pop: Double = 0, _ content: () -> Void) {
        let shown = max(0, min(1, t))
        let card = zstack { content() }
            .background { roundedRectangle(cornerRadius: ControlStyle.cardRadius, fill: ControlStyle.card) }
            .shadow(color: ControlStyle.cardShadow, radius: 18, y: 8)
            .accessibility(role: role, label: label)
        if pop != 0 { card.scaleEffect(1 + pop * (1 - t)) }
        // The caps frame the card without being drawn: the card keeps its content's size.
        card.frame(maxWidth: min(maxWidth, size.width - 32), maxHeight: size.height * maxHeightFraction)
            .frame(width: size.width, height: size.height)
            .offset(y: (1 - t) * slide)
            .opacity(shown)
    }
}
