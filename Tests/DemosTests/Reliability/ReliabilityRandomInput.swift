import Foundation
@testable import Demos
import Gliss

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
