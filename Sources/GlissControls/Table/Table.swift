import Foundation
@_spi(GlissControls) import GlissCore

extension UI {
    /// A table of `rows` under column headers, with a selection of many — SwiftUI's
    /// `Table(_:selection:sortOrder:columns:)`: build its columns with `tableColumn` in
    /// `columns`.
    ///
    /// A click selects a row; Ctrl+click adds or removes one; Shift+click selects the range
    /// from the last row clicked. The table is one Tab stop; while it has focus Up and Down
    /// move the selection (Shift extends it), Home and End go to the first and last row,
    /// Page Up and Page Down a page of rows, Ctrl+A selects every row, and the table scrolls
    /// to keep the row moved to in view.
    ///
    /// A click on a column's header sets `sortOrder` to that column's `KeyPathComparator`
    /// (a second click reverses it) and an arrow in the header shows it; the table shows the
    /// rows in the order given, so sort them when the order changes (`rows.sort(using:)`).
    /// A drag on the edge between two headers resizes the column before it, within its
    /// `width(min:ideal:max:)`; the last column takes the width left. A right click on the
    /// header lists the columns, to hide or show them.
    ///
    /// Only the rows in view are built: a million rows cost what the visible ones cost (rows
    /// are read by offset, so `rows` may be any random-access collection), and each row is
    /// identified by its `id`, as in SwiftUI: what its cells keep (`state`, hover,
    /// animations) goes with the row when a sort moves it. Every other row is shaded. The inspector lists the table (role `table`, its `id` as label, the number of
    /// selected rows as value), its headers (`tableColumnHeader`, value "ascending" or
    /// "descending" for the one sorted by), its rows (`tableRow`, value "selected" or "") and
    /// their cells (`tableCell`).
    ///
    /// ```swift
    /// ui.table(model.files, selection: Bindable(model).selected, sortOrder: Bindable(model).order) {
    ///     ui.tableColumn("Name", value: \.name)
    ///     ui.tableColumn("Size", value: \.size) { file in ui.text("\(file.size) KB") }
    /// }
    /// ```
    @discardableResult
    public func table<Data: RandomAccessCollection>(
        _ rows: Data, selection: Binding<Set<Data.Element.ID>>,
        sortOrder: Binding<[KeyPathComparator<Data.Element>]>? = nil, id: some IdentityKey = "table",
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) -> NodeRef where Data.Element: Identifiable {
        buildTable(rows, mode: .multiple, get: { selection.wrappedValue }, set: { selection.wrappedValue = $0 },
                   sortOrder: sortOrder, id: id, columns: columns())
    }

    /// A table with a selection of at most one row — SwiftUI's `Table` over an optional
    /// selection: a click (or a key, while it has focus) selects a row; Ctrl+click on the
    /// selected row clears it.
    @discardableResult
    public func table<Data: RandomAccessCollection>(
        _ rows: Data, selection: Binding<Data.Element.ID?>,
        sortOrder: Binding<[KeyPathComparator<Data.Element>]>? = nil, id: some IdentityKey = "table",
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) -> NodeRef where Data.Element: Identifiable {
        buildTable(rows, mode: .single, get: { Set(selection.wrappedValue.map { [$0] } ?? []) },
                   set: { selection.wrappedValue = $0.first }, sortOrder: sortOrder, id: id, columns: columns())
    }

    /// A table whose rows are not selected — SwiftUI's `Table(_:sortOrder:columns:)`.
    @discardableResult
    public func table<Data: RandomAccessCollection>(
        _ rows: Data, sortOrder: Binding<[KeyPathComparator<Data.Element>]>? = nil, id: some IdentityKey = "table",
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) -> NodeRef where Data.Element: Identifiable {
        buildTable(rows, mode: .none, get: { [] }, set: { _ in }, sortOrder: sortOrder, id: id, columns: columns())
    }

    private func buildTable<Data: RandomAccessCollection>(
        _ data: Data, mode: TableSelectionMode, get: @escaping () -> Set<Data.Element.ID>,
        set: @escaping (Set<Data.Element.ID>) -> Void, sortOrder: Binding<[KeyPathComparator<Data.Element>]>?,
        id: some IdentityKey, columns: [TableColumn<Data.Element>]
    ) -> NodeRef where Data.Element: Identifiable {
        let rows = TableRows(data)
        let selected = get()
        let scrollName = id
        var memoryOut: TableMemory!
        // (1) Its place: the header over a scroll view of lazy rows, in a container that is
        // the Tab stop.
        let container = vstack(alignment: .leading, spacing: 0, id: id) {
            let memory = state("table", TableMemory()).value
            memoryOut = memory
            // Rows take right clicks when last frame's table had a row menu (the modifier
            // that makes it comes after the rows are built).
            memory.hasRowMenu = memory.rowMenuSeen
            memory.rowMenuSeen = false
            memory.currentSelection = { AnyHashable(get()) }
            let tableID = currentScope
            let selection = TableSelection(rows: rows, mode: mode, get: get, set: set, memory: memory)
            var shown = columns.filter { !memory.hidden.contains($0.title) }
            if shown.isEmpty { shown = columns }
            let widths = shown.map { memory.widths[$0.title] ?? $0.startWidth }
            tableHeader(shown, all: columns, widths: widths, memory: memory, sortOrder: sortOrder)
            let rowColumns = TableRowColumns(widths: widths, lastMinWidth: shown[shown.count - 1].minWidth,
                                             selectionAround: ListRowSelection.current,
                                             cells: shown.map { column in { k in column.content(rows.row(k)) } })
            // macOS draws the selection in the accent colour while the table has focus (its
            // labels turn white), grey otherwise.
            let emphasized = focusedID == tableID
            scroll(.vertical, id: scrollName, spacing: 0) {
                // A one-column lazy grid: uniform rows placed by index math, each keyed by its
                // row's ID, as SwiftUI's rows are: a row's state (its cells' `state`, hover,
                // animations) follows it when a sort moves it. (The keys scroll to a row by its
                // offset instead of looking its key up among a million: `reveal`.)
                lazyVGrid(columns: [GridItem(.flexible())], spacing: 0, itemHeight: ControlStyle.tableRowHeight,
                          count: rows.count, id: "rows", key: { TableRowKey(rows.id($0)) }) { _, k in
                    tableRow(offset: k, columns: rowColumns, selected: selected.contains(rows.id(k)),
                             emphasized: emphasized, memory: memory,
                             click: { [unowned self] in
                                 selection.click(k, modifiers: self.heldModifiers)
                                 self.focus(tableID)
                             },
                             rightClick: {
                                 // The menu acts on the selection when the row is in it, else on
                                 // the row alone (which stays unselected), as in macOS's tables.
                                 let id = rows.id(k), now = get()
                                 memory.menuRows = AnyHashable(now.contains(id) ? now : [id])
                                 memory.openRowMenu?()
                             })
                }
                // Rows no narrower than their columns, from the leading edge as the header's
                // are: in a table narrower than its columns, a row wider than its slot was
                // centred in it, its cells shifted left of their headers.
                .frame(minWidth: rowColumns.minRowWidth, alignment: .topLeading)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(ControlStyle.listBackground)
        .clipped()
        .accessibility(role: .table, label: (id as? String) ?? String(describing: id))
        .accessibilityValue("\(selected.count) selected")
        .focusable()
        let memory: TableMemory = memoryOut
        structure.tables[container.index] = memory
        // (2) The keyboard, while the table has focus.
        if hasFocus(container.id), rows.count > 0, mode != .none {
            tableKeys(TableSelection(rows: rows, mode: mode, get: get, set: set, memory: memory),
                      proxy: scrollProxy(scrollName))
        }
        return container
    }

    /// Up/Down (Shift extends), Home/End, Page Up/Down and Ctrl+A on the focused table; each
    /// scrolls the row moved to into view.
    private func tableKeys<Data>(_ selection: TableSelection<Data>, proxy: ScrollProxy) {
        let page = max(1, Int(proxy.viewportLength / ControlStyle.tableRowHeight) - 1)
        let last = selection.rows.count - 1
        let moves: [(Key, Int?)] = [(.downArrow, 1), (.upArrow, -1), (.pageDown, page), (.pageUp, -page),
                                    (.home, nil), (.end, nil)]
        for (key, step) in moves {
            for extend in [false, true] {
                for _ in 0..<keyPressCount(key, modifiers: extend ? .shift : []) {
                    afterPass {
                        let from = selection.cursor()
                        let k: Int
                        if let step { k = from.map { $0 + step } ?? (step > 0 ? 0 : last) } else { k = key == .home ? 0 : last }
                        selection.move(to: k, extend: extend)
                        UI.reveal(min(max(k, 0), last), proxy: proxy)
                    }
                }
            }
        }
        if keyPressCount("a", modifiers: .control) > 0 { afterPass { selection.selectAll() } }
    }

    /// Scrolls the table by the least amount that shows row `k` (as `scrollTo` with no
    /// anchor does): rows are uniform, so its frame is index math, where `scrollTo` its key
    /// would scan the rows' IDs.
    private static func reveal(_ k: Int, proxy: ScrollProxy) {
        let height = ControlStyle.tableRowHeight
        let top = Double(k) * height
        if top < proxy.offset {
            proxy.setOffset(top)
        } else if top + height > proxy.offset + proxy.viewportLength {
            proxy.setOffset(top + height - proxy.viewportLength)
        }
    }
}
