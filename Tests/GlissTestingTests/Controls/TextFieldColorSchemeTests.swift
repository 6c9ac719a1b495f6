import XCTest
import Gliss
import GlissTesting

/// Text fields, secure fields and editors follow the colour scheme: in the dark one the box is
/// dark, so typed text (the primary colour: white) stays readable, and so do the caret and the
/// selection.
final class TextFieldColorSchemeTests: XCTestCase {
    final class Model { var name = ""; var notes = "" }

    private func fieldColors(_ scheme: ColorScheme) throws -> (box: [Color], text: Color?, caret: [Color]) {
        let model = Model()
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.environment(\.colorScheme, scheme) {
                ui.vstack(spacing: 12) {
                    ui.textField("Name", text: Binding(get: { model.name }, set: { model.name = $0 }))
                        .frame(width: 200)
                    ui.textEditor(text: Binding(get: { model.notes }, set: { model.notes = $0 }))
                        .frame(width: 200, height: 80)
                }
            }
        }
        d.frame(); d.frame()
        try d.click(label: "Name")
        d.frame([.text("Hello")])
        d.frame()
        let commands = d.list.commands
        let boxes = commands.compactMap { c -> Color? in
            if case .fillRoundedRect(let r, let radius, let color) = c, radius > 0, r.width >= 200 { return color }
            return nil
        }
        let text = commands.lazy.compactMap { c -> Color? in
            if case .text("Hello", _, let color, _) = c { return color } else { return nil }
        }.first
        let carets = commands.compactMap { c -> Color? in
            if case .fillRoundedRect(let r, _, let color) = c, r.width < 2, r.height > 10 { return color }
            return nil
        }
        XCTAssertEqual(model.name, "Hello")
        return (boxes, text, carets)
    }

    /// Relative luminance-ish brightness of `c` drawn over `background`.
    private func brightness(_ c: Color, over background: Color) -> Double {
        let r = c.r * c.a + background.r * (1 - c.a), g = c.g * c.a + background.g * (1 - c.a), b = c.b * c.a + background.b * (1 - c.a)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    func testAFocusedFieldInTheDarkSchemeIsDarkWithReadableText() throws {
        let dark = try fieldColors(.dark)
        let window = Color(white: 0.12)   // the dark window background, near enough
        XCTAssertEqual(dark.box.count, 2, "the field's box and the editor's")
        for box in dark.box { XCTAssertLessThan(brightness(box, over: window), 0.3, "a dark box: \(box)") }
        let text = try XCTUnwrap(dark.text)
        XCTAssertGreaterThan(brightness(text, over: window), 0.8, "typed text is light on it")
        XCTAssertFalse(dark.caret.isEmpty, "the caret shows")
        for caret in dark.caret { XCTAssertGreaterThan(brightness(caret, over: window), 0.8, "and so does the caret") }

        let light = try fieldColors(.light)
        for box in light.box { XCTAssertEqual(box, .white, "the light scheme keeps its white field") }
        XCTAssertLessThan(brightness(try XCTUnwrap(light.text), over: .white), 0.2)
    }
}
