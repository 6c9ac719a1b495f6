/// Emit's inspector entries (what the inspector, `--inspect` and the screen reader list: the
/// views that can be seen), their details, and the opaque views that cover earlier ones.
struct InspectorCollector {
    var entries: [InspectorEntry] = []
    /// Labels, text-field state and values that are not simply a node's label
    /// (`InspectorEntry.details` indexes these).
    var details: [InspectorDetails] = []
    /// Opaque views drawn so far that hide what was drawn before them: how many entries came
    /// before each, where it is, and its node (its ancestors stay listed).
    var covers: [(entries: Int, rect: Rect, node: Int)] = []

    /// Drops the entries an opaque view drawn after them covers whole (the inspector lists what
    /// can be seen): a card over a label, a page over the one it covers. A view the cover is
    /// part of (its ancestors, found through `parent`) stays, as does anything drawn after it.
    mutating func removeCovered(parent: (Int) -> Int) {
        guard !covers.isEmpty else { return }
        var hidden = Set<Int>()
        for c in covers {
            var ancestors = Set<Int32>()
            var a = parent(c.node)
            while a >= 0 { ancestors.insert(Int32(a)); a = parent(a) }
            for k in 0..<min(c.entries, entries.count) where !hidden.contains(k) {
                let e = entries[k]
                let f = e.frame, r = c.rect
                let inside = f.minX >= r.minX && f.maxX <= r.maxX && f.minY >= r.minY && f.maxY <= r.maxY
                if inside, !ancestors.contains(e.node) { hidden.insert(k) }
            }
        }
        guard !hidden.isEmpty else { return }
        entries = entries.enumerated().filter { !hidden.contains($0.offset) }.map(\.element)
    }

    /// A modal presentation that hides what is below it: nothing before it is listed.
    mutating func removeAllBelow() {
        entries.removeAll(keepingCapacity: true)
        covers.removeAll()
    }
}
