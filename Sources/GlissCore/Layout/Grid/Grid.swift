/// `ui.grid` and `ui.gridRow`, SwiftUI's `Grid` and `GridRow`: rows of cells whose columns line
/// up — each column as wide as its widest cell, each row as tall as its tallest — built on the
/// `Layout` machinery (`GridColumnsLayout`, `GridRowLayout`) that apps' own layouts use.
extension UI {
    /// A grid of the `gridRow`s built by `content` — SwiftUI's
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)`. Each column is as wide as its widest
    /// cell and each row as tall as its tallest; a cell sits in its slot by `alignment` (or its
    /// column's ``NodeRef/gridColumnAlignment(_:)``, or its row's). A view built directly in the
    /// grid, outside any row, is a row of its own as wide as the grid (a divider).
    /// Spacing is 8 points unless given. Columns with a flexible cell (a shape, a
    /// `maxWidth: .infinity` frame) share the width the grid is offered beyond its columns'.
    ///
    /// ```swift
    /// ui.grid(alignment: .leading) {
    ///     ui.gridRow { ui.text("Name"); ui.text(user.name) }
    ///     ui.gridRow { ui.text("E-mail"); ui.text(user.email) }
    /// }
    /// ```
    @discardableResult
    public func grid(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                     id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        let geometry = GridGeometry(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8,
                                    verticalSpacing: verticalSpacing ?? 8)
        let saved = build.currentGrid
        build.currentGrid = geometry
        defer { build.currentGrid = saved }
        return customLayout(TypedCustomLayoutBox(GridColumnsLayout(geometry: geometry), ui: self), idBits: id.explicitBits, content)
    }

    /// A row of a ``grid(alignment:horizontalSpacing:verticalSpacing:id:_:)``: each view `content`
    /// builds is the next cell — SwiftUI's `GridRow(alignment:)`; `alignment` places its cells
    /// vertically in the row (the grid's unless given). Outside a grid it is an `hstack`.
    @discardableResult
    public func gridRow(alignment: VerticalAlignment? = nil, id: some IdentityKey = PositionalKey(),
                        _ content: () -> Void) -> NodeRef {
        guard let geometry = build.currentGrid else {
            let a = Alignment(horizontal: .center, vertical: alignment ?? .center)
            return hstack(alignment: a.vertical, id: id, content)
        }
        // Its cells are its own children: a grid inside a cell starts its own rows.
        build.currentGrid = nil
        defer { build.currentGrid = geometry }
        return customLayout(TypedCustomLayoutBox(GridRowLayout(geometry: geometry, alignment: alignment), ui: self),
                            idBits: id.explicitBits, content)
    }
}

extension NodeRef {
    /// Spans `count` columns of its grid row — SwiftUI's `gridCellColumns(_:)`.
    @discardableResult public func gridCellColumns(_ count: Int) -> NodeRef {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Aligns every cell of its column horizontally by `alignment` — SwiftUI's
    /// `gridColumnAlignment(_:)` (on any one cell of the column; the first one set wins).
    @discardableResult public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> NodeRef {
        layoutValue(key: GridColumnAlignmentKey.self, value: alignment)
    }

    /// Takes no part in sizing its column (`.horizontal`) or row (`.vertical`) and fills what
    /// they come to on those axes — SwiftUI's `gridCellUnsizedAxes(_:)`: a divider as wide as
    /// the grid, not widening it.
    @discardableResult public func gridCellUnsizedAxes(_ axes: Axis.Set) -> NodeRef {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
