@_spi(GlissControls) import GlissCore

extension NodeRef {
    /// Presents `content` in a sheet while `isPresented` is true — SwiftUI's
    /// `sheet(isPresented:onDismiss:content:)`. The sheet is a card (as large as its content,
    /// at most 600 points wide and 80 % of the window tall) centred over the window, which a
    /// backdrop dims; it slides up and fades in with a spring, and back out when dismissed.
    /// Its content is clipped to the card, and what fills the card's corners (a coloured
    /// background) is rounded with them. In the content, `presentationDetents(_:)` sets its
    /// height, `presentationBackground(_:)` its background and `presentationCornerRadius(_:)`
    /// its corners. A sheet opened from a sheet is at least as large as that one: it covers
    /// it, in front of it and its backdrop.
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
        // A sheet opened from a sheet's content covers that sheet.
        let parent = ui.presentations.current?.memory as? SheetMemory
        ui.presentations.register(.init(key: key, presented: presented, modal: true, onDismiss: onDismiss) { ui, t in
            let s = ui.presentations.state(key)
            s.dismissible = true
            s.dismiss = { isPresented.wrappedValue = false }
            s.keys = nil
            let m = s.memory as? SheetMemory ?? SheetMemory()
            s.memory = m
            m.beginBuild(parent: parent)
            ui.presentationBackdrop(dim: ControlStyle.backdrop, t: t) {
                if s.dismissible { isPresented.wrappedValue = false }
            }
            ui.presentationCard(t: t, role: .dialog, label: nil, maxWidth: 600, maxHeightFraction: 0.8, sheet: m, content)
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
    /// A sheet's card (`sheet`) takes the height, background and radius its content asked for,
    /// is at least as large as the sheet it was opened from, and clips its content.
    func presentationCard(t: Double, role: InspectorRole, label: String?, maxWidth: Double, maxHeightFraction: Double,
                          slide: Double = 24, pop: Double = 0, sheet: SheetMemory? = nil, _ content: () -> Void) {
        let shown = max(0, min(1, t))
        let widthCap = min(maxWidth, size.width - 32), heightCap = size.height * maxHeightFraction
        let inner = zstack { content() }
        // What the content asked of its sheet is known now that the content is built.
        var radius = ControlStyle.cardRadius, fill = ControlStyle.card
        if let m = sheet {
            radius = max(0, m.cornerRadius ?? radius)
            if let c = m.background { fill = c }
            if m.backgroundView != nil { fill = .clear }
            let cover = m.coverParent()
            let height = m.detentHeight(window: size.height, cap: heightCap)
            let minWidth = cover.width > 0 ? min(cover.width, widthCap) : nil
            if let height {
                inner.frame(minWidth: minWidth, minHeight: height, maxHeight: height)
            } else if let minWidth {
                inner.frame(minWidth: minWidth, minHeight: min(cover.height, heightCap))
            }
            inner.clipped()
            m.card = inner.index
            m.radius = radius
        }
        let card = inner
            .background {
                roundedRectangle(cornerRadius: radius, fill: fill)
                if let m = sheet, let v = m.backgroundView {
                    m.backgroundRoot = zstack(alignment: v.alignment) { v.content() }.index
                }
            }
            .shadow(color: ControlStyle.cardShadow, radius: 18, y: 8)
            .accessibility(role: role, label: label)
        // A clear or translucent background still keeps clicks on the card from its backdrop.
        if sheet != nil { card.contentShape(.rect) }
        if pop != 0 { card.scaleEffect(1 + pop * (1 - t)) }
        // The caps frame the card without being drawn: the card keeps its content's size.
        card.frame(maxWidth: widthCap, maxHeight: heightCap)
            .frame(width: size.width, height: size.height)
            .offset(y: (1 - t) * slide)
            .opacity(shown)
    }
}

/// A sheet's memory: what its content asked of it this pass (its detents, background and
/// corner radius), its card, and the card's size as last laid out (a sheet opened from it
/// covers at least that much).
final class SheetMemory: PresentationMemory {
    var detents: Set<PresentationDetent> = []
    var selection: Binding<PresentationDetent>? = nil
    var background: Color? = nil
    var backgroundView: (alignment: Alignment, content: () -> Void)? = nil
    var cornerRadius: Double? = nil
    /// This pass: the card's node (the content's stack), its background view's, its radius.
    var card = -1
    var backgroundRoot = -1
    var radius = 0.0
    /// The card's size from the last layout.
    private(set) var size = Size.zero
    /// The sheet this one was opened from, and the size of it this one was built to cover.
    private weak var parent: SheetMemory?
    private var covered = Size.zero

    /// Forgets what the content asked for last pass: it asks again as it is built.
    func beginBuild(parent: SheetMemory?) {
        detents = []
        selection = nil
        background = nil
        backgroundView = nil
        cornerRadius = nil
        card = -1
        backgroundRoot = -1
        self.parent = parent
    }

    /// The size this sheet covers: its parent sheet's, as last laid out (zero without one).
    func coverParent() -> Size {
        covered = parent?.size ?? .zero
        return covered
    }

    /// The height of the selected detent, else of the smallest; nil without detents.
    func detentHeight(window: Double, cap: Double) -> Double? {
        if let s = selection { return s.wrappedValue.resolved(window: window, cap: cap) }
        return detents.map { $0.resolved(window: window, cap: cap) }.min()
    }

    /// After layout: rounds what fills the card's corners, and asks for another pass when the
    /// parent sheet's size (laid out before this one) is not the one this sheet covered.
    func afterLayout(_ ui: UI) -> Bool {
        guard card >= 0 else { return false }
        let rect = ui.ref(card).layoutRect
        size = rect.size
        roundCorners(below: card, of: rect, ui)
        if backgroundRoot >= 0 { roundCorners(below: backgroundRoot, of: rect, ui) }
        if let p = parent, p.size != covered { return true }
        return false
    }

    /// Gliss clips to rectangles: the content's views that cover the whole card (a coloured
    /// background, a full-bleed shape) are rounded with it instead, so the card keeps its
    /// rounded corners over them. (A view that fills only some corners stays square.)
    private func roundCorners(below top: Int, of card: Rect, _ ui: UI) {
        var pending = [top]
        while let i = pending.popLast() {
            for c in ui.ref(i).children where c.layoutRect.covers(card) {
                c.cornerRadius(radius)
                pending.append(c.index)
            }
        }
    }
}

private extension Rect {
    /// True when this rect holds `other` (to half a point).
    func covers(_ other: Rect) -> Bool {
        minX <= other.minX + 0.5 && minY <= other.minY + 0.5 && maxX >= other.maxX - 0.5 && maxY >= other.maxY - 0.5
    }
}
