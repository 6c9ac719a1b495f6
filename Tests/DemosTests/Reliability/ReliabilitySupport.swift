import XCTest
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import Demos
import Gliss

// Shared machinery of the Reliability* suites: configuration (CI size vs RELIABILITY_LONG=1),
// per-frame checks (demo invariants, finite draw lists, frame CPU time, scroll bounds once
// settled), a state-aware random input generator that records what it did as script commands,
// an incremental script runner that expands commands exactly as `Script.frames` does (so a
// recorded run replays identically from a file), a shrinker that drops commands while the
// failure still reproduces, and the "normal look" comparison against a freshly built demo.

// MARK: - Configuration

enum Reliability {
    static let env = ProcessInfo.processInfo.environment
    /// RELIABILITY_LONG=1: the full-size runs documented in docs/Reliability.md.
    static let long = env["RELIABILITY_LONG"] == "1"

    /// `name` from the environment, else the long or CI value.
    static func count(_ name: String, ci: Int, long l: Int) -> Int {
        if let s = env[name], let n = Int(s), n >= 0 { return n }
        return long ? l : ci
    }

    /// Seeds to run: RELIABILITY_SEED=N runs just that one.
    static func seeds(ci: [UInt64], long l: [UInt64]) -> [UInt64] {
        if let s = env["RELIABILITY_SEED"], let n = UInt64(s) { return [n] }
        return long ? l : ci
    }

    /// Demos to run: RELIABILITY_DEMO=name runs just that one.
    static var demos: [String] {
        let all = allDemos.map { $0.name }
        if let d = env["RELIABILITY_DEMO"], all.contains(d) { return [d] }
        return all
    }

    /// Where shrunk scripts go (RELIABILITY_OUT, else $TMPDIR/gliss-reliability).
    static var outputDirectory: String {
        let dir = env["RELIABILITY_OUT"] ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("gliss-reliability")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A frame may use at most this much CPU time of the thread running the UI ("no hang").
    static let frameBudgetMs = 100.0
    /// After input stops, every demo must be idle again within this many frames (10 s).
    static let settleFrames = 600
    static let standardSize = Size(1280, 800)

    /// Scroll views each demo builds (by `id:`), with their axis.
    static func scrollViews(_ demo: String) -> [(id: String, horizontal: Bool)] {
        switch demo {
        case "photos": return [("grid", false), ("dock", true)]
        case "cards": return [("hand0", true), ("hand1", true)]
        case "devices": return [("list", false)]
        default: return []
        }
    }
}

/// What the random input and the model checks need from a running demo: `DemoHost`, or a
/// test's own driver that chooses each frame's time (`ReliabilityTimeTests`).
protocol FuzzTarget: AnyObject {
    var ui: UI { get }
    var demo: (any Demo)? { get }
    /// Launched straight into the demo (Escape quits rather than returning to the gallery).
    var direct: Bool { get }
    var options: DemoOptions { get }
    func state() -> JSON
}
extension DemoHost: FuzzTarget {}

/// CPU time of the calling thread in milliseconds (what "ui time" means here: a busy
/// machine does not make a frame look slow, a frame that loops does).
func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}

// MARK: - Failures and per-frame checks

struct ReliabilityFailure: Error, CustomStringConvertible, Equatable {
    enum Kind: String {
        case invariant, nonFinite, slowFrame, neverSettles, outOfBounds, warning, inspector, look
    }
    var kind: Kind
    var message: String
    /// Frame number (the host's clock) where it was seen.
    var frame: Int
    /// Index of the script command whose frames were running (nil outside scripts).
    var command: Int? = nil
    var description: String { "\(kind.rawValue) at frame \(frame): \(message)" }
}

/// Checks run after every frame. `strictWindow` adds checks that only hold at a sensible
/// window size (the months border inside the window).
struct FrameChecker {
    let demo: String
    var strictWindow = true
    var checkWarnings = true
    /// An extra property checked every frame (the shrinker's own tests use one).
    var extra: ((DemoHost) -> String?)? = nil
    private(set) var warningsSeen = 0
    private(set) var maxCPU = 0.0
    private(set) var frames = 0
    /// Frames whose model state differed from the frame before (coverage: input did things).
    private(set) var stateChanges = 0
    private var lastState = ""

    init(demo: String, strictWindow: Bool = true) {
        self.demo = demo
        self.strictWindow = strictWindow
    }

    /// Runs one frame on `host` and checks it.
    mutating func frame(_ host: DemoHost, _ events: [InputEvent]) -> ReliabilityFailure? {
        let t0 = threadCPUMilliseconds()
        let list = host.frame(events: events)
        let cpu = threadCPUMilliseconds() - t0
        frames += 1
        maxCPU = max(maxCPU, cpu)
        let f = host.clock.frame
        func fail(_ k: ReliabilityFailure.Kind, _ m: String) -> ReliabilityFailure { ReliabilityFailure(kind: k, message: m, frame: f) }
        if cpu > Reliability.frameBudgetMs {
            return fail(.slowFrame, String(format: "frame took %.1f ms of CPU (budget %.0f ms)", cpu, Reliability.frameBudgetMs))
        }
        if let d = host.demo, let v = d.invariantViolation() { return fail(.invariant, v) }
        let name = demo == "gallery" ? host.currentName : demo
        if let v = stateViolation(host, name) { return fail(.invariant, v) }
        if let v = extra?(host) { return fail(.invariant, v) }
        let state = modelState(host)
        if state != lastState { stateChanges += 1; lastState = state }
        if let v = drawListProblem(list) { return fail(.nonFinite, v) }
        for n in host.ui.inspector where !n.frame.isFinite {
            return fail(.nonFinite, "inspector node \(n.role) '\(n.label)' has frame \(n.frame)")
        }
        if host.isIdle, let v = settledViolation(host, name) { return fail(.outOfBounds, v) }
        if checkWarnings && host.ui.warnings.count > warningsSeen {
            let w = host.ui.warnings[warningsSeen...].joined(separator: "; ")
            warningsSeen = host.ui.warnings.count
            return fail(.warning, "engine warning: \(w)")
        }
        warningsSeen = host.ui.warnings.count
        return nil
    }

    /// The model part of the state (not offsets that move every frame of an animation).
    func modelState(_ host: FuzzTarget) -> String {
        guard case .object(let o) = host.state() else { return "" }
        let keep: Set<String> = ["grid", "dock", "deck", "hands", "mode", "active", "index", "tapped", "topSection"]
        return JSON.object(o.filter { keep.contains($0.0) }).serialized()
    }

    /// Model invariants read back from the inspector state (what `--inspect` would write).
    func stateViolation(_ host: FuzzTarget, _ demo: String) -> String? {
        let s = host.state()
        switch demo {
        case "photos":
            let all = (ints(s["grid"]) + ints(s["dock"])).sorted()
            let total = host.options.photos ?? PhotosDemo.bundledCount
            if all != Array(0..<total) { return "photos: grid ∪ dock is not 0..<\(total) without repeats: \(all)" }
        case "cards":
            guard case .array(let hands)? = s["hands"] else { return "cards: no hands in state" }
            let all = (ints(s["deck"]) + hands.flatMap { ints($0) }).sorted()
            if all != Array(1...20) { return "cards: deck ∪ hands is not 1…20: \(all)" }
        case "months":
            guard case .number(let a)? = s["active"], (0...11).contains(a), a == a.rounded() else {
                return "months: active \(String(describing: s["active"])) not in 0…11"
            }
            let b = doubles(s["border"])
            guard b.count == 4, b.allSatisfy({ $0.isFinite }) else { return "months: border \(b) not finite" }
            if strictWindow {
                let w = host.ui.size.width, h = host.ui.size.height
                if b[0] < -0.5 || b[1] < -0.5 || b[0] + b[2] > w + 0.5 || b[1] + b[3] > h + 0.5 {
                    return "months: border \(b) is not inside the \(w)x\(h) window"
                }
            }
        case "carousel":
            guard case .number(let i)? = s["index"], (0...12).contains(i) else {
                return "carousel: index \(String(describing: s["index"])) not in 0…12"
            }
            guard case .number(let o)? = s["offset"], o.isFinite else { return "carousel: offset not finite" }
        case "devices":
            guard case .number(let o)? = s["offset"], o.isFinite else { return "devices: offset not finite" }
        default: break
        }
        return nil
    }

    /// What must hold once nothing moves: scroll offsets inside their bounds (the rubber band
    /// has settled), the carousel on a card, the months border on the active label.
    func settledViolation(_ host: FuzzTarget, _ demo: String) -> String? {
        for (id, _) in Reliability.scrollViews(demo) {
            let p = host.ui.scrollProxy(id)
            guard p.viewportLength > 0 else { continue }
            let maxOffset = max(0, p.contentLength - p.viewportLength)
            if p.offset < -0.5 || p.offset > maxOffset + 0.5 {
                return "scroll view '\(id)' settled at offset \(p.offset), outside 0…\(maxOffset)"
            }
        }
        let s = host.state()
        switch demo {
        case "carousel":
            if case .number(let i)? = s["index"], case .number(let o)? = s["offset"] {
                let want = -i * host.ui.size.width
                if abs(o - want) > 0.5 { return "carousel settled at offset \(o), card \(Int(i)) is at \(want)" }
            }
        case "months":
            if let m = host.demo as? MonthsDemo, m.mode == .glide, let r = m.rects[m.active] {
                if !close(m.border, r, 0.5) { return "months border \(m.border) settled off the active label \(r)" }
            }
        default: break
        }
        return nil
    }

    func ints(_ j: JSON?) -> [Int] {
        guard case .array(let a)? = j else { return [] }
        return a.compactMap { if case .number(let d) = $0 { return Int(exactly: d) ?? -1 } else { return nil } }
    }
    func doubles(_ j: JSON?) -> [Double] {
        guard case .array(let a)? = j else { return [] }
        return a.compactMap { if case .number(let d) = $0 { return d } else { return nil } }
    }
}

func close(_ a: Rect, _ b: Rect, _ tol: Double) -> Bool {
    abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol && abs(a.width - b.width) <= tol && abs(a.height - b.height) <= tol
}

/// Every number in every command finite, sizes not negative, clips balanced.
func drawListProblem(_ list: DrawList) -> String? {
    var depth = 0
    func rect(_ r: Rect) -> Bool { r.isFinite && r.width >= 0 && r.height >= 0 }
    func color(_ c: Color) -> Bool { c.r.isFinite && c.g.isFinite && c.b.isFinite && c.a.isFinite }
    for (i, c) in list.commands.enumerated() {
        let ok: Bool
        switch c {
        case let .fillRoundedRect(r, radius, col): ok = rect(r) && radius.isFinite && color(col)
        case let .strokeRoundedRect(r, radius, lw, col): ok = rect(r) && radius.isFinite && lw.isFinite && color(col)
        case let .image(_, r, _, radius, opacity): ok = rect(r) && radius.isFinite && opacity.isFinite
        case let .text(_, font, col, origin): ok = origin.x.isFinite && origin.y.isFinite && font.size.isFinite && color(col)
        case let .fillEllipse(r, col): ok = rect(r) && color(col)
        case let .strokeEllipse(r, lw, col): ok = rect(r) && lw.isFinite && color(col)
        case let .shadow(r, radius, blur, col): ok = rect(r) && radius.isFinite && blur.isFinite && color(col)
        case let .pushTransform(m): ok = m.isFinite
        case .popTransform: ok = true
        case let .pushClip(r): depth += 1; ok = rect(r)
        case .popClip:
            depth -= 1
            if depth < 0 { return "command \(i): popClip without pushClip" }
            ok = true
        }
        if !ok { return "command \(i) is not finite / has a negative size: \(c)" }
    }
    return depth == 0 ? nil : "\(depth) pushClip without popClip"
}

// MARK: - Scripts: writing, incremental running

enum ScriptText {
    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }
    static func line(_ c: ScriptCommand) -> String {
        func p(_ p: Point) -> String { "\(number(p.x)) \(number(p.y))" }
        func b(_ b: PointerButton) -> String { b == .left ? "" : b == .right ? " right" : " middle" }
        switch c {
        case .wait(let n): return "wait \(n)"
        case .move(let a): return "move \(p(a))"
        case .down(let a, let button): return "down \(p(a))\(b(button))"
        case .up(let a, let button): return "up \(p(a))\(b(button))"
        case .click(let a, let button): return "click \(p(a))\(b(button))"
        case .drag(let a, let b, let n): return "drag \(p(a)) \(p(b)) \(n)"
        case .wheel(let dx, let dy): return "wheel \(number(dx)) \(number(dy))"
        case .key(let k): return "key \(k)"
        case .type(let t): return "type \(t)"
        case .screenshot(let f): return "screenshot \(f)"
        case .record(let on): return on ? "record start" : "record stop"
        case .quit: return "quit"
        }
    }
    static func text(_ commands: [ScriptCommand], header: [String] = []) -> String {
        (header.map { "# " + $0 } + commands.map(line)).joined(separator: "\n") + "\n"
    }
}

/// Runs script commands one at a time on a host, building frames exactly as
/// `Script.frames` does (events collect in the current frame until a command advances
/// time), checking every frame. The app ends the run after a frame that asked to quit.
final class ScriptRunner {
    let host: DemoHost
    var checker: FrameChecker
    private var pending = ScriptFrame()
    private(set) var failure: ReliabilityFailure?
    private(set) var quit = false
    /// Every frame run, as events (to prove equivalence with `Script.frames`).
    var recordFrames = false
    private(set) var frames: [[InputEvent]] = []

    /// `demo` "gallery" starts in the gallery (Escape there quits, Escape in a demo returns).
    init(demo: String, size: Size = Reliability.standardSize, seed: UInt64 = 1, options: DemoOptions? = nil,
         strictWindow: Bool = true) {
        var o = options ?? DemoOptions(); o.seed = seed
        host = DemoHost(demoName: demo == "gallery" ? nil : demo, options: o, size: size,
                        measurer: MonospaceTextMeasurer(), fixedStep: true)
        checker = FrameChecker(demo: demo, strictWindow: strictWindow)
    }

    var ended: Bool { failure != nil || quit }
    /// True when the frame being collected has no events yet (the model state is current).
    var pendingIsEmpty: Bool { pending.events.isEmpty }

    private func run(_ f: ScriptFrame, command: Int) {
        guard !ended else { return }
        if recordFrames { frames.append(f.events) }
        if var fail = checker.frame(host, f.events) {
            fail.command = command
            failure = fail
            return
        }
        if f.quit || host.quitRequested { quit = true }
    }

    /// Applies command number `index`; frames it completes run now.
    func apply(_ c: ScriptCommand, index: Int) {
        guard !ended else { return }
        let fs = Script.frames([c])
        pending.events += fs[0].events
        pending.screenshots += fs[0].screenshots
        pending.quit = pending.quit || fs[0].quit
        for f in fs.dropFirst() {
            let done = pending
            pending = f
            run(done, command: index)
            if ended { return }
        }
    }

    /// Runs the frame still collecting (the last frame of a script).
    func finish(index: Int) {
        let done = pending
        pending = ScriptFrame()
        run(done, command: index)
    }

    /// Runs a whole command list as the app would and returns the first failure.
    static func replay(_ commands: [ScriptCommand], demo: String, size: Size = Reliability.standardSize,
                       seed: UInt64 = 1, options: DemoOptions? = nil,
                       extra: ((DemoHost) -> String?)? = nil) -> ReliabilityFailure? {
        let r = ScriptRunner(demo: demo, size: size, seed: seed, options: options)
        r.checker.extra = extra
        for (i, c) in commands.enumerated() {
            r.apply(c, index: i)
            if r.ended { break }
        }
        if !r.ended { r.finish(index: max(0, commands.count - 1)) }
        // A script ending in a long wait claims everything has settled by then.
        var settles = false
        if case .wait(let n)? = commands.last, n >= Reliability.settleFrames { settles = true }
        if r.failure == nil && !r.quit && settles && !r.host.isIdle {
            return ReliabilityFailure(kind: .neverSettles, message: "still animating or busy when the script ended",
                                      frame: r.host.clock.frame, command: commands.count - 1)
        }
        return r.failure
    }
}

// MARK: - Random input

/// Random pointer, wheel and key input that looks at the screen: half of the points land on
/// something the inspector lists (buttons, photos, labels, scroll views), the rest anywhere,
/// some outside the window. Only deterministic functions of the seed and the demo's state.
struct RandomInput {
    var rng: SplitMix64
    var pressedAt: Point? = nil
    static let keys = ["Left", "Right", "Up", "Down", "Space", "Return", "Tab", "A", "Backspace", "PageDown", "Home", "End"]

    init(seed: UInt64, demo: String = "") {
        // FNV-1a of the demo name, so each demo gets its own sequence from the same seed.
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in demo.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        rng = SplitMix64(seed: seed ^ h)
    }

    mutating func int(_ r: ClosedRange<Int>) -> Int { Int.random(in: r, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    mutating func point(_ host: FuzzTarget) -> Point {
        let w = host.ui.size.width, h = host.ui.size.height
        let roll = int(0...99)
        let nodes = host.ui.inspector
        if roll < 50, !nodes.isEmpty {
            let n = nodes[int(0...nodes.count - 1)].frame
            let x = n.minX + Double.random(in: 0...1, using: &rng) * max(0, n.width)
            let y = n.minY + Double.random(in: 0...1, using: &rng) * max(0, n.height)
            return Point(x.rounded(), y.rounded())
        }
        if roll < 90 { return Point(Double(int(0...Int(w) - 1)), Double(int(0...Int(h) - 1))) }
        // Abuse: edges, outside the window, absurdly far (scripts accept any finite number).
        let xs = [-300.0, -1, 0, w - 1, w, w + 250, -1e12, 1e12, -1e300, 1e300]
        let ys = [-300.0, -1, 0, h - 1, h, h + 250, -1e12, 1e12, -1e300, 1e300]
        return Point(xs[int(0...xs.count - 1)], ys[int(0...ys.count - 1)])
    }

    mutating func wheelDelta() -> Double {
        let sign: Double = chance(0.5) ? 1 : -1
        switch int(0...9) {
        case 0...5: return sign * Double(int(1...120))
        case 6...8: return sign * Double(int(121...3000))
        default: return sign * [100_000, 100_000, 100_000, 1e12, 1e300][int(0...4)]
        }
    }

    /// The next command. `pendingEmpty`: the frame being collected has no events yet.
    mutating func next(_ host: FuzzTarget, pendingEmpty: Bool) -> ScriptCommand {
        if let held = pressedAt {
            // A manual press in progress: moves, waits, wheel, keys, then the release.
            switch int(0...99) {
            case 0...24:
                pressedAt = nil
                return .up(chance(0.7) ? point(host) : held)
            case 25...64:
                let p = chance(0.5) ? point(host)
                    : Point(held.x + Double(int(-40...40)), held.y + Double(int(-40...40)))
                pressedAt = p
                return .move(p)
            case 65...84: return .wait(int(0...4))
            case 85...92: return .wheel(dx: 0, dy: wheelDelta())
            default: return .key(RandomInput.keys[int(0...RandomInput.keys.count - 1)])
            }
        }
        switch int(0...99) {
        case 0...19: return .move(point(host))
        case 20...35: return .click(point(host))
        case 36...49:
            let a = point(host)
            let b: Point
            switch int(0...9) {
            case 0...3: b = Point(a.x + Double(int(-15...15)), a.y + Double(int(-15...15)))   // around the tap/drag threshold
            case 4...7: b = point(host)
            default: b = Point(a.x + Double(int(-3000...3000)), a.y + Double(int(-2000...2000)))   // fling past the window
            }
            let n: Int
            switch int(0...9) {
            case 0...3: n = int(1...3)
            case 4...7: n = int(4...20)
            default: n = int(21...90)
            }
            return .drag(from: a, to: b, frames: n)
        case 50...55:
            let p = point(host)
            pressedAt = p
            return .down(p)
        case 56...57: return .up(point(host))     // a release with no press
        case 58...71:
            let d = wheelDelta()
            return chance(0.75) ? .wheel(dx: 0, dy: d) : .wheel(dx: d, dy: chance(0.3) ? wheelDelta() : 0)
        case 72...78:
            // Escape only when the demo takes it (closing the carousel sheet); otherwise it quits.
            // In the gallery, Escape inside a demo returns to the gallery.
            if pendingEmpty, let d = host.demo, d.wantsEscape || !host.direct, chance(0.5) { return .key("Escape") }
            return .key(RandomInput.keys[int(0...RandomInput.keys.count - 1)])
        default:
            switch int(0...19) {
            case 0...15: return .wait(int(0...3))
            case 16...18: return .wait(int(4...30))
            default: return .wait(int(60...200))
            }
        }
    }
}

/// One random run: `events` commands chosen by `RandomInput`, then a release and
/// `wait 600` (everything must have settled by then). Returns the commands and any failure.
func randomRun(demo: String, seed: UInt64, events: Int, options: DemoOptions? = nil,
               extra: ((DemoHost) -> String?)? = nil) -> (commands: [ScriptCommand], failure: ReliabilityFailure?, runner: ScriptRunner) {
    let runner = ScriptRunner(demo: demo, options: options)
    runner.checker.extra = extra
    var input = RandomInput(seed: seed, demo: demo)
    var commands: [ScriptCommand] = []
    func apply(_ c: ScriptCommand) {
        commands.append(c)
        runner.apply(c, index: commands.count - 1)
    }
    for _ in 0..<events {
        apply(input.next(runner.host, pendingEmpty: runner.pendingIsEmpty))
        if runner.ended { break }
    }
    if !runner.ended, let p = input.pressedAt { apply(.up(p)) }
    if !runner.ended { apply(.wait(Reliability.settleFrames)) }
    if !runner.ended { runner.finish(index: commands.count - 1) }
    var failure = runner.failure
    if failure == nil && !runner.quit && !runner.host.isIdle {
        failure = ReliabilityFailure(kind: .neverSettles, message: "still animating or busy \(Reliability.settleFrames) frames after the last input",
                                     frame: runner.host.clock.frame, command: commands.count - 1)
    }
    return (commands, failure, runner)
}

// MARK: - Shrinking

/// Drops commands while the failure (same kind) still reproduces: first everything after the
/// failing command, then ddmin-style chunks, then single commands, then shorter waits and drags.
struct Shrinker {
    let reproduces: ([ScriptCommand]) -> ReliabilityFailure?
    var maxReplays = 4000
    var deadline = Date().addingTimeInterval(Double(Reliability.env["RELIABILITY_SHRINK_SECONDS"] ?? "") ?? 120)
    private(set) var replays = 0

    init(reproduces: @escaping ([ScriptCommand]) -> ReliabilityFailure?) { self.reproduces = reproduces }

    private mutating func test(_ c: [ScriptCommand], _ kind: ReliabilityFailure.Kind) -> ReliabilityFailure? {
        guard replays < maxReplays, Date() < deadline else { return nil }
        replays += 1
        if let f = reproduces(c), f.kind == kind { return f }
        return nil
    }

    /// The commands up to and including the failing one.
    static func cut(_ c: [ScriptCommand], _ f: ReliabilityFailure) -> [ScriptCommand] {
        guard let i = f.command, i < c.count else { return c }
        return Array(c[...i])
    }

    mutating func shrink(_ commands: [ScriptCommand], _ failure: ReliabilityFailure) -> (commands: [ScriptCommand], failure: ReliabilityFailure) {
        var cur = Shrinker.cut(commands, failure), best = failure
        let kind = failure.kind
        var n = 2
        while cur.count >= 2 {
            let chunk = (cur.count + n - 1) / n
            var reduced = false
            var start = 0
            while start < cur.count {
                var cand = cur
                cand.removeSubrange(start..<min(cur.count, start + chunk))
                if let f = test(cand, kind) {
                    cur = Shrinker.cut(cand, f); best = f
                    n = max(n - 1, 2); reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if n >= cur.count { break }
                n = min(cur.count, n * 2)
            }
            if replays >= maxReplays || Date() >= deadline { break }
        }
        // Single commands, then smaller numbers (waits, drag lengths).
        var i = cur.count - 1
        while i >= 0 && cur.count > 1 {
            var cand = cur; cand.remove(at: i)
            if let f = test(cand, kind) { cur = Shrinker.cut(cand, f); best = f }
            i = min(i - 1, cur.count - 1)
        }
        for j in cur.indices {
            var lo: Int
            switch cur[j] {
            case .wait(let w): lo = w
            case .drag(_, _, let k): lo = k
            default: continue
            }
            while lo > 1 {
                lo /= 2
                var cand = cur
                if case .drag(let a, let b, _) = cur[j] { cand[j] = .drag(from: a, to: b, frames: max(1, lo)) } else { cand[j] = .wait(lo) }
                guard let f = test(cand, kind) else { break }
                cur = cand; best = f
            }
        }
        return (cur, best)
    }
}

/// Writes a replayable script for a failure and returns its path.
func writeReproduction(demo: String, seed: UInt64, original: Int, commands: [ScriptCommand],
                       failure: ReliabilityFailure, size: Size = Reliability.standardSize, options: DemoOptions? = nil,
                       suite: String = "random") -> String {
    let path = (Reliability.outputDirectory as NSString).appendingPathComponent("\(demo)-\(suite)-seed\(seed)-\(failure.kind.rawValue).txt")
    let w = Int(size.width), h = Int(size.height)
    var flags = ""
    if let n = options?.photos { flags += " --photos \(n)" }
    if let n = options?.rows { flags += " --rows \(n)" }
    let app = demo == "gallery" ? "" : " \(demo)"
    let header = [
        "gliss reliability (\(suite)): shortest script found that reproduces a failure",
        "demo: \(demo)  seed: \(seed)  size: \(w)x\(h)  options:\(flags.isEmpty ? " none" : flags)  shrunk from \(original) commands to \(commands.count)",
        "failure: \(failure.description)",
        "replay headless: RELIABILITY_REPLAY=\(path) swift test --scratch-path .build-rel --filter ReliabilityReplayTests",
        "replay in the app: gliss-demos\(app) --fixed-step --size \(w)x\(h)\(flags) --script \(path)",
        "  (the app measures text with real fonts, so text-sized layouts differ slightly from the headless run)",
    ]
    try? ScriptText.text(commands, header: header).write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

// MARK: - "Normal look": compare with a freshly built demo in the same model state

/// Drives a host to a settled state and compares it with a fresh host brought to the same
/// model state, after scrolling every scroll view back to its start in both.
enum Look {
    /// Frames until idle (nil: never within `limit`), checking each frame.
    static func settle(_ host: DemoHost, checker: inout FrameChecker, limit: Int = Reliability.settleFrames) -> ReliabilityFailure? {
        for _ in 0..<limit {
            if host.isIdle { return nil }
            if let f = checker.frame(host, []) { return f }
        }
        return host.isIdle ? nil : ReliabilityFailure(kind: .neverSettles, message: "not idle after \(limit) frames without input", frame: host.clock.frame)
    }

    /// Scrolls every scroll view of the demo to its start with the wheel, then settles.
    static func scrollToStart(_ host: DemoHost, demo: String, checker: inout FrameChecker) -> ReliabilityFailure? {
        for (id, horizontal) in Reliability.scrollViews(demo) {
            guard let n = host.ui.inspector.first(where: { $0.role == "scroll" && $0.label == id }) else { continue }
            let c = n.frame.center
            let wheel = InputEvent.wheel(dx: horizontal ? -10_000_000 : 0, dy: horizontal ? 0 : -10_000_000, modifiers: [])
            if let f = checker.frame(host, [.pointerMove(c), wheel]) { return f }
            if let f = settle(host, checker: &checker) { return f }
        }
        // Park the pointer outside anything interactive.
        if let f = checker.frame(host, [.pointerLeave]) { return f }
        return settle(host, checker: &checker)
    }

    /// A fresh host in `host`'s model state (photos order, cards order, months mode/active,
    /// carousel index/sheet), settled and scrolled to the start.
    static func freshCopy(of host: DemoHost, demo: String) -> (DemoHost, ReliabilityFailure?) {
        let fresh = DemoHost(demoName: demo, options: host.options, size: host.ui.size, measurer: MonospaceTextMeasurer(), fixedStep: true)
        var checker = FrameChecker(demo: demo)
        switch (host.demo, fresh.demo) {
        case let (a as PhotosDemo, b as PhotosDemo):
            for id in a.grid + a.dock { b.select(id) }
            for id in a.grid { b.deselect(id) }
        case let (a as CardsDemo, b as CardsDemo):
            while b.deal(to: 0) {}
            for c in a.deck + a.hands[1].reversed() + a.hands[0].reversed() { b.returnToDeck(c) }
            for _ in a.hands[0] { b.deal(to: 0) }
            for _ in a.hands[1] { b.deal(to: 1) }
        case let (a as MonthsDemo, b as MonthsDemo):
            b.mode = a.mode
            b.active = a.active
        default: break
        }
        if let f = checker.frame(fresh, []) { return (fresh, f) }
        if let a = host.demo as? CarouselDemo, let b = fresh.demo as? CarouselDemo {
            // One key per frame, then one settle: the page springs add up.
            var guardFrames = 0
            while b.index != a.index && guardFrames < 20 {
                if let f = checker.frame(fresh, [.key(b.index < a.index ? "Right" : "Left", modifiers: [])]) { return (fresh, f) }
                guardFrames += 1
            }
            if let f = settle(fresh, checker: &checker) { return (fresh, f) }
            if a.tapped {
                let card = fresh.ui.inspector.first { $0.role == "button" && $0.label == CarouselDemo.trips[b.index] }
                let p = card?.frame.center ?? Point(640, 400)
                if let f = checker.frame(fresh, [.pointerMove(p), .pointerDown(p, .left)]) { return (fresh, f) }
                if let f = checker.frame(fresh, [.pointerUp(p, .left)]) { return (fresh, f) }
            }
        }
        if let f = settle(fresh, checker: &checker) { return (fresh, f) }
        if let f = scrollToStart(fresh, demo: demo, checker: &checker) { return (fresh, f) }
        return (fresh, nil)
    }

    /// nil when `host` (settled, scrolled to the start) looks like a fresh demo in its state:
    /// the same state JSON and the same inspector nodes with frames within half a point.
    static func difference(_ host: DemoHost, demo: String) -> String? {
        let (fresh, failure) = freshCopy(of: host, demo: demo)
        if let failure { return "the fresh comparison run failed: \(failure)" }
        func comparable(_ j: JSON) -> String {
            guard case .object(let o) = j else { return j.serialized() }
            return JSON.object(o.filter { $0.0 != "selected" }).serialized()
        }
        let a = comparable(host.state()), b = comparable(fresh.state())
        if a != b { return "state \(a) differs from a fresh run's \(b)" }
        let na = host.ui.inspector, nb = fresh.ui.inspector
        if na.count != nb.count {
            let la = Set(na.map { "\($0.role):\($0.label)" }), lb = Set(nb.map { "\($0.role):\($0.label)" })
            return "\(na.count) inspector nodes, a fresh run has \(nb.count) (only here: \(la.subtracting(lb).sorted().prefix(8)); only fresh: \(lb.subtracting(la).sorted().prefix(8)))"
        }
        for (x, y) in zip(na, nb) {
            if x.id != y.id || x.role != y.role || x.label != y.label {
                return "node \(x.role) '\(x.label)' where a fresh run has \(y.role) '\(y.label)'"
            }
            if !close(x.frame, y.frame, 0.5) {
                return "\(x.role) '\(x.label)' at \(x.frame), in a fresh run at \(y.frame)"
            }
        }
        return nil
    }
}

// MARK: - Inspector JSON consistency (what --inspect writes when the app quits now)

/// Serialises the inspector as `--inspect` does, parses it back with Foundation and checks it:
/// well-formed, header right, every node frame four finite numbers, the state equal to the
/// model's and its invariants holding, and nothing listed twice that exists once.
func inspectorProblem(_ host: DemoHost, demo: String) -> String? {
    let text = host.inspector().serialized()
    guard let data = text.data(using: .utf8),
          let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        return "inspector JSON does not parse: \(text.prefix(200))"
    }
    guard obj["screen"] as? String == demo else { return "inspector screen is \(String(describing: obj["screen"]))" }
    guard (obj["frame"] as? NSNumber)?.intValue == host.clock.frame else { return "inspector frame is not \(host.clock.frame)" }
    guard let nodes = obj["nodes"] as? [[String: Any]], !nodes.isEmpty else { return "inspector lists no nodes" }
    for n in nodes {
        guard let f = n["frame"] as? [NSNumber], f.count == 4, f.allSatisfy({ $0.doubleValue.isFinite }),
              n["id"] is String, n["role"] is String, n["label"] is String else {
            return "bad inspector node \(n)"
        }
    }
    guard let state = obj["state"] as? [String: Any] else { return "inspector has no state" }
    let reparsed = host.state().serialized()
    // (Compared as canonical JSON: NSDictionary equality is unreliable for bridged booleans.)
    guard let sd = reparsed.data(using: .utf8), let live = try? JSONSerialization.jsonObject(with: sd),
          let a = try? JSONSerialization.data(withJSONObject: live, options: .sortedKeys),
          let b = try? JSONSerialization.data(withJSONObject: state, options: .sortedKeys), a == b else {
        return "inspector state differs from the model: \(text.prefix(300))"
    }
    // Items that exist once must be listed once (a flying photo or card is one view).
    let once: Set<String>
    switch demo {
    case "photos": once = ["image"]
    case "cards": once = ["button"]
    default: once = []
    }
    var seen = Set<String>()
    for n in nodes {
        guard let role = n["role"] as? String, once.contains(role), let label = n["label"] as? String, label != "+" else { continue }
        if !seen.insert(label).inserted { return "\(role) '\(label)' is listed twice in the inspector" }
    }
    return nil
}
