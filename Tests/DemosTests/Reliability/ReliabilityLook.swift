import Foundation
@testable import Demos
import Gliss

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
