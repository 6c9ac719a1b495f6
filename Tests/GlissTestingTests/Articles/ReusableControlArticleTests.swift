import XCTest
import Gliss
import GlissTesting

// The code of the article "Writing a reusable control"
// (Sources/GlissCore/GlissCore.docc/WritingAReusableControl.md).

// docs:begin check-toggle
extension UI {
    /// A check box and its title that turn `isOn` on and off.
    @discardableResult
    func checkToggle(_ title: String, isOn: Binding<Bool>, id: some IdentityKey = PositionalKey()) -> NodeRef {
        let on = isOn.wrappedValue
        // (1) Its place: a row with the caller's `id`, a scope of its own for what it remembers.
        let row = hstack(spacing: 8, id: id) {
            // (3) Its drawing, from a value that springs from 0 (off) to 1 (on).
            let t = animatedValue("check", on ? 1.0 : 0, animation: .spring(response: 0.3, dampingFraction: 0.7))
            let side = 12 * t
            canvas {
                roundedRectangle(cornerRadius: 4, fill: .white, stroke: .gray).place(in: Rect(0, 0, 18, 18))
                roundedRectangle(cornerRadius: 2, fill: .accentColor).place(in: Rect(9 - side / 2, 9 - side / 2, side, side))
            }
            .frame(width: 18, height: 18)
            text(title)
        }
        // (2) Its interaction: a click (or Space or Return while it has focus) flips it;
        // Left and Right, while it has focus, turn it off and on.
        return row
            .onTap { isOn.wrappedValue.toggle() }
            .onKeyPress("Left") { isOn.wrappedValue = false }
            .onKeyPress("Right") { isOn.wrappedValue = true }
            // What it is, for the inspector, tests and assistive tools.
            .accessibility(role: .checkBox, label: title)
            .accessibilityValue(on ? "on" : "off")
    }
}
// docs:end check-toggle

// docs:begin notifications
final class NotificationSettings: App {
    var sounds = false
    var badges = true
    var locked = false

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 10) {
            ui.checkToggle("Play sounds", isOn: Bindable(self).sounds)
            ui.checkToggle("Show badges", isOn: Bindable(self).badges)
        }
        .padding(20)
        .disabled(locked)
    }
}
// docs:end notifications

final class ReusableControlArticleTests: XCTestCase {
    func testClicksKeysAndTheInspector() throws {
        // docs:begin check-toggle-test
        let app = NotificationSettings()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Play sounds", role: "checkBox").value, "off")

        try h.click(label: "Play sounds", role: "checkBox")
        XCTAssertTrue(app.sounds)
        XCTAssertEqual(try h.node(label: "Play sounds", role: "checkBox").value, "on")
        XCTAssertTrue(h.ui.animating)                        // the box is still filling in
        try h.runUntilIdle()                                 // the spring settles

        XCTAssertTrue(try h.node(label: "Play sounds", role: "checkBox").focused)   // the click focused it
        try h.key("Space")
        XCTAssertFalse(app.sounds)
        try h.key("Right")
        XCTAssertTrue(app.sounds)

        app.locked = true                                    // .disabled(): no clicks, no Tab
        h.run(frames: 1)
        try h.click(label: "Show badges", role: "checkBox")
        XCTAssertTrue(app.badges)
        // docs:end check-toggle-test
    }

    /// The side of the filled square inside the check box labelled `label` (0 when none is
    /// drawn): the accent-coloured rounded rect within the control's frame.
    private func fill(_ h: Harness, _ label: String) throws -> Double {
        let f = try h.node(label: label, role: "checkBox").frame
        return h.host.lastDrawList.commands.compactMap { c -> Double? in
            if case .fillRoundedRect(let r, _, let color) = c, color.r == Color.accentColor.r, color.b == Color.accentColor.b,
               f.contains(r.center) { return r.width }
            return nil
        }.last ?? 0
    }

    func testTheCheckSpringsInAndEachControlKeepsItsOwnAnimation() throws {
        let app = NotificationSettings()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try fill(h, "Play sounds"), 0, "off: no fill")
        XCTAssertEqual(try fill(h, "Show badges"), 12, "on from the start: filled, with no animation")
        XCTAssertFalse(h.ui.animating)
        try h.click(label: "Play sounds", role: "checkBox")
        h.run(frames: 1)
        let mid = try fill(h, "Play sounds")
        XCTAssertTrue(h.ui.animating, "still springing a frame after the click")
        XCTAssertGreaterThan(mid, 0.5)
        XCTAssertLessThan(mid, 11, "mid-way, not there yet")
        XCTAssertEqual(try fill(h, "Show badges"), 12, "the other control's value is its own")
        let frames = try h.runUntilIdle()
        XCTAssertGreaterThan(frames, 5, "the spring takes a few frames")
        XCTAssertEqual(try fill(h, "Play sounds"), 12, accuracy: 0.01)
        XCTAssertFalse(h.ui.animating)
        // Off again: the fill springs out (a spring undershoots; nothing negative is drawn).
        try h.click(label: "Play sounds", role: "checkBox")
        for _ in 0..<60 {
            h.run(frames: 1)
            XCTAssertGreaterThanOrEqual(try fill(h, "Play sounds"), 0)
        }
        XCTAssertEqual(try fill(h, "Play sounds"), 0)
    }

    func testTabReachesEachControlInTurnAndDrawsTheFocusRing() throws {
        let app = NotificationSettings()
        let h = try Harness(app: app, text: .headless)
        try h.key("Tab")
        try h.key("Tab")
        let badges = try h.node(label: "Show badges", role: "checkBox")
        XCTAssertTrue(badges.focused)
        XCTAssertFalse(try h.node(label: "Play sounds", role: "checkBox").focused)
        // The ring: an accent stroke just outside the focused row, drawn by Gliss, not the control.
        let ring = h.host.lastDrawList.commands.contains { c in
            if case .strokeRoundedRect(let r, _, _, let color) = c, color.b == Color.accentColor.b, color.r == Color.accentColor.r,
               r.contains(badges.frame.center), r.width > badges.frame.width { return true }
            return false
        }
        XCTAssertTrue(ring, "a focused control gets a focus ring")
        try h.key("Left")
        XCTAssertFalse(app.badges, "Left turns the focused one off")
        XCTAssertFalse(app.sounds, "…and leaves the other alone")
        try h.key("Return")
        XCTAssertTrue(app.badges, "Return activates it, as a click")
    }

    func testADisabledControlTakesNoInputAndDrawsDimmed() throws {
        let app = NotificationSettings()
        app.locked = true
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Play sounds", role: "checkBox")
        try h.key("Tab")
        try h.key("Space")
        try h.key("Right")
        XCTAssertFalse(app.sounds)
        XCTAssertTrue(app.badges)
        XCTAssertFalse(h.nodes.contains { $0.focused }, "Tab reaches no disabled control")
        // Dimmed by its role (checkBox): the box's white fill draws at 0.45 opacity.
        let f = try h.node(label: "Play sounds", role: "checkBox").frame
        let box = h.host.lastDrawList.commands.compactMap { c -> Color? in
            if case .fillRoundedRect(let r, _, let color) = c, r.width == 18, f.contains(r.center) { return color }
            return nil
        }.first
        XCTAssertEqual(try XCTUnwrap(box).a, 0.45, accuracy: 0.01)
    }
}
