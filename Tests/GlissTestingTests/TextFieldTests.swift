import XCTest
import Gliss
import GlissTesting

/// Text fields driven as a person would: clicks, typing, editing keys, the clipboard.
final class TextFieldTests: XCTestCase {
    final class FormApp: App {
        var name = ""
        var password = ""
        var submitted: [String] = []
        var quitKeys = 0
        init() {}
        func body(_ ui: UI) {
            ui.vstack(spacing: 12) {
                ui.textField("Name", text: Bindable(self).name, prompt: "Your name")
                    .onSubmit { self.submitted.append(self.name) }
                ui.secureField("Password", text: Bindable(self).password)
                ui.button("Save") { self.submitted.append("saved") }
            }
            .padding(20)
            ui.onKeyPress("Q") { self.quitKeys += 1 }
        }
    }

    override func setUp() {
        Clipboard.provider = ProcessClipboard()
    }

    private func field(_ h: Harness, _ label: String) throws -> InspectorNode {
        try h.node(label: label, role: "textField")
    }

    /// Typing any script reaches the field exactly; the inspector shows its value, caret and focus.
    func testTypingAnyScriptArrivesExactly() throws {
        let app = FormApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        h.type("Grüße 你好 😀")
        XCTAssertEqual(app.name, "Grüße 你好 😀")
        let node = try field(h, "Name")
        XCTAssertEqual(node.value, "Grüße 你好 😀")
        XCTAssertEqual(node.selection, [app.name.utf8.count, app.name.utf8.count])
        XCTAssertTrue(node.focused)
        XCTAssertEqual(app.quitKeys, 0)
    }

    /// Backspace deletes a grapheme cluster: e + combining acute, a flag, a ZWJ family, each whole.
    func testBackspaceDeletesWholeGraphemeClusters() throws {
        let app = FormApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        h.type("ae\u{301}🇵🇹👨‍👩‍👧")
        try h.key("Backspace")
        XCTAssertEqual(app.name, "ae\u{301}🇵🇹")
        try h.key("Backspace")
        XCTAssertEqual(app.name, "ae\u{301}")
        try h.key("Backspace")
        XCTAssertEqual(app.name, "a")
        try h.key("Left")
        try h.key("Delete")
        XCTAssertEqual(app.name, "")
    }

    /// Arrows, Shift to select, Ctrl by word, Home and End; typing replaces the selection.
    func testCaretMovesAndSelects() throws {
        let app = FormApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        h.type("hello brave world")
        try h.key("Left", modifiers: .control)                       // before "world"
        try h.key("Left", modifiers: [.control, .shift])             // select "brave "
        XCTAssertEqual(try field(h, "Name").selection, [6, 12])
        h.type("new ")
        XCTAssertEqual(app.name, "hello new world")
        try h.key("Home")
        try h.key("Right", modifiers: [.shift])
        try h.key("Right", modifiers: [.shift])
        XCTAssertEqual(try field(h, "Name").selection, [0, 2])
        try h.key("End")
        try h.key("Backspace", modifiers: .control)
        XCTAssertEqual(app.name, "hello new ")
        try h.key("Right", modifiers: .control)
        XCTAssertEqual(try field(h, "Name").selection, [10, 10], "at the end already")
    }

    /// Ctrl+A, Ctrl+C into the clipboard; Tab to the next field; Ctrl+V pastes; Ctrl+X cuts;
    /// Ctrl+Z undoes and Ctrl+Shift+Z redoes.
    func testClipboardAndUndo() throws {
        let app = FormApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        h.type("secret sauce")
        try h.key("A", modifiers: .control)
        try h.key("C", modifiers: .control)
        XCTAssertEqual(Clipboard.string, "secret sauce")
        try h.key("Tab")
        XCTAssertTrue(try field(h, "Password").focused)
        try h.key("V", modifiers: .control)
        XCTAssertEqual(app.password, "secret sauce")
        XCTAssertEqual(try field(h, "Password").value, String(repeating: "•", count: 12), "bullets, never the text")
        // A secure field refuses to copy or cut.
        Clipboard.string = "before"
        try h.key("A", modifiers: .control)
        try h.key("C", modifiers: .control)
        try h.key("X", modifiers: .control)
        XCTAssertEqual(Clipboard.string, "before")
        XCTAssertEqual(app.password, "secret sauce")

        try h.key("Tab", modifiers: .shift)
        try h.key("End")
        try h.key("Backspace", modifiers: .control)
        XCTAssertEqual(app.name, "secret ")
        h.type("sa")
        h.type("lsa")
        XCTAssertEqual(app.name, "secret salsa")
        try h.key("Z", modifiers: .control)
        XCTAssertEqual(app.name, "secret ", "typing is one undo step")
        try h.key("Z", modifiers: .control)
        XCTAssertEqual(app.name, "secret sauce")
        try h.key("Z", modifiers: [.control, .shift])
        XCTAssertEqual(app.name, "secret ")
        try h.key("A", modifiers: .control)
        try h.key("X", modifiers: .control)
        XCTAssertEqual(app.name, "")
        XCTAssertEqual(Clipboard.string, "secret ")
    }

    /// Return submits (not a tap), letters typed are not the app's shortcuts, and after the
    /// field loses focus they are again.
    func testReturnSubmitsAndTypingIsNotAShortcut() throws {
        let app = FormApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        h.step([.key("Q", modifiers: []), .text("q")])
        XCTAssertEqual(app.name, "q")
        XCTAssertEqual(app.quitKeys, 0, "a letter typed into a field is not a shortcut")
        try h.key("Return")
        XCTAssertEqual(app.submitted, ["q"])
        try h.key("Space")
        XCTAssertEqual(app.submitted, ["q"], "Space in a field is not a click")
        h.click(at: Point(390, 290))                                  // outside: focus stays (SwiftUI keeps it)
        try h.key("Tab"); try h.key("Tab")                            // past the last field: the window
        h.step([.key("Q", modifiers: [])])
        XCTAssertEqual(app.quitKeys, 1)
    }

    /// An input method's composition shows at the caret without changing the text; its commit
    /// inserts it.
    func testInputMethodComposition() throws {
        let app = FormApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Name", role: "textField")
        h.type("A")
        h.step([.textEditing("ni", cursor: 2)])
        XCTAssertEqual(app.name, "A")
        XCTAssertTrue(h.host.lastDrawList.commands.contains { if case .text("Ani", _, _, _) = $0 { return true } else { return false } },
                      "the composition is drawn in place")
        h.step([.textEditing("", cursor: 0), .text("你")])
        XCTAssertEqual(app.name, "A你")
    }

    /// Clicks place the caret, a double click selects a word, a triple click everything, a
    /// drag a range; a long text scrolls to keep the caret in view.
    func testClicksDragsAndScrolling() throws {
        let app = FormApp()
        app.name = "alpha beta gamma"
        let h = try Harness(app: app, size: Size(400, 200), text: .headless)
        let f = try field(h, "Name")
        let y = f.frame.midY
        let charWidth = h.ui.measurer.measure("a", font: .body).width
        let x0 = f.frame.minX + 8                                     // the text's left edge
        h.click(at: Point(x0 + charWidth * 7.2, y))                    // inside "beta"
        XCTAssertEqual(try field(h, "Name").selection, [7, 7])
        h.run(frames: 30)
        h.click(at: Point(x0 + charWidth * 7.2, y))
        h.click(at: Point(x0 + charWidth * 7.2, y))                    // a double click
        XCTAssertEqual(try field(h, "Name").selection, [6, 10])
        h.click(at: Point(x0 + charWidth * 7.2, y))                    // a triple click
        XCTAssertEqual(try field(h, "Name").selection, [0, 16])
        h.run(frames: 30)
        h.drag(from: Point(x0 + charWidth * 0.2, y), to: Point(x0 + charWidth * 5.2, y), frames: 4)
        XCTAssertEqual(try field(h, "Name").selection, [0, 5])

        try h.key("End")
        h.type(String(repeating: "long ", count: 30))
        let text = try XCTUnwrap(h.host.lastDrawList.commands.compactMap { c -> Rect? in
            guard case .text(let s, let font, _, let origin) = c, s.hasPrefix("alpha") else { return nil }
            return Rect(origin.x, origin.y, h.ui.measurer.measure(s, font: font).width, 10)
        }.first)
        XCTAssertLessThan(text.minX, f.frame.minX, "scrolled left to show the caret at the end")
        XCTAssertGreaterThan(text.maxX, f.frame.maxX - 20)
        XCTAssertLessThanOrEqual(text.maxX, f.frame.maxX + charWidth, "(its trailing space may pass the caret)")
    }

    /// The caret blinks only while focused: an unfocused field asks for no frame.
    func testCaretBlinksOnlyWhileFocused() throws {
        let h = try Harness(app: FormApp(), text: .headless)
        XCTAssertNil(h.ui.nextFrameTime)
        XCTAssertNil(h.ui.textInputArea)
        try h.click(label: "Name", role: "textField")
        let next = try XCTUnwrap(h.ui.nextFrameTime)
        XCTAssertEqual(next - h.time, 0.5, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertNotNil(h.ui.textInputArea)
    }
}

/// The multi-line editor: new lines, wrapping, Up and Down keeping the column, scrolling.
final class TextEditorTests: XCTestCase {
    final class NotesApp: App {
        var notes = ""
        init() {}
        func body(_ ui: UI) {
            ui.textEditor(text: Bindable(self).notes).frame(width: 200, height: 100).padding(20)
        }
    }

    private func selection(_ h: Harness) throws -> [Int]? {
        try XCTUnwrap(h.ui.inspector.first { $0.role == "textField" }).selection
    }

    private func editor(_ h: Harness) throws -> Rect {
        try XCTUnwrap(h.ui.inspector.first { $0.role == "textField" }).frame
    }

    func testReturnUpDownHomeEnd() throws {
        let app = NotesApp()
        let h = try Harness(app: app, text: .headless)
        h.click(at: try editor(h).center)
        h.type("first line")
        try h.key("Return")
        h.type("2nd")
        try h.key("Return")
        h.type("third line")
        XCTAssertEqual(app.notes, "first line\n2nd\nthird line")
        try h.key("Left"); try h.key("Left")                   // column 8 of "third line"
        try h.key("Up")                                         // "2nd" is shorter: its end
        XCTAssertEqual(try selection(h), [14, 14])
        try h.key("Up")                                         // back to column 8 of the first line
        XCTAssertEqual(try selection(h), [8, 8])
        try h.key("End")
        XCTAssertEqual(try selection(h), [10, 10], "End stops before the newline")
        try h.key("Home", modifiers: .control)
        XCTAssertEqual(try selection(h), [0, 0])
        try h.key("End", modifiers: [.control, .shift])
        XCTAssertEqual(try selection(h), [0, app.notes.utf8.count])
        Clipboard.provider = ProcessClipboard()
        try h.key("C", modifiers: .control)
        try h.key("End", modifiers: .control)
        try h.key("V", modifiers: .control)
        XCTAssertEqual(app.notes, "first line\n2nd\nthird line" + "first line\n2nd\nthird line", "pasting keeps line breaks")
    }

    /// Long text wraps at the editor's width and scrolls to keep the caret in view.
    func testWrapsAndScrollsToTheCaret() throws {
        let app = NotesApp()
        let h = try Harness(app: app, text: .headless)
        let frame = try editor(h)
        h.click(at: frame.center)
        h.type(Array(repeating: "word", count: 60).joined(separator: " "))
        let layout = h.ui.measurer.layout(app.notes, font: .body, width: 200 - 16)
        XCTAssertGreaterThan(layout.lines.count, 6, "wrapped")
        let caretY = try XCTUnwrap(h.ui.textInputArea).minY
        XCTAssertLessThan(caretY, frame.maxY, "the caret stays inside the editor")
        XCTAssertGreaterThan(caretY, frame.minY)
        let texts = h.host.lastDrawList.commands.compactMap { c -> Point? in
            if case .text(let s, _, _, let origin) = c, s.hasPrefix("word") { return origin } else { return nil }
        }
        XCTAssertLessThan(try XCTUnwrap(texts.first).y, frame.minY, "scrolled up")
    }
}

/// Shortcuts on buttons, a focus binding, a disabled field and the middle-click paste.
final class TextInputExtrasTests: XCTestCase {
    final class EditorApp: App {
        var title = ""
        var saves = 0
        var titleFocused = false
        var locked = false
        init() {}
        func body(_ ui: UI) {
            ui.vstack(spacing: 10) {
                ui.textField("Title", text: Bindable(self).title)
                    .focused(Bindable(self).titleFocused)
                    .disabled(locked)
                ui.button("Save") { self.saves += 1 }.keyboardShortcut("s")
            }
        }
    }

    override func setUp() { Clipboard.provider = ProcessClipboard() }

    /// Ctrl+S clicks the button, even while a field has focus; plain S types instead.
    func testKeyboardShortcutClicksTheButton() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        try h.key("S", modifiers: .control)
        XCTAssertEqual(app.saves, 1)
        try h.click(label: "Title", role: "textField")
        h.step([.key("S", modifiers: []), .text("s")])
        XCTAssertEqual(app.saves, 1)
        XCTAssertEqual(app.title, "s")
        try h.key("S", modifiers: .control)
        XCTAssertEqual(app.saves, 2, "a shortcut still works while typing")
        try h.key("S", modifiers: [.control, .shift])
        XCTAssertEqual(app.saves, 2, "other modifiers are another shortcut")
    }

    /// The binding moves focus, and focus moved by the user writes it.
    func testFocusBinding() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        app.titleFocused = true
        h.run(frames: 2)
        XCTAssertTrue(try h.node(label: "Title", role: "textField").focused)
        h.type("typed")
        XCTAssertEqual(app.title, "typed")
        try h.key("Tab")
        h.run(frames: 1)
        XCTAssertFalse(app.titleFocused, "Tab moved focus away")
        try h.key("Tab", modifiers: .shift)
        h.run(frames: 1)
        XCTAssertTrue(app.titleFocused)
    }

    /// A disabled field takes neither clicks nor typing.
    func testDisabledFieldTakesNothing() throws {
        let app = EditorApp()
        app.locked = true
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Title", role: "textField")
        h.type("nope")
        XCTAssertEqual(app.title, "")
        XCTAssertFalse(try h.node(label: "Title", role: "textField").focused)
    }

    /// A middle click pastes the primary selection where it lands.
    func testMiddleClickPastesThePrimarySelection() throws {
        let app = EditorApp()
        let h = try Harness(app: app, text: .headless)
        Clipboard.primarySelection = "selected elsewhere"
        let f = try h.node(label: "Title", role: "textField").frame
        h.step([.pointerMove(f.center), .pointerDown(f.center, .middle)])
        h.step([.pointerUp(f.center, .middle)])
        XCTAssertEqual(app.title, "selected elsewhere")
        XCTAssertTrue(try h.node(label: "Title", role: "textField").focused)
    }
}

/// Arrows through mixed-direction text move as drawn (the real text engine: FriBidi orders it).
final class BidiCaretTests: XCTestCase {
    final class FieldApp: App {
        var text = "abc אבג def"
        init() {}
        func body(_ ui: UI) { ui.textField("Mixed", text: Bindable(self).text).frame(width: 300) }
    }

    func testRightMovesLeftToRightAcrossAHebrewRun() throws {
        let h = try Harness(app: FieldApp())
        try h.click(label: "Mixed", role: "textField")
        try h.key("Home")
        var xs: [Double] = [try XCTUnwrap(h.ui.textInputArea).minX]
        var offsets: [Int] = [0]
        for _ in 0..<14 {
            try h.key("Right")
            xs.append(try XCTUnwrap(h.ui.textInputArea).minX)
            offsets.append(try XCTUnwrap(h.node(label: "Mixed", role: "textField").selection?.first))
        }
        let moved = zip(xs, xs.dropFirst()).prefix { $1 != $0 }.count
        XCTAssertGreaterThanOrEqual(moved, 10, "every step moves right until the end: \(xs)")
        XCTAssertTrue(zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "never left: \(xs)")
        XCTAssertEqual(offsets.last, "abc אבג def".utf8.count, "ends at the end")
        // Inside the Hebrew run the logical offset goes down while the caret goes right.
        let hebrew = offsets.filter { (4...10).contains($0) }
        XCTAssertTrue(hebrew.contains(6) && hebrew.contains(8))
        if let i6 = offsets.firstIndex(of: 6), let i8 = offsets.firstIndex(of: 8) {
            XCTAssertLessThan(i8, i6, "ג (offset 8) is left of ב (offset 6) as drawn")
        }
        // And back: Left retraces the same stops.
        try h.key("Left")
        XCTAssertLessThan(try XCTUnwrap(h.ui.textInputArea).minX, xs.last!)
    }
}
