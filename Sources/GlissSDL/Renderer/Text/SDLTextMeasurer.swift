#if canImport(Glibc)
import Glibc
#endif
import GlissCore

/// `TextMeasurer` backed by Gliss's text engine (HarfBuzz shaping, fallback fonts, bidi), in
/// points. What it measures is what the renderer draws: both ask `shaped(_:font:)`, which
/// shapes a line once and keeps it.
public final class SDLTextMeasurer: TextMeasurer {
    let fonts: FontLibrary
    let shaper: TextShaper

    init(fonts: FontLibrary) {
        self.fonts = fonts
        shaper = TextShaper(fonts: fonts)
    }

    /// Per font at the current scale: its face and the lines shaped so far. Layout measures
    /// every visible label every frame, so a hit must cost one string hash. Bounded: emptied
    /// when it holds `lineCacheLimit` lines or `lineCacheBytes` bytes.
    private final class Lines {
        let face: FontLibrary.Face
        // Unchecked exclusivity: single-threaded, no overlapping access; the check costs as
        // much as the lookup it guards.
        @exclusivity(unchecked) var shaped: [String: ShapedText] = [:]
        /// Widths of labels measured from the context-free table and not drawn yet (no
        /// `ShapedText` is made just to measure them).
        @exclusivity(unchecked) var widths: [String: Double] = [:]
        /// New labels measured (`TextShaper.contextFreeAfter`).
        @exclusivity(unchecked) var newLabels = 0
        init(face: FontLibrary.Face) { self.face = face }
    }
    @exclusivity(unchecked) private var lines: [Font: Lines] = [:]
    @exclusivity(unchecked) private var lineCount = 0
    @exclusivity(unchecked) private var lineBytes = 0
    @exclusivity(unchecked) private var linesScale = 0.0
    @exclusivity(unchecked) private var lastFont: Font?
    @exclusivity(unchecked) private var lastLines: Lines?
    static let lineCacheLimit = 16_384
    /// Fonts kept (each holds its face): an animated font size asks for a new one every frame.
    static let fontLimit = 64
    static let lineCacheBytes = 32 << 20
    /// Lines shaped so far (a cache miss each).
    private(set) var linesShaped = 0
    /// Paragraph layouts by text, font and width: layout asks for the same paragraph at the
    /// same widths every frame, and breaking lines costs more than measuring them.
    private struct LayoutKey: Hashable { let text: String; let font: Font; let width: Double? }
    /// Bounded in bytes as well as entries: typing into a long field lays out a new long text
    /// with every keystroke, and 512 layouts of a 4,000-character line held 140 MB.
    private let layouts = LRUCache<LayoutKey, TextLayout>(limit: 512, costBudget: layoutCacheBytes, cost: \.approximateByteCount)
    /// The most bytes the layouts kept may hold.
    static let layoutCacheBytes = 16 << 20
    /// Layouts cached (tests).
    var layoutsCached: Int { layouts.count }
    /// The bytes the cached layouts hold, about (tests).
    var layoutBytesCached: Int { layouts.totalCost }
    /// Long texts' layouts kept, and their bytes (tests).
    var longLayoutsCached: Int { recent.count }
    var longLayoutBytesCached: Int { recent.totalBytes }
    @exclusivity(unchecked) private var layoutsScale = 0.0
    /// Paragraphs by text, font and width: a layout of a long text is its paragraphs', and a
    /// keystroke changes one of them.
    let paragraphs = ParagraphLayoutCache(budget: paragraphCacheBytes)
    /// The most bytes the paragraphs kept may hold.
    static let paragraphCacheBytes = 24 << 20

    /// The shaped lines of `font`, nil when no font file loads (placeholder metrics are used).
    private func lines(_ font: Font) -> Lines? {
        if linesScale != fonts.scale || lineCount >= Self.lineCacheLimit || lineBytes >= Self.lineCacheBytes
            || lines.count >= Self.fontLimit || fonts.isClosed {
            lines.removeAll()
            longLines.removeAll()
            lineCount = 0
            lineBytes = 0
            linesScale = fonts.scale
            lastFont = nil
            lastLines = nil
            if fonts.isClosed { return nil }
        }
        if let m = lastLines, lastFont == font { return m }
        let m: Lines
        if let known = lines[font] {
            m = known
        } else {
            guard let face = fonts.face(font) else { return nil }
            m = Lines(face: face)
            lines[font] = m
        }
        lastFont = font
        lastLines = m
        return m
    }

    /// The face `font` is drawn in at the current scale; nil when no font file loads.
    func face(_ font: Font) -> FontLibrary.Face? { lines(font)?.face }

    /// `text` (one line: a newline in it is shaped as any other character) shaped in `font` at
    /// the current scale; nil when no font loads. A long text whose shaping gave up (the run
    /// is ending) is shaped as nothing, and not kept.
    func shaped(_ text: String, font: Font) -> ShapedText? {
        var poll = text.utf8.count < StopPoll.longText ? StopPoll.never : StopPoll(stopRequested, bytes: text.utf8.count)
        do { return try shaped(text, font: font, poll: &poll) } catch {
            abandoned += 1
            return lines(font).map { ShapedText(text: "", primary: $0.face, isRightToLeft: false, runs: []) }
        }
    }

    /// `shaped(_:font:)`, asking `poll` as a long text is shaped: throws `TextWorkStopped`.
    /// `keep` false: a long text is shaped on its own and kept nowhere (an edit's window).
    /// `direction`: its base direction, given (an edit's window: shaped on its own).
    func shaped(_ text: String, font: Font, keep: Bool = true, direction: Bool? = nil, poll: inout StopPoll) throws -> ShapedText? {
        guard let m = lines(font) else { return nil }
        if direction != nil || (!keep && text.utf8.count > Self.longLine) {
            return try shaper.shape(text, primary: m.face, reusing: false, direction: direction, poll: &poll)
        }
        if text.utf8.count > Self.longLine {
            // Never in `m.shaped`: not hashed.
            if let hit = longLines.get(text, font: font) { return hit }
            try poll.check()   // a stop that came before: no walk over the text at all
            let s = try shaper.shape(text, primary: m.face, poll: &poll)
            longLines.set(text, font: font, s)
            linesShaped += 1
            return s
        }
        if let hit = m.shaped[text] { return hit }
        let s = shaper.shape(text, primary: m.face)
        m.shaped[text] = s
        lineCount += 1
        lineBytes += s.byteCount
        linesShaped += 1
        return s
    }

    /// Whether `text` holds a "\n" (memchr: a byte loop took 50 ms a megabyte in a debug build,
    /// after a signal, when the outputs have 2 s).
    private static func hasNewline(_ text: String) -> Bool {
        var t = text
        return t.withUTF8 { b in b.baseAddress.map { memchr($0, 0x0A, b.count) != nil } ?? false }
    }

    /// Lines longer than this many bytes are kept apart, a few at a time: a long field's text
    /// is new with every keystroke, and kept with the labels it filled their 32 MB with copies
    /// of itself (memory grew with each key until the whole cache was dropped).
    static let longLine = 2048
    /// The few long lines kept (the field's text and what echoes it, at a width or two).
    private let longLines = LongLineShapings(limit: 8, budget: 8 << 20)
    /// The line and word breaks of the last long paragraphs laid out, for their edits.
    @exclusivity(unchecked) var recentBreaks = RecentBreaks()

    /// The shaped advance width; height is the line height, so the layout box of a one-line
    /// label is `measure(...)`. A text with newlines measures its widest line.
    public func measure(_ text: String, font: Font) -> Size {
        guard let m = lines(font) else { return MonospaceTextMeasurer().measure(text, font: font) }
        let height = Double(m.face.lineSkip) / fonts.scale
        if text.isEmpty { return Size(0, height) }
        if text.utf8.count > Self.longLine {
            forgetLayoutsIfScaleChanged()
            do {
                // A long text's widest paragraph, from a layout of it at any width (each
                // paragraph's one-line width is kept), or of the part of it prepared so far.
                if let e = recent.entry(text, font: font) { return Size(e.assembled.widest, height) }
                if text.utf8.count >= LayoutPreparation.stepBytes, let i = preparation.job(for: text, font: font) {
                    return Size(try advance(i).assembled.widest, height)
                }
                guard Self.hasNewline(text) else { return Size(try longLineWidth(text, font: font, m) / fonts.scale, height) }
                // From its layout kept for the edits to come (measuring each of a 2,000-line
                // text's paragraphs hashed each one).
                return Size(try displayEntry(text, font: font, width: nil).assembled.widest, height)
            } catch {
                abandoned += 1
                return Size(0, height)
            }
        }
        if let hit = m.shaped[text] { return Size(hit.width / fonts.scale, height) }
        if let hit = m.widths[text] { return Size(hit / fonts.scale, height) }
        // A label new this frame: from the context-free table when it qualifies (built once new
        // labels keep arriving).
        m.newLabels += 1
        var table = m.face.contextFree
        if table == nil && m.newLabels >= TextShaper.contextFreeAfter { table = shaper.buildContextFree(m.face) }
        var bytes = text
        // (Texts here are at most `longLine` bytes, far below `StopPoll.longText`: they never stop.)
        if let table, let w = bytes.withUTF8({ table.width($0) }) {
            m.widths[text] = w
            lineCount += 1
            lineBytes += 48 + text.utf8.count
            return Size(w / fonts.scale, height)
        }
        if Self.hasNewline(text) {
            // Split in the bytes, as layout splits paragraphs (a `Character` split walked the
            // whole text's graphemes).
            let widest = ParagraphLayout.paragraphs(of: text).map { shaped($0, font: font)?.width ?? 0 }.max() ?? 0
            return Size(widest / fonts.scale, height)
        }
        return Size((shaped(text, font: font)?.width ?? 0) / fonts.scale, height)
    }

    /// A long line's width (pixels) that no layout kept holds: from its shaping when one is
    /// kept, else from the context-free table when the text qualifies (a walk of its bytes;
    /// not kept: the node's size is), else shaped. Never looked up among the labels: that
    /// hashed a megabyte-long query twice a frame, and kept it as a key. Throws
    /// `TextWorkStopped` when the work gave up.
    private func longLineWidth(_ text: String, font: Font, _ m: Lines) throws -> Double {
        if let hit = longLines.get(text, font: font) { return hit.width }
        if let table = m.face.contextFree {
            var bytes = text
            var poll = StopPoll(stopRequested, bytes: text.utf8.count)
            if let w = try bytes.withUTF8({ try table.width($0, poll: &poll) }) { return w }
        }
        // An edit of a text laid out lately: from its layout at that width, patched where it
        // changed (shaped whole, a megabyte-long label cost ~0.5 s at every key), or prepared
        // over frames when it changed much.
        if let width = recent.widthOfEdited(text, font: font) {
            return try displayEntry(text, font: font, width: width).assembled.widest * fonts.scale
        }
        // Too long to shape in a frame: an em a byte, more than any text but a few symbols
        // takes, so that it wraps (and is laid out over frames) rather than being drawn as one
        // line shaped whole; its layout answers from the next frame on.
        if text.utf8.count >= LayoutPreparation.stepBytes { return Double(text.utf8.count) * font.size * fonts.scale }
        return shaped(text, font: font)?.width ?? 0
    }

    /// The stretches of the long one-line `text` (its laid-out pieces, `ParagraphLayout.pieceBytes`)
    /// that reach into `visible` (pixels from the text's left edge), with their left edges in
    /// pixels; nil when no layout of it is kept, or a left-to-right text has a right-to-left
    /// run (a stretch shaped alone could resolve its direction otherwise). Drawing a
    /// megabyte-long field shaped all of it at every key to draw the hundred characters in view.
    /// A text being prepared over frames (`LayoutPreparation`) draws the part prepared so far.
    func visibleStretches(_ text: String, font: Font, within visible: ClosedRange<Double>) -> [(text: Substring, x: Double)]? {
        guard let e = drawnLayout(text, font: font), e.layout.lines.count == 1 else { return nil }
        if e.layout.isRightToLeft { return rightToLeftStretch(text, e.layout, within: visible) }
        guard !e.layout.lines[0].storedRuns.contains(where: \.isRightToLeft) else { return nil }
        let line = e.layout.lines[0]
        let scale = fonts.scale
        var out: [(text: Substring, x: Double)] = []
        let utf8 = text.utf8
        // The layout may be of a longer text `text` begins (its trailing spaces, cut from a
        // line drawn as a string): what is past `text` is not drawn.
        let n = utf8.count
        let shift = line.origin.x + line.runShift
        for run in line.storedRuns where (shift + run.x + run.width) * scale >= visible.lowerBound && (shift + run.x) * scale <= visible.upperBound {
            let a = run.range.lowerBound + line.runOffset
            guard a < n else { break }
            let lo = utf8.index(utf8.startIndex, offsetBy: a)
            let hi = utf8.index(utf8.startIndex, offsetBy: min(n, run.range.upperBound + line.runOffset))
            out.append((text[lo..<hi], (shift + run.x) * scale))
        }
        return out
    }

    /// The stretch of a long right-to-left line `text` (laid out in `layout`, of it or of a
    /// longer text it begins) that reaches into `visible`, from a place to start again before
    /// it to one after it, with its left edge in pixels; nil when there is none near, or
    /// it is not between two right-to-left clusters. Shaped alone, such a stretch is laid out
    /// as in the line (`patchRightToLeftLine`); the whole megabyte of Arabic was shaped instead.
    private func rightToLeftStretch(_ text: String, _ layout: TextLayout, within visible: ClosedRange<Double>) -> [(text: Substring, x: Double)]? {
        let line = layout.lines[0], runs = line.storedRuns, base = line.runOffset, scale = fonts.scale
        let n = text.utf8.count
        // Drawn from the text's leftmost glyph, as the text shaped whole is: a trailing space
        // hangs left of the layout's x = 0 (UAX #9 L1), which drawing does not apply; and the
        // layout's text may go on past `text` (its trailing spaces), at the left.
        let end = layout.text.utf8.count - base
        guard let start = ParagraphLayout.rightToLeftEdge(before: n - base, in: runs, start: -base, end: end) else { return nil }
        var lo = Int.max, hi = Int.min
        runs.withUnsafeBufferPointer { runs in
            // By index: a copy of each of ~150 K runs retains its arrays.
            for i in runs.indices where (runs[i].x - start + runs[i].width) * scale >= visible.lowerBound
                && (runs[i].x - start) * scale <= visible.upperBound {
                lo = min(lo, runs[i].range.lowerBound + base)
                hi = max(hi, runs[i].range.upperBound + base)
            }
        }
        guard lo < min(hi, n) else { return [] }
        var bytes = text
        let cuts: (Int, Int)? = bytes.withUTF8 { b in
            guard let from = ParagraphLayout.safeCut(b, before: lo, rightToLeft: true),
                  let to = ParagraphLayout.safeCut(b, after: min(hi, n), rightToLeft: true) else { return nil }
            return (from, to)
        }
        guard let (from, to) = cuts, from < to,
              ParagraphLayout.rightToLeftEdge(before: from - base, in: runs, start: -base, end: end) != nil,
              let left = ParagraphLayout.rightToLeftEdge(before: to - base, in: runs, start: -base, end: end) else { return nil }
        let utf8 = text.utf8
        return [(text[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)], (left - start) * scale)]
    }

    /// Changes with the pixel scale fonts are sized at (and when the fonts are closed), and when
    /// work on a long text gave up (its answer was short: the UI must not keep it).
    /// And as long texts are prepared over frames (each step, and the end: `LayoutPreparation`).
    public var measurementEpoch: Int {
        (fonts.scaleChanges * 2 + (fonts.isClosed ? 1 : 0)) &+ abandoned << 32 &+ preparation.steps << 12
    }

    /// Asked by work on long texts (shaping, breaking lines: seconds for a megabyte) between
    /// chunks of it: true once the run is ending (a signal), when the work gives up
    /// (`TextWorkStopped`) and answers an empty layout, kept nowhere. The backend's
    /// `stopRequested` sets it; by default the work never stops.
    var stopRequested: () -> Bool = { false }
    /// Answers that work given up made short (`stopRequested`): each changes `measurementEpoch`.
    var abandoned = 0

    /// The app font's line skip over the scale.
    public func lineHeight(_ font: Font) -> Double {
        guard let m = lines(font) else { return (font.size * 1.2).rounded() }
        return Double(m.face.lineSkip) / fonts.scale
    }

    /// The paragraph broken into lines by UAX #14 (libunibreak) at `width`, in visual order.
    public func layout(_ text: String, font: Font, width: Double?) -> TextLayout {
        guard lines(font) != nil else { return MonospaceTextMeasurer().layout(text, font: font, width: width) }
        forgetLayoutsIfScaleChanged()
        // A NaN width breaks nowhere, as no width does; as a key it would equal nothing (not
        // even itself), so the cache could neither hit nor evict it.
        let width = width.flatMap { $0.isNaN ? nil : $0 }
        if text.utf8.count > Self.longLine {
            do { return try longLayout(text, font: font, width: width).layout } catch {
                abandoned += 1
                return ParagraphLayout(measurer: self, font: font).abandonedLayout(text)
            }
        }
        let key = LayoutKey(text: text, font: font, width: width)
        if let hit = layouts.get(key) { return hit }
        let engine = ParagraphLayout(measurer: self, font: font)
        // (A text this short never stops: `StopPoll.longText`.)
        guard let assembled = try? engine.assemble(text, width: width, paragraph: paragraphSource(engine, width)) else {
            return engine.abandonedLayout(text)
        }
        let made = engine.textLayout(text, assembled)
        layouts.set(key, made)
        return made
    }

    /// Layouts are of one pixel scale: another empties their caches.
    func forgetLayoutsIfScaleChanged() {
        guard layoutsScale != fonts.scale else { return }
        layouts.removeAll()
        paragraphs.removeAll()
        recent.removeAll()
        preparation.removeAll()
        layoutsScale = fonts.scale
    }

    /// Where a layout finds its paragraphs: kept, or laid out and kept (a text's only
    /// paragraph is kept with the text instead).
    func paragraphSource(_ engine: ParagraphLayout, _ width: Double?) -> ParagraphLayout.ParagraphSource {
        { [paragraphs] paragraph, isWhole in
            isWhole ? try engine.layOutParagraph(paragraph, width: width)
                : try paragraphs.paragraph(.init(text: paragraph, font: engine.font, width: width)) { try engine.layOutParagraph(paragraph, width: width) }
        }
    }

    /// A long text's layout (over `longLine` bytes): the same text's kept one, or the latest
    /// one at this font and width patched where the text changed (`ParagraphLayout.patch`).
    /// Throws `TextWorkStopped` (keeping nothing) when the work gave up.
    /// A text being prepared over frames is laid out from the part prepared so far.
    func longLayout(_ text: String, font: Font, width: Double?) throws -> RecentLayouts.Entry {
        if let hit = recent.entry(text, font: font, width: width) { return hit }
        if text.utf8.count >= StopPoll.longText && stopRequested() { throw TextWorkStopped() }
        let engine = ParagraphLayout(measurer: self, font: font)
        let source = paragraphSource(engine, width)
        longLayoutsMade += 1
        let job = preparation.job(for: text, font: font, width: width) ?? preparation.retarget(to: text, font: font, width: width)?.job
        let base = job.map { preparation.jobs[$0].prepared } ?? recent.latest(font: font, width: width)
        let assembled = try base.map { try engine.patch($0.assembled, oldText: $0.text, into: text, width: width, paragraph: source) }
            ?? engine.assemble(text, width: width, paragraph: source)
        let e = entry(text, engine, width, assembled)
        if let job {
            preparation.finish(job)
            recent.insert(e)
        } else {
            recent.insert(e, replacing: base)
        }
        return e
    }

    /// `text`'s layout kept as a recent one: `assembled`, laid out by `engine` at `width`.
    func entry(_ text: String, _ engine: ParagraphLayout, _ width: Double?, _ assembled: AssembledText) -> RecentLayouts.Entry {
        RecentLayouts.Entry(text: text, font: engine.font, width: width, assembled: assembled,
                            layout: engine.textLayout(text, assembled), bytes: assembled.approximateByteCount(textBytes: text.utf8.count) + text.utf8.count)
    }
    /// Long texts' layouts made rather than found (tests).
    private(set) var longLayoutsMade = 0
    /// Long paragraphs laid out from their layout before an edit (`patchParagraph`; tests).
    var paragraphsPatched = 0
    /// The long texts laid out last.
    let recent = RecentLayouts(budget: recentLayoutBytes)
    /// The long texts being laid out over frames.
    let preparation = LayoutPreparation()
    /// Bytes of paragraphs laid out (whole, or an edit's window; tests, and a preparation step's check).
    var bytesLaidOut = 0
    /// The most bytes the long texts' layouts kept may hold.
    static let recentLayoutBytes = 24 << 20
}

extension TextLayout {
    /// About how many bytes the layout holds: what the layout cache is bounded by.
    var approximateByteCount: Int {
        var n = 128 + text.utf8.count + wordBoundaries.count * 8
        for line in lines {
            n += MemoryLayout<TextLine>.stride
            for run in line.storedRuns {
                n += MemoryLayout<GlyphRun>.stride + run.fontName.utf8.count
                    + run.clusters.count * MemoryLayout<TextCluster>.stride + run.glyphs.count * MemoryLayout<PositionedGlyph>.stride
            }
        }
        return n
    }
}
