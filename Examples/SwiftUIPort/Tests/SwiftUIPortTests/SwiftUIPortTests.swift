import XCTest
import GlissTesting
@testable import SwiftUIPort

final class SwiftUIPortTests: XCTestCase {
    /// The sheet glides with its offset; the counter's digits roll; the tab's underline slides
    /// and the card grows under its Close button.
    func testTheFourInteractions() throws {
        let app = SwiftUIPort()
        let h = try Harness(app: app)
        try h.assertSnapshot(named: "rest")

        let down = try h.node(label: "Sheet").frame
        h.click(at: Point(down.midX, 540))                  // its visible top edge

        h.run(frames: 10)
        let mid = try h.node(label: "Sheet").frame
        XCTAssertTrue(mid.minY < down.minY - 10 && mid.minY > down.minY - 140, "on its way up: \(down.minY) → \(mid.minY)")
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Sheet").frame.minY, down.minY - 150, accuracy: 0.5)
        XCTAssertEqual(h.state["sheetUp"], .bool(true))

        try h.click(label: "+")
        h.run(frames: 6)
        XCTAssertNoThrow(try h.node(label: "4"), "the new count rolls in")
        try h.runUntilIdle()
        XCTAssertEqual(h.state["count"], .number(4))

        try h.click(label: "Sent")
        try h.runUntilIdle()
        XCTAssertEqual(h.state["tab"], .number(1))

        try h.click(label: "Card")
        h.run(frames: 12)
        try h.assertSnapshot(named: "card-growing")
        try h.runUntilIdle()
        XCTAssertEqual(try h.node(label: "Card").frame.size, Size(340, 300))
        try h.click(label: "Close")
        try h.runUntilIdle()
        XCTAssertEqual(h.state["expanded"], .bool(false))
        XCTAssertEqual(h.warnings, [])
    }
}
