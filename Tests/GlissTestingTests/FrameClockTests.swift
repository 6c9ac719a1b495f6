import XCTest
import Gliss
import GlissTesting

/// Waits that repeat exactly: a task sleeping on the frame clock (`clock: .frame`) wakes in
/// the frame whose time reaches its deadline, in every run; the harness advances it.
final class FrameClockTests: XCTestCase {
    final class SleeperApp: App {
        var flag = false
        /// (frame clock time, flag) as each frame was built.
        var seen: [(time: Double, flag: Bool)] = []
        var log: [String] = []
        init() {}
        func body(_ ui: UI) {
            seen.append((ui.time, flag))
            ui.text(flag ? "Done" : "Waiting")
                .task {
                    do {
                        try await Task.sleep(for: .milliseconds(200), clock: .frame)
                        self.flag = true
                    } catch {
                        self.log.append("cancelled")
                    }
                }
        }
    }

    /// 200 ms on the frame clock from frame 0 is 12 frames: the frame at 0.2 s is the first
    /// to see the flag, and two runs see it at the same frame.
    func testASleepOnTheFrameClockEndsTwelveFramesLater() throws {
        func run() throws -> [Bool] {
            let app = SleeperApp()
            let h = try Harness(app: app, text: .headless)
            h.run(frames: 20)
            XCTAssertEqual(app.log, [])
            // A frame may build the body more than once: frames are told apart by their time.
            let first = try XCTUnwrap(app.seen.first { $0.flag }, "the flag flipped within 20 frames")
            XCTAssertEqual(first.time, 0.2, accuracy: 1e-9, "at frame time 0.2 s")
            XCTAssertEqual(Int((first.time * 60).rounded()), 12, "12 frames after frame 0")
            XCTAssertFalse(app.seen.contains { $0.flag && $0.time < 0.2 - 1e-9 })
            return app.seen.map(\.flag)
        }
        XCTAssertEqual(try run(), try run(), "two runs flip at the same frame")
    }

    /// The article's sample (TasksAndTime.md): a task that waits 200 ms of frame time.
    final class SavingApp: App {
        var saved = false
        init() {}
        func body(_ ui: UI) {
            // docs:begin frame-clock
            ui.text(saved ? "Saved" : "Saving…").task {
                try await Task.sleep(for: .milliseconds(200), clock: .frame)   // 12 frames under --fixed-step
                self.saved = true
            }
            // docs:end frame-clock
        }
    }

    func testTheArticlesSampleSavesAfterTwelveFrames() throws {
        let app = SavingApp()
        let h = try Harness(app: app, text: .headless)
        h.run(frames: 11)   // frames 1…11 (the harness built frame 0)
        XCTAssertFalse(app.saved)
        XCTAssertNoThrow(try h.node(label: "Saving…"))
        h.run(frames: 1)
        XCTAssertTrue(app.saved)
        XCTAssertNoThrow(try h.node(label: "Saved"), "frame 12 (frame time 0.2 s) shows it")
    }

    /// `runUntilIdle` steps frames while a task sleeps on the frame clock (no wall-clock wait).
    func testRunUntilIdleStepsThroughAFrameClockSleep() throws {
        let app = SleeperApp()
        let h = try Harness(app: app, text: .headless)
        let frames = try h.runUntilIdle(maxFrames: 60, timeout: 5)
        XCTAssertTrue(app.flag)
        XCTAssertGreaterThanOrEqual(frames, 12)
        XCTAssertEqual(try h.node(label: "Done").label, "Done")
    }

    /// The clock reads frame time: now moves by exactly one step per frame.
    func testNowIsTheFramesTime() throws {
        let app = SleeperApp()
        let h = try Harness(app: app, text: .headless)
        h.run(frames: 3)
        let a = FrameTimeClock.frame.now
        h.run(frames: 6)
        let d = a.duration(to: FrameTimeClock.frame.now).components
        XCTAssertEqual(Double(d.seconds) + Double(d.attoseconds) / 1e18, 0.1, accuracy: 1e-9, "six frames of 1/60 s")
    }
}
