@_spi(GlissControls) import GlissCore

/// What the app's `commands(_:)` declared this pass: its menus, and what it put before, after
/// or in place of the standard groups. Cleared at the start of every pass; the window root
/// calls `commands` again (its closures capture the app's state of this pass).
final class CommandRegistry: PassContext {
    /// A `commandMenu`: its title and items.
    struct Menu {
        var title: String
        var content: () -> Void
    }

    @exclusivity(unchecked) var menus: [Menu] = []
    @exclusivity(unchecked) var replacing: [CommandGroupPlacement: () -> Void] = [:]
    @exclusivity(unchecked) var before: [CommandGroupPlacement: [() -> Void]] = [:]
    @exclusivity(unchecked) var after: [CommandGroupPlacement: [() -> Void]] = [:]

    init() {}

    func beginPass() {
        menus.removeAll(keepingCapacity: true)
        replacing.removeAll(keepingCapacity: true)
        before.removeAll(keepingCapacity: true)
        after.removeAll(keepingCapacity: true)
    }

    /// True when the app declared nothing: no menu bar is drawn.
    var isEmpty: Bool { menus.isEmpty && replacing.isEmpty && before.isEmpty && after.isEmpty }
}

extension UI {
    /// A menu of the app's own in every window's menu bar — SwiftUI's `CommandMenu`: in
    /// `App.commands(_:)`, made with the same builders as views: `ui.button(_:action:)` is an
    /// item (its `keyboardShortcut` is shown right-aligned and works with the menu closed),
    /// `ui.divider()` a separator, `ui.menu(_:_:)` a submenu, `.disabled()` dims an item. The
    /// app's menus come after View and before Window, in the order declared. Its mnemonic
    /// (Alt+letter) is the first letter of its title not taken by a menu before it.
    ///
    /// ```swift
    /// func commands(_ ui: UI) {
    ///     ui.commandMenu("Tools") {
    ///         ui.button("Show Inspector") { ui.openWindow(id: "inspector") }
    ///             .keyboardShortcut("i")
    ///     }
    /// }
    /// ```
    public func commandMenu(_ title: String, _ content: @escaping () -> Void) {
        passContext(CommandRegistry.self).menus.append(.init(title: title, content: content))
    }

    /// Items that replace a standard group — SwiftUI's `CommandGroup(replacing:addition:)`:
    /// `ui.commandGroup(replacing: .newItem) { ui.button("New Document") { … } }`. Replacing
    /// a group with nothing removes its standard items (and their shortcuts).
    public func commandGroup(replacing placement: CommandGroupPlacement, addition: @escaping () -> Void) {
        passContext(CommandRegistry.self).replacing[placement] = addition
    }

    /// Items added after a standard group — SwiftUI's `CommandGroup(after:addition:)`:
    /// `ui.commandGroup(after: .help) { ui.button("Keyboard Shortcuts") { … } }`.
    public func commandGroup(after placement: CommandGroupPlacement, addition: @escaping () -> Void) {
        passContext(CommandRegistry.self).after[placement, default: []].append(addition)
    }

    /// Items added before a standard group — SwiftUI's `CommandGroup(before:addition:)`.
    public func commandGroup(before placement: CommandGroupPlacement, addition: @escaping () -> Void) {
        passContext(CommandRegistry.self).before[placement, default: []].append(addition)
    }
}
