import XCTest
import GlissCore

/// `ui.viewThatFits(in:)`: the first child whose ideal size fits the proposal on the axes given
/// is shown, else the last; the others are not drawn, hit or read.
/// Window 400×300; body text is 10.2 pt per character and 20 pt high.
final class ViewThatFitsTests: XCTestCase {
    /// Three 40-point squares 8 apart: 136 wide.
    private func squares(_ ui: UI) {
        ui.hstack {
            for k in 0..<3 {
                ui.rectangle(fill: CTSwatch.a).frame(width: 40, height: 40).accessibility(role: .shape, label: "square \(k)")
            }
        }
    }

    private func harness(width: Double) -> CoreHarness {
        let h = CoreHarness { ui in
            ui.viewThatFits {
                self.squares(ui)
                ui.text("Short")                // 51 wide
                ui.text("The longest of them")  // 193.8 wide
            }
            .frame(width: width)
        }
        h.frame()
        return h
    }

    func testTheFirstChildThatFitsIsShown() {
        let h = harness(width: 200)
        XCTAssertEqual(h.fills(CTSwatch.a).count, 3)
        XCTAssertNotNil(h.node("square 0"))
        XCTAssertNil(h.node("Short"), "not read")
        XCTAssertNil(h.textOrigin("Short"), "not drawn")
        XCTAssertNil(h.textOrigin("The longest of them"))
    }

    func testTheSecondWhenTheFirstIsTooWide() {
        let h = harness(width: 100)
        XCTAssertEqual(h.fills(CTSwatch.a), [], "the squares are not drawn")
        XCTAssertNil(h.node("square 0"), "nor read")
        // Sized for the proposal and centred in the 100-wide frame.
        ctAssertPoint(h.textOrigin("Short"), Point(200 - 25.5, 140), accuracy: 1e-9)
        XCTAssertNil(h.textOrigin("The longest of them"))
    }

    func testTheLastWhenNoneFits() {
        let h = harness(width: 30)
        XCTAssertEqual(h.fills(CTSwatch.a), [])
        XCTAssertNil(h.textOrigin("Short"))
        // Shown, and wrapped to the 30 points it is offered.
        XCTAssertTrue(h.texts.contains { $0.string.hasPrefix("longest") }, "\(h.texts.map(\.string))")
        XCTAssertNotNil(h.node("The longest of them"))
    }

    func testOnlyTheAxesGivenMustFit() {
        func shown(_ axes: Axis.Set) -> (tall: Bool, small: Bool) {
            let h = CoreHarness { ui in
                ui.viewThatFits(in: axes) {
                    ui.rectangle(fill: CTSwatch.b).frame(width: 50, height: 500)   // taller than the window
                    ui.text("Small")
                }
            }
            h.frame()
            return (!h.fills(CTSwatch.b).isEmpty, h.textOrigin("Small") != nil)
        }
        XCTAssertTrue(shown(.horizontal) == (true, false), "its width fits")
        XCTAssertTrue(shown([.horizontal, .vertical]) == (false, true), "its height does not")
        XCTAssertTrue(shown(.vertical) == (false, true))
    }

    func testTheChildrenNotShownAreNotHitNorReadByAScreenReader() {
        var tapped = false
        let h = CoreHarness { ui in
            ui.viewThatFits {
                // Not placed, this zstack would sit at the centre with no size, and its button
                // 300 wide across the centre: it must not be hit there.
                ui.zstack { ui.button("Too wide") { tapped = true }.frame(width: 300, height: 40) }
                ui.text("Fits")
            }
            .frame(width: 200)
        }
        h.frame()
        XCTAssertNotNil(h.node("Fits"))
        XCTAssertNil(h.node("Too wide"))
        XCTAssertFalse(h.ui.accessibilityElements().contains { $0.label == "Too wide" })
        h.click(Point(200, 150))
        XCTAssertFalse(tapped)
    }

    func testTheChoiceFollowsTheProposalFromFrameToFrame() {
        let h = CoreHarness { ui in
            ui.viewThatFits {
                self.squares(ui)
                ui.text("Short")
            }
        }
        h.frame()
        XCTAssertEqual(h.fills(CTSwatch.a).count, 3)
        h.frame([.resize(Size(100, 300))])
        XCTAssertEqual(h.fills(CTSwatch.a).count, 0)
        XCTAssertNotNil(h.textOrigin("Short"))
        h.frame([.resize(Size(400, 300))])
        XCTAssertEqual(h.fills(CTSwatch.a).count, 3)
        XCTAssertNil(h.textOrigin("Short"))
    }
}
