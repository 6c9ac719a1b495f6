/// A key or typed text, for the focused text field (which needs them in order: "a", Left, "b"
/// is "ba"). For people writing controls: see ``UI/takeEditEvents()``.
@_spi(GlissControls)
public enum EditEvent: Sendable, Equatable {
    /// A key pressed, with its modifiers.
    case key(KeyPress)
    /// Text typed (or committed by an input method, or pasted by a middle click).
    case text(String)
}
