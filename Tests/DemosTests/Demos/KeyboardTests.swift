import XCTest
@testable import Demos
import Gliss
import GlissTesting

/// Every demo driven from the keyboard alone reaches the states the mouse reaches, with the
/// demo's invariants checked after every frame (`DemoHarness`).
final class KeyboardTests: XCTestCase {
    func key(_ h: DemoHarness, _ name: Key, shift: Bool = false) {
        h.frame([.key(name, modifiers: shift ? [.shift] : [])])
    }
    func focused(_ h: DemoHarness) -> InspectorNode? { h.harness.nodes.first { $0.focused } }
    /// Tabs until the focused node is labelled `label` (at most `limit` presses).
    func tab(to label: String, in h: DemoHarness, limit: Int = 60, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<limit {
            key(h, "Tab")
            h.wait(1)
            if focused(h)?.label == label { return }
        }
        XCTFail("Tab never reached '\(label)'", file: file, line: line)
    }

    func testCarouselPagesOpensAndClosesTheSheet() {
        let h = DemoHarness("carousel")
        h.wait(2)
        key(h, "Right"); h.wait(60)
        XCTAssertEqual(h.number("index"), 3)
        key(h, "Left"); key(h, "Left"); h.wait(60)
        XCTAssertEqual(h.number("index"), 1)
        key(h, "Return"); h.wait(60)
        XCTAssertEqual(h.state["tapped"], .bool(true))
        XCTAssertNotNil(h.node("Book Now"))
        key(h, "Right"); h.wait(30)
        XCTAssertEqual(h.number("index"), 1, "no paging under the sheet")
        key(h, "Escape"); h.wait(60)
        XCTAssertEqual(h.state["tapped"], .bool(false))
        XCTAssertFalse(h.host.quitRequested, "Escape closed the sheet, it did not quit")
        key(h, "Escape")
        XCTAssertTrue(h.host.quitRequested, "with nothing to dismiss, Escape quits")
    }

    func testMonthsArrowsTabAndReturn() {
        let h = DemoHarness("months")
        h.wait(2)
        for _ in 0..<8 { key(h, "Right") }
        h.wait(70)
        XCTAssertEqual(h.number("active"), 8)
        let september = h.node("September")!.frame
        XCTAssertRect(h.rect("border"), september, accuracy: 0.5, "the border glided to September")
        key(h, "Up"); h.wait(70)
        XCTAssertEqual(h.number("active"), 7)
        tab(to: "Fade", in: h)
        key(h, "Return"); h.wait(2)
        XCTAssertEqual(h.string("mode"), "fade")
        tab(to: "March", in: h)
        key(h, "Space"); h.wait(50)
        XCTAssertEqual(h.number("active"), 2)
    }

    func testPhotosReturnMovesTheFocusedPhotoAndFocusFollows() {
        let h = DemoHarness("photos")
        h.wait(2)
        tab(to: "3", in: h)
        key(h, "Return"); h.wait(30)
        XCTAssertEqual(h.ints("dock"), [3])
        XCTAssertEqual(focused(h)?.label, "3", "focus followed the photo into the dock")
        XCTAssertGreaterThan(focused(h)!.frame.minY, h.node("grid", role: "scroll")!.frame.maxY, "in the dock")
        key(h, "Return"); h.wait(30)
        XCTAssertEqual(h.ints("dock"), [])
        XCTAssertTrue(h.ints("grid").contains(3))
        XCTAssertEqual(focused(h)?.label, "3", "and back into the grid")
    }

    func testCardsTabDealsAndReturns() {
        let h = DemoHarness("cards")
        h.wait(2)
        let before = h.state["hands"]
        guard case .array(let hands)? = before, hands.count == 2 else { return XCTFail("\(String(describing: before))") }
        let first = h.ints(hands[0])
        tab(to: "+", in: h)
        key(h, "Return"); h.wait(60)
        guard case .array(let after)? = h.state["hands"] else { return XCTFail() }
        XCTAssertEqual(h.ints(after[0]).count + h.ints(after[1]).count, first.count + h.ints(hands[1]).count + 1, "one card dealt")
        // Every card in a hand is reachable; Return sends the focused one back to the deck.
        let card = String(h.ints(after[0]).first!)
        tab(to: card, in: h)
        key(h, "Return"); h.wait(60)
        guard case .array(let back)? = h.state["hands"] else { return XCTFail() }
        XCTAssertFalse(h.ints(back[0]).contains(Int(card)!), "returned to the deck")
    }

    func testDevicesScrollKeysAndTheIndex() {
        let h = DemoHarness("devices")
        h.wait(2)
        key(h, "PageDown"); h.wait(30)
        let paged = h.number("offset")
        XCTAssertGreaterThan(paged, 100)
        key(h, "Down"); h.wait(30)
        XCTAssertEqual(h.number("offset"), paged + 40, accuracy: 0.5)
        key(h, "End"); h.wait(30)
        XCTAssertEqual(h.string("centerSection"), "iPod")
        key(h, "Home"); h.wait(30)
        XCTAssertEqual(h.number("offset"), 0, accuracy: 0.5)
        tab(to: "iPad", in: h)
        key(h, "Return"); h.wait(50)
        XCTAssertEqual(h.string("topSection"), "iPad")
    }

    func testGalleryArrowsReturnAndEscape() {
        let g = try! GlissTesting.Harness(app: GalleryApp(), text: .headless)
        g.step([.key("Down", modifiers: [])]); g.run(frames: 1)
        g.step([.key("Down", modifiers: [])]); g.run(frames: 1)
        XCTAssertEqual(g.nodes.first { $0.focused }?.label, "Months")
        g.step([.key("Return", modifiers: [])]); g.run(frames: 2)
        XCTAssertEqual(g.host.app.screenName, "months")
        g.step([.key("Escape", modifiers: [])])
        XCTAssertEqual(g.host.app.screenName, "gallery")
        XCTAssertFalse(g.host.quitRequested)
        g.step([.key("Escape", modifiers: [])])
        XCTAssertTrue(g.host.quitRequested)
    }
}
