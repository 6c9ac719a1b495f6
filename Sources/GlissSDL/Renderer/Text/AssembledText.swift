#if canImport(Glibc)
import Glibc
#endif
import GlissCore

/// A text's paragraphs laid out and put in place: what a `TextLayout` is made of, with what a
/// later edit needs to reuse the paragraphs it did not touch (where each starts, its first
/// line, its width and direction).
struct AssembledText {
    var lines: [TextLine] = []
    /// Word boundaries of the whole text, ascending, 0 and its length included.
    var boundaries: [Int] = [0]
    /// Per paragraph: its UTF-8 offset, the index of its first line, its one-line width
    /// (points, trailing spaces included) and its direction (-1: none, 0: left to right, 1:
    /// right to left).
    var starts: [Int] = []
    var firstLines: [Int] = []
    var widths: [Double] = []
    var directions: [Int8] = []

    /// Its widest paragraph on one line: the text's `measure` width.
    var widest: Double { widths.max() ?? 0 }

    /// About how many bytes it holds, for text of `textBytes` bytes: at most a cluster and
    /// about a glyph per byte, and a run per line. Estimated rather than counted: walking the
    /// runs of a 2,000-line text at every keystroke cost 5 % of the keystroke's time (its
    /// runs are mostly shared with the layout before anyway).
    func approximateByteCount(textBytes: Int) -> Int {
        128 + boundaries.count * 8 + starts.count * 25
            + lines.count * (MemoryLayout<TextLine>.stride + MemoryLayout<GlyphRun>.stride)
            + textBytes * (MemoryLayout<TextCluster>.stride + MemoryLayout<PositionedGlyph>.stride)
    }
}

extension ParagraphLayout {
    /// `paragraph` lays out one paragraph (or finds it kept); its second argument says the
    /// paragraph is the whole text (kept with the text, so it need not be kept twice). It
    /// throws `TextWorkStopped` when the run is ending.
    typealias ParagraphSource = (String, Bool) throws -> LaidOutParagraph

    /// `text`'s paragraphs (split at "\n"), each from `paragraph`, moved to where they fall in
    /// the text (their lines' offsets; their clusters' move lazily: `TextLine.runOffset`).
    /// Throws `TextWorkStopped` when a long text's work should stop (the run is ending).
    func assemble(_ text: String, width: Double?, paragraph: ParagraphSource) throws -> AssembledText {
        var out = AssembledText()
        var copy = text
        try copy.withUTF8 { try appendParagraphs($0, from: 0, until: nil, into: &out, paragraph) }
        return out
    }

    /// `text` assembled from `old`, the assembly of `oldText` at the same font and width:
    /// the paragraphs before the first changed byte and after the last one are `old`'s,
    /// moved; only those between are laid out (or found kept). A keystroke in a 2,000-line
    /// editor costs its paragraph and copies of the others' line records, where hashing each
    /// paragraph to find it kept cost ~10 M instructions.
    func patch(_ old: AssembledText, oldText: String, into text: String, width: Double?, paragraph: ParagraphSource) throws -> AssembledText {
        var new = text, was = oldText
        return try new.withUTF8 { b1 in
            try was.withUTF8 { b0 in
                let (prefix, suffix) = Self.commonEnds(b0, b1)
                let n0 = b0.count, delta = b1.count - n0
                // The paragraph holding the first changed byte, and the first whose newline
                // before it lies in the unchanged end (it and those after are moved).
                let k = max(0, Self.lastIndex(in: old.starts) { $0 <= prefix })
                // (The byte before that newline unchanged too: after a CR it would not split.)
                let m = Self.lastIndex(in: old.starts) { $0 < n0 - suffix + 2 } + 1
                var out = AssembledText()
                out.lines = Array(old.lines[0..<old.firstLines[k]])
                let a = old.starts[k]
                out.boundaries = Array(old.boundaries[0..<(Self.lastIndex(in: old.boundaries) { $0 <= a } + 1)])
                out.starts = Array(old.starts[0..<k])
                out.firstLines = Array(old.firstLines[0..<k])
                out.widths = Array(old.widths[0..<k])
                out.directions = Array(old.directions[0..<k])
                let stop = m < old.starts.count ? old.starts[m] + delta : nil
                // The first paragraph changed, laid out from its old lines when it is long
                // (`patchParagraph`): also when the edit put newlines after it (text pasted at the
                // end of a long paragraph; a long text prepared a prefix at a time).
                let patched = try patchLongParagraph(old, k, b0, b1, end: Self.paragraphEnd(b1, from: a), width: width)
                if patched != nil { measurer.paragraphsPatched += 1 }
                guard try appendParagraphs(b1, from: a, until: stop, into: &out, paragraph, first: patched) else {
                    assertionFailure("an edit's paragraphs end where the unchanged ones start")
                    var all = AssembledText()
                    try appendParagraphs(b1, from: 0, until: nil, into: &all, paragraph)
                    return all
                }
                guard m < old.starts.count else { return out }
                let lineHeight = measurer.lineHeight(font)
                let lineShift = out.lines.count - old.firstLines[m]
                for line in old.lines[old.firstLines[m]...] {
                    var l = line.shifted(by: delta)
                    l.origin.y = Double(out.lines.count) * lineHeight
                    out.lines.append(l)
                }
                let last = out.boundaries[out.boundaries.count - 1]
                for b in old.boundaries[(Self.lastIndex(in: old.boundaries) { $0 <= old.starts[m] } + 1)...] where b + delta > last {
                    out.boundaries.append(b + delta)
                }
                for j in m..<old.starts.count {
                    out.starts.append(old.starts[j] + delta)
                    out.firstLines.append(old.firstLines[j] + lineShift)
                }
                out.widths += old.widths[m...]
                out.directions += old.directions[m...]
                return out
            }
        }
    }

    /// Paragraph `k` of `old` (the assembly of `b0`) as it is in `b1`, where it ends at `end1`,
    /// when it is long and `patchParagraph` lays it out from its old lines at `width`; nil
    /// otherwise.
    private func patchLongParagraph(_ old: AssembledText, _ k: Int, _ b0: UnsafeBufferPointer<UInt8>, _ b1: UnsafeBufferPointer<UInt8>,
                                    end end1: Int, width: Double?) throws -> LaidOutParagraph? {
        let a = old.starts[k]
        let end0 = k + 1 < old.starts.count ? old.starts[k + 1] - 1 : b0.count
        guard end0 - a >= Self.patchMinBytes, end1 - a >= Self.patchMinBytes,
              old.directions[k] >= 0 else { return nil }
        let rtl = old.directions[k] == 1
        let lastLine = k + 1 < old.firstLines.count ? old.firstLines[k + 1] : old.lines.count
        let paragraph: LaidOutParagraph
        if a == 0 && lastLine == old.lines.count {
            // The whole text: its lines and boundaries as they are (copies cost page faults).
            paragraph = LaidOutParagraph(lines: old.lines, isRightToLeft: rtl, wordBoundaries: old.boundaries, width: old.widths[k])
        } else {
            var lines = old.lines[old.firstLines[k]..<lastLine].map { $0.shifted(by: -a) }
            // The last line holds the newline after the paragraph: not the paragraph's own.
            lines[lines.count - 1].range = lines[lines.count - 1].range.lowerBound..<(end0 - a)
            let first = Self.lastIndex(in: old.boundaries) { $0 < a } + 1
            var boundaries: [Int] = []
            for b in old.boundaries[first...] {
                if b > end0 { break }
                boundaries.append(b - a)
            }
            paragraph = LaidOutParagraph(lines: lines, isRightToLeft: rtl, wordBoundaries: boundaries, width: old.widths[k])
        }
        return try patchParagraph(paragraph, oldBytes: UnsafeBufferPointer(rebasing: b0[a..<end0]),
                                  into: UnsafeBufferPointer(rebasing: b1[a..<end1]), width: width)
    }

    /// The paragraphs of `bytes` from offset `start` (a paragraph's start) on, up to the one
    /// starting at `until` (exclusive; nil: to the end), appended to `out`; the first is `first`
    /// when it is given. False when no paragraph starts at `until`.
    @discardableResult
    private func appendParagraphs(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, until: Int?,
                                  into out: inout AssembledText, _ paragraph: ParagraphSource,
                                  first given: LaidOutParagraph? = nil) throws -> Bool {
        var given = given
        let lineHeight = measurer.lineHeight(font)
        var start = start
        // Many short paragraphs are as long to go through as one long one.
        var poll = StopPoll(measurer.stopRequested, bytes: bytes.count)
        while until.map({ start < $0 }) ?? true {
            let end = Self.paragraphEnd(bytes, from: start)
            let newline = end < bytes.count
            try poll.count(end - start + 1)
            let p: LaidOutParagraph
            if let g = given {
                p = g
                given = nil
            } else {
                p = try paragraph(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self),
                                  start == 0 && !newline)
            }
            out.starts.append(start)
            out.firstLines.append(out.lines.count)
            out.widths.append(p.width)
            out.directions.append(p.isRightToLeft.map { $0 ? 1 : 0 } ?? -1)
            let first = out.lines.count
            if first == 0 && start == 0 {
                // The first paragraph's lines as they are (a long paragraph's thousands of
                // lines were copied one by one, each retained).
                out.lines = p.lines
                for i in out.lines.indices where out.lines[i].origin.y != Double(i) * lineHeight { out.lines[i].origin.y = Double(i) * lineHeight }
            } else {
                for line in p.lines {
                    var l = start == 0 ? line : line.shifted(by: start)
                    l.origin.y = Double(out.lines.count) * lineHeight
                    out.lines.append(l)
                }
            }
            if newline, out.lines.count > first {
                out.lines[out.lines.count - 1].range = out.lines[out.lines.count - 1].range.lowerBound..<(end + 1)
            }
            if start == 0 && out.boundaries == [0] && p.wordBoundaries.first == 0 {
                out.boundaries = p.wordBoundaries
            } else {
                for b in p.wordBoundaries where start + b > out.boundaries[out.boundaries.count - 1] { out.boundaries.append(start + b) }
            }
            if !newline { return until == nil }
            start = end + 1
            out.boundaries.append(start)
        }
        return start == until
    }

    /// Where the paragraph starting at `start` ends: at the next "\n" that does not end a CR LF
    /// (a CR LF stays in its paragraph, one grapheme cluster, as Swift's `Character`s split
    /// it), or at the end. Found with memchr: an edit looks for the end of the paragraph it is
    /// in, a megabyte long in a pasted text (a byte loop took ~50 ms a megabyte in a debug build).
    static func paragraphEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var from = start
        while from < bytes.count, let found = memchr(base + from, 0x0A, bytes.count - from) {
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if end == start || bytes[end - 1] != 0x0D { return end }
            from = end + 1
        }
        return bytes.count
    }

    /// `text`'s paragraphs, split as layout splits them (`paragraphEnd`).
    static func paragraphs(of text: String) -> [String] {
        var copy = text
        return copy.withUTF8 { bytes in
            var out: [String] = []
            var start = 0
            while true {
                let end = paragraphEnd(bytes, from: start)
                out.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                if end == bytes.count { return out }
                start = end + 1
            }
        }
    }

    /// The layout of `text` from its assembly: its direction is its first directed
    /// paragraph's, and right-to-left lines sit against the right edge (their leading one).
    func textLayout(_ text: String, _ a: AssembledText) -> TextLayout {
        let rtl = a.directions.first { $0 >= 0 }.map { $0 == 1 } ?? false
        var layout = TextLayout(text: text, font: font, lineHeight: measurer.lineHeight(font), isRightToLeft: rtl,
                                lines: a.lines, wordBoundaries: a.boundaries)
        let w = rtl ? layout.size.width : 0
        for i in layout.lines.indices {
            let x = rtl ? w - layout.lines[i].width : 0
            if layout.lines[i].origin.x != x { layout.lines[i].origin.x = x }
        }
        return layout
    }

    /// How many bytes `a` and `b` share at their start, and at their end (`TextIdentity`).
    static func commonEnds(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
        TextIdentity.commonEnds(a, b)
    }

    /// The last index of ascending `values` whose value passes `test` (true for a prefix of
    /// them), or -1.
    static func lastIndex<T>(in values: [T], where test: (T) -> Bool) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if test(values[mid]) { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }
}
