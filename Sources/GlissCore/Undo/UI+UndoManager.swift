extension UI {
    /// This window's undo manager — SwiftUI's `@Environment(\.undoManager)`: one per window,
    /// kept for the window's life. What an action registers during a frame forms one undo
    /// group (``UndoManager/groupsByEvent``). Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the menu bar's
    /// Edit ▸ Undo and Redo use it when no text field has keyboard focus.
    public var undoManager: UndoManager {
        if let m = host.undoManager { return m }
        let m = UndoManager()
        // Each frame is one event: its registrations are one group.
        m.currentEvent = { [weak self] in self?.frameIndex }
        host.undoManager = m
        return m
    }

}
