import XCTest
@testable import Demos
import Gliss

final class CardsTests: XCTestCase {
    func plusButtons(_ h: DemoHarness) -> [Point] {
        h.host.ui.inspector.filter { $0.label == "+" && $0.role == "button" }.map { $0.frame.center }
    }
    func hand(_ h: DemoHarness, _ i: Int) -> [Int] {
        guard case .array(let hands)? = h.state["hands"] else { return [] }
        return h.ints(hands[i])
    }

    func testStartsWithOneCardPerHandFromTheTopOfAShuffledDeck() {
        var o = DemoOptions(); o.seed = 42
        let h = DemoHarness("cards", options: o)
        XCTAssertEqual(h.ints("deck").count, 18)
        XCTAssertEqual(hand(h, 0).count, 1)
        XCTAssertEqual(hand(h, 1).count, 1)
        let again = DemoHarness("cards", options: o)
        XCTAssertEqual(again.ints("deck"), h.ints("deck"), "same seed, same order")
        var o2 = DemoOptions(); o2.seed = 43
        XCTAssertNotEqual(DemoHarness("cards", options: o2).ints("deck"), h.ints("deck"))
        XCTAssertEqual(plusButtons(h).count, 2)
    }

    func testDealAndReturn() {
        let h = DemoHarness("cards")
        h.wait(2)
        let top = h.ints("deck").last!
        h.click(plusButtons(h)[1]); h.wait(40)
        XCTAssertEqual(hand(h, 1).last, top, "+ deals the deck's top card to the end of the hand")
        let card = hand(h, 0)[0]
        h.click(String(card), role: "button"); h.wait(40)
        XCTAssertEqual(h.ints("deck").last, card, "a clicked card goes to the top of the deck")
        XCTAssertTrue(hand(h, 0).isEmpty)
    }

    func testFlyingCardKeepsItsSizeAndIsDrawnAboveClipping() {
        let h = DemoHarness("cards")
        h.wait(2)
        h.click(plusButtons(h)[0])
        for _ in 0..<20 {
            let list = h.frame()
            let cards = list.commands.compactMap { c -> Rect? in
                if case .fillRoundedRect(let r, 20, let col) = c, col == .white { return r }
                return nil
            }
            for r in cards {
                XCTAssertEqual(r.width, 60, accuracy: 0.001)
                XCTAssertEqual(r.height, 80, accuracy: 0.001)
            }
        }
    }

    func testEmptyDeckMakesPlusDoNothing() {
        let h = DemoHarness("cards")
        h.wait(2)
        for _ in 0..<18 { h.click(plusButtons(h)[0]); h.wait(2) }
        h.wait(60)
        XCTAssertTrue(h.ints("deck").isEmpty)
        let before = hand(h, 0)
        h.click(plusButtons(h)[0]); h.wait(5)
        XCTAssertEqual(hand(h, 0), before)
        XCTAssertEqual(hand(h, 0).count + hand(h, 1).count, 20)
    }

    func testTwoThousandRandomClicksConserveTheCards() {
        let h = DemoHarness("cards")            // invariant (deck ∪ hands = 1…20) checked after every frame
        var rng = SplitMix64(seed: 2024)
        h.wait(2)
        for _ in 0..<2000 {
            let targets = h.host.ui.inspector.filter { $0.role == "button" }
            let t = targets[Int(rng.next() % UInt64(targets.count))]
            h.click(t.frame.center)
            if rng.next() % 4 == 0 { h.wait(Int(rng.next() % 20)) }
        }
        h.wait(60)
        XCTAssertEqual((h.ints("deck") + hand(h, 0) + hand(h, 1)).sorted(), Array(1...20))
    }
}
