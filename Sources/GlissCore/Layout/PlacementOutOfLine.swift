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

    /// Lays text `ti`'s lines out for the size placement gave (measurement may have tried
    /// others): wrapped to its width, as many as its height holds; clears them when it fits
    /// on one line.
    @inline(never)
    func placeParagraph(_ ti: Int, node i: Int, in size: Size) {
        let (one, lh) = oneLine(ti, node: i)
        if !tree.textScaling.isEmpty, let unscaled = tree.textScaling[ti]?.unscaledFontSize {
            tree.texts[ti].font.size = unscaled
            tree.textScaling[ti]?.unscaledFontSize = nil
        }
        if let scale = oneLineScale(ti, one: one.width, lineHeight: lh, width: size.width, height: size.height) {
            // Drawn whole on one line in a smaller font (`.minimumScaleFactor`).
            tree.textScaling[ti]?.unscaledFontSize = tree.texts[ti].font.size
            tree.texts[ti].font.size *= scale
            tree.texts[ti].lines = []
            return
        }
        let t = tree.texts[ti]
        let width = size.width
        let overflows = one.width > width + 0.5
        if (t.wraps && overflows) || t.hasNewline || (t.lineLimit != nil && overflows) {
            let fitting = linesFitting(t, lineHeight: lh, height: size.height)
            let limit = fitting == Int.max ? t.lineLimit : min(t.lineLimit ?? Int.max, fitting)
            (tree.texts[ti].lines, tree.texts[ti].linesRightToLeft) =
                paragraphLines(t, node: i, wrapWidth: t.wraps && overflows ? width : nil, width: width, maxLines: limit)
        } else if !t.lines.isEmpty {
            tree.texts[ti].lines = []
        }
    }
}
