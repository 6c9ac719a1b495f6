import XCTest
@testable import Demos
import Gliss
import GlissTesting

/// The text page (headless text: every character 0.6 × size wide, lines 1.2 × size high, so
/// the column's paragraph has a known line height of 20 points at 17).
final class TextDemoTests: XCTestCase {
    private static let lineHeight = (17 * 1.2).rounded()

    private func paragraph(_ h: DemoHarness, file: StaticString = #filePath, line: UInt = #line) -> Rect {
        guard let n = h.node(TextDemo.columnText, role: "text") else {
            XCTFail("the column's paragraph is not on screen", file: file, line: line)
            return .zero
        }
        return n.frame
    }

    private func lines(_ h: DemoHarness) -> Int { Int((paragraph(h).height / Self.lineHeight).rounded()) }

    /// A harness scrolled to the end of the page, where the resizable column is.
    private func atTheEnd() -> DemoHarness {
        let h = DemoHarness("text")
        h.wait(2)
        let page = h.node(TextDemo.scrollID, role: "scroll")!.frame
        h.frame([.pointerMove(page.center), .wheel(dx: 0, dy: 20_000, modifiers: [])])
        h.wait(60)
        return h
    }

    func testPageBuildsWithItsSectionsInOrder() {
        let h = DemoHarness("text")
        h.wait(2)
        XCTAssertEqual(h.number("columnWidth"), 520)
        XCTAssertEqual(h.number("offset"), 0)
        XCTAssertEqual(h.state["sections"], .strings(TextDemo.sections))
        XCTAssertNotNil(h.node("Text", role: "text"))
        let tops = ["Latin", "Weights", "Chinese"].map { h.node($0, role: "text")?.frame.minY ?? -1 }
        XCTAssertEqual(tops, tops.sorted())
        XCTAssertGreaterThan(tops[0], 0)
        XCTAssertNil(h.node("Resizable column", role: "text"), "the last section starts below the window")
        XCTAssertEqual(h.harness.warnings, [])
        // Right-to-left paragraphs sit against the card's right edge.
        let arabic = h.node(TextDemo.arabic, role: "text")
        if let arabic { XCTAssertGreaterThan(arabic.frame.minX, h.node("Text", role: "text")!.frame.minX) }
    }

    func testScrollingReachesTheLastSection() {
        let h = atTheEnd()
        let page = h.node(TextDemo.scrollID, role: "scroll")!.frame
        XCTAssertGreaterThan(h.number("offset"), 500)
        guard let last = h.node("Resizable column", role: "text") else { return XCTFail("last heading not shown") }
        XCTAssertGreaterThanOrEqual(last.frame.minY, page.minY)
        let column = h.node("column", role: "container")!.frame
        XCTAssertLessThanOrEqual(column.maxY, page.maxY, "the column is wholly in view at the end")
        XCTAssertEqual(column.width, 520, accuracy: 0.5)
        XCTAssertNil(h.node("Latin", role: "text"), "the first section scrolled out")
        // Home goes back to the top.
        h.frame([.key("Home", modifiers: [])]); h.wait(60)
        XCTAssertEqual(h.number("offset"), 0, accuracy: 0.5)
    }

    func testDraggingTheHandleNarrowsTheColumnAndTheParagraphGetsMoreLines() {
        let h = atTheEnd()
        let before = lines(h)
        XCTAssertGreaterThan(before, 1)
        let handle = h.center("column handle", role: "button")
        let offset = h.number("offset")
        h.drag(from: handle, to: Point(handle.x - 220, handle.y + 5), frames: 12)
        h.wait(2)
        XCTAssertEqual(h.number("columnWidth"), 300, accuracy: 0.5)
        XCTAssertEqual(h.node("column", role: "container")!.frame.width, 300, accuracy: 0.5)
        XCTAssertEqual(h.number("offset"), offset, accuracy: 0.5, "the drag resized the column, it did not scroll the page")
        let after = lines(h)
        XCTAssertGreaterThan(after, before)
        XCTAssertLessThanOrEqual(paragraph(h).maxX, h.node("column", role: "container")!.frame.maxX)
        // The handle followed the edge; dragging it right widens again, clamped to the page.
        let moved = h.center("column handle", role: "button")
        XCTAssertEqual(moved.x, handle.x - 220, accuracy: 0.5)
        h.drag(from: moved, to: Point(moved.x + 2_000, moved.y), frames: 8)
        h.wait(2)
        let widest = h.number("columnWidth")
        XCTAssertEqual(widest, (demo(h).maxColumn), accuracy: 0.5)
        XCTAssertLessThan(lines(h), before)
    }

    func testLeftAndRightNarrowAndWidenTheColumn() {
        let h = atTheEnd()
        let before = lines(h)
        for _ in 0..<5 { h.frame([.key("Left", modifiers: [])]) }
        h.wait(2)
        XCTAssertEqual(h.number("columnWidth"), 520 - 5 * TextDemo.keyStep, accuracy: 0.5)
        XCTAssertGreaterThan(lines(h), before)
        h.frame([.key("Right", modifiers: [])]); h.wait(1)
        XCTAssertEqual(h.number("columnWidth"), 520 - 4 * TextDemo.keyStep, accuracy: 0.5)
        for _ in 0..<30 { h.frame([.key("Left", modifiers: [])]) }
        XCTAssertEqual(h.number("columnWidth"), TextDemo.minColumn, "clamped")
        XCTAssertNotNil(h.node(TextDemo.columnText, role: "text"))
    }

    /// A narrow window: the column's widest shrinks with the page and the width follows it.
    func testTheColumnFitsANarrowWindow() {
        let h = DemoHarness("text", size: Size(420, 700))
        h.wait(2)
        XCTAssertEqual(h.number("columnWidth"), 420 - 48 - 22, accuracy: 0.5)
        XCTAssertEqual(h.harness.warnings, [])
    }

    /// The gallery's last tile (the controls page, after the text page); eight tiles overflow
    /// 1280×800, so the gallery scrolls, and arrowing down to the tile brings it into view.
    func testTheGalleryReachesItsLastTile() throws {
        XCTAssertTrue(allDemos.last == ControlsDemo.self)
        let g = try GlissTesting.Harness(app: GalleryApp(), size: Size(1280, 800), text: .headless)
        g.run(frames: 2)
        let scroll = try g.node(label: "gallery", role: "scroll").frame
        for _ in allDemos { g.step([.key("Down", modifiers: [])]); g.run(frames: 1) }
        g.run(frames: 40)
        let tile = g.nodes.first { $0.focused }
        XCTAssertEqual(tile?.label, "Controls")
        if let f = tile?.frame { XCTAssertLessThanOrEqual(f.maxY, scroll.maxY + 0.5, "scrolled into view") }
        g.step([.key("Return", modifiers: [])]); g.run(frames: 2)
        XCTAssertEqual(g.host.app.screenName, "controls")
    }

    private func demo(_ h: DemoHarness) -> TextDemo { h.demo as! TextDemo }
}

extension TextDemoTests {
    /// The form at the end of the page: a name typed in any script, Return greets; Left and
    /// Right edit the field rather than resize the column.
    func testTheFormTakesTyping() {
        let h = DemoHarness("text")
        h.wait(2)
        h.frame([.key("End", modifiers: [])])
        h.wait(40)
        h.click("Name", role: "textField")
        h.frame([.text("Grüße 你好")])
        let width = h.number("columnWidth")
        h.frame([.key("Left", modifiers: [])])
        XCTAssertEqual(h.number("columnWidth"), width, "Left moved the caret, not the column")
        h.frame([.key("Return", modifiers: [])])
        XCTAssertEqual(h.state["greeting"], .string("Hello, Grüße 你好!"))
        h.frame([.key("Tab", modifiers: []), .text("secret")])
        h.frame([.key("Tab", modifiers: []), .text("line one"), .key("Return", modifiers: []), .text("line two")])
        XCTAssertEqual(h.state["notes"], .string("line one\nline two"))
    }
}
