import XCTest
@testable import Demos
import Gliss

final class DevicesTests: XCTestCase {
    func testSectionsInPlainStringOrder() {
        let h = DemoHarness("devices")
        guard case .array(let s)? = h.state["sections"] else { return XCTFail() }
        XCTAssertEqual(s, ["Apple TV", "Apple Watch", "HomePod", "iPad", "iPhone", "iPod"].map { JSON.string($0) })
        XCTAssertEqual(h.string("topSection"), "Apple TV")
    }

    /// Typing in the search field filters the list as you type; the index shows only the
    /// sections left; clearing it shows everything again.
    func testSearchFiltersAsYouType() {
        let h = DemoHarness("devices")
        h.wait(2)
        h.click("Search", role: "textField")
        h.frame([.text("pro")])
        guard case .array(let shown)? = h.state["shownSections"] else { return XCTFail() }
        XCTAssertEqual(shown, [.string("iPad"), .string("iPhone")])
        let rows = h.host.ui.inspector.filter { $0.role == "text" }.map(\.label).filter { $0.hasPrefix("iP") && $0 != "iPad" && $0 != "iPhone" }
        XCTAssertFalse(rows.isEmpty)
        XCTAssertTrue(rows.allSatisfy { $0.localizedCaseInsensitiveContains("pro") }, "\(rows)")
        XCTAssertNil(h.node("Apple TV", role: "button"), "the index lists only sections shown")
        h.frame([.text(" max")])
        XCTAssertEqual(h.host.ui.inspector.filter { $0.role == "text" }.map(\.label).filter { $0.contains("Max") }, ["iPhone 11 Pro Max"])
        h.frame([.text("zzz")])
        XCTAssertNotNil(h.node("No devices match “pro maxzzz”", role: "text"))
        h.frame([.key("A", modifiers: .control)]); h.frame([.key("Backspace", modifiers: [])])
        guard case .array(let all)? = h.state["shownSections"] else { return XCTFail() }
        XCTAssertEqual(all.count, 6)
    }

    /// The query is trimmed of spaces and tabs round it, as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` trims, and of nothing else.
    func testTheQueryIsTrimmedOfBlanksAsFoundationTrimsThem() {
        for q in ["", "   ", " pro ", "\tmax\t", "\u{00A0}mini\u{3000}", "a b", "\nx\n", "pro\u{2003}", "é "] {
            XCTAssertEqual(DevicesDemo.trimmingBlanks(q), q.trimmingCharacters(in: .whitespaces), q.debugDescription)
        }
    }

    /// Escape in the focused search ends editing and keeps the demo running (the demo's own
    /// Escape quits only when no field is being edited); the search keeps its text.
    func testEscapeInTheSearchEndsEditingNotTheDemo() {
        let h = DemoHarness("devices")
        h.wait(2)
        h.click("Search", role: "textField")
        h.frame([.text("pro")])
        h.frame([.key(.escape, modifiers: [])])
        h.wait(2)
        let gallery = h.host.app as! GalleryApp
        XCTAssertFalse(gallery.quitRequested, "Escape in the field is the field's")
        guard case .array(let shown)? = h.state["shownSections"] else { return XCTFail() }
        XCTAssertEqual(shown, [.string("iPad"), .string("iPhone")], "the search keeps its text")
        h.frame([.key(.escape, modifiers: [])])
        XCTAssertTrue(gallery.quitRequested, "a second Escape, with no field edited, quits as before")
    }

    func testClickingAnIndexSquareScrollsThatHeaderToTheTop() {
        let h = DemoHarness("devices")
        h.wait(2)
        h.click("iPad", role: "button")
        h.wait(5)
        XCTAssertGreaterThan(h.number("offset"), 0, "animated, already moving")
        h.wait(40)
        XCTAssertEqual(h.string("topSection"), "iPad")
        let header = h.node("iPad", role: "text")!.frame
        let list = h.node("list", role: "scroll")!.frame
        XCTAssertEqual(header.minY, list.minY, accuracy: 0.5)
        // The last section clamps at the end of the content.
        h.click("iPod", role: "button"); h.wait(45)
        let o = h.number("offset")
        h.frame([.pointerMove(list.center), .wheel(dx: 0, dy: 500, modifiers: [])]); h.wait(30)
        XCTAssertEqual(h.number("offset"), o, accuracy: 0.5, "already at the end")
    }

    func testScrubbingTheIndexCentresTheSectionUnderThePointerAndClamps() {
        let h = DemoHarness("devices")
        h.wait(2)
        let first = h.center("Apple TV", role: "button"), last = h.center("iPod", role: "button")
        let iPad = h.center("iPad", role: "button")
        h.frame([.pointerMove(first), .pointerDown(first, .left)])
        for k in 1...10 {
            let t = Double(k) / 10
            h.frame([.pointerMove(Point(first.x, first.y + (iPad.y - first.y) * t))])
        }
        XCTAssertEqual(h.string("centerSection"), "iPad")
        // Far past the last square: clamps to it.
        h.frame([.pointerMove(Point(last.x, last.y + 400))])
        h.frame([.pointerUp(Point(last.x, last.y + 400), .left)])
        h.wait(3)
        XCTAssertEqual(h.string("centerSection") == "iPod" || h.string("topSection") == "iPhone" || h.string("topSection") == "iPod", true)
        let offset = h.number("offset")
        h.wait(20)
        XCTAssertEqual(h.number("offset"), offset, "releasing leaves it there")
    }

    func testScrollToASectionNeverBuiltInAHugeList() {
        var o = DemoOptions(); o.rows = 20_000          // 130,000+ rows
        let h = DemoHarness("devices", options: o)
        h.wait(2)
        XCTAssertNil(h.node("iPod", role: "text"), "iPod's header is far below, never built")
        h.click("iPod", role: "button")
        h.wait(45)
        XCTAssertEqual(h.string("topSection"), "iPod")
        XCTAssertNotNil(h.node("iPod", role: "text"))
        XCTAssertNotNil(h.node("iPod Touch #1", role: "text"))
    }

    func testWheelAndDragScrollWithRubberBandAtTheTop() {
        let h = DemoHarness("devices")
        h.wait(2)
        let c = h.node("list", role: "scroll")!.frame.center
        h.frame([.pointerMove(c), .wheel(dx: 0, dy: 300, modifiers: [])]); h.wait(20)
        XCTAssertEqual(h.number("offset"), 300, accuracy: 0.5)
        h.frame([.wheel(dx: 0, dy: -1000, modifiers: [])]); h.wait(20)
        XCTAssertEqual(h.number("offset"), 0, accuracy: 0.5)
        // Pull down past the top: the content follows less than the pointer, then springs back.
        h.frame([.pointerDown(c, .left)])
        for k in 1...10 { h.frame([.pointerMove(Point(c.x, c.y + Double(k) * 20))]) }
        let banded = h.number("offset")
        XCTAssertLessThan(banded, 0)
        XCTAssertGreaterThan(banded, -200)
        h.frame([.pointerUp(Point(c.x, c.y + 200), .left)])
        h.wait(60)
        XCTAssertEqual(h.number("offset"), 0, accuracy: 0.5)
    }
}
