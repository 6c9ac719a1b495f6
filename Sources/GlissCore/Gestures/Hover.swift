/// The pointer's shape over a view — SwiftUI's `PointerStyle` (`.pointerStyle(.link)`). The
/// backend shows the platform's own cursor for it (SDL's system cursors).
public enum PointerStyle: UInt8, Sendable, Equatable {
    /// The arrow.
    case `default`
    /// A pointing hand: something that opens or navigates when clicked (a link).
    case link
    /// An I-beam: text that can be selected or edited (text fields show it by themselves).
    case text
    /// A crosshair: precise picking.
    case crosshair
    /// A left-right arrow: a column or divider dragged sideways.
    case columnResize
    /// An up-down arrow: a row or divider dragged up or down.
    case rowResize
    /// Four arrows: something that moves when dragged.
    case move
    /// A slashed circle: this cannot be used now.
    case notAllowed
}

/// What a view asked of the pointer hovering it, by node (a side table of the pass).
struct HoverSpec {
    /// `onHover`: told when the pointer comes in and goes out.
    var reports = false
    /// `pointerStyle`: the cursor while over it.
    var style: PointerStyle? = nil
}

extension NodeRef {
    /// Runs `action` with `true` when the pointer comes over the view and `false` when it
    /// leaves — SwiftUI's `onHover(perform:)`. A view counts as hovered only where it is not
    /// covered (a sheet or an opaque page in front of it, see `contentShape(_:)`); the views
    /// it is part of are hovered with it. The action runs in the frame after the pointer (or
    /// the view) moved, as a tap's action does.
    ///
    /// ```swift
    /// ui.text(name).padding(6)
    ///     .background(hovered == name ? .systemGray5 : .clear)
    ///     .onHover { inside in hovered = inside ? name : nil }
    /// ```
    @discardableResult public func onHover(perform action: @escaping (Bool) -> Void) -> NodeRef {
        let ui = self.ui
        if let change = ui.interaction.takeHoverChange(ui.nodes[index].id) { ui.enqueue { action(change) } }
        ui.tree.hovers[index, default: HoverSpec()].reports = true
        // Extras take the node off emit's fast path for plain nodes, which makes no hit region.
        return editExtras { _ in }
    }

    /// The pointer's shape while it is over the view — SwiftUI's `pointerStyle(_:)`:
    /// `.link` for a link, `.columnResize` for a divider. Over a disabled view the arrow shows.
    @discardableResult public func pointerStyle(_ style: PointerStyle) -> NodeRef {
        ui.tree.hovers[index, default: HoverSpec()].style = style
        return editExtras { _ in }
    }
}
