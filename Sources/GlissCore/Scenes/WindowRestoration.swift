extension UI {
    /// Numbers a view keeps for its window across launches, by key — what AppKit's autosaved
    /// split views and SwiftUI's scene restoration keep without the app's help: a split view's
    /// column widths. Each window has its own; the runtime fills them in when the window
    /// opens (from the state file `@SceneStorage` uses) and writes them back with its
    /// `@SceneStorage` values when the run ends with the window open. Runs that remember no
    /// window state (tests, `--fixed-step`) start empty.
    ///
    /// A key should name the view by its identity (its node's ``NodeID``), which is the same
    /// in every run of the same code.
    @_spi(GlissControls) public var windowRestorationValues: [String: Double] {
        get { host.windowRestorationValues }
        set { host.windowRestorationValues = newValue }
    }
}
