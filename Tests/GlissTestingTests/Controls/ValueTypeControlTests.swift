import XCTest
import Gliss
import GlissTesting

/// A slider bound to an `Int` (whole steps) or a `Float`, and a picker with an optional
/// selection and a "None" option.
final class ValueTypeControlTests: XCTestCase {
    enum Flavour: String, CaseIterable { case vanilla, chocolate }

    final class OrderApp: App {
        var copies = 3
        var level: Float = 0.5
        var flavour: Flavour? = .vanilla
        init() {}
        func body(_ ui: UI) {
            ui.vstack(spacing: 16) {
                ui.slider(value: Bindable(self).copies, in: 1...10, label: "Copies").frame(width: 300)
                ui.slider(value: Bindable(self).level, in: 0...1, label: "Level").frame(width: 300)
                ui.picker("Flavour", selection: Bindable(self).flavour, options: Flavour.allCases) { $0.rawValue }
            }
            .padding(20)
        }
    }

    func testAnIntSliderMovesInWholeStepsAndAFloatSliderSetsAFloat() throws {
        let app = OrderApp()
        let h = try Harness(app: app, text: .headless)
        let copies = try h.node(label: "Copies", role: "slider")
        XCTAssertEqual(copies.value, "3")
        // A click a third of the way along: 1 + 9 × 1/3 = 4, a whole number.
        h.click(at: Point(copies.frame.minX + copies.frame.width / 3 + 1, copies.frame.midY))
        h.run(frames: 30)
        XCTAssertEqual(app.copies, 4)
        try h.key("Right")
        XCTAssertEqual(app.copies, 5, "an arrow moves it one whole step")
        let level = try h.node(label: "Level", role: "slider")
        h.click(at: Point(level.frame.maxX - 2, level.frame.midY))
        h.run(frames: 30)
        XCTAssertGreaterThan(app.level, 0.95)
    }

    func testAnOptionalPickerOffersNone() throws {
        let app = OrderApp()
        let h = try Harness(app: app, text: .headless)
        XCTAssertEqual(try h.node(label: "Flavour", role: "picker").value, "vanilla")
        try h.click(label: "None", role: "radioButton")
        XCTAssertNil(app.flavour)
        XCTAssertEqual(try h.node(label: "Flavour", role: "picker").value, "None")
        try h.click(label: "chocolate", role: "radioButton")
        XCTAssertEqual(app.flavour, .chocolate)
    }
}
