import Foundation
@_spi(GlissControls) import GlissCore

/// A table's rows by offset: any random-access collection (an array, or rows computed on
/// demand), read only at the offsets a frame shows or an action touches, so a million rows
/// cost nothing until they are looked at.
struct TableRows<Data: RandomAccessCollection> where Data.Element: Identifiable {
    let data: Data
    /// Read once: `count` of a lazy collection may walk it.
    let count: Int

    init(_ data: Data) {
        self.data = data
        count = data.count
    }

    func row(_ k: Int) -> Data.Element { data[data.index(data.startIndex, offsetBy: k)] }
    func id(_ k: Int) -> Data.Element.ID { row(k).id }

    /// The offset of the row `id`, `hint` checked first (where it was when last touched: the
    /// rows did not move unless they were sorted since), then every row.
    func offset(of id: Data.Element.ID, hint: Int?) -> Int? {
        if let h = hint, h >= 0, h < count, self.id(h) == id { return h }
        var k = 0
        for row in data {
            if row.id == id { return k }
            k += 1
        }
        return nil
    }

    /// The IDs of the rows from offset `a` to offset `b`, either way round.
    func ids(_ a: Int, _ b: Int) -> Set<Data.Element.ID> {
        Set((min(a, b)...max(a, b)).map(id))
    }
}

/// A table row's key in its lazy grid: its row's ID (salted, so it meets no other key), so
/// the row's state follows the row, not its offset.
struct TableRowKey: IdentityKey {
    let identityBits: UInt64
    init<ID: Hashable>(_ id: ID) { identityBits = UInt64(bitPattern: Int64(id.hashValue)) ^ 0x7461_626c_6572_6f77 }
}

/// How many rows a table's selection holds.
enum TableSelectionMode {
    /// None: clicks select nothing.
    case none
    /// At most one (a `Binding` to an optional ID).
    case single
    /// Any number (a `Binding` to a `Set` of IDs): Ctrl, Shift and Ctrl+A add to it.
    case multiple
}

/// A table's memory from frame to frame: the row Shift extends from (the anchor), the row
/// the arrows move from (the cursor) — each by ID, with the offset it was last at —, the
/// columns' widths, and the row menu's target.
final class TableMemory {
    var anchor: AnyHashable? = nil
    var anchorOffset: Int? = nil
    var cursor: AnyHashable? = nil
    var cursorOffset: Int? = nil
    /// Each column's width, by title (a column dragged keeps its width when others come and go).
    var widths: [String: Double] = [:]
    /// The width of the column being resized when its drag began.
    var dragStart: Double? = nil
    /// The titles of the columns the header's menu hid.
    var hidden: Set<String> = []
    /// The rows the open row menu acts on (a `Set` of the table's IDs).
    var menuRows: AnyHashable? = nil
    /// Opens the row menu at the pointer: set by `contextMenu(forSelectionType:menu:)`.
    var openRowMenu: (() -> Void)? = nil
    /// The table had a row menu last frame (its rows take right clicks), and this one so far.
    var hasRowMenu = false
    var rowMenuSeen = false
    /// What a double click on a row runs (`contextMenu(forSelectionType:menu:primaryAction:)`),
    /// given the selection (a `Set` of the table's IDs); set again every frame.
    var primaryAction: ((AnyHashable) -> Void)? = nil
    /// The table's selection now, for the primary action.
    var currentSelection: () -> AnyHashable = { AnyHashable(0) }
}

/// The selection logic of a table: clicks (with Ctrl and Shift) and the keys, over rows by
/// offset, through the app's binding.
struct TableSelection<Data: RandomAccessCollection> where Data.Element: Identifiable {
    typealias ID = Data.Element.ID
    let rows: TableRows<Data>
    let mode: TableSelectionMode
    let get: () -> Set<ID>
    let set: (Set<ID>) -> Void
    let memory: TableMemory

    private func anchor() -> Int? {
        guard let a = memory.anchor?.base as? ID else { return nil }
        let k = rows.offset(of: a, hint: memory.anchorOffset)
        memory.anchorOffset = k
        return k
    }

    private func setAnchor(_ k: Int) {
        memory.anchor = AnyHashable(rows.id(k))
        memory.anchorOffset = k
    }

    /// The row the arrows move from: the cursor, else the last selected row (or none).
    func cursor() -> Int? {
        if let c = memory.cursor?.base as? ID, let k = rows.offset(of: c, hint: memory.cursorOffset) { return k }
        let now = get()
        guard !now.isEmpty else { return nil }
        var last: Int? = nil
        var k = 0
        for row in rows.data {
            if now.contains(row.id) { last = k }
            k += 1
        }
        return last
    }

    /// A click on row `k`: plain selects it alone, Ctrl adds or removes it, Shift selects the
    /// range from the anchor (the last row clicked without Shift), as macOS's tables do.
    func click(_ k: Int, modifiers mods: KeyModifiers) {
        guard mode != .none, k < rows.count else { return }
        let id = rows.id(k)
        var now = get()
        if mods.contains(.shift), mode == .multiple, let a = anchor() {
            now = rows.ids(a, k)
        } else if mods.contains(.control) {
            if now.contains(id) { now.remove(id) } else { now = mode == .multiple ? now.union([id]) : [id] }
            setAnchor(k)
        } else {
            now = [id]
            setAnchor(k)
        }
        memory.cursor = AnyHashable(id)
        memory.cursorOffset = k
        if now != get() { set(now) }
    }

    /// Moves the cursor to row `k` (clamped): it alone is selected, or with `extend` the
    /// range from the anchor to it.
    func move(to k: Int, extend: Bool) {
        guard mode != .none, rows.count > 0 else { return }
        let k = min(max(k, 0), rows.count - 1)
        memory.cursor = AnyHashable(rows.id(k))
        memory.cursorOffset = k
        if extend, mode == .multiple, let a = anchor() {
            set(rows.ids(a, k))
        } else {
            setAnchor(k)
            set([rows.id(k)])
        }
    }

    /// Ctrl+A: every row (a multiple selection only).
    func selectAll() {
        guard mode == .multiple else { return }
        var all = Set<ID>(minimumCapacity: rows.count)
        for row in rows.data { all.insert(row.id) }
        set(all)
    }
}
