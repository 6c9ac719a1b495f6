import GlissCore

/// The latest layouts of long texts (a text editor's, a long field's and what echoes it),
/// found by comparing the text's bytes rather than hashing it (`TextIdentity`), and the base
/// the next edit of the text is laid out from (`ParagraphLayout.patch`).
///
/// The layout cache keyed by the whole text hashed a 100 KB text at every lookup and store
/// (~7 M instructions a keystroke in a 2,000-line editor).
/// Bounded by entries and by bytes: the newest always stays.
final class RecentLayouts {
    struct Entry {
        var text: String
        var font: Font
        var width: Double?
        var assembled: AssembledText
        var layout: TextLayout
        var bytes: Int
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    static let limit = 8
    let budget: Int

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }
    var totalBytes: Int { entries.reduce(0) { $0 + $1.bytes } }

    /// The entry for `text` in `font` at `width`, made most recent; nil when there is none.
    func entry(_ text: String, font: Font, width: Double?) -> Entry? {
        for i in entries.indices where entries[i].font == font && entries[i].width == width {
            if TextIdentity.same(entries[i].text, text) {
                let e = entries[i]
                if i > 0 { entries.remove(at: i); entries.insert(e, at: 0) }
                return e
            }
        }
        return nil
    }

    /// The latest entry in `font` at `width` (whatever its text): the base for an edit.
    func latest(font: Font, width: Double?) -> Entry? {
        entries.first { $0.font == font && $0.width == width }
    }

    func insert(_ e: Entry) {
        entries.insert(e, at: 0)
        entries.keepNewest(limit: Self.limit, budget: budget) { $0.bytes }
    }

    func removeAll() { entries.removeAll() }
}
