/// The lines the text prefetch has prepared (shaped, glyphs rasterised) and where: a line
/// stays in the prefetch band for many frames while it scrolls in, and walking its glyphs again
/// each frame cost ~0.9 M instructions a frame on the text page. Glyph phases follow the line's
/// exact horizontal start, so a line counts as prepared only at the start it was prepared at,
/// and only while the glyph cache has evicted nothing since.
final class PreparedLines {
    /// By line: the line (held, so that its identifier is not reused) and its start in pixels.
    @exclusivity(unchecked) private var lines: [ObjectIdentifier: (line: ShapedText, x: Double)] = [:]
    @exclusivity(unchecked) private var evictions = 0
    /// Lines remembered before the memo starts again (a line costs a few bytes here; the
    /// shaped text it holds is usually in the measurer's cache anyway).
    static let limit = 4096

    /// Whether `line` was prepared starting at pixel `x`, with `evicted` glyphs dropped so far.
    func contains(_ line: ShapedText, x: Double, evicted: Int) -> Bool {
        if evicted != evictions { lines.removeAll(keepingCapacity: true); evictions = evicted; return false }
        return lines[ObjectIdentifier(line)]?.x == x
    }

    /// Remembers that `line` was prepared starting at pixel `x`.
    func insert(_ line: ShapedText, x: Double) {
        if lines.count >= Self.limit { lines.removeAll(keepingCapacity: true) }
        lines[ObjectIdentifier(line)] = (line, x)
    }

    /// Forgets every line (fonts or scale changed).
    func removeAll() { lines.removeAll() }
}
