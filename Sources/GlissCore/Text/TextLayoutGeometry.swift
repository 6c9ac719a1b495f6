/// Caret, hit-testing and selection geometry: what a text field asks of its paragraph.
///
/// Offsets are UTF-8 offsets into ``TextLayout/text``, clamped to the text; a caret sits at a
/// grapheme cluster's boundary (an offset inside a cluster counts as the cluster's start).
/// Right-to-left runs are mirrored: the caret before a right-to-left cluster (at its logical
/// start) is on the cluster's right edge.
extension TextLayout {
    /// The index in ``lines`` of the line holding the caret at `offset`: the last line starting
    /// at or before it, so the offset where a wrapped line ends belongs to the next line.
    public func lineIndex(forOffset offset: Int) -> Int {
        let o = clamped(offset)
        return lines.lastIndex { $0.range.lowerBound <= o } ?? 0
    }

    /// The caret at `offset`: a zero-width rect one line high at the caret's x, in the
    /// paragraph's coordinates (draw it as wide as the field's caret, centred on `minX`).
    ///
    /// Before a cluster: its left edge in a left-to-right run, its right edge in a right-to-left
    /// one. At the end of a line (before its newline, or the text's end): after all of its
    /// clusters in the paragraph's direction (right in a left-to-right paragraph, left in a
    /// right-to-left one).
    public func caretRect(forOffset offset: Int) -> Rect {
        let o = clamped(offset)
        guard !lines.isEmpty else { return Rect(0, 0, 0, lineHeight) }
        let line = lines[lineIndex(forOffset: o)]
        return Rect(line.origin.x + caretX(o, in: line), line.origin.y, 0, lineHeight)
    }

    /// The caret offset nearest to `point` (in the paragraph's coordinates): the line by y
    /// (clamped to the first and last), the cluster by x (clamped to the line's ends); left of
    /// a cluster's middle is before it, right of it after it (mirrored in right-to-left runs).
    public func offset(at point: Point) -> Int {
        guard !lines.isEmpty else { return 0 }
        let li = lines.lastIndex { $0.origin.y <= point.y } ?? 0
        let line = lines[li]
        let stops = visualClusters(line)
        guard let first = stops.first, let last = stops.last else { return line.range.lowerBound }
        let x = point.x - line.origin.x
        let hit: Stop, leftHalf: Bool
        if x < first.cluster.x {
            (hit, leftHalf) = (first, true)
        } else if let h = stops.first(where: { x < $0.cluster.x + $0.cluster.width }) {
            (hit, leftHalf) = (h, x < h.cluster.x + h.cluster.width / 2)
        } else {
            (hit, leftHalf) = (last, false)
        }
        // The left half is before the cluster in a left-to-right run, after it in a right-to-left one.
        let before = leftHalf != hit.isRightToLeft
        let o = before ? hit.cluster.range.lowerBound : hit.cluster.range.upperBound
        // After the last cluster of a wrapped line is where the next line starts: keep the
        // caret on this line, before that cluster (a trailing space, usually).
        if o == line.range.upperBound && li + 1 < lines.count { return hit.cluster.range.lowerBound }
        return o
    }

    /// The rects that highlight `range`: one per contiguous visual stretch of selected
    /// clusters on each line (a range crossing a right-to-left run in a left-to-right line
    /// gives several), left to right, top to bottom. Clusters are selected whole; newlines and
    /// empty lines draw nothing.
    public func selectionRects(for range: Range<Int>) -> [Rect] {
        let r = clamped(range.lowerBound)..<clamped(range.upperBound)
        guard !r.isEmpty else { return [] }
        var rects: [Rect] = []
        for line in lines where line.range.overlaps(r) {
            var stretch: (minX: Double, maxX: Double)?
            for stop in visualClusters(line) where stop.cluster.range.overlaps(r) {
                let c = stop.cluster
                if let s = stretch, abs(s.maxX - c.x) < 1e-9 {
                    stretch = (s.minX, c.x + c.width)
                } else {
                    if let s = stretch { rects.append(rect(s, line)) }
                    stretch = (c.x, c.x + c.width)
                }
            }
            if let s = stretch { rects.append(rect(s, line)) }
        }
        return rects
    }

    /// The grapheme cluster boundary after `offset` (the text's length at the end).
    public func nextGraphemeBoundary(after offset: Int) -> Int {
        let o = clamped(offset)
        guard o < text.utf8.count else { return text.utf8.count }
        // From the offset's own index, not a walk from the start: a key in a megabyte-long
        // field walked every `Character` of it (String rounds the index to its `Character`).
        let i = text.utf8.index(text.utf8.startIndex, offsetBy: o)
        return text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: i))
    }

    /// The grapheme cluster boundary before `offset` (0 at the start).
    public func previousGraphemeBoundary(before offset: Int) -> Int {
        let o = clamped(offset)
        guard o > 0 else { return 0 }
        let u = text.utf8
        let i = u.index(u.startIndex, offsetBy: o)
        // The start of the `Character` holding the offset, or of the one before when it
        // starts there.
        var start = i == text.endIndex ? text.index(before: i) : text.index(before: text.index(after: i))
        if start >= i { start = text.index(before: start) }
        return u.distance(from: u.startIndex, to: start)
    }

    /// The word or the stretch between words (spaces, punctuation) holding `offset`, from
    /// ``wordBoundaries``: the one that starts at `offset` when it is a boundary, the last one
    /// at the text's end. What a double click selects.
    public func wordRange(at offset: Int) -> Range<Int> {
        let o = clamped(offset)
        let lower = wordBoundaries.last { $0 <= o && $0 < text.utf8.count } ?? 0
        let upper = wordBoundaries.first { $0 > lower } ?? text.utf8.count
        return lower..<max(lower, upper)
    }

    /// The first word boundary after `offset` (the text's length at the end).
    public func nextWordBoundary(after offset: Int) -> Int {
        wordBoundaries.first { $0 > offset } ?? text.utf8.count
    }

    /// The last word boundary before `offset` (0 at the start).
    public func previousWordBoundary(before offset: Int) -> Int {
        wordBoundaries.last { $0 < offset } ?? 0
    }

    /// The caret offset one step to the right (or left) of `offset` as drawn: the nearest
    /// grapheme boundary on the same line whose caret is further that way, so arrows move
    /// visually through mixed left-to-right and right-to-left text (Right moves left-to-right
    /// across Hebrew within an English line). Past the line's visual end it goes to the next
    /// line's start (or the previous line's end) in reading order; at the text's ends it stays.
    public func visualNeighbour(of offset: Int, movingRight: Bool) -> Int {
        let o = clamped(offset)
        guard !lines.isEmpty else { return o }
        let li = lineIndex(forOffset: o)
        let line = lines[li]
        if !isRightToLeft && !line.storedRuns.contains(where: \.isRightToLeft) {
            // A left-to-right line: the next boundary in the text is the next one to the right
            // (each compared by its caret, a megabyte-long line took seconds a key).
            if movingRight {
                let b = nextGraphemeBoundary(after: o)
                if b < line.range.upperBound || (b == line.range.upperBound && li + 1 == lines.count && b > o) { return b }
                return li + 1 < lines.count ? lines[li + 1].range.lowerBound : o
            }
            if o > line.range.lowerBound { return max(line.range.lowerBound, previousGraphemeBoundary(before: o)) }
            return li > 0 ? previousGraphemeBoundary(before: lines[li].range.lowerBound) : o
        }
        let x = caretRect(forOffset: o).minX
        var best: (offset: Int, x: Double)? = nil
        for b in graphemeBoundaries(of: line) where b != o {
            // The offset where a wrapped line ends belongs to the next line.
            if b == line.range.upperBound && li + 1 < lines.count { continue }
            let bx = caretRect(forOffset: b).minX
            guard movingRight ? bx > x + 1e-9 : bx < x - 1e-9 else { continue }
            if let cur = best, movingRight ? bx >= cur.x : bx <= cur.x { continue }
            best = (b, bx)
        }
        if let best { return best.offset }
        // At the line's visual edge: on to the neighbouring line in reading order.
        let forward = movingRight != isRightToLeft
        if forward { return li + 1 < lines.count ? lines[li + 1].range.lowerBound : o }
        return li > 0 ? previousGraphemeBoundary(before: lines[li].range.lowerBound) : o
    }

    // MARK: - Helpers

    private func clamped(_ offset: Int) -> Int { min(max(0, offset), text.utf8.count) }

    /// The UTF-8 offsets of the grapheme cluster boundaries (Swift's `Character`s) on `line`,
    /// its ends included.
    private func graphemeBoundaries(of line: TextLine) -> [Int] {
        var result: [Int] = []
        var o = line.range.lowerBound
        let end = min(line.range.upperBound, text.utf8.count)
        while o < end {
            result.append(o)
            o = nextGraphemeBoundary(after: o)
        }
        result.append(end)
        return result
    }

    /// A cluster with its run's direction.
    private struct Stop {
        var cluster: TextCluster
        var isRightToLeft: Bool
    }

    /// The line's clusters, left to right.
    private func visualClusters(_ line: TextLine) -> [Stop] {
        line.runs.flatMap { run in run.clusters.map { Stop(cluster: $0, isRightToLeft: run.isRightToLeft) } }
            .sorted { $0.cluster.x < $1.cluster.x }
    }

    /// The caret's x for `offset` on `line`, relative to the line's origin.
    ///
    /// A run's clusters are in logical order, their x moving one way: the one holding `offset`
    /// is found by halving, and the run's extent is its first and last cluster's. A scan of
    /// every cluster cost 15 M instructions a caret in a megabyte-long field (callgrind), and
    /// the runs are read as stored (`runs` shifts a copy of each when the line has moved).
    ///
    /// Only a run whose range holds the offset is searched, and the others are read in place:
    /// a megabyte of Arabic is ~150 K runs (a word and its space each), and halving each one's
    /// clusters, or copying each run (retaining its arrays), took ~5 ms a caret.
    private func caretX(_ offset: Int, in line: TextLine) -> Double {
        let target = offset - line.runOffset
        var minX = Double.infinity, maxX = -Double.infinity
        let found: Double? = line.storedRuns.withUnsafeBufferPointer { runs in
            // (A run's range, not its clusters' count: that is another object to fetch.)
            for i in runs.indices where !runs[i].range.isEmpty {
                if runs[i].range.contains(target) {
                    let run = runs[i], clusters = run.clusters
                    var lo = 0, hi = clusters.count
                    while lo < hi {
                        let mid = (lo + hi) / 2
                        if clusters[mid].range.upperBound <= target { lo = mid + 1 } else { hi = mid }
                    }
                    if lo < clusters.count && clusters[lo].range.contains(target) {
                        let c = clusters[lo]
                        return run.isRightToLeft ? c.x + c.width : c.x
                    }
                }
                // A run spans its clusters.
                minX = min(minX, runs[i].x)
                maxX = max(maxX, runs[i].x + runs[i].width)
            }
            return nil
        }
        if let found { return line.runShift + found }
        guard minX <= maxX else { return 0 }
        return line.runShift + (isRightToLeft ? minX : maxX)
    }

    private func rect(_ s: (minX: Double, maxX: Double), _ line: TextLine) -> Rect {
        Rect(line.origin.x + s.minX, line.origin.y, s.maxX - s.minX, lineHeight)
    }
}
