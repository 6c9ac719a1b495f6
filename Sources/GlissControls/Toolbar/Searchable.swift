@_spi(GlissControls) import GlissCore

/// A `.searchable` field: its text and prompt, given to the bar being built.
final class SearchField {
    let text: Binding<String>
    let prompt: String
    init(text: Binding<String>, prompt: String) { self.text = text; self.prompt = prompt }
}

/// Whether the window's search field should take focus (Ctrl+F asked for it).
final class SearchFocus {
    var focused = false
}

extension NodeRef {
    /// A search field in the bar at the top of the window (or of the navigation page this view
    /// is in) that edits `text` — SwiftUI's `searchable(text:prompt:)`. Filter what you show
    /// by `text`. Ctrl+F puts the keys in it; Escape there clears it; the clear button by its
    /// end does too. The inspector lists it as a `textField` titled "Search".
    ///
    /// ```swift
    /// ui.list(model.visibleFiles, id: \.name, selection: Bindable(model).selection) { f in ui.text(f.name) }
    ///     .searchable(text: Bindable(model).query, prompt: "Find a file")
    /// ```
    @discardableResult @_disfavoredOverload
    public func searchable(text: Binding<String>, prompt: String? = nil) -> NodeRef {
        guard let bar = ui.currentToolbar else {
            ui.warn("searchable outside a window or navigation stack does nothing")
            return self
        }
        bar.search = SearchField(text: text, prompt: prompt ?? "Search")
        return self
    }
}

extension UI {
    /// The search field of a bar: a magnifier, the field, and a clear button while it holds text.
    func searchField(_ search: SearchField) -> NodeRef {
        let focus = state("searchFocus", SearchFocus()).value
        // Ctrl+F, when no text field has the keys (in one, it is the field's own).
        onKeyPress("F", modifiers: .control) { focus.focused = true }
        let focused = Binding(get: { focus.focused }, set: { focus.focused = $0 })
        // Escape in the field clears it (the field itself ends editing on Escape and takes the
        // key, so it is looked for before the field is built, while it still has the keys).
        if focus.focused, keyPresses.contains(where: { $0.key == .escape && $0.modifiers.isEmpty }) {
            afterPass { search.text.wrappedValue = "" }
        }
        return hstack(spacing: 4) {
            icon(Icon(named: "magnifyingglass"), size: 12, color: ControlStyle.secondaryLabel).accessibilityHidden()
            textField("Search", text: search.text, prompt: search.prompt)
                .frame(width: ControlStyle.searchFieldWidth)
                .focused(focused)
                .overlay(alignment: .trailing) {
                    // Inside the field's trailing end, as a desktop search field has it.
                    if !search.text.wrappedValue.isEmpty {
                        button(label: "Clear search", action: { search.text.wrappedValue = "" }) {
                            icon(Icon(named: "xmark.circle.fill"), size: 12, color: ControlStyle.secondaryLabel)
                                .padding(4)
                                .contentShape(.rect)
                        }
                        .focusable(false)
                        .padding(.trailing, 2)
                    }
                }
        }
    }
}
