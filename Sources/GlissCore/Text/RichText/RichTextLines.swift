/// Where a rich text's runs fall on the lines it is drawn in: each line (as layout wrapped and
/// truncated the plain characters) found again in the text and cut where its runs change.
/// Emit draws these pieces (`RichTextEmit.swift`); the link container places its links on them
/// (`RichTextLinks`), so both agree with what is drawn.
struct RichSegment {
    /// The piece's characters.
    var string: String
    /// Where they are in the text's UTF-8.
    var range: Range<Int>
    /// Its run in `RichText.runs`; -1 for a "…" or a line not found (drawn in the text's style).
    var run: Int
    /// Its line box's top-left, and its width, in its own font.
    var origin: Point
    var width: Double
    var font: Font
}

extension UI {
    /// The pieces of `line` (a line text `rich` was drawn in, `font` its base font, `origin`
    /// its line box's top-left), left to right; `cursor` is where the previous line ended.
    func richSegments(_ rich: RichText, line: String, origin: Point, font: Font, cursor: inout Int,
                      _ body: (RichSegment) -> Void) {
        let bytes = rich.bytes
        var needle = Array(line.utf8)
        // A right-to-left paragraph's lines start with a mark layout added.
        if needle.starts(with: [0xE2, 0x80, 0x8F]) { needle.removeFirst(3) }
        var ellipsis = false
        var at = find(needle[...], in: bytes, from: cursor)
        if at == nil, needle.count >= 3, needle.suffix(3).elementsEqual([0xE2, 0x80, 0xA6]) {
            // The last line shown, cut with "…" at its end: the rest is found, the "…" drawn after it.
            needle.removeLast(3)
            while needle.last == 0x20 { needle.removeLast() }
            at = find(needle[...], in: bytes, from: cursor)
            ellipsis = at != nil
        }
        guard let start = at else {
            // Cut at its start or middle: drawn whole in the style of where it starts.
            let run = rich.runs.firstIndex { $0.range.contains(cursor) } ?? -1
            let f = run >= 0 ? rich.runs[run].style.font(from: font) : font
            body(RichSegment(string: line, range: cursor..<cursor, run: run, origin: origin,
                             width: measurer.measure(line, font: f).width, font: f))
            return
        }
        let end = start + needle.count
        cursor = end
        var x = origin.x
        var last = -1
        for (k, run) in rich.runs.enumerated() where run.range.upperBound > start && run.range.lowerBound < end {
            let a = max(start, run.range.lowerBound), b = min(end, run.range.upperBound)
            let s = String(decoding: bytes[a..<b], as: UTF8.self)
            let f = run.style.font(from: font)
            let w = measurer.measure(s, font: f).width + run.style.kern * Double(s.count)
            body(RichSegment(string: s, range: a..<b, run: k, origin: Point(x, origin.y), width: w, font: f))
            x += w
            last = k
        }
        if ellipsis {
            let f = last >= 0 ? rich.runs[last].style.font(from: font) : font
            body(RichSegment(string: "…", range: end..<end, run: last, origin: Point(x, origin.y),
                             width: measurer.measure("…", font: f).width, font: f))
        }
    }

    /// Where `needle` starts in `bytes` at or after `from`: first where only spaces and line
    /// breaks lie between (the next line), else anywhere after (lines skipped by the clip).
    private func find(_ needle: ArraySlice<UInt8>, in bytes: [UInt8], from: Int) -> Int? {
        var p = from
        while p + needle.count <= bytes.count {
            if bytes[p..<(p + needle.count)].elementsEqual(needle) { return p }
            let b = bytes[p]
            if b != 0x20 && b != 0x0A && b != 0x09 { break }
            p += 1
        }
        guard !needle.isEmpty, from < bytes.count else { return nil }
        return bytes[from...].firstRange(of: needle)?.lowerBound
    }
}

/// The container of a rich text with links: the text first, then one view per link, which
/// it places over the link's characters as they were laid out in this pass (a link wrapped
/// over two lines takes the rect around both pieces; one truncated away takes no space).
struct RichTextLinks: Layout {
    let rich: RichText

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let text = subviews.first else { return }
        text.place(in: bounds)
        let ui = text.owner.ui
        guard case .text(let ti) = ui.nodes[text.node].kind else { return }
        let content = ui.nodes[text.node].contentRect
        let font = ui.tree.texts[ti].font
        let lh = ui.measurer.lineHeight(font)
        var rects = [Rect?](repeating: nil, count: rich.links.count)
        var cursor = 0
        let everything = Rect(-1e9, -1e9, 2e9, 2e9)
        ui.forEachLine(ti, content: content, within: everything) { line, origin in
            ui.richSegments(rich, line: line, origin: origin, font: font, cursor: &cursor) { seg in
                for (k, link) in rich.links.enumerated() where link.range.overlaps(seg.range) {
                    let r = Rect(seg.origin.x, origin.y, seg.width, lh)
                    rects[k] = rects[k].map { $0.union(r) } ?? r
                }
            }
        }
        for k in rich.links.indices where k + 1 < subviews.count {
            subviews[k + 1].place(in: rects[k] ?? Rect(content.minX, content.minY, 0, 0))
        }
    }
}
