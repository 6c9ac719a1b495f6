/// A backend with no window and no pixels (Dear ImGui's null backend): text is measured by a
/// monospace measurer, drawing keeps the list, input is what a test queues. The headless test
/// harness and engine tests run on it; nothing about it needs a display or SDL.
///
/// ```swift
/// let backend = NullBackend(size: Size(400, 300))
/// backend.queue([.pointerDown(Point(10, 10), .left)])
/// ```
public final class NullBackend: Backend {
    /// The window's size in points (a test may change it; send `.resize` too).
    public var windowSize: Size
    /// Measures text (monospace unless given another).
    public let textMeasurer: TextMeasurer
    /// True once ``requestQuit()`` was called.
    public private(set) var quitRequested = false
    /// The last list drawn.
    public private(set) var lastDrawList = DrawList()
    /// How many frames were drawn.
    public private(set) var framesRendered = 0
    /// The title the window would have (``setWindowTitle(_:)``), nil until one is set.
    public private(set) var windowTitle: String?
    /// Keeps the title a window would show.
    public func setWindowTitle(_ title: String) { windowTitle = title }
    /// Nothing goes wrong without a window.
    public let warnings: [String] = []
    /// `"none"`.
    public let rendererName = "none"
    private var queued: [InputEvent] = []

    /// A backend for a window of `size` points whose text `measurer` measures.
    public init(size: Size, measurer: TextMeasurer = MonospaceTextMeasurer()) {
        windowSize = size
        textMeasurer = measurer
    }

    /// Events the next ``pollEvents(timeout:)`` returns.
    public func queue(_ events: [InputEvent]) { queued += events }

    /// Asks the app to quit, as a window's close button does.
    public func requestQuit() { quitRequested = true }

    /// The queued events (it never waits: there is no one to wait for).
    public func pollEvents(timeout: Double) -> [InputEvent] {
        defer { queued.removeAll() }
        return queued
    }

    /// Keeps `list` as ``lastDrawList``.
    public func render(_ list: DrawList) {
        lastDrawList = list
        framesRendered += 1
    }

    /// Nil: no pixels.
    public func pixels() -> RGBAImage? { nil }
}
