/// A pointer button.
public enum PointerButton: Sendable, Hashable {
    /// The primary button: taps and drags.
    case left
    /// The middle button or wheel press.
    case middle
    /// The secondary button.
    case right
}

/// Keyboard modifiers that change how input is interpreted.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The modifier bits.
    public let rawValue: Int
    /// Modifiers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shift (turns a vertical wheel into horizontal scrolling).
    public static let shift = KeyModifiers(rawValue: 1)
    /// Control.
    public static let control = KeyModifiers(rawValue: 2)
    /// Alt.
    public static let alt = KeyModifiers(rawValue: 4)
    /// Super (the Windows or logo key).
    public static let `super` = KeyModifiers(rawValue: 8)
    /// SwiftUI's Command: Control on Linux, where shortcuts use Control (`.keyboardShortcut("s",
    /// modifiers: .command)` is Ctrl+S).
    public static let command = control
    /// SwiftUI's Option: Alt.
    public static let option = alt
}

/// Input in window points, already translated from the platform (SDL) by the backend
/// or produced by the script player. The core sees nothing else.
public enum InputEvent: Sendable, Equatable {
    /// The pointer moved to a point.
    case pointerMove(Point)
    /// A button was pressed at a point.
    case pointerDown(Point, PointerButton)
    /// A button was released at a point.
    case pointerUp(Point, PointerButton)
    /// Wheel in points: positive dy scrolls content up (reveals what is below), positive dx reveals what is right.
    case wheel(dx: Double, dy: Double, modifiers: KeyModifiers)
    /// A key (`.escape`, `.leftArrow`, `"Q"`, `.space`, …), with the modifiers held. A held
    /// key repeats as more of these, with `isRepeat` true.
    case key(Key, modifiers: KeyModifiers, isRepeat: Bool = false)
    /// Text typed (after the keyboard layout and any input method): what a focused text field
    /// inserts. A key press that types comes as a `key` and a `text` event.
    case text(String)
    /// An input method's composition in progress (preedit), with the caret at `cursor`
    /// characters into it; empty when the composition ends (committed as a `text` event, or
    /// cancelled).
    case textEditing(String, cursor: Int)
    /// The window now has this size in points.
    case resize(Size)
    /// The pointer left the window.
    case pointerLeave
    /// The modifier keys held changed (Shift, Control, … pressed or released): a click reads
    /// them, as a list's Shift+click and Ctrl+click do (``UI/heldModifiers``).
    case modifiersChanged(KeyModifiers)
    /// An assistive technology's request (a screen reader pressing a button, moving focus).
    case accessibility(AccessibilityRequest)
    /// Another app dropped these items (one drag: every file and text it carried) at a point —
    /// the platform's drop, which gives no drag-over before it (SDL2 has none).
    case drop([TransferItem], at: Point)
}
