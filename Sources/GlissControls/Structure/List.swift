import Foundation
@_spi(GlissControls) import GlissCore

/// A row of a list being built: its `swipeActions` and its `badge`, if it has them.
final class ListRowContext {
    var swipeActions: (() -> Void)? = nil
    var badge: String? = nil
}

/// The swipe actions of a row being built: the width they take so far, and how to close them.
final class SwipeActionsContext {
    var width = 0.0
    let close: () -> Void
    init(close: @escaping () -> Void) { self.close = close }
}

/// What `onDelete` needs of the list it follows.
struct ListInfo {
    /// The list has keyboard focus.
    var focused: Bool
    /// The selected rows' offsets in the list's items.
    var selected: IndexSet
    /// Drops the deleted rows from the selection.
    var deselect: () -> Void
}

/// A list's memory: the row a Shift+click or Shift+arrow extends from (the anchor) and the
/// row the arrows move from (the cursor), by item ID.
final class ListSelectionMemory {
    var anchor: AnyHashable? = nil
    var cursor: AnyHashable? = nil
    /// The row whose swipe actions show (one at a time, as on iOS and macOS).
    weak var openSwipe: SwipeState? = nil
}

/// A row's swipe: how far its actions are revealed (sprung), and the drag moving it.
final class SwipeState {
    var reveal = AnimatedValue(0.0)
    /// Where the drag started from (the reveal then), while a drag is on.
    var dragBase: Double? = nil
    var open = false
}

/// The identity of a list row: its item's ID, so rows keep their state when items move and
/// `scrollTo` finds them.
struct ListRowKey: IdentityKey {
    let identityBits: UInt64
    init(_ id: AnyHashable) { identityBits = UInt64(bitPattern: Int64(id.hashValue)) ^ 0x6c69_7374_726f_77 }
}

extension UI {
    /// A list of `items` with a selection of many — SwiftUI's `List(_:id:selection:rowContent:)`
    /// over a `Set`: `row` builds each item's row. A click selects one row, Ctrl+click adds or
    /// removes one, Shift+click selects the range from the last clicked row. The list is one
    /// Tab stop; while it has focus Up and Down move the selection (with Shift, extend it) and
    /// the list scrolls to keep the selected row in view. Selected rows are highlighted.
    ///
    /// The inspector lists the list (role `list`, its `id` as label, the number of selected
    /// rows as value) and each row (role `listItem`, value "selected" or "").
    ///
    /// Every row is built each frame (a few hundred rows cost little); for many thousands,
    /// use `lazySectionedList`, which builds only the rows in view.
    ///
    /// ```swift
    /// ui.list(model.mail, id: \.id, selection: Bindable(model).selected) { message in
    ///     ui.text(message.subject)
    /// }
    /// .onDelete { offsets in model.mail.remove(atOffsets: offsets) }
    /// ```
    @discardableResult
    public func list<Item, ID: Hashable>(_ items: [Item], id itemID: KeyPath<Item, ID>, selection: Binding<Set<ID>>,
                                         id: some IdentityKey = "list", _ row: (Item) -> Void) -> NodeRef {
        list(items, itemID, selected: selection.wrappedValue, multiple: true, id: id,
             set: { selection.wrappedValue = $0 }, get: { selection.wrappedValue }, row)
    }

    /// A list with a selection of at most one row — SwiftUI's `List(_:id:selection:)` over an
    /// optional: a click (or Up/Down while it has focus) selects a row; Ctrl+click on the
    /// selected row clears it.
    @discardableResult
    public func list<Item, ID: Hashable>(_ items: [Item], id itemID: KeyPath<Item, ID>, selection: Binding<ID?>,
                                         id: some IdentityKey = "list", _ row: (Item) -> Void) -> NodeRef {
        list(items, itemID, selected: Set(selection.wrappedValue.map { [$0] } ?? []), multiple: false, id: id,
             set: { selection.wrappedValue = $0.first }, get: { Set(selection.wrappedValue.map { [$0] } ?? []) }, row)
    }

    /// A list whose items are their own IDs (`Identifiable`'s shape without the protocol):
    /// `ui.list(names, id: \.self, selection: …)` reads the same with strings.
    @discardableResult
    public func list<Item: Identifiable>(_ items: [Item], selection: Binding<Set<Item.ID>>,
                                         id: some IdentityKey = "list", _ row: (Item) -> Void) -> NodeRef {
        list(items, id: \.id, selection: selection, id: id, row)
    }

    private func list<Item, ID: Hashable>(_ items: [Item], _ itemID: KeyPath<Item, ID>, selected: Set<ID>, multiple: Bool,
                                          id: some IdentityKey, set: @escaping (Set<ID>) -> Void,
                                          get: @escaping () -> Set<ID>, _ row: (Item) -> Void) -> NodeRef {
        let ids = items.map { $0[keyPath: itemID] }
        let scrollName = id
        // (1) Its place: a scroll view of rows, in a container that is the Tab stop.
        let container = zstack(alignment: .topLeading, id: id) {
            let memory = state("selection", ListSelectionMemory()).value
            let listID = currentScope
            // Clicks: plain selects one, Ctrl toggles one, Shift selects the range from the anchor.
            func click(_ k: Int) {
                let mods = heldModifiers
                var now = get()
                let item = ids[k]
                if mods.contains(.shift), multiple, let a = memory.anchor?.base as? ID, let ak = ids.firstIndex(of: a) {
                    now = Set(ids[min(ak, k)...max(ak, k)])
                } else if mods.contains(.control) {
                    if now.contains(item) { now.remove(item) } else { now = multiple ? now.union([item]) : [item] }
                    memory.anchor = AnyHashable(item)
                } else {
                    now = [item]
                    memory.anchor = AnyHashable(item)
                }
                memory.cursor = AnyHashable(item)
                if now != get() { set(now) }
                focus(listID)
            }
            // macOS draws the selection in the accent colour while the list has focus (its
            // labels turn white), grey otherwise.
            let emphasized = focusedID == listID
            let rows = scroll(.vertical, id: scrollName, spacing: 0) {
                vstack(alignment: .leading, spacing: 0) {
                    for (k, item) in items.enumerated() {
                        let on = selected.contains(ids[k])
                        listRow(key: ListRowKey(AnyHashable(ids[k])), selected: on, emphasized: emphasized, last: k == items.count - 1,
                                memory: memory, click: { click(k) }) { row(item) }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            // A press anywhere outside the list closes its swiped row, as on iOS and macOS
            // (the press still acts where it lands); a press on a row is the row's (it closes
            // the actions and selects nothing).
            if let open = memory.openSwipe, open.open, let p = pressStartedAt,
               let r = hitRect(of: rows.id), !r.contains(p) {
                closeSwipe(open)
                memory.openSwipe = nil
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(structure.inSidebar ? ControlStyle.sidebar : ControlStyle.listBackground)
        .accessibility(role: .list, label: (id as? String) ?? String(describing: id))
        .accessibilityValue("\(selected.count) selected")
        .focusable()
        // (2) The keyboard, while the list has focus: Up/Down move, Shift extends.
        let nid = container.id
        let focused = hasFocus(nid)
        if focused, !ids.isEmpty {
            let proxy = scrollProxy(scrollName)
            func move(_ d: Int, extend: Bool) {
                let mem = storedMemory(nid)
                let now = get()
                let cursor = (mem.cursor?.base as? ID).flatMap { ids.firstIndex(of: $0) }
                    ?? ids.lastIndex(where: now.contains) ?? (d > 0 ? -1 : ids.count)
                let k = min(max(cursor + d, 0), ids.count - 1)
                mem.cursor = AnyHashable(ids[k])
                if extend, multiple, let a = (mem.anchor?.base as? ID).flatMap({ ids.firstIndex(of: $0) }) {
                    set(Set(ids[min(a, k)...max(a, k)]))
                } else {
                    mem.anchor = AnyHashable(ids[k])
                    set([ids[k]])
                }
                proxy.scrollTo(ListRowKey(AnyHashable(ids[k])))
            }
            for _ in 0..<keyPressCount(.downArrow, modifiers: []) { afterPass { move(1, extend: false) } }
            for _ in 0..<keyPressCount(.upArrow, modifiers: []) { afterPass { move(-1, extend: false) } }
            for _ in 0..<keyPressCount(.downArrow, modifiers: .shift) { afterPass { move(1, extend: true) } }
            for _ in 0..<keyPressCount(.upArrow, modifiers: .shift) { afterPass { move(-1, extend: true) } }
        }
        let offsets = IndexSet(ids.indices.filter { selected.contains(ids[$0]) })
        structure.lists[container.index] = ListInfo(focused: focused, selected: offsets, deselect: {
            set(get().subtracting(offsets.map { ids[$0] }))
        })
        return container
    }

    /// The selection memory of the list whose container is `nid` (kept in its scope).
    private func storedMemory(_ nid: NodeID) -> ListSelectionMemory {
        memory(nid.child("selection").child("state")) { Box(ListSelectionMemory()) }.value
    }

    /// One row: the app's content on the row's fill (the selection's colour when selected),
    /// a hairline under it, and, when the content asked for `swipeActions`, the actions a
    /// horizontal drag reveals at the trailing edge (the left one right to left, revealed by
    /// a drag to the right).
    private func listRow(key: ListRowKey, selected: Bool, emphasized: Bool, last: Bool, memory: ListSelectionMemory, click: @escaping () -> Void, _ content: () -> Void) {
        // In a split view's sidebar it is a sidebar list, as SwiftUI's `.sidebar` style:
        // on the sidebar's colour, without separators.
        let sidebar = structure.inSidebar
        zstack(alignment: .trailing, id: key) {
            let swipe = state("swipe", SwipeState()).value
            let rowContext = ListRowContext()
            structure.rows.append(rowContext)
            let selection: ListRowSelection = !selected ? .none : emphasized ? .emphasized : .unemphasized
            var row: NodeRef!
            environment(\.listRowSelection, selection) {
                row = hstack(spacing: 8) {
                    content()
                    spacer()
                    // `badge`, set while the content was built: at the trailing edge.
                    if let badge = rowContext.badge { listBadge(badge) }
                }
            }
            structure.rows.removeLast()
            if selected && emphasized { recolorLabels(in: row.index) }
            let reveal = max(0, swipe.reveal.value(at: time))
            if swipe.reveal.isAnimating(at: time) { requestAnotherFrame() }
            row
                .padding(horizontal: 12, vertical: 6)
                .frame(maxWidth: .infinity, minHeight: ControlStyle.rowHeight, alignment: .leading)
                .background {
                    zstack {
                        rectangle(fill: sidebar ? ControlStyle.sidebar : ControlStyle.listBackground)
                        if selected {
                            roundedRectangle(cornerRadius: 5, fill: emphasized ? ControlStyle.selection : ControlStyle.selectionUnfocused)
                                .padding(horizontal: 4, vertical: 1)
                        }
                    }
                }
                .overlay(alignment: .bottom) {
                    if !last && !sidebar { rectangle(fill: ControlStyle.listSeparator).frame(height: 1).padding(horizontal: 12) }
                }
                .offset(x: -reveal)
                .accessibility(role: .listItem, label: rowLabel(row.index))
                .accessibilityValue(selected ? "selected" : "")
                .onTap {
                    // A click while a row's actions show closes them, and does nothing else.
                    if let open = memory.openSwipe, open.open {
                        self.closeSwipe(open)
                        memory.openSwipe = nil
                    } else {
                        click()
                    }
                }
                .focusable(false)
            if let actions = rowContext.swipeActions {
                let context = SwipeActionsContext(close: { [unowned self] in self.closeSwipe(swipe) })
                structure.swipeActions.append(context)
                buildingTitleButtons { hstack(spacing: 0) { actions() } }
                    .frame(width: reveal, alignment: .leading)
                    .clipped()
                    .hidden(reveal < 0.5)
                structure.swipeActions.removeLast()
                let full = context.width
                // Drags are in window points, not mirrored: right to left the row slides right
                // (its `offset` is mirrored) and the actions are on the left, so a drag toward
                // the trailing edge is a drag to the right.
                let trailing = EnvironmentValues.building.layoutDirection == .rightToLeft ? 1.0 : -1.0
                // A horizontal drag reveals the actions; a vertical one is left to the list.
                row.onDrag(axis: .horizontal, changed: { v in
                    let base = swipe.dragBase ?? (swipe.open ? full : 0)
                    swipe.dragBase = base
                    swipe.reveal = AnimatedValue(min(max(base + trailing * v.translation.width, 0), full * 1.25))
                }, ended: { [unowned self] v in
                    let at = (swipe.dragBase ?? 0) + trailing * v.translation.width
                    swipe.dragBase = nil
                    swipe.open = at + trailing * v.velocity.width * 0.1 > full / 2
                    swipe.reveal.setTarget(swipe.open ? full : 0, animation: ControlStyle.spring, now: self.time)
                    if swipe.open {
                        if let other = memory.openSwipe, other !== swipe { self.closeSwipe(other) }
                        memory.openSwipe = swipe
                    }
                })
            }
        }
    }

    /// Turns the texts and icons drawn in the label or accent colour under node `i` white, and
    /// secondary ones a translucent white, as labels in a selected row are.
    func recolorLabels(in i: Int) {
        var stack = [ref(i)]
        // Three comparisons, not a `Set` (hashed and allocated for every selected row).
        let label = ControlStyle.label, accent = Color.accentColor
        let secondary = Color.secondary, secondaryLabel = ControlStyle.secondaryLabel, gray = Color.gray
        while let n = stack.popLast() {
            if let c = n.textColor {
                if c == label || c == accent { n.textColor = ControlStyle.selectionText }
                else if c == secondary || c == secondaryLabel || c == gray { n.textColor = ControlStyle.selectionText.opacity(0.75) }
            }
            stack.append(contentsOf: n.children)
        }
    }

    private func closeSwipe(_ swipe: SwipeState) {
        swipe.open = false
        swipe.reveal.setTarget(0, animation: ControlStyle.spring, now: time)
    }

    /// A row's label for the inspector: its first text.
    func rowLabel(_ i: Int) -> String { ref(i).firstTextLabel ?? "" }

    /// A swipe action: white text on a red (destructive) or grey fill; a click runs it and
    /// closes the row.
    func swipeActionButton(_ title: String, role: ButtonRole?, swipe: SwipeActionsContext,
                           action: @escaping () -> Void) -> NodeRef {
        let width = (measurer.measure(title, font: .callout).width + 28).rounded(.up)
        swipe.width += width
        let close = swipe.close
        return zstack {
            text(title, font: .callout, color: .white)
        }
        .frame(width: width)
        .frame(maxHeight: .infinity)
        .background(role == .destructive ? ControlStyle.destructive : ControlStyle.swipeAction)
        .accessibility(role: .button, label: title)
        .onTap { close(); action() }
        .focusable(false)
    }
}

extension NodeRef {
    /// Runs `action` with the offsets of the selected rows when Delete or Backspace is pressed
    /// while the list has keyboard focus — SwiftUI's `onDelete(perform:)` (where a person
    /// deletes rows with the keyboard on a desktop); the deleted rows leave the selection.
    /// Use it on the view `list(_:id:selection:id:_:)` returns.
    @discardableResult public func onDelete(perform action: @escaping (IndexSet) -> Void) -> NodeRef {
        // The list itself, or inside the wrappers modifiers after it added (`.padding()` …).
        var i = index, found = ui.structure.lists[index]
        for _ in 0..<4 where found == nil {
            guard let child = ui.ref(i).firstChild else { break }
            i = child.index
            found = ui.structure.lists[i]
        }
        guard let info = found, info.focused, !info.selected.isEmpty else { return self }
        let presses = ui.keyPressCount(.deleteForward, modifiers: []) + ui.keyPressCount(.delete, modifiers: [])
        if presses > 0 {
            // Once, however many presses: the rows are gone after the first.
            ui.afterPass { info.deselect(); action(info.selected) }
        }
        return self
    }

    /// Actions a horizontal drag on this list row reveals at its trailing edge — SwiftUI's
    /// `swipeActions(content:)` (right to left: on the left, revealed by a drag to the right): build them with `button(_:role:id:action:)` (a destructive
    /// one is red). A drag up or down still scrolls the list; a click on an action runs it and
    /// closes the row. Use it on a row's content inside `list(_:id:selection:id:_:)`.
    @discardableResult public func swipeActions(_ content: @escaping () -> Void) -> NodeRef {
        if let row = ui.structure.rows.last { row.swipeActions = content }
        else { ui.warn("swipeActions outside a list row does nothing") }
        return self
    }
}
