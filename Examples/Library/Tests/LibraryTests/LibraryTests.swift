import Foundation
import XCTest
import Gliss
import GlissTesting
@testable import Library

final class LibraryTests: XCTestCase {
    /// The titles of the table's rows on screen, top to bottom.
    func rows(_ h: Harness) -> [String] {
        h.nodes(role: "tableRow").sorted { $0.frame.minY < $1.frame.minY }.map(\.label)
    }

    /// Clicks the sidebar row showing `name`.
    func choose(_ name: String, in h: Harness) throws {
        try h.click(at: try h.node(label: name, role: "text").frame.center)
        try h.runUntilIdle()
    }

    // MARK: Sidebar

    /// What the sidebar chooses is what the table shows; each source's badge counts its songs.
    func testTheSidebarDrivesTheTable() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(app.sourceID, "songs")
        XCTAssertEqual(rows(h).first, "Blue Hour")

        try choose("Favourites", in: h)
        XCTAssertEqual(app.sourceID, "favourites")
        XCTAssertEqual(Set(rows(h)), Set(app.favourites.compactMap { app.track($0)?.title }))
        XCTAssertNoThrow(try h.node(label: "\(app.favourites.count)", role: "text"), "Favourites' badge counts its songs")

        // Genres are closed at first: its chevron opens it, and a genre shows only its songs.
        XCTAssertThrowsError(try h.node(label: "Jazz", role: "text"))
        let genres = try h.node(label: "Genres", role: "text").frame
        let chevron = try XCTUnwrap(h.nodes(role: "disclosure").first { abs($0.frame.midY - genres.midY) < 4 })
        try h.click(at: chevron.frame.center)
        try h.runUntilIdle()
        try choose("Jazz", in: h)
        XCTAssertEqual(app.sourceID, "genre:Jazz")
        XCTAssertEqual(rows(h).count, 10)
        XCTAssertTrue(app.shown.allSatisfy { $0.artist == "Ada Quartet" })
    }

    // MARK: Table

    /// A header click sorts by its column, smallest first; a second click reverses it.
    func testHeaderClicksSortByTime() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Time", role: "tableColumnHeader")
        let shortest = try XCTUnwrap(Track.catalogue.map(\.seconds).min())
        XCTAssertEqual(app.shown.first?.seconds, shortest)
        XCTAssertEqual(rows(h).first, app.shown.first?.title)
        XCTAssertEqual(try h.node(label: "Time", role: "tableColumnHeader").value, "ascending")
        try h.click(label: "Time", role: "tableColumnHeader")
        let longest = try XCTUnwrap(Track.catalogue.max { $0.seconds < $1.seconds })
        XCTAssertEqual(rows(h).first, longest.title)
        XCTAssertEqual(h.state["sortOrder"], .array([.string("time descending")]))
    }

    /// A click then Shift+Down twice selects three songs; the detail sums them.
    func testShiftDownSelectsThreeAndTheDetailSumsThem() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        XCTAssertNoThrow(try h.node(label: "No Selection", role: "text"))
        try h.click(label: "Night Tram", role: "tableRow")
        XCTAssertNoThrow(try h.node(label: "Ada Quartet — Blue Hour", role: "text"), "one song: its detail")
        try h.key("Down", modifiers: .shift)
        try h.key("Down", modifiers: .shift)
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, [1, 2, 3])
        XCTAssertNoThrow(try h.node(label: "3 Songs", role: "text"))
        let total = Track.time([1, 2, 3].reduce(0) { $0 + Track.catalogue[$1].seconds })
        XCTAssertNoThrow(try h.node(label: "\(total) in all", role: "text"))
    }

    /// Ctrl+F puts the keys in the toolbar's search field; the table shows the songs that match
    /// by title, artist or album; Escape clears it.
    func testSearchFiltersTheSongs() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        try h.key("F", modifiers: .control)
        h.type("night")
        try h.runUntilIdle()
        XCTAssertEqual(app.query, "night")
        XCTAssertEqual(Set(rows(h)), ["Night Tram", "Night Drive", "Nightcap", "Goodnight"])
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertEqual(app.query, "")
        XCTAssertEqual(rows(h).first, "Blue Hour")
    }

    /// The row menu acts on the selection; a double click plays, and the toolbar says what.
    func testTheRowMenuAndADoubleClick() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Night Tram", role: "tableRow")
        try h.click(label: "Slow Lamp", role: "tableRow", modifiers: .control)
        try h.click(label: "Slow Lamp", role: "tableRow", button: .right)
        try h.runUntilIdle()
        try h.click(label: "Add to Favourites", role: "menuItem")
        XCTAssertTrue(app.favourites.isSuperset(of: [1, 3]))

        XCTAssertNoThrow(try h.node(label: "Not Playing", role: "text"))
        let row = try h.node(label: "Dusk on Ninth", role: "tableRow").frame.center
        h.click(at: row)
        h.click(at: row)
        try h.runUntilIdle()
        XCTAssertEqual(app.playing, 2)
        XCTAssertNoThrow(try h.node(label: "Dusk on Ninth — Ada Quartet", role: "text"))
        try h.click(label: "Stop", role: "button")
        XCTAssertNil(app.playing)
    }

    /// The toolbar's sidebar button hides the sidebar and shows it again.
    func testTheToolbarHidesTheSidebar() throws {
        let app = Library()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Hide Sidebar", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.columns, .doubleColumn)
        XCTAssertThrowsError(try h.node(label: "Favourites", role: "text"))
        try h.click(label: "Show Sidebar", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.columns, .all)
        XCTAssertNoThrow(try h.node(label: "Favourites", role: "text"))
    }

    // MARK: Snapshots

    /// The window as it opens; a song selected, sorted by Plays, in dark mode; a window too
    /// narrow for the sidebar.
    func testSnapshots() throws {
        let app = Library()
        let h = try Harness(app: app)
        try h.runUntilIdle()
        try h.assertSnapshot(named: "library")

        h.ui.systemColorScheme = .dark
        try h.click(label: "Plays", role: "tableColumnHeader")
        try h.click(label: rows(h)[2], role: "tableRow")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "song-dark")

        let small = Library()
        let narrow = try Harness(app: small, size: Size(700, 420))
        try narrow.runUntilIdle()
        XCTAssertThrowsError(try narrow.node(label: "Favourites", role: "text"), "too narrow for the sidebar: hidden")
        try narrow.assertSnapshot(named: "narrow")
    }
}
