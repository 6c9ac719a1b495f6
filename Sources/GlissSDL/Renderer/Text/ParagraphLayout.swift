import CText
import GlissCore

/// Breaks shaped paragraphs into lines and fills in a `TextLayout`: line break opportunities
/// from libunibreak (UAX #14: spaces and hyphens in Latin, between ideographs in CJK), the
/// widths of grapheme clusters from the shaped runs, and each line's runs put in visual order
/// by their bidi levels. Lines reuse the paragraph's shaping (not reshaped at the break, as
/// most engines do for speed; a contextual form across a break is the only difference).
struct ParagraphLayout {
    let measurer: SDLTextMeasurer
    let font: Font
    /// False for an edit's window (`patchParagraph`): its shaping and line breaks are made on
    /// their own and kept nowhere (they would push the whole texts' out).
    var keepsWork = true
    /// The paragraph's base direction (true: right to left) when it is given rather than
    /// found from its first strong character: an edit's window takes its paragraph's.
    var direction: Bool?

    /// libunibreak's tables are built once per process.
    private static let initialised: Bool = {
        init_linebreak()
        init_wordbreak()
        return true
    }()

    /// Builds libunibreak's tables if they are not yet.
    static func initialise() { _ = initialised }

    /// One grapheme cluster of a paragraph: its UTF-8 range (paragraph-relative), advance in
    /// pixels, the run it belongs to, and whether it is white space.
    private struct Grapheme {
        let range: Range<Int>
        var advance: Double
        var run: Int
        let isSpace: Bool
    }

    /// One paragraph (no "\n" in it) laid out on its own: offsets from its start, its first
    /// line at y = 0, lines at `x` = 0. A long one asks the measurer's `stopRequested` as it
    /// goes, and throws `TextWorkStopped` when the run is ending.
    func layOutParagraph(_ string: String, width: Double?) throws -> LaidOutParagraph {
        _ = Self.initialised
        let scale = measurer.fonts.scale
        let face = measurer.fonts.face(font)
        let lineHeight = measurer.lineHeight(font)
        let baseline = face.map { Double($0.baseline) / scale } ?? lineHeight * 0.8
        let maxWidth = width.map { $0 * scale }
        let length = string.utf8.count
        measurer.bytesLaidOut += length
        var poll = StopPoll(measurer.stopRequested, bytes: length)
        guard let shaped = try measurer.shaped(string, font: font, keep: keepsWork, direction: direction, poll: &poll), length > 0 else {
            return LaidOutParagraph(lines: [TextLine(range: 0..<length, origin: .zero, width: 0, baseline: baseline, runs: [])],
                                    isRightToLeft: nil, wordBoundaries: Self.wordBoundaries(string), width: 0)
        }
        var lines: [TextLine] = []
        let graphemes = try Self.graphemes(string, shaped, &poll)
        try poll.check()
        let breaks = keepsWork ? measurer.recentBreaks.breaks(string) : RecentBreaks.whole(Self.withoutRegionalIndicators(string))
        var bytes = string
        try bytes.withUTF8 { bytes in
            for range in try Self.breakLines(graphemes, breaks.line, maxWidth, &poll) {
                var line = try makeLine(shaped, graphemes, range, offset: 0, scale: scale, bytes: bytes, &poll)
                line.origin = Point(0, Double(lines.count) * lineHeight)
                line.baseline = baseline
                let end = range.upperBound == graphemes.count ? length : graphemes[range.upperBound].range.lowerBound
                line.range = graphemes[range.lowerBound].range.lowerBound..<end
                lines.append(line)
            }
        }
        try poll.check()
        return LaidOutParagraph(lines: lines, isRightToLeft: shaped.isRightToLeft, wordBoundaries: Self.wordBoundaries(breaks.word),
                                width: shaped.width / scale)
    }

    /// The paragraph's grapheme clusters with their share of the shaped advances: a HarfBuzz
    /// cluster (a ligature, a conjunct) spanning several graphemes is shared equally; one that
    /// starts inside a grapheme (HarfBuzz keeps CR LF and a prepended mark such as U+0600 apart,
    /// Swift joins them) adds to that grapheme, so no advance is lost.
    ///
    /// Written over buffers: through the arrays, each element written asked whether the array
    /// was shared (`swift_isUniquelyReferenced`), and this and `splitGraphemes` took ~1.2 G
    /// instructions of a keystroke's 2.35 G in a megabyte-long query (callgrind).
    private static func graphemes(_ string: String, _ shaped: ShapedText, _ poll: inout StopPoll) throws -> [Grapheme] {
        var out: [Grapheme] = []
        var owner: [Int32] = []   // per UTF-8 byte, the grapheme holding it
        try splitGraphemes(string, &out, &owner, &poll)
        let checks = poll.ask != nil
        try out.withUnsafeMutableBufferPointer { out in
            try owner.withUnsafeBufferPointer { owner in
                let count = out.count
                for (ri, run) in shaped.runs.enumerated() {
                    var gi = run.range.lowerBound < owner.count ? Int(owner[run.range.lowerBound]) : count
                    while gi < count && out[gi].range.lowerBound < run.range.upperBound {
                        if out[gi].range.lowerBound >= run.range.lowerBound { out[gi].run = ri }
                        gi += 1
                    }
                    // Each HarfBuzz cluster's advance goes to the graphemes from its start to the
                    // next cluster's: the clusters come in logical order (a run's are monotonic,
                    // MONOTONE_GRAPHEMES), so one pass over the glyphs finds each one's end.
                    func give(_ start: Int, _ end: Int, _ advance: Double) {
                        guard start < owner.count else { return }
                        let holder = Int(owner[start])
                        var lo = out[holder].range.lowerBound == start ? holder : holder + 1
                        var hi = lo
                        while hi < count && out[hi].range.lowerBound < end { hi += 1 }
                        if lo == hi { lo = holder; hi = holder + 1 }
                        let share = advance / Double(hi - lo)
                        for m in lo..<hi { out[m].advance += share }
                    }
                    try run.glyphs.withUnsafeBufferPointer { glyphs in
                        let n = glyphs.count
                        var pending = -1, advance = 0.0
                        for j in 0..<n {
                            if checks && j & (StopPoll.chunk - 1) == StopPoll.chunk - 1 { try poll.check() }
                            let g = glyphs[run.isRightToLeft ? n - 1 - j : j]
                            let c = Int(g.cluster)
                            if c == pending { advance += Double(g.advance); continue }
                            if pending >= 0 { give(pending, c, advance) }
                            pending = c
                            advance = Double(g.advance)
                        }
                        if pending >= 0 { give(pending, run.range.upperBound, advance) }
                    }
                }
            }
        }
        return out
    }

    /// The grapheme clusters of `string`, with per UTF-8 byte the index of the one holding it.
    /// An ASCII byte followed by another (or the end) is a cluster on its own, read straight
    /// from the bytes (CR LF is one); elsewhere Swift's `Character`s decide. Walking every
    /// `Character` cost ~10× more, and long text is mostly ASCII.
    private static func splitGraphemes(_ string: String, _ out: inout [Grapheme], _ owner: inout [Int32], _ poll: inout StopPoll) throws {
        var s = string
        let n = string.utf8.count
        let checks = poll.ask != nil
        var made = 0
        try s.withUTF8 { bytes in
            owner = try [Int32](unsafeUninitializedCapacity: n) { owner, ownerCount in
                out = try [Grapheme](unsafeUninitializedCapacity: n) { graphemes, graphemeCount in
                    var i = 0
                    while i < n {
                        if checks && made & (StopPoll.chunk - 1) == StopPoll.chunk - 1 { try poll.check() }
                        let b = bytes[i]
                        var len: Int
                        var isSpace: Bool
                        if b == 0x0D && i + 1 < n && bytes[i + 1] == 0x0A {
                            len = 2
                            isSpace = true
                        } else if b < 0x80 && (i + 1 == n || bytes[i + 1] < 0x80) {
                            len = 1
                            // Character.isWhitespace for ASCII: space and \t \n \v \f \r.
                            isSpace = b == 0x20 || (0x09...0x0D).contains(b)
                        } else {
                            // A byte offset to an index is constant time in a native string.
                            let ch = string[string.utf8.index(string.utf8.startIndex, offsetBy: i)]
                            len = ch.utf8.count
                            isSpace = ch.isWhitespace
                        }
                        for k in i..<(i + len) { (owner.baseAddress! + k).initialize(to: Int32(truncatingIfNeeded: made)) }
                        (graphemes.baseAddress! + made).initialize(to: Grapheme(range: i..<(i + len), advance: 0, run: 0, isSpace: isSpace))
                        made += 1
                        graphemeCount = made
                        ownerCount = i + len
                        i += len
                    }
                }
            }
        }
    }

    /// The text's UTF-8 with each regional indicator (half a flag) replaced by U+20000, an
    /// ideograph of the same length. libunibreak 1.1 (Debian 12's) asserts on the regional
    /// indicator class in some contexts and aborts the process; flags are whole grapheme
    /// clusters, which lines never split anyway, and an ideograph breaks around them as a
    /// flag may. U+FFFF (a noncharacter, but valid in a Swift string) becomes U+FFFE: it is
    /// libunibreak's end-of-text sentinel, and meeting it mid-text fails an assertion too; both
    /// are unassigned (class XX, broken as a letter).
    static func withoutRegionalIndicators(_ string: String) -> [UInt8] {
        var bytes = Array(string.utf8)
        var i = 0
        while i + 2 < bytes.count {
            // U+1F1E6…U+1F1FF: F0 9F 87 A6…BF.
            if i + 3 < bytes.count && bytes[i] == 0xF0 && bytes[i + 1] == 0x9F && bytes[i + 2] == 0x87 && bytes[i + 3] >= 0xA6 && bytes[i + 3] <= 0xBF {
                bytes.replaceSubrange(i..<(i + 4), with: [0xF0, 0xA0, 0x80, 0x80])
                i += 4
            } else if bytes[i] == 0xEF && bytes[i + 1] == 0xBF && bytes[i + 2] == 0xBF {
                bytes[i + 2] = 0xBE
                i += 3
            } else {
                i += 1
            }
        }
        return bytes
    }

    /// Greedy lines as grapheme index ranges: a line ends at the last break opportunity that
    /// fits; spaces may hang past the width; a word wider than the line breaks between graphemes.
    private static func breakLines(_ g: [Grapheme], _ breaks: [CChar], _ maxWidth: Double?, _ poll: inout StopPoll) throws -> [Range<Int>] {
        guard let maxWidth, !g.isEmpty else { return [0..<g.count] }
        func breakAfter(_ i: Int) -> Bool {
            let b = breaks[g[i].range.upperBound - 1]
            return b == CChar(LINEBREAK_ALLOWBREAK) || b == CChar(LINEBREAK_MUSTBREAK)
        }
        var out: [Range<Int>] = []
        var start = 0
        var x = 0.0
        var lastBreak: Int?
        var i = 0
        var nextCheck = poll.ask == nil ? Int.max : StopPoll.chunk
        while i < g.count {
            if !g[i].isSpace && i > start && x + g[i].advance > maxWidth + 0.01 {
                let end = lastBreak.flatMap { $0 > start ? $0 : nil } ?? i
                out.append(start..<end)
                start = end
                lastBreak = nil
                x = g[start..<i].reduce(0) { $0 + $1.advance }
                continue
            }
            if i >= nextCheck { try poll.check(); nextCheck = i + StopPoll.chunk }
            x += g[i].advance
            if breakAfter(i) { lastBreak = i + 1 }
            i += 1
        }
        out.append(start..<g.count)
        return out
    }

    /// One line: its runs cut from the paragraph's, in visual order, with clusters and glyphs
    /// positioned from the line's left edge (points).
    ///
    /// A run longer than ``pieceBytes`` twice is cut into runs of about that many bytes, at
    /// places where the text may be laid out again from (`isSafeCut`): an edit of a long line
    /// lays out again the pieces round it and moves the others
    /// (`patchParagraph(_:oldBytes:into:width:)`, `patchRightToLeftLine(_:_:)`).
    private func makeLine(_ shaped: ShapedText, _ g: [Grapheme], _ range: Range<Int>, offset: Int, scale: Double,
                          bytes: UnsafeBufferPointer<UInt8>, _ poll: inout StopPoll) throws -> TextLine {
        let lo = g[range.lowerBound].range.lowerBound
        let hi = range.upperBound < g.count ? g[range.upperBound].range.lowerBound : g.last!.range.upperBound
        var trailing = range.upperBound
        while trailing > range.lowerBound && g[trailing - 1].isSpace { trailing -= 1 }
        let width = g[range.lowerBound..<trailing].reduce(0) { $0 + $1.advance }
        let hanging = g[trailing..<range.upperBound].reduce(0) { $0 + $1.advance }

        // The runs touching the line, in logical order, cut to it. White space ending the line
        // takes the paragraph's level (UAX #9 L1), so it hangs at the line's trailing end rather
        // than between words of another direction: a run holding it is cut in two there.
        let paragraphLevel: UInt8 = shaped.isRightToLeft ? 1 : 0
        let hangStart = trailing < range.upperBound ? g[trailing].range.lowerBound : hi
        // A piece names its run by index: holding the run (a struct of arrays) copied it, with
        // its retains, at every use in the loops below (10 % of laying out a long line).
        var pieces: [(run: Int, level: UInt8, members: ArraySlice<Grapheme>, glyphs: ArraySlice<ShapedText.Glyph>, advance: Double)] = []
        // From the first run reaching into the line, found by halving (runs are in logical
        // order): a scan of every run for every line cost a megabyte of Arabic, ~150 K runs
        // in ~7,000 lines, 150 s.
        let firstRun = Self.lastIndex(in: shaped.runs) { $0.range.upperBound <= lo } + 1
        for ri in firstRun..<shaped.runs.count {
            let run = shaped.runs[ri]
            if run.range.lowerBound >= hi { break }
            guard run.range.upperBound > lo else { continue }
            let cuts = run.level == paragraphLevel ? [(lo..<hi, run.level)] : [(lo..<hangStart, run.level), (hangStart..<hi, paragraphLevel)]
            for (span, level) in cuts where !span.isEmpty {
                let members = Self.members(g, range, from: max(run.range.lowerBound, span.lowerBound), to: min(run.range.upperBound, span.upperBound))
                let glyphs = run.glyphs(in: span)
                if members.isEmpty && glyphs.isEmpty { continue }
                pieces.append((ri, level, members, glyphs, members.reduce(0) { $0 + $1.advance }))
            }
        }
        // A right-to-left line's trailing spaces are at its visual left: they hang off the left.
        var pen = shaped.isRightToLeft ? -hanging : 0
        var runs: [GlyphRun] = []
        for index in ShapedText.visualOrder(pieces.map(\.level)) {
            let p = pieces[index]
            let rtl = shaped.runs[p.run].isRightToLeft
            if !rtl, let first = p.members.first, let last = p.members.last,
               last.range.upperBound - first.range.lowerBound > 2 * Self.pieceBytes {
                try appendPieces(of: p.members, p.glyphs, fontName: shaped.runs[p.run].face.file.family, pen: pen,
                                 offset: offset, scale: scale, bytes: bytes, to: &runs, &poll)
                pen += p.advance
                continue
            }
            let runX = pen
            var glyphs: [PositionedGlyph] = []
            glyphs.reserveCapacity(p.glyphs.count)
            var gx = pen
            // A chunk at a time, asking `poll` between chunks (a count per glyph cost the
            // editor bench 4 % of its line making).
            let pieceGlyphs = p.glyphs, pieceMembers = p.members
            var k = pieceGlyphs.startIndex
            while k < pieceGlyphs.endIndex {
                let chunkEnd = min(pieceGlyphs.endIndex, k + StopPoll.chunk)
                for glyph in pieceGlyphs[k..<chunkEnd] {
                    glyphs.append(PositionedGlyph(id: glyph.id, position: Point((gx + Double(glyph.xOffset)) / scale, -Double(glyph.yOffset) / scale),
                                                  cluster: offset + Int(glyph.cluster)))
                    gx += Double(glyph.advance)
                }
                k = chunkEnd
                if k < pieceGlyphs.endIndex { try poll.check() }
            }
            var clusters: [TextCluster] = []
            clusters.reserveCapacity(pieceMembers.count)
            var cx = rtl ? runX + p.advance : runX
            k = pieceMembers.startIndex
            while k < pieceMembers.endIndex {
                let chunkEnd = min(pieceMembers.endIndex, k + StopPoll.chunk)
                for m in pieceMembers[k..<chunkEnd] {
                    if rtl { cx -= m.advance }
                    clusters.append(TextCluster(range: (offset + m.range.lowerBound)..<(offset + m.range.upperBound),
                                                x: cx / scale, width: m.advance / scale))
                    if !rtl { cx += m.advance }
                }
                k = chunkEnd
                if k < pieceMembers.endIndex { try poll.check() }
            }
            let first = p.members.first?.range.lowerBound ?? shaped.runs[p.run].range.lowerBound
            let end = p.members.last?.range.upperBound ?? first
            let run = GlyphRun(range: (offset + first)..<(offset + end), isRightToLeft: rtl,
                               fontName: shaped.runs[p.run].face.file.family, x: runX / scale, width: p.advance / scale,
                               clusters: clusters, glyphs: glyphs)
            if rtl && end - first > 2 * Self.pieceBytes {
                Self.appendRightToLeftPieces(of: run, offset: offset, bytes: bytes, to: &runs)
            } else {
                runs.append(run)
            }
            pen += p.advance
        }
        return TextLine(range: (offset + lo)..<(offset + hi), origin: .zero, width: width / scale, baseline: 0, runs: runs)
    }

    /// A long left-to-right run's members and glyphs as runs of about ``pieceBytes`` each, cut
    /// before a member where `isSafeCut` holds; positions as one run's would be.
    private func appendPieces(of members: ArraySlice<Grapheme>, _ glyphs: ArraySlice<ShapedText.Glyph>, fontName: String,
                              pen: Double, offset: Int, scale: Double, bytes: UnsafeBufferPointer<UInt8>,
                              to runs: inout [GlyphRun], _ poll: inout StopPoll) throws {
        var start = members.startIndex
        var gk = glyphs.startIndex
        var cx = pen, gx = pen
        while start < members.endIndex {
            let from = members[start].range.lowerBound
            var end = start + 1
            while end < members.endIndex
                    && !(members[end].range.lowerBound - from >= Self.pieceBytes && Self.isSafeCut(bytes, members[end].range.lowerBound)) {
                end += 1
            }
            let cut = end < members.endIndex ? members[end].range.lowerBound : Int.max
            var pieceGlyphs: [PositionedGlyph] = []
            while gk < glyphs.endIndex && Int(glyphs[gk].cluster) < cut {
                let glyph = glyphs[gk]
                pieceGlyphs.append(PositionedGlyph(id: glyph.id, position: Point((gx + Double(glyph.xOffset)) / scale, -Double(glyph.yOffset) / scale),
                                                   cluster: offset + Int(glyph.cluster)))
                gx += Double(glyph.advance)
                gk += 1
            }
            let x = cx
            var clusters: [TextCluster] = []
            clusters.reserveCapacity(end - start)
            for m in members[start..<end] {
                clusters.append(TextCluster(range: (offset + m.range.lowerBound)..<(offset + m.range.upperBound), x: cx / scale, width: m.advance / scale))
                cx += m.advance
            }
            runs.append(GlyphRun(range: (offset + from)..<(offset + members[end - 1].range.upperBound), isRightToLeft: false,
                                 fontName: fontName, x: x / scale, width: (cx - x) / scale, clusters: clusters, glyphs: pieceGlyphs))
            try poll.count(end - start)
            start = end
        }
    }

    /// A long right-to-left run as runs of about ``pieceBytes`` each, cut before a cluster
    /// where `isSafeCut` holds, appended in visual order (its logical end first, at the left):
    /// an edit of a megabyte of Arabic on one line then copies ~250 runs, not one a word.
    private static func appendRightToLeftPieces(of run: GlyphRun, offset: Int, bytes: UnsafeBufferPointer<UInt8>,
                                                to runs: inout [GlyphRun]) {
        let c = run.clusters
        var starts = [0]   // the first cluster of each piece, in logical order
        if var from = c.first.map({ $0.range.lowerBound - offset }) {
            for k in 1..<c.count {
                let b = c[k].range.lowerBound - offset
                if b - from >= pieceBytes && isSafeCut(bytes, b) { starts.append(k); from = b }
            }
        }
        guard starts.count > 1 else { runs.append(run); return }
        // Glyphs are in visual order, their clusters falling: the logically last piece's first.
        var g = 0
        for p in starts.indices.reversed() {
            let a = starts[p], e = p + 1 < starts.count ? starts[p + 1] : c.count
            let g0 = g
            while g < run.glyphs.count && run.glyphs[g].cluster >= c[a].range.lowerBound { g += 1 }
            // Edges shared with the neighbours: the left of this piece's last cluster, of the
            // one before's.
            let left = p == starts.count - 1 ? run.x : c[e - 1].x
            let right = p == 0 ? run.x + run.width : c[a - 1].x
            var piece = run
            piece.range = (p == 0 ? run.range.lowerBound : c[a].range.lowerBound)..<(p == starts.count - 1 ? run.range.upperBound : c[e - 1].range.upperBound)
            piece.x = left
            piece.width = right - left
            piece.clusters = Array(c[a..<e])
            piece.glyphs = Array(run.glyphs[g0..<g])
            runs.append(piece)
        }
    }

    /// About how many bytes a piece of a long run holds (see `makeLine`): an edit lays out
    /// again one or two of them, ~4 KB each, rather than the whole line.
    static let pieceBytes = 4096

    /// Whether the text may be laid out again from byte `i` on as if it started there: its
    /// start; a space before two letters of one alphabet (ASCII, Hebrew, Arabic); or between
    /// two Han ideographs (text with no spaces). Shaping (the fonts kern no space, Arabic joins
    /// no letter across one, no font kerns two ideographs), libunibreak's verdicts after the
    /// first character, word boundaries and bidi levels there (a strong letter, of the
    /// paragraph's direction given to the window) do not look further back
    /// (``ParagraphPatchTests`` compares edits with layouts made whole).
    static func isSafeCut(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        if i == 0 { return true }
        guard i + 1 < bytes.count else { return false }
        let b = bytes[i]
        if bytes[i - 1] == 0x20 {
            func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
            if isLetter(b) { return isLetter(bytes[i + 1]) }
            return b >= 0xD7 && b <= 0xDB && isRightToLeftLetter(bytes, i) && isRightToLeftLetter(bytes, i + 2)
        }
        return b >= 0xE3 && b <= 0xE9 && i >= 3 && isHan(bytes, i - 3) && isHan(bytes, i)
    }

    /// Whether a Hebrew or Arabic letter (not a mark, digit or sign) starts at `i`.
    private static func isRightToLeftLetter(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        guard i + 1 < bytes.count, bytes[i] >= 0xD7, bytes[i] <= 0xDB, bytes[i + 1] & 0xC0 == 0x80 else { return false }
        let c = UInt32(bytes[i] & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        return (0x05D0...0x05EA).contains(c) || (0x0620...0x063F).contains(c) || (0x0641...0x064A).contains(c)
            || (0x0671...0x06D3).contains(c) || c == 0x06D5
    }

    /// Whether a CJK unified ideograph (Extension A or the main block) starts at `i`.
    private static func isHan(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        guard i + 2 < bytes.count, bytes[i] & 0xF0 == 0xE0, bytes[i + 1] & 0xC0 == 0x80, bytes[i + 2] & 0xC0 == 0x80 else { return false }
        let c = UInt32(bytes[i] & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        return (0x3400...0x4DBF).contains(c) || (0x4E00...0x9FEF).contains(c)
    }

    /// The graphemes of `range` (a line) starting in `from..<to` (UTF-8 offsets): a contiguous
    /// slice, as graphemes are in logical order.
    ///
    /// Found by halving: walked from the line's start for each run, a megabyte of Arabic on
    /// one line (~150 K runs) took 75 s.
    private static func members(_ g: [Grapheme], _ range: Range<Int>, from: Int, to: Int) -> ArraySlice<Grapheme> {
        func firstAtOrPast(_ offset: Int, from start: Int) -> Int {
            var lo = start, hi = range.upperBound
            while lo < hi {
                let mid = (lo + hi) / 2
                if g[mid].range.lowerBound < offset { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let a = firstAtOrPast(from, from: range.lowerBound)
        return g[a..<firstAtOrPast(to, from: a)]
    }

    /// UTF-8 offsets of word boundaries (UAX #29, libunibreak), with 0 and the end.
    static func wordBoundaries(_ text: String) -> [Int] {
        wordBoundaries(RecentBreaks.whole(withoutRegionalIndicators(text)).word)
    }

    /// The word boundaries of libunibreak's verdicts `brks`, one per UTF-8 byte.
    static func wordBoundaries(_ brks: [CChar]) -> [Int] {
        let n = brks.count
        guard n > 0 else { return [0] }
        var out = [0]
        for i in 0..<n where brks[i] == CChar(WORDBREAK_BREAK) && i + 1 < n { out.append(i + 1) }
        out.append(n)
        return out
    }
}

/// A paragraph's lines as ``ParagraphLayout/layOutParagraph(_:width:)`` made them, kept by the
/// measurer from frame to frame.
struct LaidOutParagraph {
    /// Its lines, offsets from the paragraph's start, the first at y = 0.
    var lines: [TextLine]
    /// Its direction; nil when it is empty (a later paragraph decides the text's).
    var isRightToLeft: Bool?
    /// Its word boundaries, 0 and its length included.
    var wordBoundaries: [Int]
    /// Its width on one line, trailing spaces included (what `measure` answers for it).
    var width: Double

    /// About how many bytes it holds: what the measurer's paragraph cache is bounded by.
    var approximateByteCount: Int {
        var n = 64 + wordBoundaries.count * 8
        for line in lines {
            n += MemoryLayout<TextLine>.stride
            for run in line.storedRuns {
                n += MemoryLayout<GlyphRun>.stride + run.clusters.count * MemoryLayout<TextCluster>.stride
                    + run.glyphs.count * MemoryLayout<PositionedGlyph>.stride
            }
        }
        return n
    }
}
