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
