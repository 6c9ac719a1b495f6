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
    /// others): as many as its height holds, wrapped to the width it was proposed
    /// (`proposedWidth`) when those lines fit its width — SwiftUI's text is laid out for its
    /// proposal, and those are the lines its measuring found (`paragraphLines` keeps them) —
    /// else to its width (a matched view in flight, placed at a size in between); clears them
    /// when it fits on one line.
    @inline(never)
    func placeParagraph(_ ti: Int, node i: Int, in size: Size, proposedWidth: Double?) {
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
        // The text's fields read in place (see `paragraphLines`).
        let wraps = tree.texts[ti].wraps, lineLimit = tree.texts[ti].lineLimit
        let fitting = linesFitting(ti, lineHeight: lh, height: size.height)
        let limit = fitting == Int.max ? lineLimit : min(lineLimit ?? Int.max, fitting)
        func lines(at width: Double) -> (lines: [TextContent.Line], isRightToLeft: Bool)? {
            let overflows = one.width > width + 0.5
            guard (wraps && overflows) || tree.texts[ti].hasNewline || (lineLimit != nil && overflows) else { return nil }
            return paragraphLines(ti, node: i, wrapWidth: wraps && overflows ? width : nil, width: width, maxLines: limit)
        }
        var laidOut: (lines: [TextContent.Line], isRightToLeft: Bool)?
        if let w = proposedWidth, w > size.width, let proposed = lines(at: w),
           proposed.lines.allSatisfy({ $0.width <= size.width + 0.5 }) {
            laidOut = proposed
        } else {
            laidOut = lines(at: size.width)
        }
        if let laidOut {
            (tree.texts[ti].lines, tree.texts[ti].linesRightToLeft) = laidOut
        } else if !tree.texts[ti].lines.isEmpty {
            tree.texts[ti].lines = []
        }
    }
}
