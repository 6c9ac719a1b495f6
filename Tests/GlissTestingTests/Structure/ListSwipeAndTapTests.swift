import XCTest
import Gliss
import GlissTesting

/// Lists as desktop users expect: a swiped row closes when you click elsewhere, even outside
/// the list; its hidden actions are not Tab stops; a double-click handler on a row keeps
/// single-click selection and focus.
final class ListSwipeAndTapTests: XCTestCase {
    final class Mail: App {
        var selection: Set<Int> = []
        var opened: [Int] = []
        var outside = 0
        var archived: [Int] = []
        static var defaultSize: Size { Size(320, 260) }
        init() {}
        func body(_ ui: UI) {
            ui.vstack(spacing: 0) {
                ui.button("Compose") { self.outside += 1 }
                ui.list(Array(0..<8), id: \.self, selection: Bindable(self).selection, id: "mail") { n in
                    ui.text("Message \(n)")
                        .onTapGesture(count: 2) { self.opened.append(n) }
                        .swipeActions { ui.button("Archive") { self.archived.append(n) } }
                }
            }
        }
    }

    private func row(_ h: Harness, _ name: String) throws -> Point {
        try h.node(label: name, role: "listItem").frame.center
    }

    func testAClickOutsideTheListClosesASwipedRowAndStillActs() throws {
        let app = Mail()
        let h = try Harness(app: app, text: .headless)
        let r = try row(h, "Message 2")
        h.drag(from: r, to: Point(r.x - 150, r.y + 2))
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Archive", role: "button"), "the action shows")
        try h.click(label: "Compose", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.outside, 1, "the click outside still acts")
        XCTAssertThrowsError(try h.node(label: "Archive", role: "button"), "and the swiped row closed")
    }

    func testHiddenSwipeActionsAreNotTabStops() throws {
        let app = Mail()
        let h = try Harness(app: app, text: .headless)
        var focused: [String] = []
        for _ in 0..<6 {
            try h.key("Tab")
            if let f = h.ui.inspector.first(where: { $0.focused }) { focused.append(f.label) }
        }
        XCTAssertFalse(focused.contains("Archive"), "\(focused)")
    }

    func testADoubleClickHandlerKeepsSingleClickSelection() throws {
        let app = Mail()
        let h = try Harness(app: app, text: .headless)
        // On the text itself, where the double-click handler is.
        let p = try h.node(label: "Message 3", role: "text").frame.center
        h.click(at: p)
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, [3], "one click on the text selects the row")
        XCTAssertEqual(app.opened, [])
        h.click(at: p); h.click(at: p)
        try h.runUntilIdle()
        XCTAssertEqual(app.opened, [3], "a double click opens it")
        XCTAssertEqual(app.selection, [3])
        // The list took focus with the click: Down moves the selection.
        try h.key("Down")
        XCTAssertEqual(app.selection, [4], "the list has focus after the click")
    }
}
