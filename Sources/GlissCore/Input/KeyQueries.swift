/// Asking which keys were pressed this frame (asking takes the key, so it does not scroll).
extension UI {
    /// True if `key` (`.escape`, `.leftArrow`, `"Q"`, …) was pressed this frame (seen by the
    /// frame's first build pass only, so a key acts once). Asking takes the key: an arrow or
    /// Page key that no view asked for scrolls a scroll view instead.
    public func keyPressed(_ key: Key) -> Bool {
        guard keyPresses.contains(where: { $0.key == key && !typingTakes($0) }) else { return false }
        input.keysTaken.insert(key)
        return true
    }

    /// True if `key` was pressed this frame with exactly `modifiers` held (Shift, Control,
    /// Alt, Super); ``keyPressed(_:)`` ignores modifiers. Asking takes the key.
    public func keyPressed(_ key: Key, modifiers: KeyModifiers) -> Bool {
        guard keyPresses.contains(where: { $0.modifiers == modifiers && $0.key == key && !typingTakes($0) })
        else { return false }
        input.keysTaken.insert(key)
        return true
    }

    /// How many times `key` was pressed this frame (with exactly `modifiers`, when given):
    /// several presses can arrive between two frames (a script's `key` lines, a busy frame).
    /// Asking takes the key, as ``keyPressed(_:)`` does.
    @_spi(GlissControls)
    public func keyPressCount(_ key: Key, modifiers: KeyModifiers? = nil) -> Int {
        var n = 0
        for p in keyPresses where (modifiers == nil || p.modifiers == modifiers) && p.key == key && !typingTakes(p) { n += 1 }
        if n > 0 { input.keysTaken.insert(key) }
        return n
    }

    /// True when a focused text field owns `press`: keys that type or edit (letters, Space,
    /// arrows, Home/End, Backspace/Delete, Return, Ctrl+A/C/X/V/Z/Y) are not the app's
    /// shortcuts while the user types; Escape ends the editing and is not passed on.
    func typingTakes(_ press: KeyPress) -> Bool {
        guard interaction.focus.focusedAcceptsText else { return false }
        let m = press.modifiers
        if m.contains(.control) {
            switch press.key {
            case "A", "C", "X", "V", "Z", "Y", .leftArrow, .rightArrow, .delete, .deleteForward, .insert: return true
            default: return false
            }
        }
        if m.contains(.alt) || m.contains(.super) { return false }
        switch press.key {
        case .space, .leftArrow, .rightArrow, .upArrow, .downArrow, .home, .end, .delete, .deleteForward, .return, .keypadEnter:
            return true
        case .escape: return m.isEmpty
        default:
            return press.key.character != nil
        }
    }
}
