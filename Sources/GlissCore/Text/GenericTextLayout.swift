extension TextMeasurer {
    /// A layout built from `measure` alone: every grapheme cluster measured on its own, left to
    /// right, lines broken at spaces (as `wrap`) and at newlines.
    public func layout(_ text: String, font: Font, width: Double?) -> TextLayout {
        GenericTextLayout.make(text, font: font, width: width, measurer: self)
    }
}

/// The default ``TextMeasurer/layout(_:font:width:)``: placeholder until the layout helper lands.
enum GenericTextLayout {
    static func make(_ text: String, font: Font, width: Double?, measurer: some TextMeasurer) -> TextLayout {
        let lh = measurer.lineHeight(font)
        var lines: [TextLine] = []
        var offset = 0
        var y = 0.0
        for line in (width.map { measurer.wrap(text, font: font, width: $0) } ?? text.components(separatedBy: "\n")) {
            var clusters: [TextCluster] = []
            var x = 0.0
            var o = offset
            for ch in line {
                let n = String(ch).utf8.count
                let w = measurer.measure(String(ch), font: font).width
                clusters.append(TextCluster(range: o..<(o + n), x: x, width: w))
                x += w; o += n
            }
            let end = min(text.utf8.count, o + 1)
            lines.append(TextLine(range: offset..<end, origin: Point(0, y), width: x, baseline: lh * 0.8,
                                  runs: [GlyphRun(range: offset..<o, isRightToLeft: false, fontName: "", x: 0, width: x,
                                                  clusters: clusters, glyphs: [])]))
            offset = end
            y += lh
        }
        return TextLayout(text: text, font: font, lineHeight: lh, isRightToLeft: false, lines: lines,
                          wordBoundaries: [0, text.utf8.count])
    }
}
