import XCTest
import Gliss
import GlissTesting

/// Toolbars and search (#50 item 4): `.toolbar` items in a bar across the window's top (or
/// in a navigation page's bar), placed by their placement; `.searchable` puts a search field
/// there that Ctrl+F focuses and Escape clears.
final class ToolbarTests: XCTestCase {
    final class Files: App {
        var files = (0..<1000).map { "file \($0)" }
        var query = ""
        var showsToolbar = true
        var made = 0
        static var defaultSize: Size { Size(600, 400) }
        init() {}
        var visible: [String] { query.isEmpty ? files : files.filter { $0.contains(query) } }
        func body(_ ui: UI) {
            let content = ui.vstack(alignment: .leading, spacing: 0) {
                ui.text("\(visible.count) files", id: "count")
                ui.button("Hide toolbar") { self.showsToolbar.toggle() }
                ui.spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            if showsToolbar {
                // docs:begin toolbar
                content
                    .toolbar {
                        ui.toolbarItem(placement: .primaryAction) { ui.button("New Folder") { self.made += 1 } }
                        ui.toolbarItem(placement: .navigation) { ui.button("Sidebar") {} }
                    }
                    .searchable(text: Bindable(self).query, prompt: "Find a file")
                // docs:end toolbar
            }
        }
    }

    func testItemsSitInABarAcrossTheTopByPlacement() throws {
        let app = Files()
        let h = try Harness(app: app, text: .headless)
        let bar = try XCTUnwrap(h.nodes(role: "toolbar").first)
        XCTAssertEqual(bar.frame.minY, 0)
        XCTAssertEqual(bar.frame.width, 600)
        let count = try h.node(label: "1000 files", role: "text").frame
        XCTAssertGreaterThanOrEqual(count.minY, bar.frame.maxY, "the content is under the bar")
        let new = try h.node(label: "New Folder", role: "button").frame
        let sidebar = try h.node(label: "Sidebar", role: "button").frame
        XCTAssertLessThan(sidebar.minX, 30, "navigation items lead")
        XCTAssertGreaterThan(new.minX, 250, "primary actions trail")
        let search = try h.node(label: "Search", role: "textField").frame
        XCTAssertGreaterThan(search.minX, new.maxX, "the search field is the last trailing item")
        XCTAssertLessThanOrEqual(search.maxX, 600)
        try h.click(label: "New Folder", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.made, 1)
    }

    func testTheBarGoesAndComesInTheFrameThatAsksWithoutALag() throws {
        let app = Files()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Hide toolbar", role: "button")
        XCTAssertTrue(h.nodes(role: "toolbar").isEmpty)
        XCTAssertEqual(try h.node(label: "1000 files", role: "text").frame.minY, 0, "the content moves up in the same frame")
        try h.click(label: "Hide toolbar", role: "button")
        XCTAssertFalse(h.nodes(role: "toolbar").isEmpty)
        XCTAssertGreaterThanOrEqual(try h.node(label: "1000 files", role: "text").frame.minY, 44)
    }

    func testCtrlFFocusesTheSearchFieldTypingFiltersAndEscapeClears() throws {
        let app = Files()
        let h = try Harness(app: app, text: .headless)
        try h.key("F", modifiers: .control)
        h.type("777")
        try h.runUntilIdle()
        XCTAssertEqual(app.query, "777")
        XCTAssertNoThrow(try h.node(label: "1 files", role: "text"), "the list filters as you type")
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertEqual(app.query, "", "Escape clears the search")
        app.query = "99"
        h.run(frames: 1)
        try h.click(label: "Clear search", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.query, "", "so does the clear button")
    }

    /// Ctrl+F and the text typed after it in one batch (a fast typist, `xdotool type`, a
    /// script's `key Ctrl+F` then `type` with no wait): the text goes to the search field the
    /// shortcut focused, not to the view that had the keys before.
    func testTextTypedInTheSameFrameAsCtrlFGoesToTheSearchField() throws {
        let app = Files()
        let h = try Harness(app: app, text: .headless)
        h.step([.key("F", modifiers: .control), .text("777")])
        try h.runUntilIdle()
        XCTAssertEqual(app.query, "777")
        XCTAssertNil(InputEvent.batchBreak(in: [InputEvent.text("a"), .key("F", modifiers: .control)]),
                     "a shortcut with no typing after it needs no second frame")
        XCTAssertNil(InputEvent.batchBreak(in: [InputEvent.key("A", modifiers: .shift), .text("A")]),
                     "Shift is not a shortcut's modifier")
    }

    func testAPagesToolbarGoesInItsNavigationBar() throws {
        let h = try Harness(size: Size(500, 300), text: .headless) { ui in
            ui.navigationStack(path: .constant([String]())) {
                ui.text("Inbox page")
                    .navigationTitle("Inbox")
                    .toolbar { ui.toolbarItem(placement: .primaryAction) { ui.button("Compose") {} } }
            }
        }
        XCTAssertTrue(h.nodes(role: "toolbar").isEmpty, "no window bar")
        let nav = try h.node(label: "Inbox", role: "navigationBar").frame
        let compose = try h.node(label: "Compose", role: "button").frame
        XCTAssertEqual(compose.midY, nav.midY, accuracy: 1, "in the page's bar")
        XCTAssertGreaterThan(compose.minX, 300, "at its trailing end")
    }

    /// A principal item is centred while it fits; in a narrow window it keeps clear of the
    /// leading and trailing items and its one-line title truncates in the room between them.
    func testAPrincipalItemNeverCoversTheItemsAtEitherEnd() throws {
        final class Player: App {
            static var defaultSize: Size { Size(800, 200) }
            init() {}
            func body(_ ui: UI) {
                ui.text("content").frame(maxWidth: .infinity, maxHeight: .infinity)
                    .toolbar {
                        ui.toolbarItem(placement: .navigation) { ui.button("Sidebar") {} }
                        ui.toolbarItem(placement: .principal) {
                            ui.text("A Very Long Song Title — And Its Even Longer Artist Name", id: "title").lineLimit(1)
                        }
                        ui.toolbarItem(placement: .primaryAction) { ui.button("Play Everything") {} }
                    }
            }
        }
        for width in [1000.0, 400.0, 300.0] {
            let h = try Harness(app: Player(), size: Size(width, 200), text: .headless)
            let bar = try XCTUnwrap(h.nodes(role: "toolbar").first).frame
            let sidebar = try h.node(label: "Sidebar", role: "button").frame
            let play = try h.node(label: "Play Everything", role: "button").frame
            let title = try XCTUnwrap(h.nodes(role: "text").first { $0.label.hasPrefix("A Very Long") }).frame
            XCTAssertGreaterThanOrEqual(title.minX, sidebar.maxX, "at \(width): the title clears the leading item")
            XCTAssertLessThanOrEqual(title.maxX, play.minX, "at \(width): the title clears the trailing item")
            if width == 1000 {
                XCTAssertEqual(title.midX, bar.midX, accuracy: 1, "centred while it fits")
            } else {
                XCTAssertLessThan(title.width, 300, "at \(width): offered only the room between the ends")
            }
        }
    }
}
