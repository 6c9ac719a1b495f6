/// A stack is placed with the proposal it was last sized for (`contentProposal`), and sizing
/// it shared its length out among its children, each measured: placing it again shared the
/// same length out again, asking every child the same proposals (its probes, its share) and
/// sorting them by flexibility — about a third of a frame of SwiftCrossUI's 16 × 16 nested
/// layout benchmark (`bench nested`) spent reaching answers already known. A stack sized by
/// sharing (offered a finite, non-zero length along its axis) keeps its children's sizes
/// for that proposal here; placing it with that same proposal reads them back. The sizes are
/// a function of the proposal within a pass, so which sizing is kept only decides how often
/// placement finds one.
extension UI {
    /// Keeps `sizes`, stack `i`'s children's sizes for proposal `p`, for its placement.
    @inline(__always)
    func recordStackLayout(_ i: Int, _ p: ProposedSize, _ sizes: UnsafeMutableBufferPointer<Size>) {
        let start = stackLayouts.count
        guard start < Int(Int32.max) else { return }
        stackLayouts.append(Size(p.width ?? MeasureCache.none, p.height ?? MeasureCache.none))
        for s in sizes { stackLayouts.append(s) }
        nodes.pointer(i).pointee.kept = Int32(start + 1)
    }

    /// Writes to `sizes` stack `i`'s children's sizes for proposal `p` when its latest kept
    /// sizing was for `p`; false (nothing written) otherwise.
    @inline(__always)
    func recordedStackLayout(_ i: Int, _ p: ProposedSize, into sizes: UnsafeMutableBufferPointer<Size>) -> Bool {
        let at = Int(nodes.pointer(i).pointee.kept) - 1
        if at < 0 { return false }
        let proposal = stackLayouts[at]
        guard MeasureCache.same(proposal.width, p.width ?? MeasureCache.none),
              MeasureCache.same(proposal.height, p.height ?? MeasureCache.none) else { return false }
        for k in 0..<sizes.count { sizes[k] = stackLayouts[at + 1 + k] }
        return true
    }
}
