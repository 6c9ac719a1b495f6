/// How the lines of a text line up in its frame (see ``NodeRef/multilineTextAlignment(_:)``),
/// as SwiftUI's `TextAlignment`: relative to the paragraph's direction.
public enum TextAlignment: Sendable, Hashable {
    /// Against the paragraph's start: left in left-to-right text, right in right-to-left text.
    case leading
    /// Centred.
    case center
    /// Against the paragraph's end: right in left-to-right text, left in right-to-left text.
    case trailing
}
