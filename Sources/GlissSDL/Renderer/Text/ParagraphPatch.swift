import Glibc
import GlissCore

/// An edit of a long paragraph laid out from its layout before the edit: the stretch round
/// the change is laid out on its own (a window, from a place where layout may start again,
/// `isSafeCut`) and put between the lines or pieces before it, kept, and those after it,
/// moved.
///
/// A keystroke in a megabyte-long field laid its text out again whole: graphemes, clusters and
/// glyphs of the megabyte, twice (the field and the label echoing it), ~350 MB of new records
/// and 0.4–0.5 s a key. Lines wrapped greedily are the same from a line's start on whatever
/// came before it, so an edit lays out from the line before the one it is in until a line
/// starts where one started before (moved by the edit); an unwrapped line's pieces
/// (`ParagraphLayout.pieceBytes`) are laid out again from the one before the edit to the one
/// after it. ``ParagraphPatchTests`` compares random edits with layouts made whole.
extension ParagraphLayout {
    /// Paragraphs shorter than this are laid out whole: it is fast enough.
    static let patchMinBytes = 16 << 10
    /// Bytes round a change that must be unchanged too: shaping and line breaking look a few
    /// characters either way.
    static let patchContext = 64

    /// The paragraph `b1` (UTF-8) laid out at `width` from `old`, the layout of `b0` at the same
    /// font and width; nil when the edit cannot be laid out this way (a right-to-left paragraph,
    /// no place to start again): lay it out whole then. Over bytes, so a paragraph of a longer
    /// text is not copied out of it.
    func patchParagraph(_ old: LaidOutParagraph, oldBytes b0: UnsafeBufferPointer<UInt8>, into b1: UnsafeBufferPointer<UInt8>,
                        width: Double?) throws -> LaidOutParagraph? {
        guard let rtl = old.isRightToLeft, !Self.hasExplicitBidi(b1) else { return nil }
        let (prefix, suffix) = Self.commonEnds(b0, b1)
        if prefix == b0.count && prefix == b1.count { return old }
        let edit = Edit(old: b0, new: b1, start: prefix, oldEnd: b0.count - suffix, delta: b1.count - b0.count)
        if let width { return try patchLines(old, edit, width: width) }
        return rtl ? try patchRightToLeftLine(old, edit) : try patchLine(old, edit)
    }

    /// What lays out an edit's window of `old` starting at byte `from`: keeping nothing of it,
    /// in `old`'s direction (a window starting inside a run of the other direction would take
    /// that one). One from the start finds its own: the edit may have changed it, and the
    /// strong character that sets it (UAX #9 P2) lies before any later window's first letter.
    func window(of old: LaidOutParagraph, from: Int) -> ParagraphLayout {
        var engine = self
        engine.keepsWork = false
        engine.direction = from > 0 ? old.isRightToLeft : nil
        return engine
    }

    /// Whether `bytes` hold an explicit bidi embedding, override or isolate (U+202A–U+202E,
    /// U+2066–U+2069): one open before a place to start again would reach past it, which a
    /// window starting there would not know.
    static func hasExplicitBidi(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var i = 0
        while i + 2 < bytes.count, let found = memchr(base + i, 0xE2, bytes.count - i - 2) {
            i = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            let b1 = bytes[i + 1], b2 = bytes[i + 2]
            if (b1 == 0x80 && (0xAA...0xAE).contains(b2)) || (b1 == 0x81 && (0xA6...0xA9).contains(b2)) { return true }
            i += 1
        }
        return false
    }

    /// Where a text changed: bytes before `start` and from `oldEnd` (`oldEnd + delta` in the
    /// new text) on are the same in both.
    struct Edit {
        let old: UnsafeBufferPointer<UInt8>
        let new: UnsafeBufferPointer<UInt8>
        let start: Int
        let oldEnd: Int
        let delta: Int

        /// The new text's bytes `from..<to` laid out on their own.
        func window(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: new[from..<to]), as: UTF8.self)
        }
    }

    /// An unwrapped paragraph (one line) patched: its runs before a place well before the
    /// change kept (the one holding it cut there), the window from there to a place well after
    /// it laid out, the runs after it moved (the one holding that place cut there).
    ///
    /// The window is shaped with a stretch more on either side, then cut: a font's contextual
    /// lookups (Inter's `calt`) look at the glyphs round a place, which a window ending there
    /// would not have.
    private func patchLine(_ old: LaidOutParagraph, _ e: Edit) throws -> LaidOutParagraph? {
        guard old.lines.count == 1, old.lines[0].runShift == 0 else { return nil }
        let line = old.lines[0]
        let base = line.runOffset
        let runs = line.storedRuns
        guard !runs.isEmpty, !runs.contains(where: \.isRightToLeft) else { return nil }
        let n0 = e.old.count, n1 = e.new.count
        guard let (restart, shapeFrom, endOld, shapeToOld) = Self.lineWindow(e, rightToLeft: false) else { return nil }
        let endNew = endOld + e.delta
        let w = try window(of: old, from: shapeFrom).layOutParagraph(e.window(shapeFrom, shapeToOld + e.delta), width: nil)
        guard w.isRightToLeft == false, w.lines.count == 1, w.lines[0].runOffset == 0,
              !w.lines[0].storedRuns.contains(where: \.isRightToLeft) else { return nil }
        let wRuns = w.lines[0].storedRuns
        let x0 = Self.x(at: restart - base, in: runs), oldEndX = Self.x(at: endOld - base, in: runs)
        let wx0 = Self.x(at: restart - shapeFrom, in: wRuns), wEndX = Self.x(at: endNew - shapeFrom, in: wRuns)
        let dx = (wEndX - wx0) - (oldEndX - x0)
        var pieces = Self.runs(runs, from: 0, to: restart - base)
        for run in Self.runs(wRuns, from: restart - shapeFrom, to: endNew - shapeFrom) {
            pieces.append(run.shifted(by: shapeFrom - base, x: x0 - wx0))
        }
        for run in Self.runs(runs, from: endOld - base, to: n0 - base) { pieces.append(run.shifted(by: e.delta, x: dx)) }
        let lineWidth: Double
        if endOld < n0 {
            lineWidth = line.width + dx
        } else {
            // The trailing spaces (left out of a line's width) may reach back before the window.
            guard w.lines[0].width > wx0 else { return nil }
            lineWidth = x0 + w.lines[0].width - wx0
        }
        var made = TextLine(range: 0..<n1, origin: line.origin, width: lineWidth, baseline: line.baseline, runs: [])
        made.storedRuns = pieces
        made.runOffset = base
        return LaidOutParagraph(lines: [made], isRightToLeft: false,
                                wordBoundaries: Self.splice(old.wordBoundaries, w.wordBoundaries, window: shapeFrom,
                                                            from: restart, to: endNew, e),
                                width: old.width + dx)
    }

    /// Where an unwrapped paragraph's edit `e` is laid out again, all places layout may start
    /// from (`rightToLeft`: before a right-to-left letter, for the window's ends): from
    /// `restart` (new text) to `endOld` (old text), shaped from `shapeFrom` to `shapeToOld`
    /// for the context round them; nil when there is none near, or the window would be empty.
    static func lineWindow(_ e: Edit, rightToLeft: Bool) -> (restart: Int, shapeFrom: Int, endOld: Int, shapeToOld: Int)? {
        guard let restart = safeCut(e.new, before: e.start - patchContext, rightToLeft: rightToLeft),
              let shapeFrom = safeCut(e.new, before: restart - patchContext),
              let endOld = safeCut(e.old, after: e.oldEnd + patchContext, rightToLeft: rightToLeft),
              let shapeToOld = safeCut(e.old, after: endOld + patchContext),
              endOld + e.delta > restart else { return nil }
        return (restart, shapeFrom, endOld, shapeToOld)
    }

    /// `runs` (left to right, in logical order) cut to the bytes `from..<to`.
    private static func runs(_ runs: [GlyphRun], from: Int, to: Int) -> [GlyphRun] {
        var out: [GlyphRun] = []
        guard from < to else { return out }
        var i = max(0, lastIndex(in: runs) { $0.range.lowerBound <= from })
        while i < runs.count && runs[i].range.lowerBound < to {
            var run = runs[i]
            i += 1
            if run.range.lowerBound < from {
                guard let after = run.cut(at: from).after else { continue }   // wholly before
                run = after
            }
            if run.range.upperBound > to, let before = run.cut(at: to).before { run = before }
            if !run.range.isEmpty { out.append(run) }
        }
        return out
    }

    /// The x where the cluster starting at byte `at` starts in `runs` (their end at or past
    /// their last byte).
    private static func x(at byte: Int, in runs: [GlyphRun]) -> Double {
        let i = lastIndex(in: runs) { $0.range.lowerBound <= byte }
        guard i >= 0 else { return runs.first?.x ?? 0 }
        let run = runs[i]
        if byte >= run.range.upperBound { return run.x + run.width }
        var lo = 0, hi = run.clusters.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if run.clusters[mid].range.lowerBound < byte { lo = mid + 1 } else { hi = mid }
        }
        return lo < run.clusters.count ? run.clusters[lo].x : run.x + run.width
    }

    /// The last place at or before `i` where layout may start again (0 at the start), within
    /// ``patchSearchBytes``; `rightToLeft`: only one before a right-to-left letter.
    static func safeCut(_ bytes: UnsafeBufferPointer<UInt8>, before i: Int, rightToLeft: Bool = false) -> Int? {
        i <= 0 ? 0 : safeCut(bytes, from: i, by: -1, rightToLeft: rightToLeft)
    }

    /// The first place at or after `i` where layout may start again (the end at the end),
    /// within ``patchSearchBytes``; `rightToLeft`: only one before a right-to-left letter.
    static func safeCut(_ bytes: UnsafeBufferPointer<UInt8>, after i: Int, rightToLeft: Bool = false) -> Int? {
        i >= bytes.count ? bytes.count : safeCut(bytes, from: i, by: 1, rightToLeft: rightToLeft)
    }

    /// How far from a change a place to start again is looked for (`isSafeCut`).
    static let patchSearchBytes = 4096

    /// The nearest place at `from` or further in direction `step` (-1 or 1) where layout may
    /// start again, within ``patchSearchBytes``; nil when there is none (text with no spaces).
    /// `rightToLeft`: only a place before a right-to-left letter (lead byte 0xD7–0xDB), which in
    /// a right-to-left paragraph lies between two clusters of its level.
    static func safeCut(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, by step: Int, rightToLeft: Bool = false) -> Int? {
        var i = from
        for _ in 0..<patchSearchBytes {
            guard i > 0 && i < bytes.count else { return nil }
            if (!rightToLeft || (bytes[i] >= 0xD7 && bytes[i] <= 0xDB)) && isSafeCut(bytes, i) { return i }
            i += step
        }
        return nil
    }

    /// A wrapped paragraph patched: its lines before the one before the edit's kept, lines
    /// laid out from there until one starts where one started before (moved by the edit),
    /// the lines from that one on moved.
    private func patchLines(_ old: LaidOutParagraph, _ e: Edit, width: Double) throws -> LaidOutParagraph? {
        let lines = old.lines
        guard !lines.isEmpty else { return nil }
        // The line before the edit's (an edit can pull a word back up onto it), or one earlier
        // where layout may start again, well before the change.
        var a = Self.lastIndex(in: lines) { $0.range.lowerBound <= e.start } - 1
        while a > 0 && (lines[a].range.lowerBound > e.start - Self.patchContext || !Self.isSafeCut(e.new, lines[a].range.lowerBound)) { a -= 1 }
        a = max(a, 0)
        let restart = a == 0 ? 0 : lines[a].range.lowerBound
        // The window starts a line or more earlier, where layout may start again too: its first
        // line is shaped without the glyphs before it (a font's contextual lookups), and is not kept.
        var c = a - 1
        while c > 0 && a - c <= Self.contextLines && !Self.isSafeCut(e.new, lines[c].range.lowerBound) { c -= 1 }
        guard a - c <= Self.contextLines else { return nil }
        let shapeFrom = c <= 0 ? 0 : lines[c].range.lowerBound
        // Lines starting this far after the change are laid out as they were, moved.
        let settled = e.oldEnd + Self.patchContext
        let q0 = Self.lastIndex(in: lines) { $0.range.lowerBound < settled } + 1
        var reach = 4
        while true {
            let qEnd = q0 + reach
            let endOld = qEnd < lines.count ? lines[qEnd].range.lowerBound : e.old.count
            let endNew = endOld + e.delta
            guard endNew > restart else { return nil }
            let w = try window(of: old, from: shapeFrom).layOutParagraph(e.window(shapeFrom, endNew), width: width)
            guard w.isRightToLeft == old.isRightToLeft else { return nil }
            // The window's line that starts where the kept lines end (as the old one did).
            let f = Self.lastIndex(in: w.lines) { $0.range.lowerBound <= restart - shapeFrom }
            guard f >= 0, w.lines[f].range.lowerBound == restart - shapeFrom else { return nil }
            let toEnd = endNew == e.new.count
            // The first line of the window (not its last, cut short by the window's end) that
            // starts where an old line started, moved.
            var sync: (t: Int, q: Int)?
            if !toEnd {
                for t in (f + 1)..<max(f + 1, w.lines.count - 1) {
                    let s = shapeFrom + w.lines[t].range.lowerBound
                    guard s - e.delta >= settled, Self.isSafeCut(e.new, s) else { continue }
                    let q = Self.lastIndex(in: lines) { $0.range.lowerBound <= s - e.delta }
                    if q >= 0 && lines[q].range.lowerBound == s - e.delta { sync = (t, q); break }
                }
                if sync == nil { reach *= 4; continue }
            }
            let t = sync?.t ?? w.lines.count
            let q = sync?.q ?? lines.count
            let lineHeight = measurer.lineHeight(font)
            var out = Array(lines[0..<a])
            out.reserveCapacity(a + t - f + lines.count - q)
            for l in w.lines[f..<t] {
                var moved = l.shifted(by: shapeFrom)
                moved.origin.y = Double(out.count) * lineHeight
                out.append(moved)
            }
            for l in lines[q...] {
                var moved = l.shifted(by: e.delta)
                moved.origin.y = Double(out.count) * lineHeight
                out.append(moved)
            }
            let end = toEnd ? e.new.count : shapeFrom + w.lines[t].range.lowerBound
            let dw = Self.advance(of: w.lines[f..<t]) - Self.advance(of: lines[a..<q])
            return LaidOutParagraph(lines: out, isRightToLeft: old.isRightToLeft,
                                    wordBoundaries: Self.splice(old.wordBoundaries, w.wordBoundaries, window: shapeFrom, from: restart, to: end, e),
                                    width: old.width + dw)
        }
    }

    /// How many lines before the first one laid out again a window may start.
    static let contextLines = 8

    /// The lines' whole advance, trailing spaces included.
    private static func advance(of lines: ArraySlice<TextLine>) -> Double {
        lines.reduce(0) { sum, line in line.storedRuns.reduce(sum) { $0 + $1.width } }
    }

    /// Word boundaries: `old`'s before `from`, the window's (starting at `window`) from `from`
    /// up to `to`, and `old`'s after `to` (moved by the edit).
    static func splice(_ old: [Int], _ boundaries: [Int], window: Int, from: Int, to: Int, _ e: Edit) -> [Int] {
        var out = Array(old[0..<(lastIndex(in: old) { $0 < from } + 1)])
        for b in boundaries where window + b >= from && window + b <= to && window + b > (out.last ?? -1) { out.append(window + b) }
        let k = lastIndex(in: old) { $0 <= to - e.delta } + 1
        for b in old[k...] where b + e.delta > (out.last ?? -1) { out.append(b + e.delta) }
        return out
    }
}

extension GlyphRun {
    /// The run cut before the cluster starting at byte `at` (its stored offsets): the part
    /// before (nil when empty) and from there on (nil when empty). When no cluster starts
    /// there, the run is all `before`. A right-to-left run's part before is at its right, and
    /// its glyphs (visual order, their clusters falling) come after the other part's.
    func cut(at byte: Int) -> (before: GlyphRun?, after: GlyphRun?) {
        if byte <= range.lowerBound { return (nil, self) }
        if byte >= range.upperBound { return (self, nil) }
        var lo = 0, hi = clusters.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if clusters[mid].range.lowerBound < byte { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0, lo < clusters.count, clusters[lo].range.lowerBound == byte else { return (self, nil) }
        var g = 0
        while g < glyphs.count && (glyphs[g].cluster < byte) != isRightToLeft { g += 1 }
        // The edge between the parts, and which lies left of it.
        let x1 = isRightToLeft ? clusters[lo - 1].x : clusters[lo].x
        var left = self, right = self
        left.width = x1 - x
        right.x = x1
        right.width = x + width - x1
        left.glyphs = Array(glyphs[..<g])
        right.glyphs = Array(glyphs[g...])
        var before = isRightToLeft ? right : left, after = isRightToLeft ? left : right
        before.range = range.lowerBound..<byte
        before.clusters = Array(clusters[..<lo])
        after.range = byte..<range.upperBound
        after.clusters = Array(clusters[lo...])
        return (before, after)
    }
}
