import XCTest
import Gliss
import GlissTesting

/// Right and middle clicks, double clicks, and the script spellings for them.
final class ClickButtonTests: XCTestCase {
    final class ClicksApp: App {
        var log: [String] = []
        init() {}
        func body(_ ui: UI) {
            ui.vstack(spacing: 20) {
                ui.text("Card", id: "card")
                    .frame(width: 200, height: 80)
                    .background(.orange)
                    .onTap { self.log.append("left") }
                    .onTapGesture(count: 2) { self.log.append("double") }
                    .onTap(button: .right) { self.log.append("right") }
                    .onTap(button: .middle) { self.log.append("middle") }
                ui.text("Plain").frame(width: 200, height: 40)
                    .onTap(button: .right) { self.log.append("plain right") }
            }
        }
    }

    func testRightMiddleAndDoubleClicks() throws {
        let app = ClicksApp()
        let h = try Harness(app: app, text: .headless)
        try h.click(label: "Card", button: .right)
        try h.click(label: "Card", button: .middle)
        XCTAssertEqual(app.log, ["right", "middle"])
        try h.click(label: "Card")
        try h.click(label: "Card")                      // within 0.4 s: a double click
        XCTAssertEqual(app.log.suffix(3), ["left", "left", "double"])
        h.run(frames: 30)
        try h.click(label: "Card")                      // half a second later: a single one again
        XCTAssertEqual(app.log.last, "left")
        try h.click(label: "Plain", button: .right)
        try h.click(label: "Plain")                     // a left click on a right-only view: nothing
        XCTAssertEqual(app.log.suffix(2), ["left", "plain right"])
        // Released outside: no click.
        let card = try h.node(label: "Card").frame
        h.step([.pointerMove(card.center), .pointerDown(card.center, .right)])
        h.step([.pointerMove(Point(5, 5)), .pointerUp(Point(5, 5), .right)])
        XCTAssertEqual(app.log.filter { $0 == "right" }.count, 1)
    }

    func testScriptsClickWithAnyButton() throws {
        let app = ClicksApp()
        let h = try Harness(app: app, text: .headless)
        let c = try h.node(label: "Card").frame.center
        try h.play(script: "click \(c.x) \(c.y) right\nwait 1\ndown \(c.x) \(c.y) middle\nup \(c.x) \(c.y) middle\nwait 1\n")
        XCTAssertEqual(app.log, ["right", "middle"])
        XCTAssertThrowsError(try h.play(script: "click 1 2 sideways\n")) { e in
            XCTAssertEqual("\(e)", "<script>:1: unknown button 'sideways' in 'click': use left, right or middle, e.g. click 10 20 right")
        }
    }
}
