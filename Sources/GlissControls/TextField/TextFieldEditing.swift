import Foundation
@_spi(GlissControls) import GlissCore

/// A focused field's editing: the keys and typed text of a frame applied to its model.
extension UI {
    /// The focused field's keys and typed text, applied to its model and written back to the
    /// binding (another pass then draws the change).
    func editFocusedField(_ state: TextFieldState, id: NodeID, text: Binding<String>, font: Font, secure: Bool) {
        let events = takeEditEvents()
        guard !events.isEmpty else { return }
        var model = state.model
        let before = model
        var submitted = false, endedEditing = false
        func layout() -> TextLayout { measurer.layout(model.text, font: font, width: state.wrapWidth) }
        let multiline = state.wrapWidth != nil
        var goalX = state.goalX
        for (i, event) in events.enumerated() {
            // Return submits here: what follows it in this frame is typed after `onSubmit`
            // ran (the next pass, which rebuilds the field with the app's change). After
            // Escape, what follows goes to whatever has focus then.
            if submitted || endedEditing {
                putBackEditEvents(events[i...])
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
            if press.key != .upArrow && press.key != .downArrow { goalX = nil }
            if multiline, let to = Self.editorMove(press.key, ctrl: ctrl, model: model, layout: layout(), goalX: &goalX) {
                model.setCaret(to, extend: shift)
                takeKey(press.key)
                continue
            }
            switch press.key {
            case .leftArrow, .rightArrow:
                // Left and Right move as drawn (through a right-to-left run inside a
                // left-to-right line too); with Ctrl, by word in the paragraph's direction.
                let l = layout()
                if ctrl {
                    model.move(forward: (press.key == .rightArrow) != l.isRightToLeft, byWord: true, extend: shift, layout: l)
                } else {
                    model.moveVisually(right: press.key == .rightArrow, extend: shift, layout: l)
                }
            case .home, .upArrow: model.setCaret(0, extend: shift)
            case .end, .downArrow: model.setCaret(model.text.utf8.count, extend: shift)
            case .delete: model.deleteBackward(byWord: ctrl, layout: layout())   // Backspace
            case .deleteForward: model.deleteForward(byWord: ctrl, layout: layout())
            case .return, .keypadEnter:
                if multiline { model.insert("\n", typing: false) } else { submitted = true }
            case .escape where m.isEmpty:
                // Ends editing, as desktop fields do: the text stays, focus leaves the field.
                endedEditing = true
            case "A" where ctrl && !shift: model.selectAll()
            case "C" where ctrl && !shift, .insert where ctrl:
                if !secure && !model.selection.isEmpty { Clipboard.string = model.selectedText }
            case "X" where ctrl && !shift:
                if !secure && !model.selection.isEmpty {
                    Clipboard.string = model.selectedText
                    model.insert("", typing: false)
                }
            case "V" where ctrl && !shift, .insert where shift:
                if let s = Clipboard.string { model.insert(multiline ? s : Self.oneLine(s), typing: false) }
            case "Z" where ctrl && !shift: model.undo()
            case "Z" where ctrl && shift, "Y" where ctrl: model.redo()
            default:
                // A key that types (a letter without Control or Alt, Space) is the field's
                // too: it arrives as typed text, and must not also act as a shortcut.
                handled = !ctrl && !m.contains(.alt) && !m.contains(.super) && (press.key.character != nil || press.key == .space)
            }
            if handled { takeKey(press.key) }
        }
        state.goalX = goalX
        if model != before {
            state.caretMoved = time
            // Select-to-copy: the primary selection follows the selection (X11), never a secret.
            if !secure && model.selection != before.selection { model.offerPrimarySelection() }
            state.model = model
            if model.text != text.wrappedValue { text.wrappedValue = model.text }
            requestPass()
        }
        if submitted { state.submitted = true }
        if endedEditing {
            resignFocus(id)
            requestPass()
        }
    }

    /// Where Up, Down, Home and End go in a text editor: a line up or down at the goal column
    /// (set by the first of a run of Up/Down), the visual line's ends, or with Ctrl the text's.
    /// Nil for other keys.
    static func editorMove(_ key: Key, ctrl: Bool, model: TextEditingModel, layout: TextLayout,
                           goalX: inout Double?) -> Int? {
        let head = model.selection.head
        let caret = layout.caretRect(forOffset: head)
        let line = layout.lines.isEmpty ? nil : layout.lines[layout.lineIndex(forOffset: head)]
        switch key {
        case .upArrow, .downArrow:
            let x = goalX ?? caret.minX
            goalX = x
            let i = layout.lineIndex(forOffset: head) + (key == .upArrow ? -1 : 1)
            if i < 0 { return 0 }
            if i >= layout.lines.count { return model.text.utf8.count }
            return layout.offset(at: Point(x, layout.lines[i].origin.y + layout.lineHeight / 2))
        case .home:
            return ctrl ? 0 : (line?.range.lowerBound ?? 0)
        case .end:
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
    private static let lineBreakStarts = ByteScan.Set([0x0A, 0x0B, 0x0C, 0x0D, 0xC2, 0xE2])

    static func oneLine(_ s: String) -> String {
        // Most text has no byte a line break starts with (\n \v \f \r; U+0085 is C2 85,
        // U+2028 and U+2029 start with E2): a byte scan clears it (`strcspn`), where walking
        // the `Character`s of a megabyte pasted took ~10 ms of the frame, and its `UTF8View` ~5 ms.
        guard ByteScan.firstOffset(in: s, of: lineBreakStarts) != nil else { return s }
        return s.contains(where: \.isNewline) ? String(s.map { $0.isNewline ? " " : $0 }) : s
    }
}
