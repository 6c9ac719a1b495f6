import XCTest
import Gliss
import GlissTesting

/// Menus and list swipe actions under right-to-left layout: mirrored as SwiftUI and desktops
/// mirror them — a menu's right edge under its button's, its titles at the right, a context
/// menu to the pointer's left, swipe actions on the left revealed by a drag to the right —
/// and unchanged left to right.
final class RightToLeftControlsTests: XCTestCase {
    private let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    private func menuWindow(_ direction: LayoutDirection) throws -> Harness {
        try Harness(size: Size(500, 300), text: .headless) { ui in
            ui.environment(\.layoutDirection, direction) {
                ui.vstack {
                    ui.menu("Actions") {
                        ui.button("Copy") {}
                        ui.menu("More") { ui.button("Share") {} }
                    }
                    ui.spacer()
                }
                .padding(20)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    /// The menu opens under its button's leading edge: left to right its left edge under the
    /// button's left edge, right to left its right edge under the button's right edge; its
    /// items' titles start at the leading edge, and a submenu opens on the trailing side.
    func testAMenuOpensAtItsButtonsLeadingEdgeAndItsRowsMirror() throws {
        for direction in directions {
            let h = try menuWindow(direction)
            try h.click(label: "Actions", role: "menuButton")
            try h.runUntilIdle()
            let button = try h.node(label: "Actions", role: "menuButton").frame
            let menu = try h.node(label: "Actions", role: "menu").frame
            let row = try h.node(label: "Copy", role: "menuItem").frame
            let title = try XCTUnwrap(h.nodes(role: "text").first { $0.label == "Copy" }?.frame)
            XCTAssertGreaterThan(menu.width, button.width + 20, "\(direction): a menu wider than its button")
            if direction == .leftToRight {
                XCTAssertEqual(menu.minX, button.minX, accuracy: 1, "left edges aligned: \(menu) \(button)")
                XCTAssertLessThan(title.midX, row.midX, "the title at the left")
            } else {
                XCTAssertEqual(menu.maxX, button.maxX, accuracy: 1, "right edges aligned: \(menu) \(button)")
                XCTAssertGreaterThan(title.midX, row.midX, "the title at the right")
                XCTAssertLessThan(row.maxX - title.maxX, 40, "past the check mark column, at the right: \(title) \(row)")
            }
            // Pointing at "More" opens its submenu on the trailing side of the menu.
            let more = try h.node(label: "More", role: "menuItem").frame.center
            h.move(to: Point(more.x - 1, more.y))
            h.move(to: more)
            try h.runUntilIdle()
            let sub = try XCTUnwrap(h.nodes(role: "menu").first { $0.label != "Actions" }?.frame, "the submenu opened")
            if direction == .leftToRight {
                XCTAssertGreaterThan(sub.minX, menu.maxX - 4, "on the right: \(sub) \(menu)")
            } else {
                XCTAssertLessThan(sub.maxX, menu.minX + 4, "on the left: \(sub) \(menu)")
            }
        }
    }

    /// A context menu opens on the trailing side of the pointer: to its right left to right,
    /// to its left right to left.
    func testAContextMenuOpensOnThePointersTrailingSide() throws {
        for direction in directions {
            let h = try Harness(size: Size(500, 300), text: .headless) { ui in
                ui.environment(\.layoutDirection, direction) {
                    ui.text("Target")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .contextMenu { ui.button("Rename") {} }
                }
            }
            try h.runUntilIdle()
            let p = Point(250, 100)
            h.click(at: p, button: .right)
            try h.runUntilIdle()
            let menu = try XCTUnwrap(h.nodes(role: "menu").first?.frame, "\(direction): the menu opened")
            if direction == .leftToRight {
                XCTAssertEqual(menu.minX, p.x, accuracy: 1, "at the pointer, to its right: \(menu)")
            } else {
                XCTAssertEqual(menu.maxX, p.x, accuracy: 1, "at the pointer, to its left: \(menu)")
            }
            XCTAssertEqual(menu.minY, p.y, accuracy: 1)
        }
    }

    final class Mail: App {
        var direction = LayoutDirection.leftToRight
        var archived: [Int] = []
        static var defaultSize: Size { Size(320, 260) }
        init() {}
        func body(_ ui: UI) {
            ui.environment(\.layoutDirection, direction) {
                ui.list(Array(0..<5), id: \.self, selection: .constant(Set<Int>()), id: "mail") { n in
                    ui.text("Message \(n)").swipeActions { ui.button("Archive") { self.archived.append(n) } }
                }
            }
        }
    }

    /// Swipe actions are at the row's trailing edge and revealed by a drag toward the leading
    /// one: on the right by a drag to the left left to right, on the left by a drag to the
    /// right right to left (where a drag to the left reveals nothing).
    func testSwipeActionsAreOnTheTrailingSideAndFollowTheDrag() throws {
        for direction in directions {
            let app = Mail()
            app.direction = direction
            let h = try Harness(app: app, text: .headless)
            try h.runUntilIdle()
            let row = try h.node(label: "Message 1", role: "listItem").frame.center
            let toward = direction == .leftToRight ? -150.0 : 150
            // The other way first: nothing shows.
            h.drag(from: row, to: Point(row.x - toward, row.y + 3))
            try h.runUntilIdle()
            XCTAssertThrowsError(try h.node(label: "Archive", role: "button"), "\(direction): a drag toward the trailing edge")
            h.drag(from: row, to: Point(row.x + toward, row.y + 3))
            try h.runUntilIdle()
            let archive = try h.node(label: "Archive", role: "button").frame
            let item = try h.node(label: "Message 1", role: "listItem").frame
            if direction == .leftToRight {
                XCTAssertEqual(archive.maxX, 320, accuracy: 1, "on the right")
                XCTAssertLessThan(item.maxX, archive.minX + 1, "the row slid left")
            } else {
                XCTAssertEqual(archive.minX, 0, accuracy: 1, "on the left: \(archive)")
                XCTAssertGreaterThan(item.minX, archive.maxX - 1, "the row slid right: \(item)")
            }
            try h.click(label: "Archive", role: "button")
            XCTAssertEqual(app.archived, [1])
        }
    }
}
