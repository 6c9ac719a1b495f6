/// How a navigation split view makes room for its sidebar — SwiftUI's
/// `NavigationSplitViewStyle`, given as an argument (`style: .prominentDetail`) rather than a
/// `.navigationSplitViewStyle(…)` modifier, as Gliss's other styles are: the columns are laid
/// out while the split view is built, before a modifier after it could run.
///
/// On macOS both styles keep the columns side by side; they differ in what the detail does
/// when the sidebar shows (`columnVisibility`, F9).
public enum NavigationSplitViewStyle: Sendable, Equatable {
    /// What the platform does: ``balanced``, as SwiftUI's automatic style on macOS.
    case automatic
    /// The detail gets narrower to make room for the sidebar (SwiftUI's `.balanced`): every
    /// column shows in full, side by side.
    case balanced
    /// The detail keeps its width and place when the sidebar shows (SwiftUI's
    /// `.prominentDetail`): the sidebar, and the content column beside it, lie over the
    /// detail's leading edge with a shadow at their trailing edge. Dragging the sidebar's
    /// divider moves it over the detail, which keeps its width; a window made narrower does
    /// not squeeze the sidebar.
    case prominentDetail
}
