extension NodeRef {
    /// Makes the view a place to drop values of `payloadType` — SwiftUI's
    /// `dropDestination(for:action:isTargeted:)`: files or text dragged from another app, or a
    /// value dragged within this one (``draggable(_:)``). `action` gets the dropped values and
    /// where they were dropped, in the view's own coordinates, and returns whether it took
    /// them (an in-app drag that was not taken springs back to where it started).
    ///
    /// The front view under the drop that takes what it carries gets it: a view that takes only
    /// `URL` lets a text drop through to the next one behind it that takes `String`; where no
    /// view takes it, nothing happens. A view may have several, one per type: each drop goes to
    /// the one that takes what it carries. `isTargeted` is told when an in-app drag comes over the
    /// view (true) and leaves it or ends (false). A drag from another app is not reported while
    /// it is over the window — SDL2 tells an app of such a drag only when it is dropped — so
    /// there `isTargeted` is not called.
    ///
    /// ```swift
    /// ui.text(path ?? "Drop a file here").frame(width: 240, height: 120)
    ///     .background(over ? .accentColor.opacity(0.2) : .clear)
    ///     .dropDestination(for: URL.self, action: { urls, _ in
    ///         path = urls.first?.path
    ///         return true
    ///     }, isTargeted: { over = $0 })
    /// ```
    @discardableResult
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], Point) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> NodeRef {
        let ui = self.ui, id = ui.nodes[index].id
        let takes: (DragPayload) -> Bool = { !$0.values(T.self).isEmpty }
        if !ui.nodes[index].disabled {
            if let change = ui.interaction.drops.takeTargetChange(id, where: takes) { ui.enqueue { isTargeted(change) } }
            if let landed = ui.interaction.drops.take(id, where: takes) {
                let values = landed.payload.values(T.self)
                let origin = ui.interaction.origin(of: .local, for: id)
                let local = Point(landed.point.x - origin.x, landed.point.y - origin.y)
                ui.enqueue {
                    let taken = !values.isEmpty && action(values, local)
                    landed.completion?(taken)
                }
            }
        }
        // Several on one view: it takes what any of them takes, and each drop goes to the one
        // whose type it carries (the first applied, when more than one does).
        if let other = ui.tree.drops[index] {
            ui.tree.drops[index] = { other($0) || takes($0) }
        } else {
            ui.tree.drops[index] = takes
        }
        // Extras take the node off emit's fast path for plain nodes, which makes no hit region.
        return editExtras { _ in }
    }
}
