import XCTest
import GlissCore

/// Taps and drags routed through the last frame's hit regions.
final class HitTestingTests: XCTestCase {
    typealias S = CTSwatch

    func testButtonActionRunsOnceOnClickAndFrameIsRebuilt() {
        var count = 0
        let h = CoreHarness { ui in
            ui.vstack {
                ui.button("Tap") { count += 1 }
                ui.text("Count \(count)")
            }
        }
        h.frame()
        guard let p = h.node("Tap")?.frame.center else { return XCTFail("no button") }
        h.frame([.pointerMove(p), .pointerDown(p, .left)])
        XCTAssertEqual(count, 0, "a press alone is not a click")
        h.frame([.pointerUp(p, .left)])
        XCTAssertEqual(count, 1)
        // The action ran after the first pass and the frame was rebuilt before drawing.
        XCTAssertNotNil(h.node("Count 1"))
        XCTAssertNil(h.node("Count 0"))
        for _ in 0..<5 { h.frame() }
        XCTAssertEqual(count, 1, "a click fires exactly once")
        h.click(p)
        XCTAssertEqual(count, 2)
    }

    func testPressOnOneButtonAndReleaseOnAnotherFiresNeither() {
        var fired: [String] = []
        let h = CoreHarness { ui in
            ui.hstack(spacing: 100) {
                ui.button("Alpha") { fired.append("A") }
                ui.button("Beta") { fired.append("B") }
            }
        }
        h.frame()
        guard let a = h.node("Alpha")?.frame.center, let b = h.node("Beta")?.frame.center else {
            return XCTFail("no buttons")
        }
        // Straight down on A, up on B.
        h.frame([.pointerMove(a), .pointerDown(a, .left)])
        h.frame([.pointerUp(b, .left)])
        // With moves in between.
        h.frame([.pointerMove(a), .pointerDown(a, .left)])
        h.frame([.pointerMove(Point((a.x + b.x) / 2, a.y))])
        h.frame([.pointerMove(b)])
        h.frame([.pointerUp(b, .left)])
        h.frame()
        XCTAssertEqual(fired, [])
        // Control: the same buttons do fire on a proper click.
        h.click(b)
        XCTAssertEqual(fired, ["B"])
    }

    func testSmallJitterUnderTenPointsIsStillATap() {
        var count = 0
        let h = CoreHarness { ui in
            ui.button(label: "Pad", action: { count += 1 }) {
                ui.rectangle(fill: S.a).frame(width: 100, height: 100)
            }
        }
        h.frame()
        let p = Point(200, 150)
        h.frame([.pointerMove(p), .pointerDown(p, .left)])
        h.frame([.pointerMove(Point(204, 153))])
        h.frame([.pointerUp(Point(205, 154), .left)])
        XCTAssertEqual(count, 1)
    }

    func testFrontMostOfOverlappingTappablesWins() {
        var fired: [String] = []
        let h = CoreHarness { ui in
            ui.zstack {
                ui.rectangle(fill: S.a).frame(width: 200, height: 200).onTap { fired.append("back") }
                ui.rectangle(fill: S.b).frame(width: 50, height: 50).onTap { fired.append("front") }
            }
        }
        h.frame()
        h.click(Point(200, 150))          // centre: both overlap
        XCTAssertEqual(fired, ["front"])
        h.click(Point(120, 60))           // only the back one
        XCTAssertEqual(fired, ["front", "back"])
    }

    func testChildTappableInFrontOfTappableParent() {
        var fired: [String] = []
        let h = CoreHarness { ui in
            ui.zstack {
                ui.rectangle(fill: S.b).frame(width: 40, height: 40).onTap { fired.append("child") }
            }
            .frame(width: 200, height: 200)
            .onTap { fired.append("parent") }
        }
        h.frame()
        h.click(Point(200, 150))
        h.click(Point(110, 60))
        XCTAssertEqual(fired, ["child", "parent"])
    }

    func testClickOutsideEveryRegionDoesNothing() {
        var count = 0
        let h = CoreHarness { ui in ui.button("Only") { count += 1 } }
        h.frame()
        h.click(Point(5, 5))
        XCTAssertEqual(count, 0)
    }

    private func scrollList(_ ui: UI, count: Int = 10, tapped: @escaping (Int) -> Void) {
        ui.scroll(id: "list") {
            for i in 0..<count {
                ui.button(label: "Row \(i)", action: { tapped(i) }) { ui.text("Row \(i)").frame(width: 200, height: 40) }
            }
        }.frame(width: 200, height: 100)
    }

    func testContentScrolledOutOfTheClipIsNotClickable() {
        var tapped: [Int] = []
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            self.scrollList(ui) { tapped.append($0) }
        }
        h.frame()
        // The scroll view is 200×100 at (100, 100); row 3 lies at content y 144…184, i.e.
        // window y 244…284: inside the window, outside the viewport.
        XCTAssertNil(h.node("Row 3"), "rows outside the viewport are not listed")
        h.click(Point(200, 260))
        XCTAssertEqual(tapped, [])
        // Scrolled into view, the same row is clickable where it is now drawn.
        proxy?.scrollTo("Row 3", anchor: .top)
        h.frame()
        XCTAssertEqual(proxy?.offset ?? 0, 144, accuracy: 1e-9)
        guard let row3 = h.node("Row 3") else { return XCTFail("row 3 not visible after scrollTo") }
        ctAssertRect(row3.frame, Rect(100, 100, 200, 40))
        h.click(row3.frame.center)
        XCTAssertEqual(tapped, [3])
    }

    func testRowPartlyClippedIsOnlyClickableInsideTheViewport() {
        var tapped: [Int] = []
        let h = CoreHarness { ui in self.scrollList(ui) { tapped.append($0) } }
        h.frame()
        // Row 2 spans content y 96…136 → window 196…236; only 196…200 is inside the clip.
        h.click(Point(200, 210))
        XCTAssertEqual(tapped, [])
        h.click(Point(200, 198))
        XCTAssertEqual(tapped, [2])
    }

    func testDragOnTappableInsideScrollViewScrollsAndDoesNotTap() {
        var tapped: [Int] = []
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            self.scrollList(ui) { tapped.append($0) }
        }
        h.frame()
        // Press on row 0 (window y 100…140) and drag up by 30.
        h.drag(from: Point(200, 120), through: [Point(200, 115), Point(200, 105), Point(200, 90)])
        XCTAssertEqual(tapped, [], "a drag never taps what it started on")
        XCTAssertEqual(proxy?.offset ?? 0, 30, accuracy: 1.0)
        for _ in 0..<120 { h.frame() }
        XCTAssertEqual(tapped, [])
        XCTAssertGreaterThanOrEqual(proxy?.offset ?? 0, 30 - 1e-9, "the scroll keeps (at least) the dragged offset")
    }

    func testSmallMoveOnTappableInsideScrollViewIsATapAndDoesNotScroll() {
        var tapped: [Int] = []
        var proxy: ScrollProxy?
        let h = CoreHarness { ui in
            proxy = ui.scrollProxy("list")
            self.scrollList(ui) { tapped.append($0) }
        }
        h.frame()
        h.drag(from: Point(200, 120), through: [Point(200, 117), Point(200, 114)])
        XCTAssertEqual(tapped, [0])
        XCTAssertEqual(proxy?.offset ?? -1, 0, accuracy: 1e-9)
    }

    func testDisabledButtonDoesNotFire() {
        var fired: [String] = []
        var enabled = false
        let h = CoreHarness { ui in
            ui.vstack(spacing: 20) {
                ui.button("Off") { fired.append("off") }.disabled(!enabled)
                ui.text("Plain").onTap { fired.append("plain") }.disabled()
            }
        }
        h.frame()
        XCTAssertNotNil(h.node("Off"), "a disabled button is still drawn and listed")
        h.click("Off")
        h.click("Plain")
        h.frame()
        XCTAssertEqual(fired, [])
        enabled = true
        h.frame()
        h.click("Off")
        XCTAssertEqual(fired, ["off"])
    }

    func testOffsetMovesTheHitArea() {
        var count = 0
        let h = CoreHarness { ui in
            ui.rectangle(fill: S.a).frame(width: 40, height: 40).offset(x: 100).onTap { count += 1 }
        }
        h.frame()
        h.click(Point(200, 150))   // where it would be without the offset
        XCTAssertEqual(count, 0)
        h.click(Point(300, 150))
        XCTAssertEqual(count, 1)
    }

    func testDragGestureReportsTranslationAndResetsGestureState() {
        var changed: [Size] = []
        var ended: [Size] = []
        var live: [DragValue?] = []
        let h = CoreHarness { ui in
            live.append(ui.dragValue("handle"))
            ui.rectangle(fill: S.a, id: "handle").frame(width: 100, height: 100)
                .onDrag(changed: { changed.append($0.translation) }, ended: { ended.append($0.translation) })
        }
        h.frame()
        h.drag(from: Point(200, 150), through: [Point(205, 150), Point(230, 150), Point(260, 170)],
               releaseSeparately: true)
        // 5 pt is under the 10 pt minimum distance: no event for it.
        XCTAssertEqual(changed, [Size(30, 0), Size(60, 20)])
        XCTAssertEqual(ended, [Size(60, 20)])
        // While dragging the live value is visible to the body; after release it is nil again.
        XCTAssertEqual(live.compactMap { $0?.translation }.last, Size(60, 20))
        live.removeAll()
        h.frame()
        XCTAssertTrue(live.allSatisfy { $0 == nil })
    }

    // MARK: Regressions (engine bugs these tests found; the fixes they guard)

    /// SwiftUI's `.disabled(true)` disables the view and everything in it; here it only
    /// disables the node it is applied to.
    func testDisabledContainerDisablesItsButtons() throws {

        var fired = 0
        let h = CoreHarness { ui in
            ui.vstack { ui.button("Inner") { fired += 1 } }.disabled()
        }
        h.frame()
        h.click("Inner")
        XCTAssertEqual(fired, 0)
    }
}
