import GlissCore

/// The latest layouts of long texts (a text editor's, a long field's and what echoes it),
/// found by comparing the text's bytes rather than hashing it (`TextIdentity`), and the base
/// the next edit of the text is laid out from (`ParagraphLayout.patch`).
///
/// The layout cache keyed by the whole text hashed a 100 KB text at every lookup and store
/// (~7 M instructions a keystroke in a 2,000-line editor).
/// Bounded by entries and by bytes: the newest two always stay.
final class RecentLayouts {
    struct Entry {
        var text: String
        var font: Font
        var width: Double?
        var assembled: AssembledText
        var layout: TextLayout
        var bytes: Int
        /// Its widest line, trailing spaces left out (they hang past any width), when no
        /// paragraph was broken into lines; nil when one was. Kept: an editor's text has
        /// thousands of lines.
        let unwrappedWidth: Double?

        init(text: String, font: Font, width: Double?, assembled: AssembledText, layout: TextLayout, bytes: Int) {
            self.text = text
            self.font = font
            self.width = width
            self.assembled = assembled
            self.layout = layout
            self.bytes = bytes
            unwrappedWidth = width == nil || assembled.lines.count == assembled.widths.count
                ? layout.lines.reduce(0) { max($0, $1.width) } : nil
        }
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    static let limit = 8
    let budget: Int

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }
    var totalBytes: Int { entries.reduce(0) { $0 + $1.bytes } }

    /// The entry for `text` in `font` at `width`, made most recent; nil when there is none.
    ///
    /// A layout that wrapped nowhere serves every width its widest paragraph fits: lines break
    /// only where one overflows. A field lays its text out unwrapped and its text node at its
    /// own width; the two were two megabyte layouts for one pasted megabyte, and the budget
    /// keeps only one, so each evicted the other three times in the paste's frame (0.45 s of
    /// its 1.6 s).
    func entry(_ text: String, font: Font, width: Double?) -> Entry? {
        for i in entries.indices where entries[i].font == font && Self.serves(entries[i], width) {
            if TextIdentity.same(entries[i].text, text) {
                let e = entries[i]
                if i > 0 { entries.remove(at: i); entries.insert(e, at: 0) }
                return e
            }
        }
        return nil
    }

    /// Whether `e`'s lines are the ones laid out at `width`: it was laid out there, or no
    /// paragraph of it was broken and its widest line fits `width` (lines break only where a
    /// character that is not a space passes the width).
    private static func serves(_ e: Entry, _ width: Double?) -> Bool {
        if e.width == width { return true }
        guard let unwrapped = e.unwrappedWidth else { return false }
        return width.map { unwrapped <= $0 } ?? true
    }

    /// The entry for `text` in `font` at any width, made most recent; nil when there is none.
    func entry(_ text: String, font: Font) -> Entry? {
        guard let i = entries.firstIndex(where: { $0.font == font && TextIdentity.same($0.text, text) }) else { return nil }
        let e = entries[i]
        if i > 0 { entries.remove(at: i); entries.insert(e, at: 0) }
        return e
    }

    /// The newest entry in `font` whose text begins with `text` and goes on with spaces only
    /// (a line drawn without its trailing spaces).
    func entry(beginningWith text: String, font: Font) -> Entry? {
        let n = text.utf8.count
        return entries.first { e in
            guard e.font == font, e.text.utf8.count > n, TextIdentity.begins(e.text, with: text) else { return false }
            return e.text.utf8.dropFirst(n).allSatisfy { $0 == 0x20 }
        }
    }

    /// The width of the latest entry in `font` whose text `text` is an edit of (they share all
    /// but a tenth of their bytes, at their start and end); nil when there is none.
    func widthOfEdited(_ text: String, font: Font) -> Double?? {
        var now = text
        return now.withUTF8 { b1 in
            for e in entries where e.font == font {
                var was = e.text
                let (prefix, suffix) = was.withUTF8 { ParagraphLayout.commonEnds($0, b1) }
                if (prefix + suffix) * 10 >= 9 * max(b1.count, e.text.utf8.count) { return .some(e.width) }
            }
            return nil
        }
    }

    /// The latest entry in `font` at `width` (whatever its text): the base for an edit.
    func latest(font: Font, width: Double?) -> Entry? {
        entries.first { $0.font == font && $0.width == width }
    }

    /// Keeps `e` as the newest, in place of `base` (the entry it was patched from: an edit's
    /// successor) when it is given. Kept beside it, the base evicted the other text's entry
    /// (the newest two stay), and the label echoing a field was laid out whole at every key.
    func insert(_ e: Entry, replacing base: Entry? = nil) {
        if let base, let i = entries.firstIndex(where: { $0.font == base.font && $0.width == base.width && TextIdentity.same($0.text, base.text) }) {
            entries.remove(at: i)
        }
        entries.insert(e, at: 0)
        // The newest two stay: a long field's text and the label that echoes it are laid out
        // in turn in one frame, and with one kept each laid the other out again (a megabyte's
        // layout is ~64 MB, over the budget alone). The views drawing them hold them anyway.
        entries.keepNewest(limit: Self.limit, budget: budget, always: 2) { $0.bytes }
    }

    func removeAll() { entries.removeAll() }
}
