import XCTest
import GlissCore

/// Scroll views: wheel, drag with rubber band and momentum, programmatic scrollTo, and
/// lazy containers that build only what is visible.
///
/// Standard fixture: a 200×100 scroll view centred in a 400×300 window, i.e. at (100, 100);
/// rows 40 high, 8 apart, so row i spans content y 48i…48i+40.
final class ScrollTests: XCTestCase {
    typealias S = CTSwatch

    private final class Fixture {
        var proxy: ScrollProxy?
        var tapped: [Int] = []
        let h: CoreHarness
        init(rows: Int = 10, width: Double = 400, height: Double = 300) {
            var me: Fixture?
            h = CoreHarness(width: width, height: height) { ui in
                me?.proxy = ui.scrollProxy("list")
                ui.scroll(id: "list") {
                    for i in 0..<rows {
                        ui.button("Row \(i)") { me?.tapped.append(i) }.frame(width: 200, height: 40)
                    }
                }.frame(width: 200, height: 100)
            }
            me = self
            h.frame()
        }
        var offset: Double { proxy?.offset ?? .nan }
        func rowY(_ i: Int) -> Double? { h.node("Row \(i)")?.frame.minY }
    }

    func testFixtureMeasuresContentAndViewport() {
        let f = Fixture()
        XCTAssertEqual(f.proxy?.contentLength ?? 0, 472, accuracy: 1e-9)   // 10·40 + 9·8
        XCTAssertEqual(f.proxy?.viewportLength ?? 0, 100, accuracy: 1e-9)
        XCTAssertEqual(f.rowY(0) ?? -1, 100, accuracy: 1e-9)
        XCTAssertEqual(f.rowY(1) ?? -1, 148, accuracy: 1e-9)
        XCTAssertNil(f.h.node("Row 3"))
    }

    // MARK: Wheel

    func testWheelScrollsSmoothlyAndClampsAtBothEnds() {
        let f = Fixture()
        let p = Point(200, 150)
        f.h.frame([.pointerMove(p), .wheel(dx: 0, dy: 50, modifiers: [])])
        let t0 = f.h.time
        f.h.run(until: t0 + 0.1)
        XCTAssertGreaterThan(f.offset, 0, "the wheel eases, it has started")
        XCTAssertLessThan(f.offset, 50, "the wheel eases, it has not arrived")
        f.h.run(until: t0 + 0.25)
        XCTAssertEqual(f.offset, 50, accuracy: 1e-9)
        XCTAssertEqual(f.rowY(1) ?? -1, 148 - 50, accuracy: 1e-9)

        // Far past the end: clamps to content − viewport = 372.
        f.h.frame([.wheel(dx: 0, dy: 5000, modifiers: [])])
        var maxSeen = 0.0
        for _ in 0..<30 { f.h.frame(); maxSeen = max(maxSeen, f.offset) }
        XCTAssertEqual(f.offset, 372, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(maxSeen, 372 + 1e-9, "the wheel never overshoots the end")
        XCTAssertNotNil(f.h.node("Row 9"))

        // Far before the start: clamps to 0.
        f.h.frame([.wheel(dx: 0, dy: -5000, modifiers: [])])
        for _ in 0..<30 { f.h.frame() }
        XCTAssertEqual(f.offset, 0, accuracy: 1e-9)
    }

    func testWheelOutsideTheScrollViewDoesNothing() {
        let f = Fixture()
        f.h.frame([.pointerMove(Point(20, 20)), .wheel(dx: 0, dy: 50, modifiers: [])])
        for _ in 0..<30 { f.h.frame() }
        XCTAssertEqual(f.offset, 0)
    }

    func testShiftWheelScrollsAHorizontalScrollView() {
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("h")
            ui.scroll(.horizontal, id: "h") {
                for i in 0..<10 { ui.rectangle(fill: S.a).frame(width: 60, height: 60).accessibility(role: .image, label: "Tile \(i)") }
            }.frame(width: 200, height: 60)
        }
        h.frame()
        h.frame([.pointerMove(Point(200, 150)), .wheel(dx: 0, dy: 40, modifiers: [])])
        for _ in 0..<30 { h.frame() }
        XCTAssertEqual(proxy?.offset ?? -1, 0, "a vertical wheel does not scroll a horizontal view")
        h.frame([.wheel(dx: 0, dy: 40, modifiers: .shift)])
        for _ in 0..<30 { h.frame() }
        XCTAssertEqual(proxy?.offset ?? -1, 40, accuracy: 1e-9)
        XCTAssertEqual(h.node("Tile 1")?.frame.minX ?? -1, 100 + 68 - 40, accuracy: 1e-9)
    }

    // MARK: Drag, rubber band, momentum

    func testDragPastTheTopRubberBandsAndSpringsBack() {
        let f = Fixture()
        // Drag down by 50 at the top: 50 pt of overdrag in a 100 pt viewport.
        f.h.frame([.pointerMove(Point(200, 130)), .pointerDown(Point(200, 130), .left)])
        f.h.frame([.pointerMove(Point(200, 140))])
        f.h.frame([.pointerMove(Point(200, 180))])
        let banded = -ScrollPhysics.rubberBand(offset: 50, dimension: 100)
        XCTAssertEqual(f.offset, banded, accuracy: 1e-9)
        XCTAssertEqual(f.offset, -21.5686, accuracy: 1e-3, "drawn less far than the 50 pt overdrag")
        XCTAssertEqual(f.rowY(0) ?? -1, 100 - banded, accuracy: 1e-9, "content is drawn where the band says")
        // Release: springs back to 0 without overshooting past it.
        f.h.frame([.pointerUp(Point(200, 180), .left)])
        let t0 = f.h.time
        var previous = f.offset
        XCTAssertLessThan(previous, -1, "released from the banded position, not snapped")
        while f.h.time < t0 + 1.5 {
            f.h.frame()
            XCTAssertGreaterThanOrEqual(f.offset, previous - 1e-9, "moves monotonically back")
            XCTAssertLessThanOrEqual(f.offset, 1e-9, "does not overshoot the bound")
            previous = f.offset
        }
        XCTAssertEqual(f.offset, 0, accuracy: 1e-6)
        XCTAssertEqual(f.rowY(0) ?? -1, 100, accuracy: 1e-6)
        XCTAssertTrue(f.h.ui.isIdle)
    }

    func testDragPastTheBottomRubberBands() {
        let f = Fixture()
        f.proxy?.scrollTo("Row 9", anchor: .bottom)
        f.h.frame()
        XCTAssertEqual(f.offset, 372, accuracy: 1e-9)
        f.h.frame([.pointerMove(Point(200, 180)), .pointerDown(Point(200, 180), .left)])
        f.h.frame([.pointerMove(Point(200, 170))])
        f.h.frame([.pointerMove(Point(200, 100))])   // 80 up: 80 pt past the end
        let over = f.offset - 372
        XCTAssertGreaterThan(over, 0)
        XCTAssertLessThan(over, 80)
        XCTAssertEqual(over, ScrollPhysics.rubberBand(offset: 80, dimension: 100), accuracy: 1e-9)
        f.h.frame([.pointerUp(Point(200, 100), .left)])
        for _ in 0..<120 { f.h.frame() }
        XCTAssertEqual(f.offset, 372, accuracy: 1e-6)
    }

    func testMomentumContinuesAfterFastRelease() {
        let f = Fixture(rows: 100)
        // 15 pt up per 1/64 s frame = 960 pt/s, released in the frame of the last move.
        let start = Point(200, 190)
        let points = (1...8).map { Point(200, 190 - 15 * Double($0)) }
        f.h.drag(from: start, through: points)
        let released = f.offset
        XCTAssertEqual(released, 120, accuracy: 1e-9)
        let t0 = f.h.time
        f.h.run(until: t0 + 0.25)
        // v0·(1 − e^(k t))/|k| with k = 1000·ln 0.998 ≈ −2.002: ≈ 188.7 pt after 0.25 s.
        XCTAssertEqual(f.offset - released, 960 * (1 - exp(1000 * log(0.998) * 0.25)) / (-1000 * log(0.998)), accuracy: 3)
        var previous = f.offset
        var stoppedAt: Double?
        while f.h.time < t0 + 4 {
            f.h.frame()
            XCTAssertGreaterThanOrEqual(f.offset, previous - 1e-9)
            if f.offset == previous && stoppedAt == nil { stoppedAt = f.h.time }
            previous = f.offset
        }
        // It stops when the speed falls under 10 pt/s: (960 − 10)/2.002 ≈ 474.5 pt after release.
        XCTAssertEqual(f.offset - released, (960 - 10) / (-1000 * log(0.998)), accuracy: 6)
        XCTAssertNotNil(stoppedAt)
        XCTAssertTrue(f.h.ui.isIdle, "nothing animates once momentum has stopped")
    }

    func testSlowReleaseHasNoMomentum() {
        let f = Fixture(rows: 100)
        f.h.frame([.pointerMove(Point(200, 190)), .pointerDown(Point(200, 190), .left)])
        f.h.frame([.pointerMove(Point(200, 170))])
        f.h.frame([.pointerMove(Point(200, 150))])
        // Rest for 0.2 s before releasing: velocity over the last 100 ms is 0.
        f.h.run(until: f.h.time + 0.2)
        f.h.frame([.pointerUp(Point(200, 150), .left)])
        let released = f.offset
        XCTAssertEqual(released, 40, accuracy: 1e-9)
        for _ in 0..<60 { f.h.frame() }
        XCTAssertEqual(f.offset, released)
    }

    // MARK: scrollTo

    func testScrollToWithoutAnchorScrollsTheMinimumAmount() {
        let f = Fixture()
        f.proxy?.scrollTo("Row 5")          // below: its bottom meets the viewport's bottom
        f.h.frame()
        XCTAssertEqual(f.offset, 180, accuracy: 1e-9)
        XCTAssertEqual(f.h.node("Row 5")?.frame.maxY ?? -1, 200, accuracy: 1e-9)
        f.proxy?.scrollTo("Row 4")          // 192…232 is inside 180…280: no move
        f.h.frame()
        XCTAssertEqual(f.offset, 180, accuracy: 1e-9)
        f.proxy?.scrollTo("Row 1")          // above: its top meets the viewport's top
        f.h.frame()
        XCTAssertEqual(f.offset, 48, accuracy: 1e-9)
        XCTAssertEqual(f.rowY(1) ?? -1, 100, accuracy: 1e-9)
    }

    func testScrollToAnchorsTopCenterBottom() {
        let f = Fixture()
        f.proxy?.scrollTo("Row 5", anchor: .top)
        f.h.frame()
        XCTAssertEqual(f.offset, 240, accuracy: 1e-9)
        XCTAssertEqual(f.rowY(5) ?? -1, 100, accuracy: 1e-9)

        f.proxy?.scrollTo("Row 5", anchor: .center)
        f.h.frame()
        XCTAssertEqual(f.offset, 210, accuracy: 1e-9)
        XCTAssertEqual(f.h.node("Row 5")?.frame.midY ?? -1, 150, accuracy: 1e-9)

        f.proxy?.scrollTo("Row 5", anchor: .bottom)
        f.h.frame()
        XCTAssertEqual(f.offset, 180, accuracy: 1e-9)
        XCTAssertEqual(f.h.node("Row 5")?.frame.maxY ?? -1, 200, accuracy: 1e-9)

        // An anchor that would scroll past the end is clamped.
        f.proxy?.scrollTo("Row 9", anchor: .top)
        f.h.frame()
        XCTAssertEqual(f.offset, 372, accuracy: 1e-9)
        f.proxy?.scrollTo("Row 0", anchor: .bottom)
        f.h.frame()
        XCTAssertEqual(f.offset, 0, accuracy: 1e-9)
    }

    func testScrollToUnknownIDDoesNothing() {
        let f = Fixture()
        f.proxy?.scrollTo("Row 3", anchor: .top)
        f.h.frame()
        f.proxy?.scrollTo("No such row", anchor: .top)
        f.h.frame()
        XCTAssertEqual(f.offset, 144, accuracy: 1e-9)
        // Reported once, naming the id and the scroll view (issue #16).
        XCTAssertEqual(f.h.ui.warnings, ["scrollTo(\"No such row\"): no view or lazy item with this id in scroll view \"list\""])
    }

    func testAnimatedScrollToMovesGraduallyFromAnAction() {
        var proxy: ScrollProxy?
        var offsets: [Double] = []
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                // The proxy is asked for in the scope the scroll view is built in.
                let p = ui.scrollProxy("list")
                proxy = p
                ui.button("Go") { ui.withAnimation(.linear(duration: 1)) { p.scrollTo("Row 5", anchor: .top) } }
                ui.scroll(id: "list") {
                    for i in 0..<10 { ui.text("Row \(i)", id: "Row \(i)").frame(width: 200, height: 40) }
                }.frame(width: 200, height: 100)
            }
        }
        h.frame()
        let t0 = h.click("Go")
        XCTAssertEqual(proxy?.offset ?? -1, 0, accuracy: 1e-9, "starts where it was")
        while h.time < t0 + 1.25 {
            h.frame()
            offsets.append(proxy?.offset ?? .nan)
        }
        XCTAssertTrue(zip(offsets, offsets.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "monotonic")
        XCTAssertEqual(offsets.last ?? -1, 240, accuracy: 1e-9)
        let maxStep = zip(offsets, offsets.dropFirst()).map { $1 - $0 }.max() ?? 0
        XCTAssertLessThan(maxStep, 240.0 / 64 + 1e-6, "no frame moves more than the linear rate allows")

        // Exact midpoint on a fresh run.
        let h2 = CoreHarness(h.body)
        h2.frame()
        let s0 = h2.click("Go")
        h2.run(until: s0 + 0.5)
        XCTAssertEqual(proxy?.offset ?? -1, 120, accuracy: 1e-6)
    }

    func testScrollToOutsideAnimationJumps() {
        let f = Fixture()
        f.proxy?.scrollTo("Row 5", anchor: .top)
        f.h.frame()
        XCTAssertEqual(f.offset, 240, accuracy: 1e-9)
        XCTAssertFalse(f.h.ui.animating)
    }

    /// Ten 40-point rows in a 100-point scroll view, scrolled to the end; `rows` shrinks them.
    private final class ShrinkingList {
        var rows = 10
        var proxy: ScrollProxy?
        var h: CoreHarness!
        init() {
            h = CoreHarness { [unowned self] ui in
                proxy = ui.scrollProxy("list")
                ui.scroll(id: "list") {
                    for i in 0..<rows { ui.text("Row \(i)", id: "Row \(i)").frame(width: 200, height: 40) }
                }.frame(width: 200, height: 100)
            }
            h.frame()
            proxy?.scrollTo("Row 9", anchor: .bottom)
            h.frame()
        }
    }

    func testContentShrinkingKeepsOffsetValid() {
        let f = ShrinkingList()
        XCTAssertEqual(f.proxy?.offset ?? -1, 372, accuracy: 1e-9)
        f.rows = 4      // 4·40 + 3·8 = 184 → max offset 84
        f.h.frame()
        // (The very frame of the change: testShrinkingContentIsDrawnWithAValidOffsetInTheSameFrame.)
        f.h.frame()
        XCTAssertEqual(f.proxy?.offset ?? -1, 84, accuracy: 1e-9)
        XCTAssertNotNil(f.h.node("Row 3"))
    }

    // MARK: Lazy containers

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

    func testNestedScrollViewsRouteDragsByDirection() {
        var outer: ScrollProxy?
        var inner: ScrollProxy?
        let h = CoreHarness { ui in
            outer = ui.scrollProxy("outer")
            inner = ui.scrollProxy("inner")
            ui.scroll(id: "outer") {
                ui.scroll(.horizontal, id: "inner") {
                    for i in 0..<10 { ui.rectangle(fill: .gray).frame(width: 100, height: 80).accessibility(role: .image, label: "Tile \(i)") }
                }.frame(width: 300, height: 80)
                for i in 0..<10 { ui.text("Row \(i)").frame(width: 300, height: 40) }
            }.frame(width: 300, height: 200)
        }
        h.frame()
        // The inner (horizontal) scroll view is at (50, 50) 300×80.
        h.frame([.pointerMove(Point(200, 90)), .pointerDown(Point(200, 90), .left)])
        h.frame([.pointerMove(Point(180, 91))])
        h.frame([.pointerMove(Point(140, 92))])
        XCTAssertEqual(inner?.offset ?? -1, 60, accuracy: 1e-9, "a horizontal drag scrolls the inner view")
        XCTAssertEqual(outer?.offset ?? -1, 0, accuracy: 1e-9)
        h.run(until: h.time + 0.2)                  // rest, so the release has no momentum
        h.frame([.pointerUp(Point(140, 92), .left)])
        let innerAfter = inner?.offset ?? -1

        h.frame([.pointerMove(Point(200, 90)), .pointerDown(Point(200, 90), .left)])
        h.frame([.pointerMove(Point(201, 70))])
        h.frame([.pointerMove(Point(202, 40))])
        XCTAssertEqual(outer?.offset ?? -1, 50, accuracy: 1e-9, "a vertical drag on the inner view scrolls the outer one")
        XCTAssertEqual(inner?.offset ?? -1, innerAfter, accuracy: 1e-9)
        h.frame([.pointerUp(Point(202, 40), .left)])
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

    // MARK: Regressions (engine bugs these tests found; the fixes they guard)

    /// The first frame after a scroll view's content shrinks is drawn with the old offset,
    /// past the new end (a blank or partly blank frame); it is corrected one frame later.
    func testShrinkingContentIsDrawnWithAValidOffsetInTheSameFrame() throws {
        let f = ShrinkingList()
        XCTAssertEqual(f.proxy?.offset ?? -1, 372, accuracy: 1e-9)
        f.rows = 4      // 4·40 + 3·8 = 184 → max offset 84
        f.h.frame()
        XCTAssertEqual(f.proxy?.offset ?? -1, 84, accuracy: 1e-9)
        XCTAssertNotNil(f.h.node("Row 3"), "the last row is visible in the frame where the content shrank")
    }

    /// UIKit/SwiftUI: touching a scroll view that is still moving (momentum) stops it, and
    /// that touch does not activate the button under it. Here the button fires and the
    /// content keeps gliding.
    func testPressDuringMomentumStopsScrollingAndDoesNotTap() throws {

        var tapped: [Int] = []
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            ui.scroll(id: "list") {
                for i in 0..<100 { ui.button("Row \(i)") { tapped.append(i) }.frame(width: 200, height: 40) }
            }.frame(width: 200, height: 100)
        }
        h.frame()
        h.drag(from: Point(200, 190), through: (1...8).map { Point(200, 190 - 15 * Double($0)) })
        for _ in 0..<10 { h.frame() }
        h.frame([.pointerMove(Point(200, 150)), .pointerDown(Point(200, 150), .left)])
        let pressedAt = proxy?.offset ?? -1
        h.frame([.pointerUp(Point(200, 150), .left)])
        for _ in 0..<10 { h.frame() }
        XCTAssertEqual(tapped, [], "the touch that stops a glide is not a tap")
        XCTAssertEqual(proxy?.offset ?? -1, pressedAt, accuracy: 1, "the glide stops when pressed")
    }

    /// A button floating over a gliding list but not inside it (the devices index column) takes
    /// its tap: only the scroll views a press lands in stop. Here every click on the index
    /// while the list moved was swallowed, and the list froze where it was.
    func testButtonOverAGlidingListStillTaps() throws {

        var jumps = 0
        var rowTaps = 0
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            ui.zstack(alignment: .trailing) {
                ui.scroll(id: "list") {
                    for i in 0..<100 { ui.button("Row \(i)") { rowTaps += 1 }.frame(width: 200, height: 40) }
                }.frame(width: 200, height: 100)
                ui.button("Jump") { jumps += 1 }.frame(width: 40, height: 40)
            }
        }
        h.frame()
        guard let jump = h.node("Jump")?.frame else {
            return XCTFail("no Jump button")
        }
        let rowX = jump.minX - 60
        h.drag(from: Point(rowX, jump.maxY + 8), through: (1...8).map { Point(rowX, jump.maxY + 8 - 15 * Double($0)) })
        for _ in 0..<5 { h.frame() }
        let before = proxy?.offset ?? -1
        h.frame([.pointerMove(jump.center), .pointerDown(jump.center, .left)])
        h.frame([.pointerUp(jump.center, .left)])
        h.frame()
        XCTAssertEqual(jumps, 1, "the floating button is clicked")
        XCTAssertGreaterThan(proxy?.offset ?? -1, before + 1, "the list, not pressed, keeps gliding")
        XCTAssertEqual(rowTaps, 0)
    }

    /// Removing an item, animated, from a list scrolled to its end: the offset must come back
    /// into range with that animation. It was clamped at once, so every item before the
    /// removed one jumped by an item's width in a single frame (photos dock, cards hands).
    func testContentShrinkingInAnAnimatedChangeScrollsBackAnimated() throws {

        var items = Array(0..<20)
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("row")
            ui.scroll(.horizontal, id: "row", spacing: 0) {
                for i in items { ui.withID(i) { ui.rectangle(fill: CTSwatch.e).frame(width: 50, height: 40) } }
            }.frame(width: 200, height: 40)
        }
        h.frame()
        proxy?.setOffset(10_000)
        h.frame(); h.frame()
        let end = proxy?.offset ?? -1
        XCTAssertEqual(end, 20 * 50 - 200, accuracy: 1, "scrolled to the end")
        h.inNextBuild { ui in ui.withAnimation(Animation.easeInOut(duration: 0.5)) { items.removeLast() } }
        h.frame()
        h.frame()
        let early = proxy?.offset ?? -1
        XCTAssertGreaterThan(early, end - 50 + 1, "not clamped in one frame: \(early)")
        XCTAssertLessThan(early, end, "already on its way back")
        for _ in 0..<40 { h.frame() }
        XCTAssertEqual(proxy?.offset ?? -1, end - 50, accuracy: 0.01, "settles in range")
    }
}
