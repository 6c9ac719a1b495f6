import Foundation
import GlissControls
@_spi(GlissControls) import GlissCore

/// Runs one window of an ``App`` frame by frame with no platform underneath: the frame clock,
/// the `UI`, the inspector and the trace. The windowed runtime and headless tests drive the
/// same host; an app with several windows has a host for each, sharing the app.
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
    /// The scene this window shows (`WindowIdentity.main`: the app's `body`).
    public let identity: WindowIdentity
    /// Builds the window's frame: the app's `body`, or its scene's content.
    private let content: (UI) -> Void
    /// The scene's own title (`scenes.window("Inspector", …)`), nil for the main window.
    private let sceneTitle: String?
    /// The window's `@SceneStorage` values.
    var sceneValues = SceneValues()

    /// The key under which the state file keeps what the window's built-in views keep across
    /// launches (`UI.windowRestorationValues`: a split view's widths), beside its
    /// `@SceneStorage` values.
    static let viewValuesKey = "gliss.views"

    /// Gives the window the values the state file kept for it: its `@SceneStorage` values and
    /// its views' (under ``viewValuesKey``; what is not a number there is dropped).
    func restore(_ kept: [String: SettingsValue]) {
        var values = kept
        if case .object(let views)? = values.removeValue(forKey: Self.viewValuesKey) {
            ui.windowRestorationValues = views.compactMapValues { if case .number(let n) = $0 { n } else { nil } }
        }
        sceneValues = SceneValues(values)
    }

    /// What the state file is to keep for the window: ``restore(_:)``'s values as they are now.
    var valuesToKeep: [String: SettingsValue] {
        var values = sceneValues.values
        let views = ui.windowRestorationValues
        if !views.isEmpty { values[Self.viewValuesKey] = .object(views.mapValues { .number($0) }) }
        return values
    }

    /// - Parameters:
    ///   - app: the app to run.
    ///   - size: the window size in points.
    ///   - measurer: measures text (the backend's `textMeasurer`).
    ///   - fixedStep: every frame advances exactly 1/60 s.
    public init(app: any App, size: Size, measurer: TextMeasurer, fixedStep: Bool) {
        self.app = app
        identity = .main
        sceneTitle = nil
        content = { [unowned app] ui in app.body(ui) }
        stepper = FrameStepper(size: size, measurer: measurer, fixedStep: fixedStep)
    }

    /// A host for a window of `scene`, opened for `value` (a window group's), sharing `app`.
    public init(app: any App, scene: Scene, value: AnyHashable?, size: Size, measurer: TextMeasurer, fixedStep: Bool) {
        self.app = app
        identity = WindowIdentity(id: scene.id, value: value)
        sceneTitle = scene.title
        let build = scene.content
        content = { ui in build(ui, value) }
        stepper = FrameStepper(size: size, measurer: measurer, fixedStep: fixedStep)
        stepper.ui.setWindow(identity)
    }

    /// Advances one frame with `events` and returns what to draw. Events holding a shortcut
    /// followed by typing run as two frames back to back (see `InputEvent.batchBreak(in:)`),
    /// so the typing goes where the shortcut put the keys; the last frame's list is drawn.
    @discardableResult
    public func frame(events: [InputEvent]) -> DrawList {
        if let cut = InputEvent.batchBreak(in: events) {
            _ = frameOnce(events: Array(events[..<cut]))
            return frame(events: Array(events[cut...]))
        }
        return frameOnce(events: events)
    }

    private func frameOnce(events: [InputEvent]) -> DrawList {
        let content = self.content
        let app = self.app
        // `@SceneStorage` properties read and write this window's values while it builds.
        SceneValues.current = sceneValues
        return stepper.step(events: events) { ui in
            ui.windowRoot(commands: { app.commands($0) }) { content(ui) }
        }
    }

    /// The window's title now: its root view's `navigationTitle`, else its scene's title,
    /// else (the main window) the app's ``App/windowTitle``.
    public var title: String {
        if let t = ui.rootNavigationTitle { return t }
        if identity == .main { return app.windowTitle }
        return sceneTitle ?? type(of: app).title
    }

    /// Draws `list` through `backend`, starts or stops its text input where the frame's
    /// focused text field wants it and shows the pointer's shape: what the run loop and the
    /// harness do after every frame. `textInput` false leaves the platform's text input alone
    /// (it is one for all windows: the run loop gives it to the active window's field).
    public func present(_ list: DrawList, on backend: any Backend, textInput: Bool = true) {
        backend.render(list)
        if textInput { backend.setTextInputArea(ui.textInputArea) }
        backend.setPointerStyle(ui.pointerStyle)
        backend.setWindowTitle(title)
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
        .object([
            ("screen", .string(app.screenName)),
            ("frame", .number(Double(clock.frame))),
            ("size", .array([.number(ui.size.width), .number(ui.size.height)])),
            ("nodes", .array(nodes())),
            ("state", state()),
        ])
    }

    /// This window for the inspector's `"windows"` list: `{"id", "title", "open", "frame",
    /// "size", "nodes"}` (`"id"`: `main`, the scene id or `id:value`; `"frame"`: where it is on
    /// the screen, when the platform says).
    public func windowInspector(open: Bool, frame: Rect?) -> JSON {
        var fields: [(String, JSON)] = [("id", .string(identity.description)), ("title", .string(title)), ("open", .bool(open))]
        if let frame { fields.append(("frame", .rect(frame))) }
        fields += [("size", .array([.number(ui.size.width), .number(ui.size.height)])), ("nodes", .array(nodes()))]
        return .object(fields)
    }

    /// The last frame's inspector nodes.
    private func nodes() -> [JSON] {
        ui.inspector.map { n in
            var fields: [(String, JSON)] = [("id", .string(n.id)), ("role", .string(n.role)), ("label", .string(n.label)), ("frame", .rect(n.frame))]
            if n.focused { fields.append(("focused", .bool(true))) }   // only on the focused node
            if let v = n.value { fields.append(("value", .string(v))) }   // text fields
            if let s = n.selection { fields.append(("selection", .array(s.map { .number(Double($0)) }))) }
            return .object(fields)
        }
    }

    /// One trace line: `{"frame": n, "time": seconds, "state": {...}}`.
    public func traceLine() -> String {
        JSON.object([("frame", .number(Double(clock.frame))), ("time", .number(clock.time)), ("state", state())]).serialized()
    }
}
