import XCTest
import Gliss
import GlissTesting

/// `.textSelection(.enabled)` driven as a person would: drags, clicks in series, Shift+click,
/// Ctrl+A and Ctrl+C, the context menu, the primary selection.
final class TextSelectionTests: XCTestCase {
    final class NotesApp: App {
        var wrapped = false
        init() {}
        func body(_ ui: UI) {
            // docs:begin selectable
            ui.vstack(alignment: .leading, spacing: 20) {
                ui.text("hello brave world")
                ui.text("first line\nsecond para here")
                ui.text("not selectable").textSelection(.disabled)
                ui.text("plain label")
                    .textSelection(.disabled)
                ui.text("the quick brown fox jumps over the lazy dog").frame(width: 120, alignment: .leading)
            }
            .textSelection(.enabled)
            // docs:end selectable
            .padding(20)
            ui.text("outside").padding(.top, 300)
        }
    }

    override func setUp() { Clipboard.provider = ProcessClipboard() }

    /// A text's frame and the width of one character (the headless measurer is monospace).
    private func text(_ h: Harness, _ label: String) throws -> (frame: Rect, char: Double) {
        let f = try h.node(label: label, role: "text").frame
        return (f, f.width / Double(label.count))
    }

    /// Just right of the boundary before character `i` of a one-line text.
    private func at(_ t: (frame: Rect, char: Double), _ i: Int, line: Int = 0, lineHeight: Double = 0) -> Point {
        Point(t.frame.minX + t.char * Double(i) + 1, t.frame.minY + 4 + Double(line) * lineHeight)
    }

    func testDragSelectsTheDraggedCharactersAndCtrlCCopiesThem() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        let t = try text(h, "hello brave world")
        h.drag(from: at(t, 6), to: at(t, 11))
        XCTAssertEqual(try h.node(label: "hello brave world", role: "text").selection, [6, 11])
        try h.key("C", modifiers: .control)
        XCTAssertEqual(Clipboard.string, "brave")
        XCTAssertEqual(Clipboard.primarySelection, "brave", "the primary selection follows the selection")
    }

    func testDoubleClickSelectsAWordAndTripleClickTheParagraph() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        let t = try text(h, "hello brave world")
        h.click(at: at(t, 7))
        h.click(at: at(t, 7))
        XCTAssertEqual(try h.node(label: "hello brave world", role: "text").selection, [6, 11])
        let p = try h.node(label: "first line\nsecond para here", role: "text").frame
        let second = Point(p.minX + 30, p.maxY - 4)
        h.click(at: second); h.click(at: second); h.click(at: second)
        try h.key("C", modifiers: .control)
        XCTAssertEqual(Clipboard.string, "second para here")
    }

    func testShiftClickExtendsAndCtrlASelectsTheWholeText() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        let t = try text(h, "hello brave world")
        h.click(at: at(t, 2))
        h.run(frames: 30)   // not a double click
        h.click(at: at(t, 9), modifiers: .shift)
        XCTAssertEqual(try h.node(label: "hello brave world", role: "text").selection, [2, 9])
        try h.key("A", modifiers: .control)
        try h.key("C", modifiers: .control)
        XCTAssertEqual(Clipboard.string, "hello brave world")
        XCTAssertEqual(try h.node(label: "first line\nsecond para here", role: "text").selection, [0, 0], "only the clicked text")
    }

    func testSelectionAcrossAWrappedLine() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        let label = "the quick brown fox jumps over the lazy dog"
        let f = try h.node(label: label, role: "text").frame
        XCTAssertGreaterThan(f.height, 30, "wrapped")
        h.drag(from: Point(f.minX + 1, f.minY + 4), to: Point(f.minX + 1, f.maxY - 4))
        try h.key("C", modifiers: .control)
        let copied = try XCTUnwrap(Clipboard.string)
        XCTAssertTrue(label.hasPrefix(copied) && copied.count > 15 && copied.count < label.count,
                      "from the start to the last line's start: \(copied)")
    }

    func testTextWithoutSelectionDoesNotSelect() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        Clipboard.string = "before"
        for label in ["not selectable", "outside"] {
            let t = try text(h, label)
            h.drag(from: at(t, 0), to: at(t, 5))
            try h.key("A", modifiers: .control)
            try h.key("C", modifiers: .control)
            XCTAssertNil(try h.node(label: label, role: "text").selection)
        }
        XCTAssertEqual(Clipboard.string, "before")
    }

    func testTheIBeamShowsOverSelectableTextOnly() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        h.move(to: at(try text(h, "hello brave world"), 3))
        XCTAssertEqual(h.ui.pointerStyle, .text)
        h.move(to: at(try text(h, "outside"), 3))
        XCTAssertNotEqual(h.ui.pointerStyle, .text)
    }

    func testClickElsewhereClearsTheSelection() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        let t = try text(h, "hello brave world")
        h.drag(from: at(t, 0), to: at(t, 5))
        XCTAssertEqual(try h.node(label: "hello brave world", role: "text").selection, [0, 5])
        h.click(at: Point(500, 500))
        XCTAssertEqual(try h.node(label: "hello brave world", role: "text").selection, [0, 0])
    }

    func testContextMenuCopies() throws {
        let h = try Harness(app: NotesApp(), text: .headless)
        let t = try text(h, "hello brave world")
        h.drag(from: at(t, 12), to: at(t, 17))
        h.click(at: at(t, 13), button: .right)
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "menuItem").map(\.label), ["Copy"])
        try h.click(label: "Copy", role: "menuItem")
        XCTAssertEqual(Clipboard.string, "world")
    }
}

/// Selection in mixed-direction text follows logical order (the real text engine: FriBidi).
final class BidiTextSelectionTests: XCTestCase {
    final class BidiApp: App {
        init() {}
        func body(_ ui: UI) { ui.vstack { ui.text("abc אבג def").textSelection(.enabled) }.padding(20) }
    }

    override func setUp() { Clipboard.provider = ProcessClipboard() }

    func testHebrewSelectsByLogicalOrder() throws {
        let h = try Harness(app: BidiApp())
        let f = try h.node(label: "abc אבג def", role: "text").frame
        // The Hebrew run is drawn right to left: ג, its last letter, is its leftmost.
        let layout = h.ui.measurer.layout("abc אבג def", font: .body, width: nil)
        let gimel = try XCTUnwrap(layout.lines[0].runs.flatMap(\.clusters).first { $0.range.lowerBound == 8 })
        let aleph = try XCTUnwrap(layout.lines[0].runs.flatMap(\.clusters).first { $0.range.lowerBound == 4 })
        XCTAssertLessThan(gimel.x, aleph.x)
        // From the text's start to the left half of ג: the whole Hebrew word, as it is read.
        h.drag(from: Point(f.minX + 1, f.midY), to: Point(f.minX + gimel.x + gimel.width / 4, f.midY))
        try h.key("C", modifiers: .control)
        XCTAssertEqual(Clipboard.string, "abc אבג")
        // A double click on א selects the Hebrew word.
        h.run(frames: 30)
        let p = Point(f.minX + aleph.x + aleph.width / 2, f.midY)
        h.click(at: p); h.click(at: p)
        try h.key("C", modifiers: .control)
        XCTAssertEqual(Clipboard.string, "אבג")
    }
}
