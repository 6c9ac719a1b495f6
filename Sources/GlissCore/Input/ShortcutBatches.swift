/// A frame's input split where a shortcut may move the keys: the events up to a key pressed
/// with Control, Alt or Super, then the rest — when the rest types (keys or text).
///
/// Gliss handles a frame's input as one batch, while a desktop toolkit handles each event
/// before the next. A shortcut's action (Ctrl+F focusing the search field, Ctrl+N opening a
/// sheet with a field) runs after the frame's build, so text typed in the same batch (a fast
/// typist, `xdotool type`, a script's `key Ctrl+F` then `type`) went to the view that had the
/// keys before. Run as two frames back to back, the typing goes where the shortcut put them.
extension InputEvent {
    /// The index the events after a shortcut start at, when a shortcut is followed by typing
    /// (nil: one frame takes them all).
    public static func batchBreak<C: RandomAccessCollection>(in events: C) -> C.Index? where C.Element == InputEvent {
        var shortcut = false
        var i = events.startIndex
        var cut: C.Index? = nil
        while i != events.endIndex {
            switch events[i] {
            case .key(_, let modifiers, _):
                if shortcut { return cut }
                if !modifiers.isDisjoint(with: [.control, .alt, .super]) {
                    shortcut = true
                    cut = events.index(after: i)
                }
            case .text, .textEditing:
                if shortcut { return cut }
            default:
                break
            }
            i = events.index(after: i)
        }
        return nil
    }
}
