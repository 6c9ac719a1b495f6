import XCTest
import Gliss
import GlissTesting

/// Sheets: opened and dismissed with the mouse and keyboard, caught mid-spring, and modal
/// (nothing below takes a click, the wheel or Tab).
final class SheetTests: XCTestCase {
    private func open(_ app: PresentationApp) throws -> Harness {
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Sheet", role: "button")
        XCTAssertTrue(app.showSheet)
        return h
    }

    func testSheetSlidesInWithASpringAndRestsCentred() throws {
        let app = PresentationApp()
        let h = try open(app)
        h.run(frames: 1)
        XCTAssertTrue(h.ui.animating, "the sheet is still coming in")
        let early = try h.node(label: "Rename", role: "text").frame.minY
        try h.runUntilIdle()
        let card = h.nodes(role: "dialog").first?.frame
        let rest = try h.node(label: "Rename", role: "text").frame.minY
        XCTAssertGreaterThan(early, rest + 1, "mid-way the card is below where it rests")
        let c = try XCTUnwrap(card)
        XCTAssertEqual(c.midX, 320, accuracy: 1, "centred across the window")
        XCTAssertEqual(c.midY, 210, accuracy: 1, "and down it")
    }

    func testEscapeAndABackdropClickDismissAndRunOnDismiss() throws {
        let app = PresentationApp()
        let h = try open(app)
        try h.runUntilIdle()
        try h.key("Escape")
        XCTAssertFalse(app.showSheet, "Escape dismisses")
        h.run(frames: 1)
        XCTAssertEqual(app.dismissed, 1, "onDismiss runs once")
        try h.runUntilIdle()
        XCTAssertTrue(h.nodes(role: "dialog").isEmpty, "gone once it has animated out")
        try h.click(label: "Sheet", role: "button")
        try h.runUntilIdle()
        h.click(at: Point(600, 400))
        XCTAssertFalse(app.showSheet, "a click on the backdrop dismisses")
        // A click on the card itself does not.
        app.showSheet = true
        h.run(frames: 1)
        try h.runUntilIdle()
        let card = try XCTUnwrap(h.nodes(role: "dialog").first).frame
        h.click(at: Point(card.maxX - 4, card.maxY - 4))
        XCTAssertTrue(app.showSheet, "a click on the card keeps it")
    }

    func testADismissedSheetLeavesTheInspectorAsItStartsToGo() throws {
        let app = PresentationApp()
        let h = try open(app)
        try h.runUntilIdle()
        try h.key("Escape")
        h.run(frames: 1)
        XCTAssertTrue(h.ui.animating, "the sheet is still sliding out")
        XCTAssertTrue(h.nodes(role: "dialog").isEmpty, "but no longer listed")
        XCTAssertThrowsError(try h.node(label: "Done", role: "button"))
        XCTAssertNoThrow(try h.node(label: "Behind", role: "button"), "what it covered is listed again")
    }

    func testInteractiveDismissDisabledKeepsTheSheet() throws {
        let app = PresentationApp()
        app.locked = true
        let h = try open(app)
        try h.runUntilIdle()
        try h.key("Escape")
        h.click(at: Point(600, 400))
        try h.runUntilIdle()
        XCTAssertTrue(app.showSheet, "neither Escape nor the backdrop dismiss it")
        try h.click(label: "Done", role: "button")
        XCTAssertFalse(app.showSheet, "the app still can")
        XCTAssertEqual(app.log, ["done"])
    }

    func testNothingBelowTheSheetTakesAClickTheWheelOrTab() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        let behind = try h.node(label: "Behind", role: "button").frame.center
        let list = try h.node(label: "list", role: "scroll").frame.center
        let row0 = try h.node(label: "Row 0").frame
        try h.click(label: "Sheet", role: "button")
        try h.runUntilIdle()
        // The inspector lists only the sheet while it shows.
        XCTAssertThrowsError(try h.node(label: "Behind", role: "button"))
        XCTAssertNoThrow(try h.node(label: "Done", role: "button"))
        // A click where the button is below the backdrop does nothing but dismiss.
        app.locked = true
        h.run(frames: 1)
        h.click(at: behind)
        XCTAssertEqual(app.behind, 0, "the button under the sheet was not clicked")
        // The wheel over the list below does not scroll it, nor does a drag.
        h.wheel(dy: 200, at: list)
        h.drag(from: list, to: Point(list.x, list.y - 100))
        try h.runUntilIdle()
        app.showSheet = false
        app.locked = false
        h.run(frames: 1)
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Row 0").frame, row0, "the list below did not scroll")
        // Tab cycles within the sheet: the field, Cancel, Done, and round again.
        app.showSheet = true
        h.run(frames: 1)
        try h.runUntilIdle()
        var seen: [String] = []
        for _ in 0..<7 {
            try h.key("Tab")
            let f = h.nodes.filter(\.focused).map(\.label)
            XCTAssertEqual(f.count, 1, "one focused view, inside the sheet: \(f)")
            seen.append(f.first ?? "none")
        }
        XCTAssertEqual(seen, ["Name", "Cancel", "Done", "Name", "Cancel", "Done", "Name"])
        try h.key("Tab", modifiers: .shift)
        XCTAssertEqual(h.nodes.filter(\.focused).map(\.label), ["Done"], "Shift-Tab wraps backwards inside it")
        // Return on the focused button activates it; focus returns to where it was.
        try h.key("Return")
        XCTAssertEqual(app.log, ["done"])
        XCTAssertFalse(app.showSheet)
    }

    func testFocusReturnsToThePresenterWhenTheSheetCloses() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.key("Tab"); try h.key("Tab")
        XCTAssertTrue(try h.node(label: "Sheet", role: "button").focused)
        try h.key("Space")
        XCTAssertTrue(app.showSheet)
        try h.runUntilIdle()
        XCTAssertTrue(h.nodes.filter(\.focused).isEmpty, "focus left the window below")
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertTrue(try h.node(label: "Sheet", role: "button").focused, "and came back")
    }
}
