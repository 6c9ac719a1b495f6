import Foundation
@_spi(GlissControls) import GlissCore

/// A field's drawing: what it shows (bullets, an input method's composition) and how.
extension UI {
    /// Draws the field in its own coordinates (box, selection, text or placeholder, composition
    /// underline and blinking caret), scrolled to keep the caret in view. Returns the layout of
    /// the text drawn and where its top-left is in the field: a screen reader's character boxes.
    func drawField(_ state: TextFieldState, _ display: (text: String, caret: Int, selection: Range<Int>, marked: Range<Int>?),
                   size: Size, focused: Bool, multiline: Bool, title: String, prompt: String?, font: Font,
                   lineHeight: Double) -> (layout: TextLayout, origin: Point) {
        let pad = TextFieldStyle.padding
        let inner = size.width - pad.leading - pad.trailing
        // While a long text is prepared over frames, the part prepared so far (the caret at
        // its end at most): editing asks for the whole layout.
        let layout = measurer.displayLayout(display.text, font: font, width: state.wrapWidth)
        let caret = layout.caretRect(forOffset: display.caret)
        scrollFieldToCaret(state, caret: caret, layout: layout, size: size, multiline: multiline)
        // Right to left, a one-line field's text (and an empty field's caret) sits at its right
        // edge; the drawing inside stays in the field's own left-to-right coordinates, where
        // the text's layout puts its caret and selection.
        let rightToLeft = EnvironmentValues.building.layoutDirection == .rightToLeft
        state.alignX = rightToLeft && !multiline ? max(0, inner - layout.size.width - TextFieldStyle.caretWidth) : 0
        let origin = Point(pad.leading - state.scrollX + state.alignX, pad.top - state.scrollY)
        let draw: () -> Void = { [self] in _ = canvas {
            roundedRectangle(cornerRadius: TextFieldStyle.radius, fill: TextFieldStyle.fill,
                        stroke: focused ? .accentColor : TextFieldStyle.border, lineWidth: focused ? 2 : 1)
                .place(in: Rect(0, 0, size.width, size.height))
            if focused {
                for r in layout.selectionRects(for: display.selection) {
                    rectangle(fill: TextFieldStyle.selection).place(in: r.offsetBy(origin.x, origin.y))
                }
            }
            if display.text.isEmpty, let placeholder = prompt ?? (title.isEmpty ? nil : title) {
                // Right to left, the placeholder ends at the right edge.
                let shift = rightToLeft ? max(0, inner - measurer.layout(placeholder, font: font, width: nil).size.width) : 0
                self.text(placeholder, font: font, color: .gray)
                    .place(in: Rect(pad.leading + shift, pad.top, max(0, inner - shift), lineHeight))
            } else if multiline {
                self.text(display.text, font: font)
                    .place(in: Rect(origin.x, origin.y, max(1, inner), layout.size.height))
            } else {
                self.text(display.text, font: font)
                    .place(in: Rect(origin.x, origin.y, layout.size.width + 1, lineHeight))
            }
            if let marked = display.marked {
                for r in layout.selectionRects(for: marked) {
                    rectangle(fill: TextFieldStyle.caret).place(in: Rect(origin.x + r.minX, origin.y + r.maxY - 1.5, r.width, 1))
                }
            }
            if focused && !isWindowActive {
                // Another window has the keyboard: no caret, and no frames to blink it.
                reportTextInputArea(Rect(state.frame.minX + origin.x + caret.minX, state.frame.minY + origin.y + caret.minY,
                                         TextFieldStyle.caretWidth, lineHeight))
            } else if focused {
                let phase = (time - state.caretMoved).truncatingRemainder(dividingBy: 2 * TextFieldStyle.blinkHalfPeriod)
                if phase < TextFieldStyle.blinkHalfPeriod && display.selection.isEmpty {
                    rectangle(fill: TextFieldStyle.caret)
                        .place(in: Rect(origin.x + caret.minX - TextFieldStyle.caretWidth / 2, origin.y + caret.minY,
                                        TextFieldStyle.caretWidth, lineHeight))
                }
                // The blink's next change: the only reason an idle focused field draws again.
                let half = TextFieldStyle.blinkHalfPeriod
                requestFrame(at: time + (phase < half ? half - phase : 2 * half - phase))
                reportTextInputArea(Rect(state.frame.minX + origin.x + caret.minX, state.frame.minY + origin.y + caret.minY,
                                         TextFieldStyle.caretWidth, lineHeight))
            }
        }
        .frame(width: size.width, height: size.height)
        .clipped()
        }
        leftToRight(draw)
        return (layout, origin)
    }

    /// Keeps the caret in view: sideways in a field, up and down in an editor.
    func scrollFieldToCaret(_ state: TextFieldState, caret: Rect, layout: TextLayout, size: Size, multiline: Bool) {
        let pad = TextFieldStyle.padding
        let inner = size.width - pad.leading - pad.trailing
        if multiline {
            let innerHeight = size.height - pad.top - pad.bottom
            if caret.maxY - state.scrollY > innerHeight { state.scrollY = caret.maxY - innerHeight }
            if caret.minY < state.scrollY { state.scrollY = caret.minY }
            state.scrollY = max(0, min(state.scrollY, layout.size.height - innerHeight))
        } else {
            if caret.minX - state.scrollX > inner - TextFieldStyle.caretWidth { state.scrollX = caret.minX - inner + TextFieldStyle.caretWidth }
            if caret.minX < state.scrollX { state.scrollX = caret.minX }
            state.scrollX = max(0, min(state.scrollX, layout.size.width + TextFieldStyle.caretWidth - inner))
        }
    }

    /// What the field shows: the text (bullets when secure; the composition spliced in at the
    /// caret), the caret and selection in it, and the composition's range to underline.
    func fieldDisplay(_ state: TextFieldState, focused: Bool, secure: Bool)
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
}
