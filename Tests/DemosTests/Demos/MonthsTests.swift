import XCTest
@testable import Demos
import Gliss

final class MonthsTests: XCTestCase {
    func labelRect(_ h: DemoHarness, _ name: String) -> Rect { h.node(name, role: "text")!.frame }

    func testBorderStartsOnJanuaryAndTwelveLabelsReport() {
        let h = DemoHarness("months")
        XCTAssertEqual(h.number("reported"), 12)
        XCTAssertEqual(h.string("mode"), "glide")
        XCTAssertRect(h.rect("border"), labelRect(h, "January"), accuracy: 0.01)
    }

    func testGlideReachesMidpointAtHalfTimeAndLandsAtOneSecond() {
        let h = DemoHarness("months")
        h.wait(2)
        let jan = labelRect(h, "January"), sep = labelRect(h, "September")
        h.click("September")                       // the tap lands in this frame: t0
        h.wait(30)                                 // 0.5 s of easeInOut(1.0): exactly half way
        let mid = Rect((jan.x + sep.x) / 2, (jan.y + sep.y) / 2, (jan.width + sep.width) / 2, (jan.height + sep.height) / 2)
        XCTAssertRect(h.rect("border"), mid, accuracy: 1)
        XCTAssertEqual(h.number("reported"), 12)
        h.wait(30)
        XCTAssertRect(h.rect("border"), sep, accuracy: 0.001)
        XCTAssertEqual(h.number("active"), 8)
    }

    func testClickMidFlightTurnsWithoutAJump() {
        let h = DemoHarness("months")
        h.wait(2)
        let jan = labelRect(h, "January"), dec = labelRect(h, "December"), feb = labelRect(h, "February")
        h.click("December")
        h.wait(20)
        var last = h.rect("border")
        let p = h.center("February")
        var biggest = 0.0
        for k in 0..<82 {
            // Sample every frame, including the click's press and release frames.
            h.frame(k == 0 ? [.pointerMove(p), .pointerDown(p, .left)] : k == 1 ? [.pointerUp(p, .left)] : [])
            let r = h.rect("border")
            biggest = max(biggest, abs(r.x - last.x), abs(r.y - last.y))
            last = r
        }
        // Layered easeInOut curves: each moves at most 1.72·Δ per second (its peak slope), so one
        // frame moves at most the sum of both; a jump would be a large part of Δ at once.
        func span(_ a: Rect, _ b: Rect) -> Double { max(abs(a.x - b.x), abs(a.y - b.y)) }
        let bound = 1.72 * (span(jan, dec) + span(dec, feb)) / 60 + 0.5
        XCTAssertLessThan(biggest, bound, "largest per-frame move \(biggest)")
        XCTAssertRect(last, labelRect(h, "February"), accuracy: 0.001)
    }

    func testBorderFollowsReportedGeometryWhenTextOrPaddingChange() {
        let h = DemoHarness("months")
        let demo = h.demo as! MonthsDemo
        h.wait(2)
        let before = h.rect("border")
        demo.labels[0] = "January (winter)"
        h.frame()
        let after = labelRect(h, "January (winter)")
        XCTAssertGreaterThan(after.width, before.width + 50)
        XCTAssertRect(h.rect("border"), after, accuracy: 0.001, "border must follow the label's reported rect")
        demo.labelPadding = 24
        h.frame()
        XCTAssertRect(h.rect("border"), labelRect(h, "January (winter)"), accuracy: 0.001)
        XCTAssertEqual(labelRect(h, "January (winter)").height, after.height + 28, accuracy: 0.001)
    }

    func testResizeKeepsBorderOnItsLabelEvenMidAnimation() {
        let h = DemoHarness("months")
        h.wait(2)
        h.click("November")
        h.wait(10)
        h.frame([.resize(Size(900, 600))])
        h.wait(60)
        XCTAssertRect(h.rect("border"), labelRect(h, "November"), accuracy: 0.001)
        h.frame([.resize(Size(1400, 900))])
        XCTAssertRect(h.rect("border"), labelRect(h, "November"), accuracy: 0.001)
        XCTAssertEqual(h.number("reported"), 12)
    }

    func testFadeModeFadesTheOldAndNewLabelBorders() {
        let h = DemoHarness("months")
        h.wait(2)
        h.click("Fade", role: "button")
        XCTAssertEqual(h.string("mode"), "fade")
        // Fade mode draws per-label strokes; find the red one(s) by colour.
        func redStrokes(_ list: DrawList) -> [(Rect, Double)] {
            list.commands.compactMap {
                if case .strokeRoundedRect(let r, _, _, let c) = $0, c.r > 0.9, c.g < 0.3, c.a > 0.001 { return (r, c.a) }
                return nil
            }
        }
        var list = h.frame()
        XCTAssertEqual(redStrokes(list).count, 1)
        h.click("May")
        h.wait(17)                                  // ~0.3 s of 0.6 s: both half visible
        list = h.frame()
        let strokes = redStrokes(list)
        XCTAssertEqual(strokes.count, 2, "old and new borders both visible mid-fade")
        for (_, a) in strokes { XCTAssertTrue(a > 0.2 && a < 0.8, "alpha \(a)") }
        h.wait(30)
        list = h.frame()
        XCTAssertEqual(redStrokes(list).count, 1)
        XCTAssertRect(redStrokes(list)[0].0, labelRect(h, "May"), accuracy: 0.001)
    }
}
