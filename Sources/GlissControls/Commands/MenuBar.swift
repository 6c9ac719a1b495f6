@_spi(GlissControls) import GlissCore

/// A window's menu bar's memory: which menu is open (its panels are a `MenuState`), the
/// text field the Edit menu acts on, and what the hidden build of every item learnt this pass
/// (each section's item count, the items' shortcuts).
final class MenuBarState {
    /// The open menu's panels (one menu is open at a time; switching keeps it open).
    let menu = MenuState()
    /// Where every item is built, hidden, every pass: their shortcuts work with the menus closed.
    let collector = MenuState()
    /// The open (or last opened) menu, an index into `visible`.
    var openIndex = 0
    /// The text field that had focus when the menu opened: the Edit menu acts on it.
    var target: NodeID? = nil
    /// Of every menu (`barMenus`' order): how many items each section made, and the items'
    /// shortcuts by title.
    var sectionCounts: [[Int]] = []
    var shortcuts: [[String: String]] = []
    /// The menus shown: those with items, as indices into `barMenus`.
    var visible: [Int] = []
    /// The shown menus' titles' identities, and their mnemonics (Alt+letter).
    var titleIDs: [NodeID] = []
    var mnemonics: [Key?] = []
    /// The pointer when hover was last looked at (moving onto another title switches menus).
    var lastPointer: Point? = nil

    /// The text field the Edit menu's items act on: the one focused when the menu opened, or
    /// (closed) the one focused now.
    func editTarget(_ ui: UI) -> NodeID? {
        if menu.isOpen { return target }
        guard let f = ui.focusedID, ui.textFieldState(f) != nil else { return nil }
        return f
    }

    /// Opens shown menu `i` under its title (`keyboard`: its first item highlighted).
    func open(_ i: Int, keyboard: Bool, ui: UI) {
        guard titleIDs.indices.contains(i) else { return }
        if !menu.isOpen {
            target = editTarget(ui)
            // Focus comes back to the field when the menu closes: keep its selection.
            if let t = target { ui.textFieldState(t)?.refocusKeepsSelection = true }
        }
        openIndex = i
        lastPointer = ui.pointer
        menu.open(.below(ui.hitRect(of: titleIDs[i]) ?? .zero), keyboard: keyboard)
        ui.requestPass()
    }

    /// The first letter of each title not taken by a title before it: its Alt mnemonic.
    static func mnemonics(_ titles: [String]) -> [Key?] {
        var taken = Set<Key>()
        return titles.map { title in
            for c in title where c.isLetter {
                guard let k = Key(c), !taken.contains(k) else { continue }
                taken.insert(k)
                return k
            }
            return nil
        }
    }

    /// A key while a menu of the bar is open: Left and Right move to the next menu (Right
    /// opens a submenu first), Alt+letter and F10 as with the bar closed, the rest the menu's.
    func key(_ press: KeyPress, ui: UI) -> Bool {
        let m = menu
        let k = m.levels.count - 1
        let items = m.levels[k].items
        let lit = m.levels[k].highlight.flatMap { items.indices.contains($0) ? items[$0] : nil }
        let count = titleIDs.count
        switch press.key {
        case .leftArrow where k == 0 && count > 0:
            open((openIndex + count - 1) % count, keyboard: true, ui: ui)
            return true
        case .rightArrow where count > 0 && !(lit?.enabled == true && lit?.submenu != nil):
            open((openIndex + 1) % count, keyboard: true, ui: ui)
            return true
        case .f10:
            m.close()
            ui.requestPass()
            return true
        default:
            if press.modifiers == .alt, let i = mnemonics.firstIndex(of: press.key) {
                open(i, keyboard: true, ui: ui)
                return true
            }
        }
        return m.key(press, ui: ui)
    }
}

extension UI {
    /// Builds every item of every menu and submenu, hidden (no size, not drawn, not listed):
    /// the items' `keyboardShortcut`s then work with the menus closed, and the bar learns which menus
    /// and sections have items and what shortcut each item shows.
    func collectMenuItems(_ menus: [BarMenu], _ bar: MenuBarState) {
        let c = bar.collector
        c.levels = [MenuState.Level()]
        var counts: [[Int]] = [], shortcuts: [[String: String]] = []
        zstack {
            let saved = structure.menuBuild
            structure.menuBuild = (c, 0)
            buildingTitleButtons {
                for (i, menu) in menus.enumerated() {
                    let start = c.levels[0].items.count
                    var sections: [Int] = []
                    vstack(spacing: 0, id: i) {
                        for section in menu.sections {
                            let before = c.levels[0].items.count
                            section()
                            sections.append(c.levels[0].items.count - before)
                        }
                        // Then the submenus' items (and theirs, breadth first), so their
                        // shortcuts work closed too; they count in no section.
                        var k = start
                        while k < c.levels[0].items.count {
                            if let submenu = c.levels[0].items[k].submenu { vstack(spacing: 0, id: k) { submenu() } }
                            k += 1
                        }
                    }
                    var keys: [String: String] = [:]
                    for item in c.levels[0].items[start...] {
                        if let s = ref(item.node).keyboardShortcutDescription { keys[item.title] = s }
                    }
                    counts.append(sections)
                    shortcuts.append(keys)
                }
            }
            structure.menuBuild = saved
        }
        .frame(width: 0, height: 0)
        .hidden()
        bar.sectionCounts = counts
        bar.shortcuts = shortcuts
        bar.visible = counts.indices.filter { counts[$0].contains { $0 > 0 } }
    }

    /// The menu bar: the shown menus' titles on a strip across the window (the look of a GTK
    /// or KDE menu bar), the open one lit; F10 and Alt+letter open a menu, a click on a title
    /// opens its menu, and moving onto another title while one is open switches to it.
    func menuBar(_ menus: [BarMenu], _ bar: MenuBarState) {
        let shown = bar.visible.map { menus[$0] }
        bar.mnemonics = MenuBarState.mnemonics(shown.map(\.title))
        let m = bar.menu
        if m.isOpen, isFirstPass, let p = pointer, p != bar.lastPointer {
            bar.lastPointer = p
            if let i = bar.titleIDs.indices.first(where: { $0 != bar.openIndex && (hitRect(of: bar.titleIDs[$0])?.contains(p) ?? false) }) {
                bar.open(i, keyboard: false, ui: self)
            }
        }
        var ids: [NodeID] = []
        hstack(spacing: 0, id: "menuBar") {
            for (i, menu) in shown.enumerated() {
                let lit = m.isOpen && bar.openIndex == i
                let title = zstack(id: labelKey(menu.title)) {
                    text(menu.title, font: MenuState.font, color: lit ? ControlStyle.menuHighlightText : ControlStyle.label)
                }
                .padding(horizontal: 9, vertical: 3)
                .background { roundedRectangle(cornerRadius: 4, fill: lit ? ControlStyle.menuHighlight : .clear) }
                .accessibility(role: .menuItem, label: menu.title)
                .accessibilityValue("submenu")
                title.onTap { [self] in
                    if m.isOpen && bar.openIndex == i { m.close() } else { bar.open(i, keyboard: tapLocation(of: title.id) == nil, ui: self) }
                }
                .focusable(false)
                ids.append(title.id)
            }
            spacer()
        }
        .padding(horizontal: 4, vertical: 2)
        .frame(maxWidth: .infinity)
        .background {
            zstack(alignment: .bottom) {
                rectangle(fill: ControlStyle.menuPanel)
                rectangle(fill: ControlStyle.menuSeparator).frame(height: 1)
            }
        }
        .accessibility(role: .menuBar, label: "Menu Bar")
        bar.titleIDs = ids
        // After the titles are built: a menu that appeared this frame (the Window menu once a
        // second window opened) opens by its mnemonic at once.
        if !m.isOpen, isFirstPass, !shown.isEmpty {
            if keyPressed(.f10) {
                bar.open(0, keyboard: true, ui: self)
            } else if let i = bar.mnemonics.indices.first(where: { bar.mnemonics[$0].map { keyPressed($0, modifiers: .alt) } ?? false }) {
                bar.open(i, keyboard: true, ui: self)
            }
        }
        // An open menu has the keyboard: the text that came with its keys (Alt+F types "f"
        // under X) is not the focused field's, which is built after the bar.
        if m.isOpen, isFirstPass { _ = takeEditEvents() }
        // The open menu hangs under its title where the last layout put it (a title new this
        // frame had no place when its menu opened).
        if m.isOpen, ids.indices.contains(bar.openIndex), let r = hitRect(of: ids[bar.openIndex]) { m.anchor = .below(r) }
        registerMenuBarMenu(shown, bar)
    }

    /// The open menu of the bar, a presentation as a `menu`'s (drawn above everything), its
    /// sections separated by dividers and its items showing their shortcuts.
    private func registerMenuBarMenu(_ shown: [BarMenu], _ bar: MenuBarState) {
        let m = bar.menu
        let key = NodeID.root.child("gliss.menuBar.menu")
        let s = presentations.state(key)
        s.memory = m
        let counts = bar.visible.map { bar.sectionCounts[$0] }
        let shortcuts = bar.visible.map { bar.shortcuts[$0] }
        presentations.register(.init(key: key, presented: m.isOpen, modal: true, hidesBelow: false, layer: .menus) { ui, t in
            // Panels are placed after layout by their nodes of this pass: none yet.
            for k in m.levels.indices { m.levels[k].panel = -1 }
            guard shown.indices.contains(bar.openIndex) else { return }
            let i = bar.openIndex
            let menu = shown[i]
            m.shortcuts = shortcuts[i]
            ui.buildMenu(menu.title, state: s, m, t: t) {
                var any = false
                for (j, section) in menu.sections.enumerated() where counts[i][j] > 0 {
                    if any { ui.divider() }
                    section()
                    any = true
                }
            }
            s.keys = { ui, press in bar.key(press, ui: ui) }
            // The items draw their shortcuts: their tooltips need not repeat them.
            for level in m.levels {
                for item in level.items { ui.ref(item.node).keyboardShortcutDescription = nil }
            }
        })
    }
}
