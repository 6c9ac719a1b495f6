/// One track (column of a vertical grid, row of a horizontal grid) description, like
/// SwiftUI's `GridItem`.
///
/// ```swift
/// let columns = [GridItem(.fixed(80)), GridItem(.flexible())]
/// let photos = [GridItem(.adaptive(minimum: 50))]   // as many ≥ 50 pt columns as fit
/// ```
public struct GridItem: Hashable, Sendable {
    /// How the track's length along the cross axis is chosen.
    public enum Size: Hashable, Sendable {
        /// Exactly this length.
        case fixed(Double)
        /// A share of the remaining space, clamped to minimum…maximum.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// A share of the remaining space filled with as many items of at least `minimum`
        /// as fit (each item at most `maximum`).
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How the track's cross-axis length is chosen.
    public var size: Size
    /// Space after this track (before the next one). SwiftUI's default is 8. For an
    /// adaptive item it is also the space between the items it expands into.
    public var spacing: Double

    /// A track; defaults to `.flexible()` with 8 pt after it, like SwiftUI.
    public init(_ size: Size = .flexible(), spacing: Double = 8) {
        self.size = size
        self.spacing = spacing
    }
}

/// Geometry of a `LazyVGrid` / `LazyHGrid` with uniform item length along the main axis.
/// Every query is O(tracks), independent of `count`, so a grid of a million items costs
/// the same as a grid of ten.
///
/// ```swift
/// let grid = LazyGridLayout(tracks: [GridItem(.adaptive(minimum: 50))], itemLength: 50, count: 1_000_000)
/// let r = grid.frame(ofItem: 7, crossLength: 300)   // 5 columns of 53.6 → row 1, column 2
/// let visible = grid.visibleRange(crossLength: 300, visibleMin: 5_000, visibleMax: 5_800)
/// ```
///
/// Coordinates are relative to the grid's origin. For `.vertical` (LazyVGrid) the tracks
/// are columns, the cross length is the width and lines are rows going down; for
/// `.horizontal` (LazyHGrid) tracks are rows, the cross length is the height and lines are
/// columns going right. Items fill a line track by track, then the next line.
public struct LazyGridLayout: Sendable {
    /// The track descriptions, in order (leading to trailing, or top to bottom).
    public let items: [GridItem]
    /// `.vertical` = LazyVGrid (tracks are columns); `.horizontal` = LazyHGrid (tracks are rows).
    public let axis: Axis
    /// Space between consecutive lines along the main axis.
    public let lineSpacing: Double
    /// Item length along the main axis (height for vertical grids, width for horizontal).
    public let itemLength: Double
    /// Number of items (negative counts as 0).
    public let count: Int

    /// A grid of `count` items laid out in `tracks`; see the type's documentation for the axes.
    public init(tracks: [GridItem], axis: Axis = .vertical, lineSpacing: Double = 8,
                itemLength: Double, count: Int) {
        self.items = tracks
        self.axis = axis
        self.lineSpacing = lineSpacing
        self.itemLength = max(0, itemLength)
        self.count = max(0, count)
    }

    /// The same tracks, axis, spacing, item length and count (what the layout depends on).
    func isSame(as other: LazyGridLayout) -> Bool {
        count == other.count && itemLength == other.itemLength && lineSpacing == other.lineSpacing
            && axis == other.axis && items == other.items
    }

    /// Resolves the tracks once for a cross length; use it when asking many questions for
    /// the same size (e.g. the frames of all visible items in a frame).
    public func resolved(crossLength: Double) -> ResolvedGridLayout {
        ResolvedGridLayout(layout: self, crossLength: crossLength)
    }

    /// Resolved tracks along the cross axis, adaptive items expanded into their items.
    public func tracks(forCrossLength crossLength: Double) -> [(offset: Double, length: Double)] {
        resolved(crossLength: crossLength).tracks
    }

    /// The frame of item `i`, relative to the grid's origin.
    public func frame(ofItem i: Int, crossLength: Double) -> Rect {
        resolved(crossLength: crossLength).frame(ofItem: i)
    }

    /// The grid's length along the main axis.
    public func contentLength(crossLength: Double) -> Double {
        resolved(crossLength: crossLength).contentLength
    }

    /// Indices of the items whose lines intersect visibleMin…visibleMax on the main axis,
    /// extended by `overscan` lines on each side, clamped to 0..<count.
    public func visibleRange(crossLength: Double, visibleMin: Double, visibleMax: Double,
                             overscan: Int = 1) -> Range<Int> {
        resolved(crossLength: crossLength).visibleRange(visibleMin: visibleMin, visibleMax: visibleMax,
                                                        overscan: overscan)
    }

    /// The item under `point` (grid coordinates), nil in spacing or outside.
    public func index(at point: Point, crossLength: Double) -> Int? {
        resolved(crossLength: crossLength).index(at: point)
    }
}

/// A `LazyGridLayout` with its tracks resolved for one cross length. All queries are O(1)
/// except `index(at:)`, which is O(log tracks).
public struct ResolvedGridLayout: Sendable {
    /// Same meaning as in `LazyGridLayout`.
    public let axis: Axis
    /// Same meaning as in `LazyGridLayout`.
    public let lineSpacing: Double
    /// Same meaning as in `LazyGridLayout`.
    public let itemLength: Double
    /// Same meaning as in `LazyGridLayout`.
    public let count: Int
    /// The cross length the tracks were resolved for.
    public let crossLength: Double
    /// Resolved tracks (offset and length along the cross axis), in increasing offset.
    public let tracks: [(offset: Double, length: Double)]

    init(layout: LazyGridLayout, crossLength: Double) {
        axis = layout.axis
        lineSpacing = layout.lineSpacing
        itemLength = layout.itemLength
        count = layout.count
        self.crossLength = crossLength
        tracks = Self.resolveTracks(layout.items, crossLength: crossLength)
    }

    /// SwiftUI's column algorithm (reference "Grids"):
    /// R = W − Σfixed − Σspacing (between tracks); each flexible/adaptive item in order
    /// gets R ÷ (flexible/adaptive items left) — flexible clamped to its bounds — and R
    /// shrinks by what it took. An adaptive item of length w holds
    /// N = max(1, ⌊(w + s)/(m + s)⌋) items of (w − (N−1)·s)/N (at most its maximum).
    static func resolveTracks(_ items: [GridItem], crossLength: Double) -> [(offset: Double, length: Double)] {
        guard !items.isEmpty else { return [] }
        let width = crossLength.isFinite ? max(0, crossLength) : 0
        var remaining = width
        var flexibleLeft = 0
        for (i, item) in items.enumerated() {
            if i < items.count - 1 { remaining -= item.spacing }
            switch item.size {
            case .fixed(let w): remaining -= max(0, w)
            case .flexible, .adaptive: flexibleLeft += 1
            }
        }
        var result: [(offset: Double, length: Double)] = []
        result.reserveCapacity(items.count)
        var cursor = 0.0
        for item in items {
            let length: Double
            switch item.size {
            case .fixed(let w):
                length = max(0, w)
                result.append((cursor, length))
            case let .flexible(minimum, maximum):
                let share = remaining / Double(flexibleLeft)
                length = max(max(0, minimum), min(share, maximum))
                remaining -= length
                flexibleLeft -= 1
                result.append((cursor, length))
            case let .adaptive(minimum, maximum):
                let share = remaining / Double(flexibleLeft)
                length = max(0, share)
                remaining -= length
                flexibleLeft -= 1
                let s = item.spacing
                var n = 1
                if minimum + s > 0 {
                    // Clamp before converting: a tiny minimum must not create absurd counts.
                    n = max(1, Int(min(100_000, ((length + s) / (minimum + s)).rounded(.down))))
                }
                var each = (length - Double(n - 1) * s) / Double(n)
                each = max(0, min(each, maximum))
                for j in 0..<n {
                    result.append((cursor + Double(j) * (each + s), each))
                }
            }
            cursor += length + item.spacing
        }
        return result
    }

    /// Distance between the starts of consecutive lines.
    public var linePitch: Double { itemLength + lineSpacing }
    /// Number of lines (rows of a vertical grid, columns of a horizontal one).
    public var lineCount: Int {
        tracks.isEmpty ? 0 : (count + tracks.count - 1) / tracks.count
    }

    /// The grid's length along the main axis.
    public var contentLength: Double {
        let lines = lineCount
        guard lines > 0 else { return 0 }
        return Double(lines) * itemLength + Double(lines - 1) * lineSpacing
    }

    /// The frame of item `i` relative to the grid's origin (`.zero` if the grid has no tracks).
    /// Indices ≥ `count` are allowed: they give the slot such an item would occupy.
    public func frame(ofItem i: Int) -> Rect {
        precondition(i >= 0, "grid item index \(i) is negative")
        guard !tracks.isEmpty else { return .zero }
        let line = i / tracks.count
        let track = tracks[i % tracks.count]
        let main = Double(line) * linePitch
        switch axis {
        case .vertical: return Rect(track.offset, main, track.length, itemLength)
        case .horizontal: return Rect(main, track.offset, itemLength, track.length)
        }
    }

    /// Items whose lines intersect [visibleMin, visibleMax) on the main axis, plus
    /// `overscan` lines before and after, clamped to 0..<count.
    public func visibleRange(visibleMin: Double, visibleMax: Double, overscan: Int = 1) -> Range<Int> {
        let lines = lineCount
        let pitch = linePitch
        guard lines > 0, pitch > 0, visibleMax > visibleMin, !visibleMin.isNaN, !visibleMax.isNaN else {
            return 0..<0
        }
        // First line whose end (start + itemLength) is past visibleMin, last line whose start
        // is before visibleMax. Done in Double and clamped before converting to Int.
        let firstD = ((visibleMin - itemLength) / pitch).rounded(.down) + 1
        let lastD = (visibleMax / pitch).rounded(.up) - 1
        let pad = Double(max(0, overscan))
        let firstLine = Int(min(max(firstD - pad, 0), Double(lines)))
        let lastLine = Int(min(max(lastD + pad, -1), Double(lines - 1)))
        guard firstLine <= lastLine else { return 0..<0 }
        let k = tracks.count
        return (firstLine * k)..<min(count, (lastLine + 1) * k)
    }

    /// The item under `point` (grid coordinates), nil in spacing or outside.
    public func index(at point: Point) -> Int? {
        let (u, c) = axis == .vertical ? (point.y, point.x) : (point.x, point.y)
        let pitch = linePitch
        guard !tracks.isEmpty, pitch > 0, u >= 0, c.isFinite, u < Double(lineCount) * pitch else { return nil }
        let line = Int((u / pitch).rounded(.down))
        guard u - Double(line) * pitch < itemLength else { return nil }
        // Last track starting at or before c (tracks are sorted by offset).
        var lo = 0, hi = tracks.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tracks[mid].offset <= c { lo = mid + 1 } else { hi = mid }
        }
        let t = lo - 1
        guard t >= 0, c < tracks[t].offset + tracks[t].length else { return nil }
        let i = line * tracks.count + t
        return i < count ? i : nil
    }
}
