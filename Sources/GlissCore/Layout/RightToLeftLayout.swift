/// Right-to-left layout, as SwiftUI does it: a view built under
/// `EnvironmentValues.layoutDirection == .rightToLeft` is laid out left to right as usual,
/// then mirrored within its own rect — its padding's and frame alignment's leading side and
/// its children's places (an hstack's first view on the right, a grid's first column, a custom
/// `Layout`'s `placeSubviews`: x' = maxX − (x − minX) − width).
///
/// One pass after layout, over the trees that hold a right-to-left view (`BuildContext.mirrors`),
/// rather than a test of the direction in every container's placement: a left-to-right
/// frame pays one test per node when it is built and nothing here. Mirroring every child of
/// each right-to-left view in turn composes to the same places as SwiftUI's per-container
/// flip; a left-to-right view inside keeps its own children's order (only moved with it).
extension UI {
    /// Mirrors the right-to-left views of the tree at `root` (its own rect stays: it was
    /// placed against the window, centred).
    func mirrorRightToLeft(_ root: Int) {
        let n = nodes.pointer(root)
        mirrorOwnContent(n, from: n.pointee.rect.minX)
        mirrorInside(root, from: n.pointee.rect.minX)
    }

    /// Moves what is inside node `i` (background, overlay, children), given that `i`'s rect has
    /// been moved already and was at `oldMinX` as laid out: each is mirrored within `i`'s rect
    /// when `i` is right to left, else moved with it.
    private func mirrorInside(_ i: Int, from oldMinX: Double) {
        let n = nodes.pointer(i)
        let flips = n.pointee.rightToLeft
        let rect = n.pointee.rect
        if let bg = n.pointee.background { mirrorChild(bg, in: rect, from: oldMinX, flips: flips) }
        if let ov = n.pointee.overlay { mirrorChild(ov, in: rect, from: oldMinX, flips: flips) }
        var c = n.pointee.firstChild
        while c >= 0 {
            mirrorChild(c, in: rect, from: oldMinX, flips: flips)
            c = nodes[c].nextSibling
        }
    }

    /// Places child `c` of a parent now at `parent` (laid out at `parentOldMinX`): mirrored
    /// within it when `flips`, else moved with it; then what is inside `c`.
    private func mirrorChild(_ c: Int, in parent: Rect, from parentOldMinX: Double, flips: Bool) {
        let n = nodes.pointer(c)
        let old = n.pointee.rect.minX
        let dx = parent.minX - parentOldMinX
        let x = flips ? parent.maxX - (old - parentOldMinX) - n.pointee.rect.width : old + dx
        // Nothing moves and nothing inside is right to left: a left-to-right subtree in place.
        if x == old && !flips && !n.pointee.rightToLeft && !hasRightToLeftInside(c) { return }
        n.pointee.rect.origin.x = x
        mirrorOwnContent(n, from: old)
        mirrorInside(c, from: old)
    }

    /// Node `n`'s content rect (inside its padding and frame), its text's alignment and its
    /// scroll view's geometry, after its rect moved from `oldMinX`.
    private func mirrorOwnContent(_ n: UnsafeMutablePointer<Node>, from oldMinX: Double) {
        let rect = n.pointee.rect
        let oldContent = n.pointee.contentRect
        let inset = oldContent.minX - oldMinX
        // Leading padding and `.frame(alignment: .leading)` are on the right.
        n.pointee.contentRect.origin.x = n.pointee.rightToLeft ? rect.maxX - inset - oldContent.width : rect.minX + inset
        switch n.pointee.kind {
        case .text(let ti) where n.pointee.rightToLeft:
            // A paragraph's leading edge is the right one, whatever its script.
            tree.texts[ti].linesRightToLeft = true
        case .scroll(let si):
            let state = tree.scrollViews[si]
            let content = n.pointee.contentRect
            state.viewportRect = content
            if state.axis == .horizontal && n.pointee.rightToLeft {
                // The content starts at the right: its left edge is mirrored with it.
                state.contentOrigin.x = content.maxX - (state.contentOrigin.x - oldContent.minX) - state.contentLength
            } else {
                state.contentOrigin.x += content.minX - oldContent.minX
            }
        default:
            break
        }
    }

    /// True when a view inside `i` (at any depth) is right to left. Asked only for a
    /// left-to-right view that did not move (a left-to-right subtree inside a right-to-left
    /// one moves with its parent).
    private func hasRightToLeftInside(_ i: Int) -> Bool {
        let n = nodes.pointer(i)
        if let bg = n.pointee.background, nodes[bg].rightToLeft || hasRightToLeftInside(bg) { return true }
        if let ov = n.pointee.overlay, nodes[ov].rightToLeft || hasRightToLeftInside(ov) { return true }
        var c = n.pointee.firstChild
        while c >= 0 {
            if nodes[c].rightToLeft || hasRightToLeftInside(c) { return true }
            c = nodes[c].nextSibling
        }
        return false
    }
}
