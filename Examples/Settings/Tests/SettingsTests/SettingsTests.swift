import Foundation
import XCTest
import Gliss
import GlissTesting
@testable import Settings

struct NoFocus: Error {}

final class SettingsTests: XCTestCase {
    /// Tab until the node labelled `label` (with `role`) has keyboard focus, as a person would.
    func focus(_ label: String, role: String, in h: Harness, file: StaticString = #filePath, line: UInt = #line) throws {
        for _ in 0..<40 {
            if let n = h.nodes(role: role).first(where: { $0.label == label }), n.focused { return }
            try h.key("Tab")
        }
        XCTFail("Tab never reached \(role) \"\(label)\"", file: file, line: line)
        throw NoFocus()
    }

    /// The label of the node with keyboard focus, if any.
    func focusedLabel(_ h: Harness) -> String? { h.nodes.first(where: \.focused)?.label }

    // MARK: General

    /// The switch and the check box flip on a click, and on Space once Tab reaches them.
    func testTogglesByMouseAndKeyboard() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Automatic updates", role: "toggle")
        XCTAssertFalse(app.automaticUpdates)
        XCTAssertEqual(try h.node(label: "Automatic updates", role: "toggle").value, "off")
        try h.click(label: "Ask to keep changes when closing", role: "checkBox")
        XCTAssertTrue(app.askBeforeClosing)

        try focus("Automatic updates", role: "toggle", in: h)
        try h.key("Space")
        XCTAssertTrue(app.automaticUpdates)
        try focus("Ask to keep changes when closing", role: "checkBox", in: h)
        try h.key("Return")
        XCTAssertFalse(app.askBeforeClosing)
        XCTAssertEqual(h.state["askBeforeClosing"], .bool(false))
    }

    /// The segmented Appearance picker chooses by a click on a segment and by Left/Right, and
    /// really switches the window's colour scheme (Auto follows the system).
    func testAppearanceSwitchesTheColourScheme() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        let system = h.ui.systemColorScheme
        XCTAssertEqual(h.ui.colorScheme, system)
        try h.click(label: "Dark", role: "radioButton")
        XCTAssertEqual(app.appearance, .dark)
        h.run(frames: 1)
        XCTAssertEqual(h.ui.colorScheme, .dark)
        XCTAssertEqual(try h.node(label: "Appearance", role: "picker").value, "Dark")

        try focus("Appearance", role: "picker", in: h)
        try h.key("Left")
        h.run(frames: 1)
        XCTAssertEqual(app.appearance, .light)
        XCTAssertEqual(h.ui.colorScheme, .light)
        try h.key("Right"); try h.key("Right")
        h.run(frames: 1)
        XCTAssertEqual(app.appearance, .auto)
        XCTAssertEqual(h.ui.colorScheme, system)
        XCTAssertEqual(h.state["appearance"], .string("Auto"))
    }

    /// The menu-style picker opens its menu on a click and chooses an item; with the keyboard,
    /// Space opens it, the arrows move and Return chooses.
    func testMenuPickerByMouseAndKeyboard() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Sidebar icon size", role: "menuButton")
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Medium", role: "menuItem").value, "on")
        try h.click(label: "Large", role: "menuItem")
        XCTAssertEqual(app.iconSize, .large)
        try h.runUntilIdle()
        XCTAssertTrue(h.nodes(role: "menuItem").isEmpty, "choosing closes the menu")

        try focus("Sidebar icon size", role: "menuButton", in: h)
        try h.key("Space")
        try h.runUntilIdle()
        XCTAssertFalse(h.nodes(role: "menuItem").isEmpty, "Space opens the menu")
        try h.key("Up"); try h.key("Up"); try h.key("Up")   // to the top: Small
        try h.key("Return")
        XCTAssertEqual(app.iconSize, .small)
    }

    // MARK: Sound

    /// The slider follows a click and a drag on its track, and the arrows, Home and End; the
    /// number beside it shows the value.
    func testSliderByMouseAndKeyboard() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        let track = try h.node(label: "Alert volume", role: "slider").frame
        h.click(at: Point(track.x + 10, track.center.y))           // near the start: the knob's centre is at 10
        XCTAssertEqual(app.volume, 0, accuracy: 1)
        h.drag(from: Point(track.x + 10, track.center.y), to: Point(track.x + track.width - 1, track.center.y))
        XCTAssertEqual(app.volume, 100)
        h.run(frames: 1)
        XCTAssertNoThrow(try h.node(label: "100"), "the value shows beside the slider")

        try focus("Alert volume", role: "slider", in: h)
        try h.key("Left"); try h.key("Left")
        XCTAssertEqual(app.volume, 98)
        try h.key("Home")
        XCTAssertEqual(app.volume, 0)
        try h.key("Up")
        XCTAssertEqual(app.volume, 1)
        XCTAssertEqual(h.state["volume"], .number(1))
    }

    /// The stepper's + and − change the number, within 1…5; Up/Down do too with focus.
    func testStepperByMouseAndKeyboard() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Increment")
        try h.click(label: "Increment")
        XCTAssertEqual(app.alertRepeats, 3)
        try h.click(label: "Decrement")
        XCTAssertEqual(app.alertRepeats, 2)
        XCTAssertEqual(try h.node(label: "Repeat alerts: 2", role: "stepper").value, "2")

        try focus("Repeat alerts: 2", role: "stepper", in: h)
        for _ in 0..<6 { try h.key("Up") }
        XCTAssertEqual(app.alertRepeats, 5, "stops at the end of the range")
        try h.key("Down")
        XCTAssertEqual(app.alertRepeats, 4)
        for _ in 0..<6 { try h.key("Left") }
        XCTAssertEqual(app.alertRepeats, 1)
    }

    // MARK: Network

    /// A click on a network pushes its page; its toggle edits that network; the back button
    /// pops. Return on a focused network pushes it, and Escape pops.
    func testNetworkPageByMouseAndKeyboard() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Office", role: "button")
        XCTAssertEqual(app.path, ["Office"])
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "navigationBar").map(\.label), ["Office"])
        XCTAssertEqual(try h.node(label: "WPA2 Enterprise").role, "text")
        XCTAssertEqual(try h.node(label: "Signal", role: "progress").value, "60%")
        XCTAssertTrue(h.nodes(role: "toggle").map(\.label) == ["Join automatically"], "the root page is hidden")
        try h.click(label: "Join automatically", role: "toggle")
        XCTAssertEqual(app.networks.map(\.autoJoin), [true, false, false])
        try h.click(label: "Back", role: "button")
        XCTAssertEqual(app.path, [])
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "navigationBar").map(\.label), ["Settings"])

        try focus("Home", role: "button", in: h)
        try h.key("Return")
        XCTAssertEqual(app.path, ["Home"])
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "navigationBar").map(\.label), ["Home"])
        try h.key("Escape")
        XCTAssertEqual(app.path, [])
    }

    /// A right click on a network opens its context menu; "Forget" removes it. The Menu key on
    /// a focused network opens the same menu; its page's "Forget This Network" forgets it too.
    func testForgetFromTheContextMenu() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Café Libre", role: "button", button: .right)
        try h.runUntilIdle()
        XCTAssertEqual(app.path, [], "a right click does not push")
        try h.click(label: "Forget", role: "menuItem")
        XCTAssertEqual(app.networks.map(\.name), ["Home", "Office"])
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Café Libre", role: "button"))

        try focus("Office", role: "button", in: h)
        try h.key("Menu")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "menuItem").map(\.label), ["Forget"])
        try h.key("Down")
        try h.key("Return")
        XCTAssertEqual(app.networks.map(\.name), ["Home"])

        // "Forget This Network" on a network's page forgets it and pops the page.
        try h.runUntilIdle()
        try h.click(label: "Home", role: "button")
        try h.runUntilIdle()
        try h.click(label: "Forget This Network", role: "button")
        XCTAssertEqual(app.networks.map(\.name), [])
        XCTAssertEqual(app.path, [])
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "No known networks."))
    }

    // MARK: Presentations

    /// "Erase All Settings…" asks first: Escape and Cancel keep everything, only Erase erases.
    func testEraseAsksFirst() throws {
        let app = Settings()
        app.volume = 80
        app.automaticUpdates = false
        app.networks.removeLast()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Erase All Settings…", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "alert").map(\.label), ["Erase all settings?"])
        try h.key("Escape")
        try h.runUntilIdle()
        XCTAssertFalse(app.confirmingErase)
        XCTAssertTrue(h.nodes(role: "alert").isEmpty)
        XCTAssertEqual(app.volume, 80)

        try h.click(label: "Erase All Settings…", role: "button")
        try h.runUntilIdle()
        try h.click(label: "Cancel", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(app.volume, 80)
        XCTAssertFalse(app.automaticUpdates)

        try h.click(label: "Erase All Settings…", role: "button")
        try h.runUntilIdle()
        try h.click(label: "Erase", role: "button")
        XCTAssertEqual(app.volume, 50)
        XCTAssertTrue(app.automaticUpdates)
        XCTAssertEqual(app.networks.count, 3)
        try h.runUntilIdle()
        XCTAssertTrue(h.nodes(role: "alert").isEmpty)
        XCTAssertEqual(try h.node(label: "Alert volume", role: "slider").value, "50")
    }

    /// The About sheet is modal: only its views are listed and Tab never leaves it; a click
    /// where a form control was reaches no control (it dismisses the sheet, as a click on the
    /// dimming does). Its link opens through `openURL`.
    func testAboutSheetIsModal() throws {
        let app = Settings()
        let h = try Harness(app: app, text: .headless)
        var opened: [URL] = []
        h.ui.openURL = { opened.append($0) }
        let toggle = try h.node(label: "Automatic updates", role: "toggle").frame.center
        try h.click(label: "About…", role: "button")
        try h.runUntilIdle()
        XCTAssertEqual(h.nodes(role: "dialog").count, 1)
        XCTAssertThrowsError(try h.node(label: "Automatic updates"), "the form is not listed behind the sheet")
        XCTAssertEqual(try h.node(label: "Storage used", role: "progress").value, "62%")

        var reached = Set<String>()
        for _ in 0..<6 {
            try h.key("Tab")
            reached.insert(focusedLabel(h) ?? "nothing")
        }
        XCTAssertEqual(reached, ["Gliss on GitHub", "Done"])

        try h.click(label: "Gliss on GitHub", role: "link")
        XCTAssertEqual(opened.map(\.absoluteString), ["https://github.com/"])

        h.click(at: toggle)
        XCTAssertTrue(app.automaticUpdates, "the toggle behind the sheet took no click")
        XCTAssertFalse(app.showingAbout, "a click outside the card dismisses the sheet")
        try h.runUntilIdle()
        XCTAssertTrue(h.nodes(role: "dialog").isEmpty)
        h.click(at: toggle)
        XCTAssertFalse(app.automaticUpdates, "with the sheet gone the toggle works again")

        try h.click(label: "About…", role: "button")
        try h.runUntilIdle()
        try h.click(label: "Done", role: "button")
        XCTAssertFalse(app.showingAbout)
    }

    // MARK: Snapshots

    /// The settings window as it opens; then, in dark mode, a network's page and the About
    /// sheet over the form.
    func testSnapshots() throws {
        let app = Settings()
        let h = try Harness(app: app)
        try h.runUntilIdle()
        try h.assertSnapshot(named: "settings")

        try h.click(label: "Dark", role: "radioButton")
        try h.click(label: "Home", role: "button")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "home-dark")

        try h.click(label: "Back", role: "button")
        try h.runUntilIdle()
        try h.click(label: "About…", role: "button")
        try h.runUntilIdle()
        try h.assertSnapshot(named: "about-dark")
    }
}
