/// The lines of a text that is more than a one-line label (wrapped, with newlines, or with a
/// line limit): from the measurer's `layout`, so that the engine's line breaking is what both
/// sizes and draws the text.
extension UI {
    /// Text `t`'s lines wrapped to `wrapWidth` (nil: broken at newlines only), at most
    /// `maxLines` of them (its line limit, or fewer where the height holds fewer). The last
    /// line shown is truncated when text remains, or when the text is limited and the line is
    /// wider than `width`.
    /// Kept from frame to frame for node `i` (`ParagraphCache`), and within the pass in the
    /// node (`Node.kept`): placing a paragraph asks for the lines its final measuring
    /// found, and finding them there rather than in the cache saves hashing the key (half of
    /// the cache's lookups; in `bench nested`, 256 a frame). The text is `tree.texts[ti]`,
    /// read field by field: a copy of it cost a retain and release of each of its references.
    func paragraphLines(_ ti: Int, node i: Int, wrapWidth: Double?, width: Double?,
                        maxLines: Int?) -> (lines: [TextContent.Line], isRightToLeft: Bool) {
        let key = ParagraphCache.key(id: nodes[i].id.raw, tree.texts[ti].truncationMode, limited: tree.texts[ti].lineLimit != nil,
                                     wrapWidth: wrapWidth, width: width, maxLines: maxLines)
        let n = nodes.pointer(i)
        let at = Int(n.pointee.kept) - 1
        if at >= 0 && tree.keptParagraphs[at].key == key {
            return (tree.keptParagraphs[at].lines, tree.keptParagraphs[at].isRightToLeft)
        }
        let result: (lines: [TextContent.Line], isRightToLeft: Bool)
        if let kept = textSizes.paragraphs.lines(key, tree.texts[ti].string, tree.texts[ti].font) {
            result = kept
        } else {
            let t = tree.texts[ti]
            result = layOutParagraph(t, wrapWidth: wrapWidth, width: width, maxLines: maxLines)
            textSizes.paragraphs.insert(key, t.string, t.font, result)
        }
        if tree.keptParagraphs.count < Int(Int32.max) {
            tree.keptParagraphs.append(KeptParagraph(key: key, lines: result.lines, isRightToLeft: result.isRightToLeft))
            n.pointee.kept = Int32(tree.keptParagraphs.count)
        }
        return result
    }

    private func layOutParagraph(_ t: TextContent, wrapWidth: Double?, width: Double?,
                                 maxLines: Int?) -> (lines: [TextContent.Line], isRightToLeft: Bool) {
        // While a long text is prepared over frames, the part prepared so far.
        let layout = measurer.displayLayout(t.string, font: t.font, width: wrapWidth)
        let utf8 = t.string.utf8
        let limit = maxLines ?? Int.max
        var lines: [TextContent.Line] = []
        for line in layout.lines.prefix(limit) {
            // Trailing spaces and the newline go, found in the bytes: walking back over each
            // line's last `Character`s cost ~2.5 M instructions a keystroke in a 2,000-line
            // editor. (A space is a whole character at a line's end: nothing follows it.)
            var end = line.range.upperBound
            while end > line.range.lowerBound, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == 0x20
                    || utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == 0x0A { end -= 1 }
            let s = t.string[utf8.index(utf8.startIndex, offsetBy: line.range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: end)]
            // Each line is drawn as a string of its own, whose direction a renderer takes from
            // its first strong character; a right-to-left paragraph's line that starts with a
            // Latin word must stay right to left: a right-to-left mark (zero width) says so.
            let string = layout.isRightToLeft && !s.isEmpty ? "\u{200F}" + s : String(s)
            lines.append(TextContent.Line(string: string, width: line.width))
        }
        guard let last = lines.last, maxLines != nil else { return (lines, layout.isRightToLeft) }
        let remains = layout.lines.count > limit
        // A line too wide for the text (a word longer than the width) is cut only under a line
        // limit: a text that merely runs out of height keeps its words whole.
        if remains || (t.lineLimit != nil && width.map({ last.width > $0 + 0.5 }) == true) {
            let start = layout.lines[lines.count - 1].range.lowerBound
            // The line and the rest of its paragraph, cut to one line.
            let rest = t.string[utf8.index(utf8.startIndex, offsetBy: start)...].prefix { $0 != "\n" }
            let ellipsis = measurer.measure("…", font: t.font).width
            let s = truncated(rest, t.truncationMode, font: t.font, width: width ?? last.width + ellipsis)
            lines[lines.count - 1] = TextContent.Line(string: s, width: measurer.measure(s, font: t.font).width)
        }
        return (lines, layout.isRightToLeft)
    }

    /// The longest cut of `text` with "…" (where `mode` says) that fits `width`; "…" alone
    /// when nothing else does. Spaces next to the "…" are dropped.
    ///
    /// The characters kept are found by doubling their count, then halving the gap: grown a
    /// character at a time over an array of all of them, a megabyte-long label cut to the
    /// lines its height held copied the megabyte and measured each longer cut (~100 ms a
    /// layout). A cut is as wide as or wider than a shorter one, so both find the same.
    private func truncated(_ text: Substring, _ mode: TruncationMode, font: Font, width: Double) -> String {
        // `k` characters kept in all: the start, the end, or both (the start one ahead).
        func cut(_ k: Int) -> String? {
            let (head, tail) = mode == .tail ? (k, 0) : mode == .head ? (0, k) : ((k + 1) / 2, k / 2)
            guard let h = text.index(text.startIndex, offsetBy: head, limitedBy: text.endIndex),
                  let t = text.index(text.endIndex, offsetBy: -tail, limitedBy: text.startIndex), h <= t else { return nil }
            var a = text[..<h], b = text[t...]
            while a.last == " " { a.removeLast() }
            while b.first == " " { b.removeFirst() }
            return a + "…" + b
        }
        func fits(_ k: Int) -> Bool { cut(k).map { measurer.measure($0, font: font).width <= width } ?? false }
        var good = 0, bad = 1
        while fits(bad) { (good, bad) = (bad, bad * 2) }
        while bad - good > 1 {
            let mid = (good + bad) / 2
            if fits(mid) { good = mid } else { bad = mid }
        }
        return cut(good) ?? "…"
    }

    /// How many of text `ti`'s lines (`lh` high) a height of `height` holds: at least one (a
    /// text shows its first line whatever it is offered, as SwiftUI's does), `Int.max` when
    /// the height is unlimited or not proposed.
    @inline(__always)
    func linesFitting(_ ti: Int, lineHeight lh: Double, height: Double?) -> Int {
        guard let h = height, h < 1e6, lh > 0 else { return Int.max }
        let spacing = tree.texts[ti].lineSpacing
        // Half a point of slack, as for widths: a height measured and proposed back.
        return max(1, Int(((h + 0.5 + spacing) / (lh + spacing)).rounded(.down)))
    }
}

/// A text's lines laid out this pass for one key (see `UI.paragraphLines`).
struct KeptParagraph {
    var key: ParagraphCache.Key
    var lines: [TextContent.Line]
    var isRightToLeft: Bool
}
