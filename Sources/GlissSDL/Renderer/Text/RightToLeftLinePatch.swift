import GlissCore

/// An edit of a long right-to-left paragraph on one line (a field holding Arabic or Hebrew),
/// laid out from its layout before the edit, as `patchLine` does a left-to-right one.
///
/// A place to start again there (a space before two right-to-left letters) lies between two
/// clusters of the paragraph's level, so bidi's reordering (UAX #9 L2) reverses the stretches
/// it cuts the line into and keeps each whole: the line is, left to right, what follows the
/// edit's window, the window, and what precedes it, each as it is laid out alone. So the line
/// is patched from its logical end leftwards: what follows keeps its place (the trailing
/// spaces hang at its left), the window is laid out in the paragraph's direction, and what
/// precedes moves by what the window's width changed: lazily, by the line's `runShift` (the
/// others' stored positions make up for it). A megabyte of Arabic was laid out whole at each
/// step of its preparation and each key: ~0.6–1.1 s a frame.
extension ParagraphLayout {
    func patchRightToLeftLine(_ old: LaidOutParagraph, _ e: Edit) throws -> LaidOutParagraph? {
        guard old.lines.count == 1, old.isRightToLeft == true else { return nil }
        let line = old.lines[0]
        let base = line.runOffset
        let runs = line.storedRuns
        guard !runs.isEmpty else { return nil }
        let n0 = e.old.count
        guard let (restart, shapeFrom, endOld, shapeToOld) = Self.lineWindow(e, rightToLeft: true) else { return nil }
        let endNew = endOld + e.delta
        let windowEnd = shapeToOld + e.delta
        let w = try window(of: old, from: shapeFrom).layOutParagraph(e.window(shapeFrom, windowEnd), width: nil)
        guard w.isRightToLeft == true, w.lines.count == 1, w.lines[0].runOffset == 0 else { return nil }
        let wRuns = w.lines[0].storedRuns
        // The edges between the parts (x of the place before a byte), in the old line (as
        // stored) and the window.
        guard let x0 = Self.rightToLeftEdge(before: restart - base, in: runs, start: -base, end: n0 - base),
              let oldEndX = Self.rightToLeftEdge(before: endOld - base, in: runs, start: -base, end: n0 - base),
              let wx0 = Self.rightToLeftEdge(before: restart - shapeFrom, in: wRuns, start: 0, end: windowEnd - shapeFrom),
              let wEndX = Self.rightToLeftEdge(before: endNew - shapeFrom, in: wRuns, start: 0, end: windowEnd - shapeFrom) else { return nil }
        // The window's part starts (at its left) where what follows it ends, or, when nothing
        // does, where the window's own line starts: its trailing spaces are the line's.
        let shift = line.runShift
        let left = endOld < n0 ? oldEndX + shift : wEndX
        let dx = left + (wx0 - wEndX) - (x0 + shift)
        // What precedes keeps its stored positions: the line's shift moves it. (Its runs are
        // copied once, into the line's: each copy of ~150 K runs costs ~5 ms.)
        var pieces: [GlyphRun] = []
        pieces.reserveCapacity(runs.count + wRuns.count)
        guard Self.appendRightToLeftRuns(runs, from: endOld - base, to: n0 - base, shifted: e.delta, x: -dx, to: &pieces),
              Self.appendRightToLeftRuns(wRuns, from: restart - shapeFrom, to: endNew - shapeFrom, shifted: shapeFrom - base,
                                         x: left - wEndX - (shift + dx), to: &pieces),
              Self.appendRightToLeftRuns(runs, from: -base, to: restart - base, shifted: 0, x: 0, to: &pieces) else { return nil }
        var made = TextLine(range: 0..<e.new.count, origin: line.origin, width: line.width + dx, baseline: line.baseline, runs: [])
        made.storedRuns = pieces
        made.runOffset = base
        made.runShift = shift + dx
        return LaidOutParagraph(lines: [made], isRightToLeft: true,
                                wordBoundaries: Self.splice(old.wordBoundaries, w.wordBoundaries, window: shapeFrom,
                                                            from: restart, to: endNew, e),
                                width: old.width + (wx0 - wEndX) - (x0 - oldEndX))
    }

    /// The x of the place before byte `b` in a right-to-left line's `runs` (stored offsets,
    /// from `start` to `end`): its right edge at the start, its left at the end, else the edge
    /// between the clusters either side, when both are right to left (nil otherwise: the
    /// stretches either side are not reversed whole).
    static func rightToLeftEdge(before b: Int, in runs: [GlyphRun], start: Int, end: Int) -> Double? {
        // Read in place, by index: a copy of each of ~150 K runs retains its arrays.
        runs.withUnsafeBufferPointer { runs in
            if b >= end { return runs.indices.reduce(Double.infinity) { min($0, runs[$1].x) } }
            if b <= start { return runs.indices.reduce(-Double.infinity) { max($0, runs[$1].x + runs[$1].width) } }
            var edge: Double?, beforeIsRightToLeft = false
            for i in runs.indices where runs[i].range.lowerBound <= b && b <= runs[i].range.upperBound {
                let run = runs[i], c = run.clusters
                var lo = 0, hi = c.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if c[mid].range.lowerBound < b { lo = mid + 1 } else { hi = mid }
                }
                if lo < c.count && c[lo].range.lowerBound == b {
                    guard run.isRightToLeft else { return nil }
                    edge = c[lo].x + c[lo].width
                }
                if lo > 0 && c[lo - 1].range.upperBound == b {
                    guard run.isRightToLeft else { return nil }
                    beforeIsRightToLeft = true
                }
            }
            return beforeIsRightToLeft ? edge : nil
        }
    }

    /// A right-to-left line's `runs` (visual order) holding bytes `from..<to`, cut to them and
    /// shifted `bytes` and `dx`, appended to `out`; false when a left-to-right run would have
    /// to be cut.
    static func appendRightToLeftRuns(_ runs: [GlyphRun], from: Int, to: Int, shifted bytes: Int, x dx: Double,
                                      to out: inout [GlyphRun]) -> Bool {
        for i in runs.indices {
            let r = runs[i].range
            guard r.isEmpty ? r.lowerBound >= from && r.lowerBound < to : r.lowerBound < to && r.upperBound > from else { continue }
            var run = runs[i]
            if r.lowerBound < from || r.upperBound > to {
                guard run.isRightToLeft else { return false }
                if r.lowerBound < from { guard let a = run.cut(at: from).after else { continue }; run = a }
                if run.range.upperBound > to { guard let b = run.cut(at: to).before else { continue }; run = b }
            }
            out.append(run.shifted(by: bytes, x: dx))
        }
        return true
    }
}
