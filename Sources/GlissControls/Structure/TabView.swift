@_spi(GlissControls) import GlissCore

/// Where a ``GlissCore/UI/tabView(selection:style:id:_:)`` puts its tabs — given as an argument
/// (`style: .bottomBar`), as Gliss's other control styles are.
public enum TabViewStyle: Sendable, Equatable {
    /// A segmented bar at the top, as macOS's tab views have it.
    case automatic
    /// A bar across the bottom, each tab's icon over its title, the selected one in the
    /// accent colour: iOS's tab bar, for an app laid out as a phone's (or a kiosk's).
    case bottomBar
}

extension UI {
    /// Pages chosen by a tab bar — SwiftUI's `TabView(selection:)`, its pages declared with
    /// `tab(_:icon:value:id:_:)` (SwiftUI's `.tabItem` and `.tag` in one call). Only the
    /// selected tab's content is built.
    ///
    /// The bar sits at the top, a segmented control as macOS's tab views have it: on a
    /// desktop the tabs belong with the window's title and toolbar, and a bottom bar is a
    /// phone's idiom. Clicking a tab selects it (its thumb glides there with a spring);
    /// Ctrl+Tab and Ctrl+Shift+Tab select the next and previous tab, wrapping around. The
    /// inspector lists each tab with the role `pageTab`, its title as label and "on" as value
    /// for the selected one.
    ///
    /// ```swift
    /// ui.tabView(selection: Bindable(model).tab) {
    ///     ui.tab("Photos", icon: Icon(named: "photo"), value: Tab.photos) { photoGrid(ui) }
    ///     ui.tab("Albums", icon: Icon(named: "folder"), value: Tab.albums) { albumList(ui) }
    /// }
    /// ```
    ///
    /// `style: .bottomBar` puts the tabs across the bottom instead, each icon over its title.
    @discardableResult
    public func tabView<T: Hashable>(selection: Binding<T>, style: TabViewStyle = .automatic,
                                     id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        let context = TabViewContext(selection: AnyHashable(selection.wrappedValue))
        structure.tabViews.append(context)
        let bottom = style == .bottomBar
        let r = vstack(alignment: .leading, spacing: 0, id: id) { content() }
            .padding(EdgeInsets(top: bottom ? 0 : ControlStyle.tabBarHeight + 12, leading: 0,
                                bottom: bottom ? ControlStyle.bottomTabBarHeight : 0, trailing: 0))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(ControlStyle.pageBackground)
        structure.tabViews.removeLast()
        let tabs = context.tabs
        // A tab chosen by its index, as the selection is when the action runs (two Ctrl+Tabs
        // before a frame move twice).
        func step(_ d: Int) {
            guard !tabs.isEmpty else { return }
            let now = tabs.firstIndex { $0.value == AnyHashable(selection.wrappedValue) } ?? (d > 0 ? -1 : 0)
            if let v = tabs[(now + d + tabs.count) % tabs.count].value.base as? T { selection.wrappedValue = v }
        }
        let selected = tabs.firstIndex { $0.value == context.selection }
        let choose = { (i: Int) in
            if let v = tabs[i].value.base as? T, v != selection.wrappedValue { selection.wrappedValue = v }
        }
        let out = r.overlay(alignment: bottom ? .bottom : .top) {
            if bottom { bottomTabBar(tabs, selected: selected, choose: choose) } else { tabBar(tabs, selected: selected, choose: choose) }
        }
        for _ in 0..<keyPressCount(.tab, modifiers: .control) { afterPass { step(1) } }
        for _ in 0..<keyPressCount(.tab, modifiers: [.control, .shift]) { afterPass { step(-1) } }
        return out
    }

    /// One page of the enclosing `tabView(selection:style:id:_:)`: its button in the tab bar
    /// (`title` and `icon`) selects `value`; `content` is built only while it is selected,
    /// in a scope of its own (state is per tab).
    @_disfavoredOverload
    public func tab<V: Hashable, S: StringProtocol>(_ title: S, icon: Icon? = nil, value: V, id: some IdentityKey = PositionalKey(),
                                 _ content: () -> Void) {
        let title = title as? String ?? String(title)
        guard let context = structure.tabViews.last else {
            warn("tab(\"\(title)\") outside a tabView does nothing")
            return
        }
        context.tabs.append(.init(title: title, icon: icon, value: AnyHashable(value)))
        guard context.selection == AnyHashable(value) else { return }
        vstack(alignment: .leading, spacing: 0, id: id.isPositional ? RawIdentity(identityBits: title.identityBits) : RawIdentity(identityBits: id.identityBits)) {
            content()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// The tab bar: equal segments in one rounded well, a raised thumb under the selected one.
    private func tabBar(_ tabs: [TabViewContext.Tab], selected: Int?, choose: @escaping (Int) -> Void) {
        let font = Font.callout
        let height = ControlStyle.segmentHeight + 4
        let widest = tabs.map { measurer.measure($0.title, font: font).width + ($0.icon == nil ? 0 : 20) }.max() ?? 0
        let w = (widest + 2 * ControlStyle.segmentPadding + 8).rounded(.up)
        hstack(spacing: 0) {
            spacer()
            segmentedBar(count: tabs.count, segmentWidth: w, height: height, radius: 8, chosen: selected, key: "tabThumb") { i in
                let tab = tabs[i], on = i == selected
                hstack(spacing: 6) {
                    if let icon = tab.icon {
                        self.icon(icon, size: 13, color: on ? .accentColor : ControlStyle.secondaryLabel)
                    }
                    text(tab.title, font: font, color: ControlStyle.label)
                }
                .frame(width: w, height: height)
                .contentShape(.rect)
                .accessibility(role: .pageTab, label: tab.title)
                .accessibilityValue(on ? "on" : "off")
                .onTap { choose(i) }
            }
            spacer()
        }
        .frame(height: ControlStyle.tabBarHeight + 12)
        .background(ControlStyle.barBackground)
        .overlay(alignment: .bottom) { rectangle(fill: ControlStyle.barSeparator).frame(height: 1) }
    }

    /// The bottom tab bar: equal items across the bar, each icon over its title; the selected
    /// one in the accent colour.
    private func bottomTabBar(_ tabs: [TabViewContext.Tab], selected: Int?, choose: @escaping (Int) -> Void) {
        hstack(spacing: 0) {
            for (i, tab) in tabs.enumerated() {
                let on = i == selected
                let tint = on ? Color.accentColor : ControlStyle.secondaryLabel
                vstack(spacing: 2) {
                    if let icon = tab.icon { self.icon(icon, size: 20, color: tint) }
                    text(tab.title, font: .caption, color: tint).lineLimit(1)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .contentShape(.rect)
                .accessibility(role: .pageTab, label: tab.title)
                .accessibilityValue(on ? "on" : "off")
                .onTap { choose(i) }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: ControlStyle.bottomTabBarHeight)
        .background(ControlStyle.barBackground)
        .overlay(alignment: .top) { rectangle(fill: ControlStyle.barSeparator).frame(height: 1) }
    }
}
