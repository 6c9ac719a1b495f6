import Foundation
@_spi(GlissControls) import GlissCore

/// A column of a table — SwiftUI's `TableColumn`: its title, how a row's cell is built, and,
/// when it shows a value, the key path a click on its header sorts the rows by. Made with
/// `tableColumn(_:value:)` and its siblings inside
/// `table(_:selection:sortOrder:id:columns:)`.
public struct TableColumn<Row> {
    /// The header's title.
    public let title: String
    /// Builds a row's cell.
    let content: (Row) -> Void
    /// What a click on the header sorts by: a comparator of the column's value in an order;
    /// nil for a column that does not sort.
    let comparator: ((SortOrder) -> KeyPathComparator<Row>)?
    /// The column's value, to find it in a sort order (`KeyPathComparator.keyPath`).
    let keyPath: PartialKeyPath<Row>?
    /// Bounds of the width a drag on the header's edge gives it, and the width it starts at
    /// (nil: ``TableColumn/defaultWidth``).
    var minWidth = TableColumn<Row>.defaultMinWidth
    var idealWidth: Double? = nil
    var maxWidth = Double.infinity

    /// The narrowest a column may be dragged, when its `width` does not say (as AppKit's
    /// table column's default minimum, a little more for the sort arrow).
    static var defaultMinWidth: Double { 40 }
    /// The width a column starts at, when its `width` does not say.
    static var defaultWidth: Double { 160 }

    init(title: String, content: @escaping (Row) -> Void, comparator: ((SortOrder) -> KeyPathComparator<Row>)?,
         keyPath: PartialKeyPath<Row>?) {
        self.title = title
        self.content = content
        self.comparator = comparator
        self.keyPath = keyPath
    }

    /// This column with a width a drag on its header's edge keeps between `min` and `max`,
    /// starting at `ideal` — SwiftUI's `width(min:ideal:max:)`. The last column takes the
    /// table's remaining width (at least its `min`).
    public func width(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) -> TableColumn {
        var c = self
        if let min { c.minWidth = min }
        if let ideal { c.idealWidth = ideal }
        if let max { c.maxWidth = max }
        c.maxWidth = Swift.max(c.maxWidth, c.minWidth)
        return c
    }

    /// This column at a fixed `width` that no drag changes — SwiftUI's `width(_:)`.
    public func width(_ width: Double) -> TableColumn {
        self.width(min: width, ideal: width, max: width)
    }

    /// The width the column starts at, within its bounds.
    var startWidth: Double { Swift.min(Swift.max(idealWidth ?? Self.defaultWidth, minWidth), maxWidth) }
}

/// Makes a table's columns from the `tableColumn` calls in its closure — SwiftUI's
/// `TableColumnBuilder`. Its row type comes from the table's rows, so a column's key path
/// (`\.name`) needs no type before it.
@resultBuilder
public enum TableColumnBuilder<Row> {
    /// One column.
    public static func buildExpression(_ column: TableColumn<Row>) -> [TableColumn<Row>] { [column] }
    /// The columns of the closure's statements, in order.
    public static func buildBlock(_ parts: [TableColumn<Row>]...) -> [TableColumn<Row>] { parts.flatMap { $0 } }
    /// The columns of an `if` without `else`, when its condition holds.
    public static func buildOptional(_ part: [TableColumn<Row>]?) -> [TableColumn<Row>] { part ?? [] }
    /// The columns of an `if`'s first branch.
    public static func buildEither(first: [TableColumn<Row>]) -> [TableColumn<Row>] { first }
    /// The columns of an `if`'s `else` branch.
    public static func buildEither(second: [TableColumn<Row>]) -> [TableColumn<Row>] { second }
    /// The columns of a `for` loop.
    public static func buildArray(_ parts: [[TableColumn<Row>]]) -> [TableColumn<Row>] { parts.flatMap { $0 } }
}

extension UI {
    /// A column showing each row's `value` with `content`, sorted by `value` when its header
    /// is clicked — SwiftUI's `TableColumn(_:value:content:)`. A literal title is looked up in
    /// the app's String Catalog, as `text(_:)` is.
    ///
    /// ```swift
    /// ui.tableColumn("Size", value: \.size) { file in ui.text("\(file.size) KB") }
    /// ```
    public func tableColumn<Row, Value: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<Row, Value>,
                                                   _ content: @escaping (Row) -> Void) -> TableColumn<Row> {
        tableColumn(localized(titleKey), value: value, content)
    }

    /// A column with a title held in a string (shown as it is, not looked up): see
    /// ``tableColumn(_:value:_:)-(LocalizedStringKey,_,_)``.
    @_disfavoredOverload
    public func tableColumn<Row, Value: Comparable, S: StringProtocol>(_ title: S, value: KeyPath<Row, Value>,
                                                                      _ content: @escaping (Row) -> Void) -> TableColumn<Row> {
        TableColumn(title: String(title), content: content, comparator: { KeyPathComparator(value, order: $0) }, keyPath: value)
    }

    /// A column showing each row's text `value`, sorted by it when its header is clicked —
    /// SwiftUI's `TableColumn(_:value:)`. A literal title is looked up in the String Catalog.
    public func tableColumn<Row>(_ titleKey: LocalizedStringKey, value: KeyPath<Row, String>) -> TableColumn<Row> {
        tableColumn(localized(titleKey), value: value)
    }

    /// A text column with a title held in a string (not looked up).
    @_disfavoredOverload
    public func tableColumn<Row, S: StringProtocol>(_ title: S, value: KeyPath<Row, String>) -> TableColumn<Row> {
        tableColumn(title, value: value) { [unowned self] row in self.text(row[keyPath: value]) }
    }

    /// A column whose cells `content` builds, which does not sort — SwiftUI's
    /// `TableColumn(_:content:)`. A literal title is looked up in the String Catalog.
    public func tableColumn<Row>(_ titleKey: LocalizedStringKey, _ content: @escaping (Row) -> Void) -> TableColumn<Row> {
        tableColumn(localized(titleKey), content)
    }

    /// A column with a title held in a string (not looked up), whose cells `content` builds.
    @_disfavoredOverload
    public func tableColumn<Row, S: StringProtocol>(_ title: S, _ content: @escaping (Row) -> Void) -> TableColumn<Row> {
        TableColumn(title: String(title), content: content, comparator: nil, keyPath: nil)
    }
}
