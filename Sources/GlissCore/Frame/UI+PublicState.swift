import Foundation

/// The frame state an app reads (and the run loop sets), kept in the phase values (`input`,
/// `build`, `outputs`, `host`) and shown here under the names apps use.
extension UI {
    /// Window size in points.
    public internal(set) var size: Size {
        get { input.size }
        set { input.size = newValue }
    }
    /// This frame's time in seconds (from the frame clock).
    public internal(set) var time: Double {
        get { input.time }
        set { input.time = newValue }
    }
    /// Frame number, from 0.
    public internal(set) var frameIndex: Int {
        get { input.frameIndex }
        set { input.frameIndex = newValue }
    }
    /// Keys pressed this frame, in order.
    public internal(set) var keysPressed: [Key] {
        get { input.keysPressed }
        set { input.keysPressed = newValue }
    }
    /// Keys pressed this frame with the modifiers held, in order (``keysPressed`` without them).
    public internal(set) var keyPresses: [KeyPress] {
        get { input.keyPresses }
        set { input.keyPresses = newValue }
    }
    /// Text typed this frame (``InputEvent/text(_:)``), for the focused text field.
    public internal(set) var typedText: String {
        get { input.typedText }
        set { input.typedText = newValue }
    }
    /// The input method's composition in progress, if any (kept across frames until it ends).
    public internal(set) var composition: Composition? {
        get { input.composition }
        set { input.composition = newValue }
    }
    /// Where the focused text field's caret is this frame (window points), nil when no field
    /// has focus: the run loop starts the platform's text input there, and stops it when nil.
    public internal(set) var textInputArea: Rect? {
        get { outputs.textInputArea }
        set { outputs.textInputArea = newValue }
    }
    /// The frame-clock time at which a view asked for the next frame (a timeline's next entry),
    /// or nil: the run loop may wait for input until then. Asked anew each frame.
    public internal(set) var nextFrameTime: Double? {
        get { outputs.nextFrameTime }
        set { outputs.nextFrameTime = newValue }
    }
    /// Problems worth a line on stderr (layout that did not settle, …), each reported once.
    public internal(set) var warnings: [String] {
        get { outputs.warnings }
        set { outputs.warnings = newValue }
    }
    /// Set when anything is animating this frame (the loop keeps running at 60 fps).
    public internal(set) var animating: Bool {
        get { outputs.animating }
        set { outputs.animating = newValue }
    }
    /// Transaction for nodes built now (explicit `withAnimation` of this frame, or an
    /// implicit `animation(_:value:)` scope).
    public internal(set) var currentTransaction: Transaction? {
        get { build.currentTransaction }
        set { build.currentTransaction = newValue }
    }
    /// This frame's window colour (``containerBackground(_:for:)``), nil: the scheme's.
    public internal(set) var windowBackground: Color? {
        get { build.windowBackground }
        set { build.windowBackground = newValue }
    }
    /// Asked by loops whose length depends on the app's data (a `scrollTo` scanning a lazy
    /// container's keys for an item never built): true once the run should end, so a signal
    /// is answered within a second however large the data. The app runtime sets it; the
    /// default never stops.
    public var stopRequested: () -> Bool {
        get { host.stopRequested }
        set { host.stopRequested = newValue }
    }
    /// When the frame clock started (its time 0): ``date`` is this plus ``time``.
    public internal(set) var startDate: Date {
        get { host.startDate }
        set { host.startDate = newValue }
    }
    /// The frame's date: ``startDate`` plus the frame clock's ``time`` (so under `--fixed-step`
    /// it advances exactly 1/60 s a frame, as animations do).
    public var date: Date { startDate.addingTimeInterval(time) }
    /// The system's appearance, as the platform reports it (the run loop sets it from
    /// `--color-scheme`, else the desktop's preference; light where none is known).
    public var systemColorScheme: ColorScheme {
        get { host.systemColorScheme }
        set { host.systemColorScheme = newValue }
    }
    /// What opening a URL does (`link(_:destination:font:id:)`) — SwiftUI's `openURL`
    /// environment action: by default the desktop's application for it (`xdg-open`). Set it
    /// to handle links yourself, or in a test to see what would open.
    public var openURL: (URL) -> Void {
        get { host.openURL }
        set { host.openURL = newValue }
    }
    /// True when the app declares a settings scene, so the menu bar shows Settings… and
    /// Ctrl+, opens it (``openSettings()``). Set by the runtime when it makes the window.
    public var hasSettingsScene: Bool {
        get { host.hasSettingsScene }
        set { host.hasSettingsScene = newValue }
    }
}
