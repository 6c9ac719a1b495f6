import Foundation
import GlissApp
import GlissCore
import GlissSDL

/// Drives a Gliss app headless, frame by frame, as a person would: every frame advances exactly
/// 1/60 s, widgets are found by their label in the inspector, input goes where they are, and
/// the frame can be compared with a stored screenshot.
///
/// ```swift
/// let h = try Harness(app: Counter())
/// try h.click(label: "+")
/// try h.runUntilIdle()
/// XCTAssertEqual(h.state["count"], .number(1))
/// try h.assertSnapshot(named: "one")
/// ```
///
/// Failures are thrown errors (``HarnessError``, ``SnapshotError``), so it works the same from
/// XCTest and Swift Testing. Not thread-safe: one harness per test, on one thread.
public final class Harness {
    /// How text is measured (and whether there are pixels).
    public enum TextRendering: Sendable {
        /// The real fonts through Gliss's text engine and the offscreen SDL renderer (software): pixels,
        /// screenshots and snapshots, exactly as the app draws them.
        case sdl
        /// A fast monospace measurer and no renderer: layout and logic only, no pixels.
        case headless
    }

    /// The headless host running the app (its `ui`, clock, inspector).
    public let host: AppHost
    /// The backend frames are drawn through: `SDLBackend` (offscreen, software) with `.sdl`
    /// text, `NullBackend` (no pixels) with `.headless`, or the one given to
    /// ``init(app:backend:)``.
    public let backend: any Backend
    /// Serves the main thread's queued work and timers between frames.
    let work: MainThreadWork
    /// Called after every frame (e.g. to check the app's invariants as `--check-invariants` does).
    public var afterFrame: ((Harness) -> Void)?
    /// References ``assertSnapshot(named:tolerance:file:line:)`` recorded because they were
    /// missing, not reported yet (see ``finishSnapshots()``).
    public internal(set) var recordedSnapshots: [RecordedSnapshot] = []

    /// Runs `app` in a window of `size` points (default: the app's `defaultSize`) and draws
    /// its first frame.
    ///
    /// With `.sdl` text (the default) the harness sets `SDL_VIDEODRIVER=offscreen` for the
    /// process and uses the software renderer, so pixels repeat exactly on one machine.
    public convenience init<A: App>(app: A, size: Size? = nil, text: TextRendering = .sdl, resources: String? = nil) throws {
        let size = size ?? A.defaultSize
        switch text {
        case .headless:
            self.init(app: app, backend: NullBackend(size: size))
        case .sdl:
            setenv("SDL_VIDEODRIVER", "offscreen", 1)
            let root = ResourceLocator.find(explicit: resources, folder: A.resourceFolder) ?? A.resourceFolder ?? "."
            self.init(app: app, backend: try SDLBackend(options: BackendOptions(
                title: A.title, size: size, vsync: false, hidden: true, resourceRoot: root, renderer: "software")))
        }
    }

    /// Runs `app` on `backend` (its window size and text measurer; a backend of your own for
    /// tests of the seam) and draws its first frame. Frames still advance exactly 1/60 s.
    /// Windows the app opens get a backend of the same kind (`NullBackend`, or a hidden
    /// offscreen `SDLBackend`); reach them with ``window(_:)``.
    public init(app: any App, backend: any Backend) {
        self.backend = backend
        work = MainThreadWork(watching: false)
        host = AppHost(app: app, size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: true)
        appWindow = AppWindow(host: host, backend: backend)
        let measurer = backend.textMeasurer
        let sdlRoot = (backend as? SDLBackend)?.resourceRoot
        windows = AppWindows(app: app, main: appWindow, makeBackend: { title, size, _ in
            guard let sdlRoot else { return NullBackend(size: size, measurer: measurer) }
            return try SDLBackend(options: BackendOptions(title: title, size: size, vsync: false, hidden: true,
                                                          resourceRoot: sdlRoot, renderer: "software"))
        }, fixedStep: true, state: nil)
        run(frames: 1)
    }

    /// A harness over another window of the same app (``window(_:)``).
    private init(window: AppWindow, windows: AppWindows, work: MainThreadWork) {
        appWindow = window
        self.windows = windows
        self.work = work
        host = window.host
        backend = window.backend
    }

    // MARK: Windows

    /// This harness's window among the app's.
    let appWindow: AppWindow
    /// The app's windows, shared by the harnesses of each.
    let windows: AppWindows

    /// The window the app opened called `name` — `main`, a scene's id (`"inspector"`), or
    /// `id:value` for a window group's (`"doc:a.txt"`) — driven as this harness drives its own:
    /// `try h.window("inspector").type("notes")`. Every frame of one window steps the others
    /// too (they share the app, as in the run loop).
    /// - Throws: ``HarnessError/noWindow(_:open:)`` when no open window has that name.
    public func window(_ name: String) throws -> Harness {
        guard let w = windows.window(named: name) else {
            throw HarnessError.noWindow(name, open: windows.open.map(\.name))
        }
        if w === appWindow { return self }
        return Harness(window: w, windows: windows, work: work)
    }

    /// The names of the open windows, the main window (`main`) first while it is open.
    public var openWindows: [String] { windows.open.map(\.name) }

    /// True while this harness's window is open (`dismissWindow()` closes it).
    public var isWindowOpen: Bool { appWindow.isOpen }

    /// True once the app asked to end (`ui.terminate()`, or its last window closed).
    public var quitRequested: Bool { windows.quitRequested || host.quitRequested }

    /// The window's title now (its `navigationTitle`, its scene's title, or the app's).
    public var windowTitle: String { host.title }

    /// Reports the references recorded and not yet reported as one failure of the running test.
    deinit { reportRecordedSnapshots() }

    /// Runs a bare body (no app type): `Harness(size: Size(400, 300)) { ui in ui.text("Hi") }`.
    public convenience init(size: Size = Size(400, 300), text: TextRendering = .sdl, body: @escaping (UI) -> Void) throws {
        let app = BodyApp()
        app.content = body
        try self.init(app: app, size: size, text: text)
    }

    // MARK: Time

    /// The number of frames run so far.
    public var frame: Int { host.clock.frame }
    /// The time of the last frame, in seconds: 0 for the first frame, then 1/60 s more per frame.
    public var time: Double { host.clock.time }
    /// The immediate-mode context (for what the queries below do not cover).
    public var ui: UI { host.ui }

    /// Runs `frames` frames with no input.
    public func run(frames: Int = 1) {
        for _ in 0..<max(0, frames) { step([]) }
    }

    /// Runs frames until nothing animates, no gesture is in flight, nothing is queued for the
    /// main thread and the tasks views started (`task`) have finished; returns how many it
    /// took. It runs one frame first, always: a change the test made to the app's model itself
    /// (`app.query = "99"`) reaches no frame on its own, as no event announces it. While only
    /// tasks are pending it waits for them in wall time, stepping a frame each time they queue
    /// work, up to `timeout` seconds.
    /// - Throws: ``HarnessError/neverSettled(frames:)`` after `maxFrames` frames;
    ///   ``HarnessError/tasksStillRunning(count:seconds:)`` after `timeout` seconds.
    @discardableResult
    public func runUntilIdle(maxFrames: Int = 600, timeout: Double = 10) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        step([])
        var n = 1
        while true {
            let tasks = host.ui.runningTaskCount
            // A sleep on the frame clock ends only as frames pass: keep stepping.
            if host.isIdle && !work.hasQueuedWork && !FrameTimeline.shared.hasWaiters {
                if tasks == 0 { return n }
                // Nothing moves: wait for the tasks' next step (a sleep ending, a result).
                let left = deadline.timeIntervalSinceNow
                if left <= 0 { throw HarnessError.tasksStillRunning(count: tasks, seconds: timeout) }
                if !work.waitForWork(timeout: min(left, 0.25)) { continue }
            }
            if n >= max(1, maxFrames) { throw HarnessError.neverSettled(frames: maxFrames) }
            step([])
            n += 1
        }
    }

    /// One frame with `events`: what every input method below is made of.
    public func step(_ events: [InputEvent]) {
        // Work queued for the main thread (tasks' steps, DispatchQueue.main) runs before each
        // frame, in the order it was queued, as in the app's run loop — after the frame
        // clock's sleeps that end by this frame have resumed.
        work.serve(after: host.clock, exact: true)
        windows.shareWindowList()
        host.frame(events: events)
        backend.setTextInputArea(host.ui.textInputArea)
        backend.setWindowTitle(host.title)
        // The other windows show the same app: they draw what this frame changed. Then what
        // the frames asked of the windows is done (a new window draws its first frame now).
        appWindow.fitToContent()
        for w in windows.open where w !== appWindow {
            w.host.frame(events: [])
            w.fitToContent()
        }
        let before = Set(windows.open.map { ObjectIdentifier($0) })
        for w in windows.open {
            for request in w.host.ui.takeWindowRequests() { windows.perform(request, from: w) }
        }
        // A file dialog waits for the test to answer it (``answerFileDialog(_:)``).
        fileDialogRequests += host.ui.takeFileDialogRequests()
        // Settings the frames changed are written after them, as in the run loop.
        SettingsStore.saveChanges(force: false)
        let opened = windows.open.filter { !before.contains(ObjectIdentifier($0)) }
        if !opened.isEmpty { windows.shareWindowList() }
        for w in opened { w.host.frame(events: []) }
        for e in events {
            if case .pointerDown(_, .left) = e { pointerPressed = true }
            if case .pointerUp(_, .left) = e { pointerPressed = false }
        }
        if let r = recorder {
            do {
                let image = try screenshotImage()
                let scale = Double(image.width) / max(1, host.ui.size.width)
                try r.add(image, pointer: host.ui.pointer.map { Point($0.x * scale, $0.y * scale) },
                          pressed: pointerPressed, pointSize: scale)
            } catch {
                recordingFailure = "\(error)"
                r.abort()
                recorder = nil
            }
        }
        afterFrame?(self)
    }

    // MARK: Recording

    private var recorder: Recorder?
    private var recordingFailure: String?
    private var pointerPressed = false
    /// The file dialogs this window asked the platform for, not yet answered.
    public internal(set) var fileDialogRequests: [FileDialogRequest] = []

    /// Records every frame from now on to `path` — `.mp4`, `.webm`, `.gif` (ffmpeg) or a folder
    /// ending in `/` of numbered PNGs — as `--record` does, so a test can leave a video of what
    /// it did (e.g. of a failure). Ends with ``finishRecording()``.
    /// - Throws: a `RecordingError` naming what is missing (ffmpeg, the folder), or
    ///   ``HarnessError/noPixels`` with `.headless` text.
    public func record(to path: String, scale: Double = 1, pointer: Bool = true) throws {
        guard !(backend is NullBackend) else { throw HarnessError.noPixels }
        var args = ["--record", path, "--record-scale", "\(scale)"]
        if !pointer { args.append("--record-no-pointer") }
        recorder = try Recorder(options: try RecordOptions.parse(args), fixedStep: true)
        recordingFailure = nil
    }

    /// Ends the recording started by ``record(to:scale:pointer:)`` and writes the file; returns
    /// the number of frames recorded.
    /// - Throws: when a frame could not be written or the encoder failed (nothing is left behind).
    @discardableResult
    public func finishRecording() throws -> Int {
        if let f = recordingFailure { recordingFailure = nil; throw RecordingError(f) }
        guard let r = recorder else { return 0 }
        recorder = nil
        try r.finish()
        return r.count
    }

    // MARK: Queries

    /// The app's state (its `snapshot()`).
    public var state: JSON { host.state() }

    /// Every node the last frame lists (visible texts, images, buttons, scroll views…).
    public var nodes: [InspectorNode] { host.ui.inspector }

    /// The nodes with `role` ("text", "button", "image", …).
    public func nodes(role: String) -> [InspectorNode] { nodes.filter { $0.role == role } }

    /// The first node labelled `label` (and with `role`, when given).
    /// - Throws: ``HarnessError/noNode(label:role:existing:)`` naming the labels that do exist.
    public func node(label: String, role: String? = nil) throws -> InspectorNode {
        let all = nodes
        if let n = all.first(where: { $0.label == label && (role == nil || $0.role == role) }) { return n }
        var seen = Set<String>()
        let existing = all.map(\.label).filter { !$0.isEmpty && seen.insert($0).inserted }
        throw HarnessError.noNode(label: label, role: role, existing: existing)
    }

    /// The `--inspect` JSON of the last frame.
    public var inspector: JSON { host.inspector() }

    /// The last frame's accessibility tree: what a screen reader reads over AT-SPI (roles,
    /// labels, traits, hints, actions). Send requests back as a screen reader does with
    /// ``step(_:)`` and `.accessibility(…)` events.
    public var accessibilityElements: [AccessibilityElement] { host.ui.accessibilityElements() }

    // MARK: Input (window points; each call runs the frames it needs)

    /// Press, one frame, release — at the centre of the node labelled `label`.
    public func click(label: String, role: String? = nil) throws {
        click(at: try node(label: label, role: role).frame.center)
    }

    /// A click with `button` (`.right`: a secondary click) at the centre of the node labelled
    /// `label`.
    public func click(label: String, role: String? = nil, button: PointerButton) throws {
        click(at: try node(label: label, role: role).frame.center, button: button)
    }

    /// Press at `p` (one frame), release (the next frame): the script's `click`.
    public func click(at p: Point) {
        click(at: p, button: .left)
    }

    /// Press `button` at `p` (one frame), release it (the next frame): `click X Y right`.
    public func click(at p: Point, button: PointerButton) {
        step([.pointerMove(p), .pointerDown(p, button)])
        step([.pointerUp(p, button)])
    }

    /// A click at `p` with `modifiers` held (Shift+click, Ctrl+click): the modifiers go down,
    /// press (one frame), release (the next), the modifiers come up (a third frame).
    public func click(at p: Point, modifiers: KeyModifiers) {
        step([.modifiersChanged(modifiers), .pointerMove(p), .pointerDown(p, .left)])
        step([.pointerUp(p, .left)])
        step([.modifiersChanged([])])
    }

    /// A click with `modifiers` held at the centre of the node labelled `label`.
    public func click(label: String, role: String? = nil, modifiers: KeyModifiers) throws {
        click(at: try node(label: label, role: role).frame.center, modifiers: modifiers)
    }

    /// Moves the pointer to `p` and presses the left button (one frame).
    public func press(at p: Point) { step([.pointerMove(p), .pointerDown(p, .left)]) }

    /// Moves the pointer to `p` (one frame).
    public func move(to p: Point) { step([.pointerMove(p)]) }

    /// Moves to `p` and releases the left button (one frame).
    public func release(at p: Point) { step([.pointerMove(p), .pointerUp(p, .left)]) }

    /// The script's `drag`: press at `a`, `frames` frames of even moves to `b`, released with the last.
    public func drag(from a: Point, to b: Point, frames n: Int = 10) {
        press(at: a)
        let n = max(1, n)
        for k in 1...n {
            let t = Double(k) / Double(n)
            let p = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
            step(k == n ? [.pointerMove(p), .pointerUp(p, .left)] : [.pointerMove(p)])
        }
    }

    /// Drags the node labelled `label` from its centre by `offset`.
    public func drag(label: String, role: String? = nil, by offset: Point, frames: Int = 10) throws {
        let c = try node(label: label, role: role).frame.center
        drag(from: c, to: Point(c.x + offset.x, c.y + offset.y), frames: frames)
    }

    /// A wheel event with the pointer at `p` (one frame); positive `dy` reveals content below.
    public func wheel(dx: Double = 0, dy: Double, at p: Point) {
        step([.pointerMove(p), .wheel(dx: dx, dy: dy, modifiers: [])])
    }

    /// A key press (one frame), by key name (a script's spelling, as `Key(name:)` reads
    /// it): "Escape", "Return", "Left", "Q", …
    /// - Throws: ``HarnessError/unknownKey(_:)`` for a name that names no key.
    public func key(_ name: String) throws {
        try key(name, modifiers: [])
    }

    /// A key press with modifiers held (one frame): `key("A", modifiers: .control)` is Ctrl+A,
    /// `key("Left", modifiers: [.control, .shift])` selects a word to the left.
    /// - Throws: ``HarnessError/unknownKey(_:)`` for a name that names no key.
    public func key(_ name: String, modifiers: KeyModifiers) throws {
        guard let key = Key(name: name) else { throw HarnessError.unknownKey(name) }
        step([.key(key, modifiers: modifiers)])
    }

    /// Types `text` into the focused text field (one frame), as the keyboard or an input
    /// method commits it.
    public func type(_ text: String) {
        step([.text(text)])
    }

    /// Plays a script in the command line's format (`wait 2`, `click 100 200`, …), every
    /// frame it describes; `screenshot FILE` lines write PNGs (needs `.sdl` text); `quit` stops.
    /// - Throws: the script's `file:line: message` when it does not parse.
    public func play(script text: String) throws {
        var player = ScriptPlayer(try Script.parse(text))
        while let f = player.next() {
            step(f.events)
            for path in f.screenshots { try screenshotImage().writePNG(to: path) }
            if f.quit { break }
        }
    }

    // MARK: Pixels

    /// The last frame, drawn by the backend.
    /// - Throws: ``HarnessError/noPixels`` from a backend without pixels (`.headless` text).
    public func screenshotImage() throws -> RGBAImage {
        backend.render(host.lastDrawList)
        guard let image = backend.pixels() else { throw HarnessError.noPixels }
        return image
    }

    /// The last frame as PNG data.
    public func screenshot() throws -> Data { try screenshotImage().pngData() }

    /// Warnings the frames raised (layout that never settled, …) and the backend's
    /// (missing images or fonts).
    public var warnings: [String] { host.ui.warnings + backend.warnings + windows.warnings }
}

/// Why a harness call failed.
public enum HarnessError: Error, CustomStringConvertible, Equatable {
    /// No node with that label (and role) in the last frame; `existing` lists the labels that are.
    case noNode(label: String, role: String?, existing: [String])
    /// `runUntilIdle` ran this many frames and something still moved.
    case neverSettled(frames: Int)
    /// A name that names no key (see `Key(name:)`).
    case unknownKey(String)
    /// Pixels were asked of a harness with `.headless` text.
    case noPixels
    /// `runUntilIdle` waited this many seconds and this many views' tasks still ran.
    case tasksStillRunning(count: Int, seconds: Double)
    /// ``Harness/window(_:)`` named a window that is not open; `open` names those that are.
    case noWindow(String, open: [String])
    /// ``Harness/answerFileDialog(_:)`` found no file dialog waiting for an answer.
    case noFileDialog

    public var description: String {
        switch self {
        case let .noNode(label, role, existing):
            return "no visible node labelled '\(label)'" + (role.map { " with role '\($0)'" } ?? "")
                + "; labels in this frame: " + (existing.isEmpty ? "(none)" : existing.map { "'\($0)'" }.joined(separator: ", "))
        case .neverSettled(let n):
            return "still animating after \(n) frames (runUntilIdle(maxFrames:))"
        case .unknownKey(let k):
            return Key.unknownNameMessage(k)
        case .noPixels:
            return "this harness has no pixels: create it with text: .sdl to take screenshots"
        case let .noWindow(name, open):
            return "no open window is called '\(name)'; open: " + open.joined(separator: ", ")
        case let .tasksStillRunning(count, seconds):
            return "\(count) task(s) started by views still running after \(seconds) s (runUntilIdle(timeout:))"
        case .noFileDialog:
            return "no file dialog waits for an answer (is fileDialogPresenter .platform, and was one presented?)"
        }
    }
}

/// The app behind `Harness(size:body:)`.
final class BodyApp: App {
    var content: (UI) -> Void = { _ in }
    init() {}
    func body(_ ui: UI) { content(ui) }
    static var commandName: String { "body" }
}
