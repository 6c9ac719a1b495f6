import XCTest
import Foundation
@testable import GlissCore

/// `scrollTo` on a lazy item never built: index arithmetic where it can (index keys,
/// sectioned headers), a scan that gives up on a stop request otherwise.
final class LazyKeyLookupTests: XCTestCase {
    func testIndexKeysAreFoundWithoutCallingTheKeyForOtherItems() {
        var calls = 0
        let keyBits: (Int) -> UInt64 = { calls += 1; return $0.identityBits }
        XCTAssertEqual(LazyKeyLookup.index(of: 987_654_321.identityBits, count: 1_000_000_000, keyBits: keyBits, indexOfKey: nil, stopRequested: { false }), 987_654_321)
        XCTAssertEqual(calls, 1, "one candidate checked, no scan")
        XCTAssertNil(LazyKeyLookup.index(of: (-5).identityBits, count: 10, keyBits: keyBits, indexOfKey: nil, stopRequested: { false }))
    }

    func testOtherKeysAreScannedAndTheScanStopsWhenAsked() {
        // Keys are a permutation: item i has key count - 1 - i.
        let count = 1000
        XCTAssertEqual(LazyKeyLookup.index(of: 10.identityBits, count: count, keyBits: { (count - 1 - $0).identityBits }, indexOfKey: nil, stopRequested: { false }), 989)
        var checked = 0
        XCTAssertNil(LazyKeyLookup.index(of: "absent".identityBits, count: 1 << 40, keyBits: { checked += 1; return ("k" + String($0)).identityBits }, indexOfKey: nil, stopRequested: { true }))
        XCTAssertLessThanOrEqual(checked, LazyKeyLookup.pollInterval + 1, "gave up after one chunk")
    }

    /// The devices demo at `--rows 10000000` (650 million rows): a click on the index scrolls
    /// to a section header never built. Before, the scan hashed every row (> 60 s).
    func testScrollToAHeaderOfAHugeSectionedListIsIndexMath() {
        let titles = ["A", "B", "C"]
        let placement = SectionedListPlacement(counts: [300_000_000, 300_000_000, 50_000_000], headerHeight: 66, rowHeight: 53)
        var proxy: ScrollProxy?
        var keysAsked = 0
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            ui.scroll(.vertical, id: "list", spacing: 0) {
                ui.lazySectionedList(placement, sectionKey: { keysAsked += 1; return titles[$0] }, header: { ui.text(titles[$0]) },
                                     row: { s, r in ui.text("\(s).\(r)") })
            }.frame(width: 400, height: 600)
        }
        h.frame()
        keysAsked = 0
        proxy?.scrollTo("C", anchor: .top)
        h.frame()
        // A scan asks every row's key (650 million); index math a section's, and the rows shown.
        XCTAssertLessThan(keysAsked, 1_000)
        XCTAssertEqual(proxy?.offset ?? 0, placement.frame(of: placement.index(section: 2, row: nil), width: 400).minY, accuracy: 1)
    }
}
