@_spi(GlissControls) import GlissCore

/// How a navigation split view makes room for its sidebar — SwiftUI's
/// `NavigationSplitViewStyle`. Set it for the split views in a subtree with
/// ``GlissCore/UI/navigationSplitViewStyle(_:_:)`` (SwiftUI's `.navigationSplitViewStyle(_:)`,
/// written around its views as ``GlissCore/UI/labelStyle(_:_:)`` is, since the columns are
/// laid out while the split view is built), or for one split view with its `style:` argument.
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

/// The split view style of a subtree (`EnvironmentValues.navigationSplitViewStyle`).
private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyle.automatic
}

extension EnvironmentValues {
    /// How the navigation split views in the subtree make room for their sidebars
    /// (``NavigationSplitViewStyle``): `.automatic` unless an ancestor set another.
    public var navigationSplitViewStyle: NavigationSplitViewStyle {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

extension UI {
    /// Builds `content` with its navigation split views in `style` — SwiftUI's
    /// `.navigationSplitViewStyle(_:)`, written around the views it styles:
    ///
    /// ```swift
    /// ui.navigationSplitViewStyle(.prominentDetail) {
    ///     ui.navigationSplitView { sidebar() } detail: { detail() }
    /// }
    /// ```
    public func navigationSplitViewStyle(_ style: NavigationSplitViewStyle, _ content: () -> Void) {
        environment(\.navigationSplitViewStyle, style, content)
    }
}
