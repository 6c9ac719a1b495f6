import Foundation

/// What came into one frame: keys, typed text, the pointer's middle click, and what an
/// assistive technology asked for. Filled by `UI.beginFrame` from the frame's events, read
/// by the build (a field takes the edit events, a slider its set-value), emptied at the start
/// of the next frame. Kept inline in `UI` (a value, not an object) so a read is one load.
struct FrameInput {
    /// Window size in points (a `.resize` event changes it).
    var size: Size
    /// This frame's time in seconds (from the frame clock).
    var time: Double = 0
    /// Frame number, from 0.
    var frameIndex: Int = 0
    /// Keys pressed this frame, in order.
    var keysPressed: [Key] = []
    /// Keys pressed this frame with the modifiers held, in order.
    var keyPresses: [KeyPress] = []
    /// Text typed this frame (``InputEvent/text(_:)``), for the focused text field.
    var typedText = ""
    /// Keys and typed text in the order they came, for the focused text field (which takes
    /// them all); kept until one does or the frame ends, so text typed in the frame of the
    /// click that focuses a field reaches it.
    var editEvents: [EditEvent] = []
    /// Where the middle button was pressed this frame, if it was: a text field under it pastes
    /// the primary selection (X11's select-then-middle-click).
    var middleClick: Point? = nil
    /// The input method's composition in progress, if any (kept across frames until it ends).
    var composition: Composition? = nil
    /// Keys the body asked about this frame: they do not scroll.
    var keysTaken: Set<Key> = []
    /// True when a pointer button went down this frame (it hides a tooltip).
    var pressedThisFrame = false
    /// Named actions an assistive technology asked for this frame (`accessibilityAction(named:_:)`
    /// takes its own while it is built).
    var accessibilityActions: [(NodeID, String)] = []
    /// Values an assistive technology set this frame, by view (a view that declares
    /// `accessibilityValue(_:in:step:)` with an `onSet` takes its own).
    var accessibilityValues: [NodeID: Double] = [:]
    /// Texts an assistive technology wrote this frame, by text field.
    var accessibilityTexts: [NodeID: String] = [:]
    /// Selections an assistive technology set this frame (UTF-8 offsets), by selectable text.
    var accessibilitySelections: [NodeID: Range<Int>] = [:]

    /// Empties what lasts one frame (the composition lasts until the input method ends it).
    mutating func beginFrame() {
        keysPressed.removeAll()
        keyPresses.removeAll()
        keysTaken.removeAll()
        typedText = ""
        editEvents.removeAll()
        middleClick = nil
        pressedThisFrame = false
        // Checked first: emptying an empty dictionary still costs a call each frame.
        if !accessibilityActions.isEmpty { accessibilityActions.removeAll() }
        if !accessibilityValues.isEmpty { accessibilityValues.removeAll() }
        if !accessibilityTexts.isEmpty { accessibilityTexts.removeAll() }
        if !accessibilitySelections.isEmpty { accessibilitySelections.removeAll() }
    }

    /// After the first pass: the keys belonged to it (typed text stays until a field takes it:
    /// the click that focuses a field may come in the same frame as the text typed into it).
    mutating func endFirstPass() {
        keysPressed.removeAll()
        keyPresses.removeAll()
        keysTaken.removeAll()
    }
}
