import XCTest
import GlissCore

/// A measurer that prepares long texts over frames is told of each frame, and the UI asks for
/// frames while it prepares (`TextMeasurer.isPreparingText`).
final class TextPreparationFramesTests: XCTestCase {
    final class PreparingMeasurer: TextMeasurer {
        var framesBegun = 0
        var isPreparingText = false
        func measure(_ text: String, font: Font) -> Size { MonospaceTextMeasurer().measure(text, font: font) }
        func lineHeight(_ font: Font) -> Double { MonospaceTextMeasurer().lineHeight(font) }
        func beginFrame() { framesBegun += 1 }
    }

    func testTheUIIsNotIdleWhileTextIsPrepared() {
        let m = PreparingMeasurer()
        let ui = UI(size: Size(200, 100), measurer: m)
        let body: (UI) -> Void = { ui in ui.text("label", font: .body) }
        _ = ui.runFrame(time: 0, events: []) { body($0) }
        XCTAssertEqual(m.framesBegun, 1)
        XCTAssertTrue(ui.isIdle)
        m.isPreparingText = true
        _ = ui.runFrame(time: 1.0 / 60, events: []) { body($0) }
        XCTAssertEqual(m.framesBegun, 2, "once a frame")
        XCTAssertFalse(ui.isIdle, "a frame is wanted while text is prepared")
        m.isPreparingText = false
        XCTAssertTrue(ui.isIdle)
    }
}
