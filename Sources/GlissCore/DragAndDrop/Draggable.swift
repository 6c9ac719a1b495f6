extension NodeRef {
    /// Lets the view be dragged within the app, carrying `payload` — SwiftUI's
    /// `draggable(_:)`: pressing it and moving a few points starts a drag, and the view itself,
    /// slightly see-through, follows the pointer above everything. A ``dropDestination(for:action:isTargeted:)``
    /// that takes the payload's type and is under the pointer is told it is targeted, and gets
    /// the payload when the button comes up over it. Released over nothing that takes it (or
    /// its action returns false), or cancelled with Escape, the preview springs back to where
    /// the drag started, then disappears.
    ///
    /// A click that does not move is still a click (a button or `onTapGesture` on the view
    /// runs); a wheel over a scroll view still scrolls it.
    ///
    /// ```swift
    /// ui.text(card.title).padding(8).draggable(card.title)
    /// ```
    @discardableResult
    public func draggable<T: Transferable>(_ payload: T) -> NodeRef {
        makeDraggable(payload)
        return self
    }

    /// Lets the view be dragged within the app, carrying `payload`, with `preview` (built like a
    /// view's content) following the pointer instead of the view — SwiftUI's
    /// `draggable(_:preview:)`.
    ///
    /// ```swift
    /// ui.image(photo.name).draggable(photo.url) {
    ///     ui.text(photo.title).padding(6).background(.white)
    /// }
    /// ```
    @discardableResult
    public func draggable<T: Transferable>(_ payload: T, preview: @escaping () -> Void) -> NodeRef {
        let ui = self.ui
        if let s = makeDraggable(payload), s.isShown(at: ui.time) {
            s.sourceIndex = -1   // the preview content, not the view, is drawn
            let at = s.offset.value(at: ui.time)
            let origin = Point(s.sourceOrigin.x + at.x, s.sourceOrigin.y + at.y)
            var request = Presentations.Request(
                key: ui.nodes[index].id.child("dragPreview"), presented: true, modal: false, hidesBelow: false,
                layer: .dragPreviews, content: { ui, _ in
                    ui.zstack(alignment: .topLeading) {
                        ui.vstack { preview() }.offset(x: origin.x, y: origin.y).opacity(DragSession.previewOpacity)
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    .allowsHitTesting(false)
                })
            request.movesFocus = false
            ui.presentations.register(request)
        }
        return self
    }

    /// Marks the node draggable with `payload`; its drag session, when it is the one dragged.
    @discardableResult
    private func makeDraggable<T: Transferable>(_ payload: T) -> DragSession? {
        let ui = self.ui, id = ui.nodes[index].id
        guard !ui.nodes[index].disabled else { return nil }
        ui.interaction.draggables.building[id] = payload
        if ui.nodes[index].draggable == nil { _ = edit { $0.draggable = DragOptions(minimumDistance: DragSession.threshold) } }
        guard let s = ui.interaction.dragSession, s.source == id else { return nil }
        s.sourceIndex = index
        s.sourceFrame = ui.frameIndex
        ui.animating = true
        return s
    }
}

extension UI {
    /// The drag-preview layer, over everything drawn: an in-app drag's view (its commands of
    /// this frame, moved by the drag's offset and faded) — unless it has a preview of its own,
    /// which is a presentation root of that layer. A drag whose preview has sprung back ends.
    func emitDragPreviewLayer(_ list: inout DrawList) {
        guard let s = interaction.dragSession else { return }
        guard s.isShown(at: time) else {
            if s.phase != .dragging { interaction.dragSession = nil }
            return
        }
        animating = true
        guard s.sourceFrame == frameIndex, nodes.indices.contains(s.sourceIndex) else { return }
        let range = nodes[s.sourceIndex].emitRange
        guard range.start >= 0, range.end > range.start, Int(range.end) <= list.commands.count else { return }
        let at = s.offset.value(at: time)
        list.commands.append(.pushTransform(.translation(at.x, at.y)))
        for k in Int(range.start)..<Int(range.end) {
            list.commands.append(list.commands[k].fading(by: DragSession.previewOpacity))
        }
        list.commands.append(.popTransform)
    }
}

extension DrawCommand {
    /// The command drawn `opacity` times as opaque.
    func fading(by opacity: Double) -> DrawCommand {
        func f(_ c: Color) -> Color { var c = c; c.a *= opacity; return c }
        switch self {
        case .fillRoundedRect(let r, let radius, let c): return .fillRoundedRect(rect: r, radius: radius, color: f(c))
        case .strokeRoundedRect(let r, let radius, let w, let c): return .strokeRoundedRect(rect: r, radius: radius, lineWidth: w, color: f(c))
        case .image(let name, let r, let mode, let radius, let op): return .image(name: name, rect: r, mode: mode, radius: radius, opacity: op * opacity)
        case .text(let s, let font, let c, let p): return .text(s, font: font, color: f(c), origin: p)
        case .fillEllipse(let r, let c): return .fillEllipse(rect: r, color: f(c))
        case .strokeEllipse(let r, let w, let c): return .strokeEllipse(rect: r, lineWidth: w, color: f(c))
        case .shadow(let r, let radius, let blur, let c): return .shadow(rect: r, radius: radius, blur: blur, color: f(c))
        case .fillPath(let p, let eo, let paint): return .fillPath(p, eoFill: eo, paint: paint.opacity(opacity))
        case .strokePath(let p, let style, let paint): return .strokePath(p, style: style, paint: paint.opacity(opacity))
        case .styledText(let s, let font, let paint, let p): return .styledText(s, font: font, paint: paint.opacity(opacity), origin: p)
        case .composited(let c, let compositing): return .composited(c.fading(by: opacity), compositing)
        default: return self
        }
    }
}
