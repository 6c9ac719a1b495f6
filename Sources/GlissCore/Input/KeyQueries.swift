import Foundation

/// Asking which keys were pressed this frame (asking takes the key, so it does not scroll).
extension UI {
    /// True if `name` (an SDL key name like "Escape", "Left", "Q") was pressed this frame
    /// (seen by the frame's first build pass only, so a key acts once). Asking takes the key:
    /// an arrow or Page key that no view asked for scrolls a scroll view instead.
    public func keyPressed(_ name: String) -> Bool {
        guard keyPresses.contains(where: { $0.key.caseInsensitiveCompare(name) == .orderedSame && !typingTakes($0) })
        else { return false }
        input.keysTaken.insert(name.lowercased())
        return true
    }

    /// True if `name` was pressed this frame with exactly `modifiers` held (Shift, Control,
    /// Alt, Super); ``keyPressed(_:)`` ignores modifiers. Asking takes the key.
    public func keyPressed(_ name: String, modifiers: KeyModifiers) -> Bool {
        guard keyPresses.contains(where: {
            $0.modifiers == modifiers && $0.key.caseInsensitiveCompare(name) == .orderedSame && !typingTakes($0)
        }) else { return false }
        input.keysTaken.insert(name.lowercased())
        return true
    }

    /// How many times `name` was pressed this frame (with exactly `modifiers`, when given):
    /// several presses can arrive between two frames (a script's `key` lines, a busy frame).
    /// Asking takes the key, as ``keyPressed(_:)`` does.
    func keyPressCount(_ name: String, modifiers: KeyModifiers? = nil) -> Int {
        var n = 0
        for p in keyPresses where (modifiers == nil || p.modifiers == modifiers)
            && p.key.caseInsensitiveCompare(name) == .orderedSame && !typingTakes(p) { n += 1 }
        if n > 0 { input.keysTaken.insert(name.lowercased()) }
        return n
    }

    /// True when a focused text field owns `press`: keys that type or edit (letters, Space,
    /// arrows, Home/End, Backspace/Delete, Return, Ctrl+A/C/X/V/Z/Y) are not the app's
    /// shortcuts while the user types.
    func typingTakes(_ press: KeyPress) -> Bool {
        guard interaction.focus.focusedAcceptsText else { return false }
        let m = press.modifiers
        let k = press.key.count == 1 ? press.key.uppercased() : press.key
        if m.contains(.control) { return ["A", "C", "X", "V", "Z", "Y", "Left", "Right", "Backspace", "Delete", "Insert"].contains(k) }
        if m.contains(.alt) || m.contains(.super) { return false }
        return k.count == 1 || ["Space", "Left", "Right", "Up", "Down", "Home", "End", "Backspace", "Delete", "Return", "KP Enter"].contains(k)
    }
}
