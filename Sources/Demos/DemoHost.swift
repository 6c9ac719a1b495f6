import Foundation

/// Runs demos frame by frame with no platform underneath: the gallery, navigation
/// (Escape returns to the gallery or quits), the frame clock, the inspector and trace.
/// The SDL app and the headless tests drive the same host.
public final class DemoHost {
    public let ui: UI
    public private(set) var clock: FrameClock
    public let options: DemoOptions
    /// The running demo; nil shows the gallery.
    public private(set) var demo: Demo?
    /// True when launched straight into a demo: Escape then quits instead of going back.
    public let direct: Bool
    public private(set) var quitRequested = false
    public private(set) var lastDrawList = DrawList()
    private let gallery = Gallery()

    /// - Parameter demoName: a name from `allDemos`, or nil for the gallery.
    public init(demoName: String?, options: DemoOptions, size: Size, measurer: TextMeasurer, fixedStep: Bool) {
        ui = UI(size: size, measurer: measurer)
        clock = FrameClock(fixedStep: fixedStep)
        self.options = options
        direct = demoName != nil
        if let demoName, let t = demoType(named: demoName) { demo = t.init(options: options) }
    }

    /// Name of what is on screen: a demo name or "gallery".
    public var currentName: String { demo.map { type(of: $0).name } ?? "gallery" }

    /// Advances one frame with `events` and returns what to draw.
    @discardableResult
    public func frame(events: [InputEvent]) -> DrawList {
        let t = clock.tick()
        var passed = events
        for e in events {
            guard case .key(let name, _) = e else { continue }
            let lower = name.lowercased()
            if lower == "escape" {
                if let d = demo, d.wantsEscape { continue }
                passed.removeAll { $0 == e }
                if demo != nil && !direct { demo = nil } else { quitRequested = true }
            } else if lower == "q" && demo != nil {
                quitRequested = true
            }
        }
        if let d = demo {
            lastDrawList = ui.runFrame(time: t, events: passed) { ui in d.body(ui) }
        } else {
            lastDrawList = ui.runFrame(time: t, events: passed) { ui in gallery.body(ui) }
            if let chosen = gallery.chosen {
                gallery.chosen = nil
                demo = chosen.init(options: options)
                lastDrawList = ui.runFrame(time: t, events: []) { ui in demo!.body(ui) }
            }
        }
        lastDrawList.clearColor = .white
        return lastDrawList
    }

    /// True when nothing animates and no gesture is active (the loop may block on input).
    public var isIdle: Bool { ui.isIdle }

    /// The demo's model state ("gallery" has the demo names).
    public func state() -> JSON {
        demo?.snapshot() ?? .object([("demos", .strings(allDemos.map { $0.name }))])
    }

    /// `{"demo", "frame", "size", "nodes", "state"}` for the last frame.
    public func inspector() -> JSON {
        let nodes: [JSON] = ui.inspector.map { n in
            .object([("id", .string(n.id)), ("role", .string(n.role)), ("label", .string(n.label)), ("frame", .rect(n.frame))])
        }
        return .object([
            ("demo", .string(currentName)),
            ("frame", .number(Double(clock.frame))),
            ("size", .array([.number(ui.size.width), .number(ui.size.height)])),
            ("nodes", .array(nodes)),
            ("state", state()),
        ])
    }

    /// One trace line: `{"frame": n, "time": seconds, "state": {...}}`.
    public func traceLine() -> String {
        JSON.object([("frame", .number(Double(clock.frame))), ("time", .number(clock.time)), ("state", state())]).serialized()
    }
}
