/// A container's layout of your own — SwiftUI's `Layout` protocol: given a proposal, say how
/// big the container is (``sizeThatFits(proposal:subviews:cache:)``), then place each subview
/// in the container's bounds (``placeSubviews(in:proposal:subviews:cache:)``).
/// `ui.layout(MyLayout()) { … }` builds a container laid out by it.
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return Size(sizes.map(\.width).max() ?? 0, sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for s in subviews {
///             s.place(at: Point(bounds.minX, y), proposal: .unspecified)
///             y += s.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
///
/// A subview's size for a proposal is computed once per layout pass however often it is asked.
/// A layout may keep what it works out for both methods in a ``Cache`` (``makeCache(subviews:)``);
/// Gliss rebuilds the view tree every pass, so the cache is made once per pass and container,
/// and must not depend on the proposal. Differences from SwiftUI: no `spacing(subviews:cache:)`
/// (`ViewSpacing`), `explicitAlignment` or `layoutProperties`, and a layout is not `Animatable`
/// (a change of layout under `withAnimation` still glides its subviews, as their frames do).
public protocol Layout {
    /// What the layout keeps between its calls in one pass (`Void` when it keeps nothing).
    associatedtype Cache = Void
    /// The subviews a layout is given: the container's children, in order.
    typealias Subviews = LayoutSubviews

    /// The container's size for `proposal`, its subviews measured with
    /// ``LayoutSubview/sizeThatFits(_:)``. Asked about several proposals in a pass (by a stack,
    /// to learn how flexible the container is); answer each as if it were the only one.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places every subview with ``LayoutSubview/place(at:anchor:proposal:)`` in `bounds`,
    /// the container's rect in the window, for `proposal`, the proposal its size was chosen for
    /// (a nil axis there is given the length the container took). A subview not placed is put at
    /// the centre of `bounds` with no size.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The cache for `subviews`, made once per layout pass before the first call that needs it.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date with `subviews` when it outlives them (a layout that calls another
    /// layout with a cache it keeps). By default, the cache made again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout where Cache == Void {
    /// No cache to make.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes the cache again with ``makeCache(subviews:)``.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }
}
