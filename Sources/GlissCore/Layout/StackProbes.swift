/// How a stack learns how flexible its children are. SwiftUI's rule: each child's length along
/// the axis for `.zero` and for `.infinity` (both axes), least flexible first. Both probes are
/// the same two proposals whatever the stack is offered, so a view answers them once a pass
/// however deep it is nested. (Probing with the stack's own cross length instead — 0, ∞ and a
/// share, passed down through stacks nested across axes — made views answer up to nine
/// proposals: in SwiftCrossUI's 16 × 16 layout benchmark, `gliss-demos bench nested`, of
/// wrapping labels, 7.1 M `ui` instructions a frame against 3.9 M with these probes.)
extension UI {
    /// True when node `c` is a spacer its stack shares space with: one with no frame or padding
    /// of its own. `spacer().frame(width: 20)` is a view 20 points wide, as in SwiftUI, where a
    /// modifier makes the spacer a view like any other (its frame decides its length).
    @inline(__always)
    func isStackSpacer(_ c: Int) -> Bool {
        let n = nodes.pointer(c)
        return n.pointee.tag == .spacer && n.pointee.frameIndex < 0 && n.pointee.padding == .zero
    }

    /// True when stack `i` has a spacer among its children.
    func hasSpacer(_ i: Int) -> Bool {
        var c = nodes[i].firstChild
        while c >= 0 {
            if isStackSpacer(c) { return true }
            c = nodes[c].nextSibling
        }
        return false
    }
}

/// A stack of one view (a wrapper: `hstack { content }`) is sized as that view: offered `p`, it
/// offers the view all of `p` (nothing to share, no spacing) and takes the view's answer. So a
/// wrapper asks the view it wraps directly (through any wrappers inside it), skipping the
/// stacks' probes and distribution: in `bench nested --items 4` (four wrappers round each of 256
/// cells) 4.25 M `ui` instructions a frame against 6.80 M, +20 % over no wrappers against +91 %.
/// A spacer is not such a view (alone in a stack it takes the stack's length, not the cross
/// length offered), nor is a stack with a frame or padding (placing inside those needs the
/// proposal the stack itself was sized for).
extension UI {
    /// The only child of stack `n` when the stack is sized as that child; nil otherwise.
    @inline(__always)
    func onlyChildAnswering(for n: UnsafeMutablePointer<Node>) -> Int? {
        let c = n.pointee.firstChild
        guard n.pointee.frameIndex < 0, n.pointee.padding == .zero, !isStackSpacer(c) else { return nil }
        return c
    }

    /// The view that wrapper `i` and the wrappers inside it are sized as: the first node down
    /// their only children that is not such a wrapper (`i` itself when it is not one).
    @inline(__always)
    func wrappedView(_ i: Int) -> Int {
        var c = i
        while nodes[c].tag == .stack && nodes[c].childCount == 1, let only = onlyChildAnswering(for: nodes.pointer(c)) { c = only }
        return c
    }

    /// True when node `c` answered `size` to some proposal this pass: placed at that size, it
    /// is placed as it was measured. (Wrappers inside a wrapper keep no answers: the view they
    /// wrap holds them.)
    func answered(_ c: Int, _ size: Size) -> Bool {
        withUnsafePointer(to: &nodes.pointer(wrappedView(c)).pointee.measured) { MeasureCache.proposal(answering: size, $0) != nil }
    }
}

/// A stack offered ∞ or 0 along its axis (another stack asking how flexible it is) offers every
/// child that length: no need to ask them how flexible they are first. (With a spacer, 0 goes
/// the long way: spacers share what the views leave of their minimum.)
extension UI {
    /// True when stack `i`, offered `main` along its axis, offers each child `main`.
    @inline(__always)
    func sharesUniformly(_ i: Int, _ main: Double) -> Bool {
        main == .infinity || (main == 0 && !hasSpacer(i))
    }

    /// Each child of stack `i` (its position, its size) offered `main` along `axis` and `cross`
    /// across it, in order.
    @inline(__always)
    func forEachUniformShare(_ i: Int, axis: Axis, main: Double, cross: Double?, _ body: (Int, Size) -> Void) {
        var k = 0
        var c = nodes[i].firstChild
        while c >= 0 {
            body(k, isStackSpacer(c) ? Size.make(axis, main: main, cross: 0)
                                            : sizeThatFits(c, .make(axis, main: main, cross: cross)))
            k += 1
            c = nodes[c].nextSibling
        }
    }
}

extension UI {
    /// How flexible child `c` of a stack along `axis`, offered `cross` across it, is: its
    /// sizes for `.zero` and `.infinity` (`probeSizes`), except a text in a column, asked at
    /// the column's width, as SwiftUI's stack asks at its own cross length. A paragraph that
    /// wraps there is flexible — it takes what one-line labels leave it, rather than an equal
    /// share it truncates in while space is left over — where at an infinite width it is one
    /// line. (Labels answer from their one line; other views keep the two probes, which nested
    /// stacks answer once a pass whatever they are offered.)
    @inline(__always)
    func flexibilityProbes(_ c: Int, axis: Axis, cross: Double?) -> (zero: Size, infinity: Size) {
        if axis == .vertical, let width = cross, nodes[c].tag == .text {
            return (sizeThatFits(c, ProposedSize(width, 0)), sizeThatFits(c, ProposedSize(width, .infinity)))
        }
        return probeSizes(c)
    }
}

/// A stack's probes of its children, both at once: every child is asked `.zero` and then
/// `.infinity`, so a plain stack child (no frame, padding or spacer) answers both in one walk
/// of its own children, each answering both in turn. Asked one after the other, each probe
/// walked the subtree on its own, through the full measuring path (a cache miss, `measure`,
/// the stack's size) — in `bench nested`, 443 stacks a frame.
extension UI {
    /// Node `c`'s sizes for `.zero` and for `.infinity`, kept in its measure cache as asking
    /// `sizeThatFits` for each would.
    func probeSizes(_ c: Int) -> (zero: Size, infinity: Size) {
        let n = nodes.pointer(c)
        let inf = Double.infinity
        guard n.pointee.tag == .stack, n.pointee.frameIndex < 0, n.pointee.padding == .zero,
              case .stack(let axis, let spacing, _) = n.pointee.kind, n.pointee.childCount > 0, !hasSpacer(c) else {
            return (sizeThatFits(c, ProposedSize(0, 0)), sizeThatFits(c, ProposedSize(inf, inf)))
        }
        if n.pointee.childCount == 1 {
            // A wrapper answers as its view (`wrappedView`), and nothing asks it these again:
            // nothing to keep in it. The wrappers inside it are passed in a loop, not by a
            // call each (entering and leaving this function was ~60 instructions a wrapper:
            // `bench nested --items 4`, four wrappers round each of 256 cells, −60 K a frame).
            return probeSizes(wrappedView(n.pointee.firstChild))
        }
        let kept = withUnsafeMutablePointer(to: &n.pointee.measured) {
            (MeasureCache.lookup($0, 0, 0), MeasureCache.lookup($0, inf, inf))
        }
        if let z = kept.0, let f = kept.1 { return (z, f) }
        // The stack's rule for a probe (every child offered the same): lengths summed along
        // the axis with the spacing, the largest across.
        let spacings = spacing * Double(n.pointee.childCount - 1)
        var zero = Size.make(axis, main: spacings, cross: 0), infinity = zero
        var k = n.pointee.firstChild
        while k >= 0 {
            let (z, f) = probeSizes(k)
            zero = Size.make(axis, main: zero.along(axis) + z.along(axis), cross: max(zero.across(axis), z.across(axis)))
            infinity = Size.make(axis, main: infinity.along(axis) + f.along(axis),
                                 cross: max(infinity.across(axis), f.across(axis)))
            k = nodes[k].nextSibling
        }
        withUnsafeMutablePointer(to: &n.pointee.measured) {
            if kept.0 == nil { MeasureCache.insert($0, 0, 0, zero) }
            if kept.1 == nil { MeasureCache.insert($0, inf, inf, infinity) }
        }
        #if DEBUG
        tree.measurements += (kept.0 == nil ? 1 : 0) + (kept.1 == nil ? 1 : 0)
        #endif
        return (kept.0 ?? zero, kept.1 ?? infinity)
    }
}
