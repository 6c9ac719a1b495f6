/// Any ``Layout``, its type erased — SwiftUI's `AnyLayout`: pick a layout at run time and the
/// container stays the same view, so its children keep their identity (and their state) when
/// the layout changes, and glide to their new places under `withAnimation`.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// ui.layout(layout) {
///     ui.text("One")
///     ui.text("Two")
/// }
/// ```
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorage

    /// `layout`, type-erased (an `AnyLayout` is not wrapped again).
    public init<L: Layout>(_ layout: L) {
        storage = (layout as? AnyLayout)?.storage ?? TypedAnyLayoutStorage(layout)
    }

    /// The wrapped layout's cache, type-erased.
    public struct Cache {
        var value: Any
        /// The layout's type the value was made by (a cache kept across a change of layout is
        /// made again, not misread).
        var layoutType: ObjectIdentifier
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.makeCache(subviews), layoutType: storage.layoutType)
    }

    /// The wrapped layout's `updateCache`, or a new cache when the layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType != storage.layoutType {
            cache = makeCache(subviews: subviews)
        } else {
            storage.updateCache(&cache.value, subviews)
        }
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
        return storage.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
        storage.placeSubviews(bounds, proposal, subviews, &cache.value)
    }
}

/// What `AnyLayout` calls, without knowing the layout's type.
class AnyLayoutStorage {
    var layoutType: ObjectIdentifier { preconditionFailure("overridden") }
    func makeCache(_ subviews: LayoutSubviews) -> Any { preconditionFailure("overridden") }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) { preconditionFailure("overridden") }
    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> Size { preconditionFailure("overridden") }
    func placeSubviews(_ bounds: Rect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) { preconditionFailure("overridden") }
}

/// `AnyLayoutStorage` for a layout of type `L`.
final class TypedAnyLayoutStorage<L: Layout>: AnyLayoutStorage {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    /// Runs `body` on the cache as `L.Cache`, written back after.
    private func with<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = c }
        return body(&c)
    }

    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        with(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    override func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> Size {
        with(&cache, subviews) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(_ bounds: Rect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: p, subviews: subviews, cache: &$0) }
    }
}
