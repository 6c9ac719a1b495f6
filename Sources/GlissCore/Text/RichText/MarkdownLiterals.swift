/// The Markdown of literal keys, parsed once per key: a label built every frame must not be
/// parsed (or even searched for markup) every frame. Kept by the shown text's `String` in a
/// ``LiteralCache`` (its two words, as the catalog's translations are), so a steady frame
/// costs a slot's compare per literal without a number; a literal with one (`"Row \(i)"`) is
/// checked once when `FormattedLabels` formats it.
final class MarkdownLiterals {
    enum Parsed {
        /// No markup: the text is shown as written.
        case plain
        case rich(RichText)
    }

    private let cache = LiteralCache<Parsed>()

    /// `text`'s runs when it holds Markdown, else nil.
    func rich(_ text: String) -> RichText? {
        if case .rich(let r) = cache.value(text, { Markdown.parse($0).map { .rich(RichText($0)) } ?? .plain }) { return r }
        return nil
    }
}
