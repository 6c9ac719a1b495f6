@_spi(GlissControls) import GlissCore

extension UI {
    /// Three columns side by side — SwiftUI's `NavigationSplitView(columnVisibility:sidebar:content:detail:)`:
    /// a sidebar, a content column and a detail that takes the rest of the width. What is
    /// selected in the sidebar drives the content and the detail as in SwiftUI: the columns
    /// read the same model (a `list(selection:)` in the sidebar, the detail built from it).
    ///
    /// Each column starts at its ideal width — a sidebar 200 points, a content column 260,
    /// or what ``GlissCore/NodeRef/navigationSplitViewColumnWidth(min:ideal:max:)`` on the
    /// column's root asks — and is parted from the next by a 1-point divider. Dragging a
    /// divider (it shows the column-resize pointer within 4 points of it) resizes the column
    /// before it between its `min` and `max`, never leaving the detail narrower than its own
    /// `min`; the width is kept for the window, also at its next launch (with its
    /// `@SceneStorage` values). Within those 4 points the divider
    /// takes clicks and sideways drags, as AppKit's does, and leaves vertical drags and the
    /// wheel to the column (a list scrolls up to its trailing edge). A window made narrower squeezes
    /// the content column, then the sidebar, toward their `min` before the detail gets
    /// narrower than its own (wider again, they get their widths back). The inspector lists
    /// each divider with the role `splitter`, labelled "Sidebar divider" or "Content
    /// divider", its value the width of the column it resizes (AT-SPI: a split pane whose
    /// value a screen reader can set).
    ///
    /// `columnVisibility` hides columns (``NavigationSplitViewVisibility``): `.doubleColumn`
    /// hides the sidebar, `.detailOnly` all but the detail; a column hidden or shown slides
    /// out or in with a spring, keeping its state while hidden. Under `.automatic` (also
    /// without a binding) a window too narrow for every column at its `min` hides the
    /// sidebar, then the content column, as SwiftUI collapses columns on a narrow iPad
    /// window. F9 hides and shows the sidebar (GNOME's key for it), setting the binding, and so
    /// does the sidebar button the split view puts first in the window's toolbar.
    ///
    /// `style` (``NavigationSplitViewStyle``; when nil, the subtree's
    /// `EnvironmentValues.navigationSplitViewStyle`) says what the detail does when the sidebar
    /// shows: under `.balanced` (and `.automatic`) it gets narrower to make room; under
    /// `.prominentDetail` it keeps its width, the sidebar lying over its leading edge.
    ///
    /// ```swift
    /// ui.navigationSplitView(columnVisibility: Bindable(model).columns) {
    ///     ui.list(model.folders, selection: Bindable(model).folder) { ui.text($0.name) }
    ///         .navigationSplitViewColumnWidth(min: 180, ideal: 200, max: 320)
    /// } content: {
    ///     ui.list(model.notes(in: model.folder), selection: Bindable(model).note) { ui.text($0.title) }
    /// } detail: {
    ///     if let note = model.note { ui.text(note.body).padding() }
    /// }
    /// ```
    @discardableResult
    public func navigationSplitView(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
                                    style: NavigationSplitViewStyle? = nil,
                                    id: some IdentityKey = PositionalKey(),
                                    sidebar: () -> Void, content: () -> Void, detail: () -> Void) -> NodeRef {
        splitView(columnVisibility, style: style, columns: 3, id: id) { k in
            switch k {
            case 0: sidebar()
            case 1: content()
            default: detail()
            }
        }
    }

    /// Two columns side by side — SwiftUI's `NavigationSplitView(columnVisibility:sidebar:detail:)`:
    /// a sidebar and a detail, as the three-column form without its content column
    /// (`.doubleColumn` shows both). Under `.prominentDetail` the detail spans the whole
    /// split view and the sidebar lies over its leading edge.
    @discardableResult
    public func navigationSplitView(columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
                                    style: NavigationSplitViewStyle? = nil,
                                    id: some IdentityKey = PositionalKey(),
                                    sidebar: () -> Void, detail: () -> Void) -> NodeRef {
        splitView(columnVisibility, style: style, columns: 2, id: id) { k in
            if k == 0 { sidebar() } else { detail() }
        }
    }

    /// The split view of `count` columns, column `k` built by `column(k)`.
    private func splitView(_ binding: Binding<NavigationSplitViewVisibility>?, style: NavigationSplitViewStyle?,
                           columns count: Int, id: some IdentityKey, column: (Int) -> Void) -> NodeRef {
        let style = style ?? environment.navigationSplitViewStyle
        let context = SplitViewContext()
        structure.splitViews.append(context)
        defer { structure.splitViews.removeLast() }
        var dragging = false
        let r = geometryReader(id: id) { geo in
            let model = state("split", SplitViewModel()).value
            model.restoreWidths(id: currentScope, from: self)
            let chosen = binding?.wrappedValue ?? model.visibility
            let visibility = chosen == .automatic ? model.automatic(count: count, width: geo.size.width) : chosen
            // How much of each column shows: 1 in place, 0 hidden, between while it slides.
            // What the first pass with a width shows is shown at once, not slid to.
            let slide: Animation? = model.sized ? ControlStyle.pageSpring : nil
            if geo.size.width > 0 { model.sized = true }
            let shown = (0..<count).map { k in
                animatedValue(SplitKey(bits: UInt64(k)), visibility.shows(column: k, of: count) ? 1.0 : 0,
                              animation: .some(slide))
            }
            let height = geo.size.height
            // Under .prominentDetail the sidebar lies over the detail: it takes no room from it.
            let overlays = style == .prominentDetail
            let takesRoom = (0..<count).map { visibility.shows(column: $0, of: count) && !(overlays && $0 == 0) }
            // Where each divider is (its leading x) and what dragging it does, for the hit
            // zones laid over the columns once they are built.
            var dividers: [(x: Double, column: Int, width: Double, spec: SplitColumnWidth)] = []
            // How wide the columns before the detail are, and the sidebar with its divider.
            var used = 0.0, sidebarPart = 0.0
            // How far the dividers may move: the detail's width less its min; an overlaying
            // sidebar's, what is left of the split view after the columns before the detail.
            var slack: (detail: Double, sidebar: Double?) = (0, nil)
            let row = zstack(alignment: .topLeading) {
                var lead = hstack(spacing: 0) {
                    for k in 0..<(count - 1) {
                        context.columnWidth = nil
                        let outer = structure.inSidebar
                        structure.inSidebar = k == 0
                        let col = vstack(alignment: .leading, spacing: 0, id: SplitKey(bits: 0x10 + UInt64(k))) { column(k) }
                        structure.inSidebar = outer
                        let spec = context.columnWidth ?? (k == 0 ? .sidebar : .content)
                        model.specs[k] = spec
                        // The columns not built yet count with their widths of the last pass.
                        let width = model.leadingWidths(count: count, total: geo.size.width, shows: takesRoom)[k]
                        let visible = width * shown[k]
                        // The column keeps its width while it slides: the part that shows is its
                        // trailing edge, as a sidebar slides out to the leading side.
                        col.frame(width: width, height: height, alignment: .topLeading)
                            .background(k == 0 ? ControlStyle.sidebar : ControlStyle.pageBackground)
                            .frame(width: visible, height: height, alignment: .trailing)
                            .clipped()
                            .hidden(shown[k] < 0.001)
                        used += visible
                        if shown[k] >= 0.001 {
                            rectangle(fill: ControlStyle.barSeparator).frame(width: 1, height: height)
                            // A divider moves only once its column is in place.
                            if shown[k] >= 0.999 { dividers.append((used, k, width, spec)) }
                            used += 1
                        }
                        if k == 0 { sidebarPart = used }
                    }
                }
                // A sidebar lying over the detail casts a shadow on it; the columns are drawn
                // (and hit) in front of the detail.
                if overlays && sidebarPart > 0 {
                    lead = lead.background(ControlStyle.pageBackground)
                        .shadow(color: ControlStyle.cardShadow.opacity(0.5), radius: 8)
                }
                lead.zIndex(1)
                context.columnWidth = nil
                let outer = structure.inSidebar
                structure.inSidebar = false
                let detail = vstack(alignment: .leading, spacing: 0, id: SplitKey(bits: 0x1f)) { column(count - 1) }
                structure.inSidebar = outer
                let detailSpec = context.columnWidth ?? .detail
                model.specs[2] = detailSpec
                // Its leading edge: after the columns that take room from it.
                let detailX = overlays ? used - sidebarPart : used
                let detailWidth = max(0, geo.size.width - detailX)
                detail.frame(width: detailWidth, height: height, alignment: .topLeading)
                    .background(ControlStyle.pageBackground)
                    .padding(.leading, detailX)
                slack = (max(0, detailWidth - detailSpec.min), overlays ? max(0, geo.size.width - used) : nil)
            }
            row.overlay(alignment: .topLeading) {
                for d in dividers {
                    let free = d.column == 0 ? slack.sidebar ?? slack.detail : slack.detail
                    if splitDivider(d.column, x: d.x, height: height, width: d.width, spec: d.spec, model: model, slack: free) {
                        dragging = true
                    }
                }
            }
            // F9 shows and hides the sidebar, as in GNOME's apps (macOS's View ▸ Hide Sidebar),
            // unless a view inside took it (an inner split view); so does the toolbar's button.
            let sidebarShown = visibility.shows(column: 0, of: count)
            let toggleSidebar = {
                let now = binding?.wrappedValue ?? model.visibility
                let shown = now == .automatic ? sidebarShown : now.shows(column: 0, of: count)
                let next: NavigationSplitViewVisibility = shown ? (count == 3 ? .doubleColumn : .detailOnly) : .all
                if let binding { binding.wrappedValue = next } else { model.visibility = next }
            }
            for _ in 0..<(isKeyTaken(.f9) ? 0 : keyPressCount(.f9, modifiers: [])) { afterPass(toggleSidebar) }
            sidebarToggle(sidebarShown, toggleSidebar)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipped()
        // While a divider is dragged the pointer keeps its shape, also where the divider
        // stopped following it (at a column's min or max), as macOS's does.
        if dragging { r.pointerStyle(.columnResize) }
        return r
    }

    /// The hit zone of the divider after column `k`, whose leading edge is at `x`: 9 points
    /// wide, centred on the 1-point line, so it is easy to grab; dragging it sets the column's
    /// width within `spec`'s bounds and `slack` more than it has (what the detail can give).
    /// True while it is dragged.
    ///
    /// The zone lies over the 4 points of each column beside the line, and there it wins, as
    /// AppKit's thin divider does in its grab area a few points wider than the line (and
    /// GTK's paned handle): a click on a control within 4 points of the line is the
    /// divider's, and the resize pointer says so. Only horizontal drags are the divider's,
    /// though: a vertical drag and the wheel go to the column under the zone, so a list
    /// scrolls at its trailing edge, where its scroll indicator runs.
    private func splitDivider(_ k: Int, x: Double, height: Double, width: Double,
                              spec: SplitColumnWidth, model: SplitViewModel, slack: Double) -> Bool {
        let key = SplitKey(bits: 0x20 + UInt64(k))
        let name = k == 0 ? "Sidebar divider" : "Content divider"
        func resize(_ v: DragValue) -> Double {
            let start = model.dragStart[k] ?? width
            if model.dragStart[k] == nil {
                model.dragStart[k] = width
                model.dragLimit[k] = width + slack
            }
            let hi = max(spec.min, min(spec.max, model.dragLimit[k] ?? spec.max))
            return min(max(start + v.translation.width, spec.min), hi)
        }
        // As wide as it may get now: its max, or what the detail can still give.
        let widest = max(spec.min, min(spec.max, width + slack))
        // Not a `contentShape`, which would keep every press from the column under it: a
        // clear backdrop takes the clicks (none reaches a control beside the line) and
        // leaves the rest to the column.
        let zone = rectangle(fill: Color(white: 0, opacity: 0), id: key)
            .frame(width: 9, height: height)
            .background { rectangle(fill: Color(white: 0, opacity: 0)).onTap {} }
            .offset(x: x - 4)
            .pointerStyle(.columnResize)
            .accessibility(role: .splitter, label: name)
        // A screen reader setting the value (AT-SPI's Value interface) moves it as a drag would.
        if let v = zone.takeAccessibilityValueRequest() {
            afterPass { [unowned self] in model.setWidth(min(max(v, spec.min), widest), column: k, in: self) }
        }
        zone.accessibilityValue(ControlStyle.format(width))
            .accessibilityValue(width, in: spec.min...widest)
            // A drag is the divider's once it has gone 3 points sideways: a vertical one whose
            // first step wavered is still the column's.
            .onDrag(minimumDistance: 3, axis: .horizontal, coordinateSpace: .global,
                    changed: { v in model.widths[k] = resize(v) },
                    ended: { [unowned self] v in
                        model.setWidth(resize(v), column: k, in: self)
                        model.dragStart[k] = nil
                        model.dragLimit[k] = nil
                    })
        return dragValue(key) != nil
    }
}

/// A state key of the split view's own (its columns' scopes, their slide).
private struct SplitKey: IdentityKey {
    let bits: UInt64
    var identityBits: UInt64 { bits ^ 0x7370_6c69_7476_6965 }
}
