import XCTest
import Gliss
import GlissTesting

/// `navigationStack`: links push, the back button, Escape and Alt+Left pop; pages slide with a
/// spring; the page in front takes the clicks; covered pages leave the inspector and the Tab
/// order but keep their state.
final class NavigationStackTests: XCTestCase {
    final class Pages: App {
        var path: [Int] = []
        var rootTaps = 0
        var note = ""
        static var defaultSize: Size { Size(400, 300) }
        init() {}
        func body(_ ui: UI) {
            ui.navigationStack(path: Bindable(self).path) {
                ui.vstack(alignment: .leading, spacing: 0) {
                    ui.navigationLink("Item 1", value: 1)
                    ui.button("Root action") { self.rootTaps += 1 }.padding(14)
                    ui.textField("Note", text: Bindable(self).note).padding(14)
                    ui.scroll(id: "history") {
                        for i in 0..<40 { ui.text("Row \(i)") }
                    }
                    .frame(height: 80)
                }
                .navigationTitle("Home")
                ui.navigationDestination(for: Int.self) { n in
                    ui.vstack(alignment: .leading, spacing: 0) {
                        ui.text("Page \(n)").padding(14)
                        ui.navigationLink("Item \(n + 1)", value: n + 1)
                    }
                    .navigationTitle("Item \(n)")
                }
            }
        }
    }

    /// The x of the first drawn text `s` (where its page is drawn now).
    private func textX(_ h: Harness, _ s: String) -> Double? {
        for c in h.host.lastDrawList.commands {
            if case .text(let t, _, _, let origin) = c, t == s { return origin.x }
        }
        return nil
    }

    func testLinkPushesWithASlideAndBackPops() throws {
        let app = Pages()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Home", role: "navigationBar").role, "navigationBar")
        XCTAssertThrowsError(try h.node(label: "Back", role: "button"), "the root has no back button")
        try h.click(label: "Item 1", role: "button")
        XCTAssertEqual(app.path, [1])
        // Half-way: the new page is between the trailing edge and its place.
        h.run(frames: 6)
        let mid = try XCTUnwrap(textX(h, "Page 1"))
        XCTAssertGreaterThan(mid, 20, "mid-push the page is still off to the trailing side")
        XCTAssertLessThan(mid, 380, "mid-push the page has started in")
        XCTAssertTrue(h.ui.animating)
        XCTAssertNoThrow(try h.node(label: "Root action"), "mid-push the page under it still shows")
        try h.runUntilIdle()
        XCTAssertEqual(try XCTUnwrap(textX(h, "Page 1")), 14, accuracy: 0.5)
        XCTAssertEqual(try h.node(label: "Item 1", role: "navigationBar").label, "Item 1")
        XCTAssertThrowsError(try h.node(label: "Root action"), "a covered page is not in the inspector at rest")
        // The back button shows the previous page's title and pops.
        XCTAssertNoThrow(try h.node(label: "Home", role: "text"))
        try h.click(label: "Back", role: "button")
        XCTAssertEqual(app.path, [])
        h.run(frames: 4)
        XCTAssertNotNil(textX(h, "Page 1"), "the popped page slides out before it goes")
        try h.runUntilIdle()
        XCTAssertNil(textX(h, "Page 1"))
        XCTAssertNoThrow(try h.node(label: "Root action"))
    }

    func testEscapeAndAltLeftPop() throws {
        let app = Pages()
        app.path = [1, 2]
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Item 2", role: "navigationBar").label, "Item 2",
                       "a path the app starts with is shown at rest")
        XCTAssertFalse(h.ui.animating)
        try h.key("Escape")
        XCTAssertEqual(app.path, [1])
        try h.key("Left", modifiers: .alt)
        XCTAssertEqual(app.path, [])
        try h.key("Escape")
        XCTAssertEqual(app.path, [], "Escape at the root does nothing")
    }

    func testAViewThatTakesEscapeKeepsThePage() throws {
        let app = Pages()
        app.path = [1]
        var escapes = 0
        let h = try Harness(size: Size(400, 300), text: .headless, body: { ui in
            ui.navigationStack(path: Bindable(app).path) {
                ui.text("Root").navigationTitle("Home")
                ui.navigationDestination(for: Int.self) { n in
                    ui.text("Search \(n)").navigationTitle("Search")
                    ui.onKeyPress("Escape") { escapes += 1 }     // e.g. clears a search
                }
            }
        })
        try h.key("Escape")
        XCTAssertEqual(escapes, 1)
        XCTAssertEqual(app.path, [1], "the page's own Escape comes first")
        try h.key("Left", modifiers: .alt)
        XCTAssertEqual(app.path, [])
    }

    func testAStackWithItsOwnPathPushesValuesOfAnyDestinationType() throws {
        let h = try Harness(size: Size(400, 300), text: .headless, body: { ui in
            ui.navigationStack(id: "own") {
                ui.vstack(spacing: 0) {
                    ui.navigationLink("Number", value: 7)
                    ui.navigationLink("Word", value: "seven")
                }
                .navigationTitle("Kinds")
                ui.navigationDestination(for: Int.self) { n in ui.text("Int \(n)").navigationTitle("Int") }
                ui.navigationDestination(for: String.self) { s in ui.text("String \(s)").navigationTitle("String") }
            }
        })
        try h.click(label: "Word", role: "button")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "String seven"))
        try h.click(label: "Back", role: "button")
        try h.runUntilIdle()
        try h.click(label: "Number", role: "button")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Int 7"))
        XCTAssertEqual(h.warnings, [])
    }

    func testOpaquePageTakesTheClickMeantForTheCoveredButton() throws {
        let app = Pages()
        let h = try Harness(app: app, text: .headless)
        let button = try h.node(label: "Root action").frame.center
        h.click(at: button)
        XCTAssertEqual(app.rootTaps, 1, "the button works while it is in front")
        app.path = [1]
        h.run(frames: 1)
        try h.runUntilIdle()
        h.click(at: button)
        XCTAssertEqual(app.rootTaps, 1, "a click on the page in front does not reach the button under it")
        // Mid-push too: where the new page already is, it takes the click.
        app.path = []
        h.run(frames: 1)
        try h.runUntilIdle()
        try h.click(label: "Item 1", role: "button")
        // Mid-push: once the sliding page's leading edge has passed the button, it takes the click.
        var frames = 0
        while (textX(h, "Page 1") ?? .infinity) - 14 > button.x - 10, frames < 60 { h.run(frames: 1); frames += 1 }
        XCTAssertTrue(h.ui.animating, "still sliding in")
        h.click(at: button)
        XCTAssertEqual(app.rootTaps, 1, "mid-push, the page in front takes the click")
    }

    func testCoveredPagesAreNoTabStopsAndKeepTheirState() throws {
        let app = Pages()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Note", role: "textField")
        h.type("draft")
        XCTAssertEqual(app.note, "draft")
        let history = try h.node(label: "history", role: "scroll").frame.center
        h.wheel(dy: 120, at: history)
        try h.runUntilIdle()
        let scrolled = h.ui.scrollProxy("history").offset
        XCTAssertGreaterThan(scrolled, 50)
        app.path = [1]
        h.run(frames: 1)
        try h.runUntilIdle()
        // Tab cycles through the top page only: the back button and the link.
        var focused = Set<String>()
        for _ in 0..<6 {
            try h.key("Tab")
            if let f = h.nodes.first(where: { $0.focused }) { focused.insert(f.label) }
        }
        XCTAssertEqual(focused, ["Back", "Item 2"])
        h.run(frames: 30)
        XCTAssertEqual(h.ui.scrollProxy("history").offset, scrolled, "covered, the scroll view kept its offset")
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertEqual(h.ui.scrollProxy("history").offset, scrolled, "back in front, it shows where it was")
        try h.click(label: "Note", role: "textField")
        h.type("!")
        XCTAssertEqual(app.note, "draft!", "the field's caret was kept at the end of its text")
    }
}
