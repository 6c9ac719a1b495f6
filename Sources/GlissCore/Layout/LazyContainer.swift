/// The index math behind a lazy container: which items exist, where each sits (relative to
/// the container's origin), and how long the whole content is — without building items.
protocol LazyPlacement {
    /// Total size for a cross-axis length (width of a vertical grid).
    func contentSize(cross: Double) -> Size
    /// Frame of item `i` relative to the container origin.
    func frame(of i: Int, cross: Double) -> Rect
    /// Items intersecting `visible` (container coordinates), with overscan.
    func visible(_ visible: Rect, cross: Double) -> Range<Int>
    var count: Int { get }
    /// A grid's tracks resolved for `cross`, for layout to find item frames by direct calls
    /// rather than through `frame(of:cross:)`; nil for other placements.
    func resolvedGrid(cross: Double) -> ResolvedGridLayout?
}

extension LazyPlacement {
    func resolvedGrid(cross: Double) -> ResolvedGridLayout? { nil }
}

/// A lazy grid's placement. A class kept in the container's `LazyState` from frame to frame
/// (see `LazyState.gridPlacement(_:)`): stored in `LazyContainer` as an existential, a struct
/// this size was boxed on the heap every frame, and its resolved tracks went with it.
final class GridPlacement: LazyPlacement {
    let grid: LazyGridLayout
    var count: Int { grid.count }
    var axis: Axis { grid.axis }
    /// The tracks resolved for the last cross length asked: a frame asks for the same one for
    /// every item it places (and the next frame, at the same width, again), and resolving
    /// allocates.
    private var resolvedLayout: ResolvedGridLayout?

    init(grid: LazyGridLayout) { self.grid = grid }

    func resolvedGrid(cross: Double) -> ResolvedGridLayout? { resolved(cross) }

    private func resolved(_ cross: Double) -> ResolvedGridLayout {
        if let r = resolvedLayout, r.crossLength == cross { return r }
        let r = grid.resolved(crossLength: cross)
        resolvedLayout = r
        return r
    }

    func contentSize(cross: Double) -> Size {
        Size.make(axis, main: resolved(cross).contentLength, cross: cross)
    }
    func frame(of i: Int, cross: Double) -> Rect { resolved(cross).frame(ofItem: i) }
    func visible(_ r: Rect, cross: Double) -> Range<Int> {
        let lo = axis == .vertical ? r.minY : r.minX
        let hi = axis == .vertical ? r.maxY : r.maxX
        return resolved(cross).visibleRange(visibleMin: lo, visibleMax: hi, overscan: 1)
    }
}

/// Per-ID state of a lazy container: the assumptions its last build used, checked after
/// layout so a stale guess triggers another pass instead of a wrong frame.
/// (Stored state `@exclusivity(unchecked)`, as `UI`'s: one thread, no overlapping access.)
final class LazyState {
    @exclusivity(unchecked) var cross: Double = 0
    /// Container origin relative to its scroll view's content origin (or the window).
    @exclusivity(unchecked) var originInScroll: Point = .zero
    @exclusivity(unchecked) var builtRange: Range<Int> = 0..<0
    @exclusivity(unchecked) var assumedCross: Double = -1
    /// The grid placement of the last frame, reused while the grid is the same.
    @exclusivity(unchecked) private var grid: GridPlacement?

    /// The placement of `grid`: last frame's when the grid is unchanged (its resolved tracks
    /// with it), so a steady frame allocates nothing for it.
    func gridPlacement(_ grid: LazyGridLayout) -> GridPlacement {
        if let g = self.grid, g.grid.isSame(as: grid) { return g }
        let g = GridPlacement(grid: grid)
        self.grid = g
        return g
    }
}

/// The keys of a lazy container's items, as bits. A generic struct over the builder's `key`
/// closure rather than a closure composing it: the struct (one closure) fits an existential's
/// inline storage, where a composing closure needed a heap context every frame.
protocol LazyItemKeys {
    func bits(_ i: Int) -> UInt64
}

struct LazyKeyFunction<K: IdentityKey>: LazyItemKeys {
    let key: (Int) -> K
    func bits(_ i: Int) -> UInt64 { key(i).identityBits }
}

struct LazyContainer {
    let placement: LazyPlacement
    let state: LazyState
    let axis: Axis
    /// The enclosing scroll view, if any (to compute the visible window).
    let scroll: ScrollState?
    let keys: any LazyItemKeys
    /// The container's own key arithmetic for `scrollTo` (see `LazyKeyLookup`), if any.
    let indexOfKey: ((UInt64) -> Int?)?

    /// The frame (scroll content coordinates) of the item keyed `bits`, found by index math
    /// even when it was never built; nil when no item has that key.
    /// A scan of the keys gives up when `stopRequested` says so.
    func frame(ofKey bits: UInt64, stopRequested: () -> Bool) -> Rect? {
        guard let i = LazyKeyLookup.index(of: bits, count: placement.count, keyBits: { keys.bits($0) },
                                          indexOfKey: indexOfKey, stopRequested: stopRequested) else { return nil }
        return placement.frame(of: i, cross: state.cross).offsetBy(state.originInScroll.x, state.originInScroll.y)
    }
}

/// A lazy vertical list of sections (header + rows), flattened into one index space:
/// section s's header is index `base[s]`, its row r is `base[s] + 1 + r`. Rows and headers
/// have uniform heights, so every lookup is index math (O(log sections)).
public struct SectionedListPlacement: Sendable {
    /// Rows per section.
    public let counts: [Int]
    /// The height of every section header.
    public let headerHeight: Double
    /// The height of every row.
    public let rowHeight: Double
    /// Space below each header and row.
    public let spacing: Double
    let layout: SectionedListLayout
    let base: [Int]

    /// A list of `counts.count` sections, section `s` holding `counts[s]` rows.
    public init(counts: [Int], headerHeight: Double, rowHeight: Double, spacing: Double = 8) {
        self.counts = counts; self.headerHeight = headerHeight; self.rowHeight = rowHeight; self.spacing = spacing
        // Pitches include the spacing below each item; frames subtract it again.
        layout = SectionedListLayout(sectionCounts: counts, headerHeight: headerHeight + spacing, rowHeight: rowHeight + spacing)
        var b: [Int] = []
        var acc = 0
        for c in counts { b.append(acc); acc += c + 1 }
        base = b
    }

    /// Headers plus rows: the number of flattened indexes.
    public var count: Int { (base.last ?? 0) + (counts.last.map { $0 + 1 } ?? 0) }
    /// The height of the whole list.
    public var contentHeight: Double { max(0, layout.contentHeight - spacing) }

    /// The section and row (nil for the header) of flattened index `g`.
    public func item(_ g: Int) -> (section: Int, row: Int?) {
        var lo = 0, hi = base.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if base[mid] <= g { lo = mid } else { hi = mid - 1 }
        }
        let r = g - base[lo] - 1
        return (lo, r < 0 ? nil : r)
    }

    /// The flattened index of `row` in `section` (nil: the section's header).
    public func index(section: Int, row: Int?) -> Int { base[section] + (row.map { $0 + 1 } ?? 0) }

    /// The frame of flattened index `g` in a list `width` wide, relative to the list's origin.
    public func frame(of g: Int, width: Double) -> Rect {
        let (s, r) = item(g)
        var f = r.map { layout.rowFrame(section: s, row: $0, width: width) } ?? layout.headerFrame(section: s, width: width)
        f.size.height -= spacing
        return f
    }

    /// The section whose extent covers `y` (content coordinates), clamped to the ends.
    public func section(atY y: Double) -> Int {
        if counts.isEmpty { return 0 }
        return layout.section(atY: min(max(0, y), max(0, layout.contentHeight - 0.001))) ?? (y < 0 ? 0 : counts.count - 1)
    }

    func visibleRange(_ y0: Double, _ y1: Double) -> Range<Int> {
        let items = layout.visibleItems(visibleMinY: y0, visibleMaxY: y1, overscan: 2)
        guard let first = items.first, let last = items.last else { return 0..<0 }
        func flat(_ i: ListItemIndex) -> Int {
            switch i {
            case .header(let s): return base[s]
            case .row(let s, let r): return base[s] + 1 + r
            }
        }
        return flat(first)..<(flat(last) + 1)
    }
}

extension SectionedListPlacement: LazyPlacement {
    func contentSize(cross: Double) -> Size { Size(cross, contentHeight) }
    func frame(of i: Int, cross: Double) -> Rect { frame(of: i, width: cross) }
    func visible(_ r: Rect, cross: Double) -> Range<Int> { visibleRange(r.minY, r.maxY) }
}

/// Identity of a lazy list item: a section's key, or a row within it.
public struct ListItemKey: IdentityKey, Hashable, Sendable {
    /// The key's bits.
    public let identityBits: UInt64
    /// The key of a section's header: the section's own key, so `scrollTo(sectionKey)` finds it.
    public init(section: some IdentityKey) { identityBits = section.identityBits }
    /// The key of row `row` of the section keyed `section`.
    public init(section: some IdentityKey, row: Int) {
        identityBits = NodeID(raw: section.identityBits).child(row).raw
    }
}
