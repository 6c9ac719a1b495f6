import XCTest
import GlissCore

/// `.aspectRatio`, `.scaledToFit`/`.scaledToFill` and `.fixedSize`, in SwiftUI's order with
/// `.frame` and `.padding`. Window 400×300.
final class SizingModifierTests: XCTestCase {
    typealias S = CTSwatch

    private func framedSquare(_ mode: ContentMode) -> Rect? {
        let h = CoreHarness { ui in
            ui.rectangle(fill: S.a).aspectRatio(1, contentMode: mode).frame(width: 300, height: 100)
        }
        h.frame()
        return h.fills(S.a).first
    }

    func testAspectRatioFitIsTheLargestOfThatRatioInsideTheOffer() {
        // 300 × 100 centred in 400 × 300: (50, 100); the square in its middle.
        ctAssertRect(framedSquare(.fit), Rect(150, 100, 100, 100))
    }

    func testAspectRatioFillIsTheSmallestOfThatRatioCoveringTheOffer() {
        ctAssertRect(framedSquare(.fill), Rect(50, 0, 300, 300))
    }

    func testAFrameWrittenBeforeAspectRatioIsInsideIt() {
        // `.frame` first: the frame is 300 × 100 whatever the aspect ratio offers it.
        let h = CoreHarness { ui in
            ui.rectangle(fill: S.a).frame(width: 300, height: 100).aspectRatio(1, contentMode: .fit)
        }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(50, 100, 300, 100))
    }

    func testOfferedOneAxisTheRatioGivesTheOther() {
        let h = CoreHarness { ui in
            ui.scroll(id: "s") {
                ui.rectangle(fill: S.a).aspectRatio(2, contentMode: .fit)
            }
        }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(0, 0, 400, 200))
    }

    func testScaledToFitTakesTheContentsIdealRatio() {
        // The content's ideal size is 40 × 20: fitted in 400 × 300, 400 × 200.
        let h = CoreHarness { ui in
            ui.zstack { ui.rectangle(fill: S.a).frame(idealWidth: 40, idealHeight: 20) }.scaledToFit()
        }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(0, 50, 400, 200))
    }

    func testAspectRatioIncludesThePaddingInside() {
        // `.padding(10).aspectRatio(1)`: the padded view is square; the fill inside it 80 × 80.
        let h = CoreHarness { ui in
            ui.rectangle(fill: S.a).padding(10).aspectRatio(1, contentMode: .fit).frame(width: 300, height: 100)
        }
        h.frame()
        ctAssertRect(h.fills(S.a).first, Rect(160, 110, 80, 80))
    }

    func testFixedSizeInsideAFrameOverflowsItAndOutsideItKeepsTheFramesSize() {
        let word = "abcdefghij"   // 17-pt body text: wider than 50
        let inside = CoreHarness { ui in
            ui.text("\(word) \(word)").fixedSize().accessibility(label: "t").frame(width: 50)
        }
        inside.frame()
        XCTAssertGreaterThan(inside.node("t")!.frame.width, 100)
        XCTAssertEqual(inside.texts.count, 1)

        let outside = CoreHarness { ui in
            ui.text("\(word) \(word)").frame(width: 50).fixedSize().accessibility(label: "t")
        }
        outside.frame()
        XCTAssertEqual(outside.node("t")!.frame.width, 50)
    }

    func testAFixedSizeStackInARowTakesItsIdealWidthAndTheOtherTextWraps() {
        let f = Font(size: 10)
        let h = CoreHarness { ui in
            ui.hstack(spacing: 0) {
                ui.text("aaaa bbbb", font: f).fixedSize().accessibility(label: "fixed")
                ui.text("cccc dddd", font: f).accessibility(label: "wraps")
            }.frame(width: 80)
        }
        h.frame()
        XCTAssertEqual(h.node("fixed")?.frame.size, Size(54, 12))
        XCTAssertEqual(h.node("wraps")?.frame.size, Size(24, 24))
    }
}

/// `.layoutPriority`: a stack offers its length to the highest priority first, keeping back
/// the others' minimum lengths (SwiftUI's rule).
final class LayoutPriorityTests: XCTestCase {
    let f = Font(size: 10)   // 6 pt a character, 12-pt lines

    private func row(priority: Double) -> CoreHarness {
        CoreHarness { ui in
            ui.hstack(spacing: 0) {
                ui.text("aaaa bbbb cccc", font: self.f).accessibility(label: "a")
                ui.text("dddd eeee ffff gggg", font: self.f).layoutPriority(priority).accessibility(label: "b")
            }.frame(width: 150)
        }
    }

    func testWithoutPriorityTheLeastFlexibleIsOfferedAnEqualShareFirst() {
        let h = row(priority: 0)
        h.frame()
        // `a` (84 pt on one line) is offered 75 and wraps; `b` takes the 96 left and wraps too.
        XCTAssertEqual(h.node("a")?.frame.height, 24)
        XCTAssertEqual(h.node("b")?.frame.height, 24)
    }

    func testTheHigherPriorityIsOfferedAllButTheOthersMinimumFirst() {
        let h = row(priority: 1)
        h.frame()
        XCTAssertEqual(h.node("b")?.frame.size, Size(114, 12), "one line: all it needs")
        XCTAssertEqual(h.node("a")?.frame.width ?? 0, 36, accuracy: 12, "a wraps in what is left")
        XCTAssertGreaterThan(h.node("a")?.frame.height ?? 0, 12)
    }
}
