/// The lines of a text that is more than a one-line label (wrapped, with newlines, or with a
/// line limit): from the measurer's `layout`, so that the engine's line breaking is what both
/// sizes and draws the text.
extension UI {
    /// Text `t`'s lines wrapped to `wrapWidth` (nil: broken at newlines only), at most its line
    /// limit of them. The last line shown is truncated when text remains, or when the text is
    /// limited and the line is wider than `width`.
    func paragraphLines(_ t: TextContent, wrapWidth: Double?, width: Double?) -> (lines: [TextContent.Line], isRightToLeft: Bool) {
        let layout = measurer.layout(t.string, font: t.font, width: wrapWidth)
        let utf8 = t.string.utf8
        let limit = t.lineLimit ?? Int.max
        var lines: [TextContent.Line] = []
        for line in layout.lines.prefix(limit) {
            var s = t.string[utf8.index(utf8.startIndex, offsetBy: line.range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: line.range.upperBound)]
            while let c = s.last, c == " " || c == "\n" { s.removeLast() }
            // Each line is drawn as a string of its own, whose direction a renderer takes from
            // its first strong character; a right-to-left paragraph's line that starts with a
            // Latin word must stay right to left: a right-to-left mark (zero width) says so.
            let string = layout.isRightToLeft && !s.isEmpty ? "\u{200F}" + s : String(s)
            lines.append(TextContent.Line(string: string, width: line.width))
        }
        guard let last = lines.last, t.lineLimit != nil else { return (lines, layout.isRightToLeft) }
        let remains = layout.lines.count > limit
        if remains || width.map({ last.width > $0 + 0.5 }) == true {
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
    private func truncated(_ text: Substring, _ mode: TruncationMode, font: Font, width: Double) -> String {
        let chars = Array(text)
        func cut(_ head: Int, _ tail: Int) -> String {
            var a = String(chars[0..<head]), b = String(chars[(chars.count - tail)...])
            while a.last == " " { a.removeLast() }
            while b.first == " " { b.removeFirst() }
            return a + "…" + b
        }
        func fits(_ head: Int, _ tail: Int) -> Bool { measurer.measure(cut(head, tail), font: font).width <= width }
        var head = 0, tail = 0
        // Grow the kept part(s) a character at a time while the result fits (the middle mode
        // alternates, keeping the start one ahead).
        while head + tail < chars.count {
            let takeHead = mode == .tail || (mode == .middle && head <= tail)
            let (h, t) = takeHead ? (head + 1, tail) : (head, tail + 1)
            guard fits(h, t) else { break }
            (head, tail) = (h, t)
        }
        return cut(head, tail)
    }
}
