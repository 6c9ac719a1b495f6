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
    /// A key by its SDL key name ("Escape", "Left", "Q", "Space", …).
    case key(String, modifiers: KeyModifiers)
    /// The window now has this size in points.
    case resize(Size)
    /// The pointer left the window.
    case pointerLeave
}
