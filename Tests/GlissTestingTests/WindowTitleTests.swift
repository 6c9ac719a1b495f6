import XCTest
import Gliss
import GlissTesting
import GlissSDL

/// The window is titled by the app, and follows `windowTitle` as it changes (the demo gallery
/// names the demo it shows).
final class WindowTitleTests: XCTestCase {
    final class TwoScreens: App {
        static let title = "Two Screens"
        var detail = false
        init() {}
        var windowTitle: String { detail ? "Detail — Two Screens" : Self.title }
        func body(_ ui: UI) { ui.button("Open") { self.detail = true } }
    }

    func testTheWindowTitleFollowsTheApp() throws {
        let app = TwoScreens()
        let h = try Harness(app: app)
        let backend = try XCTUnwrap(h.backend as? SDLBackend)
        XCTAssertEqual(backend.windowTitle, "Two Screens")
        try h.click(label: "Open")
        h.run(frames: 1)
        XCTAssertEqual(backend.windowTitle, "Detail — Two Screens")
    }
}
