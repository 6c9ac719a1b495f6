/// One (proposal → size) answer, nil proposals written as `MeasureCache.none`: four plain
/// Doubles, compared without unwrapping optionals.
struct MeasureCacheEntry {
    var pw = 0.0, ph = 0.0, w = 0.0, h = 0.0
}

/// The last few (proposal → size) answers of one node in one pass, and a text node's one-line
/// size, stored inline so that measuring allocates nothing. Stacks ask each child about three
/// or four proposals (`StackProbes`, `PlacementProposal` keep it so however deep they
/// nest); a node asked about more keeps the latest four (a ring). A table beside them for the
/// rest (every answer of the pass kept) cost 0.4 % of a list frame for nothing the benchmarks
/// needed once the proposals stopped multiplying. Read and written through a pointer into the node: calling a method on
/// the cache in a node would first copy it.
struct MeasureCache {
    /// A proposal's nil axis, as stored. A NaN: it equals no proposed length under `==`, and
    /// `same` matches it by its bits.
    static let none = Double(bitPattern: 0x7FF8_0000_0000_4E4E)
    var count: Int32 = 0
    /// `oneLine` and `lineHeight` hold the text's one-line size, measured once per pass
    /// (`UI.oneLine`): a stack asks a label about three or four proposals, and a frame asks its
    /// content again when placing.
    var hasOneLine = false
    /// A text node was measured as more than its one line for some proposal this pass: placing
    /// it must work out its lines (else its one-line size is its size: `UI.place`).
    var wasParagraph = false
    var e0 = MeasureCacheEntry(), e1 = MeasureCacheEntry(), e2 = MeasureCacheEntry(), e3 = MeasureCacheEntry()
    var oneLine = Size.zero
    var lineHeight = 0.0

    /// Equal lengths (as `ProposedSize`'s `==` has them: 0 and -0 alike), or both nil.
    /// Identical bits are also a match: an answer for the same bits is the same answer.
    @inline(__always)
    static func same(_ a: Double, _ b: Double) -> Bool { a == b || a.bitPattern == b.bitPattern }

    /// The size answered for the proposal `pw` × `ph` (nil axes as `none`).
    @inline(__always)
    static func lookup(_ c: UnsafePointer<MeasureCache>, _ pw: Double, _ ph: Double) -> Size? {
        let count = c.pointee.count
        if count == 0 { return nil }
        if same(c.pointee.e0.pw, pw) && same(c.pointee.e0.ph, ph) { return Size(c.pointee.e0.w, c.pointee.e0.h) }
        if count == 1 { return nil }
        return lookupMore(c, pw, ph)
    }

    /// Entries 1…3 (a node asked about a second proposal: stacks' children, frames' content).
    @inline(never)
    private static func lookupMore(_ c: UnsafePointer<MeasureCache>, _ pw: Double, _ ph: Double) -> Size? {
        let count = c.pointee.count
        if same(c.pointee.e1.pw, pw) && same(c.pointee.e1.ph, ph) { return Size(c.pointee.e1.w, c.pointee.e1.h) }
        if count > 2 && same(c.pointee.e2.pw, pw) && same(c.pointee.e2.ph, ph) { return Size(c.pointee.e2.w, c.pointee.e2.h) }
        if count > 3 && same(c.pointee.e3.pw, pw) && same(c.pointee.e3.ph, ph) { return Size(c.pointee.e3.w, c.pointee.e3.h) }
        return nil
    }

    /// The proposal an answer of `size` was given for (the latest such; nil when none was):
    /// what a container is placed with, so its children are placed as they were measured.
    /// The latest, because a parent asks its final proposal last: a zstack holding a
    /// 160-point rectangle answers 160 to a stack's probe of width 0 as well, and placing its
    /// label for that probe truncated the label to "…".
    static func proposal(answering size: Size, _ c: UnsafePointer<MeasureCache>) -> (Double, Double)? {
        let stored = Int(c.pointee.count)
        if stored <= 4 {
            // Not yet a ring (nearly every node: three or four answers a pass): newest last,
            // read without the ring's index arithmetic.
            if stored == 4 && c.pointee.e3.w == size.width && c.pointee.e3.h == size.height { return (c.pointee.e3.pw, c.pointee.e3.ph) }
            if stored >= 3 && c.pointee.e2.w == size.width && c.pointee.e2.h == size.height { return (c.pointee.e2.pw, c.pointee.e2.ph) }
            if stored >= 2 && c.pointee.e1.w == size.width && c.pointee.e1.h == size.height { return (c.pointee.e1.pw, c.pointee.e1.ph) }
            if stored >= 1 && c.pointee.e0.w == size.width && c.pointee.e0.h == size.height { return (c.pointee.e0.pw, c.pointee.e0.ph) }
            return nil
        }
        // The ring's newest entry is at (stored - 1) mod 4.
        let newest = (stored - 1) & 3
        for step in 0..<4 {
            let k = (newest - step + 4) & 3
            let e = k == 0 ? c.pointee.e0 : k == 1 ? c.pointee.e1 : k == 2 ? c.pointee.e2 : c.pointee.e3
            if e.w == size.width && e.h == size.height { return (e.pw, e.ph) }
        }
        return nil
    }

    @inline(__always)
    static func insert(_ c: UnsafeMutablePointer<MeasureCache>, _ pw: Double, _ ph: Double, _ s: Size) {
        let e = MeasureCacheEntry(pw: pw, ph: ph, w: s.width, h: s.height)
        switch c.pointee.count {
        case 0: c.pointee.e0 = e
        case 1: c.pointee.e1 = e
        case 2: c.pointee.e2 = e
        case 3: c.pointee.e3 = e
        default:
            // Full: the oldest answer gives way (a ring), so the latest four are kept.
            switch (c.pointee.count - 4) & 3 {
            case 0: c.pointee.e0 = e
            case 1: c.pointee.e1 = e
            case 2: c.pointee.e2 = e
            default: c.pointee.e3 = e
            }
        }
        c.pointee.count += 1
    }
}

