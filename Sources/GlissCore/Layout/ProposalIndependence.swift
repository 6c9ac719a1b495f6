/// Which of a view's lengths ignore the proposal on the other axis: a label's width whatever
/// height it is offered, a shape's width (the width offered) whatever the height.
///
/// A stack asks each child its length along the stack's axis for 0 and for ∞ (how flexible
/// it is) with the stack's own proposal across. Stacks nested across axes (an `hstack` in a
/// `vstack`) are offered several lengths across — 0, ∞ and a share — and each, passed down,
/// made every view below answer for more proposals: up to nine, and work that multiplied with
/// depth. When the child's length along the axis ignores the cross proposal, the probe is made
/// with ∞ across whatever the stack was offered: the same answer, one proposal fewer per
/// distinct cross length. (SwiftCrossUI's 16 × 16 layout benchmark, `gliss-demos bench nested`:
/// 15 M `ui` instructions a frame with every answer of the pass cached, 5.4 M with this.)
enum ProposalIndependence {
    /// Set once the flags are worked out.
    static let known: UInt8 = 1
    /// Its width ignores the height proposed.
    static let widthIgnoresHeight: UInt8 = 2
    /// Its height ignores the width proposed.
    static let heightIgnoresWidth: UInt8 = 4
}

extension UI {
    /// Node `i`'s `ProposalIndependence` flags, from its kind and its children's (a frame and
    /// padding keep them: each works axis by axis), kept in the node for the pass.
    func proposalIndependence(_ i: Int) -> UInt8 {
        let n = nodes.pointer(i)
        let cached = n.pointee.measured.independence
        if cached != 0 { return cached }
        var flags = ProposalIndependence.widthIgnoresHeight | ProposalIndependence.heightIgnoresWidth
        switch n.pointee.kind {
        case .image, .shape, .canvas, .spacer, .geometryReader:
            break   // The proposal (or a constant) on each axis.
        case .text(let ti):
            // A paragraph's height grows as its width shrinks; a label is one size.
            if !tree.texts[ti].isPlain { flags = ProposalIndependence.widthIgnoresHeight }
        case .stack, .zstack:
            // Its lengths are its children's, combined axis by axis.
            var c = n.pointee.firstChild
            while c >= 0 && flags != 0 {
                flags &= proposalIndependence(c)
                c = nodes[c].nextSibling
            }
        case .scroll, .lazy, .custom:
            flags = 0
        }
        let result = flags | ProposalIndependence.known
        nodes.pointer(i).pointee.measured.independence = result
        return result
    }

    /// True when stack `i` has a spacer among its children.
    func hasSpacer(_ i: Int) -> Bool {
        var c = nodes[i].firstChild
        while c >= 0 {
            if nodes[c].tag == .spacer { return true }
            c = nodes[c].nextSibling
        }
        return false
    }

    /// The length across `axis` to probe child `c` with: ∞ when its length along `axis`
    /// ignores it (the same answer for every cross length: one cached entry), else `cross`.
    @inline(__always)
    func probeCross(_ c: Int, along axis: Axis, _ cross: Double?) -> Double? {
        let ignores = axis == .horizontal ? ProposalIndependence.widthIgnoresHeight : ProposalIndependence.heightIgnoresWidth
        return proposalIndependence(c) & ignores != 0 ? .infinity : cross
    }
}
