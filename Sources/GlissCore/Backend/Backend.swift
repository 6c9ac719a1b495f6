/// What Gliss needs from the platform and the renderer beneath it: the window's size, input,
/// text measured exactly as it is drawn, a frame's `DrawList` drawn, and the pixels drawn.
///
/// The run loop, the test harness and the benchmark talk to a backend only through this
/// protocol. `SDLBackend` (GlissSDL) is the real one: a window, SDL's renderer and fonts.
/// ``NullBackend`` has no window and no pixels, for headless runs and engine tests; a test
/// can write its own (events it scripts, lists it inspects).
public protocol Backend: AnyObject {
    /// The window's size in points.
    var windowSize: Size { get }
    /// Measures text exactly as ``render(_:)`` draws it.
    var textMeasurer: TextMeasurer { get }
    /// The input that arrived since the last call, in window points; waits at most `timeout`
    /// seconds for the first event when there is none (0: does not wait).
    func pollEvents(timeout: Double) -> [InputEvent]
    /// Makes a ``pollEvents(timeout:)`` waiting on the main thread return now. Called from any
    /// thread (the run loop's watcher calls it when work is queued for the main thread).
    func wake()
    /// Starts taking typed text (``InputEvent/text(_:)``, and an input method's compositions)
    /// while `area` is given — the focused text field's caret in window points, where an input
    /// method shows its candidates — and stops when nil. The run loop sets it after each frame.
    func setTextInputArea(_ area: Rect?)
    /// Shows the platform's cursor for `style` (the run loop sets it after each frame).
    func setPointerStyle(_ style: PointerStyle)
    /// Titles the window (the run loop sets the app's title after each frame: changing it
    /// only when it changed is the backend's part).
    func setWindowTitle(_ title: String)
    /// True once the platform asked the app to quit (the last window's close button, the
    /// session ending).
    var quitRequested: Bool { get }
    /// True once this window's close button was pressed: the run loop closes the window
    /// (and quits when it was the last).
    var closeRequested: Bool { get }
    /// Where the window is on the screen and its size, in points (what is remembered for the
    /// next launch); nil when the platform does not say.
    var windowFrame: Rect? { get }
    /// Brings the window to the front and gives it the keyboard (opening a window already open).
    func raise()
    /// The window's name for other processes — the desktop portal's parent window,
    /// `x11:<hex id>` on X11 — nil when it has none.
    var windowHandle: String? { get }
    /// Hides the window (the main window closed while others stay open) or shows it again.
    func setHidden(_ hidden: Bool)
    /// Sets the window's size in points (a window that follows its content's size).
    func setWindowSize(_ size: Size)
    /// The smallest size the user may resize the window to, and whether they may resize it.
    func setSizeLimits(minimum: Size?, resizable: Bool)
    /// Draws `list` and shows it.
    func render(_ list: DrawList)
    /// The pixels of the last frame drawn, or nil from a backend that draws none.
    func pixels() -> RGBAImage?
    /// Problems the backend met (an image it could not load, a missing font…), each once.
    var warnings: [String] { get }
    /// The renderer's name, for reports (`"software"`, `"opengl"`, `"none"`).
    var rendererName: String { get }
    /// Blocks until the last frame is really drawn, not just queued (start-up reports).
    func waitUntilDrawn()
    /// Seconds the last ``render(_:)`` waited to keep pace with the display (the HUD's figure).
    var lastPaceWait: Double { get }
    /// One line of cache figures for `GLISS_STATS` (textures, image bytes), or nil.
    var cacheStatistics: String? { get }
    /// Where the window's content is on the screen, in points (screen readers place what they
    /// read there); the origin when the backend has no window.
    var windowOrigin: Point { get }
    /// True while the window has the keyboard (the active window: screen readers follow it).
    var isWindowActive: Bool { get }
    /// True when the backend has something new to show with no input (an image that finished
    /// loading in the background, one fading in): the run loop draws a frame for it.
    var needsFrame: Bool { get }
}

extension Backend {
    /// The window's close button is the app's quit.
    public var closeRequested: Bool { quitRequested }
    /// No window on a screen.
    public var windowFrame: Rect? { nil }
    /// No window to raise.
    public func raise() {}
    /// No window for other processes to name.
    public var windowHandle: String? { nil }
    /// No window to hide.
    public func setHidden(_ hidden: Bool) {}
    /// No window to resize.
    public func setWindowSize(_ size: Size) {}
    /// No window to limit.
    public func setSizeLimits(minimum: Size?, resizable: Bool) {}
    /// Nothing waits: ``pollEvents(timeout:)`` returns at once.
    public func wake() {}
    /// No text input to start: typed text is whatever the caller queues.
    public func setTextInputArea(_ area: Rect?) {}
    /// No cursor to show.
    public func setPointerStyle(_ style: PointerStyle) {}
    /// No window to title.
    public func setWindowTitle(_ title: String) {}
    /// Nothing to wait for.
    public func waitUntilDrawn() {}
    /// No pacing.
    public var lastPaceWait: Double { 0 }
    /// No caches.
    public var cacheStatistics: String? { nil }
    /// No window: at the origin.
    public var windowOrigin: Point { .zero }
    /// No window to lose the keyboard: always active.
    public var isWindowActive: Bool { true }
    /// Nothing arrives on its own.
    public var needsFrame: Bool { false }
}
