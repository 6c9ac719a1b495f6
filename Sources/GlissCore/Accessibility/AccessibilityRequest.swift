/// What an assistive technology (a screen reader over AT-SPI) asks a view to do: it reaches
/// the frame as an input event (``InputEvent/accessibility(_:)``), so it runs in the same place
/// in the frame as the click or key it stands for.
public enum AccessibilityRequest: Sendable, Equatable {
    /// Activate the view as a click on it would (AT-SPI's "click" action).
    case activate(NodeID)
    /// Give the view keyboard focus.
    case focus(NodeID)
    /// Run the view's action named `name` (``NodeRef/accessibilityAction(named:_:)``).
    case perform(NodeID, action: String)
    /// Set the view's numeric value (AT-SPI's Value.CurrentValue: a slider moved by a screen
    /// reader); the view clamps it to its range. Infinity and NaN are ignored.
    case setValue(NodeID, Double)
    /// Replace a text field's text (AT-SPI's EditableText: a screen reader or an on-screen
    /// keyboard writing into the field).
    case setText(NodeID, String)
    /// Select the UTF-8 range of a selectable text (AT-SPI's Text `SetSelection`; an empty
    /// range clears it).
    case setSelection(NodeID, Range<Int>)
    /// Put `text` on the clipboard (``Clipboard/string``): what AT-SPI's EditableText
    /// CopyText and CutText copy out of a field. It comes as a request, not a call from the
    /// bridge's thread, because the system clipboard belongs to the main thread (SDL's).
    case copy(String)
}

extension UI {
    /// Applies a request before the frame is built: the view's modifiers take it while it is.
    func handle(_ request: AccessibilityRequest) {
        switch request {
        case .activate(let id):
            // Only what a click could activate in the last frame drawn (not a disabled view).
            if interaction.regions.contains(where: { $0.id == id && $0.tappable }) { interaction.tap(id) }
        case .focus(let id): interaction.focus.focus(id)
        case .perform(let id, let name): input.accessibilityActions.append((id, name))
        case .setValue(let id, let v):
            // Infinity or NaN is no value to move to (a slider settles one at its minimum):
            // ignored here, whichever bridge or control it came from or goes to.
            if v.isFinite { input.accessibilityValues[id] = v }
        case .setText(let id, let s): input.accessibilityTexts[id] = s
        case .setSelection(let id, let r): input.accessibilitySelections[id] = r
        case .copy(let s): Clipboard.string = s
        }
    }
}
