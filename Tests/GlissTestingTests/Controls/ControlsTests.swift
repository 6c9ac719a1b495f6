import XCTest
import Gliss
import GlissTesting

/// The controls (`toggle`, `slider`, `stepper`, `picker`, `progressView`) driven as a person
/// drives them — mouse and keyboard — read back through the inspector's role and value, and
/// caught mid-animation.
final class ControlsTests: XCTestCase {
    enum Flavor: String, CaseIterable { case vanilla, chocolate, strawberry }

    final class Form: App {
        var wifi = false
        var hidden = false
        var volume = 40.0
        var copies = 2
        var flavor = Flavor.chocolate
        var size = "M"
        var progress: Double? = 0.25
        var locked = false
        init() {}
        func body(_ ui: UI) {
            ui.vstack(alignment: .leading, spacing: 12) {
                ui.toggle("Wi-Fi", isOn: Bindable(self).wifi)
                ui.toggle("Hidden files", isOn: Bindable(self).hidden, style: .checkbox)
                ui.slider(value: Bindable(self).volume, in: 0...100, step: 5, label: "Volume")
                ui.stepper("Copies", value: Bindable(self).copies, in: 1...4)
                ui.picker("Flavor", selection: Bindable(self).flavor, options: Flavor.allCases) { $0.rawValue.capitalized }
                ui.picker("Size", selection: Bindable(self).size, options: ["S", "M", "L"], style: .radioGroup)
                ui.progressView("Download", value: progress)
            }
            .padding(20)
            .frame(width: 400)
            .disabled(locked)
        }
    }

    private func value(_ h: Harness, _ label: String, _ role: String) throws -> String? {
        try h.node(label: label, role: role).value
    }

    // MARK: Toggle

    func testToggleFlipsOnClickAndSpaceAndItsKnobSprings() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try value(h, "Wi-Fi", "toggle"), "off")
        try h.click(label: "Wi-Fi", role: "toggle")
        XCTAssertTrue(app.wifi)
        h.run(frames: 1)
        XCTAssertEqual(try value(h, "Wi-Fi", "toggle"), "on")
        // Mid-way the knob is between its ends; at rest it is at the trailing end.
        let track = try h.node(label: "Wi-Fi", role: "toggle").frame
        let mid = knobX(h, in: track)
        XCTAssertTrue(h.ui.animating, "the knob is still moving a frame after the click")
        try h.runUntilIdle()
        let end = knobX(h, in: track)
        XCTAssertLessThan(mid, end - 1, "the knob travelled after the first frame")
        XCTAssertEqual(end, track.maxX - 2 - 9, accuracy: 0.5, "at rest the knob sits at the switch's trailing end")
        // The click gave it keyboard focus (no ring until the keyboard is used); Space flips it back.
        XCTAssertTrue(try h.node(label: "Wi-Fi", role: "toggle").focused)
        try h.key("Space")
        XCTAssertFalse(app.wifi)
    }

    /// The centre of the switch's knob: the white circle (a square rect rounded by half its
    /// side) drawn last inside the toggle's frame.
    private func knobX(_ h: Harness, in frame: Rect) -> Double {
        whiteFill(h, in: frame) { r, radius in r.width == r.height && abs(radius - r.width / 2) < 0.01 }
    }

    /// The centre x of the last white rounded rect drawn with its centre in `frame` that
    /// `matches` (rect, corner radius): a knob or a thumb.
    private func whiteFill(_ h: Harness, in frame: Rect, _ matches: (Rect, Double) -> Bool = { _, _ in true }) -> Double {
        h.host.lastDrawList.commands.compactMap { c -> Rect? in
            if case .fillRoundedRect(let r, let radius, let color) = c, color == .white, frame.contains(r.center),
               matches(r, radius) { return r }
            return nil
        }.last?.midX ?? .nan
    }

    func testCheckBoxToggles() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Hidden files", role: "checkBox")
        XCTAssertTrue(app.hidden)
        h.run(frames: 1)
        XCTAssertEqual(try value(h, "Hidden files", "checkBox"), "on")
    }

    // MARK: Slider

    func testSliderFollowsADragAndJumpsToAClick() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        let f = try h.node(label: "Volume", role: "slider").frame
        XCTAssertEqual(try value(h, "Volume", "slider"), "40")
        // The knob's centre travels from f.minX + 10 (0) to f.maxX - 10 (100).
        let at = { (v: Double) in Point(f.minX + 10 + (f.width - 20) * v / 100, f.midY) }
        h.drag(from: at(40), to: at(73))
        XCTAssertEqual(app.volume, 75, "rounded to the step of 5")
        h.click(at: at(10))
        XCTAssertEqual(app.volume, 10)
        // Far outside the track clamps to the ends.
        h.drag(from: at(10), to: Point(f.maxX + 500, f.midY))
        XCTAssertEqual(app.volume, 100)
        h.run(frames: 1)
        XCTAssertEqual(try value(h, "Volume", "slider"), "100")
    }

    func testSliderTakesArrowsHomeAndEndWhenFocused() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        for _ in 0..<3 { try h.key("Tab") }
        XCTAssertTrue(try h.node(label: "Volume", role: "slider").focused)
        try h.key("Right")
        XCTAssertEqual(app.volume, 45)
        try h.key("Left"); try h.key("Left")
        XCTAssertEqual(app.volume, 35)
        try h.key("End")
        XCTAssertEqual(app.volume, 100)
        try h.key("Right")
        XCTAssertEqual(app.volume, 100, "clamped at the top")
        try h.key("Home")
        XCTAssertEqual(app.volume, 0)
        // Two presses before one frame (a busy frame, a script's two `key` lines) move twice.
        h.step([.key("Right", modifiers: []), .key("Right", modifiers: [])])
        XCTAssertEqual(app.volume, 10)
    }

    // MARK: Stepper

    func testStepperButtonsAndArrowsStopAtTheRangesEnds() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        let f = try h.node(label: "Copies", role: "stepper").frame
        let plus = Point(f.maxX - 13, f.midY), minus = Point(f.maxX - 40, f.midY)
        h.click(at: plus)
        h.click(at: plus)
        XCTAssertEqual(app.copies, 4)
        h.click(at: plus)
        XCTAssertEqual(app.copies, 4, "no further than the range's top")
        h.click(at: minus)
        XCTAssertEqual(app.copies, 3)
        // One Tab stop for the whole stepper (its buttons are its parts), after the slider.
        for _ in 0..<4 { try h.key("Tab") }
        XCTAssertTrue(try h.node(label: "Copies", role: "stepper").focused)
        try h.key("Down"); try h.key("Down"); try h.key("Down")
        XCTAssertEqual(app.copies, 1)
        try h.key("Up")
        XCTAssertEqual(app.copies, 2)
        h.run(frames: 1)
        XCTAssertEqual(try value(h, "Copies", "stepper"), "2")
    }

    // MARK: Picker

    func testSegmentedPickerChoosesByClickAndArrowsAndItsThumbGlides() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try value(h, "Flavor", "picker"), "Chocolate")
        XCTAssertEqual(try value(h, "Chocolate", "radioButton"), "on")
        let thumbBefore = thumbX(h)
        try h.click(label: "Strawberry", role: "radioButton")
        XCTAssertEqual(app.flavor, .strawberry)
        h.run(frames: 2)
        let mid = thumbX(h)
        try h.runUntilIdle()
        let end = thumbX(h)
        XCTAssertGreaterThan(mid, thumbBefore + 1, "the thumb has left Chocolate")
        XCTAssertLessThan(mid, end - 1, "…and is still on its way to Strawberry")
        XCTAssertEqual(end, try h.node(label: "Strawberry", role: "radioButton").frame.midX, accuracy: 0.5)
        XCTAssertEqual(try value(h, "Strawberry", "radioButton"), "on")
        XCTAssertEqual(try value(h, "Chocolate", "radioButton"), "off")
        // Keyboard: the picker is one Tab stop; Left goes back, and stops at the first.
        for _ in 0..<5 { try h.key("Tab") }
        XCTAssertTrue(try h.node(label: "Flavor", role: "picker").focused)
        try h.key("Left"); try h.key("Left"); try h.key("Left")
        XCTAssertEqual(app.flavor, .vanilla)
    }

    /// The centre of the segmented picker's thumb: the white rounded rect drawn in the picker.
    private func thumbX(_ h: Harness) -> Double {
        guard let f = try? h.node(label: "Flavor", role: "picker").frame else { return .nan }
        return whiteFill(h, in: f)
    }

    func testRadioGroupChoosesByClickAndUpDown() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "L", role: "radioButton")
        XCTAssertEqual(app.size, "L")
        for _ in 0..<6 { try h.key("Tab") }
        XCTAssertTrue(try h.node(label: "Size", role: "picker").focused)
        try h.key("Up")
        XCTAssertEqual(app.size, "M")
        h.run(frames: 1)
        XCTAssertEqual(try value(h, "Size", "picker"), "M")
    }

    // MARK: Progress

    func testProgressReadsAsAPercentageAndASpinnerAsksForFramesOnlyWhileShown() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try value(h, "Download", "progress"), "25%")
        app.progress = 0.5
        h.run(frames: 1)
        XCTAssertEqual(try value(h, "Download", "progress"), "50%")
        XCTAssertNil(h.ui.nextFrameTime, "a bar at rest asks for no frame")
        app.progress = nil
        h.run(frames: 1)
        XCTAssertEqual(try value(h, "Download", "progress"), "indeterminate")
        let wake = try XCTUnwrap(h.ui.nextFrameTime, "a spinner asks for its next step")
        XCTAssertLessThanOrEqual(wake - h.time, 0.125 + 1e-9)
        XCTAssertGreaterThan(wake, h.time)
    }

    // MARK: Disabled

    func testDisabledControlsTakeNoInputAndDrawDimmed() throws {
        let app = Form()
        app.locked = true
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Wi-Fi", role: "toggle")
        try h.click(label: "Strawberry", role: "radioButton")
        try h.drag(label: "Volume", role: "slider", by: Point(100, 0))
        try h.key("Tab")
        try h.key("Space")
        XCTAssertFalse(app.wifi)
        XCTAssertEqual(app.flavor, .chocolate)
        XCTAssertEqual(app.volume, 40)
        XCTAssertFalse(h.nodes.contains { $0.focused }, "Tab reaches no disabled control")
        // Dimmed: the switch's off track draws at less than full opacity.
        let f = try h.node(label: "Wi-Fi", role: "toggle").frame
        let track = h.host.lastDrawList.commands.compactMap { c -> Color? in
            if case .fillRoundedRect(let r, _, let color) = c, f.contains(r.center), r.width > 30 { return color }
            return nil
        }.first
        XCTAssertEqual(try XCTUnwrap(track).a, 0.45, accuracy: 0.01)
    }

    /// A control disabled while it has keyboard focus takes no more keys.
    func testAFocusedControlDisabledTakesNoKeys() throws {
        let app = Form()
        let h = try Harness(app: app, text: .headless)
        for _ in 0..<3 { try h.key("Tab") }
        try h.key("Right")
        XCTAssertEqual(app.volume, 45)
        app.locked = true
        h.run(frames: 1)
        try h.key("Right")
        XCTAssertEqual(app.volume, 45)
    }
}
