import Foundation
@_spi(GlissControls) import GlissCore

extension NodeRef {
    /// A menu opened by a right click on a row of this table — SwiftUI's
    /// `contextMenu(forSelectionType:menu:)`: `menu` builds its items (as in
    /// `menu(_:id:_:)`) for the rows it acts on: the selection when the row clicked is in it,
    /// else that row alone (the selection stays as it was, as in macOS's tables).
    /// `primaryAction`, when given, runs on a double click on a row with the selection (the
    /// row the first click selected). Use it on the view `table(_:selection:sortOrder:id:columns:)`
    /// returns.
    ///
    /// ```swift
    /// ui.table(files, selection: Bindable(model).selected) { … }
    ///     .contextMenu(forSelectionType: File.ID.self) { ids in
    ///         ui.button("Delete \(ids.count) Files", role: .destructive) { model.delete(ids) }
    ///     }
    /// ```
    @discardableResult
    public func contextMenu<ID: Hashable>(forSelectionType: ID.Type = ID.self,
                                          menu: @escaping (Set<ID>) -> Void,
                                          primaryAction: ((Set<ID>) -> Void)? = nil) -> NodeRef {
        // The table itself, or inside the wrappers modifiers after it added (`.padding()` …).
        var i = index, found = ui.structure.tables[index]
        for _ in 0..<4 where found == nil {
            guard let child = ui.ref(i).firstChild else { break }
            i = child.index
            found = ui.structure.tables[i]
        }
        guard let memory = found else {
            ui.warn("contextMenu(forSelectionType:) outside a table does nothing")
            return self
        }
        let ui = self.ui
        let key = ui.ref(i).id.child("rowMenu")
        let s = ui.presentations.state(key)
        let m = s.memory as? MenuState ?? MenuState()
        s.memory = m
        memory.rowMenuSeen = true
        memory.primaryAction = primaryAction.map { action in { action($0.base as? Set<ID> ?? []) } }
        memory.openRowMenu = { m.open(.at(ui.pointer ?? .zero), keyboard: false) }
        ui.registerMenu(key, title: "", state: s, m) {
            menu(memory.menuRows?.base as? Set<ID> ?? [])
        }
        return self
    }
}
