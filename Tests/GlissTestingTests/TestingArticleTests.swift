import XCTest
import Gliss
import GlissTesting

// The code of the article "Testing your app" (Sources/GlissTesting/GlissTesting.docc/TestingYourApp.md).
// It sits outside Articles/ so that its reference snapshot goes to the excluded __Snapshots__ folder.

// docs:begin app
final class Tally: App {
    var count = 0
    static let defaultSize = Size(320, 200)

    func body(_ ui: UI) {
        ui.vstack(spacing: 12) {
            ui.text("Count \(count)", font: .title2.weight(.bold))
            ui.button("+") { ui.withAnimation(.spring()) { self.count += 1 } }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    func snapshot() -> JSON { .object([("count", .number(Double(count)))]) }
    func invariantViolation() -> String? { count < 0 ? "negative count \(count)" : nil }
}
// docs:end app

final class TestingArticleTests: XCTestCase {
    func testByLabel() throws {
        // docs:begin harness
        let h = try Harness(app: Tally(), text: .headless)   // .sdl (the default) for pixels
        h.afterFrame = { h in XCTAssertNil(h.host.app.invariantViolation()) }
        try h.click(label: "+")                               // found in the inspector by label
        try h.runUntilIdle()
        XCTAssertEqual(h.state["count"], .number(1))          // the app's snapshot()
        XCTAssertEqual(try h.node(label: "Count 1").role, "text")
        // docs:end harness
    }

    func testScript() throws {
        // docs:begin script
        let h = try Harness(app: Tally(), text: .headless)
        let plus = try h.node(label: "+").frame.center
        try h.play(script: """
            wait 2
            click \(plus.x) \(plus.y)
            wait 30
            click \(plus.x) \(plus.y)
            """)
        XCTAssertEqual(h.state["count"], .number(2))
        XCTAssertThrowsError(try h.play(script: "jump 3")) { error in
            XCTAssertTrue("\(error)".contains(":1:"), "names the line: \(error)")
        }
        // docs:end script
    }

    func testSnapshot() throws {
        // docs:begin snapshot
        let h = try Harness(app: Tally())                     // real fonts, offscreen SDL
        try h.click(label: "+")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "tally-1")                // __Snapshots__/TestingArticleTests/tally-1.png
        // docs:end snapshot
    }
}
