import XCTest
import GlissCore

/// Scroll views: wheel, drag with rubber band and momentum, and programmatic scrollTo
/// (lazy containers: `LazyScrollTests`).
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
                        // The label is the row's size (a frame after the button would lie
                        // outside it, as in SwiftUI).
                        ui.button(label: "Row \(i)", action: { me?.tapped.append(i) }) {
                            ui.text("Row \(i)").frame(width: 200, height: 40)
                        }
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

    /// End in an idle app scrolls with no further input: the frame that takes the key is not
    /// idle (the scroll it queued starts in the next frame), so the run loop draws on.
    func testAScrollKeyKeepsAnIdleAppDrawingUntilItHasScrolled() {
        let f = Fixture()
        f.h.frame()
        XCTAssertTrue(f.h.ui.isIdle)
        f.h.frame([.key(.end, modifiers: [])])
        XCTAssertEqual(f.offset, 0, "the key's scroll starts in the next frame")
        XCTAssertFalse(f.h.ui.isIdle, "a queued scroll is not idle")
        var frames = 0
        while !f.h.ui.isIdle && frames < 120 { f.h.frame(); frames += 1 }
        XCTAssertEqual(f.offset, 372, accuracy: 1e-9, "it reached the end without more input")
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
