/// How a text answers a proposal: its one-line size when it fits (nearly every label), else
/// its lines wrapped to the width and as many as the height holds (SwiftUI's `Text`).
extension UI {
    /// The content size of text `ti` (node `i`) for proposal `p`.
    @inline(__always)
    func textSize(_ ti: Int, node i: Int, _ p: ProposedSize) -> Size {
        let (one, lh) = oneLine(ti, node: i)
        // Offered no width (a stack's `.zero` probe), a wrapping label is its narrowest
        // (`narrowest`) on one line. Laying it out a word a line to learn more would cost more
        // than the rest of its layout.
        if p.width == 0 && tree.texts[ti].isPlain && tree.texts[ti].wraps {
            return reserving(ti, Size(narrowest(ti, one: one.width), lh), lh)
        }
        if !isOneLine(ti, oneWidth: one.width, width: p.width),
           let scale = oneLineScale(ti, one: one.width, lineHeight: lh, width: p.width, height: p.height) {
            nodes.pointer(i).pointee.measured.wasParagraph = true
            return Size(one.width * scale, lh * scale)
        }
        if !isOneLine(ti, oneWidth: one.width, width: p.width),
           let s = paragraphSize(ti, node: i, one: one.width, lineHeight: lh, p) {
            nodes.pointer(i).pointee.measured.wasParagraph = true
            return reserving(ti, s, lh)
        }
        return reserving(ti, Size(one.width, max(one.height, lh)), lh)
    }

    /// Plain text `ti` (node `i`) is its one line when its node is offered width `w`: it does
    /// not wrap, or its line fits inside the node's frame and padding. Decided without making
    /// the inner proposal: nearly every text is such a label, and a list row's is framed.
    @inline(__always)
    func labelIsOneLine(_ ti: Int, node i: Int, framed: Bool, outerWidth w: Double?) -> Bool {
        guard tree.texts[ti].isPlain else { return false }
        if !tree.texts[ti].wraps { return true }
        let n = nodes.pointer(i)
        var inner = w
        if framed {
            let k = n.pointee.frameIndex
            if let s = sizing(of: tree.frames[k]) {
                if s.aspectMode != nil { return false }
                if s.fixedWidth { return true }
            }
            // `frameInnerProposal`'s width.
            if let fw = tree.frames[k].width {
                inner = fw
            } else if let pw = w {
                var x = pw
                if let hi = tree.frames[k].maxWidth { x = min(x, hi) }
                if let lo = tree.frames[k].minWidth { x = max(x, lo) }
                inner = x
            } else {
                inner = tree.frames[k].idealWidth
            }
        }
        guard let iw = inner else { return true }
        return oneLine(ti, node: i).size.width <= iw - n.pointee.padding.horizontal + 0.5
    }

    /// Text `ti`'s (node `i`'s) size on one line.
    @inline(__always)
    func oneLineSize(_ ti: Int, node i: Int) -> Size {
        let (one, lh) = oneLine(ti, node: i)
        return Size(one.width, max(one.height, lh))
    }

    /// The scale `.minimumScaleFactor` lets text `ti` (one line `one` wide, `lh` high) be
    /// drawn at to stay whole on one line `width` wide; nil when it need not or cannot (it
    /// fits, may wrap onto more lines, or is too wide even at its smallest).
    func oneLineScale(_ ti: Int, one: Double, lineHeight lh: Double, width: Double?, height: Double?) -> Double? {
        guard !tree.textScaling.isEmpty, let factor = tree.textScaling[ti]?.minimumFactor,
              factor < 1, let w = width, one > w + 0.5, one > 0, !tree.texts[ti].hasNewline else { return nil }
        let t = tree.texts[ti]
        guard t.lineLimit == 1 || !t.wraps || linesFitting(ti, lineHeight: lh, height: height) == 1 else { return nil }
        let scale = max(factor, w / one)
        return one * scale <= w + 0.5 ? scale : nil
    }

    /// The narrowest text `ti` (one line `one` wide) becomes: an em, or its line if shorter —
    /// SwiftUI's minimum is about a character and "…". An em rather than the measured "…":
    /// no measuring for every label a stack probes, and the same answer in every frame.
    @inline(__always)
    func narrowest(_ ti: Int, one: Double) -> Double { min(one, tree.texts[ti].font.size) }

    /// `s`, as tall as text `ti`'s line limit when it reserves the space for it.
    @inline(__always)
    func reserving(_ ti: Int, _ s: Size, _ lh: Double) -> Size {
        guard tree.texts[ti].reservesLines, let n = tree.texts[ti].lineLimit else { return s }
        return Size(s.width, max(s.height, Double(n) * lh + Double(n - 1) * tree.texts[ti].lineSpacing))
    }

    /// Text `ti` is its string on one line at `width` (one line `oneWidth` wide): no line break
    /// or limit, and it fits or does not wrap. (Half a point of slack: a width measured and
    /// proposed back may have lost some.)
    @inline(__always)
    func isOneLine(_ ti: Int, oneWidth: Double, width: Double?) -> Bool {
        tree.texts[ti].isPlain && (!tree.texts[ti].wraps || width.map { oneWidth <= $0 + 0.5 } ?? true)
    }

    /// The size of text `ti` laid out in lines for proposal `p` (wrapped to its width, as many
    /// lines as its height holds), or nil when it is its string on one line (`one` wide).
    @inline(never)
    func paragraphSize(_ ti: Int, node i: Int, one: Double, lineHeight lh: Double, _ p: ProposedSize) -> Size? {
        // The text's fields read in place (see `paragraphLines`).
        let w = p.width
        let overflows = w.map({ one > $0 + 0.5 }) == true
        let wrapWidth = tree.texts[ti].wraps && overflows ? w : nil
        let limit = tree.texts[ti].lineLimit
        guard wrapWidth != nil || tree.texts[ti].hasNewline || (limit != nil && overflows) else { return nil }
        let fitting = linesFitting(ti, lineHeight: lh, height: p.height)
        let lines = paragraphLines(ti, node: i, wrapWidth: wrapWidth, width: w,
                                   maxLines: fitting == Int.max ? limit : min(limit ?? Int.max, fitting)).lines
        let widest = lines.reduce(0) { max($0, $1.width) }
        let n = Double(lines.count)
        // Never narrower than its narrowest (offered less, it overflows).
        return Size(max(narrowest(ti, one: one), wrapWidth.map { min($0, widest) } ?? widest),
                    lh * n + tree.texts[ti].lineSpacing * max(0, n - 1))
    }

    /// Text `ti`'s (node `i`'s) one-line size and line height. Looked up once per pass and
    /// kept in the node (`MeasureCache.oneLine`): a stack asks a label about three or four
    /// proposals, and a frame asks its content again when placing; from frame to frame
    /// through `textSizes`.
    @inline(__always)
    func oneLine(_ ti: Int, node i: Int) -> (size: Size, lineHeight: Double) {
        let n = nodes.pointer(i)
        if n.pointee.measured.hasOneLine { return (n.pointee.measured.oneLine, n.pointee.measured.lineHeight) }
        let id = n.pointee.id.raw
        let font = tree.texts[ti].font
        let lh = textSizes.lineHeight(font, measurer)
        // The string's bits are read without copying it (a copy costs a retain and a release).
        let size = textSizes.size(id: id, bits: tree.texts.withUnsafeBufferPointer { TextSizeCache.bits($0[ti].string) },
                                  font: font, lineHeight: lh, measurer) { tree.texts[ti].string }
        n.pointee.measured.hasOneLine = true
        n.pointee.measured.oneLine = size
        n.pointee.measured.lineHeight = lh
        return (size, lh)
    }
}
