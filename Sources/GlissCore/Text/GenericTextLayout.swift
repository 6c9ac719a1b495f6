extension TextMeasurer {
    /// A layout built from `measure` alone, for measurers without a text engine of their own.
    ///
    /// Lines break at newlines and, when `width` is given, greedily at spaces, exactly where
    /// ``wrap(_:font:width:)`` breaks single-spaced text (a word wider than `width` gets a line
    /// of its own). A line's width is `measure` of its text without trailing spaces (what the
    /// renderer draws); its caret stops are its grapheme clusters, each measured alone, left to
    /// right. Every line is one left-to-right run without glyphs (`measure` gives none), its
    /// baseline estimated at 0.8 of the line height; word boundaries fall where letters and
    /// digits meet anything else.
    public func layout(_ text: String, font: Font, width: Double?) -> TextLayout {
        GenericTextLayout(text: text, font: font, width: width, measurer: self).layout()
    }
}

/// The default ``TextMeasurer/layout(_:font:width:)`` (see there).
struct GenericTextLayout<M: TextMeasurer> {
    let text: String
    let font: Font
    let width: Double?
    let measurer: M

    /// A grapheme cluster with its place in `text`.
    private struct Grapheme {
        var index: String.Index
        var offset: Int
        var length: Int
        var character: Character
        var end: Int { offset + length }
    }

    func layout() -> TextLayout {
        let lh = measurer.lineHeight(font)
        var graphemes: [Grapheme] = []
        var i = text.startIndex, offset = 0
        for ch in text {
            let n = ch.utf8.count
            graphemes.append(Grapheme(index: i, offset: offset, length: n, character: ch))
            i = text.index(after: i); offset += n
        }
        graphemes.append(Grapheme(index: text.endIndex, offset: offset, length: 0, character: " "))  // sentinel
        var lines: [TextLine] = []
        var start = 0
        while true {
            // One paragraph: graphemes[start..<end], then a newline or the end of the text.
            var end = start
            while end < graphemes.count - 1 && graphemes[end].character != "\n" { end += 1 }
            let hasNewline = end < graphemes.count - 1
            for (lo, hi, visible) in breaks(graphemes, start, end) {
                // The last line of a paragraph takes its newline into its range.
                let upper = hi == end && hasNewline ? graphemes[end].end : graphemes[hi].offset
                lines.append(line(graphemes, lo, hi, visibleEnd: visible, range: graphemes[lo].offset..<upper,
                                  y: Double(lines.count) * lh, lineHeight: lh))
            }
            if !hasNewline { break }
            start = end + 1
        }
        return TextLayout(text: text, font: font, lineHeight: lh, isRightToLeft: false, lines: lines,
                          wordBoundaries: wordBoundaries(graphemes))
    }

    /// The lines of paragraph `g[start..<end]` as grapheme index ranges `lo..<hi` (trailing
    /// spaces included) with the end of each one's visible text (its last word's end).
    private func breaks(_ g: [Grapheme], _ start: Int, _ end: Int) -> [(Int, Int, Int)] {
        var result: [(Int, Int, Int)] = []
        var lineStart = start, visibleEnd = start
        var k = start
        while k < end {
            if g[k].character == " " { k += 1; continue }
            var wordEnd = k
            while wordEnd < end && g[wordEnd].character != " " { wordEnd += 1 }
            // As `wrap`: the first word of a line always goes on it; later ones if they fit.
            if visibleEnd > lineStart, let width,
               measurer.measure(String(text[g[lineStart].index..<g[wordEnd].index]), font: font).width > width {
                result.append((lineStart, k, visibleEnd))
                lineStart = k
            }
            visibleEnd = wordEnd
            k = wordEnd
        }
        result.append((lineStart, end, visibleEnd))
        return result
    }

    private func line(_ g: [Grapheme], _ lo: Int, _ hi: Int, visibleEnd: Int, range: Range<Int>,
                      y: Double, lineHeight lh: Double) -> TextLine {
        var clusters: [TextCluster] = []
        var x = 0.0
        for k in lo..<hi {
            let w = measurer.measure(String(g[k].character), font: font).width
            clusters.append(TextCluster(range: g[k].offset..<g[k].end, x: x, width: w))
            x += w
        }
        let visible = visibleEnd > lo ? measurer.measure(String(text[g[lo].index..<g[visibleEnd].index]), font: font).width : 0
        let run = GlyphRun(range: g[lo].offset..<g[hi].offset, isRightToLeft: false, fontName: "", x: 0, width: x,
                           clusters: clusters, glyphs: [])
        return TextLine(range: range, origin: Point(0, y), width: visible, baseline: lh * 0.8, runs: [run])
    }

    /// 0, the text's length, and every offset where a letter or digit meets anything else.
    private func wordBoundaries(_ g: [Grapheme]) -> [Int] {
        var result = [0]
        for k in g.indices.dropFirst().dropLast() where isWordCharacter(g[k].character) != isWordCharacter(g[k - 1].character) {
            result.append(g[k].offset)
        }
        if let end = g.last?.offset, end > 0 { result.append(end) }
        return result
    }

    private func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber }
}
