#if canImport(Glibc)
import Glibc
#endif
import GlissCore

/// Long texts laid out over frames. A text that no recent layout is a small edit of (a pasted
/// megabyte) is laid out a prefix at a time: each frame that asks for it lays out
/// ``stepBytes`` more, patched onto the prefix before (`ParagraphLayout.patch`, an append).
/// Meanwhile drawing and sizing get the prefix laid out so far (`SDLTextMeasurer.displayLayout`);
/// editing asks for the whole layout, which lays out the rest at once.
///
/// Laid out in one frame, a megabyte pasted into the devices search took that frame 0.75–1.1 s
/// (the field's text and the label echoing it; release, `--hud`).
final class LayoutPreparation {
    struct Job {
        /// The text asked for.
        var target: String
        let font: Font
        let width: Double?
        /// The layout of a prefix of `target` (after `target` changed, of the text before).
        var prepared: RecentLayouts.Entry
        /// The frame it last took a step in, and the last one that asked for it.
        var stepped: Int
        var asked: Int
        /// Set when a step laid out far more than it added (a long right-to-left paragraph, or
        /// one with no place to cut: `ParagraphLayout.isSafeCut`): the rest is laid out at once.
        var atOnce = false
    }

    @exclusivity(unchecked) private(set) var jobs: [Job] = []
    /// Frames begun (`beginFrame`).
    private(set) var frame = 0
    /// Steps taken: each changes the measurer's `measurementEpoch`, so the UI asks again.
    private(set) var steps = 0

    /// Bytes a job adds in a frame: ~15 ms of layout in a release build (HarfBuzz shaping,
    /// grapheme records, line breaks), so a field and the label echoing it stay within a 50 ms
    /// frame.
    static let stepBytes = 32 << 10
    /// Steps a text takes at most: a longer one takes longer steps. Each step copies the
    /// records of the part laid out before (its lines and word boundaries), so a 4 MB text in
    /// 32 KB steps spent more on copies than on layout (its last steps took 100–130 ms).
    static let mostSteps = 64
    /// Bytes a job lays out in the frame it starts: that frame also takes the text in (a
    /// paste, and the scans of a new text's bytes: line breaks, markup).
    static let firstStepBytes = 8 << 10
    /// Jobs kept at once (the oldest goes).
    static let limit = 4

    /// Whether a text is being prepared.
    var isPreparing: Bool { !jobs.isEmpty }

    /// A frame begins: a job no frame asked for since the last one began is dropped (its text
    /// is gone from the screen).
    func beginFrame() {
        frame += 1
        jobs.removeAll { $0.asked < frame - 1 }
    }

    /// The job preparing `text` in `font` at `width`, asked for this frame.
    func job(for text: String, font: Font, width: Double?) -> Int? {
        guard let i = jobs.firstIndex(where: { $0.font == font && $0.width == width && TextIdentity.same($0.target, text) }) else { return nil }
        jobs[i].asked = frame
        return i
    }

    /// A job preparing `text` in `font` at any width (unwrapped first), asked for this frame.
    func job(for text: String, font: Font) -> Int? {
        let matches = jobs.indices.filter { jobs[$0].font == font && TextIdentity.same(jobs[$0].target, text) }
        guard let i = matches.first(where: { jobs[$0].width == nil }) ?? matches.first else { return nil }
        jobs[i].asked = frame
        return i
    }

    /// A job whose prefix `text` (of `font`, drawn at its left edge) is: a one-line text drawn
    /// from the part prepared so far.
    func job(drawing text: String, font: Font) -> Int? {
        jobs.firstIndex { $0.font == font && (TextIdentity.same($0.target, text) || TextIdentity.same($0.prepared.text, text)) }
    }

    /// The job at `font` and `width` whose text `text` is an edit of (typed into while it is
    /// prepared), now preparing `text`; nil when there is none.
    func retarget(to text: String, font: Font, width: Double?) -> Int? {
        var now = text
        return now.withUTF8 { b1 in
            for i in jobs.indices where jobs[i].font == font && jobs[i].width == width {
                var was = jobs[i].target
                let (prefix, suffix) = was.withUTF8 { ParagraphLayout.commonEnds($0, b1) }
                guard (prefix + suffix) * 10 >= 9 * max(b1.count, jobs[i].target.utf8.count) else { continue }
                jobs[i].target = text
                jobs[i].asked = frame
                return i
            }
            return nil
        }
    }

    /// A new job preparing `text` from `prepared` (a layout at its font and width, of any text).
    func start(_ text: String, from prepared: RecentLayouts.Entry) -> Int {
        jobs.insert(Job(target: text, font: prepared.font, width: prepared.width, prepared: prepared, stepped: -1, asked: frame), at: 0)
        if jobs.count > Self.limit { jobs.removeLast() }
        return 0
    }

    /// Job `i` has laid out `prepared` in this frame.
    func stepped(_ i: Int, _ prepared: RecentLayouts.Entry, atOnce: Bool) {
        jobs[i].prepared = prepared
        jobs[i].stepped = frame
        if atOnce { jobs[i].atOnce = true }
        steps += 1
    }

    /// Job `i` is done (its layout is kept with the recent ones).
    func finish(_ i: Int) {
        jobs.remove(at: i)
        steps += 1
    }

    func removeAll() { jobs.removeAll() }

    /// Where the next prefix of `text` (UTF-8) ends, laid out up to `from`: `step` bytes on,
    /// just after a newline when the step holds one (the paragraphs before it are then whole),
    /// else before a space that starts a word (the prefix ends with no trailing space, so its
    /// one-line width is its line's, and an edit may start again there), else at a character.
    static func nextCut(_ text: UnsafeBufferPointer<UInt8>, from: Int, step: Int = stepBytes) -> Int {
        let want = from + step
        guard want < text.count, let base = text.baseAddress else { return text.count }
        // The last newline before `want` (memchr: glibc's memrchr is not in Swift's Glibc).
        var afterNewline: Int?
        while let found = memchr(base + (afterNewline ?? from), 0x0A, want - (afterNewline ?? from)) {
            afterNewline = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        if let afterNewline { return afterNewline }
        var q = want
        while q > max(from + 1, want - ParagraphLayout.patchSearchBytes) {
            if text[q] == 0x20 && text[q - 1] != 0x20 && ParagraphLayout.isSafeCut(text, q + 1) { return q }
            q -= 1
        }
        q = want
        while q > from + 1 && text[q] & 0xC0 == 0x80 { q -= 1 }
        return q
    }
}

extension SDLTextMeasurer {
    /// `layout(_:font:width:)`, or for a long text that no recent layout is a small edit of,
    /// the layout of the part of it prepared so far (`LayoutPreparation`): its `text` a prefix
    /// of `text`, one step longer in each frame that asks, until it is whole.
    public func displayLayout(_ text: String, font: Font, width: Double?) -> TextLayout {
        guard text.utf8.count >= LayoutPreparation.stepBytes, face(font) != nil else { return layout(text, font: font, width: width) }
        let width = width.flatMap { $0.isNaN ? nil : $0 }
        do { return try displayEntry(text, font: font, width: width).layout } catch {
            abandoned += 1
            return ParagraphLayout(measurer: self, font: font).abandonedLayout(text)
        }
    }

    /// True while a long text is laid out over frames.
    public var isPreparingText: Bool { preparation.isPreparing }

    /// A new frame: its share of the preparation of long texts.
    public func beginFrame() { preparation.beginFrame() }

    /// The layout of `text` (long) for drawing and sizing: kept, patched from a recent one it
    /// is a small edit of, or the part prepared so far. Throws `TextWorkStopped` when the work
    /// gave up (the run is ending).
    func displayEntry(_ text: String, font: Font, width: Double?) throws -> RecentLayouts.Entry {
        forgetLayoutsIfScaleChanged()
        if let hit = recent.entry(text, font: font, width: width) { return hit }
        if let i = preparation.job(for: text, font: font, width: width) { return try advance(i) }
        let base = recent.latest(font: font, width: width)
        if let base, Self.addedBytes(base.text, text) <= LayoutPreparation.stepBytes { return try longLayout(text, font: font, width: width) }
        if let i = preparation.retarget(to: text, font: font, width: width) { return try advance(i) }
        let engine = ParagraphLayout(measurer: self, font: font)
        let start = try base ?? entry("", engine, width, engine.assemble("", width: width, paragraph: paragraphSource(engine, width)))
        return try advance(preparation.start(text, from: start))
    }

    /// Job `i`'s layout this frame: its next prefix laid out, patched onto the one before, when
    /// it has not taken its step in this frame (every answer about a text within a frame is
    /// the same). The whole text's layout, once done, is kept with the recent ones.
    func advance(_ i: Int) throws -> RecentLayouts.Entry {
        let job = preparation.jobs[i]
        if job.stepped == preparation.frame { return job.prepared }
        var target = job.target, was = job.prepared.text
        let (grown, cut) = target.withUTF8 { t in
            let grown = was.withUTF8 { min(ParagraphLayout.commonEnds($0, t).prefix, $0.count) }
            let step = job.stepped < 0 ? LayoutPreparation.firstStepBytes
                : max(LayoutPreparation.stepBytes, t.count / LayoutPreparation.mostSteps)
            return (grown, job.atOnce ? t.count : LayoutPreparation.nextCut(t, from: grown, step: step))
        }
        let next = cut == target.utf8.count ? target
            : target.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[0..<cut]), as: UTF8.self) }
        let engine = ParagraphLayout(measurer: self, font: job.font)
        let before = bytesLaidOut
        let assembled = try engine.patch(job.prepared.assembled, oldText: was, into: next, width: job.width,
                                         paragraph: paragraphSource(engine, job.width))
        let made = entry(next, engine, job.width, assembled)
        if cut == target.utf8.count {
            preparation.finish(i)
            recent.insert(made)
            return made
        }
        // A step that laid out far more than it added could not patch (a right-to-left
        // paragraph, no place to cut): each would lay out all before it again.
        let window = 4 * ParagraphLayout.patchSearchBytes
        preparation.stepped(i, made, atOnce: bytesLaidOut - before > cut - grown + window)
        return made
    }

    /// The layout a long one-line `text` is drawn from: kept, or the part prepared so far
    /// (`text` is then the text being prepared, or the prefix its layout holds), or started
    /// now (a text sized from an estimate; none, too short to prepare).
    func drawnLayout(_ text: String, font: Font) -> RecentLayouts.Entry? {
        if let e = recent.entry(text, font: font) { return e }
        guard text.utf8.count >= LayoutPreparation.stepBytes else { return nil }
        if let i = preparation.job(drawing: text, font: font) { return preparation.jobs[i].prepared }
        return try? displayEntry(text, font: font, width: nil)
    }

    /// Bytes of `new` that are not in `old` (what an edit from `old` to `new` inserted).
    static func addedBytes(_ old: String, _ new: String) -> Int {
        var a = old, b = new
        let (prefix, suffix) = a.withUTF8 { x in b.withUTF8 { ParagraphLayout.commonEnds(x, $0) } }
        return new.utf8.count - prefix - suffix
    }
}
