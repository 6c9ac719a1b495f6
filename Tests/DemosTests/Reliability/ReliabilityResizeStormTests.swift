import XCTest
@testable import Demos
import Gliss

/// Resize storm: 500 random window sizes from 1×1 to 4096×4096 per demo (extremes and thin
/// slivers included), many of them in the middle of an animation a click just started, in the
/// middle of a drag (press, move, resize, move, resize, release) or right after a wheel. Every
/// frame: no crash, invariants hold, every DrawList command and inspector frame finite, clips
/// balanced, no frame over 100 ms of CPU. Then back at 1280×800, once settled and scrolled
/// to the start, the demo must look like a fresh run in the same model state: the same state
/// JSON and the same inspector nodes with frames within half a point.
///
/// RELIABILITY_SIZES (default 500), RELIABILITY_SEED, RELIABILITY_DEMO override; RELIABILITY_LONG=1
/// runs three seeds.
final class ReliabilityResizeStormTests: XCTestCase {
    static let sizes = Reliability.count("RELIABILITY_SIZES", ci: 500, long: 500)
    static let seeds = Reliability.seeds(ci: [42], long: [42, 4242, 424_242])

    struct Storm {
        var rng: SplitMix64
        init(seed: UInt64) { rng = SplitMix64(seed: seed) }
        mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }

        /// 1…4096, log-uniform, with the extremes often.
        mutating func dimension() -> Double {
            switch int(0...9) {
            case 0: return 1
            case 1: return [2, 3, 4095, 4096][int(0...3)]
            default: return exp(Double.random(in: 0...log(4096), using: &rng)).rounded().clamped(1, 4096)
            }
        }
        mutating func size() -> Size { Size(dimension(), dimension()) }

        mutating func point(_ host: DemoHost) -> Point {
            let nodes = host.ui.inspector
            if int(0...1) == 0, !nodes.isEmpty {
                let f = nodes[int(0...nodes.count - 1)].frame
                if f.isFinite { return Point((f.minX + f.width * Double.random(in: 0...1, using: &rng)).rounded(),
                                             (f.minY + f.height * Double.random(in: 0...1, using: &rng)).rounded()) }
            }
            let s = host.ui.size
            return Point(Double(int(0...max(0, Int(s.width) - 1))), Double(int(0...max(0, Int(s.height) - 1))))
        }
    }

    /// Runs the storm; returns the failure (if any), the sizes tried and the frames run.
    func storm(_ demo: String, seed: UInt64) -> (ReliabilityFailure?, Int, Int, DemoHost) {
        let host = DemoHost(demoName: demo, options: DemoOptions(), size: Reliability.standardSize,
                            measurer: MonospaceTextMeasurer(), fixedStep: true)
        var checker = FrameChecker(demo: demo, strictWindow: false)
        checker.checkWarnings = false   // tiny windows legitimately squeeze layouts; crashes and NaN are what count
        var s = Storm(seed: seed)
        var tried = 0
        func frame(_ e: [InputEvent]) -> ReliabilityFailure? { checker.frame(host, e) }
        func resize() -> InputEvent { tried += 1; return .resize(s.size()) }
        if let f = frame([]) { return (f, 0, checker.frames, host) }
        while tried < Self.sizes {
            switch s.int(0...9) {
            case 0...2:   // a plain resize, a few frames at that size
                if let f = frame([resize()]) { return (f, tried, checker.frames, host) }
                for _ in 0..<s.int(0...3) { if let f = frame([]) { return (f, tried, checker.frames, host) } }
            case 3...5:   // click something (animations start), resize while it runs
                let p = s.point(host)
                if let f = frame([.pointerMove(p), .pointerDown(p, .left)]) { return (f, tried, checker.frames, host) }
                if let f = frame([.pointerUp(p, .left)]) { return (f, tried, checker.frames, host) }
                for _ in 0..<s.int(1...3) {
                    for _ in 0..<s.int(0...6) { if let f = frame([]) { return (f, tried, checker.frames, host) } }
                    if let f = frame([resize()]) { return (f, tried, checker.frames, host) }
                }
            case 6...8:   // a drag with resizes in the middle
                var p = s.point(host)
                if let f = frame([.pointerMove(p), .pointerDown(p, .left)]) { return (f, tried, checker.frames, host) }
                for _ in 0..<s.int(2...12) {
                    p = Point(p.x + Double(s.int(-120...120)), p.y + Double(s.int(-120...120)))
                    var e: [InputEvent] = [.pointerMove(p)]
                    if s.int(0...3) == 0 { e.append(resize()) }
                    if let f = frame(e) { return (f, tried, checker.frames, host) }
                }
                if let f = frame([.pointerUp(p, .left), resize()]) { return (f, tried, checker.frames, host) }
            default:      // wheel and key in the same frame as a resize
                let p = s.point(host)
                let d = Double(s.int(-4000...4000))
                let e: [InputEvent] = [.pointerMove(p), .wheel(dx: s.int(0...1) == 0 ? d : 0, dy: d, modifiers: []),
                                       resize(), .key(["Left", "Right", "Space"][s.int(0...2)], modifiers: [])]
                if let f = frame(e) { return (f, tried, checker.frames, host) }
            }
        }
        // Back to the normal size; everything must settle and look as a fresh run does.
        if let f = frame([.resize(Reliability.standardSize), .pointerLeave]) { return (f, tried, checker.frames, host) }
        checker.strictWindow = true
        if let f = Look.settle(host, checker: &checker) { return (f, tried, checker.frames, host) }
        if let f = Look.scrollToStart(host, demo: demo, checker: &checker) { return (f, tried, checker.frames, host) }
        if let d = Look.difference(host, demo: demo) {
            return (ReliabilityFailure(kind: .look, message: "after the storm, back at 1280x800: \(d)", frame: host.clock.frame), tried, checker.frames, host)
        }
        return (nil, tried, checker.frames, host)
    }

    func run(_ demo: String) {
        guard Reliability.demos.contains(demo) else { return }
        for seed in Self.seeds {
            let start = Date()
            let (failure, tried, frames, _) = storm(demo, seed: seed)
            print(String(format: "reliability resize %@ seed %llu: %d sizes, %d frames, %.1f s%@", demo, seed, tried, frames,
                         Date().timeIntervalSince(start), failure.map { " — FAILED: \($0)" } ?? ""))
            if let failure { XCTFail("\(demo) resize storm seed \(seed) (rerun: RELIABILITY_SEED=\(seed) RELIABILITY_DEMO=\(demo)): \(failure)") }
        }
    }

    func testPhotos() { run("photos") }
    func testMonths() { run("months") }
    func testCards() { run("cards") }
    func testDevices() { run("devices") }
    func testCarousel() { run("carousel") }

    /// The comparison itself: a demo moved around at 1280×800 and a fresh copy agree, and a
    /// deliberately different state is caught.
    func testLookComparisonSeesDifferences() {
        var many = DemoOptions(); many.photos = 400
        let h = DemoHarness("photos", options: many)
        h.click("3", role: "image"); h.click("7", role: "image")
        var checker = FrameChecker(demo: "photos")
        XCTAssertNil(Look.settle(h.host, checker: &checker))
        XCTAssertNil(Look.scrollToStart(h.host, demo: "photos", checker: &checker))
        XCTAssertNil(Look.difference(h.host, demo: "photos"))
        // Scrolled away from the start: a difference.
        h.frame([.pointerMove(Point(640, 300)), .wheel(dx: 0, dy: 200, modifiers: [])]); h.wait(40)
        XCTAssertNotNil(Look.difference(h.host, demo: "photos"))
        // A model the fresh copy cannot know about (a relabelled month) shows as a difference too.
        let m2 = DemoHarness("months")
        (m2.demo as! MonthsDemo).labels[4] = "Maybe"; m2.wait(3)
        XCTAssertNotNil(Look.difference(m2.host, demo: "months"))
        let c = DemoHarness("cards")
        c.click("+"); c.wait(60)
        XCTAssertNil(Look.difference(c.host, demo: "cards"))
        let m = DemoHarness("months")
        m.click("May"); m.wait(90)
        XCTAssertNil(Look.difference(m.host, demo: "months"))
        let k = DemoHarness("carousel")
        k.frame([.key("Right", modifiers: [])]); k.wait(90)
        k.click("Ghent", role: "button"); k.wait(90)
        XCTAssertNil(Look.difference(k.host, demo: "carousel"))
    }
}

extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}
