@_spi(GlissControls) import GlissCore

/// Whether the views being built are in a selected list row, and how it is drawn: the controls
/// inside draw so they stay visible on the selection's fill (an on-switch's accent track on
/// the accent-coloured selection, an off-track on the grey one).
enum ListRowSelection: Sendable {
    /// Not in a selected row.
    case none
    /// In a selected row of the focused list: the accent-coloured fill, white labels.
    case emphasized
    /// In a selected row of a list without focus: the grey fill.
    case unemphasized

    fileprivate struct Key: EnvironmentKey { static let defaultValue = ListRowSelection.none }

    /// The selection of the row being built now.
    static var current: ListRowSelection { EnvironmentValues.building[Key.self] }
}

extension EnvironmentValues {
    /// The selection of the list row the subtree is in (`ListRowSelection`).
    var listRowSelection: ListRowSelection {
        get { self[ListRowSelection.Key.self] }
        set { self[ListRowSelection.Key.self] = newValue }
    }
}
