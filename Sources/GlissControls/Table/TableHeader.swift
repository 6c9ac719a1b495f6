import Foundation
@_spi(GlissControls) import GlissCore

/// The state key of a column's resize zone (the edge after it), by the column's title.
private struct TableEdgeKey: IdentityKey {
    let identityBits: UInt64
    init(_ title: String) { identityBits = "tableEdge \(title)".identityBits }
}

extension UI {
    /// A table's header row: a button per column (a click sorts by it, a second reverses;
    /// the arrow shows the order), the zones between them a drag resizes the column before
    /// with, a hairline under it, and a menu on a right click that hides and shows columns.
    func tableHeader<Row>(_ columns: [TableColumn<Row>], all: [TableColumn<Row>], widths: [Double],
                          memory: TableMemory, sortOrder: Binding<[KeyPathComparator<Row>]>?) {
        let first = sortOrder?.wrappedValue.first
        let height = ControlStyle.tableHeaderHeight
        zstack(alignment: .topLeading) {
            hstack(spacing: 0) {
                for (c, column) in columns.enumerated() {
                    let sorted = first != nil && column.keyPath != nil && first?.keyPath == column.keyPath
                    let last = c == columns.count - 1
                    let cell = hstack(spacing: 4) {
                        text(column.title, font: .subheadline, color: ControlStyle.secondaryLabel)
                        spacer(minLength: 0)
                        if let first, sorted {
                            icon(Icon(named: first.order == .forward ? "chevron.up" : "chevron.down"), size: 9,
                                 color: ControlStyle.secondaryLabel)
                        }
                    }
                    .padding(horizontal: 8)
                    // The last column takes the width left, as AppKit's last column does by default.
                    if last {
                        cell.frame(minWidth: column.minWidth, maxWidth: .infinity, minHeight: height, maxHeight: height,
                                   alignment: .leading)
                    } else {
                        cell.frame(width: widths[c], height: height, alignment: .leading)
                            .overlay(alignment: .trailing) {
                                rectangle(fill: ControlStyle.tableHeaderLine).frame(width: 1).padding(vertical: 5)
                            }
                    }
                    cell.background(ControlStyle.tableHeader)
                        .clipped()
                        .accessibility(role: .tableColumnHeader, label: column.title)
                        .accessibilityValue(sorted ? (first?.order == .forward ? "ascending" : "descending") : "")
                        .focusable(false)
                    if let comparator = column.comparator, let sortOrder {
                        cell.onTap {
                            var order = sortOrder.wrappedValue
                            if let f = order.first, f.keyPath == column.keyPath {
                                order[0].order = f.order == .forward ? .reverse : .forward
                            } else {
                                // The column clicked sorts first; the others it was sorted by
                                // before break ties, as SwiftUI's sort order keeps them.
                                order.removeAll { $0.keyPath == column.keyPath }
                                order.insert(comparator(.forward), at: 0)
                            }
                            sortOrder.wrappedValue = order
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .contextMenu { [unowned self] in
                for column in all {
                    let shown = !memory.hidden.contains(column.title)
                    _ = self.menuItem(column.title, role: nil, checked: shown) {
                        // One column always stays.
                        if shown, all.count - memory.hidden.count <= 1 { return }
                        if shown { memory.hidden.insert(column.title) } else { memory.hidden.remove(column.title) }
                    }
                }
            }
            var x = 0.0
            for (c, column) in columns.enumerated().dropLast() {
                x += widths[c]
                if column.minWidth < column.maxWidth { resizeZone(column, x: x, width: widths[c], memory: memory) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        rectangle(fill: ControlStyle.tableHeaderLine).frame(height: 1)
    }

    /// The zone a drag resizes `column` with: 9 points wide, centred on its header's trailing
    /// edge at `x`, so it is easy to grab; the width follows the drag within the column's
    /// `min` and `max`, and the pointer shows it can.
    private func resizeZone<Row>(_ column: TableColumn<Row>, x: Double, width: Double, memory: TableMemory) {
        func resized(_ v: DragValue) -> Double {
            let start = memory.dragStart ?? width
            memory.dragStart = start
            return min(max(start + v.translation.width, column.minWidth), column.maxWidth)
        }
        let title = column.title
        // A clear backdrop takes the clicks in the zone, so a click meant for the edge does
        // not sort the column under it.
        rectangle(fill: Color(white: 0, opacity: 0), id: TableEdgeKey(title))
            .frame(width: 9, height: ControlStyle.tableHeaderHeight)
            .background { rectangle(fill: Color(white: 0, opacity: 0)).onTap {} }
            .offset(x: x - 4)
            .pointerStyle(.columnResize)
            .onDrag(minimumDistance: 1, axis: .horizontal, coordinateSpace: .global,
                    changed: { v in memory.widths[title] = resized(v) },
                    ended: { v in
                        memory.widths[title] = resized(v)
                        memory.dragStart = nil
                    })
    }
}
