import XCTest
import Gliss
import GlissTesting

/// Disclosure groups and outlines (#50 item 3): a title that opens and closes what is under
/// it, by click and by keys; trees of them; a list of a tree with its chevrons and the arrows
/// across.
final class OutlineTests: XCTestCase {
    final class Settings: App {
        var advanced = false
        static var defaultSize: Size { Size(360, 300) }
        init() {}
        func body(_ ui: UI) {
            ui.vstack(alignment: .leading) {
                // docs:begin disclosure
                ui.disclosureGroup("Advanced", isExpanded: Bindable(self).advanced) {
                    ui.text("Verbose logging")
                }
                // docs:end disclosure
                ui.disclosureGroup("Own state") {
                    ui.text("Inside own")
                }
            }
            .padding()
        }
    }

    func testAClickOnTheTitleOpensAndClosesTheGroup() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Advanced", role: "disclosure").value, "collapsed")
        XCTAssertThrowsError(try h.node(label: "Verbose logging", role: "text"), "closed at first")
        try h.click(label: "Advanced", role: "disclosure")
        try h.runUntilIdle()
        XCTAssertTrue(app.advanced, "the binding is set")
        XCTAssertEqual(try h.node(label: "Advanced", role: "disclosure").value, "expanded")
        let title = try h.node(label: "Advanced", role: "text").frame
        let inside = try h.node(label: "Verbose logging", role: "text").frame
        XCTAssertGreaterThan(inside.minY, title.maxY, "the content is under the title")
        XCTAssertEqual(inside.minX, title.minX, accuracy: 0.5, "indented to line up with the title's text")
        try h.click(label: "Advanced", role: "disclosure")
        try h.runUntilIdle()
        XCTAssertFalse(app.advanced)
        XCTAssertThrowsError(try h.node(label: "Verbose logging", role: "text"), "closed again")
    }

    func testAGroupWithoutABindingKeepsItsOwnState() throws {
        let h = try Harness(app: Settings(), text: .headless)
        try h.click(label: "Own state", role: "disclosure")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Inside own", role: "text"))
        h.run(frames: 5)
        XCTAssertNoThrow(try h.node(label: "Inside own", role: "text"), "still open frames later")
        XCTAssertThrowsError(try h.node(label: "Verbose logging", role: "text"), "the other group is its own")
    }

    func testRightOpensAndLeftClosesAFocusedGroup() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        try h.key("Tab")
        XCTAssertEqual(h.ui.inspector.first(where: { $0.focused })?.label, "Advanced", "the title is a Tab stop")
        try h.key("Right")
        try h.runUntilIdle()
        XCTAssertTrue(app.advanced)
        try h.key("Left")
        try h.runUntilIdle()
        XCTAssertFalse(app.advanced)
        try h.key("space")
        try h.runUntilIdle()
        XCTAssertTrue(app.advanced, "Space flips it, as a click")
    }

    func testTheContentFadesInAndTheChevronTurns() throws {
        let h = try Harness(app: Settings(), text: .headless)
        try h.click(label: "Advanced", role: "disclosure")
        XCTAssertGreaterThan(try h.runUntilIdle(), 5, "opening is animated: frames pass before it settles")
    }

    struct Folder: Identifiable {
        var name: String
        var children: [Folder]? = nil
        var id: String { name }
    }
    static let tree = [
        Folder(name: "Documents", children: [Folder(name: "Letters", children: [Folder(name: "To Ada")]), Folder(name: "Taxes")]),
        Folder(name: "Music", children: []),
        Folder(name: "notes.txt"),
    ]

    final class Tree: App {
        var selection: Set<String> = []
        static var defaultSize: Size { Size(360, 320) }
        init() {}
        func body(_ ui: UI) {
            ui.list(OutlineTests.tree, children: \.children, selection: Bindable(self).selection, id: "files") { f in
                ui.text(f.name)
            }
        }
    }

    func testAnOutlineGroupNestsDisclosureGroups() throws {
        let h = try Harness(size: Size(360, 320), text: .headless) { ui in
            ui.vstack(alignment: .leading) {
                ui.outlineGroup(OutlineTests.tree, children: \.children) { f in ui.text(f.name) }
            }
        }
        XCTAssertEqual(h.nodes(role: "disclosure").count, 2, "Documents and Music have chevrons")
        XCTAssertEqual(h.nodes(role: "disclosure").map(\.label).sorted(), ["Documents", "Music"], "a chevron is read by its item")
        XCTAssertThrowsError(try h.node(label: "Letters", role: "text"))
        let leaf = try h.node(label: "notes.txt", role: "text").frame
        let folder = try h.node(label: "Music", role: "text").frame
        XCTAssertEqual(leaf.minX, folder.minX, accuracy: 0.5, "a leaf lines up with its siblings' titles")
        try h.click(at: try h.node(label: "Documents", role: "text").frame.center)
        try h.runUntilIdle()
        let letters = try h.node(label: "Letters", role: "text").frame
        XCTAssertGreaterThan(letters.minX, folder.minX + 10, "children are indented")
        XCTAssertThrowsError(try h.node(label: "To Ada", role: "text"), "a child group is closed at first")
    }

    func testAListOfATreeOpensByItsChevronAndByTheArrows() throws {
        let app = Tree()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(h.nodes(role: "listItem").count, 3, "the top items only")
        XCTAssertEqual(h.nodes(role: "disclosure").map(\.label).sorted(), ["Documents", "Music"], "a chevron is read by its item")
        // The chevron opens the item without selecting it.
        let documents = try h.node(label: "Documents", role: "text").frame
        h.click(at: Point(documents.minX - 10, documents.midY))
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "listItem").count, 5, "Documents' two children follow it")
        XCTAssertEqual(app.selection, [])
        let letters = try h.node(label: "Letters", role: "text").frame
        XCTAssertGreaterThan(letters.minX, documents.minX + 10, "indented a level")
        XCTAssertLessThan(documents.maxY, letters.minY)
        // Select Letters; Right opens it, Left closes it, Left again goes to its parent.
        h.click(at: letters.center)
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, ["Letters"])
        try h.key("Right")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "To Ada", role: "text"))
        try h.key("Down")
        XCTAssertEqual(app.selection, ["To Ada"], "the rows shown are the list's rows")
        try h.key("Left")
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, ["Letters"], "Left on a leaf selects its parent")
        try h.key("Left")
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "To Ada", role: "text"), "Left on an open item closes it")
        XCTAssertEqual(app.selection, ["Letters"])
        try h.key("Left")
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, ["Documents"])
    }
}
