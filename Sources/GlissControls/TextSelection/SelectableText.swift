@_spi(GlissControls) import GlissCore

/// The selectable texts of a window: which were decided this pass (the innermost
/// `textSelection` wins), and which one holds the selection (one at a time, as on macOS:
/// Ctrl+A and Ctrl+C act on it).
final class SelectableTexts: PassContext {
    private var decided = Set<Int>()
    /// The text last clicked or dragged in, kept across frames.
    var active: NodeID? = nil

    init() {}
    func beginPass() { decided.removeAll(keepingCapacity: true) }

    /// True the first time `text` is met this pass (an inner modifier came first).
    func decide(_ text: NodeRef) -> Bool { decided.insert(text.index).inserted }
}

/// A selectable text's memory between frames: its selection (the text field's model, never
/// edited) and its clicks.
final class SelectableTextState {
    var model = TextEditingModel(text: "")
    var clicks = ClickSeries()
}

extension UI {
    /// Makes `text` selectable this pass: its selection cleared by a press elsewhere, its keys
    /// when it holds the selection, its clicks, drags and context menu, its highlight.
    func makeSelectable(_ text: NodeRef, _ texts: SelectableTexts) {
        guard let string = text.textString else { return }
        let id = text.id
        let state = memory(id.child("textSelection")) { SelectableTextState() }
        state.model.replaceText(string)
        if isFirstPass {
            // A press anywhere else clears the selection (a right click keeps it, for Copy; a
            // press while its context menu is open is the menu's).
            let menuOpen = (presentations.state(id.child("contextMenu")).memory as? MenuState)?.isOpen ?? false
            if let p = pressStartedAt, !menuOpen, !state.model.selection.isEmpty, !(hitRect(of: id)?.contains(p) ?? false) {
                state.model.setCaret(0)
                if texts.active == id { texts.active = nil }
            }
            if texts.active == id { selectableTextKeys(state) }
        }
        // A screen reader's selection (AT-SPI's Text SetSelection), on grapheme boundaries.
        if let r = takeAccessibilitySelectionRequest(for: id) {
            state.model.drag(from: r.lowerBound, to: r.upperBound)
            if !r.isEmpty { hold(id, state, texts) }
        }
        let selection = state.model.selection.range
        let drawn = drawnTextLayout(of: id)
        text.textHighlight(selection, color: TextFieldStyle.selection)
        // Always a selection (empty: none), so a screen reader knows it can set one.
        text.textInput(TextInputInfo(value: string, selection: selection,
                                     layout: drawn?.layout, layoutOrigin: drawn?.inset ?? .zero))
        text.pointerStyle(.text)
            .onTap { [unowned self] in self.clickText(id, state, texts) }
            .onDrag(minimumDistance: 3, coordinateSpace: .global, changed: { [unowned self] v in
                self.dragInText(id, v, state, texts)
            })
            .contextMenu { [unowned self] in
                button("Copy") { Clipboard.string = state.model.selectedText }
                    .disabled(state.model.selection.isEmpty)
            }
    }

    /// Ctrl+A and Ctrl+C (or Ctrl+Insert) on the text holding the selection.
    private func selectableTextKeys(_ state: SelectableTextState) {
        if keyPressed("A", modifiers: .control) {
            state.model.selectAll()
            state.model.offerPrimarySelection()
        }
        if keyPressed("C", modifiers: .control) || keyPressed(.insert, modifiers: .control), !state.model.selection.isEmpty {
            Clipboard.string = state.model.selectedText
        }
    }

    /// A click: the caret, a word, the paragraph by the click count; Shift extends.
    private func clickText(_ id: NodeID, _ state: SelectableTextState, _ texts: SelectableTexts) {
        guard let drawn = drawnTextLayout(of: id), let p = pointer else { return }
        let count = state.clicks.click(at: p, time: time)
        let extend = count == 1 && heldModifiers.contains(.shift) && texts.active == id
        state.model.click(count, at: drawn.offset(at: p), extend: extend, layout: drawn.layout, tripleSelectsAll: false)
        hold(id, state, texts)
    }

    /// A drag selects from where it started to the pointer.
    private func dragInText(_ id: NodeID, _ v: DragValue, _ state: SelectableTextState, _ texts: SelectableTexts) {
        guard let drawn = drawnTextLayout(of: id) else { return }
        state.clicks.last = (time, 1, v.location)
        state.model.drag(from: drawn.offset(at: v.startLocation), to: drawn.offset(at: v.location))
        hold(id, state, texts)
        requestPass()
    }

    /// `id` holds the selection now: the keys are its (a focused field's are not), and the
    /// primary selection is its text.
    private func hold(_ id: NodeID, _ state: SelectableTextState, _ texts: SelectableTexts) {
        texts.active = id
        if let f = focusedID { resignFocus(f) }
        state.model.offerPrimarySelection()
    }
}
