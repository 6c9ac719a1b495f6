import XCTest
import Gliss
import GlissTesting
@testable import Todo

final class TodoTests: XCTestCase {
    /// Return adds the typed item and empties the field, which keeps focus for the next.
    func testReturnAddsItems() throws {
        let app = Todo()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "New item", role: "textField")
        h.type("Buy milk")
        try h.key("Return")
        h.type("Call Grüße 你好 😀")
        try h.key("Return")
        try h.key("Return")                                   // an empty draft adds nothing
        XCTAssertEqual(app.items.map(\.title), ["Buy milk", "Call Grüße 你好 😀"])
        XCTAssertEqual(try h.node(label: "New item", role: "textField").value, "")
        XCTAssertNoThrow(try h.node(label: "2 left"))
    }

    /// Clicking an item edits it in place; the edit goes straight into the model.
    func testEditInPlace() throws {
        let app = Todo()
        app.items = [.init(id: 0, title: "Buy mlk")]
        app.nextID = 1
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Buy mlk")
        h.run(frames: 1)
        XCTAssertTrue(try h.node(label: "Edit Buy mlk", role: "textField").focused)
        try h.key("End"); try h.key("Left"); try h.key("Left")   // focus selected all: End, then before "lk"
        h.type("i")
        try h.key("Return")
        XCTAssertEqual(app.items.map(\.title), ["Buy milk"])
        XCTAssertNil(app.editing)
    }

    /// × deletes its item.
    func testDelete() throws {
        let app = Todo()
        app.items = [.init(id: 0, title: "One"), .init(id: 1, title: "Two")]
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Delete One", role: "button")
        XCTAssertEqual(app.items.map(\.title), ["Two"])
    }

    /// The check box marks an item done (the count of what is left follows); the context menu
    /// deletes, by a right click.
    func testDoneAndTheContextMenu() throws {
        let app = Todo()
        app.items = [.init(id: 0, title: "One"), .init(id: 1, title: "Two")]
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Done: One", role: "checkBox")
        XCTAssertEqual(app.items.map(\.done), [true, false])
        h.run(frames: 1)
        XCTAssertNoThrow(try h.node(label: "1 left"))
        try h.click(label: "Two", role: "text", button: .right)
        h.run(frames: 10)
        try h.click(label: "Delete", role: "menuItem")
        XCTAssertEqual(app.items.map(\.title), ["One"])
    }
}
