import XCTest
import Gliss
import GlissTesting

/// A split view's sidebar button (#50 item 1's toolbar button): first in the window's
/// toolbar, it hides and shows the sidebar, as F9 does, with the app's own items after it.
final class SplitViewToolbarTests: XCTestCase {
    final class Notes: App {
        var columns = NavigationSplitViewVisibility.all
        var added = 0
        static var defaultSize: Size { Size(900, 500) }
        init() {}
        func body(_ ui: UI) {
            ui.navigationSplitView(columnVisibility: Bindable(self).columns) {
                ui.text("Folders sidebar")
            } detail: {
                ui.text("Detail pane")
                    .toolbar { ui.toolbarItem(placement: .navigation) { ui.button("Add") { self.added += 1 } } }
            }
        }
    }

    func testTheSidebarButtonHidesAndShowsTheSidebar() throws {
        let app = Notes()
        let h = try Harness(app: app, text: .headless)
        let toggle = try h.node(label: "Hide Sidebar", role: "button").frame
        let add = try h.node(label: "Add", role: "button").frame
        XCTAssertLessThan(toggle.maxX, add.minX, "the sidebar button leads the app's own leading items")
        XCTAssertLessThan(toggle.maxY, try h.node(label: "Detail pane", role: "text").frame.minY, "in the bar above the columns")
        try h.click(label: "Hide Sidebar", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.columns, .detailOnly)
        XCTAssertThrowsError(try h.node(label: "Folders sidebar", role: "text"), "the sidebar slid out")
        try h.click(label: "Show Sidebar", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.columns, .all)
        XCTAssertNoThrow(try h.node(label: "Folders sidebar", role: "text"))
    }
}
