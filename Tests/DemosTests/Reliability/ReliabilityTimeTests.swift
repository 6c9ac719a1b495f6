import XCTest
@testable import Demos
import Gliss

/// Irregular time: the real app (no --fixed-step) gives each frame the monotonic clock, so
/// frames can repeat a timestamp, come 1 ms apart, or after a stall of seconds (a busy machine,
/// a suspended laptop, a window dragged). Random input as in ReliabilityRandomInputTests, with
/// each frame's time step drawn from 0 s, 1 ms, 1/240, 1/60, 1/30, 0.1, 0.5 and 3 s: invariants
/// hold, draw lists stay finite, and once input stops every demo settles (idle, scroll views
/// inside their bounds, the carousel on a card) within 10 s of 1/60 s frames.
/// RELIABILITY_EVENTS, RELIABILITY_SEED, RELIABILITY_DEMO and RELIABILITY_LONG apply.
final class ReliabilityTimeTests: XCTestCase {
    /// Runs a demo's body directly on a `UI` with the frame times the test chooses.
    final class TimedHost: FuzzTarget {
        let ui: UI
        let demo: (any Demo)?
        let direct = true
        let options = DemoOptions()
        private(set) var time = 0.0
        init(_ name: String) {
            ui = UI(size: Reliability.standardSize, measurer: MonospaceTextMeasurer())
            demo = demoType(named: name)!.init(options: options)
        }
        func state() -> JSON { demo!.snapshot() }
        @discardableResult
        func frame(_ events: [InputEvent], dt: Double) -> DrawList {
            time += dt
            return ui.runFrame(time: time, events: events) { ui in demo!.body(ui) }
        }
    }

    static let events = Reliability.count("RELIABILITY_EVENTS", ci: 800, long: 10_000) 
    static let seeds = Reliability.seeds(ci: [5], long: [5, 55, 555])
    static let steps: [Double] = [0, 0.001, 1.0 / 240, 1.0 / 60, 1.0 / 60, 1.0 / 60, 1.0 / 30, 0.1, 0.5, 3]

    func check(_ h: TimedHost, _ list: DrawList, _ name: String, _ checker: FrameChecker) -> String? {
        if let v = h.demo!.invariantViolation() { return v }
        if let v = checker.stateViolation(h, name) { return v }
        if let v = drawListProblem(list) { return v }
        for n in h.ui.inspector where !n.frame.isFinite { return "inspector node \(n.role) '\(n.label)' at \(n.frame)" }
        if h.ui.isIdle, let v = checker.settledViolation(h, name) { return "settled: \(v)" }
        return nil
    }

    func run(_ name: String) {
        guard Reliability.demos.contains(name) else { return }
        for seed in Self.seeds {
            let h = TimedHost(name)
            let checker = FrameChecker(demo: name)
            var input = RandomInput(seed: seed, demo: name + "-time")
            var rng = SplitMix64(seed: seed)
            var frames = 0, stalls = 0
            var failure: String?
            h.frame([], dt: 0)
            outer: for i in 0..<Self.events {
                var c = input.next(h, pendingEmpty: true)
                if case .key("Escape") = c, !(h.demo!.wantsEscape) { c = .key("Left") }   // Escape would quit
                for f in Script.frames([c]) {
                    let dt = Self.steps[Int.random(in: 0..<Self.steps.count, using: &rng)]
                    if dt >= 0.5 { stalls += 1 }
                    let list = h.frame(f.events, dt: dt)
                    frames += 1
                    if let v = check(h, list, name, checker) { failure = "event \(i) (\(ScriptText.line(c))), t = \(h.time): \(v)"; break outer }
                }
            }
            if failure == nil, let p = input.pressedAt { h.frame([.pointerUp(p, .left)], dt: 1.0 / 60) }
            var settleFrames = 0
            while failure == nil && !h.ui.isIdle && settleFrames < Reliability.settleFrames {
                let list = h.frame([], dt: 1.0 / 60)
                settleFrames += 1
                if let v = check(h, list, name, checker) { failure = "settling: \(v)" }
            }
            if failure == nil && !h.ui.isIdle { failure = "not idle \(Reliability.settleFrames) frames after the last input" }
            print("reliability time \(name) seed \(seed): \(Self.events) events, \(frames) frames, \(stalls) stalls ≥ 0.5 s, t = \(Int(h.time)) s" + (failure.map { " — FAILED: \($0)" } ?? ""))
            if let failure { XCTFail("\(name) seed \(seed) (rerun: RELIABILITY_SEED=\(seed) RELIABILITY_DEMO=\(name)): \(failure)") }
        }
    }

    func testPhotos() { run("photos") }
    func testMonths() { run("months") }
    func testCards() { run("cards") }
    func testDevices() { run("devices") }
    func testCarousel() { run("carousel") }
}
