import XCTest
import Foundation
@testable import GlissApp
import GlissCore

/// A backend whose wait for input really waits (until `wake()` or the timeout), as SDL's
/// does: it counts frames and how long the loop slept.
final class WaitingBackend: Backend {
    let windowSize = Size(300, 200)
    let textMeasurer: TextMeasurer = MonospaceTextMeasurer()
    let warnings: [String] = []
    let rendererName = "waiting"
    private let woken = DispatchSemaphore(value: 0)
    private(set) var frames = 0
    private(set) var secondsWaited = 0.0
    /// Waits that ended because something woke the loop (not by their timeout).
    private(set) var wakes = 0
    /// Each wait's timeout, in order.
    private(set) var timeouts: [Double] = []
    var quit: () -> Bool = { false }
    var quitRequested: Bool { quit() }

    func pollEvents(timeout: Double) -> [InputEvent] {
        if timeout > 0 {
            timeouts.append(timeout)
            let start = Date()
            if woken.wait(timeout: .now() + timeout) == .success { wakes += 1 }
            secondsWaited += Date().timeIntervalSince(start)
        }
        return []
    }
    func wake() { woken.signal() }
    func render(_ list: DrawList) { frames += 1 }
    func pixels() -> RGBAImage? { nil }
}

/// Starts the four kinds of main-thread work an app uses and logs when each ran.
final class AsyncWorkApp: App {
    let start = Date()
    var ran: [String: Double] = [:]
    var started = false
    var ticks = 0
    var tickEvery: Double?
    init() {}
    func note(_ what: String) { ran[what] = Date().timeIntervalSince(start) }
    func body(_ ui: UI) {
        ui.text("\(ran.count) ran, \(ticks) ticks")
        guard !started else { return }
        started = true
        if let every = tickEvery {
            Timer.scheduledTimer(withTimeInterval: every, repeats: true) { _ in self.ticks += 1 }
            return
        }
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(200))
            self.note("task")
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.note("asyncAfter") }
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in self.note("timer") }
        Task.detached {
            let sum = (1...1000).reduce(0, +)
            await MainActor.run { self.note("detached \(sum)") }
        }
    }
}

final class MainThreadWorkTests: XCTestCase {
    private func run(_ app: AsyncWorkApp, until done: @escaping () -> Bool) throws -> WaitingBackend {
        let backend = WaitingBackend()
        backend.quit = done
        let options = try StandardOptions.parse([])
        let host = AppHost(app: app, size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: false)
        var loop = RunLoop(host: host, backend: backend, script: ScriptPlayer([]), options: options,
                           outputs: RunOutputs(options: options, recordsFromStart: true))
        XCTAssertEqual(loop.run(), 0)
        return backend
    }

    /// With no input at all, a sleeping task, `asyncAfter`, a `Timer` and a detached task's
    /// result each run, woken by the work itself (not by the loop's half-second poll), and the
    /// loop slept in between (a few frames, not 60 a second). Whether the work woke the loop
    /// is counted, not timed: on a loaded machine a timer runs 0.2 s late either way.
    func testIdleLoopRunsMainQueueWorkAndTimersOnTime() throws {
        let app = AsyncWorkApp()
        let deadline = Date().addingTimeInterval(5)
        let backend = try run(app) { app.ran.count == 4 || Date() > deadline }
        XCTAssertEqual(Set(app.ran.keys), ["task", "asyncAfter", "timer", "detached 500500"])
        for (what, due) in [("task", 0.2), ("timer", 0.25), ("asyncAfter", 0.3)] {
            let t = try XCTUnwrap(app.ran[what])
            XCTAssertGreaterThanOrEqual(t, due, what)
        }
        // Without the watcher no wait is ended early: the loop waits out each poll. The task,
        // asyncAfter and the detached task's result come through the main queue and wake it;
        // the timer is waited for, its date the wait's end (else the half-second poll's).
        XCTAssertGreaterThanOrEqual(backend.wakes, 3, "the main queue's work woke the loop")
        XCTAssertTrue(backend.timeouts.contains { $0 > 0.01 && $0 < 0.3 }, "a wait ended at the timer: \(backend.timeouts)")
        XCTAssertLessThan(backend.frames, 20, "frames only when work ran, not continuously")
        XCTAssertGreaterThan(backend.secondsWaited, 0.15, "the loop waited between the jobs")
    }

    /// A repeating timer costs one frame per tick.
    func testRepeatingTimerCostsOneFramePerTick() throws {
        let app = AsyncWorkApp()
        app.tickEvery = 0.05
        let backend = try run(app) { app.ticks >= 10 }
        XCTAssertEqual(app.ticks, 10)
        XCTAssertLessThanOrEqual(backend.frames, 2 * app.ticks + 2, "about a frame a tick (\(backend.frames) frames)")
        XCTAssertGreaterThan(backend.secondsWaited, 0.25, "asleep between ticks")
    }
}
