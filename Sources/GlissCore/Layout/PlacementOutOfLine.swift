/// Placement steps kept out of line (`@inline(never)`): a paragraph's lines, a scroll view's
/// content. Their scratch storage and size stay out of `place`, which is entered for every
/// view, and out of `Layout.swift`, which holds the hot path.
extension UI {
    @inline(never)
    func placeScrollContent(_ i: Int, _ state: ScrollState, in r: Rect) {
        let axis = state.axis
        let cross = axis == .vertical ? r.width : r.height
        withStackLayout(i, axis: axis, spacing: state.spacing, .make(axis, main: nil, cross: cross)) { total, sizes in
            state.viewport = axis == .vertical ? r.height : r.width
            state.viewportRect = r
            state.contentLength = total.along(axis)
            let o = state.current
            let origin = axis == .vertical ? Point(r.minX, r.minY - o) : Point(r.minX - o, r.minY)
            state.contentOrigin = origin
            let contentRect = Rect(origin: origin, size: Size.make(axis, main: total.along(axis), cross: cross))
            placeStack(i, axis: axis, spacing: state.spacing, alignment: state.alignment, sizes: sizes, in: contentRect)
        }
    }

    /// Lays text `ti`'s lines out for the width placement gave (measurement may have tried
    /// narrower ones); clears them when it fits on one line.
    @inline(never)
    func placeParagraph(_ ti: Int, node i: Int, width: Double) {
        let one = oneLine(ti, node: i).size.width
        let t = tree.texts[ti]
        let overflows = one > width + 0.5
        if (t.multiline && overflows) || t.hasNewline || (t.lineLimit != nil && overflows) {
            (tree.texts[ti].lines, tree.texts[ti].linesRightToLeft) =
                paragraphLines(t, wrapWidth: t.multiline && overflows ? width : nil, width: width)
        } else if !t.lines.isEmpty {
            tree.texts[ti].lines = []
        }
    }
}
