/// What a text field tells the inspector and the platform (the input method's area, a screen
/// reader's text): its text and selection, by the node that draws it
/// (`FrameTree.textInputs`). A text control of your own records one the same way.
@_spi(GlissControls)
public struct TextInputInfo {
    /// The text as shown (a secure field's dots, not its text).
    public var value: String
    /// The selection in characters, nil when the field does not have focus.
    public var selection: Range<Int>?

    public init(value: String, selection: Range<Int>?) {
        self.value = value
        self.selection = selection
    }
}
