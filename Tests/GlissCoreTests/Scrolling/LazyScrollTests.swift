import XCTest
import GlissCore

/// Lazy containers in scroll views: they build only what is visible, and scrollTo reaches
/// items never built.
final class LazyScrollTests: XCTestCase {
    private final class LazyGridFixture {
        var proxy: ScrollProxy?
        var built: [Int] = []
        let h: CoreHarness
        init(count: Int) {
            var me: LazyGridFixture?
            h = CoreHarness(width: 400, height: 600) { ui in
                me?.built = []
                me?.proxy = ui.scrollProxy("grid")
                ui.scroll(id: "grid") {
                    ui.lazyVGrid(columns: [GridItem(), GridItem(), GridItem()], itemHeight: 50, count: count,
                                 key: { $0 }) { _, i in
                        me?.built.append(i)
                        ui.rectangle(fill: .gray).accessibility(role: .image, label: "Item \(i)")
                    }
                }.frame(width: 300, height: 400)
            }
            me = self
            h.frame()
        }
        var items: [InspectorNode] { h.nodes(prefix: "Item ") }
    }

    func testLazyGridBuildsOnlyVisibleItemsOnTheFirstFrame() {
        let f = LazyGridFixture(count: 1_000_000)
        // The scroll view is at (50, 100) 300×400; rows of 50 every 58 → 7 rows visible.
        XCTAssertEqual(Set(f.items.map(\.label)), Set((0..<21).map { "Item \($0)" }))
        XCTAssertFalse(f.built.isEmpty)
        XCTAssertLessThanOrEqual(f.built.count, 30)
        ctAssertRect(f.h.node("Item 4")?.frame, Rect(50 + (300 - 16) / 3 + 8, 158, (300 - 16) / 3, 50), accuracy: 1e-9)
    }

    func testScrollToNeverBuiltItemOfMillionItemLazyGrid() {
        let f = LazyGridFixture(count: 1_000_000)
        XCTAssertFalse(f.built.contains(900_000))
        var everBuilt = Set(f.built)
        f.proxy?.scrollTo(900_000, anchor: .top)
        f.h.frame()
        everBuilt.formUnion(f.built)
        // Item 900000 is row 300000, column 0: content y 300000·58.
        XCTAssertEqual(f.proxy?.offset ?? -1, 300_000 * 58, accuracy: 1e-6)
        guard let item = f.h.node("Item 900000") else { return XCTFail("item 900000 not visible") }
        ctAssertRect(item.frame, Rect(50, 100, (300 - 16) / 3, 50), accuracy: 1e-6)
        XCTAssertLessThanOrEqual(f.built.count, 30, "still only the visible items are built")
        XCTAssertTrue(f.items.allSatisfy { $0.frame.intersects(Rect(50, 100, 300, 400)) })

        // Centre anchor on another never-built item.
        f.proxy?.scrollTo(600_001, anchor: .center)
        f.h.frame()
        guard let other = f.h.node("Item 600001") else { return XCTFail("item 600001 not visible") }
        XCTAssertEqual(other.frame.midY, 300, accuracy: 1e-6)
        XCTAssertFalse(everBuilt.contains(600_001))
    }

    func testBuiltItemCountDoesNotDependOnItemCount() {
        let small = LazyGridFixture(count: 100)
        let large = LazyGridFixture(count: 1_000_000)
        XCTAssertEqual(small.built.count, large.built.count)
        XCTAssertEqual(small.h.list.count, large.h.list.count, "same draw list size")
        XCTAssertEqual(small.items.map(\.frame), large.items.map(\.frame))
        // Also after scrolling to the same place.
        small.proxy?.scrollTo(60, anchor: .top)
        large.proxy?.scrollTo(60, anchor: .top)
        small.h.frame()
        large.h.frame()
        XCTAssertEqual(small.built.count, large.built.count)
        XCTAssertEqual(small.items.map(\.label), large.items.map(\.label))
        XCTAssertLessThan(small.built.count, 100, "the small grid is not fully built either")
    }

    func testLazyGridBuildsNewItemsWhenWheeled() {
        let f = LazyGridFixture(count: 10_000)
        f.h.frame([.pointerMove(Point(200, 300)), .wheel(dx: 0, dy: 580, modifiers: [])])
        for _ in 0..<30 { f.h.frame() }
        XCTAssertEqual(f.proxy?.offset ?? -1, 580, accuracy: 1e-9)
        // Row 10 (items 30…32) is now at the top.
        XCTAssertEqual(f.h.node("Item 30")?.frame.minY ?? -1, 100, accuracy: 1e-9)
        XCTAssertNil(f.h.node("Item 0"))
        XCTAssertFalse(f.built.contains(0))
    }

    func testScrollToNeverBuiltRowOfMillionItemSectionedList() {
        let placement = SectionedListPlacement(counts: Array(repeating: 999, count: 1000),
                                               headerHeight: 30, rowHeight: 44)
        XCTAssertEqual(placement.count, 1_000_000)
        var proxy: ScrollProxy?
        var built = 0
        var builtLabels = Set<String>()
        let h = CoreHarness(width: 400, height: 600) { ui in
            built = 0
            proxy = ui.scrollProxy("devices")
            ui.scroll(id: "devices") {
                ui.lazySectionedList(placement, sectionKey: { $0 }, header: { s in
                    built += 1; builtLabels.insert("Header \(s)")
                    ui.rectangle(fill: .gray).accessibility(role: .text, label: "Header \(s)")
                }, row: { s, r in
                    built += 1; builtLabels.insert("Row \(s).\(r)")
                    ui.rectangle(fill: .blue).accessibility(role: .text, label: "Row \(s).\(r)")
                })
            }.frame(width: 300, height: 400)
        }
        h.frame()
        let builtAtTop = built
        XCTAssertNotNil(h.node("Header 0"))
        XCTAssertFalse(builtLabels.contains("Header 900"))

        proxy?.scrollTo(900, anchor: .top)                       // a section header
        h.frame()
        ctAssertRect(h.node("Header 900")?.frame, Rect(50, 100, 300, 30), accuracy: 1e-6)
        // The same rows fit the viewport anywhere in the list (plus the overscan above it).
        XCTAssertLessThanOrEqual(built, builtAtTop + 4, "\(built) built here vs \(builtAtTop) at the top")

        XCTAssertFalse(builtLabels.contains("Row 950.500"))
        proxy?.scrollTo(ListItemKey(section: 950, row: 500), anchor: .center)   // a row
        h.frame()
        guard let row = h.node("Row 950.500") else { return XCTFail("row not visible") }
        XCTAssertEqual(row.frame.midY, 300, accuracy: 1e-6)
        XCTAssertEqual(row.frame.height, 44, accuracy: 1e-9)
    }

    func testLazyGridBelowOtherContentInTheSameScrollView() {
        var proxy: ScrollProxy?
        var built: [Int] = []
        let h = CoreHarness(width: 400, height: 600) { ui in
            built = []
            proxy = ui.scrollProxy("g")
            ui.scroll(id: "g") {
                ui.rectangle(fill: .red).frame(width: 300, height: 300)
                ui.lazyVGrid(columns: [GridItem(), GridItem(), GridItem()], itemHeight: 50, count: 1000,
                             key: { $0 }) { _, i in
                    built.append(i)
                    ui.rectangle(fill: .gray).accessibility(role: .image, label: "Item \(i)")
                }
            }.frame(width: 300, height: 400)
        }
        h.frame()
        // The grid starts 308 below the viewport top (100): rows at 408 and 466 are visible.
        XCTAssertEqual(h.nodes(prefix: "Item ").map(\.label), (0..<6).map { "Item \($0)" })
        XCTAssertEqual(h.node("Item 3")?.frame.minY ?? -1, 466, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(built.count, 9)
        // Item 300 is row 100 of the grid: 300 + 8 + 100·58 into the content.
        proxy?.scrollTo(300, anchor: .top)
        h.frame()
        XCTAssertEqual(proxy?.offset ?? -1, 308 + 5800, accuracy: 1e-9)
        XCTAssertEqual(h.node("Item 300")?.frame.minY ?? -1, 100, accuracy: 1e-9)
    }

    func testLazyGridFollowsChangedColumnsAndCount() {
        // A grid keeps its placement (and resolved tracks) from frame to frame while nothing
        // about it changes; a change of columns or count must show in the very next frame.
        var columns = [GridItem(), GridItem()]
        var count = 10
        var proxy: ScrollProxy?
        let h = CoreHarness(width: 400, height: 600) { ui in
            proxy = ui.scrollProxy("g")
            ui.scroll(id: "g") {
                ui.lazyVGrid(columns: columns, spacing: 0, itemHeight: 50, count: count, key: { $0 }) { _, i in
                    ui.rectangle(fill: .gray).accessibility(role: .image, label: "Item \(i)")
                }
            }.frame(width: 300, height: 400)
        }
        h.frame()
        h.frame()
        // Two columns 146 wide (8 between): item 2 starts row 1.
        ctAssertRect(h.node("Item 2")?.frame, Rect(50, 150, 146, 50), accuracy: 1e-9)
        XCTAssertEqual(proxy?.contentLength ?? -1, 250, accuracy: 1e-9)
        columns = [GridItem(.fixed(100)), GridItem(.fixed(100)), GridItem(.fixed(50))]
        h.frame()
        ctAssertRect(h.node("Item 2")?.frame, Rect(50 + 216, 100, 50, 50), accuracy: 1e-9)
        XCTAssertEqual(proxy?.contentLength ?? -1, 200, accuracy: 1e-9)
        count = 4
        h.frame()
        XCTAssertEqual(proxy?.contentLength ?? -1, 100, accuracy: 1e-9)
        XCTAssertNil(h.node("Item 4"))
    }

    func testScrollToReachesTheSecondOfTwoLazyGridsInOneScrollView() {
        var proxy: ScrollProxy?
        let h = CoreHarness(width: 400, height: 600) { ui in
            proxy = ui.scrollProxy("g")
            ui.scroll(id: "g", spacing: 0) {
                ui.lazyVGrid(columns: [GridItem()], spacing: 0, itemHeight: 50, count: 100, id: "a",
                             key: { "a\($0)" }) { _, i in
                    ui.rectangle(fill: .gray).accessibility(role: .image, label: "A \(i)")
                }
                ui.lazyVGrid(columns: [GridItem()], spacing: 0, itemHeight: 50, count: 100, id: "b",
                             key: { "b\($0)" }) { _, i in
                    ui.rectangle(fill: .gray).accessibility(role: .image, label: "B \(i)")
                }
            }.frame(width: 300, height: 400)
        }
        h.frame()
        XCTAssertNil(h.node("B 40"))
        // B 40 is 100 rows of A and 40 of B into the content.
        proxy?.scrollTo("b40", anchor: .top)
        h.frame()
        XCTAssertEqual(proxy?.offset ?? -1, 140 * 50, accuracy: 1e-9)
        XCTAssertEqual(h.node("B 40")?.frame.minY ?? -1, 100, accuracy: 1e-9)
        proxy?.scrollTo("a7", anchor: .top)
        h.frame()
        XCTAssertEqual(h.node("A 7")?.frame.minY ?? -1, 100, accuracy: 1e-9)
    }

    func testScrollToNeverBuiltItemOfLazyHGrid() {
        var proxy: ScrollProxy?
        var built = Set<Int>()
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("dock")
            ui.scroll(.horizontal, id: "dock") {
                ui.lazyHGrid(rows: [GridItem()], itemWidth: 100, count: 100_000, key: { $0 }) { _, i in
                    built.insert(i)
                    ui.rectangle(fill: .gray).accessibility(role: .image, label: "Tile \(i)")
                }
            }.frame(width: 300, height: 100)
        }
        h.frame()
        XCTAssertEqual(h.nodes(prefix: "Tile ").map(\.label), ["Tile 0", "Tile 1", "Tile 2"])
        XCTAssertFalse(built.contains(90_000))
        // No anchor: the minimum scroll puts its trailing edge on the viewport's (x 350).
        proxy?.scrollTo(90_000)
        h.frame()
        XCTAssertEqual(proxy?.offset ?? -1, 90_000 * 108 + 100 - 300, accuracy: 1e-6)
        ctAssertRect(h.node("Tile 90000")?.frame, Rect(250, 100, 100, 100), accuracy: 1e-6)
    }

    func testAdaptiveGridColumnsFollowTheWindowWidth() {
        let h = CoreHarness(width: 300, height: 300) { ui in
            ui.scroll(id: "g") {
                ui.lazyVGrid(columns: [GridItem(.adaptive(minimum: 50))], itemHeight: 50, count: 1000,
                             key: { $0 }) { _, i in
                    ui.rectangle(fill: .gray).accessibility(role: .image, label: "Item \(i)")
                }
            }.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        h.frame()
        // The reference example: adaptive(50) at W = 300 → 5 items of 53.6.
        ctAssertRect(h.node("Item 1")?.frame, Rect(61.6, 0, 53.6, 50), accuracy: 1e-9)
        ctAssertRect(h.node("Item 5")?.frame, Rect(0, 58, 53.6, 50), accuracy: 1e-9)
        // 400 wide: ⌊408/58⌋ = 7 columns of (400 − 48)/7, in the very frame of the resize.
        h.frame([.resize(Size(400, 300))])
        let w = (400.0 - 48) / 7
        ctAssertRect(h.node("Item 6")?.frame, Rect(6 * (w + 8), 0, w, 50), accuracy: 1e-9)
        ctAssertRect(h.node("Item 7")?.frame, Rect(0, 58, w, 50), accuracy: 1e-9)
        XCTAssertEqual(h.nodes(prefix: "Item ").count, 42, "6 visible rows of 7")
    }
}
