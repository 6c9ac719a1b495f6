/// Emit's hit regions, in drawing order (the last region under the pointer is in front), and
/// the named coordinate spaces where they were drawn: handed to `Interaction` after emit.
struct HitRegionCollector {
    var regions: [HitRegion] = []
    /// `coordinateSpace(name:)` origins (window points), for drags that ask in them.
    var namedSpaces: [String: Point] = [:]
    /// The bounds (window points) of the interactive regions whose views are finished: a view
    /// emitted now is in front of these, and of the views it is in, only. A filled shape
    /// outside them covers nothing a press could reach, and adds no region (a grid of
    /// filled tiles in a scroll view: ~6 % of its `ui` instructions, callgrind).
    private(set) var finishedBounds: Rect? = nil

    /// Region `k`'s view is finished: what is emitted from now on is in front of it.
    mutating func finish(_ k: Int) {
        let r = regions[k]
        // A transformed region's rect is in its view's own space: count all of the window.
        let bounds = r.inverse == nil ? r.rect : Rect(-1e18, -1e18, 2e18, 2e18)
        finishedBounds = finishedBounds?.union(bounds) ?? bounds
    }

    /// True when something a press could reach may lie behind `rect` (window points).
    func mayCover(_ rect: Rect) -> Bool {
        guard let b = finishedBounds else { return false }
        return rect.minX < b.maxX && b.minX < rect.maxX && rect.minY < b.maxY && b.minY < rect.maxY
    }
}
