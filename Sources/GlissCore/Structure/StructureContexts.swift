/// The containers being built that builders inside them talk to: in immediate mode a
/// `navigationLink` or `navigationTitle` cannot reach its stack through the environment as in
/// SwiftUI, so the stack puts a context here while it builds its pages (innermost last).
final class StructureContexts {
    // Stored state is `@exclusivity(unchecked)`, as `UI`'s: it is used only from the frame's
    // thread, never through overlapping accesses (the test suite ran with the checks on), and
    // the runtime checks, a few every frame even when there is nothing to do, cost more than
    // the work they guard.
    /// The navigation stacks being built, innermost last.
    @exclusivity(unchecked) var navigation: [NavigationContext] = []
    /// The tab views being built, innermost last.
    @exclusivity(unchecked) var tabViews: [TabViewContext] = []
    /// The rows of lists being built, innermost last (a row's `swipeActions` registers here).
    @exclusivity(unchecked) var rows: [ListRowContext] = []
    /// The swipe actions being built (their buttons size and style themselves from it).
    @exclusivity(unchecked) var swipeActions: [SwipeActionsContext] = []
    /// The lists built this pass, by the index of the node `list` returned (for `onDelete`).
    @exclusivity(unchecked) var lists: [Int: ListInfo] = [:]
    /// How many forms are being built around the current view (a picker in one puts its
    /// segments at the row's trailing edge).
    @exclusivity(unchecked) var formDepth = 0
}

/// What one tab view hears from its `tab` calls during a pass.
final class TabViewContext {
    struct Tab {
        var title: String
        var icon: Icon?
        var value: AnyHashable
    }
    /// The tabs declared so far, in order.
    var tabs: [Tab] = []
    /// The selected value.
    let selection: AnyHashable
    init(selection: AnyHashable) { self.selection = selection }
}

/// What one navigation stack hears from the views it builds during a pass.
final class NavigationContext {
    /// Builds the page for a pushed value, when the value is of the destination's type.
    var destinations: [(AnyHashable) -> Bool] = []
    /// The title the page being built gave itself (`navigationTitle`).
    var title: String? = nil
    /// Pushes a value onto the stack's path (false when the path holds another type).
    let push: (AnyHashable) -> Bool

    init(push: @escaping (AnyHashable) -> Bool) { self.push = push }
}
