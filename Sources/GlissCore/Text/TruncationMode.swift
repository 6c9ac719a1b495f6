/// Where a truncated line of text loses its characters to "…": SwiftUI's `Text.TruncationMode`
/// (see ``NodeRef/truncationMode(_:)``).
public enum TruncationMode: Sendable, Hashable {
    /// "…" then the end: "…brown fox".
    case head
    /// The start, "…", the end: "The q…n fox".
    case middle
    /// The start then "…": "The quick…" (the default).
    case tail
}
