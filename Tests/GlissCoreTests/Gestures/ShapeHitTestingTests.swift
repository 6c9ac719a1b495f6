import XCTest
import GlissCore

/// A filled shape takes the presses inside its path, as SwiftUI hit-tests a shape by its fill;
/// padding and frames after a control lie outside it (they do not widen its tap area).
final class ShapeHitTestingTests: XCTestCase {
    final class Model {
        var taps = 0
        var cover: ((UI) -> Void)? = nil
    }

    /// A 200×200 button at the window's top-left, with `m.cover` drawn over it.
    private func buttonUnder(_ m: Model) -> CoreHarness {
        CoreHarness(width: 400, height: 400) { ui in
            ui.zstack(alignment: .topLeading) {
                ui.button(label: "Big", action: { m.taps += 1 }) {
                    ui.rectangle(fill: .clear).frame(width: 200, height: 200)
                }
                m.cover?(ui)
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    func testAFilledRectangleOverAButtonTakesTheClick() {
        let m = Model()
        let h = buttonUnder(m)
        // Each cover in turn, and whether a click in the middle still reaches the button.
        let covers: [(String, ((UI) -> Void)?, Bool)] = [
            ("nothing", nil, true),
            ("a filled rectangle", { ui in ui.rectangle(fill: .red).frame(width: 200, height: 200) }, false),
            // Translucent is still filled (SwiftUI: a scrim takes the click); clear is not.
            ("a translucent fill", { ui in ui.rectangle(fill: Color.black.opacity(0.3)).frame(width: 200, height: 200) }, false),
            ("a clear fill", { ui in ui.rectangle(fill: .clear).frame(width: 200, height: 200) }, true),
            ("an outline", { ui in ui.rectangle(stroke: .red, lineWidth: 2).frame(width: 200, height: 200) }, true),
        ]
        for (name, cover, reaches) in covers {
            m.cover = cover
            h.frame()
            let before = m.taps
            h.click(Point(100, 100))
            XCTAssertEqual(m.taps - before, reaches ? 1 : 0, "under \(name)")
        }
    }

    func testACircleTakesOnlyThePressesInsideIt() {
        let m = Model()
        m.cover = { ui in ui.circle(fill: .blue).frame(width: 200, height: 200) }
        let h = buttonUnder(m)
        h.frame()
        h.click(Point(100, 100))
        XCTAssertEqual(m.taps, 0, "the circle's centre is the circle's")
        h.click(Point(10, 10))
        XCTAssertEqual(m.taps, 1, "its frame's corner is outside the circle: the button's")
        // A capsule's rounded ends and a rounded rectangle's corners too.
        m.cover = { ui in ui.roundedRectangle(cornerRadius: 40, fill: .blue).frame(width: 200, height: 200) }
        h.frame()
        h.click(Point(4, 4))
        XCTAssertEqual(m.taps, 2, "outside the rounded corner")
        h.click(Point(4, 100))
        XCTAssertEqual(m.taps, 2, "inside the rounded rectangle")
    }

    func testContentShapeShapesAViewsOwnTapArea() {
        var taps = 0
        let h = CoreHarness(width: 400, height: 400) { ui in
            ui.rectangle(fill: .clear).frame(width: 200, height: 200)
                .contentShape(.circle)
                .onTapGesture { taps += 1 }
                .frame(width: 400, height: 400)
        }
        h.frame()
        h.click(Point(200, 200))
        XCTAssertEqual(taps, 1)
        h.click(Point(105, 105))
        XCTAssertEqual(taps, 1, "outside the circle, inside the frame: not a tap")
    }

    func testPaddingAndAFrameAfterAButtonDoNotWidenItsTapArea() {
        var taps = 0
        let h = CoreHarness(width: 400, height: 400) { ui in
            ui.vstack(spacing: 0) {
                ui.button("Padded") { taps += 1 }.padding(30).background(.blue)
                ui.button("Framed") { taps += 1 }.frame(maxWidth: .infinity, minHeight: 80)
            }
        }
        h.frame()
        guard let padded = h.node("Padded")?.frame, let framed = h.node("Framed")?.frame else { return XCTFail("no buttons") }
        XCTAssertLessThan(padded.height, 30, "the inspector's frame is the button's own, without the padding")
        XCTAssertLessThan(framed.width, 200, "…and without the frame around it")
        XCTAssertEqual(h.fills(.blue).first?.height ?? 0, padded.height + 60, accuracy: 0.5,
                       "the background drawn after the padding covers it")
        h.click(Point(padded.midX, padded.minY - 15))
        h.click(Point(framed.minX - 40, framed.midY))
        XCTAssertEqual(taps, 0, "presses in the padding and the frame are not the buttons'")
        h.click(padded.center)
        h.click(framed.center)
        XCTAssertEqual(taps, 2)
    }
}
