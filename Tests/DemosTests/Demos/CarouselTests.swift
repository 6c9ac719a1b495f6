import XCTest
@testable import Demos
import Gliss

final class CarouselTests: XCTestCase {
    let width = 1280.0

    func drag(_ h: DemoHarness, widths: Double) {
        let y = 400.0
        let from = widths < 0 ? 200.0 : 1100.0
        let to = from - widths * width
        h.drag(from: Point(from, y), to: Point(to, y), frames: 20)
        h.wait(90)
    }

    func testStartsOnAmsterdam() {
        let h = DemoHarness("carousel")
        XCTAssertEqual(h.number("index"), 2)
        XCTAssertEqual(h.number("offset"), -2 * width, accuracy: 0.001)
        XCTAssertNotNil(h.node("Amsterdam", role: "button"))
    }

    func testDragRuleInBothDirectionsAndAtTheEnds() {
        // Leftward drags of 0.3, 0.7 and 1.4 widths: Int(w / 0.65) = 0, 1, 2 cards.
        for (w, expected) in [(0.3, 2), (0.7, 3), (1.4, 4), (-0.3, 2), (-0.7, 1), (-1.4, 0)] {
            let h = DemoHarness("carousel")
            h.wait(2)
            drag(h, widths: w)
            XCTAssertEqual(h.number("index"), Double(expected), "drag of \(w) widths")
            XCTAssertEqual(h.number("offset"), -Double(expected) * width, accuracy: 0.5)
        }
        // At the ends: clamps to 0 and 12, springing back.
        let h = DemoHarness("carousel")
        h.wait(2)
        drag(h, widths: -1.4); drag(h, widths: -1.4)
        XCTAssertEqual(h.number("index"), 0)
        for _ in 0..<7 { drag(h, widths: 1.9) }
        XCTAssertEqual(h.number("index"), 12)
        drag(h, widths: 0.9)
        XCTAssertEqual(h.number("index"), 12)
        XCTAssertEqual(h.number("offset"), -12 * width, accuracy: 0.5)
    }

    func testReleaseFollowsTheInterpolatingSpringClosedForm() {
        let h = DemoHarness("carousel")
        h.wait(2)
        let from = Point(1100, 400), to = Point(1100 - 0.9 * width, 400)
        h.drag(from: from, to: to, frames: 20)          // release frame: index 3
        XCTAssertEqual(h.number("index"), 3)
        let start = -2 * width - 0.9 * width, target = -3 * width
        // interpolatingSpring(mass 0.6, stiffness 100, damping 10, v0 0.3), reference closed form.
        let m = 0.6, k = 100.0, c = 10.0, v0 = 0.3
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (m * k).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot(), b = (zeta * w0 - v0) / wd
        func p(_ t: Double) -> Double { 1 - exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t)) }
        var sampled: [Int: Double] = [:]
        for f in 1...48 {
            h.frame()
            sampled[f] = h.number("offset")
        }
        for f in [6, 12, 24, 48] {
            let expected = start + (target - start) * p(Double(f) / 60)
            XCTAssertEqual(sampled[f]!, expected, accuracy: 1, "frame \(f) after release")
        }
        XCTAssertLessThan(sampled.values.min()!, target - 1, "the slight overshoot is visible")
    }

    func testSheetOpensAndClosesAndBlocksDragging() {
        let h = DemoHarness("carousel")
        h.wait(2)
        h.click("Amsterdam", role: "button")
        XCTAssertEqual(h.state["tapped"], .bool(true))
        h.wait(60)
        XCTAssertNotNil(h.node("Book Now", role: "button"))
        XCTAssertNotNil(h.node("close", role: "button"))
        drag(h, widths: 0.9)
        XCTAssertEqual(h.number("index"), 2, "no paging while the sheet is open")
        // Only the close button closes the sheet: "Book Now", the text and the photo do not.
        let close = h.node("close", role: "button")!.frame
        XCTAssertLessThan(close.width * close.height, 60 * 60, "the close button's target is the button, \(close)")
        h.click("Book Now", role: "button")
        h.frame([.pointerMove(Point(300, 380)), .pointerDown(Point(300, 380), .left)])
        h.frame([.pointerUp(Point(300, 380), .left)])
        h.wait(5)
        XCTAssertEqual(h.state["tapped"], .bool(true), "still open after clicking inside the sheet")
        h.click("close", role: "button")
        XCTAssertEqual(h.state["tapped"], .bool(false))
        func drawsBookNow(_ l: DrawList) -> Bool {
            l.commands.contains { if case .text("Book Now", _, _, _) = $0 { return true }; return false }
        }
        h.wait(9)
        XCTAssertTrue(drawsBookNow(h.frame()), "the sheet slides away, still drawn while it leaves")
        h.wait(80)
        XCTAssertFalse(drawsBookNow(h.frame()))
        XCTAssertNil(h.node("Book Now", role: "button"))
    }

    func testArrowKeysPageAndEscapeClosesTheSheetFirst() {
        let h = DemoHarness("carousel")
        h.wait(2)
        h.frame([.key("Right", modifiers: [])]); h.wait(60)
        XCTAssertEqual(h.number("index"), 3)
        h.frame([.key("Left", modifiers: [])]); h.frame([.key("Left", modifiers: [])]); h.wait(60)
        XCTAssertEqual(h.number("index"), 1)
        h.click("Florence", role: "button"); h.wait(30)
        h.frame([.key("Escape", modifiers: [])])
        XCTAssertEqual(h.state["tapped"], .bool(false))
        XCTAssertFalse(h.host.quitRequested)
        h.frame([.key("Escape", modifiers: [])])
        XCTAssertTrue(h.host.quitRequested)
    }
}
