import GlissCore

/// Paragraphs laid out (`LaidOutParagraph`) by their text, font and width, kept while they are
/// asked for, within a byte budget: a text editor's text is laid out again at every keystroke,
/// and all of its paragraphs but the edited one are found here.
///
/// A dictionary with a use stamp per entry rather than `LRUCache`'s linked list: a 2,000-line
/// text asks for 2,000 paragraphs a layout, and the list's node moves (weak links) cost more
/// than the lookup. Over budget, the least recently used half of the entries by bytes goes at
/// once (a sort, rarely).
final class ParagraphLayoutCache {
    struct Key: Hashable {
        let text: String
        let font: Font
        let width: Double?
    }

    private struct Entry {
        var paragraph: LaidOutParagraph
        var bytes: Int
        var stamp: UInt64
    }

    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    @exclusivity(unchecked) private var clock: UInt64 = 0
    /// The bytes the entries hold, about.
    private(set) var totalBytes = 0
    /// The most bytes kept (after an insertion, at most half of it stays when it is passed).
    let budget: Int

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }
    /// Paragraphs asked for so far (tests: what an edit of a long text costs).
    private(set) var lookups = 0

    /// The paragraph kept for `key`, or the one `make` lays out (then kept; nothing is kept
    /// when it throws: it gave up).
    func paragraph(_ key: Key, _ make: () throws -> LaidOutParagraph) rethrows -> LaidOutParagraph {
        clock &+= 1
        lookups += 1
        if let index = entries.index(forKey: key) {
            entries.values[index].stamp = clock
            return entries.values[index].paragraph
        }
        let made = try make()
        let bytes = made.approximateByteCount + key.text.utf8.count
        entries[key] = Entry(paragraph: made, bytes: bytes, stamp: clock)
        totalBytes += bytes
        if totalBytes > budget { shrink() }
        return made
    }

    func removeAll() {
        entries.removeAll()
        totalBytes = 0
    }

    /// Drops the least recently used entries until at most half the budget is held (the
    /// newest always stays).
    private func shrink() {
        var kept = 0
        var keep: [Key: Entry] = [:]
        for (key, entry) in entries.sorted(by: { $0.value.stamp > $1.value.stamp }) {
            if !keep.isEmpty && kept + entry.bytes > budget / 2 { break }
            keep[key] = entry
            kept += entry.bytes
        }
        entries = keep
        totalBytes = kept
    }
}
