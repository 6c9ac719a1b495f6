@_spi(GlissControls) import GlissCore

/// One menu of the bar: its title and its sections, separated by a divider where both sides
/// have items.
struct BarMenu {
    var title: String
    var sections: [() -> Void]
}

/// The standard menus and their items: File, Edit, View, Window and Help, each made of
/// `CommandGroupPlacement` groups that the app may add to or replace.
extension UI {
    /// Every menu of the bar in SwiftUI's order: File, Edit, View, the app's, Window, Help.
    /// (Menus left with no items are not shown: see `MenuBarState.visible`.)
    func barMenus(_ r: CommandRegistry, _ bar: MenuBarState) -> [BarMenu] {
        func menu(_ title: String, _ groups: [CommandGroupPlacement]) -> BarMenu {
            BarMenu(title: title, sections: groups.map { p in
                let before = r.before[p] ?? [], after = r.after[p] ?? []
                let main = r.replacing[p] ?? standardGroup(p, bar)
                return {
                    for b in before { b() }
                    main()
                    for a in after { a() }
                }
            })
        }
        var menus = [
            menu("File", [.newItem, .saveItem, .importExport, .printItem, .appTermination]),
            menu("Edit", [.undoRedo, .pasteboard, .textEditing, .textFormatting, .appSettings]),
            menu("View", [.toolbar, .sidebar]),
        ]
        menus += r.menus.map { BarMenu(title: $0.title, sections: [$0.content]) }
        menus.append(menu("Window", [.windowSize, .windowArrangement, .windowList, .singleWindowList]))
        menus.append(menu("Help", [.help, .appInfo, .systemServices, .appVisibility]))
        return menus
    }

    /// A standard group's own items (empty for the groups Gliss has nothing for).
    private func standardGroup(_ p: CommandGroupPlacement, _ bar: MenuBarState) -> () -> Void {
        let ui = self
        switch p {
        case .saveItem:
            return { ui.button("Close Window") { ui.dismissWindow() }.keyboardShortcut("W") }
        case .appTermination:
            return { ui.button("Quit") { ui.terminate() }.keyboardShortcut("Q") }
        case .appSettings:
            return { if ui.hasSettingsScene { ui.button("Settings…") { ui.openSettings() }.keyboardShortcut(",") } }
        case .undoRedo:
            return { ui.undoRedoItems(bar) }
        case .pasteboard:
            return { ui.pasteboardItems(bar) }
        case .windowList:
            return { ui.windowListItems() }
        default:
            return {}
        }
    }

    /// Undo and Redo: the focused text field's own undo, or else the window's undo manager's
    /// (titled by its action: "Undo Delete Row"). Dimmed when there is nothing to undo.
    private func undoRedoItems(_ bar: MenuBarState) {
        if let f = bar.editTarget(self), let field = textFieldState(f) {
            button("Undo") { self.sendToField(f, KeyPress(key: "Z", modifiers: .control)) }
                .disabled(!field.model.canUndo)
                .keyboardShortcut("Z")
            button("Redo") { self.sendToField(f, KeyPress(key: "Z", modifiers: [.control, .shift])) }
                .disabled(!field.model.canRedo)
                .keyboardShortcut("Y")
                .keyboardShortcut("Z", modifiers: [.control, .shift])
            return
        }
        let undo = undoManager
        button(undo.undoMenuItemTitle) { undo.undo() }
            .disabled(!undo.canUndo)
            .keyboardShortcut("Z")
        // Ctrl+Y works too; the menu shows the last shortcut given, Ctrl+Shift+Z.
        button(undo.redoMenuItemTitle) { undo.redo() }
            .disabled(!undo.canRedo)
            .keyboardShortcut("Y")
            .keyboardShortcut("Z", modifiers: [.control, .shift])
    }

    /// The open windows, by title, when there is more than one: choosing one brings it to the
    /// front (the window this menu is in is marked "✓", as GTK and macOS mark it).
    private func windowListItems() {
        let list = openWindows
        guard list.count > 1 else { return }
        for (k, entry) in list.enumerated() {
            let mark = entry.window == window ? "✓ " : ""
            button(mark + entry.title) { self.focusWindow(entry.window) }
        }
    }

    /// Cut, Copy, Paste, Delete and Select All, acting on the focused text field (as its own
    /// Ctrl+X/C/V, Delete and Ctrl+A do); dimmed without one, and Cut, Copy and Delete
    /// without a selection.
    private func pasteboardItems(_ bar: MenuBarState) {
        let target = bar.editTarget(self)
        let field = target.flatMap { textFieldState($0) }
        let selected = field.map { !$0.model.selection.isEmpty } ?? false
        func item(_ title: String, _ press: KeyPress, enabled: Bool, shortcut: Key?) {
            let r = button(title) { if let target { self.sendToField(target, press) } }.disabled(!enabled)
            if let shortcut { r.keyboardShortcut(shortcut) }
        }
        item("Cut", KeyPress(key: "X", modifiers: .control), enabled: selected, shortcut: "X")
        item("Copy", KeyPress(key: "C", modifiers: .control), enabled: selected, shortcut: "C")
        item("Paste", KeyPress(key: "V", modifiers: .control), enabled: field != nil, shortcut: "V")
        item("Delete", KeyPress(key: .deleteForward), enabled: selected, shortcut: nil)
        item("Select All", KeyPress(key: "A", modifiers: .control), enabled: field != nil, shortcut: "A")
    }

    /// The memory of the text field `id`, or nil when `id` is no text field.
    func textFieldState(_ id: NodeID) -> TextFieldState? {
        existingMemory(id.child("textField"), as: TextFieldState.self)
    }

    /// Gives the text field `id` focus back and `press` to edit with, as if typed: the field
    /// applies it as its own key (a secure field copies nothing), keeping its selection.
    private func sendToField(_ id: NodeID, _ press: KeyPress) {
        textFieldState(id)?.refocusKeepsSelection = true
        focus(id)
        putBackEditEvents([.key(press)])
        requestPass()
    }

    /// The standard shortcuts of a window without a menu bar: Ctrl+W closes it, Ctrl+Q quits,
    /// Ctrl+, opens the settings (with a settings scene), Ctrl+Z undoes and Ctrl+Shift+Z or
    /// Ctrl+Y redoes with the window's undo manager — unless a text field has the keys (its own
    /// undo) or the app took the key itself this pass.
    func standardShortcuts() {
        // Every one takes Ctrl: most passes have no such key (saves ~5,000 instructions a pass).
        guard keyPresses.contains(where: { $0.modifiers.contains(.control) }) else { return }
        func shortcut(_ key: Key, _ modifiers: KeyModifiers = .control, _ action: @escaping () -> Void) {
            guard !isKeyTaken(key) else { return }
            onKeyPress(key, modifiers: modifiers, action: action)
        }
        shortcut("W") { self.dismissWindow() }
        shortcut("Q") { self.terminate() }
        if hasSettingsScene { shortcut(",") { self.openSettings() } }
        let undo = undoManager
        shortcut("Z") { undo.undo() }
        shortcut("Z", [.control, .shift]) { undo.redo() }
        shortcut("Y") { undo.redo() }
    }
}
