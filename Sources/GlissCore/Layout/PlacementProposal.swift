/// Where placement gets its proposals: SwiftUI places a view's children with the proposal the
/// view was sized for, so they sit as they were measured. Gliss placed with the view's rect
/// instead: for every container not exactly as large as offered (most: labels are rigid) that
/// was a new proposal, measured again all the way down — in SwiftCrossUI's 16 × 16 layout
/// benchmark, more than half the layout work. A node's cache holds the answers of the pass;
/// the proposal whose answer is the node's size is the one its parent sized it with.
extension UI {
    /// The proposal node `i` was sized for, given the size it was placed at (`outer`): the
    /// cached answer for `outer` itself when there is one (what placing by rect asked), else
    /// the proposal whose answer was `outer`; `outer` when none (nothing cached).
    func placementProposal(_ i: Int, outer: Size) -> ProposedSize {
        let n = nodes.pointer(i)
        let pw = outer.width, ph = outer.height
        let atRect = ProposedSize(pw, ph)
        if withUnsafeMutablePointer(to: &n.pointee.measured, { MeasureCache.lookup($0, pw, ph) }) == outer { return atRect }
        guard let (w, h) = withUnsafePointer(to: &n.pointee.measured, { MeasureCache.proposal(answering: outer, $0) }) else {
            return atRect
        }
        let none = MeasureCache.none.bitPattern
        return ProposedSize(w.bitPattern == none ? nil : w, h.bitPattern == none ? nil : h)
    }

    /// What node `i`'s children are placed for, its content rect being `r`: the proposal it
    /// was sized for (`placementProposal`), inside its frame and padding; on an axis where
    /// that asked for the ideal length (nil: a row in a scroll view), the length it took, so a
    /// `maxHeight: .infinity` part of a row fills the row's height. Along `keepingIdeal` (a
    /// stack's own axis) nil stays nil: the stack was sized from its children's ideal lengths
    /// and places them at those, rather than sharing its length out again by flexibility
    /// (which gives a wrapping paragraph, rigid by its probes, an equal share, not its lines).
    @inline(__always)
    func contentProposal(_ i: Int, outer: Size, content r: Rect, keepingIdeal axis: Axis? = nil) -> ProposedSize {
        let n = nodes.pointer(i)
        var p = placementProposal(i, outer: outer)
        if n.pointee.frameIndex >= 0 { p = innerProposal(i, tree.frames[n.pointee.frameIndex], p) }
        p = p.inset(by: n.pointee.padding)
        return ProposedSize(p.width ?? (axis == .horizontal ? nil : r.width), p.height ?? (axis == .vertical ? nil : r.height))
    }
}
