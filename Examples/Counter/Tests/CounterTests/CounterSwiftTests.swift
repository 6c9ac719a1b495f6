import Testing
import GlissTesting
@testable import Counter

/// The same harness from Swift Testing: failures are thrown errors, so `try` and `#expect` suffice.
@Suite struct CounterSwiftTests {
    @Test func plusTwiceSettlesAtTwo() throws {
        let h = try Harness(app: Counter())
        try h.click(label: "+")
        try h.click(label: "+")
        try h.runUntilIdle()
        #expect(h.state["count"] == .number(2))
        try h.assertSnapshot(named: "two")
    }
}
