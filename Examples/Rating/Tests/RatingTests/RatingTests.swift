import XCTest
import Gliss
import GlissTesting
@testable import Rating

final class RatingTests: XCTestCase {
    /// A click on a dot sets the rating; Left and Right move it while the control has focus.
    func testClicksAndKeys() throws {
        let app = Rating()
        let h = try Harness(app: app, text: .headless)
        let control = try h.node(label: "Rating", role: "slider")
        XCTAssertEqual(control.value, "3 of 5")
        // The fifth dot: the control's right end.
        h.click(at: Point(control.frame.maxX - 11, control.frame.midY))
        XCTAssertEqual(app.stars, 5)
        try h.key("Tab")
        try h.key("Left")
        try h.key("Left")
        XCTAssertEqual(app.stars, 3)
        XCTAssertEqual(try h.node(label: "Rating", role: "slider").value, "3 of 5")
    }

    /// A screen reader's new value (AT-SPI's Value interface) reaches the app's own control.
    func testAScreenReaderSetsIt() throws {
        let app = Rating()
        let h = try Harness(app: app, text: .headless)
        let element = try XCTUnwrap(h.ui.accessibilityElements().first { $0.label == "Rating" })
        XCTAssertEqual(element.range?.bounds, 0...5)
        h.step([.accessibility(.setValue(element.id, 1.2))])
        XCTAssertEqual(app.stars, 1)
        XCTAssertEqual(try h.node(label: "Rating", role: "slider").value, "1 of 5")
    }
}
