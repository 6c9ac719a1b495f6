extension Array {
    /// Trims a newest-first list of kept work (long texts' layouts, shapings, breaks) to its
    /// first `limit` elements within `budget` bytes, the first `always` (the newest) kept
    /// whatever their size.
    mutating func keepNewest(limit: Int, budget: Int, always: Int = 1, bytes: (Element) -> Int) {
        var total = 0, kept = 0
        for e in self {
            let b = bytes(e)
            if kept >= always && (kept >= limit || total + b > budget) { break }
            total += b
            kept += 1
        }
        if kept < count { removeSubrange(kept...) }
    }
}
