import GlissCore

/// The app's open windows: the main one (its `body`) and those its scenes opened. Carries out
/// what frames ask (``WindowRequest``: open, dismiss, settings, quit) and what the platform
/// asks (a window's close button), and remembers each window's frame for the next launch.
package final class AppWindows {
    /// Makes the backend of a new window: its title, size in points and, when remembered,
    /// where it was on the screen.
    package typealias BackendFactory = (_ title: String, _ size: Size, _ position: Point?) throws -> any Backend

    let app: any App
    let scenes: SceneBuilder
    /// The main window, open or not (the run's outputs read it).
    package let main: AppWindow
    /// The windows scenes opened, oldest first.
    package private(set) var others: [AppWindow] = []
    private let makeBackend: BackendFactory?
    private let fixedStep: Bool
    /// Where sizes are remembered (nil: not remembered, as in deterministic runs).
    let state: WindowStateStore?
    /// Problems to report (an unknown scene id, a window that could not open).
    package private(set) var warnings: [String] = []
    /// Set once the app must end (the last window closed, Ctrl+Q, `terminate()`).
    package private(set) var quitRequested = false

    package init(app: any App, main: AppWindow, makeBackend: BackendFactory?, fixedStep: Bool, state: WindowStateStore?) {
        self.app = app
        self.main = main
        self.makeBackend = makeBackend
        self.fixedStep = fixedStep
        self.state = state
        scenes = SceneBuilder()
        app.scenes(scenes)
        main.host.ui.hasSettingsScene = hasSettings
        if let state { main.host.restore(state.sceneValues(for: main.name)) }
    }

    /// The app declares a settings scene (the menus' Settings… and Ctrl+, open it).
    private var hasSettings: Bool { scenes.scene(id: Scene.settingsID) != nil }

    /// The open windows, the main window first while it is open.
    package var open: [AppWindow] { (main.isOpen ? [main] : []) + others }

    /// The open window called `name` (`main`, a scene id, `id:value`), or nil.
    package func window(named name: String) -> AppWindow? {
        open.first { $0.name == name }
    }

    /// Carries out `request`, made by a frame of `window`.
    package func perform(_ request: WindowRequest, from window: AppWindow) {
        switch request {
        case .open(let id, let value): open(id: id, value: value)
        case .openSettings:
            if scenes.scene(id: Scene.settingsID) == nil { warn("openSettings(): the app has no settings scene") } else { open(id: Scene.settingsID, value: nil) }
        case .focus(let identity): focus(identity)
        case .dismiss: close(window)
        case .terminate: quitRequested = true
        }
    }

    /// Brings the window `identity` forward; the main window, closed, opens again.
    func focus(_ identity: WindowIdentity) {
        if identity == main.identity && !main.isOpen {
            main.isOpen = true
            main.backend.setHidden(false)
        }
        guard let w = open.first(where: { $0.identity == identity }) else {
            warn("focusWindow(\(identity)): no such window is open")
            return
        }
        w.backend.raise()
    }

    /// Tells every open window which windows are open (before their frames: the Window menu).
    package func shareWindowList() {
        let list = open.map { (window: $0.identity, title: $0.host.title) }
        for w in open { w.host.ui.setOpenWindows(list) }
    }

    /// Opens the window of scene `id` for `value`, or raises the one already open for it.
    func open(id: String, value: AnyHashable?) {
        guard let scene = scenes.scene(id: id) else {
            let known = scenes.scenes.map(\.id)
            warn("openWindow(id: \"\(id)\"): no scene has that id (" + (known.isEmpty ? "the app declares no scenes" : "scenes: " + known.joined(separator: ", ")) + ")")
            return
        }
        if scene.kind == .windowGroup && value == nil {
            warn("openWindow(id: \"\(id)\"): the window group shows a \(scene.valueType ?? "value"); open it with openWindow(id:value:)")
            return
        }
        if scene.kind == .windowGroup, let value, !scene.accepts(value) {
            warn("openWindow(id: \"\(id)\", value: \(value.base)): the window group shows \(scene.valueType ?? "other values"), not \(type(of: value.base))")
            return
        }
        let identity = WindowIdentity(id: id, value: scene.kind == .windowGroup ? value : nil)
        if let existing = others.first(where: { $0.identity == identity }) {
            existing.backend.raise()
            return
        }
        guard let makeBackend else {
            warn("openWindow(id: \"\(id)\"): this run has no platform to open windows on")
            return
        }
        let remembered = state?.frame(for: identity.id)
        let size = remembered?.size ?? scene.defaultSize ?? Size(600, 400)
        do {
            let backend = try makeBackend(scene.title ?? type(of: app).title, size, remembered?.origin)
            let host = AppHost(app: app, scene: scene, value: identity.value, size: backend.windowSize,
                               measurer: backend.textMeasurer, fixedStep: fixedStep)
            host.ui.systemColorScheme = main.host.ui.systemColorScheme
            host.ui.layoutDirection = main.host.ui.layoutDirection
            host.ui.stopRequested = main.host.ui.stopRequested
            host.ui.openURL = main.host.ui.openURL
            host.ui.hasSettingsScene = hasSettings
            if let state { host.restore(state.sceneValues(for: identity.description)) }
            let window = AppWindow(host: host, backend: backend)
            window.resizability = scene.resizability
            others.append(window)
            shareWindowList()
        } catch {
            warn("cannot open the \(identity) window: \(error)")
        }
    }

    /// Closes `window` (remembering its frame); closing the last open window ends the app.
    func close(_ window: AppWindow) {
        guard window.isOpen else { return }
        remember(window)
        window.isOpen = false
        // A window the user closed forgets its `@SceneStorage` values, as SwiftUI's scenes.
        state?.recordSceneValues([:], for: window.name)
        if window === main {
            window.backend.setHidden(true)
        } else {
            others.removeAll { $0 === window }
        }
        if open.isEmpty { quitRequested = true }
    }

    /// Notes where `window` is and how large, for the next launch.
    func remember(_ window: AppWindow) {
        guard let state, window.isOpen, let frame = window.backend.windowFrame else { return }
        state.record(frame, for: window.identity.id.isEmpty ? WindowStateStore.mainKey : window.identity.id)
    }

    /// Remembers every open window (its frame and `@SceneStorage` values) and writes the
    /// state file (the run is ending). Windows closed during the run forget their values.
    func saveState() {
        guard let state else { return }
        state.forgetSceneValues()
        for w in open {
            remember(w)
            state.recordSceneValues(w.host.valuesToKeep, for: w.name)
        }
        if let problem = state.save() { warn(problem) }
    }

    /// The warnings so far, and forgets them.
    package func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }

    private func warn(_ message: String) { warnings.append(message) }
}
