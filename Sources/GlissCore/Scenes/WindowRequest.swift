/// What a frame asked of the application's windows — SwiftUI's `openWindow`, `dismissWindow`
/// and `openSettings` environment actions, and quitting. A view's action appends a request;
/// the run loop carries them out after the frame (data flows one way: the frame never opens a
/// window itself), in the order they were made.
public enum WindowRequest: Equatable {
    /// Open the scene `id` (a `window` or a `windowGroup`), for `value` when the group is
    /// per value; a window already open for it is brought to the front instead.
    case open(id: String, value: AnyHashable?)
    /// Bring the open window `identity` to the front (a closed main window opens again).
    case focus(WindowIdentity)
    /// Close the window this frame belongs to.
    case dismiss
    /// Open the settings window (or bring it to the front).
    case openSettings
    /// End the application: every window closes.
    case terminate
}

extension UI {
    /// Opens the window of the scene `id` — SwiftUI's `openWindow(id:)`: a `window` scene's one
    /// window, or a new window of a `windowGroup`. A window already open is brought forward.
    /// An unknown id is a warning, and nothing opens.
    public func openWindow(id: String) {
        outputs.windowRequests.append(.open(id: id, value: nil))
    }

    /// Opens the window of the scene `id` for `value` — SwiftUI's `openWindow(id:value:)`: one
    /// window per value of a `windowGroup(id:for:)`; opening a value that has a window brings
    /// that window forward.
    public func openWindow<V: Hashable>(id: String, value: V) {
        outputs.windowRequests.append(.open(id: id, value: AnyHashable(value)))
    }

    /// Brings the window `window` (one of ``openWindows``) to the front and gives it the
    /// keyboard — what the Window menu's list of windows does. The main window, closed while
    /// others stayed open, opens again.
    public func focusWindow(_ window: WindowIdentity) {
        outputs.windowRequests.append(.focus(window))
    }

    /// The app's open windows, in order, with their titles (the runtime sets it before each
    /// frame): what the Window menu lists.
    public internal(set) var openWindows: [(window: WindowIdentity, title: String)] {
        get { host.openWindows }
        set { host.openWindows = newValue }
    }

    /// True while this window has the keyboard (the runtime sets it before each frame from
    /// the platform; true where nothing says otherwise). A focused text field in a window
    /// without it draws no caret and asks for no blink frames, as GTK's.
    public package(set) var isWindowActive: Bool {
        get { host.isWindowActive }
        set { host.isWindowActive = newValue }
    }

    /// Tells this window which windows are open (the runtime and the harness, before a frame).
    package func setOpenWindows(_ windows: [(window: WindowIdentity, title: String)]) { openWindows = windows }

    /// Closes the window this view is in — SwiftUI's `dismissWindow()`. Closing the last
    /// window ends the application.
    public func dismissWindow() {
        outputs.windowRequests.append(.dismiss)
    }

    /// Opens the app's settings window (its `settings` scene) — SwiftUI's `openSettings()`.
    public func openSettings() {
        outputs.windowRequests.append(.openSettings)
    }

    /// Ends the application after this frame, closing every window (what File ▸ Quit and
    /// Ctrl+Q do).
    public func terminate() {
        outputs.windowRequests.append(.terminate)
    }

    /// The requests made since the last call, oldest first (the run loop takes them after each
    /// frame).
    package func takeWindowRequests() -> [WindowRequest] {
        defer { outputs.windowRequests.removeAll() }
        return outputs.windowRequests
    }

    /// The scene this window shows: its id (`""` for the main window) and the value it was
    /// opened for, if any. Set by the runtime when it makes the window.
    public internal(set) var window: WindowIdentity {
        get { host.window }
        set { host.window = newValue }
    }

    /// Sets which window this `UI` builds (the runtime and the test harness, once per window).
    package func setWindow(_ identity: WindowIdentity) { window = identity }

    /// Set by the runtime for a window sized by its content (`windowResizability`): each frame
    /// then measures the content's smallest and ideal sizes (``contentSize``) — two more
    /// measures of the tree, so off unless asked.
    public package(set) var measuresContentSize: Bool {
        get { host.measuresContentSize }
        set { host.measuresContentSize = newValue }
    }

    /// The content's smallest size (offered nothing) and ideal size (offered what it likes),
    /// measured by the last frame when ``measuresContentSize`` is on; nil otherwise.
    public var contentSize: (minimum: Size, ideal: Size)? { outputs.contentSize }

    /// The title the window's root view asked for with `navigationTitle` this frame, or nil.
    public var rootNavigationTitle: String? { outputs.rootNavigationTitle }

    /// Records `title` as the window's title (a `navigationTitle` outside any navigation
    /// stack, or the top page's of the outermost stack).
    @_spi(GlissControls) public func setRootNavigationTitle(_ title: String) {
        outputs.rootNavigationTitle = title
    }
}

/// Which scene a window shows: the scene's id (`""`: the app's main window, its `body`) and
/// the value a `windowGroup(id:for:)` window was opened for.
public struct WindowIdentity: Hashable, CustomStringConvertible {
    /// The scene's id; `""` for the main window.
    public var id: String
    /// The value the window was opened for, nil for a single window.
    public var value: AnyHashable?

    /// The window of scene `id`, opened for `value` (a window group's).
    public init(id: String, value: AnyHashable? = nil) {
        self.id = id
        self.value = value
    }

    /// The main window's identity.
    public static let main = WindowIdentity(id: "")

    /// `id`, or `id:value` (the name scripts and the inspector use).
    public var description: String {
        guard let value else { return id.isEmpty ? "main" : id }
        return "\(id):\(value.base)"
    }
}
