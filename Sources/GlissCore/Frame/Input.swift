/// A pointer button.
public enum PointerButton: Sendable, Hashable { case left, middle, right }

/// Keyboard modifiers that change how input is interpreted.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1)
    public static let control = KeyModifiers(rawValue: 2)
    public static let alt = KeyModifiers(rawValue: 4)
}

/// Input in window points, already translated from the platform (SDL) by the backend
/// or produced by the script player. The core sees nothing else.
public enum InputEvent: Sendable, Equatable {
    case pointerMove(Point)
    case pointerDown(Point, PointerButton)
    case pointerUp(Point, PointerButton)
    /// Wheel in points: positive dy scrolls content up (reveals what is below), positive dx reveals what is right.
    case wheel(dx: Double, dy: Double, modifiers: KeyModifiers)
    /// A key by its SDL key name ("Escape", "Left", "Q", "Space", …).
    case key(String, modifiers: KeyModifiers)
    case resize(Size)
    /// The pointer left the window.
    case pointerLeave
}
