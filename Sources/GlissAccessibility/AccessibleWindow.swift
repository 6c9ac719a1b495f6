import GlissCore

/// One open window as the bridge publishes it to screen readers: a frame of the application
/// with the elements `ui`'s last frame drew (``ATSPIBridge/publish(_:)``).
public struct AccessibleWindow {
    /// The window's name (`main`, a scene id, `id:value`): what a screen reader asks of its
    /// elements comes back from ``ATSPIBridge/takeInput()`` under this name.
    public var name: String
    /// The window's title: the frame's accessible name.
    public var title: String
    /// The window's frame, just drawn.
    public var ui: UI
    /// Where the window is on the screen (elements' screen extents add it).
    public var origin: Point
    /// The window has the keyboard (Orca follows the active window).
    public var isActive: Bool

    /// A window to publish, as the run loop describes each open one after its frame.
    public init(name: String, title: String, ui: UI, origin: Point, isActive: Bool) {
        self.name = name
        self.title = title
        self.ui = ui
        self.origin = origin
        self.isActive = isActive
    }
}
