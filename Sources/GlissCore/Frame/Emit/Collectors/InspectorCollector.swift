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
    ///
    /// The frames are compared first and the cover's ancestors found only for an entry inside
    /// it: most covers hide nothing (a table's shaded rows are each a cover, of the rows
    /// listed before them): hashing every entry for every cover, it cost ~122 K instructions
    /// a frame of `bench table`, now ~79 K.
    mutating func removeCovered(parent: (Int) -> Int) {
        guard !covers.isEmpty else { return }
        var hidden = [Bool](repeating: false, count: entries.count)
        var anyHidden = false
        for c in covers {
            let r = c.rect
            var ancestors: Set<Int32>? = nil
            for k in 0..<min(c.entries, entries.count) where !hidden[k] {
                let f = entries[k].frame
                guard f.minX >= r.minX && f.maxX <= r.maxX && f.minY >= r.minY && f.maxY <= r.maxY else { continue }
                if ancestors == nil {
                    var found = Set<Int32>()
                    var a = parent(c.node)
                    while a >= 0 { found.insert(Int32(a)); a = parent(a) }
                    ancestors = found
                }
                if ancestors?.contains(entries[k].node) == false {
                    hidden[k] = true
                    anyHidden = true
                }
            }
        }
        guard anyHidden else { return }
        entries = entries.indices.filter { !hidden[$0] }.map { entries[$0] }
    }

    /// A modal presentation that hides what is below it: nothing before it is listed.
    mutating func removeAllBelow() {
        entries.removeAll(keepingCapacity: true)
        covers.removeAll()
    }
}
