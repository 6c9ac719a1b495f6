@_spi(GlissControls) import GlissCore

/// An open popover's memory: the view it points at (this pass's node), and where its panel is.
final class PopoverState: PresentationMemory {
    var anchorNode = -1
    var arrowEdge = Edge.top
    var panel = -1
    /// Where the panel is drawn (window points), from the last layout.
    var origin = Point(-10_000, -10_000)

    /// After layout: the panel beside its view on the `arrowEdge` side (above it for `.top`,
    /// as macOS opens a popover), on the other side when there is no room, then shifted to
    /// stay inside the window. True when its place changed.
    func afterLayout(_ ui: UI) -> Bool {
        guard panel >= 0, anchorNode >= 0 else { return false }
        let a = ui.ref(anchorNode).layoutRect, size = ui.ref(panel).layoutRect.size
        let w = ui.size.width, h = ui.size.height, gap = ControlStyle.popoverGap, margin = 4.0
        var o: Point
        switch arrowEdge {
        case .top, .bottom:
            o = Point(a.midX - size.width / 2, 0)
            let above = a.minY - gap - size.height, below = a.maxY + gap
            let fitsAbove = above >= margin, fitsBelow = below + size.height <= h - margin
            o.y = arrowEdge == .top ? (fitsAbove || !fitsBelow ? above : below) : (fitsBelow || !fitsAbove ? below : above)
        case .leading, .trailing:
            o = Point(0, a.midY - size.height / 2)
            let left = a.minX - gap - size.width, right = a.maxX + gap
            let fitsLeft = left >= margin, fitsRight = right + size.width <= w - margin
            o.x = arrowEdge == .leading ? (fitsLeft || !fitsRight ? left : right) : (fitsRight || !fitsLeft ? right : left)
        }
        o.x = max(margin, min(o.x, w - margin - size.width))
        o.y = max(margin, min(o.y, h - margin - size.height))
        guard o != origin else { return false }
        origin = o
        return true
    }
}

extension NodeRef {
    /// A panel of `content` that points at this view while `isPresented` is true — SwiftUI's
    /// `popover(isPresented:arrowEdge:content:)`. It opens on the `arrowEdge` side of the view
    /// (above it by default, as on macOS; on the other side when there is no room), drawn
    /// above everything; a click outside it or Escape closes it (setting `isPresented` to
    /// false), and Tab moves among its own views while it is open.
    ///
    /// ```swift
    /// ui.button("Details") { model.showsDetails = true }
    ///     .popover(isPresented: Bindable(model).showsDetails) {
    ///         ui.text("Saved 3 minutes ago")
    ///     }
    /// ```
    @discardableResult
    public func popover(isPresented: Binding<Bool>, arrowEdge: Edge = .top, content: @escaping () -> Void) -> NodeRef {
        let key = id.child("popover")
        let s = ui.presentations.state(key)
        let m = s.memory as? PopoverState ?? PopoverState()
        s.memory = m
        m.anchorNode = index
        m.arrowEdge = arrowEdge
        ui.presentations.register(.init(key: key, presented: isPresented.wrappedValue, modal: true, hidesBelow: false,
                                        layer: .menus) { ui, t in
            s.dismissible = true
            s.dismiss = { isPresented.wrappedValue = false }
            ui.presentationBackdrop(dim: .clear, t: 0) { isPresented.wrappedValue = false }
            let panel = ui.vstack(alignment: .leading, spacing: 8) { content() }
                .padding(ControlStyle.popoverInset)
                .background { ui.roundedRectangle(cornerRadius: ControlStyle.popoverRadius, fill: ControlStyle.menuPanel,
                                                  stroke: ControlStyle.menuBorder) }
                .contentShape(.rect)
                .shadow(color: ControlStyle.cardShadow, radius: 10, y: 4)
                .offset(x: m.origin.x, y: m.origin.y)
                .opacity(max(0, min(1, t)))
            m.panel = panel.index
        })
        return self
    }
}
