import Foundation

/// A text field's memory between frames: the editing model, how far its text is scrolled,
/// its clicks (for double and triple clicks) and when its caret last moved (the blink starts
/// again from there).
final class TextFieldState {
    var model = TextEditingModel(text: "")
    var scrollX = 0.0
    /// A text editor's vertical scroll.
    var scrollY = 0.0
    /// The width text wraps at (a text editor; nil: one line).
    var wrapWidth: Double? = nil
    /// Where Up and Down aim (the x the caret had before a run of them), so the column is kept
    /// across short lines.
    var goalX: Double? = nil
    /// The field's frame in window points, as last laid out (clicks land against it).
    var frame = Rect.zero
    var lastClick: (time: Double, count: Int, at: Point)? = nil
    var caretMoved = 0.0
    var submitted = false
    var wasFocused = false
}

/// The look of a field: padding around the text, corner radius, colours.
enum TextFieldStyle {
    static let padding = EdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
    static let radius = 6.0
    static let border = Color(white: 0.78)
    static let selection = Color(red: 0, green: 0.48, blue: 1, opacity: 0.25)
    static let caretWidth = 1.5
    /// Seconds the caret shows, then hides (GTK's default cycle is 1.2 s; 0.5 + 0.5 wakes an
    /// idle app twice a second).
    static let blinkHalfPeriod = 0.5
}

extension UI {
    /// A one-line text field editing `text` — SwiftUI's `TextField`. `title` names it (the
    /// inspector's label, and the placeholder when there is no `prompt`); `prompt` shows in grey
    /// while the text is empty.
    ///
    /// A click focuses it and places the caret (a double click selects a word, a triple click
    /// everything; a drag selects). While focused it takes typed text (an input method's
    /// composition shows underlined at the caret) and the editing keys: arrows (Shift extends,
    /// Ctrl by word), Home/End, Backspace/Delete (Ctrl by word), Ctrl+A/C/X/V, Ctrl+Z and
    /// Ctrl+Shift+Z (or Ctrl+Y), Return (see ``NodeRef/onSubmit(_:)``); Tab leaves it. Long text
    /// scrolls to keep the caret in view; the caret blinks only while focused.
    ///
    /// ```swift
    /// ui.textField("New item", text: Bindable(model).draft, prompt: "What needs doing?")
    ///     .onSubmit { model.add() }
    /// ```
    ///
    /// The field is built the way an app's own control would be, in three steps: take its place
    /// from layout (a `geometryReader` a line high), update its interaction from input (the
    /// focused field's keys and typed text; clicks and drags), and emit its drawing (a `canvas`
    /// of the box, selection, text and caret).
    @discardableResult
    public func textField(_ title: String, text: Binding<String>, prompt: String? = nil, font: Font = .body,
                          id: some IdentityKey = PositionalKey()) -> NodeRef {
        textField(title, text: text, prompt: prompt, font: font, secure: false, idBits: id.explicitBits)
    }

    /// A one-line field whose text shows as bullets — SwiftUI's `SecureField`. It edits like
    /// ``textField(_:text:prompt:font:id:)``, but copying and cutting are refused (the
    /// clipboard keeps what it had) and the inspector shows bullets too.
    @discardableResult
    public func secureField(_ title: String, text: Binding<String>, prompt: String? = nil, font: Font = .body,
                            id: some IdentityKey = PositionalKey()) -> NodeRef {
        textField(title, text: text, prompt: prompt, font: font, secure: true, idBits: id.explicitBits)
    }

    /// A multi-line text editor — SwiftUI's `TextEditor`. It takes the space it is offered (give
    /// it a `.frame(height:)`), wraps its text to its width and scrolls to keep the caret in
    /// view. It edits as ``textField(_:text:prompt:font:id:)`` does, and: Return inserts a new
    /// line, Up and Down move a line keeping the column, Home and End go to the line's ends
    /// (with Ctrl, the text's), pasted text keeps its line breaks.
    @discardableResult
    public func textEditor(text: Binding<String>, font: Font = .body, id: some IdentityKey = PositionalKey()) -> NodeRef {
        textField("", text: text, prompt: nil, font: font, secure: false, multiline: true, idBits: id.explicitBits)
    }

    func textField(_ title: String, text: Binding<String>, prompt: String?, font: Font, secure: Bool,
                   multiline: Bool = false, idBits: UInt64?) -> NodeRef {
        let pad = TextFieldStyle.padding
        let lineHeight = measurer.layout("", font: font, width: nil).lineHeight
        let content: (GeometryProxy) -> Void = { [unowned self] geo in
            let id = currentScope
            let state = store.get(id.child("textField").raw) { TextFieldState() }
            state.frame = geo.frame(in: .global)
            state.model.replaceText(text.wrappedValue)
            // A screen reader writing the text (taken once: each layout pass builds the field).
            if let written = input.accessibilityTexts.removeValue(forKey: id) {
                let value = multiline ? written : Self.oneLine(written)
                state.model.replaceText(value)
                enqueue { if text.wrappedValue != value { text.wrappedValue = value } }
            }
            // Focused while focus is on it and Tab could reach it (a disabled field cannot).
            var focused = interaction.focus.focused == id && interaction.focus.candidates.contains { $0.id == id }
            // A middle click pastes X11's primary selection where it lands, and focuses.
            if let p = input.middleClick, state.frame.contains(p) {
                input.middleClick = nil
                interaction.focus.focus(id)
                focused = true
                state.lastClick = (time, 1, p)
                state.model.setCaret(fieldOffset(state, at: p, font: font, secure: secure))
                if let paste = Clipboard.primarySelection {
                    input.editEvents.insert(.text(multiline ? paste : Self.oneLine(paste)), at: 0)
                }
            }

            // (2) Interaction: focus gained or lost, then the focused field takes this
            // frame's keys and typed text.
            if focused != state.wasFocused {
                state.wasFocused = focused
                state.caretMoved = time
                // Focus by Tab selects everything, as desktop fields do; a click placed the caret.
                if focused && state.lastClick == nil { state.model.selectAll() }
                if !focused { state.lastClick = nil }
            }
            let inner = geo.size.width - pad.leading - pad.trailing
            state.wrapWidth = multiline ? max(1, inner) : nil
            if focused { editFocusedField(state, text: text, font: font, secure: secure) }

            // (3) Drawing, in the field's own coordinates.
            let display = fieldDisplay(state, focused: focused, secure: secure)
            let layout = measurer.layout(display.text, font: font, width: state.wrapWidth)
            let caret = layout.caretRect(forOffset: display.caret)
            // Keep the caret in view: sideways in a field, up and down in an editor.
            if multiline {
                let innerHeight = geo.size.height - pad.top - pad.bottom
                if caret.maxY - state.scrollY > innerHeight { state.scrollY = caret.maxY - innerHeight }
                if caret.minY < state.scrollY { state.scrollY = caret.minY }
                state.scrollY = max(0, min(state.scrollY, layout.size.height - innerHeight))
            } else {
                if caret.minX - state.scrollX > inner - TextFieldStyle.caretWidth { state.scrollX = caret.minX - inner + TextFieldStyle.caretWidth }
                if caret.minX < state.scrollX { state.scrollX = caret.minX }
                state.scrollX = max(0, min(state.scrollX, layout.size.width + TextFieldStyle.caretWidth - inner))
            }
            let origin = Point(pad.leading - state.scrollX, pad.top - state.scrollY)
            canvas {
                roundedRectangle(cornerRadius: TextFieldStyle.radius, fill: .white,
                            stroke: focused ? .accentColor : TextFieldStyle.border, lineWidth: focused ? 2 : 1)
                    .place(in: Rect(0, 0, geo.size.width, geo.size.height))
                if focused {
                    for r in layout.selectionRects(for: display.selection) {
                        rectangle(fill: TextFieldStyle.selection).place(in: r.offsetBy(origin.x, origin.y))
                    }
                }
                if display.text.isEmpty, let placeholder = prompt ?? (title.isEmpty ? nil : title) {
                    self.text(placeholder, font: font, color: .gray)
                        .place(in: Rect(pad.leading, pad.top, max(0, inner), lineHeight))
                } else if multiline {
                    self.text(display.text, font: font, multiline: true)
                        .place(in: Rect(origin.x, origin.y, max(1, inner), layout.size.height))
                } else {
                    self.text(display.text, font: font)
                        .place(in: Rect(origin.x, origin.y, layout.size.width + 1, lineHeight))
                }
                if let marked = display.marked {
                    for r in layout.selectionRects(for: marked) {
                        rectangle(fill: .black).place(in: Rect(origin.x + r.minX, origin.y + r.maxY - 1.5, r.width, 1))
                    }
                }
                if focused {
                    let phase = (time - state.caretMoved).truncatingRemainder(dividingBy: 2 * TextFieldStyle.blinkHalfPeriod)
                    if phase < TextFieldStyle.blinkHalfPeriod && display.selection.isEmpty {
                        rectangle(fill: .black)
                            .place(in: Rect(origin.x + caret.minX - TextFieldStyle.caretWidth / 2, origin.y + caret.minY,
                                            TextFieldStyle.caretWidth, lineHeight))
                    }
                    // The blink's next change: the only reason an idle focused field draws again.
                    let half = TextFieldStyle.blinkHalfPeriod
                    requestFrame(at: time + (phase < half ? half - phase : 2 * half - phase))
                    textInputArea = Rect(state.frame.minX + origin.x + caret.minX, state.frame.minY + origin.y + caret.minY,
                                         TextFieldStyle.caretWidth, lineHeight)
                }
            }
            .frame(width: geo.size.width, height: geo.size.height)
            .clipped()
            let selection = state.model.selection.range
            tree.textInputs[build.parentStack.last!] = TextInputInfo(value: secure ? display.text : state.model.text,
                                                               selection: secure ? nil : selection)
        }
        let reader = idBits.map { geometryReader(id: RawIdentity(identityBits: $0), content) } ?? geometryReader(content)
        // A field is a line high; an editor takes the height it is offered.
        let field = (multiline ? reader : reader.frame(height: lineHeight + pad.top + pad.bottom))
            .accessibility(role: .textField, label: title)
            .pointerStyle(.text)
        let fieldID = field.id
        return field
            .onTap { [unowned self] in self.clickField(fieldID, font: font, secure: secure) }
            .onDrag(minimumDistance: 3, coordinateSpace: .global, changed: { [unowned self] v in
                self.dragInField(fieldID, v, font: font, secure: secure)
            })
    }

    /// What the field shows: the text (bullets when secure; the composition spliced in at the
    /// caret), the caret and selection in it, and the composition's range to underline.
    private func fieldDisplay(_ state: TextFieldState, focused: Bool, secure: Bool)
        -> (text: String, caret: Int, selection: Range<Int>, marked: Range<Int>?) {
        let model = state.model
        var text = model.text
        var caret = model.selection.head
        var selection = model.selection.range
        if secure {
            // A bullet per grapheme cluster: offsets map cluster for cluster.
            func bullets(_ upTo: Int) -> Int { TextEditingModel.slice(model.text, 0..<upTo).count * Self.bullet.utf8.count }
            text = String(repeating: Self.bullet, count: model.text.count)
            caret = bullets(caret)
            selection = bullets(selection.lowerBound)..<bullets(selection.upperBound)
        }
        guard focused, let composition = self.composition, !composition.text.isEmpty else {
            return (text, caret, selection, nil)
        }
        // The composition replaces the selection while it is being composed.
        let before = TextEditingModel.slice(text, 0..<selection.lowerBound)
        let after = TextEditingModel.slice(text, selection.upperBound..<text.utf8.count)
        let start = before.utf8.count
        let cursorChars = min(max(0, composition.cursor), composition.text.count)
        let cursor = start + String(composition.text.prefix(cursorChars)).utf8.count
        return (before + composition.text + after, cursor, cursor..<cursor, start..<(start + composition.text.utf8.count))
    }

    static let bullet = "•"

    /// The focused field's keys and typed text, applied to its model and written back to the
    /// binding (another pass then draws the change).
    private func editFocusedField(_ state: TextFieldState, text: Binding<String>, font: Font, secure: Bool) {
        guard !input.editEvents.isEmpty else { return }
        let events = input.editEvents
        input.editEvents.removeAll()
        typedText = ""
        var model = state.model
        let before = model
        var submitted = false
        func layout() -> TextLayout { measurer.layout(model.text, font: font, width: state.wrapWidth) }
        let multiline = state.wrapWidth != nil
        var goalX = state.goalX
        for (i, event) in events.enumerated() {
            // Return submits here: what follows it in this frame is typed after `onSubmit`
            // ran (the next pass, which rebuilds the field with the app's change).
            if submitted {
                input.editEvents = Array(events[i...])
                requestPass()
                break
            }
            guard case .key(let press) = event else {
                if case .text(let s) = event { model.insert(multiline ? s : Self.oneLine(s)) }
                goalX = nil
                continue
            }
            let m = press.modifiers
            let ctrl = m.contains(.control), shift = m.contains(.shift)
            var handled = true
            if press.key != "Up" && press.key != "Down" { goalX = nil }
            if multiline, let to = Self.editorMove(press.key, ctrl: ctrl, model: model, layout: layout(), goalX: &goalX) {
                model.setCaret(to, extend: shift)
                input.keysTaken.insert(press.key.lowercased())
                continue
            }
            switch press.key {
            case "Left", "Right":
                // Left and Right move as drawn (through a right-to-left run inside a
                // left-to-right line too); with Ctrl, by word in the paragraph's direction.
                let l = layout()
                if ctrl {
                    model.move(forward: (press.key == "Right") != l.isRightToLeft, byWord: true, extend: shift, layout: l)
                } else {
                    model.moveVisually(right: press.key == "Right", extend: shift, layout: l)
                }
            case "Home", "Up": model.setCaret(0, extend: shift)
            case "End", "Down": model.setCaret(model.text.utf8.count, extend: shift)
            case "Backspace": model.deleteBackward(byWord: ctrl, layout: layout())
            case "Delete": model.deleteForward(byWord: ctrl, layout: layout())
            case "Return", "KP Enter":
                if multiline { model.insert("\n", typing: false) } else { submitted = true }
            case "A" where ctrl && !shift: model.selectAll()
            case "C" where ctrl && !shift, "Insert" where ctrl:
                if !secure && !model.selection.isEmpty { Clipboard.string = model.selectedText }
            case "X" where ctrl && !shift:
                if !secure && !model.selection.isEmpty {
                    Clipboard.string = model.selectedText
                    model.insert("", typing: false)
                }
            case "V" where ctrl && !shift, "Insert" where shift:
                if let s = Clipboard.string { model.insert(multiline ? s : Self.oneLine(s), typing: false) }
            case "Z" where ctrl && !shift: model.undo()
            case "Z" where ctrl && shift, "Y" where ctrl: model.redo()
            default:
                // A key that types (a letter without Control or Alt, Space) is the field's
                // too: it arrives as typed text, and must not also act as a shortcut.
                handled = !ctrl && !m.contains(.alt) && !m.contains(.super) && (press.key.count == 1 || press.key == "Space")
            }
            if handled { input.keysTaken.insert(press.key.lowercased()) }
        }
        state.goalX = goalX
        if model != before {
            state.caretMoved = time
            // Select-to-copy: the primary selection follows the selection (X11), never a secret.
            if !secure && !model.selection.isEmpty && model.selection != before.selection {
                Clipboard.primarySelection = model.selectedText
            }
            state.model = model
            if model.text != text.wrappedValue { text.wrappedValue = model.text }
            requestPass()
        }
        if submitted { state.submitted = true }
    }

    /// Where Up, Down, Home and End go in a text editor: a line up or down at the goal column
    /// (set by the first of a run of Up/Down), the visual line's ends, or with Ctrl the text's.
    /// Nil for other keys.
    static func editorMove(_ key: String, ctrl: Bool, model: TextEditingModel, layout: TextLayout,
                           goalX: inout Double?) -> Int? {
        let head = model.selection.head
        let caret = layout.caretRect(forOffset: head)
        let line = layout.lines.isEmpty ? nil : layout.lines[layout.lineIndex(forOffset: head)]
        switch key {
        case "Up", "Down":
            let x = goalX ?? caret.minX
            goalX = x
            let i = layout.lineIndex(forOffset: head) + (key == "Up" ? -1 : 1)
            if i < 0 { return 0 }
            if i >= layout.lines.count { return model.text.utf8.count }
            return layout.offset(at: Point(x, layout.lines[i].origin.y + layout.lineHeight / 2))
        case "Home":
            return ctrl ? 0 : (line?.range.lowerBound ?? 0)
        case "End":
            if ctrl { return model.text.utf8.count }
            guard let line else { return model.text.utf8.count }
            // Before the line's newline (or where the next wrapped line starts).
            let end = line.range.upperBound
            let text = model.text.utf8
            if end > line.range.lowerBound, end <= text.count,
               text[text.index(text.startIndex, offsetBy: end - 1)] == 0x0A { return end - 1 }
            return layout.offset(at: Point(line.origin.x + line.width + 1e6, line.origin.y + layout.lineHeight / 2))
        default:
            return nil
        }
    }

    /// A field holds one line: pasted or typed line breaks become spaces.
    static func oneLine(_ s: String) -> String {
        s.contains(where: \.isNewline) ? String(s.map { $0.isNewline ? " " : $0 }) : s
    }

    /// A click on the field: focus, then caret, word or everything by the click count.
    private func clickField(_ id: NodeID, font: Font, secure: Bool) {
        guard let state = store.peek(id.child("textField").raw, as: TextFieldState.self), let p = pointer else { return }
        interaction.focus.focus(id)
        let count: Int
        if let last = state.lastClick, time - last.time < Interaction.multiClickInterval,
           abs(last.at.x - p.x) < 4, abs(last.at.y - p.y) < 4 {
            count = last.count % 3 + 1
        } else {
            count = 1
        }
        state.lastClick = (time, count, p)
        let offset = fieldOffset(state, at: p, font: font, secure: secure)
        switch count {
        case 1: state.model.setCaret(offset)
        case 2: state.model.selectWord(at: offset, layout: measurer.layout(state.model.text, font: font, width: state.wrapWidth))
        default: state.model.selectAll()
        }
        state.caretMoved = time
        if !secure && !state.model.selection.isEmpty { Clipboard.primarySelection = state.model.selectedText }
    }

    /// A drag across the field selects from where it started to the pointer.
    private func dragInField(_ id: NodeID, _ v: DragValue, font: Font, secure: Bool) {
        guard let state = store.peek(id.child("textField").raw, as: TextFieldState.self) else { return }
        if interaction.focus.focused != id { interaction.focus.focus(id) }
        state.lastClick = (time, 1, v.location)
        let start = fieldOffset(state, at: v.startLocation, font: font, secure: secure)
        let end = fieldOffset(state, at: v.location, font: font, secure: secure)
        state.model.setCaret(start)
        state.model.setCaret(end, extend: true)
        state.caretMoved = time
        if !secure && !state.model.selection.isEmpty { Clipboard.primarySelection = state.model.selectedText }
        requestPass()
    }

    /// The text offset under a window point.
    private func fieldOffset(_ state: TextFieldState, at p: Point, font: Font, secure: Bool) -> Int {
        let pad = TextFieldStyle.padding
        let local = Point(p.x - state.frame.minX - pad.leading + state.scrollX, p.y - state.frame.minY - pad.top + state.scrollY)
        if secure {
            let shown = String(repeating: Self.bullet, count: state.model.text.count)
            let o = measurer.layout(shown, font: font, width: nil).offset(at: local)
            let clusters = o / Self.bullet.utf8.count
            return String(state.model.text.prefix(clusters)).utf8.count
        }
        return measurer.layout(state.model.text, font: font, width: state.wrapWidth).offset(at: local)
    }
}

/// What a text field tells the inspector and the platform: its text and selection.
struct TextInputInfo {
    var value: String
    var selection: Range<Int>?
}

extension NodeRef {
    /// Runs `action` when Return is pressed in this text field — SwiftUI's `onSubmit`.
    @discardableResult public func onSubmit(_ action: @escaping () -> Void) -> NodeRef {
        if let state = ui.store.peek(id.child("textField").raw, as: TextFieldState.self), state.submitted {
            state.submitted = false
            ui.enqueue(action)
        }
        return self
    }
}
