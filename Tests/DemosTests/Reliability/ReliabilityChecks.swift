import Foundation
@testable import Demos
import Gliss

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
    for (i, command) in list.commands.enumerated() {
        var c = command
        // A composited command is checked as what it draws (its clip paths with it).
        if case .composited(let inner, let compositing) = c {
            if compositing.clipPaths.contains(where: { !$0.path.boundingRect.isFinite }) {
                return "command \(i) has a clip path that is not finite: \(c)"
            }
            c = inner
        }
        let ok: Bool
        switch c {
        case let .fillRoundedRect(r, radius, col): ok = rect(r) && radius.isFinite && color(col)
        case let .strokeRoundedRect(r, radius, lw, col): ok = rect(r) && radius.isFinite && lw.isFinite && color(col)
        case let .image(_, r, _, radius, opacity): ok = rect(r) && radius.isFinite && opacity.isFinite
        case let .text(_, font, col, origin): ok = origin.x.isFinite && origin.y.isFinite && font.size.isFinite && color(col)
        case let .styledText(_, font, paint, origin):
            ok = origin.x.isFinite && origin.y.isFinite && font.size.isFinite && color(paint.color(at: origin))
        case .composited: ok = false   // one inside another: emit never makes it
        case let .fillEllipse(r, col): ok = rect(r) && color(col)
        case let .strokeEllipse(r, lw, col): ok = rect(r) && lw.isFinite && color(col)
        case let .shadow(r, radius, blur, col): ok = rect(r) && radius.isFinite && blur.isFinite && color(col)
        case let .fillPath(path, _, paint): ok = path.boundingRect.isFinite && color(paint.color(at: path.boundingRect.center))
        case let .strokePath(path, style, paint):
            ok = path.boundingRect.isFinite && style.lineWidth.isFinite && color(paint.color(at: path.boundingRect.center))
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
