/// Paragraphs' lines kept from frame to frame, by the text node's identity and the widths
/// and line count they were laid out for.
///
/// Every text wraps when offered less than its one-line width, and a stack asks its children
/// about several widths a pass (0 and ∞ to learn how flexible they are, then a share). Laying
/// a paragraph out — the engine's line breaking, then cutting the string into lines — costs
/// far more than the rest of its layout: in SwiftCrossUI's 16 × 16 grid of wrapping labels
/// (`gliss-demos bench nested`) 82 M `ui` instructions a frame without this, nearly all of it
/// string slicing. Unchanged text in an unchanged layout asks the same questions every frame.
///
/// An entry answers while its string (compared by representation first, as `TextSizeCache`
/// does, then by value) and font are the same. Entries not asked for 120 frames are dropped;
/// all of them when the measurer's answers may have changed (`TextSizeCache.removeAll`).
final class ParagraphCache {
    struct Key: Hashable {
        var id: UInt64
        var wrapWidth: UInt64
        var width: UInt64
        var maxLines: Int
        var mode: UInt8
        var limited: Bool

        /// The fields mixed into one word first: hashing one word instead of six took a third
        /// off the cache's lookups.
        func hash(into hasher: inout Hasher) {
            var h = id &* 0x9E3779B97F4A7C15
            h = (h ^ wrapWidth) &* 0xBF58476D1CE4E5B9
            h = (h ^ width) &* 0x94D049BB133111EB
            h ^= (UInt64(bitPattern: Int64(maxLines)) &<< 8) | (UInt64(mode) &<< 1) | (limited ? 1 : 0)
            hasher.combine(h)
        }
    }

    /// A class, read in place: as a struct, a lookup copied it out of the dictionary (a retain
    /// and release of each of its references) and wrote its stamp back through the dictionary.
    private final class Entry {
        let string: String
        let font: Font
        let lines: [TextContent.Line]
        let isRightToLeft: Bool
        @exclusivity(unchecked) var stamp: UInt32

        init(string: String, font: Font, lines: [TextContent.Line], isRightToLeft: Bool, stamp: UInt32) {
            (self.string, self.font, self.lines, self.isRightToLeft, self.stamp) = (string, font, lines, isRightToLeft, stamp)
        }
    }

    // Unchecked: the cache is used by one frame at a time (the dynamic check was a quarter
    // of a lookup's cost).
    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    @exclusivity(unchecked) private var frame: UInt32 = 0

    /// A frame begins: every 120th, entries not asked for since the last sweep go.
    func beginFrame() {
        frame &+= 1
        if frame % 120 == 0 && !entries.isEmpty {
            let cutoff = frame &- 120
            entries = entries.filter { Int32(bitPattern: $0.value.stamp &- cutoff) >= 0 }
        }
    }

    func removeAll() { entries.removeAll() }

    /// How many paragraphs' lines are kept (for tests).
    var count: Int { entries.count }

    /// The key for a text (node `id`, truncated by `mode`, `limited` when it has a line limit)
    /// laid out for these widths and lines.
    static func key(id: UInt64, _ mode: TruncationMode, limited: Bool, wrapWidth: Double?, width: Double?,
                    maxLines: Int?) -> Key {
        Key(id: id, wrapWidth: wrapWidth?.bitPattern ?? .max, width: width?.bitPattern ?? .max,
            maxLines: maxLines ?? -1, mode: mode == .tail ? 0 : mode == .head ? 1 : 2, limited: limited)
    }

    /// The lines kept for `key` if they were laid out from `string` in `font`.
    func lines(_ key: Key, _ string: String, _ font: Font) -> (lines: [TextContent.Line], isRightToLeft: Bool)? {
        guard let e = entries[key], e.font == font,
              TextIdentity.same(e.string, string) else { return nil }
        e.stamp = frame
        return (e.lines, e.isRightToLeft)
    }

    func insert(_ key: Key, _ string: String, _ font: Font, _ result: (lines: [TextContent.Line], isRightToLeft: Bool)) {
        entries[key] = Entry(string: string, font: font, lines: result.lines, isRightToLeft: result.isRightToLeft,
                             stamp: frame)
    }
}
