import Testing
import Foundation
import Gliss
import GlissTesting

/// The same harness from Swift Testing: failures are thrown errors, so `#expect` and `try`
/// are all a test needs. Serialized: Swift Testing runs a suite's tests at once on several
/// threads, and three harnesses opening SDL windows together crashed inside SDL (signal 11 in
/// one `swift test` of two here).
@Suite(.serialized) struct HarnessSwiftTesting {
    @Test func clickSettlesAndMatchesItsSnapshot() throws {
        let h = try Harness(app: CounterApp())
        try h.click(label: "+")
        try h.click(label: "+")
        let frames = try h.runUntilIdle()
        #expect(frames > 0)
        #expect(h.state["count"] == .number(2))
        #expect(try h.node(label: "Count 2").role == "text")
        try h.assertSnapshot(named: "count-2")
    }

    /// References a test recorded are reported once, listing them all, when its harness goes
    /// away: the test fails with that one issue (a known issue here).
    @Test func recordedReferencesFailTheTestOnceListingThemAll() throws {
        let dir = "/tmp/gliss-harness-swift-testing-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file: StaticString = "/tmp/gliss-harness-swift-testing-recorded/RecordedTests.swift"
        defer { try? FileManager.default.removeItem(atPath: "/tmp/gliss-harness-swift-testing-recorded") }
        try withKnownIssue {
            let h = try Harness(app: CounterApp())
            try h.assertSnapshot(named: "first", file: file)
            try h.click(label: "+")
            try h.assertSnapshot(named: "second", file: file)
            #expect(h.recordedSnapshots.count == 2, "both recorded, the test went on")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("no reference snapshots: recorded") && text.contains("first.png") && text.contains("second.png")
        }
    }

    @Test func neverSettlingIsAnError() throws {
        // A value retargeted every frame never settles.
        let h = try Harness(size: Size(100, 100), text: .headless) { ui in
            let v = ui.animatedValue("x", ui.time, animation: .linear(duration: 1))
            ui.rectangle(fill: .red).frame(width: 10, height: 10).offset(x: v)
        }
        h.run(frames: 1)   // the first frame only sets the value; from the second it moves
        #expect(throws: HarnessError.neverSettled(frames: 30)) { try h.runUntilIdle(maxFrames: 30) }
    }
}
