/// One grid's columns and rows, worked out by its `GridColumnsLayout` for a proposal and read by its
/// rows' `GridRowLayout` when they place their cells (synchronously, inside the grid's
/// placement). A class: the grid and its rows share it for the pass.
final class GridGeometry {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    /// Each column's width and leading x (from the grid's leading edge).
    var columnWidths: [Double] = []
    var columnX: [Double] = []
    /// Each column's `gridColumnAlignment`, if a cell gave one.
    var columnAlignments: [HorizontalAlignment?] = []
    var width = 0.0

    init(alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The width of `span` columns from column `c`, with the spacing between them.
    func width(from c: Int, span: Int) -> Double {
        let end = min(columnWidths.count, c + span)
        guard c < end else { return 0 }
        return columnX[end - 1] + columnWidths[end - 1] - columnX[c]
    }
}

/// A grid's rows, one after the other: `GridGeometry` for the columns, each row as tall as its
/// tallest cell (cells unsized vertically aside).
struct GridColumnsLayout: Layout {
    let geometry: GridGeometry

    /// A row's cells (its children, when it is a `gridRow`) with the column each starts at and
    /// spans; nil for a view outside any row.
    private func cells(_ row: LayoutSubview) -> [(cell: LayoutSubview, column: Int, span: Int)]? {
        let ui = row.owner.ui
        guard case .custom(let ci) = ui.nodes[row.node].kind,
              let box = ui.tree.customLayouts[ci] as? TypedCustomLayoutBox<GridRowLayout> else { return nil }
        var column = 0
        return box.subviews.map { cell in
            let span = cell[GridCellColumnsKey.self]
            defer { column += span }
            return (cell, column, span)
        }
    }

    /// Columns for proposal width `w`, into `geometry`; the rows' heights.
    private func resolve(_ w: Double?, _ subviews: Subviews) -> [Double] {
        let rows = subviews.map { cells($0) }
        let count = rows.reduce(0) { max($0, ($1 ?? []).reduce(0) { $0 + $1.span }) }
        var widths = [Double](repeating: 0, count: count)
        var flexible = [Bool](repeating: false, count: count)
        var alignments = [HorizontalAlignment?](repeating: nil, count: count)
        for row in rows {
            for (cell, c, span) in row ?? [] where c < count {
                if alignments[c] == nil { alignments[c] = cell[GridColumnAlignmentKey.self] }
                guard span == 1, !cell[GridCellUnsizedAxesKey.self].contains(.horizontal) else { continue }
                let ideal = cell.sizeThatFits(.unspecified).width
                widths[c] = max(widths[c], ideal)
                if cell.sizeThatFits(.infinity).width > ideal { flexible[c] = true }
            }
        }
        let spacing = geometry.horizontalSpacing
        // A spanning cell wider than its columns widens the last of them.
        for row in rows {
            for (cell, c, span) in row ?? [] where span > 1 && c < count
                && !cell[GridCellUnsizedAxesKey.self].contains(.horizontal) {
                let end = min(count, c + span)
                let have = widths[c..<end].reduce(0, +) + spacing * Double(end - c - 1)
                let need = cell.sizeThatFits(.unspecified).width
                if need > have { widths[end - 1] += need - have }
            }
        }
        // The width offered beyond the columns' goes to the flexible ones.
        let total = widths.reduce(0, +) + spacing * Double(max(0, count - 1))
        let flexibleCount = flexible.filter { $0 }.count
        if let w, w.isFinite, w > total, flexibleCount > 0 {
            let extra = (w - total) / Double(flexibleCount)
            for c in 0..<count where flexible[c] { widths[c] += extra }
        }
        var x = 0.0
        geometry.columnX = widths.map { width in defer { x += width + spacing }; return x }
        geometry.columnWidths = widths
        geometry.columnAlignments = alignments
        geometry.width = count == 0 ? 0 : x - spacing
        // Each row's height: its tallest cell in the width it spans (a view outside a row: for
        // the grid's width).
        return zip(subviews, rows).map { view, row in
            guard let row else { return view.sizeThatFits(ProposedViewSize(width: geometry.width, height: nil)).height }
            return row.reduce(0) { h, entry in
                if entry.cell[GridCellUnsizedAxesKey.self].contains(.vertical) { return h }
                let cw = geometry.width(from: entry.column, span: entry.span)
                return max(h, entry.cell.sizeThatFits(ProposedViewSize(width: cw, height: nil)).height)
            }
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let heights = resolve(proposal.width, subviews)
        let h = heights.reduce(0, +) + geometry.verticalSpacing * Double(max(0, heights.count - 1))
        return Size(geometry.width, h)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let heights = resolve(proposal.width, subviews)
        var y = bounds.minY
        for (view, h) in zip(subviews, heights) {
            if cells(view) != nil {
                view.place(at: Point(bounds.minX, y), proposal: ProposedViewSize(width: geometry.width, height: h))
            } else {
                // A view of its own: as wide as the grid, aligned by the grid's alignment.
                let s = view.sizeThatFits(ProposedViewSize(width: geometry.width, height: h))
                let slot = Rect(bounds.minX, y, geometry.width, h)
                view.place(at: Alignment(horizontal: geometry.alignment.horizontal, vertical: .center).place(s, in: slot),
                           proposal: ProposedViewSize(width: geometry.width, height: h))
            }
            y += h + geometry.verticalSpacing
        }
    }
}

/// A grid row: its cells in the columns its grid worked out (`GridGeometry`).
struct GridRowLayout: Layout {
    let geometry: GridGeometry
    let alignment: VerticalAlignment?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        // Asked by its grid when placed, with the row's slot.
        Size(proposal.width ?? geometry.width, proposal.height ?? 0)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var column = 0
        for cell in subviews {
            let span = cell[GridCellColumnsKey.self]
            defer { column += span }
            guard column < geometry.columnWidths.count else { continue }
            let slot = Rect(bounds.minX + geometry.columnX[column], bounds.minY,
                            geometry.width(from: column, span: span), bounds.height)
            let unsized = cell[GridCellUnsizedAxesKey.self]
            var s = cell.sizeThatFits(ProposedViewSize(width: slot.width, height: slot.height))
            if unsized.contains(.horizontal) { s.width = slot.width }
            if unsized.contains(.vertical) { s.height = slot.height }
            let horizontal = span == 1 ? geometry.columnAlignments[column] ?? geometry.alignment.horizontal
                : geometry.alignment.horizontal
            let a = Alignment(horizontal: horizontal, vertical: alignment ?? geometry.alignment.vertical)
            cell.place(at: a.place(s, in: slot), proposal: ProposedViewSize(width: s.width, height: s.height))
        }
    }
}
