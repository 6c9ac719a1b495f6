extension UI {
    /// The first of its children that fits — SwiftUI's `ViewThatFits`: each child, in order, is
    /// asked its ideal size on `axes` (the proposal's other axis passed on), and the first whose
    /// ideal size fits the proposal on those axes is shown, sized for the proposal and centred;
    /// when none fits, the last. The others are not drawn, hit or read by a screen reader (their
    /// state is kept: they are still built).
    ///
    /// ```swift
    /// ui.viewThatFits(in: .horizontal) {
    ///     ui.hstack { ui.icon(.star); ui.text("Add to favourites") }
    ///     ui.icon(.star)
    /// }
    /// ```
    @discardableResult
    public func viewThatFits(in axes: Axis.Set = [.horizontal, .vertical], id: some IdentityKey = PositionalKey(),
                             _ content: () -> Void) -> NodeRef {
        let box = TypedCustomLayoutBox(ViewThatFitsLayout(axes: axes), ui: self)
        box.hidesUnplacedSubviews = true
        return customLayout(box, idBits: id.explicitBits, content)
    }
}

/// `viewThatFits`'s layout: the chosen subview is the container; the others are not placed (so
/// hidden, see `CustomLayoutBox.hidesUnplacedSubviews`).
struct ViewThatFitsLayout: Layout {
    let axes: Axis.Set

    /// The index of the subview shown for `p`: the first whose ideal size on `axes` fits, else
    /// the last; nil when there is none.
    func choice(_ p: ProposedViewSize, _ subviews: Subviews) -> Int? {
        let h = axes.contains(.horizontal), v = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height)
        for k in subviews.indices {
            let s = subviews[k].sizeThatFits(ideal)
            if (!h || fits(s.width, p.width)) && (!v || fits(s.height, p.height)) { return k }
        }
        return subviews.indices.last
    }

    /// `length` fits in `proposal` (anything fits a nil proposal). A hair of tolerance: lengths
    /// summed from measured text may differ from the same sum proposed in the last bits.
    private func fits(_ length: Double, _ proposal: Double?) -> Bool {
        guard let proposal else { return true }
        return length <= proposal + 1e-9 * max(1, abs(proposal))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let k = choice(proposal, subviews) else { return .zero }
        return subviews[k].sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let k = choice(proposal, subviews) else { return }
        subviews[k].place(at: bounds.center, anchor: .center, proposal: proposal)
    }
}
