import Foundation
@_spi(GlissControls) import GlissCore

/// A text field's memory between frames: the editing model, how far its text is scrolled,
/// its clicks (for double and triple clicks) and when its caret last moved (the blink starts
/// again from there).
final class TextFieldState {
    var model = TextEditingModel(text: "")
    var scrollX = 0.0
    /// How far right a one-line field's text starts: the room left of it when the field is
    /// laid out right to left (its text ends at the right edge), else 0.
    var alignX = 0.0
    /// A text editor's vertical scroll.
    var scrollY = 0.0
    /// The width text wraps at (a text editor; nil: one line).
    var wrapWidth: Double? = nil
    /// Where Up and Down aim (the x the caret had before a run of them), so the column is kept
    /// across short lines.
    var goalX: Double? = nil
    /// The field's frame in window points, as last laid out (clicks land against it).
    var frame = Rect.zero
    var clicks = ClickSeries()
    var caretMoved = 0.0
    var submitted = false
    var wasFocused = false
    /// Focus comes back without a click or Tab (the menu bar's Edit menu acting on the field):
    /// the selection stays, instead of everything being selected as by Tab.
    var refocusKeepsSelection = false
}

/// The look of a field: padding around the text, corner radius, colours.
enum TextFieldStyle {
    static let padding = EdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8)
    static let radius = 6.0
    // The colours follow the colour scheme of the views being built: in the dark one a white
    // field would show its (primary: white) text white on white.
    /// The box: white, or a faint lightening of what is behind it in the dark scheme.
    static var fill: Color { Color.isDark ? Color(white: 1, opacity: 0.07) : .white }
    static var border: Color { Color.isDark ? Color(white: 0.38) : Color(white: 0.78) }
    static var selection: Color { Color.accentColor.opacity(Color.isDark ? 0.4 : 0.25) }
    /// The caret and an input method's composition underline: the text's colour.
    static var caret: Color { .primary }
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
    /// Ctrl+Shift+Z (or Ctrl+Y), Return (see ``GlissCore/NodeRef/onSubmit(_:)``); Tab leaves it. Long text
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
    @_disfavoredOverload
    public func textField<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: String? = nil, font: Font = .body,
                          id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        return textField(title, text: text, prompt: prompt, font: font, secure: false, idBits: id.explicitBits)
    }

    /// A one-line field whose text shows as bullets — SwiftUI's `SecureField`. It edits like
    /// `textField(_:text:prompt:font:id:)`, but copying and cutting are refused (the
    /// clipboard keeps what it had), the inspector shows bullets too, and a screen reader is
    /// told it is a password field (AT-SPI's "password text": Orca speaks no character typed).
    @discardableResult
    @_disfavoredOverload
    public func secureField<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: String? = nil, font: Font = .body,
                            id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        return textField(title, text: text, prompt: prompt, font: font, secure: true, idBits: id.explicitBits)
    }

    /// A multi-line text editor — SwiftUI's `TextEditor`. It takes the space it is offered (give
    /// it a `.frame(height:)`), wraps its text to its width and scrolls to keep the caret in
    /// view. It edits as `textField(_:text:prompt:font:id:)` does, and: Return inserts a new
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
            let state = memory(id.child("textField")) { TextFieldState() }
            state.frame = geo.frame(in: .global)
            state.model.replaceText(text.wrappedValue)
            // A screen reader writing the text (taken once: each layout pass builds the field).
            if let written = takeAccessibilityTextRequest(for: id) {
                let value = multiline ? written : Self.oneLine(written)
                state.model.replaceText(value)
                afterPass { if text.wrappedValue != value { text.wrappedValue = value } }
            }

            // (2) Interaction: focus gained or lost, then the focused field takes this
            // frame's keys and typed text.
            let focused = updateFieldFocus(state, id: id, font: font, secure: secure, multiline: multiline)
            let inner = geo.size.width - pad.leading - pad.trailing
            state.wrapWidth = multiline ? max(1, inner) : nil
            if focused && hasPendingTap(id) {
                // Clicked this frame: the click places the caret after this pass, and the keys
                // and text that came with it edit there, in the next pass (not the whole text
                // the press selected on focusing it).
                putBackEditEvents(takeEditEvents())
                requestPass()
            } else if focused {
                editFocusedField(state, id: id, text: text, font: font, secure: secure)
            }

            // (3) Drawing, in the field's own coordinates.
            let display = fieldDisplay(state, focused: focused, secure: secure)
            let drawn = drawField(state, display, size: geo.size, focused: focused, multiline: multiline, title: title,
                                  prompt: prompt, font: font, lineHeight: lineHeight)
            let selection = state.model.selection.range
            let value = secure ? display.text : state.model.text
            // The layout places the characters a screen reader reads only when it is of them (not
            // while an input method's composition is drawn in the text).
            currentContainer!.textInput(TextInputInfo(value: value, selection: secure ? nil : selection,
                                                      layout: drawn.layout.text == value ? drawn.layout : nil,
                                                      layoutOrigin: drawn.origin, isSecure: secure))
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
}

extension NodeRef {
    /// Runs `action` when Return is pressed in this text field — SwiftUI's `onSubmit`.
    @discardableResult public func onSubmit(_ action: @escaping () -> Void) -> NodeRef {
        if let state = ui.existingMemory(id.child("textField"), as: TextFieldState.self), state.submitted {
            state.submitted = false
            ui.afterPass(action)
        }
        return self
    }
}
