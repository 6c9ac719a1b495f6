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
