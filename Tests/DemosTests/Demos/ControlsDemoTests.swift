import XCTest
@testable import Demos
import Gliss
import GlissTesting

/// The controls page, driven as a person drives it — a script of clicks, a drag and keys —
/// and read back through the demo's state and the inspector's values.
final class ControlsDemoTests: XCTestCase {
    private func value(_ h: DemoHarness, _ label: String, _ role: String) -> String? { h.node(label, role: role)?.value }

    func testAScriptOfClicksADragAndKeysChangesEveryValue() throws {
        let h = DemoHarness("controls")
        h.wait(2)
        let wifi = h.center("Wi-Fi", role: "toggle")
        let volume = h.node("Volume", role: "slider")!.frame
        let dark = h.center("Dark", role: "radioButton")
        let date = h.center("Date", role: "radioButton")
        let plus = h.center("Increment")
        // The script format `gliss-demos controls --script` plays.
        try h.harness.play(script: """
            click \(wifi.x) \(wifi.y)
            drag \(volume.minX + 10) \(volume.midY) \(volume.maxX - 10) \(volume.midY) 8
            click \(dark.x) \(dark.y)
            click \(date.x) \(date.y)
            click \(plus.x) \(plus.y)
            wait 30
            """)
        XCTAssertEqual(h.state["wifi"], .bool(false))
        XCTAssertEqual(h.number("volume"), 100)
        XCTAssertEqual(h.state["appearance"], .string("dark"))
        XCTAssertEqual(h.state["sortOrder"], .string("date"))
        XCTAssertEqual(h.number("copies"), 3)
        XCTAssertEqual(value(h, "Wi-Fi", "toggle"), "off")
        XCTAssertEqual(value(h, "Volume", "slider"), "100")
        XCTAssertEqual(value(h, "Download (follows the volume)", "progress"), "100%")
        XCTAssertEqual(value(h, "Appearance", "picker"), "Dark")
        XCTAssertEqual(value(h, "Copies: 3", "stepper"), "3")
        // The drag gave the slider keyboard focus (the other clicks were on parts of controls
        // that are not Tab stops themselves); Left twice; then on to the stepper, down one.
        XCTAssertEqual(h.node("Volume", role: "slider")?.focused, true)
        try h.harness.key("Left"); try h.harness.key("Left")
        XCTAssertEqual(h.number("volume"), 90)
        try h.harness.key("Tab"); try h.harness.key("Tab")
        XCTAssertEqual(h.node("Copies: 3", role: "stepper")?.focused, true)
        try h.harness.key("Down")
        XCTAssertEqual(h.number("copies"), 2)
    }

    /// The disabled row takes no click, no drag and no Tab.
    func testTheDisabledRowTakesNothing() throws {
        let h = DemoHarness("controls")
        h.wait(2)
        h.click("Airplane mode", role: "toggle")
        h.click("Three", role: "radioButton")
        let slider = h.node("Locked slider", role: "slider")!.frame
        h.drag(from: Point(slider.minX + 5, slider.midY), to: Point(slider.maxX, slider.midY), frames: 5)
        h.wait(2)
        XCTAssertEqual(value(h, "Airplane mode", "toggle"), "on")
        XCTAssertEqual(value(h, "", "picker"), "Two")
        XCTAssertEqual(value(h, "Locked slider", "slider"), "0.7")
        for _ in 0..<30 { try h.harness.key("Tab") }
        let disabled = ["Airplane mode", "Locked slider"]
        XCTAssertFalse(h.harness.nodes.contains { $0.focused && disabled.contains($0.label) })
    }

    /// The spinner turns only while it is shown: unchecking Sync stops its frames.
    func testTheSpinnerAsksForFramesOnlyWhileSyncing() throws {
        let h = DemoHarness("controls")
        h.wait(2)
        XCTAssertNotNil(h.harness.ui.nextFrameTime, "the spinner asks for its next step")
        h.click("Sync", role: "checkBox")
        h.wait(40)
        XCTAssertEqual(h.state["syncing"], .bool(false))
        XCTAssertNil(h.harness.ui.nextFrameTime, "nothing turns: the page can sleep")
        XCTAssertTrue(h.host.isIdle)
    }
}

extension ControlsDemoTests {
    /// The menu, its submenu, the pop-up picker and the context menu, by mouse and keys.
    func testMenusChooseByMouseAndKeyboard() throws {
        let h = DemoHarness("controls")
        h.wait(2)
        h.click("Actions")
        h.wait(10)
        h.click("Share", role: "menuItem")
        h.wait(10)
        h.click("Messages", role: "menuItem")
        h.wait(10)
        XCTAssertEqual(h.state["lastAction"], .string("Messages"))
        XCTAssertNil(h.node("Mail", role: "menuItem"), "choosing closes the menus")
        // The pop-up picker: open it, choose Large.
        h.click("Text size", role: "menuButton")
        h.wait(10)
        h.click("Large", role: "menuItem")
        h.wait(10)
        XCTAssertEqual(h.state["textSize"], .string("large"))
        // The context menu: a right click opens it at the pointer.
        try h.harness.click(label: "Right-click me", role: "text", button: .right)
        h.wait(10)
        h.click("Paste", role: "menuItem")
        h.wait(10)
        XCTAssertEqual(h.state["lastAction"], .string("Paste"))
    }

    /// The sheet is modal: the switch under it takes no click (a click outside the sheet
    /// dismisses it instead), Tab stays inside, Escape closes.
    func testTheSheetIsModal() throws {
        let h = DemoHarness("controls")
        h.wait(2)
        let wifi = h.center("Wi-Fi", role: "toggle")
        h.click("About…")
        h.wait(30)
        XCTAssertEqual(h.state["showingSheet"], .bool(true))
        h.click(wifi)
        h.wait(30)
        XCTAssertEqual(h.state["wifi"], .bool(true), "the sheet's backdrop took the click")
        XCTAssertEqual(h.state["showingSheet"], .bool(false), "…and a click outside dismisses the sheet")
        h.click("About…")
        h.wait(30)
        for _ in 0..<8 {
            try h.harness.key("Tab")
            let focused = h.harness.nodes.first { $0.focused }
            XCTAssertTrue(["SwiftUI's controls", "Done"].contains(focused?.label ?? ""), "focus left the sheet: \(String(describing: focused))")
        }
        try h.harness.key("Escape")
        h.wait(30)
        XCTAssertEqual(h.state["showingSheet"], .bool(false))
    }

    /// The alert: Escape cancels, Return resets (its default, destructive button).
    func testTheResetAlert() throws {
        let h = DemoHarness("controls")
        h.wait(2)
        h.click("Wi-Fi", role: "toggle")
        h.click("Reset…")
        h.wait(20)
        XCTAssertNotNil(h.node("Reset all settings?", role: "alert"))
        try h.harness.key("Escape")
        h.wait(20)
        XCTAssertEqual(h.state["wifi"], .bool(false), "cancelled: nothing reset")
        h.click("Reset…")
        h.wait(20)
        try h.harness.key("Return")
        h.wait(20)
        XCTAssertEqual(h.state["wifi"], .bool(true))
        XCTAssertEqual(h.number("resets"), 1)
    }
}
