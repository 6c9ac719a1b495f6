import XCTest
import Gliss
import GlissTesting

/// `@SceneStorage`: one property of the app, a value per window (#49).
final class SceneStorageTests: XCTestCase {
    final class Counters: App {
        @SceneStorage("count") var count = 0
        init() {}
        func body(_ ui: UI) {
            ui.vstack {
                ui.button("Open a") { ui.openWindow(id: "doc", value: "a") }
                ui.button("Open b") { ui.openWindow(id: "doc", value: "b") }
                ui.button("Add") { self.count += 1 }
                ui.text("Count \(self.count)")
            }
        }
        func scenes(_ scenes: SceneBuilder) {
            scenes.windowGroup(id: "doc", for: String.self) { ui, name in
                ui.vstack {
                    ui.button("Add") { self.count += 10 }
                    ui.text("Count \(self.count)")
                }
            }
        }
    }

    func testEachWindowCountsOnItsOwn() throws {
        let h = try Harness(app: Counters(), size: Size(300, 300), text: .headless)
        try h.click(label: "Open a")
        try h.click(label: "Open b")
        try h.click(label: "Add")
        try h.click(label: "Add")
        let a = try h.window("doc:a"), b = try h.window("doc:b")
        try a.click(label: "Add")
        try b.click(label: "Add")
        try b.click(label: "Add")
        h.run()
        XCTAssertNoThrow(try h.node(label: "Count 2"))
        XCTAssertNoThrow(try a.node(label: "Count 10"))
        XCTAssertNoThrow(try b.node(label: "Count 20"))
    }
}
