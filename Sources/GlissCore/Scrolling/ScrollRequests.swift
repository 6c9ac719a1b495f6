/// Scroll views after layout: offsets clamped to the content just laid out, and `scrollTo`
/// requests resolved against where their targets are (built views, or a lazy container's
/// index math for items never built).
extension UI {
    /// After each pass's layout: clamps every scroll view to its new content and resolves its
    /// pending `scrollTo`. True when an offset changed, so the pass is built again.
    func resolveScrollViews() -> Bool {
        var dirty = false
        for i in tree.scrollNodes {
            guard case .scroll(let si) = nodes[i].kind else { continue }
            let s = tree.scrollViews[si]
            if s.reclamp(now: time, animation: build.frameTransaction?.animation) {
                dirty = true
                if s.offset.isAnimating(at: time) { animating = true }
            }
            if let req = s.pendingScroll {
                s.pendingScroll = nil
                if let r = scrollTargetRect(i, s, req.target) {
                    let o = s.offset(toShow: r, anchor: req.anchor)
                    s.momentum = nil
                    if let a = req.animation { s.offset.setTarget(o, animation: a, now: time) }
                    else { s.offset.setTarget(o, animation: nil, now: time) }
                    s.current = s.offset.value(at: time)
                    if s.offset.isAnimating(at: time) { animating = true }
                    dirty = true
                } else {
                    warn("scrollTo(\"\(req.name)\"): no view or lazy item with this id in scroll view \"\(label(of: i) ?? "")\"")
                }
            }
        }
        return dirty
    }

    func scrollTargetRect(_ i: Int, _ s: ScrollState, _ bits: UInt64) -> Rect? {
        // Built views with that explicit id first, then lazy containers' index math.
        var stack = Array(children(of: i))
        while let c = stack.popLast() {
            // A lazy item built without its slot zstack answers for that zstack first.
            if nodes[c].lazyDirect, let slot = lazySlotRect(c, bits) { return inContent(slot, s) }
            if nodes[c].explicitKey == bits { return inContent(nodes[c].rect, s) }
            if nodes[c].tag == .scroll { continue }
            stack.append(contentsOf: children(of: c))
        }
        for li in s.lazyContainers { if let r = tree.lazyContainers[li].frame(ofKey: bits, stopRequested: stopRequested) { return r } }
        return nil
    }

    /// Window rect `r` in scroll view `s`'s content, measured from its leading edge as the
    /// offset is: from the right edge in a right-to-left horizontal scroll view.
    func inContent(_ r: Rect, _ s: ScrollState) -> Rect {
        let x = s.rightToLeft ? s.contentOrigin.x + s.contentLength - r.maxX : r.minX - s.contentOrigin.x
        return Rect(x, r.minY - s.contentOrigin.y, r.width, r.height)
    }

    /// The slot of lazy item `c` (window points) when its key is `bits`.
    func lazySlotRect(_ c: Int, _ bits: UInt64) -> Rect? {
        let p = nodes[c].parent
        guard p >= 0, case .lazy(let li) = nodes[p].kind else { return nil }
        let lc = tree.lazyContainers[li]
        guard lc.keys.bits(nodes[c].lazyIndex) == bits else { return nil }
        let r = nodes[p].contentRect
        let f = lc.placement.frame(of: nodes[c].lazyIndex, cross: lc.state.cross)
        // The placement is left to right; a right-to-left container's slots are mirrored in it.
        let x = nodes[p].rightToLeft ? r.maxX - f.maxX : r.minX + f.minX
        return Rect(x, r.minY + f.minY, f.width, f.height)
    }
}
