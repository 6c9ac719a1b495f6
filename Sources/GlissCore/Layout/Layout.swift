/// One layout pass, SwiftUI style: a parent proposes a size, the child answers with the
/// size it takes, the parent places it. Stacks share space by flexibility (least flexible
/// first), frames clamp and align, padding insets, lazy containers place by index math.
extension UI {
    func layoutRoot(_ root: Int) {
        let s = sizeThatFits(root, ProposedSize(size.width, size.height))
        // The root is centred in the window, as a SwiftUI root view is.
        let origin = Alignment.center.place(s, in: Rect(origin: .zero, size: size))
        place(root, Rect(origin: origin, size: s))
    }

    /// The window content's smallest and ideal sizes (its views as a zstack answers a zero
    /// and an unspecified proposal), for a window sized by its content. Two extra measures of
    /// the whole tree: only for windows that ask (``measuresContentSize``).
    func measureContent(_ root: Int) {
        var minimum = Size(0, 0), ideal = Size(0, 0)
        for c in children(of: root) {
            let a = sizeThatFits(c, ProposedSize(0, 0))
            let b = sizeThatFits(c, ProposedSize(nil, nil))
            minimum = Size(max(minimum.width, a.width), max(minimum.height, a.height))
            ideal = Size(max(ideal.width, b.width), max(ideal.height, b.height))
        }
        outputs.contentSize = (minimum, ideal)
    }

    @inline(__always)
    func sizeThatFits(_ i: Int, _ p: ProposedSize) -> Size {
        // Layout adds no nodes: node addresses are stable while it runs.
        let n = nodes.pointer(i)
        if n.pointee.padding == .zero {
            switch n.pointee.tag {
            case .image, .shape, .canvas:
                // Takes what it is offered: cheaper to answer than to look up. (The same
                // arithmetic as `measure` with zero padding, to the sign of a zero.)
                if n.pointee.frameIndex >= 0 {
                    if let s = framedLeafSize(i, p) { return s }
                    break
                }
                let zero = 0.0
                return Size((p.width.map { max(0, $0 - zero) } ?? 0) + zero,
                            (p.height.map { max(0, $0 - zero) } ?? 0) + zero)
            default:
                break
            }
        }
        let pw = p.width ?? MeasureCache.none, ph = p.height ?? MeasureCache.none
        if let s = withUnsafeMutablePointer(to: &n.pointee.measured, { MeasureCache.lookup($0, pw, ph) }) { return s }
        switch n.pointee.tag {
        case .text:
            return n.pointee.frameIndex < 0 ? measureText(i, p, pw, ph) : measureFramedText(i, p, pw, ph)
        case .zstack where n.pointee.frameIndex < 0: return measureZStack(i, p, pw, ph)
        default: return measure(i, p, pw, ph)
        }
    }

    /// `measure` for a zstack without a frame (a tile): a smaller function than the general
    /// one, cheaper to enter.
    @inline(never)
    private func measureZStack(_ i: Int, _ p: ProposedSize, _ pw: Double, _ ph: Double) -> Size {
        measure(i, p, pw, ph, framed: false, .zstack)
    }

    /// `measure` for a stack of one view: that view's size (`onlyChildAnswering`); nil when
    /// the stack is not sized as its view.
    @inline(never)
    private func measureWrapper(_ i: Int, _ p: ProposedSize, _ pw: Double, _ ph: Double) -> Size? {
        let content = wrappedView(i)
        if content == i { return nil }
        // Kept as the stack's answer too: its parent asks again (probes, placement), and a
        // lookup here is cheaper than the walk down to the wrapped view.
        let s = sizeThatFits(content, p)
        withUnsafeMutablePointer(to: &nodes.pointer(i).pointee.measured) { MeasureCache.insert($0, pw, ph, s) }
        return s
    }

    // `measure` for a text (a label; a list's row, framed): smaller functions than the general
    // one, cheaper to enter.

    @inline(never)
    private func measureText(_ i: Int, _ p: ProposedSize, _ pw: Double, _ ph: Double) -> Size {
        guard case .text(let ti) = nodes.pointer(i).pointee.kind else { preconditionFailure("a text node holds a text") }
        return measure(i, p, pw, ph, framed: false, .text(ti))
    }

    @inline(never)
    private func measureFramedText(_ i: Int, _ p: ProposedSize, _ pw: Double, _ ph: Double) -> Size {
        guard case .text(let ti) = nodes.pointer(i).pointee.kind else { preconditionFailure("a text node holds a text") }
        return measure(i, p, pw, ph, framed: true, .text(ti))
    }

    /// `sizeThatFits` when the node's cache has no answer: the cheap cases above are inlined
    /// where sizes are asked, the rest is one call (with `contentSize` inlined into it).
    @inline(never)
    private func measure(_ i: Int, _ p: ProposedSize, _ pw: Double, _ ph: Double) -> Size {
        let n = nodes.pointer(i)
        if n.pointee.tag == .stack && n.pointee.childCount == 1, let s = measureWrapper(i, p, pw, ph) { return s }
        return measure(i, p, pw, ph, framed: n.pointee.frameIndex >= 0, .any)
    }

    /// How `measure` sizes a node's content: each caller knows, so after inlining the choice
    /// is made at compile time.
    private enum MeasuredContent { case zstack, text(Int), any }

    /// Node `i`'s size for `p` (its nil axes as `pw`, `ph`) from its content's size for the
    /// proposal inside its frame and padding, kept in its measure cache. The one body of the
    /// `measure` functions above.
    @inline(__always)
    private func measure(_ i: Int, _ p: ProposedSize, _ pw: Double, _ ph: Double, framed: Bool,
                         _ content: MeasuredContent) -> Size {
        let n = nodes.pointer(i)
        #if DEBUG
        tree.measurements += 1
        #endif
        if case .text = content {} else if framed, let s = fixedFrameSize(i, pw, ph) { return s }
        let pad = n.pointee.padding
        let c: Size
        if case .text(let ti) = content, labelIsOneLine(ti, node: i, framed: framed, outerWidth: p.width) {
            // A label on one line (nearly every text): no inner proposal to make.
            c = oneLineSize(ti, node: i)
        } else {
            var inner = p
            if framed { inner = innerProposal(i, tree.frames[n.pointee.frameIndex], p) }
            let cp = inner.inset(by: pad)
            switch content {
            case .zstack: c = zstackSize(i, cp)
            case .text(let ti): c = textSize(ti, node: i, cp)
            case .any: c = contentSize(i, cp)
            }
        }
        var s = Size(c.width + pad.horizontal, c.height + pad.vertical)
        if framed { s = outerSize(tree.frames[n.pointee.frameIndex], p, s) }
        withUnsafeMutablePointer(to: &n.pointee.measured) { MeasureCache.insert($0, pw, ph, s) }
        return s
    }

    /// The proposal a frame makes to its content when it is offered `p`.
    func frameInnerProposal(_ f: FrameSpec, _ p: ProposedSize) -> ProposedSize {
        // Offered nothing on an axis, a frame with an ideal size offers that (SwiftUI).
        var w = f.width ?? p.width ?? f.idealWidth
        var h = f.height ?? p.height ?? f.idealHeight
        if f.width == nil, let pw = w { w = clamp(pw, f.minWidth, f.maxWidth) }
        if f.height == nil, let ph = h { h = clamp(ph, f.minHeight, f.maxHeight) }
        return ProposedSize(w, h)
    }

    /// The frame's size when offered `p`, its content having chosen `child`.
    func frameOuterSize(_ f: FrameSpec, _ p: ProposedSize, _ child: Size) -> Size {
        func axis(_ fixed: Double?, _ lo: Double?, _ hi: Double?, _ ideal: Double?, _ proposal: Double?, _ c: Double) -> Double {
            if let fixed { return fixed }
            // Offered nothing, a frame with an ideal size is that size.
            if proposal == nil, let ideal { return clamp(ideal, lo, hi) }
            if lo == nil && hi == nil { return c }
            if let proposal {
                let lower = lo ?? c
                let upper = hi ?? max(c, lower)
                return max(lower, min(upper, proposal))
            }
            return clamp(c, lo, hi)
        }
        return Size(axis(f.width, f.minWidth, f.maxWidth, f.idealWidth, p.width, child.width),
                    axis(f.height, f.minHeight, f.maxHeight, f.idealHeight, p.height, child.height))
    }

    private func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
        var x = v
        if let hi { x = min(x, hi) }
        if let lo { x = max(x, lo) }
        return x
    }

    /// `contentSize` for placement inside a frame (not inlined there: `place` is recursive).
    @inline(never)
    func frameContentSize(_ i: Int, _ p: ProposedSize) -> Size { contentSize(i, p) }

    @inline(__always)
    func contentSize(_ i: Int, _ p: ProposedSize) -> Size {
        // The cases without a payload worth reading are decided on the tag alone.
        switch nodes[i].tag {
        case .image, .shape, .canvas:
            return Size(p.width ?? 0, p.height ?? 0)
        case .geometryReader:
            // SwiftUI's GeometryReader: all it is offered; 10 points on an axis asked for its ideal.
            return Size(p.width ?? 10, p.height ?? 10)
        case .zstack:
            return zstackSize(i, p)
        default:
            break
        }
        switch nodes[i].kind {
        case .text(let ti):
            return textSize(ti, node: i, p)
        case .image, .shape, .canvas, .zstack, .geometryReader:
            preconditionFailure("decided on the tag above")
        case .spacer(let minLength):
            // A spacer with a frame or padding in a stack still grows only along the stack's
            // axis (its frame then bounds it); outside a stack a spacer takes what it is
            // offered on both axes.
            let parent = nodes[i].parent
            if parent >= 0, case .stack(let axis, _, _) = nodes[parent].kind {
                return Size.make(axis, main: max(minLength, p.along(axis) ?? minLength), cross: 0)
            }
            return Size(max(minLength, p.width ?? minLength), max(minLength, p.height ?? minLength))
        case .stack(let axis, let spacing, _):
            return stackSize(i, axis: axis, spacing: spacing, p)
        case .scroll(let si):
            let content = scrollContentSize(i, tree.scrollViews[si], p)
            let w = p.width ?? content.width
            let h = p.height ?? content.height
            return Size(w, h)
        case .lazy(let li):
            // Read in place: a copy of the container retains its five references.
            let cross = (tree.lazyContainers[li].axis == .vertical ? p.width : p.height) ?? 0
            return tree.lazyContainers[li].placement.contentSize(cross: cross)
        case .custom(let ci):
            return customLayoutSize(i, ci, p)
        }
    }

    /// The content size of zstack `i` for proposal `p`: its largest child on each axis.
    @inline(__always)
    private func zstackSize(_ i: Int, _ p: ProposedSize) -> Size {
        var w = 0.0, h = 0.0
        // Sibling links walked by hand here and in placement: a `ChildSequence` retains
        // the node buffer, per container per layout step.
        var c = nodes[i].firstChild
        while c >= 0 {
            if !isFloating(c) {
                let s = sizeThatFits(c, p)
                w = max(w, s.width); h = max(h, s.height)
            }
            c = nodes[c].nextSibling
        }
        return Size(w, h)
    }

    private func isFloating(_ c: Int) -> Bool { nodes[c].placedFrame != nil }

    /// The stack's size for proposal `p`, and through `body` its children's sizes. The sizes
    /// (and the stack's scratch lists) live in temporary storage, on the call stack when small:
    /// a stack is laid out several times a pass, and arrays each cost an allocation.
    @inline(__always)
    func withStackLayout<R>(_ i: Int, axis: Axis, spacing: Double, _ p: ProposedSize,
                            _ body: (Size, UnsafeMutableBufferPointer<Size>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: Size.self, capacity: nodes[i].childCount) { sizes in
            body(stackLayout(i, axis: axis, spacing: spacing, p, sizes: sizes), sizes)
        }
    }

    /// Writes the sizes of stack `i`'s children for proposal `p` to `sizes` (one per child)
    /// and answers the stack's size.
    private func stackLayout(_ i: Int, axis: Axis, spacing: Double, _ p: ProposedSize,
                             sizes: UnsafeMutableBufferPointer<Size>) -> Size {
        let count = nodes[i].childCount
        if count == 0 { return .zero }
        sizes.initialize(repeating: .zero)
        let cross = axis == .vertical ? p.width : p.height
        let totalSpacing = spacing * Double(count - 1)
        if let main = p.along(axis), sharesUniformly(i, main) {
            forEachUniformShare(i, axis: axis, main: main, cross: cross) { k, s in sizes[k] = s }
        } else if let main = p.along(axis) {
            #if DEBUG
            tree.sharings += 1
            #endif
            withUnsafeTemporaryAllocation(of: StackDistribution.Candidate.self, capacity: count) { flexBuffer in
                // Views first, by `StackDistribution`'s rule, in what is left after the
                // spacers' minimum lengths; spacers then share the rest, so a paragraph
                // beside a spacer takes the width it needs before the spacer grows.
                var flexCount = 0, spacerCount = 0
                var spacerMinimum = 0.0
                var hasPriorities = false
                var k = 0
                var c = nodes[i].firstChild
                while c >= 0 {
                    if isStackSpacer(c), case .spacer(let minLength) = nodes[c].kind {
                        spacerCount += 1
                        spacerMinimum += minLength
                    } else {
                        // SwiftUI's probes: `.zero` and `.infinity` on both axes, the same
                        // two proposals whatever the stack is offered, so stacks nested
                        // across axes do not multiply the proposals a view answers.
                        let (zero, infinity) = flexibilityProbes(c, axis: axis, cross: cross)
                        let lo = zero.along(axis), hi = infinity.along(axis)
                        let priority = layoutPriority(c)
                        hasPriorities = hasPriorities || priority != 0
                        flexBuffer[flexCount] = StackDistribution.Candidate(index: k, node: c, flexibility: hi - lo,
                                                                            priority: priority, minimum: lo)
                        flexCount += 1
                    }
                    k += 1
                    c = nodes[c].nextSibling
                }
                let length = max(0, main - totalSpacing - spacerMinimum)
                var remaining = StackDistribution.distribute(
                    UnsafeMutableBufferPointer(rebasing: flexBuffer[0..<flexCount]), length: length,
                    hasPriorities: hasPriorities) { v, share in
                    let s = sizeThatFits(v.node, .make(axis, main: share, cross: cross))
                    sizes[v.index] = s
                    return s.along(axis)
                }
                guard spacerCount > 0 else { return }
                remaining += spacerMinimum
                var left = Double(spacerCount)
                k = 0
                c = nodes[i].firstChild
                while c >= 0 {
                    if isStackSpacer(c), case .spacer(let minLength) = nodes[c].kind {
                        let share = max(minLength, remaining / left)
                        sizes[k] = Size.make(axis, main: share, cross: 0)
                        remaining -= share
                        left -= 1
                    }
                    k += 1
                    c = nodes[c].nextSibling
                }
            }
        } else {
            // Ideal sizes (a scroll view's content, every frame).
            var k = 0
            var c = nodes[i].firstChild
            while c >= 0 {
                if isStackSpacer(c), case .spacer(let minLength) = nodes[c].kind {
                    sizes[k] = Size.make(axis, main: minLength, cross: 0)
                } else {
                    sizes[k] = sizeThatFits(c, .make(axis, main: nil, cross: cross))
                }
                k += 1
                c = nodes[c].nextSibling
            }
        }
        var mainTotal = totalSpacing
        var crossMax = 0.0
        for s in sizes { mainTotal += s.along(axis); crossMax = max(crossMax, s.across(axis)) }
        return Size.make(axis, main: mainTotal, cross: crossMax)
    }

    /// A stack's size (out of line: its scratch storage on the call stack would have every
    /// caller check for stack smashing).
    @inline(never)
    private func stackSize(_ i: Int, axis: Axis, spacing: Double, _ p: ProposedSize) -> Size {
        if let main = p.along(axis), nodes[i].childCount > 0, sharesUniformly(i, main) {
            // A probe: summed as the children answer, with no sizes to keep.
            var mainTotal = spacing * Double(nodes[i].childCount - 1), crossMax = 0.0
            forEachUniformShare(i, axis: axis, main: main, cross: axis == .vertical ? p.width : p.height) { _, s in
                mainTotal += s.along(axis)
                crossMax = max(crossMax, s.across(axis))
            }
            return Size.make(axis, main: mainTotal, cross: crossMax)
        }
        return withStackLayout(i, axis: axis, spacing: spacing, p) { s, sizes in
            if let main = p.along(axis), main > 0, main < .infinity { recordStackLayout(i, p, sizes) }
            return s
        }
    }

    private func scrollContentSize(_ i: Int, _ state: ScrollState, _ p: ProposedSize) -> Size {
        let axis = state.axis
        let cross = axis == .vertical ? p.width : p.height
        return stackSize(i, axis: axis, spacing: state.spacing, .make(axis, main: nil, cross: cross))
    }

    // MARK: Placement

    func place(_ i: Int, _ outer: Rect) {
        let n = nodes.pointer(i)
        var rect = outer.offsetBy(n.pointee.offset.x, n.pointee.offset.y)
        n.pointee.rect = rect
        if let bg = n.pointee.background { place(bg, rect) }
        if let ov = n.pointee.overlay { place(ov, rect) }
        let pad = n.pointee.padding
        // The content sits inside the frame by the frame's alignment.
        if n.pointee.frameIndex >= 0 {
            let f = tree.frames[n.pointee.frameIndex]
            let c: Size
            if n.pointee.tag == .text, n.pointee.measured.hasOneLine, !n.pointee.measured.wasParagraph,
               n.pointee.measured.oneLine.width <= rect.width - pad.horizontal + 0.5 {
                // A label measured on one line for every proposal, and as wide as its rect
                // allows (a list row's): no proposal to look up.
                c = Size(n.pointee.measured.oneLine.width, max(n.pointee.measured.oneLine.height, n.pointee.measured.lineHeight))
            } else {
                c = frameContentSize(i, innerProposal(i, f, placementProposal(i, outer: rect.size)).inset(by: pad))
            }
            // Content is kept within the rect (a matched view in flight is placed at the size
            // in between), but `.aspectRatio(contentMode: .fill)` covers and overflows it.
            let s = f.sizing >= 0 && sizing(of: f)?.aspectMode == .fill ? Size(c.width + pad.horizontal, c.height + pad.vertical)
                : Size(min(rect.width, c.width + pad.horizontal), min(rect.height, c.height + pad.vertical))
            rect = Rect(origin: f.alignment.place(s, in: rect), size: s)
        }
        let content = rect.insetBy(pad)
        placeContent(i, content, outer: outer.size)
    }

    /// Places node `i`'s content in `r`; `outer` is the size the node was placed at (before
    /// its frame and padding), which says what it was proposed (`placementProposal`).
    @inline(__always)
    private func placeContent(_ i: Int, _ r: Rect, outer: Size) {
        let n = nodes.pointer(i)
        switch n.pointee.tag {
        case .image, .shape, .spacer:
            n.pointee.contentRect = r
            return
        default:
            break
        }
        switch n.pointee.kind {
        case .text(let ti):
            n.pointee.contentRect = r
            if !isOneLine(ti, oneWidth: oneLine(ti, node: i).size.width, width: r.width) {
                // As many lines as the height it was sized for holds (its rect may be shorter:
                // a matched view in flight is placed at the size in between), wrapped at the
                // width it was sized for when they fit its rect (`placeParagraph`).
                let q = contentProposal(i, outer: outer, content: r)
                placeParagraph(ti, node: i, in: Size(r.width, q.height ?? r.height), proposedWidth: q.width)
            }
        case .image, .shape, .spacer:
            n.pointee.contentRect = r
        case .zstack(let alignment):
            n.pointee.contentRect = r
            placeZStackChildrenOutOfLine(n, alignment, r, contentProposal(i, outer: outer, content: r))
        case .geometryReader:
            n.pointee.contentRect = r
            // Children are offered the reader's size and sit at its top-leading corner.
            for c in children(of: i) {
                if let pf = nodes[c].placedFrame { place(c, pf.offsetBy(r.minX, r.minY)); continue }
                let s = sizeThatFits(c, ProposedSize(r.width, r.height))
                place(c, Rect(origin: r.origin, size: s))
            }
        case .canvas:
            n.pointee.contentRect = r
            for c in children(of: i) {
                var pf = nodes[c].placedFrame ?? Rect(origin: .zero, size: r.size)
                if nodes[c].extra >= 0, let centre = tree.extras[nodes[c].extra].position {
                    // `.position(x:y:)`: its own size for what the canvas is offered, centred there.
                    let s = sizeThatFits(c, ProposedSize(r.width, r.height))
                    pf = Rect(centre.x - s.width / 2, centre.y - s.height / 2, s.width, s.height)
                }
                place(c, pf.offsetBy(r.minX, r.minY))
            }
        case .stack(let axis, let spacing, let alignment):
            n.pointee.contentRect = r
            if n.pointee.childCount == 1, let child = onlyChildAnswering(for: n), answered(child, r.size) {
                // Sized as its only child (`onlyChildAnswering`) and placed at a size the child
                // answered: the child fills it, as the stack would have placed it. Plain
                // wrappers inside it are placed here, without a `place` each.
                var c = child
                while true {
                    let cn = nodes.pointer(c)
                    guard cn.pointee.tag == .stack, cn.pointee.childCount == 1, cn.pointee.background == nil,
                          cn.pointee.overlay == nil, cn.pointee.offset == .zero,
                          let inner = onlyChildAnswering(for: cn) else { break }
                    cn.pointee.rect = r
                    cn.pointee.contentRect = r
                    c = inner
                }
                placeChild(c, nodes.pointer(c), r)
                return
            }
            placeStackContent(i, axis: axis, spacing: spacing, alignment: alignment, in: r, outer: outer)
        case .scroll(let si):
            n.pointee.contentRect = r
            placeScrollContent(i, tree.scrollViews[si], in: r)
        case .custom(let ci):
            n.pointee.contentRect = r
            placeCustomLayout(i, ci, in: r, contentProposal(i, outer: outer, content: r))
        case .lazy(let li):
            // The container's fields read in place (a copy of it retains four references).
            n.pointee.contentRect = r
            let cross = tree.lazyContainers[li].axis == .vertical ? r.width : r.height
            tree.lazyContainers[li].state.cross = cross
            // A grid's frames by direct calls (the common case), others through the protocol.
            if let g = tree.lazyContainers[li].placement.resolvedGrid(cross: cross) {
                placeLazyItems(n, in: r) { g.frame(ofItem: $0) }
            } else {
                let placement = tree.lazyContainers[li].placement
                placeLazyItems(n, in: r) { placement.frame(of: $0, cross: cross) }
            }
        }
    }

    // Stacks and scroll views are placed out of line: their sizes' scratch storage on the call
    // stack would have every `place` check for stack smashing.

    @inline(never)
    private func placeStackContent(_ i: Int, axis: Axis, spacing: Double, alignment: Alignment, in r: Rect, outer: Size) {
        let p = contentProposal(i, outer: outer, content: r, keepingIdeal: axis)
        withUnsafeTemporaryAllocation(of: Size.self, capacity: nodes[i].childCount) { sizes in
            if !recordedStackLayout(i, p, into: sizes) { _ = stackLayout(i, axis: axis, spacing: spacing, p, sizes: sizes) }
            placeStack(i, axis: axis, spacing: spacing, alignment: alignment, sizes: sizes, in: r)
        }
    }

    /// A lazy container's built items, each at its slot (`frame` of its index, relative to
    /// `r`'s origin).
    @inline(__always)
    private func placeLazyItems(_ n: UnsafeMutablePointer<Node>, in r: Rect, _ frame: (Int) -> Rect) {
        var child = n.pointee.firstChild
        while child >= 0 {
            let cn = nodes.pointer(child)
            let f = frame(cn.pointee.lazyIndex).offsetBy(r.minX, r.minY)
            if cn.pointee.lazyDirect {
                // What the item's slot zstack would do: offer the slot, centre the answer.
                let s = sizeThatFits(child, ProposedSize(f.width, f.height))
                placeChild(child, cn, Rect(origin: Alignment.center.place(s, in: f), size: s))
            } else {
                placeChild(child, cn, f)
            }
            child = cn.pointee.nextSibling
        }
    }

    /// `placeZStackChildren` for `place`, which stays smaller (cheaper to enter) without it.
    @inline(never)
    private func placeZStackChildrenOutOfLine(_ n: UnsafeMutablePointer<Node>, _ alignment: Alignment, _ r: Rect,
                                              _ p: ProposedSize) {
        placeZStackChildren(n, alignment, r, p)
    }

    /// A zstack's children, in its content rect `r`, sized for `p` (the proposal it was sized
    /// for, inside its frame and padding: `contentProposal`).
    @inline(__always)
    private func placeZStackChildren(_ n: UnsafeMutablePointer<Node>, _ alignment: Alignment, _ r: Rect, _ p: ProposedSize) {
        var c = n.pointee.firstChild
        while c >= 0 {
            let cn = nodes.pointer(c)
            if let pf = cn.pointee.placedFrame {
                place(c, pf.offsetBy(r.minX, r.minY))
            } else {
                let s = sizeThatFits(c, p)
                placeChild(c, cn, Rect(origin: alignment.place(s, in: r), size: s))
            }
            c = cn.pointee.nextSibling
        }
    }

    /// `place(c, rect)` for a container's child `c` (at `cn`), by the cheapest way that does
    /// the same. A child without background, overlay or frame with nothing inside to place (an
    /// image, shape or one-line text: a tile's fill and label) is placed in line, a plain zstack
    /// (a tile) by a small function; any other node by `place`.
    @inline(__always)
    private func placeChild(_ c: Int, _ cn: UnsafeMutablePointer<Node>, _ rect: Rect) {
        if cn.pointee.background == nil && cn.pointee.overlay == nil && cn.pointee.frameIndex < 0 {
            switch cn.pointee.tag {
            case .image, .shape:
                placeLeaf(cn, rect)
                return
            case .text:
                // A label with no lines to lay out (see `placeContent`).
                guard case .text(let ti) = cn.pointee.kind else { break }
                if isOneLine(ti, oneWidth: oneLine(ti, node: c).size.width, width: rect.width - cn.pointee.padding.horizontal) {
                    placeLeaf(cn, rect)
                    return
                }
            case .zstack:
                placeZStack(cn, rect)
                return
            default:
                break
            }
        }
        place(c, rect)
    }

    /// `place` for a node without background, overlay or frame whose content needs nothing
    /// but its rect.
    @inline(__always)
    private func placeLeaf(_ n: UnsafeMutablePointer<Node>, _ outer: Rect) {
        let rect = outer.offsetBy(n.pointee.offset.x, n.pointee.offset.y)
        n.pointee.rect = rect
        n.pointee.contentRect = rect.insetBy(n.pointee.padding)
    }

    /// `place` for a zstack without background, overlay or frame: the same steps in a smaller
    /// function, cheaper to enter than `place`.
    @inline(never)
    private func placeZStack(_ n: UnsafeMutablePointer<Node>, _ outer: Rect) {
        guard case .zstack(let alignment) = n.pointee.kind else { preconditionFailure("a zstack node holds a zstack") }
        let rect = outer.offsetBy(n.pointee.offset.x, n.pointee.offset.y)
        n.pointee.rect = rect
        let r = rect.insetBy(n.pointee.padding)
        n.pointee.contentRect = r
        // Its rect as the proposal: such a zstack (a lazy grid's tile) is placed at the size it
        // was offered, or holds views of a fixed size (a flexible one would have made it as
        // large as offered), so that is the proposal it was sized for, without looking it up
        // (`contentProposal`: ~2 % of a grid frame).
        placeZStackChildren(n, alignment, r, ProposedSize(r.width, r.height))
    }

    func placeStack(_ i: Int, axis: Axis, spacing: Double, alignment: Alignment, sizes: UnsafeMutableBufferPointer<Size>,
                            in r: Rect) {
        var pos = axis == .vertical ? r.minY : r.minX
        var k = 0
        var c = nodes[i].firstChild
        while c >= 0 {
            let s = sizes[k]
            place(c, StackDistribution.slot(axis, alignment, s, at: pos, in: r))
            pos += s.along(axis) + spacing
            k += 1
            c = nodes[c].nextSibling
        }
    }
}
