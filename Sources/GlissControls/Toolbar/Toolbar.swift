@_spi(GlissControls) import GlissCore

/// Where a toolbar item sits in its bar — SwiftUI's `ToolbarItemPlacement`.
public enum ToolbarItemPlacement: Sendable, Hashable {
    /// Where the system puts it: at the trailing end (SwiftUI's default).
    case automatic
    /// The main action of the window or page: at the trailing end.
    case primaryAction
    /// Whatever moves between places (a back or sidebar button): at the leading end.
    case navigation
    /// In the middle, in place of the title.
    case principal
    /// A sheet's or page's confirming action (Done, Save): at the trailing end.
    case confirmationAction
    /// A sheet's or page's cancelling action: at the leading end.
    case cancellationAction

    /// The part of the bar the placement is in.
    var side: ToolbarSide {
        switch self {
        case .navigation, .cancellationAction: .leading
        case .principal: .middle
        case .automatic, .primaryAction, .confirmationAction: .trailing
        }
    }
}

/// The three parts of a bar.
enum ToolbarSide { case leading, middle, trailing }

/// The toolbars given to the bar being built (a window's, or a navigation page's): each a
/// `.toolbar` closure, built in the bar after the content that declared it.
final class ToolbarContent {
    var builders: [() -> Void] = []
    /// `.searchable`'s field, when the content asked for one.
    var search: SearchField? = nil
    var isEmpty: Bool { builders.isEmpty && search == nil }
}

/// A toolbar item's placement, read by `ToolbarLayout` (a view built straight in a toolbar
/// closure is `.automatic`).
struct ToolbarPlacementKey: LayoutValueKey {
    static let defaultValue = ToolbarItemPlacement.automatic
}

extension NodeRef {
    /// Items for the bar at the top of the window, or of the navigation page this view is in
    /// — SwiftUI's `toolbar(content:)`. Build them with ``GlissCore/UI/toolbarItem(placement:id:_:)``
    /// (a view built straight in `content` is `.automatic`: at the trailing end). The bar is
    /// built after the content that declares it, so `content` may read what the content set.
    ///
    /// ```swift
    /// ui.list(model.files, id: \.name, selection: Bindable(model).selection) { f in ui.text(f.name) }
    ///     .toolbar {
    ///         ui.toolbarItem(placement: .primaryAction) { ui.button("New Folder") { model.newFolder() } }
    ///     }
    /// ```
    @discardableResult public func toolbar(_ content: @escaping () -> Void) -> NodeRef {
        guard let bar = ui.currentToolbar else {
            ui.warn("toolbar outside a window or navigation stack does nothing")
            return self
        }
        bar.builders.append(content)
        return self
    }
}

extension UI {
    /// One item of a ``GlissCore/NodeRef/toolbar(_:)`` — SwiftUI's `ToolbarItem(placement:content:)`:
    /// `content` at `placement` in the bar (its views side by side).
    @discardableResult
    public func toolbarItem(placement: ToolbarItemPlacement = .automatic, id: some IdentityKey = PositionalKey(),
                            _ content: () -> Void) -> NodeRef {
        hstack(spacing: 8, id: id) { content() }
            .layoutValue(key: ToolbarPlacementKey.self, value: placement)
    }

    /// The toolbar a `.toolbar` or `.searchable` being built goes to: the innermost
    /// navigation page's, else the window's.
    var currentToolbar: ToolbarContent? {
        structure.navigation.last?.toolbar ?? structure.windowToolbar
    }

    /// The items of `content`'s toolbars, placed by `ToolbarLayout`, and its search field:
    /// what a bar holds besides its title.
    @discardableResult
    func toolbarItems(_ content: ToolbarContent, leadingInset: Double = 0) -> NodeRef {
        layout(ToolbarLayout(leadingInset: leadingInset)) {
            // A label in a toolbar is its icon (as macOS's toolbars show them), unless the app
            // asked for another style around it.
            let style = environment.labelStyle
            environment(\.labelStyle, style == .automatic ? .iconOnly : style) {
                for build in content.builders { build() }
            }
            if let search = content.search {
                searchField(search).layoutValue(key: ToolbarPlacementKey.self, value: .automatic)
            }
        }
    }
}

/// A bar's items: leading ones from its leading edge, trailing ones up to its trailing edge
/// (in the order they were declared), principal ones in the middle. It takes the width it is
/// offered and its tallest item's height; items are centred vertically.
///
/// Principal items are centred on the bar, but never over the leading or trailing items: in a
/// narrow window they move off centre, then are offered only the width left between the two
/// ends (a `.lineLimit(1)` title truncates there), as SwiftUI's principal item does.
struct ToolbarLayout: Layout {
    /// What the bar has at its leading end already (a navigation bar's back button).
    var leadingInset = 0.0
    let spacing = 8.0
    let inset = 8.0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let natural = sizes.map(\.width).reduce(0, +) + spacing * Double(max(0, sizes.count - 1)) + 2 * inset
        return Size(proposal.width ?? natural, proposal.height ?? (sizes.map(\.height).max() ?? 0))
    }

    /// The width `items` take side by side at their ideal sizes, with the spacing between them.
    private func rowWidth(_ items: [LayoutSubview]) -> Double {
        items.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +) + spacing * Double(max(0, items.count - 1))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let items = Array(subviews)
        let leadingItems = items.filter { $0[ToolbarPlacementKey.self].side == .leading }
        let trailingItems = items.filter { $0[ToolbarPlacementKey.self].side == .trailing }
        let middleItems = items.filter { $0[ToolbarPlacementKey.self].side == .middle }
        var leading = bounds.minX + inset + leadingInset
        var trailing = bounds.maxX - inset - rowWidth(trailingItems)
        // The room principal items have: between the last leading item and the first trailing one.
        let middleStart = leading + (leadingItems.isEmpty ? 0 : rowWidth(leadingItems) + spacing)
        let middleEnd = trailing - (trailingItems.isEmpty ? 0 : spacing)
        let room = max(0, middleEnd - middleStart)
        let middleWidth = rowWidth(middleItems)
        // Each principal item gets its ideal width while the row fits; past that they share
        // what is left in proportion to their ideal widths.
        let middleGaps = spacing * Double(max(0, middleItems.count - 1))
        let shrink = middleWidth > room && middleWidth > middleGaps
            ? max(0, room - middleGaps) / (middleWidth - middleGaps) : 1
        var middle = min(max(bounds.midX - min(middleWidth, room) / 2, middleStart),
                         max(middleStart, middleEnd - min(middleWidth, room)))
        for s in items {
            let size = s.sizeThatFits(.unspecified)
            let y = bounds.midY - size.height / 2
            switch s[ToolbarPlacementKey.self].side {
            case .leading:
                s.place(at: Point(leading, y), proposal: ProposedViewSize(size))
                leading += size.width + spacing
            case .trailing:
                s.place(at: Point(trailing, y), proposal: ProposedViewSize(size))
                trailing += size.width + spacing
            case .middle:
                let fitted = shrink < 1
                    ? s.sizeThatFits(ProposedViewSize(width: size.width * shrink, height: size.height)) : size
                s.place(at: Point(middle, bounds.midY - fitted.height / 2), proposal: ProposedViewSize(fitted))
                middle += fitted.width + spacing
            }
        }
    }
}
