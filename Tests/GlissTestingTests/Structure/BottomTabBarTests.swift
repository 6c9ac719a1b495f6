import XCTest
import Gliss
import GlissTesting

/// `tabView(style: .bottomBar)` (#50 item 4): the tabs across the bottom, icon over title,
/// a click and Ctrl+Tab select, the content above the bar.
final class BottomTabBarTests: XCTestCase {
    enum Pane: Hashable { case photos, albums, search }

    final class Photos: App {
        var tab = Pane.photos
        var scheme: ColorScheme? = nil
        static var defaultSize: Size { Size(390, 500) }
        init() {}
        func body(_ ui: UI) {
            ui.preferredColorScheme(scheme)
            ui.tabView(selection: Bindable(self).tab, style: .bottomBar) {
                ui.tab("Photos", icon: Icon(named: "photo"), value: Pane.photos) { ui.text("All photos").padding() }
                ui.tab("Albums", icon: Icon(named: "folder"), value: Pane.albums) { ui.text("All albums").padding() }
                ui.tab("Search", icon: Icon(named: "magnifyingglass"), value: Pane.search) { ui.text("Find photos").padding() }
            }
        }
    }

    func testTheTabsSpanTheBottomAndSelect() throws {
        let app = Photos()
        let h = try Harness(app: app, text: .headless)
        let tabs = h.nodes(role: "pageTab").sorted { $0.frame.minX < $1.frame.minX }
        XCTAssertEqual(tabs.map(\.label), ["Photos", "Albums", "Search"])
        for t in tabs {
            XCTAssertEqual(t.frame.maxY, 500, accuracy: 0.5, "at the window's bottom")
            XCTAssertEqual(t.frame.width, 130, accuracy: 0.5, "equal shares of the width")
        }
        XCTAssertLessThan(try h.node(label: "All photos", role: "text").frame.maxY, tabs[0].frame.minY)
        try h.click(label: "Albums", role: "pageTab")
        try h.runUntilIdle()
        XCTAssertEqual(app.tab, .albums)
        XCTAssertEqual(try h.node(label: "Albums", role: "pageTab").value, "on")
        try h.key("Tab", modifiers: .control)
        XCTAssertEqual(app.tab, .search)
    }

    /// Drawn by the real renderer against `__Snapshots__/BottomTabBarTests/` (record with
    /// `GLISS_RECORD_SNAPSHOTS=1`; `GLISS_SNAPSHOT_DIR` writes them to look at).
    func testItsLooks() throws {
        for scheme in [ColorScheme.light, .dark] {
            let app = Photos()
            app.scheme = scheme
            app.tab = .albums
            let h = try Harness(app: app)
            try h.runUntilIdle()
            let name = "bottom-bar-\(scheme == .dark ? "dark" : "light")"
            try h.assertSnapshot(named: name)
        }
    }
}
