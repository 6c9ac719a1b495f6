import XCTest
import Gliss
import GlissTesting

/// `.help` tooltips and keyboard shortcuts shown in them.
final class TooltipTests: XCTestCase {
    final class ToolbarApp: App {
        var saves = 0
        var locked = false
        init() {}
        func body(_ ui: UI) {
            ui.hstack(spacing: 20) {
                ui.button("Save") { self.saves += 1 }.keyboardShortcut("s").help("Save the file")
                ui.button("Print") {}.help("Print it").disabled(locked)
                ui.text("Plain")
            }
        }
    }

    private func tooltip(_ h: Harness) -> String? { h.ui.inspector.first { $0.role == "tooltip" }?.label }

    func testTooltipShowsAfterRestingAndNamesTheShortcut() throws {
        let app = ToolbarApp()
        let h = try Harness(app: app, text: .headless)
        let save = try h.node(label: "Save", role: "button").frame.center
        h.move(to: save)
        XCTAssertNil(tooltip(h))
        let wake = try XCTUnwrap(h.ui.nextFrameTime, "waiting for the delay asks for a frame at its end")
        XCTAssertEqual(wake - h.time, 0.5, accuracy: 1e-9)
        h.run(frames: 29)
        XCTAssertNil(tooltip(h))
        h.run(frames: 1)
        XCTAssertEqual(tooltip(h), "Save the file (Ctrl+S)")
        XCTAssertTrue(h.host.lastDrawList.commands.last.map {
            if case .text("Save the file (Ctrl+S)", _, _, _) = $0 { return true } else { return false }
        } ?? false, "drawn last, over everything")
        h.run(frames: 1)
        XCTAssertNil(h.ui.nextFrameTime, "a tooltip shown costs no frames")
        // A click hides it and does its job; moving away hides it too.
        h.click(at: save)
        XCTAssertEqual(app.saves, 1)
        h.run(frames: 40)
        XCTAssertNil(tooltip(h), "no tooltip again until the pointer leaves")
        h.move(to: Point(1, 1))
        XCTAssertNil(tooltip(h))
    }

    /// A disabled button still shows its tooltip but takes no click.
    func testDisabledViewShowsItsTooltipButTakesNoClick() throws {
        let app = ToolbarApp()
        app.locked = true
        let h = try Harness(app: app, text: .headless)
        let print = try h.node(label: "Print", role: "button").frame.center
        h.move(to: print)
        h.run(frames: 31)
        XCTAssertEqual(tooltip(h), "Print it")
    }
}
