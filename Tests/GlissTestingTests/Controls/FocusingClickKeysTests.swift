import XCTest
import Gliss
import GlissTesting

/// Keys sent in the frame of the click that focuses a field reach the field, as typed text
/// does (a script's `click` then `type`/`key` with no `wait` between).
final class FocusingClickKeysTests: XCTestCase {
    func testKeysInTheFocusingClicksFrameReachTheField() throws {
        var name = "Hello"
        let d = FrameDriver(width: 400, height: 200) { ui in
            ui.textField("Name", text: Binding(get: { name }, set: { name = $0 })).frame(width: 300)
        }
        d.frame(); d.frame()
        let field = try XCTUnwrap(d.ui.inspector.first { $0.label == "Name" })
        let p = Point(field.frame.maxX - 4, field.frame.midY)   // after the last letter
        d.frame([.pointerMove(p), .pointerDown(p, .left)])
        let backspace = try XCTUnwrap(Key(name: "Backspace"))
        d.frame([.pointerUp(p, .left), .key(backspace, modifiers: []), .text("p"), .key(backspace, modifiers: []), .text("!")])
        d.frame()
        XCTAssertEqual(name, "Hell!", "both Backspaces and both letters, in order")
    }
}
