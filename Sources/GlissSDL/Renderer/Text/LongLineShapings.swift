import GlissCore

/// The few long lines shaped last (over `SDLTextMeasurer.longLine` bytes: a long field's text
/// and what echoes it), found by comparing their bytes (`TextIdentity`), never by hashing them.
/// A long field's text is new with every keystroke, and kept with the labels it filled their
/// cache with copies of itself. Bounded by entries and by bytes: the newest two always stay.
final class LongLineShapings {
    private struct Entry {
        let text: String
        let font: Font
        let shaped: ShapedText
    }

    @exclusivity(unchecked) private var entries: [Entry] = []
    let limit: Int
    let budget: Int

    init(limit: Int, budget: Int) {
        self.limit = limit
        self.budget = budget
    }

    var count: Int { entries.count }

    /// The shaping of `text` in `font`, made most recent; nil when it is not kept.
    func get(_ text: String, font: Font) -> ShapedText? {
        for i in entries.indices where entries[i].font == font && TextIdentity.same(entries[i].text, text) {
            let e = entries[i]
            if i > 0 { entries.remove(at: i); entries.insert(e, at: 0) }
            return e.shaped
        }
        return nil
    }

    /// Keeps `shaped` as `text`'s in `font`, newest first.
    func set(_ text: String, font: Font, _ shaped: ShapedText) {
        entries.insert(Entry(text: text, font: font, shaped: shaped), at: 0)
        // The newest two stay: a field's text and the label echoing it are shaped in turn,
        // and a megabyte's shaping (~20 MB) is over the budget alone, so with one kept each
        // frame's drawing shaped the other again.
        entries.keepNewest(limit: limit, budget: budget, always: 2) { $0.shaped.byteCount }
    }

    func removeAll() { entries.removeAll() }
}
