import XCTest
import Gliss
import GlissTesting

/// `.popover` (#50 item 5's calendar and colour panels sit in one): a panel beside its view,
/// above it by default and below when there is no room; a click outside or Escape closes it
/// and sets the binding; its views take clicks and Tab.
final class PopoverTests: XCTestCase {
    final class Doc: App {
        var showsDetails = false
        var showsLow = false
        var renamed = 0
        var pressedBelow = 0
        var scheme: ColorScheme? = nil
        static var defaultSize: Size { Size(400, 300) }
        init() {}
        func body(_ ui: UI) {
            ui.preferredColorScheme(scheme)
            ui.vstack(spacing: 20) {
                // docs:begin popover
                ui.button("Details") { self.showsDetails = true }
                    .popover(isPresented: Bindable(self).showsDetails) {
                        ui.text("Saved 3 minutes ago")
                        ui.button("Rename") { self.renamed += 1 }
                    }
                // docs:end popover
                ui.button("Below me") { self.pressedBelow += 1 }
                ui.spacer()
                ui.button("Near the bottom edge") { self.showsLow = true }
                    .popover(isPresented: Bindable(self).showsLow, arrowEdge: .bottom) {
                        ui.text("Under its button")
                    }
            }
            .padding(.top, 110)
            .padding(.bottom, 10)
        }
    }

    func testItOpensAboveItsViewAndItsButtonsWork() throws {
        let app = Doc()
        let h = try Harness(app: app, text: .headless)
        XCTAssertThrowsError(try h.node(label: "Saved 3 minutes ago", role: "text"))
        try h.click(label: "Details", role: "button")
        try h.runUntilIdle()
        let details = try h.node(label: "Details", role: "button").frame
        let text = try h.node(label: "Saved 3 minutes ago", role: "text").frame
        XCTAssertLessThan(text.maxY, details.minY, "above its view, as macOS opens a popover")
        XCTAssertEqual(text.midX, details.midX, accuracy: 80, "centred on it")
        try h.click(label: "Rename", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.renamed, 1)
        XCTAssertTrue(app.showsDetails, "a click inside keeps it open")
    }

    func testAClickOutsideOrEscapeClosesItAndTheClickDoesNotReachBelow() throws {
        let app = Doc()
        let h = try Harness(app: app, text: .headless)
        // While it shows, what is below is not listed (it cannot be reached): found before.
        let below = try h.node(label: "Below me", role: "button").frame.center
        try h.click(label: "Details", role: "button")
        try h.runUntilIdle()
        h.click(at: below)
        try h.runUntilIdle()
        XCTAssertFalse(app.showsDetails, "a click outside closes it")
        XCTAssertEqual(app.pressedBelow, 0, "and does not act below")
        XCTAssertThrowsError(try h.node(label: "Saved 3 minutes ago", role: "text"))
        try h.click(label: "Details", role: "button")
        try h.runUntilIdle()
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertFalse(app.showsDetails, "Escape closes it")
    }

    func testWithNoRoomOnItsSideItOpensOnTheOther() throws {
        let app = Doc()
        let h = try Harness(app: app, text: .headless)
        // .bottom near the window's bottom edge: no room below, so above.
        try h.click(label: "Near the bottom edge", role: "button")
        try h.runUntilIdle()
        let button = try h.node(label: "Near the bottom edge", role: "button").frame
        let text = try h.node(label: "Under its button", role: "text").frame
        XCTAssertLessThan(text.maxY, button.minY, "no room below: above")
        XCTAssertGreaterThanOrEqual(text.minY, 4)
    }

    /// Drawn by the real renderer, light and dark, against `__Snapshots__/PopoverTests/`
    /// (record with `GLISS_RECORD_SNAPSHOTS=1`; `GLISS_SNAPSHOT_DIR` writes them to look at).
    func testItsLooksLightAndDark() throws {
        for scheme in [ColorScheme.light, .dark] {
            let app = Doc()
            app.scheme = scheme
            let h = try Harness(app: app)
            try h.click(label: "Details", role: "button")
            try h.runUntilIdle()
            let name = "popover-\(scheme == .dark ? "dark" : "light")"
            try h.assertSnapshot(named: name)
        }
    }
}
