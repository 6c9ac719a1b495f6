import XCTest
import Foundation
import GlissCore

final class GridLayoutTests: XCTestCase {
    func testGridItemDefaults() {
        let item = GridItem()
        XCTAssertEqual(item.spacing, 8)
        XCTAssertEqual(item.size, .flexible(minimum: 10, maximum: .infinity))
        XCTAssertEqual(GridItem.Size.adaptive(minimum: 50), .adaptive(minimum: 50, maximum: .infinity))
    }

    func testAdaptiveReferenceExample() {
        let grid = LazyGridLayout(tracks: [GridItem(.adaptive(minimum: 50))], itemLength: 50, count: 12)
        let tracks = grid.tracks(forCrossLength: 300)
        XCTAssertEqual(tracks.count, 5)
        for (j, t) in tracks.enumerated() {
            XCTAssertEqual(t.length, 53.6, accuracy: 1e-9)
            XCTAssertEqual(t.offset, Double(j) * (53.6 + 8), accuracy: 1e-9)
        }
        XCTAssertEqual(tracks.last!.offset + tracks.last!.length, 300, accuracy: 1e-9)
        // Item 7: line 1, track 2.
        let f = grid.frame(ofItem: 7, crossLength: 300)
        XCTAssertEqual(f.x, 2 * 61.6, accuracy: 1e-9)
        XCTAssertEqual(f.y, 58, accuracy: 1e-9)
        XCTAssertEqual(f.width, 53.6, accuracy: 1e-9)
        XCTAssertEqual(f.height, 50)
        XCTAssertEqual(grid.contentLength(crossLength: 300), 3 * 50 + 2 * 8)   // 12 items → 3 lines
    }

    func testFixedAndFlexibleMix() {
        let grid = LazyGridLayout(tracks: [GridItem(.fixed(100)), GridItem(.flexible())], itemLength: 44, count: 10)
        let t = grid.tracks(forCrossLength: 300)
        XCTAssertEqual(t.count, 2)
        XCTAssertEqual(t[0].offset, 0); XCTAssertEqual(t[0].length, 100)
        XCTAssertEqual(t[1].offset, 108); XCTAssertEqual(t[1].length, 192)

        // Flexible items share the rest in order; a bounded one takes its maximum.
        let g2 = LazyGridLayout(tracks: [GridItem(.flexible(maximum: 50)), GridItem(.flexible()), GridItem(.fixed(40), spacing: 0)],
                                itemLength: 10, count: 3)
        let t2 = g2.tracks(forCrossLength: 300)   // R = 300 − 40 − 16 = 244 → 50, then 194
        XCTAssertEqual(t2.map(\.length), [50, 194, 40])
        XCTAssertEqual(t2.map(\.offset), [0, 58, 260])

        // Crowded: a flexible item never goes below its minimum.
        let g3 = LazyGridLayout(tracks: [GridItem(.fixed(290)), GridItem(.flexible())], itemLength: 10, count: 2)
        XCTAssertEqual(g3.tracks(forCrossLength: 300)[1].length, 10)

        // Equal flexible columns with custom spacing.
        let g4 = LazyGridLayout(tracks: Array(repeating: GridItem(.flexible(), spacing: 10), count: 3), itemLength: 10, count: 3)
        XCTAssertEqual(g4.tracks(forCrossLength: 320).map(\.length), [100, 100, 100])
        XCTAssertEqual(g4.tracks(forCrossLength: 320).map(\.offset), [0, 110, 220])
    }

    func testFixedAdaptiveFixed() {
        let grid = LazyGridLayout(tracks: [GridItem(.fixed(80)), GridItem(.adaptive(minimum: 40)), GridItem(.fixed(60))],
                                  itemLength: 10, count: 50)
        let t = grid.tracks(forCrossLength: 300)
        // R = 300 − 140 − 16 = 144 → ⌊152/48⌋ = 3 items of (144 − 16)/3.
        XCTAssertEqual(t.count, 5)
        let each = 128.0 / 3
        XCTAssertEqual(t[1].offset, 88, accuracy: 1e-9)
        XCTAssertEqual(t[1].length, each, accuracy: 1e-9)
        XCTAssertEqual(t[3].offset, 88 + 2 * (each + 8), accuracy: 1e-9)
        XCTAssertEqual(t[4].offset, 240, accuracy: 1e-9)
        XCTAssertEqual(t[4].length, 60)
        // Adaptive maximum caps the item width.
        let capped = LazyGridLayout(tracks: [GridItem(.adaptive(minimum: 100, maximum: 120))], itemLength: 10, count: 1)
        XCTAssertEqual(capped.tracks(forCrossLength: 300).map(\.length), [120, 120])
        // Narrower than the minimum: one item filling the column.
        XCTAssertEqual(capped.tracks(forCrossLength: 60).map(\.length), [60])
    }

    func testVisibleRangeIndependentOfCount() {
        let tracks = Array(repeating: GridItem(), count: 3)
        let small = LazyGridLayout(tracks: tracks, itemLength: 100, count: 100)
        let huge = LazyGridLayout(tracks: tracks, itemLength: 100, count: 1_000_000)
        let a = small.visibleRange(crossLength: 390, visibleMin: 0, visibleMax: 800)
        let b = huge.visibleRange(crossLength: 390, visibleMin: 0, visibleMax: 800)
        XCTAssertEqual(a, b)
        // Lines 0…7 intersect 0..<800 (pitch 108), plus 1 line of overscan → 9 lines.
        XCTAssertEqual(a, 0..<27)
        // Far down the big grid: same number of items.
        let y = 200_000 * 108.0 + 30
        let c = huge.visibleRange(crossLength: 390, visibleMin: y, visibleMax: y + 800)
        XCTAssertEqual(c.count, 30)   // 8 lines + 1 overscan line on each side (none above line 0 at the top)
        XCTAssertEqual(c.lowerBound, (200_000 - 1) * 3)
        // Every item in the range intersects the extended viewport; neighbours outside don't.
        let r = huge.resolved(crossLength: 390)
        XCTAssertLessThan(r.frame(ofItem: c.lowerBound + 3).minY, y)
        XCTAssertGreaterThan(r.frame(ofItem: c.lowerBound + 3).maxY, y)
        // Clamped at the end and empty past the content.
        let end = huge.contentLength(crossLength: 390)
        XCTAssertEqual(huge.visibleRange(crossLength: 390, visibleMin: end - 50, visibleMax: end + 500).upperBound, 1_000_000)
        XCTAssertEqual(small.visibleRange(crossLength: 390, visibleMin: 1e9, visibleMax: 1e9 + 800, overscan: 0).count, 0)
        XCTAssertEqual(small.visibleRange(crossLength: 390, visibleMin: -1e300, visibleMax: 1e300), 0..<100)
        // A viewport inside the line spacing shows nothing without overscan.
        XCTAssertEqual(small.visibleRange(crossLength: 390, visibleMin: 101, visibleMax: 107, overscan: 0).count, 0)
    }

    func testVisibleRangeMatchesBruteForce() {
        let grid = LazyGridLayout(tracks: [GridItem(.fixed(30)), GridItem(.adaptive(minimum: 40))], lineSpacing: 5,
                                  itemLength: 37, count: 203)
        let r = grid.resolved(crossLength: 250)
        for start in stride(from: -50.0, through: 3200, by: 23.5) {
            let range = r.visibleRange(visibleMin: start, visibleMax: start + 300, overscan: 0)
            let expected = (0..<203).filter {
                let f = r.frame(ofItem: $0)
                return f.maxY > start && f.minY < start + 300
            }
            XCTAssertEqual(Array(range), expected, "at \(start)")
        }
    }

    func testFrameOfLastOfAMillion() {
        let grid = LazyGridLayout(tracks: Array(repeating: GridItem(), count: 3), itemLength: 100, count: 1_000_000)
        let f = grid.frame(ofItem: 999_999, crossLength: 316)   // 3 columns of 100
        XCTAssertEqual(f, Rect(0, 333_333 * 108, 100, 100))
        XCTAssertEqual(grid.contentLength(crossLength: 316), 333_334 * 100 + 333_333 * 8)
        XCTAssertEqual(grid.index(at: Point(50, 333_333 * 108 + 10), crossLength: 316), 999_999)
        XCTAssertNil(grid.index(at: Point(150, 333_333 * 108 + 10), crossLength: 316))   // past the last item
    }

    func testHorizontalGridWithOneFlexibleRow() {
        let grid = LazyGridLayout(tracks: [GridItem()], axis: .horizontal, itemLength: 80, count: 10)
        XCTAssertEqual(grid.tracks(forCrossLength: 200).map(\.length), [200])
        XCTAssertEqual(grid.frame(ofItem: 0, crossLength: 200), Rect(0, 0, 80, 200))
        XCTAssertEqual(grid.frame(ofItem: 3, crossLength: 200), Rect(3 * 88, 0, 80, 200))
        XCTAssertEqual(grid.contentLength(crossLength: 200), 10 * 80 + 9 * 8)
        XCTAssertEqual(grid.visibleRange(crossLength: 200, visibleMin: 100, visibleMax: 300, overscan: 0), 1..<4)
        XCTAssertEqual(grid.index(at: Point(3 * 88 + 5, 150), crossLength: 200), 3)
        XCTAssertNil(grid.index(at: Point(85, 150), crossLength: 200))   // in the spacing
        // Two rows: items go down the column first.
        let two = LazyGridLayout(tracks: [GridItem(), GridItem()], axis: .horizontal, lineSpacing: 4, itemLength: 50, count: 5)
        XCTAssertEqual(two.frame(ofItem: 1, crossLength: 208), Rect(0, 108, 50, 100))
        XCTAssertEqual(two.frame(ofItem: 2, crossLength: 208), Rect(54, 0, 50, 100))
    }

    func testIndexAtPoint() {
        let grid = LazyGridLayout(tracks: [GridItem(.adaptive(minimum: 50))], itemLength: 50, count: 12)
        XCTAssertEqual(grid.index(at: Point(1, 1), crossLength: 300), 0)
        XCTAssertEqual(grid.index(at: Point(61.6 * 2 + 1, 58 + 1), crossLength: 300), 7)
        XCTAssertNil(grid.index(at: Point(55, 10), crossLength: 300))     // column spacing
        XCTAssertNil(grid.index(at: Point(10, 53), crossLength: 300))     // line spacing
        XCTAssertNil(grid.index(at: Point(10, -1), crossLength: 300))
        XCTAssertNil(grid.index(at: Point(-1, 10), crossLength: 300))
        XCTAssertNil(grid.index(at: Point(200, 2 * 58 + 10), crossLength: 300))   // slot 13 ≥ count
        for i in 0..<12 {
            XCTAssertEqual(grid.index(at: grid.frame(ofItem: i, crossLength: 300).center, crossLength: 300), i)
        }
    }

    func testEmptyAndDegenerateGrids() {
        let none = LazyGridLayout(tracks: [], itemLength: 10, count: 10)
        XCTAssertEqual(none.contentLength(crossLength: 100), 0)
        XCTAssertEqual(none.visibleRange(crossLength: 100, visibleMin: 0, visibleMax: 100), 0..<0)
        XCTAssertNil(none.index(at: Point(1, 1), crossLength: 100))
        let zero = LazyGridLayout(tracks: [GridItem()], itemLength: 10, count: 0)
        XCTAssertEqual(zero.contentLength(crossLength: 100), 0)
        XCTAssertEqual(zero.visibleRange(crossLength: 100, visibleMin: 0, visibleMax: 100), 0..<0)
    }

    /// Queries anywhere in a million items answer the lines there, one line of overscan each
    /// way (what they cost is `bench grid --items 1000000`'s to report, not a test's).
    func testQueriesAnywhereInAMillionItemsAnswerTheLinesThere() {
        let grid = LazyGridLayout(tracks: [GridItem(.adaptive(minimum: 80))], itemLength: 80, count: 1_000_000)
        let columns = grid.tracks(forCrossLength: 1024).count
        XCTAssertGreaterThan(columns, 1)
        let length = grid.contentLength(crossLength: 1024)
        for i in 0..<10_000 {
            let y = Double(i) * (length - 900) / 10_000
            let range = grid.visibleRange(crossLength: 1024, visibleMin: y, visibleMax: y + 900)
            XCTAssertEqual(range.lowerBound % columns, 0, "whole lines")
            let top = grid.frame(ofItem: range.lowerBound, crossLength: 1024)
            let bottom = grid.frame(ofItem: range.upperBound - 1, crossLength: 1024)
            if range.lowerBound > 0 {
                XCTAssertLessThanOrEqual(top.maxY, y, "the line above the band, for overscan: \(range) at \(y)")
                XCTAssertGreaterThan(grid.frame(ofItem: range.lowerBound + columns, crossLength: 1024).maxY, y, "no more than one line above")
            }
            if range.upperBound < 1_000_000 {
                XCTAssertGreaterThanOrEqual(bottom.minY, y + 900, "the line below the band: \(range) at \(y)")
                XCTAssertLessThan(grid.frame(ofItem: range.upperBound - 1 - columns, crossLength: 1024).minY, y + 900, "no more than one line below")
            }
            XCTAssertEqual(grid.index(at: Point(top.midX, top.midY), crossLength: 1024), range.lowerBound)
        }
    }
}
