import XCTest
import GlissCore

/// Spacers take what the other children leave, as in SwiftUI: a paragraph beside a spacer
/// wraps at the width it is given, not at an equal share with the spacer.
final class StackSpacerTests: XCTestCase {
    func testParagraphBesideSpacerTakesTheWidthItNeeds() {
        let ui = UI(size: Size(600, 400), measurer: MonospaceTextMeasurer())
        let words = String(repeating: "word ", count: 12).trimmingCharacters(in: .whitespaces)  // 59 chars
        _ = ui.runFrame(time: 0, events: []) { ui in
            ui.hstack(spacing: 0) {
                ui.text(words, font: Font(size: 10))   // 6 pt per char: 354 wide
                ui.spacer()
                ui.text("x", font: Font(size: 10))
            }.frame(width: 500)
        }
        let para = ui.inspector.first { $0.label == words }!
        XCTAssertEqual(para.frame.width, 354, accuracy: 0.01, "one line: it fits beside the spacer")
        XCTAssertEqual(para.frame.height, 12, accuracy: 0.01)
        let x = ui.inspector.first { $0.label == "x" }!
        XCTAssertEqual(x.frame.maxX, 550, accuracy: 0.01, "the spacer pushes the last view to the end")
    }

    func testTwoSpacersSplitTheRestEqually() {
        let ui = UI(size: Size(400, 100), measurer: MonospaceTextMeasurer())
        _ = ui.runFrame(time: 0, events: []) { ui in
            ui.hstack(spacing: 0) {
                ui.spacer()
                ui.text("ab", font: Font(size: 10))   // 12 wide
                ui.spacer()
            }.frame(width: 112)
        }
        XCTAssertEqual(ui.inspector.first { $0.label == "ab" }!.frame.minX, 144 + 50, accuracy: 0.01)
    }
}
