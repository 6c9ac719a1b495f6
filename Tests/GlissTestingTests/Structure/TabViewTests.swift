import XCTest
import Gliss
import GlissTesting

/// `tabView`: a click or Ctrl+Tab selects, only the selected tab is built, the tabs are listed
/// with the role `pageTab` and "on" for the selected one.
final class TabViewTests: XCTestCase {
    enum Section: Hashable { case photos, albums, search }

    final class Library: App {
        var tab = Section.photos
        var built: [String] = []
        static var defaultSize: Size { Size(500, 300) }
        init() {}
        func body(_ ui: UI) {
            built = []
            ui.tabView(selection: Bindable(self).tab) {
                ui.tab("Photos", icon: Icon(named: "photo"), value: Section.photos) {
                    self.built.append("photos")
                    ui.text("All photos").padding(16)
                }
                ui.tab("Albums", icon: Icon(named: "folder"), value: Section.albums) {
                    self.built.append("albums")
                    ui.text("My albums").padding(16)
                }
                ui.tab("Search", value: Section.search) {
                    self.built.append("search")
                    ui.text("Find").padding(16)
                }
            }
        }
    }

    func testClickSelectsAndOnlyTheSelectedTabIsBuilt() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(h.nodes(role: "pageTab").map(\.label), ["Photos", "Albums", "Search"])
        XCTAssertEqual(try h.node(label: "Photos", role: "pageTab").value, "on")
        XCTAssertEqual(try h.node(label: "Albums", role: "pageTab").value, "off")
        XCTAssertEqual(Set(app.built), ["photos"])
        XCTAssertNoThrow(try h.node(label: "All photos"))
        XCTAssertThrowsError(try h.node(label: "My albums"))
        try h.click(label: "Albums", role: "pageTab")
        XCTAssertEqual(app.tab, .albums)
        XCTAssertEqual(Set(app.built), ["albums"])
        XCTAssertEqual(try h.node(label: "Albums", role: "pageTab").value, "on")
        XCTAssertEqual(try h.node(label: "Photos", role: "pageTab").value, "off")
        XCTAssertNoThrow(try h.node(label: "My albums"))
        XCTAssertTrue(h.ui.animating, "the thumb glides to the new tab")
        try h.runUntilIdle()
    }

    func testCtrlTabAndCtrlShiftTabCycle() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        try h.key("Tab", modifiers: .control)
        XCTAssertEqual(app.tab, .albums)
        try h.key("Tab", modifiers: .control)
        XCTAssertEqual(app.tab, .search)
        try h.key("Tab", modifiers: .control)
        XCTAssertEqual(app.tab, .photos, "wraps around")
        try h.key("Tab", modifiers: [.control, .shift])
        XCTAssertEqual(app.tab, .search)
        XCTAssertEqual(try h.node(label: "Search", role: "pageTab").value, "on")
        // Plain Tab still moves focus, and Space on a focused tab selects it.
        try h.key("Tab")
        XCTAssertEqual(h.nodes.first(where: { $0.focused })?.label, "Photos")
        try h.key("Space")
        XCTAssertEqual(app.tab, .photos)
    }
}
