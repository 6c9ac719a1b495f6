import Foundation
@testable import Demos
import Gliss

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
        case .window(let name): return "window \(name)"
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
