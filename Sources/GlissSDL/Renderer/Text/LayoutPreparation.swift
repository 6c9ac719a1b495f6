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

    /// Bytes a job adds in a frame: ~8 ms of layout in a release build (HarfBuzz shaping,
    /// grapheme records, line breaks), so a field and the label echoing it, typed into as they
    /// are prepared, stay within a 50 ms frame (32 KB: worst frames of 39–55 ms, `--hud`).
    static let stepBytes = 24 << 10
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

    /// The job preparing `text` (of `font`) or whose prepared part it is (a line of the part
    /// drawn as a string), for drawing it: not marked asked (only the UI keeps a job going).
    func job(drawing text: String, font: Font) -> Int? {
        jobs.firstIndex { $0.font == font && (TextIdentity.same($0.target, text) || TextIdentity.same($0.prepared.text, text)
                                              || (text.utf8.count < $0.target.utf8.count && TextIdentity.begins($0.target, with: text))) }
    }

    /// The job at `font` and `width` whose text `text` is an edit of (typed into while it is
    /// prepared) and that no other text asked for in this frame, now preparing `text`, with
    /// where its old text changed: bytes `prefix` on, `oldEnd` in the old text, `delta` longer.
    /// Nil when there is none. (A job another text asked for this frame stays theirs: a label
    /// echoing a field with a few words more is a 90 % edit of the field's text too.)
    func retarget(to text: String, font: Font, width: Double?) -> (job: Int, prefix: Int, oldEnd: Int, delta: Int)? {
        var now = text
        return now.withUTF8 { b1 in
            for i in jobs.indices where jobs[i].font == font && jobs[i].width == width && jobs[i].asked < frame {
                var was = jobs[i].target
                let n0 = jobs[i].target.utf8.count
                let (prefix, suffix) = was.withUTF8 { ParagraphLayout.commonEnds($0, b1) }
                guard (prefix + suffix) * 10 >= 9 * max(b1.count, n0) else { continue }
                jobs[i].target = text
                jobs[i].asked = frame
                return (i, prefix, n0 - suffix, b1.count - n0)
            }
            return nil
        }
    }

    /// A new job preparing `text` from `prepared` (a layout at its font and width, of any text).
    /// The oldest job no frame asked for lately goes when there are more than ``limit``; jobs
    /// asked for in this frame all stay (dropping one would start it again, and none would end).
    func start(_ text: String, from prepared: RecentLayouts.Entry) -> Int {
        jobs.insert(Job(target: text, font: prepared.font, width: prepared.width, prepared: prepared, stepped: -1, asked: frame), at: 0)
        if jobs.count > Self.limit, let old = jobs.lastIndex(where: { $0.asked < frame }) { jobs.remove(at: old) }
        return 0
    }

    /// Job `i`'s prepared part is now `prepared` (an edit of it laid out), not yet a step.
    func edited(_ i: Int, _ prepared: RecentLayouts.Entry) {
        jobs[i].prepared = prepared
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
    /// just after a newline when the step's second half holds one (the paragraphs before it
    /// are then whole; one in its first half would make the next step a short one),
    /// else before a space that starts a word (the prefix ends with no trailing space, so its
    /// one-line width is its line's, and an edit may start again there), or between two
    /// ideographs (text with no spaces: `ParagraphLayout.isSafeCut`), else at a character.
    static func nextCut(_ text: UnsafeBufferPointer<UInt8>, from: Int, step: Int = stepBytes) -> Int {
        let want = from + step
        guard want < text.count, let base = text.baseAddress else { return text.count }
        // The last newline before `want` (memchr: glibc's memrchr is not in Swift's Glibc).
        let half = from + step / 2
        var afterNewline: Int?
        while let found = memchr(base + (afterNewline ?? half), 0x0A, want - (afterNewline ?? half)) {
            afterNewline = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        if let afterNewline { return afterNewline }
        var q = want
        while q > max(from + 1, want - ParagraphLayout.patchSearchBytes) {
            if text[q] == 0x20 ? text[q - 1] != 0x20 && ParagraphLayout.isSafeCut(text, q + 1)
                : text[q] >= 0xE3 && ParagraphLayout.isSafeCut(text, q) { return q }
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
        if text.utf8.count < LayoutPreparation.stepBytes || base.map({ Self.addedBytes($0.text, text) <= LayoutPreparation.stepBytes }) == true {
            return try longLayout(text, font: font, width: width)
        }
        if let r = preparation.retarget(to: text, font: font, width: width) {
            try keepPrepared(r.job, edit: r.prefix, oldEnd: r.oldEnd, delta: r.delta)
            return try advance(r.job)
        }
        let engine = ParagraphLayout(measurer: self, font: font)
        let start = try base ?? entry("", engine, width, engine.assemble("", width: width, paragraph: paragraphSource(engine, width)))
        return try advance(preparation.start(text, from: start))
    }

    /// Job `i`'s prepared part after its text was edited inside it (typed into where the caret
    /// was moved): the part with the edit, patched, rather than cut short at the edit and
    /// prepared again from there at every key.
    private func keepPrepared(_ i: Int, edit prefix: Int, oldEnd: Int, delta: Int) throws {
        let job = preparation.jobs[i]
        let n = job.prepared.text.utf8.count
        guard prefix < n, oldEnd <= n, oldEnd + delta >= prefix, delta <= LayoutPreparation.stepBytes else { return }
        let part = Self.prefix(job.target, bytes: n + delta)
        let engine = ParagraphLayout(measurer: self, font: job.font)
        let assembled = try engine.patch(job.prepared.assembled, oldText: job.prepared.text, into: part, width: job.width,
                                         paragraph: paragraphSource(engine, job.width))
        preparation.edited(i, entry(part, engine, job.width, assembled))
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
        let next = Self.prefix(target, bytes: cut)
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

    /// The layout a long one-line `text` is drawn from: kept, or the part prepared so far (of
    /// `text`, or the part a line drawn as a string is); nil when there is none (drawing
    /// starts no preparation: a right-to-left line, shaped whole to be drawn, gained nothing
    /// from one, and a string no frame asks about, a right-to-left line drawn after a mark,
    /// was prepared again and again).
    ///
    /// A layout of a text that `text` begins with serves too: a line drawn as a string has its
    /// trailing spaces cut (`UI.paragraphLines`), and a field whose megabyte ends in a space
    /// drew it so, shaped whole, in the frame its layout was done (29 ms of ASCII; HarfBuzz
    /// takes ten times that).
    func drawnLayout(_ text: String, font: Font) -> RecentLayouts.Entry? {
        if let e = recent.entry(text, font: font) { return e }
        guard text.utf8.count >= LayoutPreparation.stepBytes else { return nil }
        if let e = recent.entry(beginningWith: text, font: font) { return e }
        guard let i = preparation.job(drawing: text, font: font) else { return nil }
        let made = preparation.jobs[i].prepared
        // Its pieces are found by offsets into `text`: only a prefix of it serves, or a text it begins.
        return TextIdentity.begins(text, with: made.text) || TextIdentity.begins(made.text, with: text) ? made : nil
    }


    /// `text`'s first `bytes` bytes (a character boundary), `text` itself when that is all of it.
    static func prefix(_ text: String, bytes: Int) -> String {
        guard bytes < text.utf8.count else { return text }
        var t = text
        return t.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[0..<bytes]), as: UTF8.self) }
    }

    /// Bytes of `new` that are not in `old` (what an edit from `old` to `new` inserted).
    static func addedBytes(_ old: String, _ new: String) -> Int {
        var a = old, b = new
        let (prefix, suffix) = a.withUTF8 { x in b.withUTF8 { ParagraphLayout.commonEnds(x, $0) } }
        return new.utf8.count - prefix - suffix
    }
}
