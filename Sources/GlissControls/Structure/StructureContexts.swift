@_spi(GlissControls) import GlissCore

/// The containers being built that builders inside them talk to: in immediate mode a
/// `navigationLink` or `navigationTitle` cannot reach its stack through the environment as in
/// SwiftUI, so the stack puts a context here while it builds its pages (innermost last).
/// One per `UI` (a `PassContext`: `ui.structure`).
final class StructureContexts: PassContext {
    // Stored state is `@exclusivity(unchecked)`, as `UI`'s: it is used only from the frame's
    // thread, never through overlapping accesses (the test suite ran with the checks on), and
    // the runtime checks, a few every frame even when there is nothing to do, cost more than
    // the work they guard.
    /// The navigation stacks being built, innermost last.
    @exclusivity(unchecked) var navigation: [NavigationContext] = []
    /// The navigation split views being built, innermost last (a column's root reports
    /// its width here).
    @exclusivity(unchecked) var splitViews: [SplitViewContext] = []
    /// A split view's sidebar is being built (and no column of a split view inside it): its
    /// lists take the sidebar's look.
    @exclusivity(unchecked) var inSidebar = false
    /// The tab views being built, innermost last.
    @exclusivity(unchecked) var tabViews: [TabViewContext] = []
    /// The rows of lists being built, innermost last (a row's `swipeActions` registers here).
    @exclusivity(unchecked) var rows: [ListRowContext] = []
    /// The swipe actions being built (their buttons size and style themselves from it).
    @exclusivity(unchecked) var swipeActions: [SwipeActionsContext] = []
    /// The lists built this pass, by the index of the node `list` returned (for `onDelete`).
    @exclusivity(unchecked) var lists: [Int: ListInfo] = [:]
    /// The tables built this pass, by the index of the node `table` returned (for
    /// `contextMenu(forSelectionType:menu:)`).
    @exclusivity(unchecked) var tables: [Int: TableMemory] = [:]
    /// How many forms are being built around the current view (a picker in one puts its
    /// segments at the row's trailing edge).
    @exclusivity(unchecked) var formDepth = 0
    /// The alert or confirmation dialog whose actions are being built (its buttons are the
    /// dialog's buttons).
    @exclusivity(unchecked) var dialog: DialogButtons? = nil
    /// The menu (and the level of it) whose items are being built.
    @exclusivity(unchecked) var menuBuild: (menu: MenuState, level: Int)? = nil
    /// The window's toolbar while its content is built (`windowRoot`): what `.toolbar` and
    /// `.searchable` outside a navigation stack give the window's bar.
    @exclusivity(unchecked) var windowToolbar: ToolbarContent? = nil

    init() {}

    func beginPass() {
        if !lists.isEmpty { lists.removeAll(keepingCapacity: true) }
        if !tables.isEmpty { tables.removeAll(keepingCapacity: true) }
    }
}

extension UI {
    /// The containers being built that builders inside them talk to.
    var structure: StructureContexts { passContext(StructureContexts.self) }

    /// Builds `content` with the text buttons built in it made by the innermost of the
    /// containers that make their own (a menu's items, a dialog's buttons, swipe actions),
    /// then puts back what built them before.
    @discardableResult
    func buildingTitleButtons<R>(_ content: () -> R) -> R {
        let saved = titleButtonBuilder
        titleButtonBuilder = { ui, title, role, action in ui.containerButton(title, role: role, action: action) }
        defer { titleButtonBuilder = saved }
        return content()
    }

    /// A text button as the container being built makes it: a menu item, a dialog's button,
    /// a swipe action; nil outside them.
    private func containerButton(_ title: String, role: ButtonRole?, action: @escaping () -> Void) -> NodeRef? {
        if let r = presentationButton(title, role: role, action: action) { return r }
        if let swipe = structure.swipeActions.last {
            return swipeActionButton(title, role: role, swipe: swipe, action: action)
        }
        return nil
    }
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
    /// The page being built draws its own way back (`navigationBarBackButtonHidden`).
    var backButtonHidden = false
    /// The toolbar items the page being built gave its bar (`toolbar`, `searchable`).
    var toolbar = ToolbarContent()
    /// Pushes a value onto the stack's path (false when the path holds another type).
    let push: (AnyHashable) -> Bool

    init(push: @escaping (AnyHashable) -> Bool) { self.push = push }
}
