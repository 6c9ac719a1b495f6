import XCTest
import Gliss
import GlissTesting

/// `list`: selection by click, Ctrl+click and Shift+click, Up/Down (Shift extends) while it
/// has focus, scrolling to the selected row, `onDelete` by key, and `swipeActions` revealed by a
/// horizontal drag while a vertical one scrolls.
final class ListTests: XCTestCase {
    struct Fruit: Hashable { var id: Int; var name: String }

    final class Fruits: App {
        var fruits = (0..<30).map { Fruit(id: $0, name: "Fruit \($0)") }
        var selection: Set<Int> = []
        var deleted: [IndexSet] = []
        var archived: [Int] = []
        static var defaultSize: Size { Size(300, 240) }
        init() {}
        func body(_ ui: UI) {
            ui.list(fruits, id: \.id, selection: Bindable(self).selection, id: "fruits") { fruit in
                ui.text(fruit.name)
                    .swipeActions {
                        ui.button("Archive", role: nil) { self.archived.append(fruit.id) }
                        ui.button("Delete", role: .destructive) {
                            self.fruits.removeAll { $0.id == fruit.id }
                        }
                    }
            }
            .onDelete { offsets in
                self.deleted.append(offsets)
                for i in offsets.reversed() { self.fruits.remove(at: i) }
            }
        }
    }

    private func row(_ h: Harness, _ name: String) throws -> Point {
        try h.node(label: name, role: "listItem").frame.center
    }

    func testClickCtrlClickAndShiftClickSelect() throws {
        let app = Fruits()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "fruits", role: "list").value, "0 selected")
        try h.click(label: "Fruit 1", role: "listItem")
        XCTAssertEqual(app.selection, [1])
        XCTAssertEqual(try h.node(label: "Fruit 1", role: "listItem").value, "selected")
        XCTAssertEqual(try h.node(label: "Fruit 2", role: "listItem").value, "")
        h.click(at: try row(h, "Fruit 3"), modifiers: .control)
        XCTAssertEqual(app.selection, [1, 3], "Ctrl+click adds a row")
        h.click(at: try row(h, "Fruit 1"), modifiers: .control)
        XCTAssertEqual(app.selection, [3], "Ctrl+click on a selected row removes it")
        h.click(at: try row(h, "Fruit 5"), modifiers: .shift)
        XCTAssertEqual(app.selection, [1, 2, 3, 4, 5], "Shift+click selects the range from the last Ctrl+clicked row")
        try h.click(label: "Fruit 2", role: "listItem")
        XCTAssertEqual(app.selection, [2], "a plain click selects one row")
        h.click(at: try row(h, "Fruit 0"), modifiers: .shift)
        XCTAssertEqual(app.selection, [0, 1, 2])
        XCTAssertEqual(try h.node(label: "fruits", role: "list").value, "3 selected")
    }

    func testArrowsMoveAndExtendTheSelectionAndScrollItIntoView() throws {
        let app = Fruits()
        let h = try Harness(app: app, text: .headless)
        try h.key("Tab")
        XCTAssertTrue(try h.node(label: "fruits", role: "list").focused, "the list is one Tab stop")
        try h.key("Down")
        XCTAssertEqual(app.selection, [0])
        try h.key("Down")
        try h.key("Down")
        XCTAssertEqual(app.selection, [2])
        try h.key("Down", modifiers: .shift)
        try h.key("Down", modifiers: .shift)
        XCTAssertEqual(app.selection, [2, 3, 4])
        try h.key("Up", modifiers: .shift)
        XCTAssertEqual(app.selection, [2, 3])
        try h.key("Up")
        XCTAssertEqual(app.selection, [2], "Up moves from the end the selection was extended to")
        XCTAssertEqual(h.ui.scrollProxy("fruits").offset, 0)
        for _ in 0..<20 { try h.key("Down") }
        try h.runUntilIdle()
        XCTAssertEqual(app.selection, [22])
        let list = try h.node(label: "fruits", role: "list").frame
        let selected = try h.node(label: "Fruit 22", role: "listItem").frame
        XCTAssertGreaterThan(h.ui.scrollProxy("fruits").offset, 0, "the list scrolled")
        XCTAssertTrue(list.contains(selected.center), "the selected row is in view")
    }

    func testDeleteKeyRunsOnDeleteWithTheSelectedOffsets() throws {
        let app = Fruits()
        let h = try Harness(app: app, text: .headless)
        try h.key("Delete")
        XCTAssertTrue(app.deleted.isEmpty, "no focus, no selection: nothing to delete")
        try h.click(label: "Fruit 1", role: "listItem")
        h.click(at: try row(h, "Fruit 3"), modifiers: .control)
        try h.key("Delete")
        XCTAssertEqual(app.deleted, [IndexSet([1, 3])])
        XCTAssertTrue(app.selection.isEmpty, "the deleted rows left the selection")
        XCTAssertFalse(app.fruits.contains { $0.id == 1 || $0.id == 3 })
        try h.click(label: "Fruit 0", role: "listItem")
        try h.key("Backspace")
        XCTAssertEqual(app.deleted.count, 2)
        XCTAssertEqual(app.fruits.first?.id, 2)
    }

    func testOnDeleteAfterOtherModifiersAndWithASingleSelection() throws {
        final class Names: App {
            var names = ["Ann", "Bob", "Cy"]
            var selected: String? = nil
            init() {}
            func body(_ ui: UI) {
                ui.list(names, id: \.self, selection: Bindable(self).selected, id: "names") { ui.text($0) }
                    .padding(10)
                    .onDelete { offsets in for i in offsets.reversed() { self.names.remove(at: i) } }
            }
        }
        let app = Names()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Bob", role: "listItem")
        h.click(at: try row(h, "Cy"), modifiers: .control)
        XCTAssertEqual(app.selected, "Cy", "a single selection keeps one row")
        try h.key("Up")
        XCTAssertEqual(app.selected, "Bob")
        try h.key("Delete")
        XCTAssertEqual(app.names, ["Ann", "Cy"])
        XCTAssertNil(app.selected)
    }

    func testHorizontalDragRevealsActionsAndVerticalDragScrolls() throws {
        let app = Fruits()
        let h = try Harness(app: app, text: .headless)
        let start = try row(h, "Fruit 2")
        // Vertical: the list scrolls, the row does not move sideways.
        h.drag(from: start, to: Point(start.x + 4, start.y - 100))
        XCTAssertGreaterThan(h.ui.scrollProxy("fruits").offset, 50, "a vertical drag on a swipe row scrolls the list")
        XCTAssertThrowsError(try h.node(label: "Delete", role: "button"), "no action revealed")
        XCTAssertTrue(app.selection.isEmpty, "a drag is not a click")
        try h.runUntilIdle()
        // Horizontal: the actions come out at the trailing edge and stay open.
        let name = try XCTUnwrap(h.nodes(role: "listItem").dropFirst(2).first?.label)
        let id = try XCTUnwrap(Int(name.dropFirst(6)))
        let row5 = try row(h, name)
        h.drag(from: row5, to: Point(row5.x - 150, row5.y + 3))
        try h.runUntilIdle()
        let delete = try h.node(label: "Delete", role: "button").frame
        let archive = try h.node(label: "Archive", role: "button").frame
        XCTAssertEqual(delete.maxX, 300, accuracy: 1, "the actions sit at the trailing edge")
        XCTAssertLessThan(archive.maxX, delete.minX + 1)
        XCTAssertTrue(app.selection.isEmpty)
        // A click on another row closes the actions and selects nothing; swiped again, they show.
        let other = try XCTUnwrap(h.nodes(role: "listItem").dropFirst(4).first?.label)
        try h.click(label: other, role: "listItem")
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Delete", role: "button"))
        XCTAssertTrue(app.selection.isEmpty)
        h.drag(from: row5, to: Point(row5.x - 150, row5.y + 3))
        try h.runUntilIdle()
        try h.click(label: "Delete", role: "button")
        XCTAssertFalse(app.fruits.contains { $0.id == id }, "the action ran for its row")
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Delete", role: "button"), "the actions closed")
    }

    func testAPlainButtonInSwipeActionsIsASwipeAction() throws {
        final class Pins: App {
            var pinned = 0
            static var defaultSize: Size { Size(300, 240) }
            init() {}
            func body(_ ui: UI) {
                ui.list(Array(0..<5), id: \.self, selection: .constant(Set<Int>()), id: "pins") { n in
                    ui.text("Item \(n)").swipeActions { ui.button("Pin") { self.pinned += 1 } }
                }
            }
        }
        let app = Pins()
        let h = try Harness(app: app, text: .headless)
        try h.runUntilIdle()
        let row = try h.node(label: "Item 1", role: "listItem").frame.center
        h.drag(from: row, to: Point(row.x - 150, row.y + 3))
        try h.runUntilIdle()
        let pin = try h.node(label: "Pin", role: "button").frame
        XCTAssertEqual(pin.maxX, 300, accuracy: 1, "revealed at the trailing edge, as `button(_:role:)` is")
        try h.click(label: "Pin", role: "button")
        XCTAssertEqual(app.pinned, 1)
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Pin", role: "button"), "a swipe action closes its row")
    }
}
