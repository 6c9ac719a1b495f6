/// A container laid out by a ``Layout`` (`NodeKind.custom`): the layout and its cache, kept for
/// one pass in `FrameTree.customLayouts` (a class: the layout's type is the app's, and the
/// cache is written by the layout pass while the table is not). Subclassed per layout type by
/// `TypedCustomLayoutBox`: the pass calls through this type, without knowing the layout's.
class CustomLayoutBox {
    /// Not retained: the box lives in a pass of the `UI` (as `NodeRef` does).
    let unmanagedUI: Unmanaged<UI>
    var ui: UI { unmanagedUI.takeUnretainedValue() }
    /// The container's node (set once its builder has added it).
    var node = -1
    /// The container's children in order, listed at first use in layout (the builder's content
    /// and modifiers may still change them until then).
    private(set) var children: [Int] = []
    private var listed = false
    /// Which subviews the running `placeSubviews` has placed (by position).
    private var placed: [Bool] = []
    /// Subviews not placed are hidden too (not drawn, hit or read): `viewThatFits`.
    var hidesUnplacedSubviews = false
    /// The subviews this box hid, shown again if a later placement in the pass places them.
    private var hiddenByLayout: [Int] = []

    init(ui: UI) { unmanagedUI = .passUnretained(ui) }

    /// All the container's subviews.
    var subviews: LayoutSubviews {
        if !listed {
            listed = true
            var c = ui.nodes[node].firstChild
            while c >= 0 { children.append(c); c = ui.nodes[c].nextSibling }
        }
        return LayoutSubviews(owner: self, 0..<children.count)
    }

    /// Records that the subview at `position` was placed.
    func didPlace(_ position: Int) {
        if position < placed.count { placed[position] = true }
    }

    /// The container's size for `p` (the layout's `sizeThatFits`).
    func sizeThatFits(_ p: ProposedViewSize) -> Size { preconditionFailure("overridden by TypedCustomLayoutBox") }

    /// The layout's `placeSubviews` (without the subviews it leaves out: `place`).
    func placeSubviews(in bounds: Rect, _ p: ProposedViewSize) { preconditionFailure("overridden by TypedCustomLayoutBox") }

    /// Places the subviews in `bounds` for `p`; those the layout does not place sit at the
    /// centre of `bounds` with no size (SwiftUI's rule), hidden as well for `viewThatFits`.
    func place(in bounds: Rect, _ p: ProposedViewSize) {
        let ui = self.ui
        // Placement can run twice in a pass (a matched-geometry flight lays the view out again at
        // its in-flight size): what an earlier placement hid may be the one placed now.
        for c in hiddenByLayout { ui.nodes[c].hidden = false }
        hiddenByLayout.removeAll()
        let count = subviews.count
        placed = [Bool](repeating: false, count: count)
        placeSubviews(in: bounds, p)
        let unplaced = placed
        placed = []
        for k in 0..<count where !unplaced[k] {
            let c = children[k]
            ui.place(c, Rect(origin: bounds.center, size: .zero))
            if hidesUnplacedSubviews && !ui.nodes[c].hidden {
                ui.nodes[c].hidden = true
                hiddenByLayout.append(c)
            }
        }
    }
}

/// `CustomLayoutBox` for a layout of type `L`, with `L`'s cache.
final class TypedCustomLayoutBox<L: Layout>: CustomLayoutBox {
    let layout: L
    /// Made by the first call of the pass that needs it (SwiftUI makes it before the first
    /// layout call), then kept for the pass.
    private var cache: L.Cache?

    init(_ layout: L, ui: UI) {
        self.layout = layout
        super.init(ui: ui)
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if cache == nil { cache = layout.makeCache(subviews: subviews) }
        return body(&cache!)
    }

    override func sizeThatFits(_ p: ProposedViewSize) -> Size {
        let subviews = self.subviews
        return withCache(subviews) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(in bounds: Rect, _ p: ProposedViewSize) {
        let subviews = self.subviews
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &$0) }
    }
}

extension UI {
    /// A container laid out by `layout` — SwiftUI's `MyLayout { … }` (a `Layout`'s
    /// `callAsFunction`): its children, built by `content`, are the layout's subviews.
    ///
    /// ```swift
    /// ui.layout(FlowLayout(spacing: 8)) {
    ///     for tag in tags { ui.text(tag).padding(6).background(.yellow, radius: 4) }
    /// }
    /// ```
    ///
    /// With ``AnyLayout`` the layout can change from frame to frame (`isWide ? HStackLayout() :
    /// VStackLayout()`) while the children keep their identity: under `withAnimation` they glide
    /// to their new places. See <doc:CustomLayouts>.
    @discardableResult
    public func layout<L: Layout>(_ layout: L, id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        customLayout(TypedCustomLayoutBox(layout, ui: self), idBits: id.explicitBits, content)
    }

    /// Adds the container of `box`'s layout and builds its children.
    func customLayout(_ box: CustomLayoutBox, idBits: UInt64?, _ content: () -> Void) -> NodeRef {
        // In the table before the content is built: a layout inside takes the next index.
        tree.customLayouts.append(box)
        let index = container(.custom(index: tree.customLayouts.count - 1), .custom, idBits: idBits, content)
        box.node = index
        return ref(index)
    }

    // The layout pass's steps for `NodeKind.custom`, out of line: `contentSize` and
    // `placeContent` stay as small as they were for the other kinds.

    /// The content size of custom-layout node `i` (its layout `ci`) for proposal `p`.
    @inline(never)
    func customLayoutSize(_ i: Int, _ ci: Int, _ p: ProposedSize) -> Size {
        tree.customLayouts[ci].sizeThatFits(ProposedViewSize(p))
    }

    /// Places custom-layout node `i`'s children (its layout `ci`) in its content rect `r`, for
    /// `p`, the proposal it was sized for (`contentProposal`).
    @inline(never)
    func placeCustomLayout(_ i: Int, _ ci: Int, in r: Rect, _ p: ProposedSize) {
        tree.customLayouts[ci].place(in: r, ProposedViewSize(p))
    }
}
