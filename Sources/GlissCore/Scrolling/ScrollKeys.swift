/// The keys that scroll (arrows, Page Up and Down, Home, End) when no view took them: which
/// scroll view they move and by how much. Kept with `KeyboardFocus`'s state (the focused view's
/// scroll view, the viewports emit recorded), which `Interaction` hands to the scroll views as
/// wheel input in the next frame.
extension KeyboardFocus {
    /// A scroll key no view took (`Up`, `Down`, `PageUp`, `PageDown`, `Home`, `End`, `Left`,
    /// `Right`): scrolls the scroll view holding the focus, else the one under `pointer`,
    /// else the largest one on that axis. Returns whether a scroll view took it.
    @discardableResult
    func scrollKey(_ key: Key, pointer: Point?) -> Bool {
        let axis: Axis
        switch key {
        case .upArrow, .downArrow, .pageUp, .pageDown, .home, .end: axis = .vertical
        case .leftArrow, .rightArrow: axis = .horizontal
        default: return false
        }
        let onAxis = viewportOrder.filter { viewports[$0]?.axis == axis && viewports[$0]!.layer >= modalLayer }
        var target: NodeID?
        if let f = focused, let s = candidates.first(where: { $0.id == f })?.enclosingScroll, onAxis.contains(s) {
            target = s
        } else if let p = pointer, let s = onAxis.last(where: { viewports[$0]!.rect.contains(p) }) {
            target = s
        } else {
            target = onAxis.max { a, b in viewports[a]!.rect.width * viewports[a]!.rect.height < viewports[b]!.rect.width * viewports[b]!.rect.height }
        }
        guard let t = target, let vp = viewports[t] else { return false }
        let page = (axis == .vertical ? vp.rect.height : vp.rect.width) * 0.9
        let delta: Double
        switch key {
        case .upArrow, .leftArrow: delta = -Self.lineStep
        case .downArrow, .rightArrow: delta = Self.lineStep
        case .pageUp: delta = -page
        case .pageDown: delta = page
        case .home: delta = -1e12   // the wheel clamps to the content
        default: delta = 1e12
        }
        pendingScroll[t, default: 0] += delta
        return true
    }
}
