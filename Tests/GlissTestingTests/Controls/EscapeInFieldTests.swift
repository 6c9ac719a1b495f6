import XCTest
import Gliss
import GlissTesting

/// Escape in a focused text field ends editing, as on every desktop: the field keeps its text,
/// loses focus, and the app's Escape shortcut (a demo's "quit") does not see the key.
final class EscapeInFieldTests: XCTestCase {
    func testEscapeEndsEditingAndIsNotPassedOn() throws {
        var name = ""
        var appSawEscape = 0
        var focused = false
        let d = FrameDriver(width: 400, height: 200) { ui in
            if ui.keyPressed(.escape) { appSawEscape += 1 }
            ui.textField("Name", text: Binding(get: { name }, set: { name = $0 })).frame(width: 300)
                .focused(Binding(get: { focused }, set: { focused = $0 }))
        }
        d.frame(); d.frame()
        let field = try XCTUnwrap(d.ui.inspector.first { $0.label == "Name" })
        let p = Point(field.frame.midX, field.frame.midY)
        d.frame([.pointerMove(p), .pointerDown(p, .left)])
        d.frame([.pointerUp(p, .left), .text("Hello")])
        d.frame()
        XCTAssertTrue(focused, "the click focused the field")
        d.frame([.key(.escape, modifiers: [])])
        d.frame()
        XCTAssertEqual(name, "Hello", "the field keeps its text")
        XCTAssertFalse(focused, "Escape ended editing")
        XCTAssertEqual(appSawEscape, 0, "the field's Escape is not the app's")
        // With the field no longer focused, the next Escape is the app's again.
        d.frame([.key(.escape, modifiers: [])])
        XCTAssertEqual(appSawEscape, 1)
        d.frame([.text("x")])
        XCTAssertEqual(name, "Hello", "typing after Escape no longer edits the field")
    }
}
