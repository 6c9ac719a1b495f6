import XCTest
import Gliss
@_spi(GlissControls) import GlissCore
import GlissTesting

// The code of the article "Writing a reusable control", section "Hooks for controls"
// (Sources/GlissCore/GlissCore.docc/WritingAReusableControl.md): a control of an app's own
// that takes a screen reader's new value through the control SPI, as the built-in slider does.

// docs:begin rating
extension UI {
    /// Five dots that set `rating` (0…5): a click on a dot, Left and Right while focused, or a
    /// screen reader setting the value.
    @discardableResult
    func rating(_ title: String, value rating: Binding<Int>, id: some IdentityKey = PositionalKey()) -> NodeRef {
        let dots = hstack(spacing: 4, id: id) {
            for dot in 1...5 {
                circle(fill: dot <= rating.wrappedValue ? .orange : .gray.opacity(0.3))
                    .frame(width: 16, height: 16)
                    .onTap { rating.wrappedValue = dot }
                    .focusable(false)
            }
        }
        // A screen reader's new value (SPI), taken once a frame, rounded and clamped as a click
        // would set it; applied after the pass, like a tap's action.
        if let v = dots.takeAccessibilityValueRequest() {
            afterPass { rating.wrappedValue = min(5, max(0, Int(v.rounded()))) }
        }
        return dots
            .focusable()
            .onKeyPress(.leftArrow) { rating.wrappedValue = max(0, rating.wrappedValue - 1) }
            .onKeyPress(.rightArrow) { rating.wrappedValue = min(5, rating.wrappedValue + 1) }
            .accessibility(role: .slider, label: title)
            .accessibilityValue("\(rating.wrappedValue) of 5")
            .accessibilityValue(Double(rating.wrappedValue), in: 0...5, step: 1)
    }
}
// docs:end rating

final class ControlHooksArticleTests: XCTestCase {
    func testAControlOfYourOwnTakesAScreenReadersValue() throws {
        var stars = 2
        let d = FrameDriver(width: 300, height: 100) { ui in
            ui.rating("Rating", value: Binding(get: { stars }, set: { stars = $0 }))
        }
        d.frame()
        XCTAssertEqual(d.node("Rating")?.role, "slider", "listed with the role it declares")
        XCTAssertEqual(d.node("Rating")?.value, "2 of 5")
        let element = try XCTUnwrap(d.ui.accessibilityElements().first { $0.label == "Rating" })
        XCTAssertEqual(element.range?.value, 2)
        d.frame([.accessibility(.setValue(element.id, 4.4))])
        XCTAssertEqual(stars, 4, "rounded, as a click would set it")
        d.frame([.accessibility(.setValue(element.id, 9))])
        XCTAssertEqual(stars, 5, "clamped")
        XCTAssertFalse(d.ui.warnings.contains { $0.contains("did not settle") }, "taken once, not in every pass")
        d.frame()
        XCTAssertEqual(d.node("Rating")?.value, "5 of 5")
        XCTAssertEqual(d.ui.accessibilityElements().first { $0.label == "Rating" }?.range?.value, 5)
    }

    func testTheFocusedFieldsEditEventsAreTheControlsToTake() {
        // What a text control of its own gets: the keys and typed text in order, taken whole.
        var seen: [EditEvent] = []
        let d = FrameDriver(width: 300, height: 100) { ui in
            let events = ui.takeEditEvents()
            if !events.isEmpty { seen = events }
            XCTAssertTrue(ui.takeEditEvents().isEmpty, "taken whole")
        }
        d.frame([.text("a"), .key("Left", modifiers: []), .text("b")])
        XCTAssertEqual(seen, [.text("a"), .key(KeyPress(key: "Left")), .text("b")])
    }
}
