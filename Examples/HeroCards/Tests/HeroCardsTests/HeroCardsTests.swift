import XCTest
import GlissTesting
@testable import HeroCards

final class HeroCardsTests: XCTestCase {
    /// A card flies into the detail view (growing as it goes) and Close flies it back.
    func testCardOpensAndCloses() throws {
        let h = try Harness(app: HeroCards())
        let slot = try h.node(label: "Dunes").frame
        try h.click(label: "Dunes")
        XCTAssertEqual(h.state["selected"], .number(1))
        h.run(frames: 8)
        try h.assertSnapshot(named: "opening")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "Close"))
        try h.assertSnapshot(named: "open")
        try h.click(label: "Close")
        XCTAssertEqual(h.state["selected"], .null)
        try h.runUntilIdle()
        XCTAssertThrowsError(try h.node(label: "Close"))
        XCTAssertEqual(try h.node(label: "Dunes").frame, slot, "back in its slot")
    }
}
