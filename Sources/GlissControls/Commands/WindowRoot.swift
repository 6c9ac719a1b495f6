@_spi(GlissControls) import GlissCore

extension UI {
    /// Builds a window's content under its menu bar: what the app runtime (and so the test
    /// harness) calls around each window's content every build pass, with the app's
    /// `App.commands(_:)` as `commands`. An app with its own run loop calls it the same way.
    ///
    /// When `commands` declares anything (`commandMenu`, `commandGroup`), a menu bar across
    /// the top of the window shows the standard File, Edit, View, Window and Help menus with the
    /// app's menus (after View, before Window; a menu with no items is left out), and
    /// `content` fills the rest of the window. Keyboard: F10 opens File, Alt and a menu's
    /// mnemonic (the first letter of its title not taken by a menu before it) opens that menu;
    /// in a menu Up and Down move, Left and Right go to the next menu (Right opens a submenu
    /// first), Return chooses and Escape closes. Mouse: a click on a title opens its menu, and
    /// moving onto another title switches to it. The items' shortcuts are drawn right-aligned
    /// ("Ctrl+I") and work with the menus closed, a submenu's too. The
    /// standard items: File ▸ Close Window (Ctrl+W), Quit (Ctrl+Q); Edit ▸ Undo and Redo
    /// (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y: the focused text field's own, or else the window's
    /// `undoManager`, titled by its action name), Cut, Copy, Paste, Delete and Select All on
    /// the focused text field, and Settings… (Ctrl+,) when `hasSettingsScene`. Items that
    /// can do nothing are dimmed. The inspector lists the bar (role `menuBar`), its titles
    /// (role `menuItem`) and an open menu as a `menu`'s.
    ///
    /// When the content declares a toolbar (`.toolbar`, `.searchable` outside a navigation
    /// stack), a bar with its items sits under the menu bar, and the content below it.
    ///
    /// When `commands` declares nothing and there is no toolbar, `content` is built exactly as
    /// without this call (no bar, nothing wrapped around it), and only the standard shortcuts work: Ctrl+W, Ctrl+Q,
    /// Ctrl+, with a settings scene, and Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y on the undo manager
    /// when no text field has the keys. A key the app took itself this pass is left to it.
    public func windowRoot(commands: (UI) -> Void, content: () -> Void) {
        let registry = passContext(CommandRegistry.self)
        commands(self)
        guard !registry.isEmpty else {
            windowContent(fillingWindow: true, content)
            standardShortcuts()
            return
        }
        let bar = memory(NodeID.root.child("gliss.menuBar")) { MenuBarState() }
        let menus = barMenus(registry, bar)
        vstack(alignment: .leading, spacing: 0, id: "gliss.windowRoot") {
            // Built first: the bar needs to know which menus have items.
            collectMenuItems(menus, bar)
            menuBar(menus, bar)
            zstack { windowContent(fillingWindow: false, content) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(width: size.width, height: size.height)
    }
}
