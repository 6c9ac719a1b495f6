/// The scroll view builder: its state advanced by the frame's drag and wheel input (physics),
/// then its content built inside it.
extension UI {
    /// A scroll view (SwiftUI `ScrollView`): its children stack along `axis` with `spacing`,
    /// clipped to the viewport. Drag with momentum and rubber band, smooth wheel,
    /// programmatic `scrollProxy(id).scrollTo(...)`.
    ///
    /// ```swift
    /// ui.scroll(.vertical, id: "photos") {
    ///     ui.text("Photos", font: .title)
    ///     ui.lazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], itemHeight: 60,
    ///                  count: photos.count, key: { photos[$0].id }) { id, _ in ui.image(name(id)) }
    /// }
    /// ```
    @discardableResult
    public func scroll(_ axis: Axis = .vertical, id: some IdentityKey, spacing: Double = 8,
                       alignment: Alignment = .topLeading, showsIndicators: Bool = true,
                       _ content: () -> Void) -> NodeRef {
        // The id hashed once (a string id is hashed each time its bits are asked for).
        let bits = id.identityBits
        let nid = currentScope.child(RawIdentity(identityBits: bits))
        let state = scrollState(nid, axis: axis)
        tree.scrollNames[bits] = state
        var (drag, wheel) = interaction.takeScrollInput(nid)
        state.rightToLeft = axis == .horizontal && buildsRightToLeft
        if state.rightToLeft {
            // Drags and the wheel are in window points (not mirrored), the offset from the
            // right edge: negated, the content moves on screen as it does left to right.
            drag = drag?.mirrored
            wheel = -wheel
        }
        _ = state.advance(now: time, drag: drag, wheel: wheel, frame: frameIndex)
        state.showsIndicators = showsIndicators
        // (Emptied one by one: `removeAll(keepingCapacity:)` on an array of closures went
        // through a generic path costing more than the rest of the scroll view's setup.)
        state.lazyContainers.removeAll(keepingCapacity: true)
        state.spacing = spacing
        state.alignment = alignment
        if state.isAnimating(at: time) { animating = true }
        build.scrollStack.append(state)
        tree.scrollViews.append(state)
        let i = container(.scroll(index: tree.scrollViews.count - 1), .scroll, idBits: bits, content)
        build.scrollStack.removeLast()
        nodes[i].role = .scroll
        // A string id is its own description (and needs no reflection to say so).
        setLabel(i, (id as? String) ?? String(describing: id))
        tree.scrollNodes.append(i)
        return ref(i)
    }
}
