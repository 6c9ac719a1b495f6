import XCTest
import Gliss
import GlissTesting

/// `textEditor(…).padding(20).background(.green).frame(width: 240, height: 140)` draws the
/// editor inside its padding: a 20-point green ring round a 200 × 100 editor.
final class TextEditorPaddingTests: XCTestCase {
    func testAnEditorIsDrawnInsideItsPadding() throws {
        var notes = "Notes"
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.textEditor(text: Binding(get: { notes }, set: { notes = $0 }))
                .padding(20)
                .background(.green)
                .frame(width: 240, height: 140)
        }
        d.frame(); d.frame()
        let green = try XCTUnwrap(d.list.commands.lazy.compactMap { c -> Rect? in
            if case .fillRoundedRect(let r, _, let color) = c, color == .green { return r } else { return nil }
        }.first)
        XCTAssertEqual(green.size, Size(240, 140))
        let box = try XCTUnwrap(d.list.commands.lazy.compactMap { c -> Rect? in
            if case .fillRoundedRect(let r, let radius, .white) = c, radius > 0 { return r } else { return nil }
        }.first)
        XCTAssertEqual(box, Rect(green.minX + 20, green.minY + 20, 200, 100), "the editor's box sits 20 points inside the green")
    }
}
