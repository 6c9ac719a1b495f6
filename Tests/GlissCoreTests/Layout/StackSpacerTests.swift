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

    /// A spacer given a frame is a view of that size, as in SwiftUI: `spacer().frame(width: 20)`
    /// is a 20-point gap in an hstack (not a flexible spacer), and it does not make the stack
    /// as tall as it is offered; `spacer().frame(height: 60)` in a vstack is 60 points.
    func testASpacerWithAFrameIsAFixedGap() {
        let ui = UI(size: Size(600, 400), measurer: MonospaceTextMeasurer())
        _ = ui.runFrame(time: 0, events: []) { ui in
            ui.vstack(spacing: 0) {
                ui.hstack(spacing: 0) {
                    ui.text("a", font: Font(size: 10))   // 6 wide
                    ui.spacer().frame(width: 20)
                    ui.text("b", font: Font(size: 10))
                }.accessibility(role: .container, label: "row")
                ui.spacer().frame(height: 60)
                ui.text("c", font: Font(size: 10))
            }.accessibility(role: .container, label: "column")
        }
        let row = ui.inspector.first { $0.label == "row" }!
        XCTAssertEqual(row.frame.width, 32, accuracy: 0.01, "6 + 20 + 6: the gap is 20 points, not the rest of the row")
        XCTAssertEqual(row.frame.height, 12, accuracy: 0.01, "the gap grows along the row only")
        let b = ui.inspector.first { $0.label == "b" }!
        XCTAssertEqual(b.frame.minX - ui.inspector.first { $0.label == "a" }!.frame.maxX, 20, accuracy: 0.01)
        let column = ui.inspector.first { $0.label == "column" }!
        XCTAssertEqual(column.frame.height, 12 + 60 + 12, accuracy: 0.01, "a 60-point gap, not the rest of the window")
    }

    /// A paragraph in a column too short for it, beside one-line labels: the labels are the
    /// least flexible at the column's width and go first, and the paragraph takes the rest
    /// (SwiftUI's stack measures flexibility at its own cross length). At an infinite width the
    /// paragraph is one line too: it had an equal share, one line and "…", with space left.
    func testAParagraphInAShortColumnTakesWhatTheLabelsLeave() {
        let ui = UI(size: Size(600, 400), measurer: MonospaceTextMeasurer())
        let words = String(repeating: "word ", count: 12).trimmingCharacters(in: .whitespaces)  // 59 chars
        _ = ui.runFrame(time: 0, events: []) { ui in
            ui.vstack(spacing: 0) {
                ui.text(words, font: Font(size: 10))   // 16 characters a line at 100: 4 lines
                ui.text("a", font: Font(size: 10))
                ui.text("b", font: Font(size: 10))
            }.frame(width: 100, height: 60)
        }
        let para = ui.inspector.first { $0.label == words }!
        XCTAssertEqual(para.frame.height, 36, accuracy: 0.01, "three lines: all the labels leave of 60")
        let b = ui.inspector.first { $0.label == "b" }!
        XCTAssertEqual(b.frame.height, 12, accuracy: 0.01)
        XCTAssertEqual(b.frame.maxY - para.frame.minY, 60, accuracy: 0.01, "the column is filled, nothing left over")
    }
}
