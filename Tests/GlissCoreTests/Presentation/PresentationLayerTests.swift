import XCTest
import GlissCore

/// The presentation layer at the engine level: a sheet presented from inside a small
/// clipped scroll view is drawn after everything, unclipped, and its backdrop keeps the wheel
/// and hover (a tooltip) from what is below.
final class PresentationLayerTests: XCTestCase {
    final class Model {
        var shown = false
        var below = 0
    }

    private func harness(_ m: Model) -> CoreHarness {
        CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(alignment: .leading) {
                ui.button("Below") { m.below += 1 }.help("A tooltip")
                ui.scroll(.vertical, id: "list") {
                    ui.button("Open") { m.shown = true }
                        .sheet(isPresented: Binding(get: { m.shown }, set: { m.shown = $0 })) {
                            ui.text("A line wider than the list").padding(20)
                        }
                    for i in 0..<30 { ui.text("Row \(i)") }
                }
                .frame(width: 80, height: 100)
            }
            .frame(width: 400, height: 300, alignment: .topLeading)
        }
    }

    func testASheetFromAClippedScrollViewIsDrawnLastAndUnclipped() {
        let m = Model()
        let h = harness(m)
        h.frame()
        h.click("Open")
        h.run(until: 3)
        let list = h.node("list")?.frame ?? .zero
        guard let line = h.node("A line wider than the list") else { return XCTFail("the sheet's text is not listed") }
        XCTAssertGreaterThan(line.frame.width, list.width, "wider than the scroll view it was presented from")
        // Drawn after every command of the app, outside any clip the app pushed.
        let cmds = h.frame().commands
        guard let at = cmds.lastIndex(where: { if case .text("A line wider than the list", _, _, _) = $0 { return true }; return false })
        else { return XCTFail("the sheet's text is not drawn") }
        XCTAssertFalse(cmds[at...].contains { if case .text(let s, _, _, _) = $0 { return s.hasPrefix("Row") }; return false },
                       "nothing of the app after it")
        // The clips around it: only the sheet's own (its card), which holds the whole line.
        var clips: [Rect] = []
        for c in cmds[..<at] {
            if case .pushClip(let r) = c { clips.append(r) }
            if case .popClip = c { clips.removeLast() }
        }
        XCTAssertEqual(clips.count, 1, "no clip of the app around it, the card's own")
        for r in clips {
            XCTAssertTrue(r.minX <= line.frame.minX && r.maxX >= line.frame.maxX, "the line is not clipped: \(r)")
        }
    }

    func testTheBackdropKeepsTheWheelAndHoverFromWhatIsBelow() {
        let m = Model()
        let h = harness(m)
        h.frame()
        let row0 = h.node("Row 0")?.frame ?? .zero
        let below = h.node("Below")?.frame.center ?? .zero
        m.shown = true
        h.frame()
        h.frame([.pointerMove(Point(40, 100)), .wheel(dx: 0, dy: 300, modifiers: [])])
        h.run(until: 4)
        m.shown = false
        h.run(until: 6)
        XCTAssertEqual(h.node("Row 0")?.frame ?? .zero, row0, "the wheel under the backdrop did not scroll the list")
        // Hover: resting on the button below shows no tooltip while the sheet is up.
        m.shown = true
        h.frame([.pointerMove(below)])
        h.run(until: 8)
        XCTAssertFalse(h.inspector.contains { $0.role == "tooltip" }, "no tooltip through the backdrop")
        m.shown = false
        h.run(until: 10)
        h.frame([.pointerMove(Point(below.x + 1, below.y))])
        h.run(until: 12)
        XCTAssertTrue(h.inspector.contains { $0.role == "tooltip" }, "with the sheet gone, the tooltip shows")
    }
}
