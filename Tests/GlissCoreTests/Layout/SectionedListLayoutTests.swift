import XCTest
import Foundation
import GlissCore

final class SectionedListLayoutTests: XCTestCase {
    // 6 sections × 100,000 rows.
    let big = SectionedListLayout(sectionCounts: Array(repeating: 100_000, count: 6), headerHeight: 30,
                                  rowHeight: 44, sectionSpacing: 10)
    let sectionPitch = 30.0 + 100_000 * 44 + 10

    func testContentHeightAndFrames() {
        XCTAssertEqual(big.sectionCount, 6)
        let expectedHeight: Double = 6 * 30 + 600_000 * 44 + 5 * 10
        XCTAssertEqual(big.contentHeight, expectedHeight)
        XCTAssertEqual(big.headerFrame(section: 0, width: 390), Rect(0, 0, 390, 30))
        XCTAssertEqual(big.headerFrame(section: 3, width: 390), Rect(0, 3 * sectionPitch, 390, 30))
        XCTAssertEqual(big.rowFrame(section: 0, row: 0, width: 390), Rect(0, 30, 390, 44))
        let lastRowY: Double = 5 * sectionPitch + 30 + 99_999 * 44
        XCTAssertEqual(big.rowFrame(section: 5, row: 99_999, width: 390), Rect(0, lastRowY, 390, 44))
        XCTAssertEqual(big.rowFrame(section: 5, row: 99_999, width: 390).maxY, big.contentHeight)
        XCTAssertEqual(big.sectionFrame(section: 2, width: 100), Rect(0, 2 * sectionPitch, 100, 30 + 4_400_000))
        XCTAssertEqual(big.frame(of: .row(1, 7), width: 10), big.rowFrame(section: 1, row: 7, width: 10))
        XCTAssertEqual(big.frame(of: .header(4), width: 10), big.headerFrame(section: 4, width: 10))
    }

    func testSectionAtY() {
        XCTAssertEqual(big.section(atY: 0), 0)
        XCTAssertEqual(big.section(atY: sectionPitch - 10 - 0.5), 0)
        XCTAssertEqual(big.section(atY: sectionPitch - 5), 0)          // spacing belongs to the section above
        XCTAssertEqual(big.section(atY: sectionPitch), 1)
        XCTAssertEqual(big.section(atY: 4 * sectionPitch + 12_345), 4)
        XCTAssertEqual(big.section(atY: big.contentHeight - 0.001), 5)
        XCTAssertNil(big.section(atY: big.contentHeight))
        XCTAssertNil(big.section(atY: -1))
        XCTAssertNil(SectionedListLayout(sectionCounts: [], headerHeight: 10, rowHeight: 10).section(atY: 0))
    }

    func testVisibleItemsAtTop() {
        let items = big.visibleItems(visibleMinY: 0, visibleMaxY: 800)
        // Header 0…30, rows start at 30: rows 0…17 start before 800; then 2 overscan rows.
        XCTAssertEqual(items.first, .header(0))
        XCTAssertEqual(items.count, 1 + 18 + 2)
        XCTAssertEqual(items.last, .row(0, 19))
        XCTAssertEqual(big.visibleItems(visibleMinY: 0, visibleMaxY: 800, overscan: 0).last, .row(0, 17))
    }

    func testVisibleItemsAcrossSectionBoundary() {
        let boundary = sectionPitch   // top of header(1)
        let items = big.visibleItems(visibleMinY: boundary - 100, visibleMaxY: boundary + 100, overscan: 1)
        // Visible: rows 99_997…99_999 of section 0 (row 99_997 ends at boundary − 98, the last
        // row at boundary − 10), header(1) and rows 0, 1 of section 1 (header ends at
        // boundary + 30, rows start at +30, +74); one overscan item on each side.
        XCTAssertEqual(items, [.row(0, 99_996), .row(0, 99_997), .row(0, 99_998), .row(0, 99_999), .header(1),
                               .row(1, 0), .row(1, 1), .row(1, 2)])
        // Starting exactly at a header: overscan goes back into the previous section.
        let atHeader = big.visibleItems(visibleMinY: 2 * sectionPitch, visibleMaxY: 2 * sectionPitch + 50)
        XCTAssertEqual(atHeader, [.row(1, 99_998), .row(1, 99_999), .header(2), .row(2, 0), .row(2, 1), .row(2, 2)])
        // Only the spacing is visible: nothing.
        XCTAssertEqual(big.visibleItems(visibleMinY: boundary - 9, visibleMaxY: boundary - 1), [])
        // Past the end / empty range: nothing.
        XCTAssertEqual(big.visibleItems(visibleMinY: big.contentHeight, visibleMaxY: big.contentHeight + 100), [])
        XCTAssertEqual(big.visibleItems(visibleMinY: 100, visibleMaxY: 100), [])
    }

    /// Deep inside, and anywhere: the items whose frames meet the band (what the queries cost
    /// is a benchmark's to report, not a test's).
    func testVisibleItemsDeepInsideAndAnywhere() {
        let y: Double = 3 * sectionPitch + 30 + 50_000 * 44 + 20
        let items = big.visibleItems(visibleMinY: y, visibleMaxY: y + 844, overscan: 0)
        XCTAssertEqual(items.first, .row(3, 50_000))
        XCTAssertEqual(items.count, 20)   // 50_000 (partly) … 50_019 (starts at y + 816)
        for i in 0..<20_000 {
            let y = Double(i) * big.contentHeight / 20_000
            let band = big.visibleItems(visibleMinY: y, visibleMaxY: y + 900, overscan: 0)
            XCTAssertFalse(band.isEmpty, "at \(y)")
            for item in [band.first!, band.last!] {
                let f = big.frame(of: item, width: 400)
                XCTAssertTrue(f.maxY > y && f.minY < y + 900, "\(item) at \(f) is outside \(y)…\(y + 900)")
            }
            XCTAssertLessThanOrEqual(band.count, 900 / 44 + 3, "at \(y): a band's rows and the headers in it")
        }
    }

    /// Cross-check against a brute-force scan on small layouts with empty sections,
    /// zero-height headers and varied spacing.
    func testVisibleItemsMatchBruteForce() {
        let layouts = [
            SectionedListLayout(sectionCounts: [0, 3, 0, 2, 5, 0], headerHeight: 20, rowHeight: 15, sectionSpacing: 7),
            SectionedListLayout(sectionCounts: [2, 0, 0, 4], headerHeight: 0, rowHeight: 10, sectionSpacing: 0),
            SectionedListLayout(sectionCounts: [1, 1, 1], headerHeight: 12, rowHeight: 33, sectionSpacing: 3),
        ]
        for list in layouts {
            var all: [ListItemIndex] = []
            for s in 0..<list.sectionCount {
                all.append(.header(s))
                for r in 0..<list.sectionCounts[s] { all.append(.row(s, r)) }
            }
            func visible(_ lo: Double, _ hi: Double) -> [Int] {
                all.indices.filter {
                    let f = list.frame(of: all[$0], width: 1)
                    return f.height > 0 ? (f.maxY > lo && f.minY < hi) : (f.minY >= lo && f.minY < hi)
                }
            }
            for lo in stride(from: -20.0, through: list.contentHeight + 10, by: 1.5) {
                for height in [1.0, 9.5, 40, 400] {
                    let v = visible(lo, lo + height)
                    for overscan in [0, 1, 3] {
                        let got = list.visibleItems(visibleMinY: lo, visibleMaxY: lo + height, overscan: overscan)
                        guard let first = v.first, let last = v.last else {
                            XCTAssertEqual(got, [], "\(lo) \(height)")
                            continue
                        }
                        let expected = all[max(0, first - overscan)...min(all.count - 1, last + overscan)]
                        XCTAssertEqual(got, Array(expected), "\(list.sectionCounts) lo \(lo) h \(height) overscan \(overscan)")
                    }
                }
            }
        }
    }
}
