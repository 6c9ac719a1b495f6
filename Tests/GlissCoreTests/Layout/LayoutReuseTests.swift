import XCTest
@testable import GlissCore

/// What one pass keeps for the next step rather than working out again: a stack's sizing for
/// its placement, a paragraph's lines for its placement, and both probes of a stack at once.
/// Counted structurally (debug builds' counters, the paragraph cache's entries), not by time;
/// each test fails when the step is worked out again.
final class LayoutReuseTests: XCTestCase {
    private let f = Font(size: 10)

    /// Two columns of two rows of labels: five stacks that share a length out.
    private func columns(_ ui: UI) {
        ui.hstack {
            for c in 0..<2 {
                ui.vstack {
                    for r in 0..<2 { ui.text("Cell \(c) \(r)", font: self.f).accessibility(label: "cell \(c) \(r)") }
                }
            }
        }
    }

    func testAStackPlacedAsItWasSizedSharesItsLengthOutOnce() {
        let d = CoreHarness(width: 400, height: 300) { ui in self.columns(ui) }
        d.frame()
        // The hstack and the two vstacks, each sized once for its proposal (their probes
        // share nothing out); placing them reads those sizings back. (A framed stack is sized
        // once more inside its frame when placed: the frame's answer is what it keeps.)
        XCTAssertEqual(d.ui.tree.sharings, 3, "each stack shares its length out once a pass")
        // And the cells sit where the stacks' rule puts them: two columns, two rows each.
        let frames = (0..<2).flatMap { c in (0..<2).compactMap { r in d.node("cell \(c) \(r)")?.frame } }
        XCTAssertEqual(frames.count, 4)
        XCTAssertLessThan(frames[1].maxX, frames[2].minX, "the columns side by side")
        XCTAssertLessThan(frames[0].maxY, frames[1].minY, "the rows one under the other")
    }

    func testAWrappedLabelIsLaidOutOnceAPassAtTheWidthItWasOffered() {
        // 27 characters of 6 points in 100: two lines, as wide as the wider (90, less than 100).
        let d = CoreHarness(width: 400, height: 300) { ui in
            ui.text("Lorem ipsum dolor sit amet.", font: self.f).accessibility(label: "t").frame(width: 100)
        }
        d.frame()
        XCTAssertEqual(d.texts.map(\.string), ["Lorem ipsum", "dolor sit amet."])
        // Measured for 100 points and placed for the same proposal, not for its narrower rect
        // (another width, another layout of the paragraph).
        XCTAssertEqual(d.ui.textSizes.paragraphs.count, 1, "one layout of the paragraph")
        d.frame()
        XCTAssertEqual(d.ui.textSizes.paragraphs.count, 1, "and the same one the next frame")
        XCTAssertEqual(d.texts.map(\.string), ["Lorem ipsum", "dolor sit amet."])
    }

    func testAStacksProbesAreItsChildrensAnswers() {
        // Both probes worked out in one walk give what asking each gives: a label beside a
        // short one, probed through a wrapper, takes what a rigid label leaves it.
        let d = CoreHarness(width: 400, height: 300) { ui in
            ui.hstack(spacing: 0) {
                ui.vstack { ui.hstack(spacing: 4) {
                    ui.text("ab", font: self.f).fixedSize().accessibility(label: "short")
                    ui.text("Lorem ipsum dolor", font: self.f).accessibility(label: "label")
                } }
                ui.text("Rigid", font: self.f).fixedSize().accessibility(label: "rigid")
            }
            .frame(width: 120)
        }
        d.frame()
        let short = d.node("short")?.frame, label = d.node("label")?.frame, rigid = d.node("rigid")?.frame
        XCTAssertEqual(short?.width, 12)
        XCTAssertEqual(rigid?.width, 30, "the rigid label keeps its width")
        // What is left (120 - 30 - 4 - 12 = 74) goes to the label, which wraps within it.
        XCTAssertLessThanOrEqual(label?.width ?? .infinity, 74)
        XCTAssertGreaterThan(label?.height ?? 0, 12, "the label wraps")
        XCTAssertGreaterThanOrEqual(rigid?.minX ?? 0, label?.maxX ?? .infinity, "side by side")
    }
}
