import XCTest
@testable import Demos
import Gliss

/// Interrupting everything: for every demo, each animation a person can start (a photo flying
/// to the dock and back, the months border gliding or fading, a card dealt or returned, the
/// device list gliding to a section or coasting after a fling, the carousel paging, its sheet
/// opening and closing) is interrupted at many phases of its run by each kind of input (click
/// the moving thing, start the opposite move, other buttons, wheel, drag, key, resize, and
/// Escape where it means something). At the moment of the interruption the inspector JSON —
/// what `--inspect` writes when the app quits right then — must parse and be consistent
/// (frames finite, state equal to the model, invariants holding, a flying item listed once).
/// After it: every frame checked as in the random runs, everything settles within 600 frames,
/// and the demo looks like a fresh run in the same state (inspector frames within 0.5 pt).
///
/// CI: two seeded phases per (animation, interruption) pair, spread over the animation. With
/// RELIABILITY_LONG=1: every frame of every animation.
final class ReliabilityInterruptTests: XCTestCase {
    /// Frames of input; resolved against the inspector when applied.
    typealias Action = (DemoHost) -> [[InputEvent]]

    struct Animation {
        let name: String
        var setup: [Action] = []
        let trigger: Action
        /// The label of the thing that moves (resolved right after the trigger).
        var subject: (DemoHost) -> String = { _ in "" }
    }
    struct Interruption {
        let name: String
        let action: (DemoHost, String) -> [[InputEvent]]
    }

    // MARK: Actions

    static func node(_ h: DemoHost, _ label: String, role: String? = nil, index: Int = 0) -> InspectorNode? {
        let all = h.ui.inspector.filter { $0.label == label && (role == nil || $0.role == role) }
        return index < all.count ? all[index] : nil
    }
    static func clickAt(_ p: Point) -> [[InputEvent]] { [[.pointerMove(p), .pointerDown(p, .left)], [.pointerUp(p, .left)]] }
    static func click(_ label: String, role: String? = nil, index: Int = 0) -> Action {
        { h in node(h, label, role: role, index: index).map { clickAt($0.frame.center) } ?? [] }
    }
    static func dragFrames(_ a: Point, _ b: Point, _ n: Int) -> [[InputEvent]] {
        var out: [[InputEvent]] = [[.pointerMove(a), .pointerDown(a, .left)]]
        for k in 1...n {
            let t = Double(k) / Double(n)
            let p = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            out.append(k == n ? [.pointerMove(p), .pointerUp(p, .left)] : [.pointerMove(p)])
        }
        return out
    }
    static func drag(on label: String, role: String? = nil, by d: Point, frames n: Int) -> Action {
        { h in
            guard let c = node(h, label, role: role)?.frame.center else { return [] }
            return dragFrames(c, Point(c.x + d.x, c.y + d.y), n)
        }
    }
    static func wheel(on label: String, role: String? = nil, dx: Double = 0, dy: Double = 0) -> Action {
        { h in node(h, label, role: role).map { [[.pointerMove($0.frame.center), .wheel(dx: dx, dy: dy, modifiers: [])]] } ?? [] }
    }
    static func key(_ k: Key) -> Action { { _ in [[.key(k, modifiers: [])]] } }
    static func waitAction(_ n: Int) -> Action { { _ in Array(repeating: [], count: n) } }

    static let resize = Interruption(name: "resize 900x560 and back") { _, _ in
        [[.resize(Size(900, 560))], [], [.resize(Size(333, 1200))], [], [.resize(Reliability.standardSize)]]
    }
    static func plain(_ name: String, _ a: @escaping Action) -> Interruption { Interruption(name: name) { h, _ in a(h) } }

    // MARK: What is interrupted, per demo

    static func scenarios(_ demo: String) -> (animations: [Animation], interruptions: [Interruption]) {
        switch demo {
        case "photos":
            let dockPhoto: (DemoHost) -> InspectorNode? = { h in
                guard let dock = h.ui.inspector.first(where: { $0.role == "scroll" && $0.label == "dock" })?.frame else { return nil }
                return h.ui.inspector.first { $0.role == "image" && dock.contains($0.frame.center) }
            }
            return ([
                Animation(name: "photo 0 flies to the dock", trigger: click("0", role: "image"), subject: { _ in "0" }),
                Animation(name: "photo 2 flies back to the grid",
                          setup: [click("1", role: "image"), click("2", role: "image"), click("3", role: "image")],
                          trigger: click("2", role: "image"), subject: { _ in "2" }),
            ], [
                Interruption(name: "click the flying photo") { h, s in node(h, s, role: "image").map { clickAt($0.frame.center) } ?? [] },
                Interruption(name: "drag from the flying photo") { h, s in
                    node(h, s, role: "image").map { dragFrames($0.frame.center, Point($0.frame.midX - 150, $0.frame.midY - 250), 6) } ?? []
                },
                plain("click another grid photo", click("5", role: "image")),
                Interruption(name: "click a dock photo") { h, _ in dockPhoto(h).map { clickAt($0.frame.center) } ?? [] },
                plain("wheel the grid", wheel(on: "grid", role: "scroll", dy: 400)),
                plain("wheel the dock", wheel(on: "dock", role: "scroll", dx: 300)),
                resize,
            ])
        case "months":
            return ([
                Animation(name: "border glides to September", trigger: click("September"), subject: { _ in "September" }),
                Animation(name: "fade to March", setup: [click("Fade")], trigger: click("March"), subject: { _ in "March" }),
            ], [
                plain("click December", click("December")),
                Interruption(name: "click the target again") { h, s in node(h, s).map { clickAt($0.frame.center) } ?? [] },
                plain("switch to Fade", click("Fade")),
                plain("switch to Glide", click("Glide")),
                plain("drag across the labels", drag(on: "January", by: Point(600, 300), frames: 8)),
                resize,
            ])
        case "cards":
            let handCard: (DemoHost, Int) -> String = { h, i in
                guard let c = h.demo as? CardsDemo, !c.hands[i].isEmpty else { return "" }
                return String(c.hands[i].last!)
            }
            return ([
                Animation(name: "deal a card to hand 1", trigger: click("+", role: "button", index: 0),
                          subject: { h in handCard(h, 0) }),
                Animation(name: "return a card to the deck",
                          setup: [click("+", role: "button", index: 0), click("+", role: "button", index: 0)],
                          trigger: { h in click(handCard(h, 0), role: "button")(h) },
                          subject: { h in (h.demo as? CardsDemo)?.deck.last.map(String.init) ?? "" }),
            ], [
                Interruption(name: "click the flying card") { h, s in node(h, s, role: "button").map { clickAt($0.frame.center) } ?? [] },
                plain("deal to hand 2", click("+", role: "button", index: 1)),
                plain("deal to hand 1 again", click("+", role: "button", index: 0)),
                plain("wheel hand 1", wheel(on: "hand0", role: "scroll", dx: 300)),
                plain("drag hand 1", drag(on: "hand0", role: "scroll", by: Point(-400, 0), frames: 5)),
                resize,
            ])
        case "devices":
            return ([
                Animation(name: "glide to iPad", trigger: click("iPad", role: "button")),
                Animation(name: "fling the list", trigger: drag(on: "list", role: "scroll", by: Point(0, -500), frames: 4)),
                Animation(name: "scrub the index", trigger: { h in
                    guard let a = node(h, "Apple TV", role: "button")?.frame.center,
                          let b = node(h, "iPod", role: "button")?.frame.center else { return [] }
                    return dragFrames(a, b, 8)
                }),
            ], [
                plain("click iPod", click("iPod", role: "button")),
                plain("click Apple TV", click("Apple TV", role: "button")),
                plain("press the list", { h in node(h, "list", role: "scroll").map { clickAt($0.frame.center) } ?? [] }),
                plain("wheel the list", wheel(on: "list", role: "scroll", dy: 700)),
                plain("drag the list", drag(on: "list", role: "scroll", by: Point(0, 300), frames: 6)),
                resize,
            ])
        case "carousel":
            let current: (DemoHost) -> String = { h in CarouselDemo.trips[(h.demo as? CarouselDemo)?.index ?? 0] }
            let openSheet: Action = { h in click(current(h), role: "button")(h) }
            return ([
                Animation(name: "Right key pages", trigger: key("Right"), subject: current),
                Animation(name: "drag pages", trigger: { _ in dragFrames(Point(1100, 400), Point(1100 - 0.9 * 1280, 400), 10) }, subject: current),
                Animation(name: "fling at the first card", setup: [key("Left"), key("Left")],
                          trigger: { _ in dragFrames(Point(200, 400), Point(900, 400), 4) }, subject: current),
                Animation(name: "sheet opens", trigger: openSheet, subject: current),
                Animation(name: "Escape closes the sheet", setup: [openSheet], trigger: key("Escape"), subject: current),
                Animation(name: "close button closes the sheet", setup: [openSheet], trigger: click("close"), subject: current),
            ], [
                plain("Left key", key("Left")),
                plain("Right key", key("Right")),
                plain("drag back", { _ in dragFrames(Point(300, 400), Point(300 + 0.8 * 1280, 400), 8) }),
                Interruption(name: "click the current card") { h, _ in openSheet(h) },
                plain("Escape", key("Escape")),
                plain("click close", click("close")),
                resize,
            ])
        default:
            return ([], [])
        }
    }

    // MARK: Running

    struct Outcome { var runs = 0, noOps = 0, quits = 0, frames = 0 }

    /// Frames from the end of the trigger until idle (the animation's length).
    func length(_ demo: String, _ a: Animation) throws -> Int {
        let host = DemoHost(demoName: demo, options: DemoOptions(), size: Reliability.standardSize, measurer: MonospaceTextMeasurer(), fixedStep: true)
        var checker = FrameChecker(demo: demo)
        func apply(_ frames: [[InputEvent]]) throws {
            for e in frames { if let f = checker.frame(host, e) { throw f } }
        }
        try apply([[]])
        for s in a.setup { try apply(s(host)); if let f = Look.settle(host, checker: &checker) { throw f } }
        let t = a.trigger(host)
        XCTAssertFalse(t.isEmpty, "\(demo) '\(a.name)': the trigger found nothing to act on")
        try apply(t)
        var n = 0
        while !host.isIdle && n < Reliability.settleFrames { try apply([[]]); n += 1 }
        return n
    }

    /// One run: setup, trigger, `phase` frames, the inspector check, the interruption, settle, look.
    func run(_ demo: String, _ a: Animation, _ i: Interruption, phase: Int, outcome: inout Outcome) -> String? {
        let host = DemoHost(demoName: demo, options: DemoOptions(), size: Reliability.standardSize, measurer: MonospaceTextMeasurer(), fixedStep: true)
        var checker = FrameChecker(demo: demo)
        checker.strictWindow = false   // the resize interruption shrinks the window
        func apply(_ frames: [[InputEvent]]) -> ReliabilityFailure? {
            for e in frames { if let f = checker.frame(host, e) { return f } }
            return nil
        }
        defer { outcome.runs += 1; outcome.frames += checker.frames }
        if let f = apply([[]]) { return "start: \(f)" }
        for s in a.setup {
            if let f = apply(s(host)) ?? Look.settle(host, checker: &checker) { return "setup: \(f)" }
        }
        if let f = apply(a.trigger(host)) { return "trigger: \(f)" }
        let subject = a.subject(host)
        if let f = apply(Array(repeating: [], count: phase)) { return "during the animation: \(f)" }
        if let p = inspectorProblem(host, demo: demo) { return "quitting now would write an inconsistent --inspect file: \(p)" }
        let frames = i.action(host, subject)
        if frames.isEmpty { outcome.noOps += 1 }
        if let f = apply(frames) { return "the interruption: \(f)" }
        if host.quitRequested {
            outcome.quits += 1
            return inspectorProblem(host, demo: demo).map { "quit by the interruption, --inspect would be inconsistent: \($0)" }
        }
        if let f = Look.settle(host, checker: &checker) { return "after the interruption: \(f)" }
        if let p = inspectorProblem(host, demo: demo) { return "settled, --inspect inconsistent: \(p)" }
        checker.strictWindow = true
        if let f = checker.frame(host, []) { return "settled: \(f)" }
        if let f = Look.scrollToStart(host, demo: demo, checker: &checker) { return "scrolling back to the start: \(f)" }
        if let d = Look.difference(host, demo: demo) { return "settled look differs from a fresh run: \(d)" }
        return nil
    }

    func phases(_ length: Int, pairSeed: Int) -> [Int] {
        if Reliability.long { return Array(0...max(0, length)) }
        guard length > 2 else { return Array(0...max(0, length)) }
        // One seeded phase in the first third (the fastest motion) and one in the rest:
        // different pairs hit different frames, so together they cover the animation.
        var rng = SplitMix64(seed: UInt64(pairSeed) &* 0x9E37_79B9 &+ 17)
        return Array(Set([Int.random(in: 0...length / 3, using: &rng), Int.random(in: length / 3...length, using: &rng)])).sorted()
    }

    func interrupt(_ demo: String) throws {
        guard Reliability.demos.contains(demo) else { return }
        let (animations, interruptions) = Self.scenarios(demo)
        XCTAssertFalse(animations.isEmpty)
        var outcome = Outcome()
        var failures: [String] = []
        let start = Date()
        for (ai, a) in animations.enumerated() {
            let L: Int
            do { L = try length(demo, a) } catch { XCTFail("\(demo) '\(a.name)' alone fails: \(error)"); continue }
            XCTAssertLessThan(L, Reliability.settleFrames, "\(demo) '\(a.name)' never settles")
            for (ii, i) in interruptions.enumerated() {
                for phase in phases(L, pairSeed: ai * 100 + ii) {
                    if let problem = run(demo, a, i, phase: phase, outcome: &outcome) {
                        failures.append("\(demo): '\(a.name)' (\(L) frames) interrupted at frame \(phase) by '\(i.name)': \(problem)")
                    }
                }
            }
        }
        print(String(format: "reliability interrupt %@: %d runs (%d animations × %d interruptions × phases), %d frames, %d no-op, %d quit, %d failed, %.1f s",
                     demo, outcome.runs, animations.count, interruptions.count, outcome.frames, outcome.noOps, outcome.quits, failures.count,
                     Date().timeIntervalSince(start)))
        for f in failures.prefix(20) { XCTFail(f) }
        if failures.count > 20 { XCTFail("… and \(failures.count - 20) more") }
        XCTAssertLessThan(Double(outcome.noOps), Double(outcome.runs) * 0.25, "too many interruptions found nothing to act on")
    }

    func testPhotos() throws { try interrupt("photos") }
    func testMonths() throws { try interrupt("months") }
    func testCards() throws { try interrupt("cards") }
    func testDevices() throws { try interrupt("devices") }
    func testCarousel() throws { try interrupt("carousel") }
}
