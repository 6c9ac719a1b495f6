/// How a stack learns how flexible its children are. SwiftUI's rule: each child's length along
/// the axis for `.zero` and for `.infinity` (both axes), least flexible first. Both probes are
/// the same two proposals whatever the stack is offered, so a view answers them once a pass
/// however deep it is nested. (Probing with the stack's own cross length instead — 0, ∞ and a
/// share, passed down through stacks nested across axes — made views answer up to nine
/// proposals: in SwiftCrossUI's 16 × 16 layout benchmark, `gliss-demos bench nested`, of
/// wrapping labels, 7.1 M `ui` instructions a frame against 3.9 M with these probes.)
extension UI {
    /// True when stack `i` has a spacer among its children.
    func hasSpacer(_ i: Int) -> Bool {
        var c = nodes[i].firstChild
        while c >= 0 {
            if nodes[c].tag == .spacer { return true }
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
        guard n.pointee.frameIndex < 0, n.pointee.padding == .zero, nodes[c].tag != .spacer else { return nil }
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
