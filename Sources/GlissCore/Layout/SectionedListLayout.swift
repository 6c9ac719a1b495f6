/// Identifies a header or a row of a `SectionedListLayout`.
public enum ListItemIndex: Hashable, Sendable {
    /// The header of a section.
    case header(Int)
    /// Row `row` (second value) of section `section` (first value).
    case row(Int, Int)
}

/// Geometry of a lazy vertical list with sections: each section is a header followed by
/// its rows; all headers share one height and all rows another. `sectionSpacing` is
/// added after every section except the last.
///
/// Section starts are prefix sums computed once in `init` (O(sections)); lookups by y are
/// binary searches, so `visibleItems` is O(log sections + visible items) even for
/// hundreds of thousands of rows.
///
/// ```swift
/// let list = SectionedListLayout(sectionCounts: [3, 100_000], headerHeight: 28, rowHeight: 44)
/// list.rowFrame(section: 1, row: 10, width: 390)          // y = 28 + 3·44 + 28 + 10·44
/// list.visibleItems(visibleMinY: 0, visibleMaxY: 800)    // [.header(0), .row(0, 0), …]
/// ```
public struct SectionedListLayout: Sendable {
    /// Rows per section.
    public let sectionCounts: [Int]
    /// Height of every section header (0 for no visible headers).
    public let headerHeight: Double
    /// Height of every row.
    public let rowHeight: Double
    /// Space after each section but the last.
    public let sectionSpacing: Double
    /// starts[s] = y of section s's header; starts[sections] = end of the last section
    /// plus one spacing (not part of the content).
    private let starts: [Double]

    /// Builds the prefix sums (O(sections)). Negative counts and heights count as 0.
    public init(sectionCounts: [Int], headerHeight: Double, rowHeight: Double, sectionSpacing: Double = 0) {
        self.sectionCounts = sectionCounts.map { max(0, $0) }
        self.headerHeight = max(0, headerHeight)
        self.rowHeight = max(0, rowHeight)
        self.sectionSpacing = max(0, sectionSpacing)
        var starts: [Double] = [0]
        starts.reserveCapacity(sectionCounts.count + 1)
        var y = 0.0
        for count in self.sectionCounts {
            y += self.headerHeight + Double(count) * self.rowHeight + self.sectionSpacing
            starts.append(y)
        }
        self.starts = starts
    }

    /// Number of sections.
    public var sectionCount: Int { sectionCounts.count }

    /// Total height: all sections and the spacing between them (no trailing spacing).
    public var contentHeight: Double {
        sectionCounts.isEmpty ? 0 : starts[sectionCounts.count] - sectionSpacing
    }

    /// The header's frame in list coordinates (x = 0).
    public func headerFrame(section: Int, width: Double) -> Rect {
        checkSection(section)
        return Rect(0, starts[section], width, headerHeight)
    }

    /// A row's frame in list coordinates (x = 0).
    public func rowFrame(section: Int, row: Int, width: Double) -> Rect {
        checkSection(section)
        precondition(row >= 0 && row < sectionCounts[section], "row \(row) out of range in section \(section)")
        return Rect(0, starts[section] + headerHeight + Double(row) * rowHeight, width, rowHeight)
    }

    /// Header plus rows of a section (spacing excluded).
    public func sectionFrame(section: Int, width: Double) -> Rect {
        checkSection(section)
        return Rect(0, starts[section], width, headerHeight + Double(sectionCounts[section]) * rowHeight)
    }

    /// The frame of a header or row.
    public func frame(of item: ListItemIndex, width: Double) -> Rect {
        switch item {
        case .header(let s): return headerFrame(section: s, width: width)
        case let .row(s, r): return rowFrame(section: s, row: r, width: width)
        }
    }

    /// The section whose extent contains `y`, nil outside 0..<contentHeight. The spacing
    /// after a section counts as part of it (so a y in the gap maps to the section above,
    /// which is the one whose header would be pinned there).
    public func section(atY y: Double) -> Int? {
        guard !sectionCounts.isEmpty, y >= 0, y < contentHeight else { return nil }
        return lastSection(startingAtOrBefore: y)
    }

    /// Headers and rows intersecting [visibleMinY, visibleMaxY), in list order, extended by
    /// `overscan` items before and after. Zero-height items count as visible when their y
    /// lies in the range. Empty when nothing intersects.
    public func visibleItems(visibleMinY: Double, visibleMaxY: Double, overscan: Int = 2) -> [ListItemIndex] {
        guard visibleMaxY > visibleMinY, !visibleMinY.isNaN, let first = firstItem(endingAfter: visibleMinY),
              minY(of: first) < visibleMaxY else { return [] }
        var before: [ListItemIndex] = []
        var cursor: ListItemIndex? = first
        for _ in 0..<max(0, overscan) {
            guard let p = previous(cursor!) else { break }
            before.append(p)
            cursor = p
        }
        var result = Array(before.reversed())
        var item: ListItemIndex? = first
        while let it = item, minY(of: it) < visibleMaxY {
            result.append(it)
            item = next(it)
        }
        for _ in 0..<max(0, overscan) {
            guard let it = item else { break }
            result.append(it)
            item = next(it)
        }
        return result
    }

    // MARK: Internals

    private func checkSection(_ s: Int) {
        precondition(s >= 0 && s < sectionCounts.count, "section \(s) out of 0..<\(sectionCounts.count)")
    }

    /// Binary search: the last section whose start is ≤ y (0 if y precedes everything).
    /// With empty zero-height sections sharing a start, the last one is the one with extent.
    private func lastSection(startingAtOrBefore y: Double) -> Int {
        var lo = 0, hi = sectionCounts.count   // search in starts[0..<n]
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= y { lo = mid + 1 } else { hi = mid }
        }
        return max(0, lo - 1)
    }

    private func minY(of item: ListItemIndex) -> Double {
        switch item {
        case .header(let s): return starts[s]
        case let .row(s, r): return starts[s] + headerHeight + Double(r) * rowHeight
        }
    }

    private func height(of item: ListItemIndex) -> Double {
        if case .header = item { return headerHeight }
        return rowHeight
    }

    /// Whether an item reaches below y: its bottom is below y, or it has zero height and sits at/after y.
    private func reaches(_ item: ListItemIndex, below y: Double) -> Bool {
        let top = minY(of: item), h = height(of: item)
        return h > 0 ? top + h > y : top >= y
    }

    /// The first item (in list order) whose bottom is below y, or zero-height at/after y.
    private func firstItem(endingAfter y: Double) -> ListItemIndex? {
        guard var item = firstItemCandidate(endingAfter: y) else { return nil }
        // Zero-height items (empty sections with no header height) can share a y with the
        // candidate and precede it in list order; step back over them.
        while let p = previous(item), reaches(p, below: y) { item = p }
        return item
    }

    private func firstItemCandidate(endingAfter y: Double) -> ListItemIndex? {
        var s = lastSection(startingAtOrBefore: y)
        while s < sectionCounts.count {
            let headerTop = starts[s], rowsTop = headerTop + headerHeight
            if rowsTop > y || (headerHeight == 0 && headerTop >= y) { return .header(s) }
            let count = sectionCounts[s]
            if count > 0 {
                if rowHeight > 0 {
                    let r = ((y - rowsTop) / rowHeight).rounded(.down)
                    if r < Double(count) { return .row(s, max(0, Int(r))) }
                } else if rowsTop >= y {
                    return .row(s, 0)
                }
            }
            s += 1
        }
        return nil
    }

    private func next(_ item: ListItemIndex) -> ListItemIndex? {
        switch item {
        case .header(let s):
            if sectionCounts[s] > 0 { return .row(s, 0) }
            return s + 1 < sectionCounts.count ? .header(s + 1) : nil
        case let .row(s, r):
            if r + 1 < sectionCounts[s] { return .row(s, r + 1) }
            return s + 1 < sectionCounts.count ? .header(s + 1) : nil
        }
    }

    private func previous(_ item: ListItemIndex) -> ListItemIndex? {
        switch item {
        case .header(let s):
            guard s > 0 else { return nil }
            let c = sectionCounts[s - 1]
            return c > 0 ? .row(s - 1, c - 1) : .header(s - 1)
        case let .row(s, r):
            return r > 0 ? .row(s, r - 1) : .header(s)
        }
    }
}
