import XCTest
import Gliss
import GlissTesting

/// Navigation in small windows: a root page without a title has no empty bar; a page that
/// draws its own way back shows one Back button, not two; a long title truncates in its bar.
final class NavigationSmallSizeTests: XCTestCase {
    final class Pages: App {
        var path: [Int] = []
        var ownBack = false
        var title = "Item"
        static var defaultSize: Size { Size(200, 250) }
        init() {}
        func body(_ ui: UI) {
            ui.navigationStack(path: Bindable(self).path) {
                ui.vstack(alignment: .leading, spacing: 0) {
                    ui.text("Root")
                    ui.navigationLink("Open", value: 1)
                }
                ui.navigationDestination(for: Int.self) { n in
                    let page = ui.vstack(alignment: .leading, spacing: 0) {
                        if self.ownBack { ui.button("Done") { self.path.removeLast() } }
                        ui.text("Page \(n)")
                    }
                    .navigationTitle(self.title)
                    if self.ownBack { page.navigationBarBackButtonHidden() }
                }
            }
        }
    }

    func testARootPageWithoutATitleHasNoBar() throws {
        let h = try Harness(app: Pages(), text: .headless)
        XCTAssertTrue(h.nodes(role: "navigationBar").isEmpty, "no empty bar")
        XCTAssertLessThan(try h.node(label: "Root", role: "text").frame.minY, 5, "the content starts at the top")
    }

    func testAPageWithItsOwnBackShowsOneBackButton() throws {
        let app = Pages()
        app.ownBack = true
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Open", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "button").map(\.label).filter { $0 == "Back" || $0 == "Done" }, ["Done"])
        try h.click(label: "Done", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.path, [])
        // Without it, the stack's own Back button shows.
        app.ownBack = false
        try h.click(label: "Open", role: "button")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Back", role: "button"))
    }

    func testALongTitleTruncatesInsideItsBar() throws {
        let app = Pages()
        app.title = "A title far too long for a window two hundred points wide"
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Open", role: "button")
        try h.runUntilIdle()
        // What is drawn: one line, cut with "…", starting clear of the Back button.
        let drawn = h.host.lastDrawList.commands.compactMap { c -> (String, Point)? in
            if case .text(let t, _, _, let origin) = c, t.hasPrefix("A"), t.hasSuffix("…") { return (t, origin) }
            return nil
        }
        XCTAssertEqual(drawn.count, 1, "one line: \(drawn.map(\.0))")
        let line = try XCTUnwrap(drawn.first)
        XCTAssertTrue(line.0.hasSuffix("…"), "truncated: \(line.0)")
        let back = try h.node(label: "Back", role: "button").frame
        XCTAssertGreaterThanOrEqual(line.1.x, back.maxX - 0.5, "clear of the Back button")
        XCTAssertTrue(h.host.lastDrawList.commands.contains { if case .text("Back", _, _, _) = $0 { return true } else { return false } },
                      "the Back button's title is whole")
        let title = try h.node(label: app.title, role: "text").frame
        XCTAssertLessThan(title.height, 30, "one line")
    }
}
