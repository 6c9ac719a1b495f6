@_spi(GlissControls) import GlissCore

/// An open menu's memory: its panels (the menu, then each open submenu), their items as last
/// built, the highlighted item of each, and where each panel is placed.
final class MenuState: PresentationMemory {
    /// Where the menu opens: under a button (flipped above it near the bottom of the window),
    /// or at a point (a context menu at the pointer).
    enum Anchor {
        case below(Rect)
        case at(Point)
    }

    struct Item {
        var id: NodeID
        var title = ""
        var node: Int
        var action: (() -> Void)?
        var submenu: (() -> Void)?
        var enabled = true
    }

    struct Level {
        var items: [Item] = []
        var highlight: Int? = nil
        /// The item whose submenu is open (the next level).
        var open: NodeID? = nil
        /// This pass: the open item's node and content, the panel's node.
        var openNode = -1
        var openContent: (() -> Void)? = nil
        var panel = -1
        /// The widest item (points), measured as the items are built.
        var width = 0.0
        /// Where the panel is drawn (window points), from the last layout.
        var origin = Point(-10_000, -10_000)
        /// Highlight the first enabled item once built (opened with the keyboard).
        var highlightFirst = false
    }

    /// The menu's font: its items', and that of any other view in a panel (a text, a label),
    /// at every level — SwiftUI draws a menu in the system's menu font, whatever the
    /// environment's font where the menu is.
    static let font = Font(size: 14)

    var isOpen = false
    var anchor = Anchor.at(.zero)
    /// The direction of the view the menu is opened from, as last built: right to left, the
    /// menu opens at its button's right edge (a context menu to the pointer's left, a submenu
    /// on the left) and its rows are mirrored (the presentation is built outside that view's
    /// environment, against the window).
    var rightToLeft = false
    var levels: [Level] = [Level()]
    /// The pointer when hover was last looked at (hover acts when the pointer moves).
    var lastPointer: Point? = nil
    /// The shortcuts the items show right-aligned, by title ("Ctrl+I"): a menu bar's menus
    /// learn them from their items' `keyboardShortcut` (`MenuBarState`).
    var shortcuts: [String: String] = [:]

    /// Opens the menu at `anchor`; `keyboard`: opened with a key, so the first item is highlighted.
    func open(_ anchor: Anchor, keyboard: Bool) {
        self.anchor = anchor
        isOpen = true
        lastPointer = nil
        levels = [Level()]
        levels[0].highlightFirst = keyboard
    }

    func close() {
        isOpen = false
        levels = [Level()]
    }

    /// Opens the submenu of item `j` of panel `k` (closing any deeper one).
    func openSubmenu(_ k: Int, _ j: Int, keyboard: Bool) {
        guard levels.indices.contains(k), levels[k].items.indices.contains(j) else { return }
        levels[k].highlight = j
        if levels[k].open == levels[k].items[j].id && levels.count > k + 1 { return }
        levels.removeLast(levels.count - k - 1)
        levels[k].open = levels[k].items[j].id
        var next = Level()
        next.highlightFirst = keyboard
        levels.append(next)
    }

    /// Closes the panels deeper than `k`.
    func closeDeeper(than k: Int) {
        guard levels.count > k + 1 else { return }
        levels.removeLast(levels.count - k - 1)
        levels[k].open = nil
    }

    /// A key while the menu is the front-most presentation: every key is the menu's.
    func key(_ press: KeyPress, ui: UI) -> Bool {
        let k = levels.count - 1
        let items = levels[k].items
        switch press.key {
        case .downArrow, .upArrow:
            let enabled = items.indices.filter { items[$0].enabled }
            guard !enabled.isEmpty else { return true }
            let down = press.key == .downArrow
            if let h = levels[k].highlight, let at = enabled.firstIndex(of: h) {
                levels[k].highlight = enabled[(at + (down ? 1 : enabled.count - 1)) % enabled.count]
            } else {
                levels[k].highlight = down ? enabled.first : enabled.last
            }
        case .return, .keypadEnter, .space:
            guard let h = levels[k].highlight, items.indices.contains(h), items[h].enabled else { return true }
            if items[h].submenu != nil { openSubmenu(k, h, keyboard: true) }
            else { choose(items[h], ui: ui) }
        case .rightArrow where !rightToLeft, .leftArrow where rightToLeft:
            // Toward the submenu: it opens on the trailing side (the left, right to left).
            if let h = levels[k].highlight, items.indices.contains(h), items[h].enabled, items[h].submenu != nil {
                openSubmenu(k, h, keyboard: true)
            }
        case .leftArrow, .rightArrow:
            if k > 0 { closeDeeper(than: k - 1) }
        case .escape:
            if k > 0 { closeDeeper(than: k - 1) } else { close() }
        default:
            break
        }
        ui.requestPass()
        return true
    }

    /// Runs an item's action after the pass, and closes the menu.
    func choose(_ item: Item, ui: UI) {
        if let a = item.action { ui.afterPass(a) }
        close()
    }

    /// The pointer moved to `p`: the item under it is highlighted, and opens its submenu.
    func hover(_ p: Point, ui: UI) {
        guard let front = ui.frontmostHit(at: p) else { return }
        for k in levels.indices {
            guard let j = levels[k].items.firstIndex(where: { $0.id == front }) else { continue }
            let item = levels[k].items[j]
            guard item.enabled else { return }
            levels[k].highlight = j
            if item.submenu != nil { openSubmenu(k, j, keyboard: false) } else { closeDeeper(than: k) }
            return
        }
    }

    /// After layout: each panel placed by its size — the menu under its button (above it when
    /// there is no room below), a context menu at the pointer (to its left or above it near
    /// the window's edges), a submenu beside its item (on the left when there is no room on
    /// the right) — then shifted to stay inside the window. Right to left, each is mirrored:
    /// the menu's right edge under its button's, a context menu to the pointer's left, a
    /// submenu on the left of its item. True when a place changed.
    func afterLayout(_ ui: UI) -> Bool { place(ui) }

    func place(_ ui: UI) -> Bool {
        let w = ui.size.width, h = ui.size.height, margin = 4.0
        var changed = false
        for k in levels.indices where levels[k].panel >= 0 {
            let size = ui.ref(levels[k].panel).layoutRect.size
            var o: Point
            if k == 0 {
                switch anchor {
                case .below(let r):
                    o = Point(rightToLeft ? r.maxX - size.width : r.minX, r.maxY + 2)
                    if o.y + size.height > h - margin && r.minY - 2 - size.height >= margin { o.y = r.minY - 2 - size.height }
                case .at(let p):
                    o = p
                    if rightToLeft {
                        o.x = p.x - size.width
                        if o.x < margin { o.x = p.x }
                    } else if o.x + size.width > w - margin { o.x = p.x - size.width }
                    if o.y + size.height > h - margin { o.y = p.y - size.height }
                }
            } else {
                let parent = levels[k - 1]
                guard parent.panel >= 0, parent.openNode >= 0 else { continue }
                let parentSize = ui.ref(parent.panel).layoutRect.size
                // (Layout's rects include the panels' offsets: the item is in window points.)
                let item = ui.ref(parent.openNode).layoutRect
                let right = parent.origin.x + parentSize.width - 2, left = parent.origin.x - size.width + 2
                o = Point(rightToLeft ? left : right, item.minY - ControlStyle.menuInset)
                if rightToLeft {
                    if o.x < margin { o.x = right }
                } else if o.x + size.width > w - margin { o.x = left }
            }
            o.x = max(margin, min(o.x, w - margin - size.width))
            o.y = max(margin, min(o.y, h - margin - size.height))
            if o != levels[k].origin {
                levels[k].origin = o
                changed = true
            }
        }
        return changed
    }
}

extension UI {
    /// A button that opens a menu of `content` — SwiftUI's `Menu(_:content:)`. In `content`
    /// the app makes the items as it makes buttons: `ui.button("Copy") { … }` is an item
    /// (`ui.button(_:role:action:)` with `.destructive` draws it in red, `.disabled()` dims it
    /// and keeps it from being chosen), `divider()` a separator, and `ui.menu("More") { … }`
    /// a submenu. Every level is drawn in the menu's font, whatever the font where the menu
    /// is: its items, and any other view in `content` (a text, a label).
    ///
    /// The menu is drawn above everything, under its button (above it near the bottom of the
    /// window, shifted left near the right edge). Pointing at an item highlights it and opens
    /// its submenu beside it; a click chooses it and closes the menu; a click outside closes
    /// it without choosing. With the keyboard (Space or Return on the focused button opens it):
    /// Up/Down move the highlight, Return or Space choose, Right opens a submenu, Left or
    /// Escape close one level. Under `LayoutDirection.rightToLeft` it is mirrored: its right
    /// edge under its button's, its rows' titles at the right, submenus on the left (Left opens
    /// one, Right closes it). The inspector lists the button (role `menuButton`, value "open"
    /// while open), each open panel (role `menu`) and its items (role `menuItem`).
    ///
    /// ```swift
    /// ui.menu("Edit") {
    ///     ui.button("Copy") { model.copy() }
    ///     ui.button("Paste") { model.paste() }.disabled(!model.canPaste)
    ///     ui.divider()
    ///     ui.menu("Transform") {
    ///         ui.button("Uppercase") { model.uppercase() }
    ///     }
    /// }
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func menu<S: StringProtocol>(_ title: S, id: some IdentityKey = PositionalKey(), _ content: @escaping () -> Void) -> NodeRef {
        let title = title as? String ?? String(title)
        if structure.menuBuild != nil { return menuItem(title, role: nil, submenu: content, action: nil) }
        let key: any IdentityKey = id.isPositional ? labelKey(title) : RawIdentity(identityBits: id.identityBits)
        return popUpButton(title, display: title, role: .menuButton, idBits: key.identityBits, content)
    }

    /// A separator — SwiftUI's `Divider()`: between a menu's items, a thin line across the
    /// panel; elsewhere a 1-point line across the enclosing stack (vertical in an `hstack`).
    @discardableResult
    public func divider() -> NodeRef {
        if structure.menuBuild != nil {
            return zstack { rectangle(fill: ControlStyle.menuSeparator).frame(height: 1) }
                .padding(horizontal: 6)
                .frame(maxWidth: .infinity)
                .frame(height: ControlStyle.menuSeparatorHeight)
        }
        if currentContainer?.stackAxis == .horizontal {
            return rectangle(fill: ControlStyle.menuSeparator).frame(width: 1).frame(maxHeight: .infinity)
        }
        return rectangle(fill: ControlStyle.menuSeparator).frame(height: 1).frame(maxWidth: .infinity)
    }

    /// A pop-up button (`display` and a chevron on a white, outlined face) that opens the menu
    /// of `content`, titled `title`.
    func popUpButton(_ title: String, display: String, role: InspectorRole, idBits: UInt64,
                     _ content: @escaping () -> Void) -> NodeRef {
        // (1) Its place: a row with the caller's identity (the menu's memory hangs off it).
        let row = hstack(spacing: 6, id: RawIdentity(identityBits: idBits)) {
            text(display, font: MenuState.font, color: ControlStyle.label)
            icon(Icon(named: "chevron.down"), size: 9, color: ControlStyle.menuSecondaryLabel)
        }
        .padding(horizontal: 10, vertical: 4)
        .background { roundedRectangle(cornerRadius: 6, fill: ControlStyle.box, stroke: ControlStyle.border) }
        let id = row.id
        let key = id.child("menu")
        let s = presentations.state(key)
        let m = s.memory as? MenuState ?? MenuState()
        s.memory = m
        let r = row.accessibility(role: role, label: title)
        if m.isOpen { r.accessibilityValue("open") }
        // (2) Its interaction: a click, or Space/Return while focused, opens or closes it.
        m.rightToLeft = EnvironmentValues.building.layoutDirection == .rightToLeft
        let ui = self
        r.onTap {
            if m.isOpen { m.close(); return }
            // Opened with Space or Return (no pointer location): the first item highlights.
            let anchor = ui.hitRect(of: id) ?? ui.ref(r.index).layoutRect
            m.open(.below(anchor), keyboard: ui.tapLocation(of: id) == nil)
        }
        // (3) Its drawing: the menu, a presentation drawn above everything while open.
        registerMenu(key, title: title, state: s, m, content)
        return r
    }

    /// Registers the open (or closing) menu `m` as a presentation.
    func registerMenu(_ key: NodeID, title: String, state s: Presentations.State, _ m: MenuState,
                      _ content: @escaping () -> Void) {
        presentations.register(.init(key: key, presented: m.isOpen, modal: true, hidesBelow: false, layer: .menus) { ui, t in
            ui.buildMenu(title, state: s, m, t: t, content)
        })
    }

    /// An open menu's root: a transparent full-window catcher (a click outside closes the
    /// menu), then the panels, the menu first and each open submenu after it.
    func buildMenu(_ title: String, state s: Presentations.State, _ m: MenuState, t: Double,
                           _ content: @escaping () -> Void) {
        s.dismissible = true
        s.dismiss = { m.close() }
        s.keys = { ui, press in m.key(press, ui: ui) }
        if m.isOpen, isFirstPass, let p = pointer, p != m.lastPointer {
            if m.lastPointer != nil { m.hover(p, ui: self) }
            m.lastPointer = p
        }
        presentationBackdrop(dim: .clear, t: 0) { m.close() }
        // The panels in the direction of the view that opened the menu, not the window's.
        environment(\.layoutDirection, m.rightToLeft ? .rightToLeft : .leftToRight) {
            buildPanels(title, m, t: t, content)
        }
    }

    /// The menu's panels: the menu, then each open submenu, each at its placed origin.
    private func buildPanels(_ title: String, _ m: MenuState, t: Double, _ content: @escaping () -> Void) {
        var level = 0
        var body = content
        while level < m.levels.count {
            m.levels[level].items.removeAll(keepingCapacity: true)
            m.levels[level].openContent = nil
            m.levels[level].openNode = -1
            m.levels[level].width = 120
            let saved = structure.menuBuild
            structure.menuBuild = (m, level)
            let panel = buildingTitleButtons { vstack(alignment: .leading, spacing: 0, id: level) { body() } }
                .font(MenuState.font)
            structure.menuBuild = saved
            // Items dimmed by `.disabled()` (on them or around them) cannot be chosen.
            for j in m.levels[level].items.indices {
                m.levels[level].items[j].enabled = !isDisabled(m.levels[level].items[j].node, below: panel.index)
            }
            if m.levels[level].highlightFirst {
                m.levels[level].highlightFirst = false
                m.levels[level].highlight = m.levels[level].items.firstIndex { $0.enabled }
                requestPass()
            }
            let o = m.levels[level].origin
            let placed = panel.frame(width: m.levels[level].width)
                .padding(ControlStyle.menuInset)
                .background { roundedRectangle(cornerRadius: ControlStyle.menuRadius, fill: ControlStyle.menuPanel, stroke: ControlStyle.menuBorder) }
                .contentShape(.rect)
                .shadow(color: ControlStyle.cardShadow, radius: 10, y: 4)
                .accessibility(role: .menu, label: level == 0 ? title : nil)
                .offset(x: o.x, y: o.y)
                .opacity(max(0, min(1, t)))
            m.levels[level].panel = placed.index
            guard let next = m.levels[level].openContent else {
                // The open submenu was not built again (its item is gone): close it.
                m.closeDeeper(than: level)
                break
            }
            body = next
            level += 1
        }
    }

    /// True when node `i` or a container around it (up to `top`) is disabled.
    private func isDisabled(_ i: Int, below top: Int) -> Bool {
        var n: NodeRef? = ref(i)
        while let node = n {
            if node.isMarkedDisabled { return true }
            if node.index == top { break }
            n = node.parent
        }
        return false
    }

    /// One item of the menu panel being built: a check mark column, the title (white on the
    /// accent colour when highlighted, red when destructive), and a chevron for a submenu.
    func menuItem(_ title: String, role: ButtonRole?, checked: Bool = false, submenu: (() -> Void)? = nil,
                  action: (() -> Void)?) -> NodeRef {
        guard let (m, level) = structure.menuBuild else { preconditionFailure("menuItem outside a menu") }
        let j = m.levels[level].items.count
        let open = submenu != nil && m.levels.count > level + 1
            && m.levels[level].highlight == j
        let lit = m.levels[level].highlight == j || open
        let font = MenuState.font
        let color = lit ? ControlStyle.menuHighlightText : role == .destructive ? ControlStyle.destructive : ControlStyle.label
        let textWidth = measurer.measure(title, font: font).width
        let shortcut = submenu == nil ? m.shortcuts[title] : nil
        let shortcutWidth = shortcut.map { 24 + measurer.measure($0, font: font).width } ?? 0
        m.levels[level].width = max(m.levels[level].width,
                                    (22 + textWidth + 16 + (submenu != nil ? 24 : 0) + shortcutWidth + 12).rounded(.up))
        // (1) Its place: a row as wide as the panel; (3) drawn lit when highlighted.
        let row = hstack(spacing: 0, id: labelKey(title)) {
            zstack {
                if checked { _ = checkMark(color: color) }
            }
            .frame(width: 22, alignment: .leading)
            text(title, font: font, color: color)
            spacer(minLength: 16)
            // Pointing at the submenu's side: the left, right to left.
            if submenu != nil { icon(Icon(named: "chevron.right"), size: 10, color: color).flipsForRightToLeftLayoutDirection(true) }
            if let shortcut {
                text(shortcut, font: font, color: lit ? color : ControlStyle.menuSecondaryLabel)
                    .accessibilityHidden()
            }
        }
        .padding(horizontal: 6)
        .frame(maxWidth: .infinity)
        .frame(height: ControlStyle.menuItemHeight)
        .background { roundedRectangle(cornerRadius: 4, fill: lit ? ControlStyle.menuHighlight : .clear) }
        .accessibility(role: .menuItem, label: title)
        if checked { row.accessibilityValue("on") } else if submenu != nil { row.accessibilityValue("submenu") }
        // (2) Its interaction: a click chooses it (or opens its submenu); keys and hover are
        // the menu's (`MenuState.key`, `hover`), as the items are not Tab stops.
        let ui = self
        row.onTap {
            guard m.levels.indices.contains(level), m.levels[level].items.indices.contains(j) else { return }
            let item = m.levels[level].items[j]
            if item.submenu != nil { m.openSubmenu(level, j, keyboard: false) } else { m.choose(item, ui: ui) }
        }
        .focusable(false)
        m.levels[level].items.append(MenuState.Item(id: row.id, title: title, node: row.index, action: action, submenu: submenu))
        if open, let submenu {
            m.levels[level].openContent = submenu
            m.levels[level].openNode = row.index
        }
        return row
    }
}

extension NodeRef {
    /// A menu of `content` opened on this view — SwiftUI's `contextMenu(menuItems:)`: at the
    /// pointer on a right click, or under the view when the Menu key ("Menu" or "Application")
    /// is pressed while it has keyboard focus (make it `.focusable()`). The items are made as
    /// in ``GlissCore/UI/menu(_:id:_:)-(LocalizedStringKey,_,_)``, and the menu behaves the same way.
    ///
    /// ```swift
    /// ui.text(file.name)
    ///     .contextMenu {
    ///         ui.button("Rename") { model.rename(file) }
    ///         ui.button("Delete", role: .destructive) { model.delete(file) }
    ///     }
    /// ```
    @discardableResult
    public func contextMenu(_ content: @escaping () -> Void) -> NodeRef {
        let ui = self.ui
        let id = id
        let key = id.child("contextMenu")
        let s = ui.presentations.state(key)
        let m = s.memory as? MenuState ?? MenuState()
        s.memory = m
        func openAtView() {
            let r = ui.hitRect(of: id) ?? ui.ref(index).layoutRect
            m.open(.below(r), keyboard: true)
        }
        m.rightToLeft = EnvironmentValues.building.layoutDirection == .rightToLeft
        let me = onTap(button: .right) {
            m.open(.at(ui.pointer ?? .zero), keyboard: false)
        }
        me.onKeyPress(.menu, action: openAtView)
        me.onKeyPress(.application, action: openAtView)
        ui.registerMenu(key, title: "", state: s, m, content)
        return me
    }
}
