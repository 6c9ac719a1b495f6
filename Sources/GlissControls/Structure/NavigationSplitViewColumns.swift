@_spi(GlissControls) import GlissCore

/// The widths one column of a navigation split view may take: dragging its divider keeps
/// it within `min...max`; it starts at `ideal`.
struct SplitColumnWidth: Equatable {
    var min: Double
    var ideal: Double
    var max: Double

    /// The defaults, near macOS's: a sidebar of 200 (150 to 400), a content column of 260
    /// (200 to 500), and a detail that keeps at least 300 while the others are dragged.
    static let sidebar = SplitColumnWidth(min: 150, ideal: 200, max: 400)
    static let content = SplitColumnWidth(min: 200, ideal: 260, max: 500)
    static let detail = SplitColumnWidth(min: 300, ideal: 500, max: .infinity)

    /// `width` brought within `min...max`.
    func clamp(_ width: Double) -> Double { Swift.min(Swift.max(width, min), max) }
}

/// What one navigation split view hears from the column being built: the width its root
/// asked for (`navigationSplitViewColumnWidth`), nil for the default.
final class SplitViewContext {
    var columnWidth: SplitColumnWidth? = nil
}

/// What a navigation split view keeps across frames: the widths the user dragged the
/// columns to (nil: the column's ideal) and where each drag started.
final class SplitViewModel {
    /// By column, the sidebar first; the detail's is unused.
    var widths: [Double?] = [nil, nil, nil]
    /// The width column `k` had when the drag of its divider began.
    var dragStart: [Double?] = [nil, nil, nil]
    /// The widest column `k` may get in the drag under way: its width at the start and what
    /// the detail could then give.
    var dragLimit: [Double?] = [nil, nil, nil]
    /// True once a pass had the split view's width (before, columns do not slide).
    var sized = false
    /// The visibility when the app binds none (F9 changes it).
    var visibility = NavigationSplitViewVisibility.automatic
    /// The columns' widths as their roots asked last pass (`automatic` reads them before the
    /// columns are built again).
    var specs: [SplitColumnWidth] = [.sidebar, .content, .detail]
    /// Under what key its widths are kept for the window's next launch
    /// (`UI.windowRestorationValues`, the column's number after it); nil until the first pass.
    var restorationKey: String? = nil

    /// On its first pass: the widths the window had at its last launch, if any, kept under
    /// the split view's identity `id`.
    func restoreWidths(id: NodeID, from ui: UI) {
        guard restorationKey == nil else { return }
        let key = "navigationSplitView." + String(id.raw, radix: 16)
        restorationKey = key
        for k in 0..<2 { widths[k] = ui.windowRestorationValues[key + ".\(k)"] ?? widths[k] }
    }

    /// Sets column `k`'s width as the user left it (a drag ended, a screen reader set it) and
    /// keeps it for the window's next launch.
    func setWidth(_ width: Double, column k: Int, in ui: UI) {
        widths[k] = width
        if let restorationKey { ui.windowRestorationValues[restorationKey + ".\(k)"] = width }
    }

    /// The widths of the columns before the detail (the sidebar first) in a split view
    /// `total` wide showing `shows`: each at the width it was dragged to, else its ideal,
    /// within its bounds — and, where that leaves the detail less than its `min`, narrower:
    /// the content column first, then the sidebar, down to their own `min` (a window made
    /// narrower squeezes them; made wider again, they get their widths back).
    func leadingWidths(count: Int, total: Double, shows: [Bool]) -> [Double] {
        var w = (0..<(count - 1)).map { k in specs[k].clamp(widths[k] ?? specs[k].ideal) }
        // Before its first layout there is no width to fit in.
        guard total > 0 else { return w }
        let shown = (0..<(count - 1)).filter { shows[$0] }
        var excess = shown.reduce(0) { $0 + w[$1] + 1 } + specs[2].min - total
        for k in shown.reversed() where excess > 0 {
            let give = min(excess, w[k] - specs[k].min)
            if give > 0 { w[k] -= give; excess -= give }
        }
        return w
    }

    /// What `.automatic` shows in a split view `width` wide: every column while each fits at
    /// its `min` (with the 1-point dividers); else without the sidebar; else the detail only.
    func automatic(count: Int, width: Double) -> NavigationSplitViewVisibility {
        // Before its first layout the split view has no width yet: nothing collapses (else
        // the sidebar would slide in at launch).
        guard width > 0 else { return .all }
        let detail = specs[2].min
        if count == 2 { return width >= specs[0].min + 1 + detail ? .all : .detailOnly }
        if width >= specs[0].min + 1 + specs[1].min + 1 + detail { return .all }
        return width >= specs[1].min + 1 + detail ? .doubleColumn : .detailOnly
    }
}

extension NodeRef {
    /// The width of the navigation split view column this view is the root of — SwiftUI's
    /// `navigationSplitViewColumnWidth(min:ideal:max:)`: it starts at `ideal`, and dragging
    /// its divider stops at `min` and `max`. On the detail column only `min` counts (the
    /// detail takes what the others leave): the other dividers stop before it gets narrower.
    @discardableResult
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> NodeRef {
        guard let context = ui.structure.splitViews.last else {
            ui.warn("navigationSplitViewColumnWidth outside a navigationSplitView does nothing")
            return self
        }
        let lo = Swift.min(min ?? ideal, ideal), hi = Swift.max(max ?? ideal, ideal)
        context.columnWidth = SplitColumnWidth(min: lo, ideal: ideal, max: hi)
        return self
    }

    /// A fixed width for the navigation split view column this view is the root of —
    /// SwiftUI's `navigationSplitViewColumnWidth(_:)`: its divider does not move.
    @discardableResult
    public func navigationSplitViewColumnWidth(_ width: Double) -> NodeRef {
        navigationSplitViewColumnWidth(min: width, ideal: width, max: width)
    }
}

extension UI {
    /// The split view's button in the window's toolbar (first among its leading items, as
    /// macOS puts it) that hides and shows the sidebar, as F9 does.
    func sidebarToggle(_ shown: Bool, _ toggle: @escaping () -> Void) {
        guard let bar = currentToolbar else { return }
        bar.builders.insert({ [unowned self] in
            self.toolbarItem(placement: .navigation) {
                self.button(label: shown ? "Hide Sidebar" : "Show Sidebar", action: toggle) {
                    self.icon(Icon(named: "fa-columns"), size: 15, color: ControlStyle.secondaryLabel)
                        .padding(4)
                        .contentShape(.rect)
                }
            }
        }, at: 0)
    }
}
