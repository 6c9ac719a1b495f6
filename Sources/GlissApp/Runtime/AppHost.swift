import Foundation
import GlissCore

/// Runs an ``App`` frame by frame with no platform underneath: the frame clock, the `UI`,
/// the inspector and the trace. The windowed runtime and headless tests drive the same host.
public final class AppHost {
    /// Steps the app's frames (the one stepper the runtime, the harness and the bench share).
    public let stepper: FrameStepper
    /// The app being run.
    public let app: any App
    /// The immediate-mode context the app builds into.
    public var ui: UI { stepper.ui }
    /// Time of each frame (exactly 1/60 s steps with `fixedStep`).
    public var clock: FrameClock { stepper.clock }
    /// What the last frame drew.
    public var lastDrawList: DrawList { stepper.lastDrawList }

    /// - Parameters:
    ///   - app: the app to run.
    ///   - size: the window size in points.
    ///   - measurer: measures text (the backend's `textMeasurer`).
    ///   - fixedStep: every frame advances exactly 1/60 s.
    public init(app: any App, size: Size, measurer: TextMeasurer, fixedStep: Bool) {
        self.app = app
        stepper = FrameStepper(size: size, measurer: measurer, fixedStep: fixedStep)
    }

    /// Advances one frame with `events` and returns what to draw.
    @discardableResult
    public func frame(events: [InputEvent]) -> DrawList {
        let app = self.app
        return stepper.step(events: events) { ui in app.body(ui) }
    }

    /// Draws `list` through `backend`, starts or stops its text input where the frame's
    /// focused text field wants it and shows the pointer's shape: what the run loop and the
    /// harness do after every frame.
    public func present(_ list: DrawList, on backend: any Backend) {
        backend.render(list)
        backend.setTextInputArea(ui.textInputArea)
        backend.setPointerStyle(ui.pointerStyle)
        backend.setWindowTitle(app.windowTitle)
    }

    /// True when nothing animates and no gesture is active (the loop may block on input).
    public var isIdle: Bool { ui.isIdle }

    /// True once the app asked to quit.
    public var quitRequested: Bool { app.quitRequested }

    /// The app's state (`snapshot()`).
    public func state() -> JSON { app.snapshot() }

    /// `{"screen", "frame", "size", "nodes", "state"}` for the last frame (`"screen"`: the app's
    /// ``App/screenName``; the node with keyboard focus has `"focused": true`; a text field has
    /// its `"value"` and `"selection"`, UTF-8 offsets `[start, end]`).
    public func inspector() -> JSON {
        let nodes: [JSON] = ui.inspector.map { n in
            var fields: [(String, JSON)] = [("id", .string(n.id)), ("role", .string(n.role)), ("label", .string(n.label)), ("frame", .rect(n.frame))]
            if n.focused { fields.append(("focused", .bool(true))) }   // only on the focused node
            if let v = n.value { fields.append(("value", .string(v))) }   // text fields
            if let s = n.selection { fields.append(("selection", .array(s.map { .number(Double($0)) }))) }
            return .object(fields)
        }
        return .object([
            ("screen", .string(app.screenName)),
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
