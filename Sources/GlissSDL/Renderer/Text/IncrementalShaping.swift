import GlissCore
import CText

/// The last few long paragraphs shaped, kept so that an edit of one is shaped from where it
/// changed rather than whole.
///
/// Typing into a field of 2,000 characters shaped the field's text and the label echoing it
/// again at every key: HarfBuzz was 10 M of the keystroke's 18.7 M instructions (callgrind,
/// `devices`, 30 keys less 30 idle frames), and typing 4,000 characters took 10× the time of
/// 1,000. An edited run is shaped from a cluster HarfBuzz found safe to break at
/// (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK` clear) well before the change, and the glyphs before it
/// are kept — when the new shaping agrees with the old over a stretch before that cluster.
/// HarfBuzz's own flag for edits, `UNSAFE_TO_CONCAT`, marks nearly every glyph of the bundled
/// fonts (their contextual lookups look at every pair), so it would keep nothing.
struct RecentShapings {
    /// Paragraphs shorter than this are shaped whole (and not kept): the flags cost, and a
    /// label's shaping is cheap.
    static let minBytes = 1024
    /// How many are kept: a field's text and the labels that echo it.
    static let count = 4
    /// At most this many bytes of glyphs, flags and text kept (a 1 MB line is ~22 MB).
    static let byteBudget = 48 << 20
    /// Bytes after a run, or after the glyphs kept of one, that must be unchanged: HarfBuzz
    /// reads 5 characters of context round what it shapes, and a font's lookups a few glyphs.
    static let contextBytes = 64
    /// Bytes shaped again before the kept glyphs end, where old and new must agree.
    static let overlapBytes = 32

    struct Entry {
        let text: String
        let primary: FontLibrary.Face
        let runs: [ShapedText.Run]
        let scripts: [hb_script_t]
        /// Per run, per glyph (in the run's order): HarfBuzz's `UNSAFE_TO_BREAK`.
        let unsafeToBreak: [[Bool]]

        var byteCount: Int {
            text.utf8.count + runs.reduce(0) { $0 + $1.glyphs.count * (MemoryLayout<ShapedText.Glyph>.stride + 1) }
        }
    }

    private(set) var entries: [Entry] = []
    /// False: every paragraph shaped whole (the reference the tests compare with).
    var isEnabled = true
    /// Glyphs taken from kept shapings, and glyphs HarfBuzz made, in long paragraphs.
    var glyphsKept = 0, glyphsShaped = 0

    /// The kept entry sharing the longest start with `utf8` in `primary`, and that length.
    func closest(to utf8: UnsafeBufferPointer<UInt8>, primary: FontLibrary.Face) -> (index: Int, shared: Int)? {
        var best: (index: Int, shared: Int)?
        for (i, e) in entries.enumerated() where e.primary === primary {
            var old = e.text
            let shared = old.withUTF8 { Self.commonPrefix($0, utf8) }
            if shared > (best?.shared ?? 0) { best = (i, shared) }
        }
        return best
    }

    /// Keeps `entry`, in place of the one it was shaped from (an edit's successor), newest
    /// first, within ``count`` and ``byteBudget``.
    mutating func keep(_ entry: Entry, replacing index: Int?) {
        if let index { entries.remove(at: index) }
        entries.insert(entry, at: 0)
        var bytes = 0
        for (i, e) in entries.enumerated() {
            bytes += e.byteCount
            if i >= Self.count || bytes > Self.byteBudget { entries.removeSubrange(i...); break }
        }
    }

    /// The length of the bytes `a` and `b` start with in common (`TextIdentity`).
    static func commonPrefix(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        TextIdentity.commonPrefix(a, b)
    }
}

extension TextShaper {
    /// `items` of the long paragraph `text` shaped, reusing what a kept shaping of a text
    /// with the same start shaped: runs wholly before the change as they were, and a
    /// left-to-right run the change is in from a cluster safe to break at before it.
    /// Equal, glyph for glyph, to shaping every item whole (``IncrementalShapingTests``).
    /// Throws `TextWorkStopped` when `poll` says the work should stop (between items); nothing
    /// is kept then.
    func shapeReusing(_ text: String, _ utf8: UnsafeBufferPointer<UInt8>, _ items: [Item],
                      primary: FontLibrary.Face, poll: inout StopPoll) throws -> [ShapedText.Run] {
        let chars = UnsafeRawPointer(utf8.baseAddress!).assumingMemoryBound(to: CChar.self)
        let length = Int32(utf8.count)
        let match = recent.isEnabled ? recent.closest(to: utf8, primary: primary) : nil
        let old = match.map { recent.entries[$0.index] }
        let shared = match?.shared ?? 0
        // Bytes before this are unchanged, context included (all of them when the text is).
        let unchanged = shared == utf8.count && shared == old?.text.utf8.count ? Int.max : shared - RecentShapings.contextBytes
        var runs: [ShapedText.Run] = [], scripts: [hb_script_t] = [], flags: [[Bool]] = []
        var cursor = 0   // old runs before this one start before the item
        for item in items {
            try poll.check()
            var glyphs: [ShapedText.Glyph] = []
            var advance = 0.0
            var itemFlags: [Bool]? = []
            var from = item.range.lowerBound
            if let old {
                while cursor < old.runs.count && old.runs[cursor].range.lowerBound < item.range.lowerBound { cursor += 1 }
                if cursor < old.runs.count {
                    let run = old.runs[cursor]
                    if run.range.lowerBound == item.range.lowerBound, run.level == item.level, run.face === item.face,
                       old.scripts[cursor] == item.script {
                        if run.range == item.range && item.range.upperBound <= unchanged {
                            runs.append(run); scripts.append(item.script); flags.append(old.unsafeToBreak[cursor])
                            recent.glyphsKept += run.glyphs.count
                            continue
                        }
                        if item.level & 1 == 0 {
                            from = splice(run, old.unsafeToBreak[cursor], before: shared, into: &glyphs, advance: &advance,
                                          flags: &itemFlags, chars, length, item)
                        }
                    }
                }
            }
            if from == item.range.lowerBound {
                glyphs.removeAll(keepingCapacity: true); advance = 0; itemFlags = []
                appendShaped(chars, length, item.range, level: item.level, face: item.face, script: item.script,
                             to: &glyphs, advance: &advance, unsafeToBreak: &itemFlags)
                recent.glyphsShaped += glyphs.count
            }
            runs.append(ShapedText.Run(range: item.range, level: item.level, face: item.face, glyphs: glyphs, advance: advance))
            scripts.append(item.script)
            flags.append(itemFlags ?? [])
        }
        recent.keep(.init(text: text, primary: primary, runs: runs, scripts: scripts, unsafeToBreak: flags),
                    replacing: match?.index)
        return runs
    }

    /// Fills `glyphs` with `run`'s glyphs before a cluster safe to break at, ``contextBytes``
    /// or more before `changedAt`, then the item shaped again from an earlier such cluster
    /// (``overlapBytes`` before) on, when the new shaping's glyphs up to the first cluster are
    /// the old ones (a few pairs of clusters are tried, latest first). Returns where the new
    /// shaping starts: the item's start when nothing was kept (`glyphs` then holds nothing of use).
    private func splice(_ run: ShapedText.Run, _ runFlags: [Bool], before changedAt: Int,
                        into glyphs: inout [ShapedText.Glyph], advance: inout Double, flags: inout [Bool]?,
                        _ chars: UnsafePointer<CChar>, _ length: Int32, _ item: Item) -> Int {
        let old = run.glyphs
        guard runFlags.count == old.count else { return item.range.lowerBound }
        /// The last glyph at or before `k` that starts a cluster at or before `limit`, safe to break at.
        func safeStart(atOrBefore k: Int, limit: Int) -> Int {
            var k = min(k, old.count - 1)
            while k > 0 && (Int(old[k].cluster) > limit || old[k].cluster == old[k - 1].cluster || runFlags[k]) { k -= 1 }
            return k
        }
        var k = safeStart(atOrBefore: old.count - 1, limit: changedAt - RecentShapings.contextBytes)
        for _ in 0..<3 {
            let k0 = safeStart(atOrBefore: k - 1, limit: Int(old[max(k, 0)].cluster) - RecentShapings.overlapBytes)
            guard k > 0, k0 > 0 else { break }
            let cut = Int(old[k0].cluster)
            glyphs.removeAll(keepingCapacity: true)
            glyphs.append(contentsOf: old[0..<k0])
            advance = 0
            for g in old[0..<k0] { advance += Double(g.advance) }
            var tail: [Bool]? = []
            appendShaped(chars, length, cut..<item.range.upperBound, level: item.level, face: item.face, script: item.script,
                         to: &glyphs, advance: &advance, unsafeToBreak: &tail)
            // The glyphs shaped again before `k` must be the old ones, and glyph k start a cluster there too.
            if glyphs.count > k, let tail, !tail[k - k0], glyphs[k].cluster == old[k].cluster,
               (k0..<k).allSatisfy({ Self.same(glyphs[$0], old[$0]) }) {
                flags = Array(runFlags[0..<k0]) + tail
                recent.glyphsKept += k0
                recent.glyphsShaped += glyphs.count - k0
                return cut
            }
            k = k0
        }
        return item.range.lowerBound
    }

    private static func same(_ a: ShapedText.Glyph, _ b: ShapedText.Glyph) -> Bool {
        a.id == b.id && a.cluster == b.cluster && a.advance == b.advance && a.xOffset == b.xOffset && a.yOffset == b.yOffset
    }
}
