@_spi(GlissControls) import GlissCore

/// Whether the window's content was built under a toolbar last pass.
final class WindowToolbarShown {
    var shown = false
}

extension UI {
    /// The window's content, under the window's toolbar when the content declares one
    /// (`.toolbar` or `.searchable` outside a navigation stack): a bar across the top with
    /// the items, and the content below it. Without one, `content` is built as it is (nothing
    /// wrapped around it). Whether to make room is known only once the content is built, so
    /// a pass that finds a bar appear (or go) asks for another pass before the frame is drawn.
    func windowContent(fillingWindow: Bool, _ content: () -> Void) {
        let bar = ToolbarContent()
        let saved = structure.windowToolbar
        structure.windowToolbar = bar
        let state = memory(NodeID.root.child("gliss.windowToolbar")) { WindowToolbarShown() }
        if state.shown {
            let root = zstack(alignment: .topLeading, id: "gliss.toolbarRoot") {
                zstack { content() }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .padding(.top, ControlStyle.barHeight)
            }
            .overlay(alignment: .top) {
                if !bar.isEmpty { windowToolbarBar(bar) }
            }
            if fillingWindow { root.frame(width: size.width, height: size.height) }
            else { root.frame(maxWidth: .infinity, maxHeight: .infinity) }
        } else {
            content()
        }
        structure.windowToolbar = saved
        if state.shown == bar.isEmpty {
            state.shown = !bar.isEmpty
            requestPass()
        }
    }

    /// The window's toolbar: its items across a bar the height of a navigation bar.
    private func windowToolbarBar(_ bar: ToolbarContent) {
        toolbarItems(bar)
            .frame(maxWidth: .infinity)
            .frame(height: ControlStyle.barHeight)
            .background(ControlStyle.barBackground)
            .overlay(alignment: .bottom) { rectangle(fill: ControlStyle.barSeparator).frame(height: 1) }
            .accessibility(role: .toolbar, label: "Toolbar")
    }
}
