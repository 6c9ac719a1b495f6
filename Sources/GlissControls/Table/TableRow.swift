import Foundation
@_spi(GlissControls) import GlissCore

extension UI {
    /// One row of a table: a cell per column at the column's width (the last takes the rest),
    /// on the row's fill — every other row shaded, the selection's colour when selected.
    func tableRow<Row>(_ row: Row, offset k: Int, columns: [TableColumn<Row>], widths: [Double], selected: Bool,
                       emphasized: Bool, memory: TableMemory, click: @escaping () -> Void,
                       rightClick: @escaping () -> Void) {
        let fill = k % 2 == 1 ? ControlStyle.tableAlternateRow : ControlStyle.listBackground
        let selection: ListRowSelection = !selected ? .none : emphasized ? .emphasized : .unemphasized
        var r: NodeRef!
        environment(\.listRowSelection, selection) {
            r = hstack(spacing: 0) {
                for (c, column) in columns.enumerated() {
                    let cell = hstack(spacing: 0) {
                        column.content(row)
                    }
                    .padding(horizontal: 8)
                    if c == columns.count - 1 {
                        cell.frame(minWidth: column.minWidth, maxWidth: .infinity, alignment: .leading)
                    } else {
                        cell.frame(width: widths[c], alignment: .leading)
                    }
                    cell.clipped()
                        .accessibility(role: .tableCell, label: rowLabel(cell.index))
                }
            }
        }
        if selected && emphasized { recolorLabels(in: r.index) }
        r.frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: ControlStyle.tableRowHeight)
            .background {
                zstack {
                    rectangle(fill: fill)
                    if selected {
                        rectangle(fill: emphasized ? ControlStyle.selection : ControlStyle.selectionUnfocused)
                    }
                }
            }
            .accessibility(role: .tableRow, label: rowLabel(r.index))
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
