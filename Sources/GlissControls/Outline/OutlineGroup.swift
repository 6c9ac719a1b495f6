@_spi(GlissControls) import GlissCore

/// Which items of an outline list are open, by item ID (kept in the list's scope).
final class OutlineExpansion {
    var open: Set<AnyHashable> = []
}

/// One visible row of an outline list: its item, how deep it is, and its parent's ID.
struct OutlineRow<Item, ID: Hashable> {
    let item: Item
    let id: ID
    let depth: Int
    let parent: ID?
    let hasChildren: Bool
}

extension UI {
    /// A tree of items, each item with children a disclosure group holding them — SwiftUI's
    /// `OutlineGroup(_:id:children:content:)`. `children` is nil for a leaf (an empty array is
    /// an item that could hold some, shown with its chevron). Each group opens and closes on
    /// its own, as ``disclosureGroup(_:id:_:)-(LocalizedStringKey,_,_)`` does, and keeps that by its item's ID.
    ///
    /// ```swift
    /// ui.outlineGroup(folders, id: \.path, children: \.subfolders) { folder in
    ///     ui.label(folder.name, systemImage: "folder")
    /// }
    /// ```
    public func outlineGroup<Item, ID: Hashable>(_ data: [Item], id itemID: KeyPath<Item, ID>,
                                                 children: KeyPath<Item, [Item]?>, _ content: (Item) -> Void) {
        for item in data {
            let key = ListRowKey(AnyHashable(item[keyPath: itemID]))
            if let inner = item[keyPath: children] {
                disclosureGroup(id: key, {
                    outlineGroup(inner, id: itemID, children: children, content)
                }, label: { content(item) })
            } else {
                // A leaf lines up with its siblings' titles, past where their chevrons are.
                hstack(spacing: 0, id: key) { content(item) }
                    .padding(.leading, ControlStyle.disclosureIndent)
            }
        }
    }

    /// ``outlineGroup(_:id:children:_:)`` of `Identifiable` items.
    public func outlineGroup<Item: Identifiable>(_ data: [Item], children: KeyPath<Item, [Item]?>,
                                                 _ content: (Item) -> Void) {
        outlineGroup(data, id: \.id, children: children, content)
    }

    /// A list of a tree — SwiftUI's `List(_:children:selection:rowContent:)`: the rows of the
    /// open items' children follow them, indented, and an item with children has a chevron
    /// that opens and closes it (closed at first). Selection works as in ``list(_:id:selection:id:_:)-(_,_,Binding<Set<ID>>,_,_)``
    /// over the rows shown; while the list has focus, Right opens the selected item and Left
    /// closes it, or, on a closed item or a leaf, selects its parent (as macOS outlines do).
    /// The inspector lists each row with children's chevron (role `disclosure`, its value
    /// "expanded" or "collapsed").
    ///
    /// ```swift
    /// ui.list(folders, id: \.path, children: \.subfolders, selection: Bindable(model).selected) { folder in
    ///     ui.text(folder.name)
    /// }
    /// ```
    @discardableResult
    public func list<Item, ID: Hashable>(_ data: [Item], id itemID: KeyPath<Item, ID>, children: KeyPath<Item, [Item]?>,
                                         selection: Binding<Set<ID>>, id: some IdentityKey = "list",
                                         _ rowContent: (Item) -> Void) -> NodeRef {
        let expansion = state(OutlineExpansionKey(list: id), OutlineExpansion()).value
        var rows: [OutlineRow<Item, ID>] = []
        func visit(_ items: [Item], depth: Int, parent: ID?) {
            for item in items {
                let key = item[keyPath: itemID]
                let inner = item[keyPath: children]
                rows.append(OutlineRow(item: item, id: key, depth: depth, parent: parent, hasChildren: inner != nil))
                if let inner, expansion.open.contains(AnyHashable(key)) { visit(inner, depth: depth + 1, parent: key) }
            }
        }
        visit(data, depth: 0, parent: nil)
        let setOpen = { (key: ID, open: Bool) in
            self.withAnimation(ControlStyle.spring) {
                if open { expansion.open.insert(AnyHashable(key)) } else { expansion.open.remove(AnyHashable(key)) }
            }
        }
        let list = list(rows, id: \.id, selection: selection, id: id) { row in
            self.outlineRow(row, open: expansion.open.contains(AnyHashable(row.id)), setOpen: setOpen, rowContent)
        }
        // The arrows across, on the one selected row: open or close it, or go to its parent.
        func across(_ open: Bool) {
            guard selection.wrappedValue.count == 1, let key = selection.wrappedValue.first,
                  let row = rows.first(where: { $0.id == key }) else { return }
            let isOpen = expansion.open.contains(AnyHashable(key))
            if row.hasChildren && isOpen != open { return setOpen(key, open) }
            if !open, let parent = row.parent { selection.wrappedValue = [parent] }
        }
        return list.onKeyPress(.rightArrow) { across(true) }.onKeyPress(.leftArrow) { across(false) }
    }

    /// ``list(_:id:children:selection:id:_:)`` of `Identifiable` items.
    @discardableResult
    public func list<Item: Identifiable>(_ data: [Item], children: KeyPath<Item, [Item]?>,
                                         selection: Binding<Set<Item.ID>>, id: some IdentityKey = "list",
                                         _ rowContent: (Item) -> Void) -> NodeRef {
        list(data, id: \.id, children: children, selection: selection, id: id, rowContent)
    }

    /// One row of an outline list: indented by its depth, its chevron (a blank the same width
    /// for a leaf), then the app's content.
    private func outlineRow<Item, ID: Hashable>(_ row: OutlineRow<Item, ID>, open: Bool,
                                                 setOpen: @escaping (ID, Bool) -> Void, _ content: (Item) -> Void) {
        hstack(spacing: ControlStyle.disclosureSpacing) {
            var chevron: NodeRef? = nil
            if row.hasChildren {
                let turn = animatedValue("turn", open ? 1.0 : 0)
                chevron = zstack { disclosureChevron(turn) }
                    .accessibility(role: .disclosure)
                    .accessibilityValue(open ? "expanded" : "collapsed")
                    .focusable(false)
                    .onTap { setOpen(row.id, !open) }
            } else {
                // (Not a framed spacer: a stack still shares its space among its spacers.)
                rectangle(fill: .clear).frame(width: ControlStyle.disclosureChevron, height: 1)
            }
            content(row.item)
            // A screen reader reads the chevron by its item (GTK's expander row is read so).
            if let chevron, let name = currentContainer?.firstTextLabel { chevron.accessibilityLabel(name) }
        }
        .padding(.leading, Double(row.depth) * ControlStyle.outlineIndent)
    }
}

/// The key of an outline list's open items, beside the list's own state.
struct OutlineExpansionKey: IdentityKey {
    let identityBits: UInt64
    init(list: some IdentityKey) { identityBits = (list.explicitBits ?? 0) ^ 0x6f75_746c_696e_65 }
}
