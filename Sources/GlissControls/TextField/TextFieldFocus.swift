import Foundation
@_spi(GlissControls) import GlissCore

/// A field's focus: gained by Tab, a click, a drag or a middle click, which place the caret.
extension UI {
    /// Whether the field is focused now, after this frame's middle click and focus changes:
    /// gaining focus restarts the caret's blink (and by Tab selects everything), losing it
    /// forgets the last click.
    func updateFieldFocus(_ state: TextFieldState, id: NodeID, font: Font, secure: Bool, multiline: Bool) -> Bool {
        // Focused while focus is on it and Tab could reach it (a disabled field cannot).
        var focused = hasFocus(id)
        // A middle click pastes X11's primary selection where it lands, and focuses.
        if let p = takeMiddleClick(in: state.frame) {
            focus(id)
            focused = true
            state.clicks.last = (time, 1, p)
            state.model.setCaret(fieldOffset(state, at: p, font: font, secure: secure))
            if let paste = Clipboard.primarySelection {
                putBackEditEvents([.text(multiline ? paste : Self.oneLine(paste))])
            }
        }

        if focused != state.wasFocused {
            state.wasFocused = focused
            state.caretMoved = time
            // Focus by Tab selects everything, as desktop fields do; a click placed the caret.
            if focused && state.clicks.last == nil && !state.refocusKeepsSelection { state.model.selectAll() }
            if focused { state.refocusKeepsSelection = false }
            if !focused { state.clicks.last = nil }
        }
        return focused
    }

    /// A click on the field: focus, then caret, word or everything by the click count.
    func clickField(_ id: NodeID, font: Font, secure: Bool) {
        guard let state = existingMemory(id.child("textField"), as: TextFieldState.self), let p = pointer else { return }
        focus(id)
        let count = state.clicks.click(at: p, time: time)
        let offset = fieldOffset(state, at: p, font: font, secure: secure)
        state.model.click(count, at: offset, layout: measurer.layout(state.model.text, font: font, width: state.wrapWidth),
                          tripleSelectsAll: true)
        state.caretMoved = time
        if !secure { state.model.offerPrimarySelection() }
    }

    /// A drag across the field selects from where it started to the pointer.
    func dragInField(_ id: NodeID, _ v: DragValue, font: Font, secure: Bool) {
        guard let state = existingMemory(id.child("textField"), as: TextFieldState.self) else { return }
        if focusedID != id { focus(id) }
        state.clicks.last = (time, 1, v.location)
        state.model.drag(from: fieldOffset(state, at: v.startLocation, font: font, secure: secure),
                         to: fieldOffset(state, at: v.location, font: font, secure: secure))
        state.caretMoved = time
        if !secure { state.model.offerPrimarySelection() }
        requestPass()
    }

    /// The text offset under a window point.
    private func fieldOffset(_ state: TextFieldState, at p: Point, font: Font, secure: Bool) -> Int {
        let pad = TextFieldStyle.padding
        let local = Point(p.x - state.frame.minX - pad.leading - state.alignX + state.scrollX, p.y - state.frame.minY - pad.top + state.scrollY)
        if secure {
            let shown = String(repeating: Self.bullet, count: state.model.text.count)
            let o = measurer.layout(shown, font: font, width: nil).offset(at: local)
            let clusters = o / Self.bullet.utf8.count
            return String(state.model.text.prefix(clusters)).utf8.count
        }
        return measurer.layout(state.model.text, font: font, width: state.wrapWidth).offset(at: local)
    }
}
