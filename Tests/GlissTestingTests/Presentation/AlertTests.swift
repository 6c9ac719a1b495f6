import XCTest
import Gliss
import GlissTesting

/// Alerts and confirmation dialogs: their buttons with the mouse, Return and Escape, the
/// "OK" an alert without actions gets, the "Cancel" a dialog gets, and the pop-in mid-way.
final class AlertTests: XCTestCase {
    func testReturnActivatesTheDefaultButtonAndEscapeTheCancelOne() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Alert", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "alert").map(\.label), ["Delete the file?"])
        XCTAssertNoThrow(try h.node(label: "You can't undo this action."))
        try h.key("Return")
        XCTAssertEqual(app.log, ["delete"], "Return: the first button that is not .cancel")
        XCTAssertFalse(app.showAlert, "and the alert is dismissed")
        try h.runUntilIdle()
        try h.click(label: "Alert", role: "button")
        try h.runUntilIdle()
        try h.key("Escape")
        XCTAssertEqual(app.log, ["delete", "cancel"], "Escape: the .cancel button")
        XCTAssertFalse(app.showAlert)
    }

    func testAClickOnAButtonRunsItAndDismissesButTheBackdropDoesNothing() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Alert", role: "button")
        try h.runUntilIdle()
        h.click(at: Point(5, 400))
        XCTAssertTrue(app.showAlert, "an alert waits for an answer")
        try h.click(label: "Cancel", role: "button")
        XCTAssertEqual(app.log, ["cancel"])
        XCTAssertFalse(app.showAlert)
    }

    func testTheAlertPopsInMidAnimation() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Alert", role: "button")
        h.run(frames: 1)
        XCTAssertTrue(h.ui.animating)
        let mid = try XCTUnwrap(h.nodes(role: "alert").first).frame
        try h.runUntilIdle()
        let rest = try XCTUnwrap(h.nodes(role: "alert").first).frame
        XCTAssertGreaterThan(mid.width, rest.width + 0.5, "mid-way the alert is larger: it pops in")
    }

    func testAnAlertWithoutActionsHasAnOKButton() throws {
        final class Bare: App {
            var shown = true
            init() {}
            func body(_ ui: UI) {
                ui.text("Hello").alert("Saved", isPresented: Bindable(self).shown)
            }
        }
        let app = Bare()
        let h = try Harness(app: app, text: .headless)
        try h.runUntilIdle()
        try h.click(label: "OK", role: "button")
        XCTAssertFalse(app.shown)
    }

    func testAConfirmationDialogListsItsButtonsAddsCancelAndIsCancelledOutside() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Dialog", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "dialog").map(\.label), ["Discard changes?"])
        let buttons = h.nodes(role: "button").sorted { $0.frame.minY < $1.frame.minY }.map(\.label)
        XCTAssertEqual(buttons, ["Discard", "Save", "Cancel"], "stacked, a Cancel added at the end")
        h.click(at: Point(5, 400))
        XCTAssertFalse(app.showDialog, "a click outside cancels")
        XCTAssertEqual(app.log, [])
        try h.runUntilIdle()
        try h.click(label: "Dialog", role: "button")
        try h.runUntilIdle()
        try h.click(label: "Save", role: "button")
        XCTAssertEqual(app.log, ["save"])
        XCTAssertFalse(app.showDialog)
    }

    func testADestructiveButtonIsRed() throws {
        let app = PresentationApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Dialog", role: "button")
        try h.runUntilIdle()
        let red = h.host.lastDrawList.commands.contains { c in
            if case .text("Discard", _, let color, _) = c { return color == .red }
            return false
        }
        XCTAssertTrue(red, "Discard is drawn in red")
    }
}
