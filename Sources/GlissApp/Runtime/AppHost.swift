import Foundation
import GlissCore

/// Runs an ``App`` frame by frame with no platform underneath: the frame clock, the `UI`,
/// the inspector and the trace. The windowed runtime and headless tests drive the same host.
public final class AppHost {
    /// The immediate-mode context the app builds into.
    public let ui: UI
    /// The app being run.
    public let app: any App
    /// Time of each frame (exactly 1/60 s steps with `fixedStep`).
    public private(set) var clock: FrameClock
    /// What the last frame drew.
    public private(set) var lastDrawList = DrawList()

    /// - Parameters:
    ///   - app: the app to run.
    ///   - size: the window size in points.
    ///   - measurer: measures text (the SDL backend's, or `MonospaceTextMeasurer` headless).
    ///   - fixedStep: every frame advances exactly 1/60 s.
    public init(app: any App, size: Size, measurer: TextMeasurer, fixedStep: Bool) {
        self.app = app
        ui = UI(size: size, measurer: measurer)
        clock = FrameClock(fixedStep: fixedStep)
    }

    /// Advances one frame with `events` and returns what to draw.
    @discardableResult
    public func frame(events: [InputEvent]) -> DrawList {
        let t = clock.tick()
        let app = self.app
        lastDrawList = ui.runFrame(time: t, events: events) { ui in app.body(ui) }
        lastDrawList.clearColor = .white
        return lastDrawList
    }

    /// True when nothing animates and no gesture is active (the loop may block on input).
    public var isIdle: Bool { ui.isIdle }

    /// True once the app asked to quit.
    public var quitRequested: Bool { app.quitRequested }

    /// The app's state (`snapshot()`).
    public func state() -> JSON { app.snapshot() }

    /// `{"demo", "frame", "size", "nodes", "state"}` for the last frame (`"demo"`: the app's
    /// ``App/screenName``; the node with keyboard focus has `"focused": true`).
    public func inspector() -> JSON {
        let nodes: [JSON] = ui.inspector.map { n in
            var fields: [(String, JSON)] = [("id", .string(n.id)), ("role", .string(n.role)), ("label", .string(n.label)), ("frame", .rect(n.frame))]
            if n.focused { fields.append(("focused", .bool(true))) }   // only on the focused node
            return .object(fields)
        }
        return .object([
            ("demo", .string(app.screenName)),
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
