import XCTest
import GlissTesting
@testable import Counter

final class CounterTests: XCTestCase {
    /// "+" counts, the number pops (bigger mid-spring) and settles back to its size.
    func testPlusCountsAndTheNumberSprings() throws {
        let h = try Harness(app: Counter())
        let settled = try XCTUnwrap(fontSize(of: "0", in: h))
        try h.click(label: "+")
        XCTAssertEqual(h.state["count"], .number(1))
        h.run(frames: 2)
        XCTAssertGreaterThan(try XCTUnwrap(fontSize(of: "1", in: h)), settled * 1.2, "mid-spring the number is bigger")
        try h.assertSnapshot(named: "popping")
        XCTAssertGreaterThan(try h.runUntilIdle(), 0)
        XCTAssertEqual(try XCTUnwrap(fontSize(of: "1", in: h)), settled, "settled back to its size")
        try h.assertSnapshot(named: "one")
    }

    /// The size `string` was drawn at in the last frame.
    func fontSize(of string: String, in h: Harness) -> Double? {
        for c in h.host.lastDrawList.commands {
            if case .text(let s, let font, _, _) = c, s == string { return font.size }
        }
        return nil
    }

    /// Space and Return count too.
    func testKeysCount() throws {
        let h = try Harness(app: Counter(), text: .headless)
        try h.key("Space")
        try h.key("Return")
        XCTAssertEqual(h.state["count"], .number(2))
    }
}
