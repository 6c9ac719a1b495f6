import Foundation
@_spi(GlissControls) import GlissCore

/// What a table's rows need of its shown columns, made once a frame: each column's width
/// (the last one's minimum: it takes the width left) and how it builds the cell of the row
/// at an offset. Not generic over the row type, so the code that builds every row and cell
/// runs specialised (the columns' generic code runs only inside `cells`).
struct TableRowColumns {
    let widths: [Double]
    /// The last column's minimum width.
    let lastMinWidth: Double
    /// The row selection the table is built in (`.none`, unless it is inside a selected list
    /// row): a row whose own is the same needs no environment of its own.
    let selectionAround: ListRowSelection
    /// The narrowest a row is: every column at its width, the last at its minimum.
    var minRowWidth: Double { widths.dropLast().reduce(0, +) + lastMinWidth }
    /// Each column's cell builder, given the row's offset.
    let cells: [(_ k: Int) -> Void]
}

extension UI {
    /// One row of a table (the row at offset `k`): a cell per column at the column's width
    /// (the last takes the rest), on the row's fill — every other row shaded, the
    /// selection's colour when selected.
    func tableRow(offset k: Int, columns: TableRowColumns, selected: Bool, emphasized: Bool, memory: TableMemory,
                  click: @escaping () -> Void, rightClick: @escaping () -> Void) {
        let selection: ListRowSelection = !selected ? .none : emphasized ? .emphasized : .unemphasized
        let count = columns.widths.count
        var r: NodeRef!
        var label = ""
        func cells() {
            r = hstack(spacing: 0) {
                for c in 0..<count {
                    let cell = hstack(spacing: 0) {
                        columns.cells[c](k)
                    }
                    .padding(horizontal: 8)
                    if c == count - 1 {
                        // Its minimum is the row's (below): a minimum here would have the row's
                        // stack measure its text at that width, wrapped, in every frame.
                        cell.frame(maxWidth: .infinity, alignment: .leading)
                    } else {
                        // As tall as the row: a frame fixed both ways is sized without asking
                        // its content.
                        cell.frame(width: columns.widths[c], height: ControlStyle.tableRowHeight, alignment: .leading)
                    }
                    // The row is read by its first text (each cell's found once, for both).
                    let text = cell.firstTextLabel ?? ""
                    if label.isEmpty { label = text }
                    cell.clipped()
                        .accessibility(role: .tableCell, label: text)
                }
            }
        }
        // Controls in a selected row draw for its fill; the others see what the table sees.
        if selection == columns.selectionAround {
            cells()
        } else {
            environment(\.listRowSelection, selection, cells)
        }
        if selected && emphasized { recolorLabels(in: r.index) }
        let height = ControlStyle.tableRowHeight
        r.frame(minWidth: columns.minRowWidth, maxWidth: .infinity, minHeight: height, maxHeight: height,
                alignment: .leading)
        // The selection's colour, or the shade of every other row; the others show the
        // table's background.
        if selected {
            r.background(emphasized ? ControlStyle.selection : ControlStyle.selectionUnfocused)
        } else if k % 2 == 1 {
            r.background(ControlStyle.tableAlternateRow)
        }
        r.accessibility(role: .tableRow, label: label)
            .accessibilityValue(selected ? "selected" : "")
        // A double click opens what the row is (after its first click selected it), as a
        // double click in Finder's list does; only when the table has a primary action, as
        // a row that takes double clicks waits to tell them from single ones.
        if memory.hasRowMenu, let primary = memory.primaryAction {
            r.onTapGesture(count: 2) { primary(memory.currentSelection()) }
        }
        r.onTap(click)
            .focusable(false)
        if memory.hasRowMenu { r.onTap(button: .right, rightClick) }
    }
}
