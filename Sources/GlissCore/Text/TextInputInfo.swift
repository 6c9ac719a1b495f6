/// What a text field tells the inspector and the platform (the input method's area, a screen
/// reader's text): its text and selection, by the node that draws it
/// (`FrameTree.textInputs`). A text control of your own records one the same way.
@_spi(GlissControls)
public struct TextInputInfo {
    /// The text as shown (a secure field's dots, not its text).
    public var value: String
    /// The selection as UTF-8 offsets into `value` (equal bounds: the caret), nil when the
    /// field does not have focus.
    public var selection: Range<Int>?
    /// The layout `value` was drawn with, nil when what was drawn is not `value` (an input
    /// method's composition spliced in): where each character is, for a screen reader's
    /// character boxes (``AccessibilityElement/textLayout``).
    public var layout: TextLayout?
    /// Where `layout`'s top-left is, in the control's own coordinates (its padding, less how
    /// far the text is scrolled).
    public var layoutOrigin: Point
    /// The text is a password's: `value` is bullets, nothing is copied from it, and a screen
    /// reader hears it is a password field (AT-SPI's "password text").
    public var isSecure: Bool

    /// A control's text, its selection and, when it has one, the layout it drew the text with
    /// at `layoutOrigin`; `isSecure` for a password's.
    public init(value: String, selection: Range<Int>?, layout: TextLayout? = nil, layoutOrigin: Point = .zero,
                isSecure: Bool = false) {
        self.value = value
        self.selection = selection
        self.layout = layout
        self.layoutOrigin = layoutOrigin
        self.isSecure = isSecure
    }
}
