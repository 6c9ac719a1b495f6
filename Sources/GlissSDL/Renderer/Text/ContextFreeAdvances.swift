import CText

/// A per-face proof that some ASCII characters shape without context, so a label made only of
/// them gets HarfBuzz's exact answer from cached advances and pair kerning, without calling
/// HarfBuzz. Labels that are new every frame (numbers scrolling into a grid) are measured for a
/// few table lookups instead of a full shaping pass (~22 k instructions).
///
/// The proof, decided per character the first time a label holds it:
/// 1. Structural (per font file, `ContextFreeCharacters`): the qualifying characters form a set
///    that HarfBuzz's substitution closure over the default Latin features' GSUB lookups does
///    not grow — no rule whose whole context lies in the set produces a glyph — and none is
///    the input of a contextual GPOS lookup. What remains is each glyph's own advance and pair
///    kerning.
/// 2. Measured (per face): a character's advance is HarfBuzz's for it alone, and a pair's
///    kerning HarfBuzz's for the pair, taken only when shaping the pair changes nothing but the
///    first glyph's advance (otherwise labels holding the pair go to HarfBuzz). Where the face's
///    positioning provably works pair by pair (`ContextFreeCharacters.pairsCompose`), many
///    pairs are learned from one shaping (`learnPairsTogether`).
/// 3. Checked: the first labels measured from the table are also shaped by HarfBuzz and
///    compared glyph by glyph; any difference turns the table off for the face.
final class ContextFreeAdvances {
    private static let pairUnknown: Int32 = .min
    private static let pairUnsafe: Int32 = .min + 1
    /// Labels compared with HarfBuzz before the table is trusted alone.
    static let checkedLabels = 8

    typealias Shaped = [(id: UInt32, cluster: UInt32, xAdvance: Int32, xOffset: Int32, yOffset: Int32)]

    /// Unowned: the face owns this table.
    unowned let face: FontLibrary.Face
    private(set) var usable = true
    private var checksLeft = ContextFreeAdvances.checkedLabels
    /// Per character: 0 undecided, 1 qualifies, 2 does not.
    private var state = [UInt8](repeating: 0, count: 128)
    private var glyph = [UInt32](repeating: 0, count: 128)
    /// HarfBuzz's advance of the character alone, 26.6 pixels.
    private var advance = [Int32](repeating: 0, count: 128)
    /// Kerning of a pair (26.6), `pairUnknown` until a label holds it, `pairUnsafe` when the pair
    /// needs HarfBuzz.
    private var kern = [Int32](repeating: ContextFreeAdvances.pairUnknown, count: 128 * 128)
    /// The characters that qualify, in the order they were decided.
    private var members: [Int] = []
    private let shape: (String) -> Shaped

    init(face: FontLibrary.Face, shape: @escaping (String) -> Shaped) {
        self.face = face
        self.shape = shape
    }

    private func decide(_ c: Int) -> Bool {
        var ok = false
        if c >= 0x20, c < 0x7F, face.file.contextFree.qualifies(UInt8(c), face.hbFont) {
            let alone = shape(String(UnicodeScalar(UInt8(c))))
            if alone.count == 1, alone[0].xOffset == 0, alone[0].yOffset == 0 {
                glyph[c] = alone[0].id
                advance[c] = alone[0].xAdvance
                members.append(c)
                ok = true
            }
        }
        state[c] = ok ? 1 : 2
        return ok
    }

    /// Decides the label's undecided characters with one substitution closure where they qualify
    /// together — and every digit with them when the label holds one, since numbers keep
    /// arriving: their pairs are then learned in one shaping too (`learnPairsTogether`).
    private func decideTogether(_ utf8: UnsafeBufferPointer<UInt8>) {
        var candidates: [UInt8] = []
        var digits = false
        for b in utf8 where b >= 0x20 && b < 0x7F && state[Int(b)] == 0 && !candidates.contains(b) {
            candidates.append(b)
            if b >= 0x30 && b <= 0x39 { digits = true }
        }
        if digits {
            for d in UInt8(0x30)...0x39 where state[Int(d)] == 0 && !candidates.contains(d) { candidates.append(d) }
        }
        guard candidates.count > 1 else { return }
        face.file.contextFree.qualifyTogether(candidates, face.hbFont)
        if digits { for d in 0x30...0x39 where state[d] == 0 { _ = decide(d) } }
    }

    /// Learns the kerning of each pair of the label not known yet from HarfBuzz's answer for the
    /// pair alone, taken only when the pair changes nothing but the first glyph's advance: a
    /// font may kern by widening the second glyph (and HarfBuzz then skips that glyph's own
    /// pair), which a sum of first-glyph kernings would misplace. Such a pair, a substitution or
    /// an offset sends the label (and later ones holding the pair) to HarfBuzz.
    /// A long text (`StopPoll.longText`) learns the pairs of its start together and the rest
    /// one by one: shaping all of a megabyte to learn its few dozen pairs took a second that no
    /// signal could interrupt, where the walk below asks `poll`.
    private func learnPairs(_ utf8: UnsafeBufferPointer<UInt8>, _ poll: inout StopPoll) throws -> Bool {
        if face.file.contextFree.pairsCompose {
            if utf8.count < StopPoll.longText {
                if let learned = learnPairsTogether(utf8) { return learned }
            } else {
                _ = learnPairsTogether(UnsafeBufferPointer(rebasing: utf8.prefix(Self.walkLimit)))
            }
        }
        for i in 0..<(utf8.count - 1) {
            try poll.count()
            let a = Int(utf8[i]), b = Int(utf8[i + 1])
            let slot = a << 7 | b
            if kern[slot] == Self.pairUnsafe { return false }
            guard kern[slot] == Self.pairUnknown else { continue }
            let s = shape(String(decoding: [UInt8(a), UInt8(b)], as: UTF8.self))
            if s.count == 2, s[0].id == glyph[a], s[1].id == glyph[b], s[1].xAdvance == advance[b],
               s[0].xOffset == 0, s[0].yOffset == 0, s[1].xOffset == 0, s[1].yOffset == 0 {
                kern[slot] = s[0].xAdvance - advance[a]
            } else {
                kern[slot] = Self.pairUnsafe
                return false
            }
        }
        return true
    }

    /// Longest string shaped to learn pairs at once (`learnPairsTogether`).
    static let walkLimit = 256

    /// Where the face's pairs compose (`ContextFreeCharacters.pairsCompose`): learns the label's
    /// unknown pairs from one shaping of a string that walks through them and, when the label
    /// holds digits, through the pairs numbers will bring — every digit after every digit, and
    /// after and before the characters next to the label's digits — up to `walkLimit`
    /// characters: the label first, then at each step a character whose pair with the last one
    /// is still to learn (or, where there is none, one that starts such a pair; that step's
    /// own pair is learned or checked too). A pair shaped alone costs about what a label does,
    /// and a scrolling list of numbers meets a new digit pair with nearly every label.
    /// The answer is taken only when every glyph is the character's own, unmoved, the last
    /// glyph's advance its own, and each pair comes out the same wherever it is met and as
    /// known before; otherwise nil (the pairs are then learned one by one).
    private func learnPairsTogether(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
        var walk = utf8.map(Int.init)
        // The pairs to walk through, by first character.
        var next = [[Int]](repeating: [], count: 128)
        // Flat tables by pair slot, not sets: hashing was most of this function's cost.
        var wanted = [Bool](repeating: false, count: 128 * 128)
        func want(_ a: Int, _ b: Int) {
            let slot = a << 7 | b
            guard state[a] == 1, state[b] == 1, kern[slot] == Self.pairUnknown, !wanted[slot] else { return }
            wanted[slot] = true
            next[a].append(b)
        }
        for i in 0..<(walk.count - 1) { wanted[walk[i] << 7 | walk[i + 1]] = true }
        let digits = 0x30...0x39
        for i in walk.indices where digits.contains(walk[i]) {
            for d in digits {
                if i > 0 && !digits.contains(walk[i - 1]) { want(walk[i - 1], d) }
                if i + 1 < walk.count && !digits.contains(walk[i + 1]) { want(d, walk[i + 1]) }
                for e in digits { want(d, e) }
            }
        }
        while walk.count < Self.walkLimit, let last = walk.last {
            if let b = next[last].popLast() {
                walk.append(b)
            } else if let a = members.first(where: { !next[$0].isEmpty && kern[last << 7 | $0] != Self.pairUnsafe }) {
                walk.append(a)
            } else {
                break
            }
        }
        let shaped = shape(String(decoding: walk.map { UInt8($0) }, as: UTF8.self))
        guard shaped.count == walk.count, let last = walk.last, shaped[walk.count - 1].xAdvance == advance[last] else { return nil }
        var learned = kern
        for i in walk.indices {
            let c = walk[i]
            guard shaped[i].id == glyph[c], shaped[i].xOffset == 0, shaped[i].yOffset == 0 else { return nil }
            guard i + 1 < walk.count else { break }
            let slot = c << 7 | walk[i + 1]
            let k = shaped[i].xAdvance - advance[c]
            if learned[slot] == Self.pairUnknown { learned[slot] = k } else if learned[slot] != k { return nil }
        }
        kern = learned
        return true
    }

    /// Calls `body` with each glyph's offset, id and advance (26.6) for `utf8`; false (having
    /// called it for nothing) when a byte does not qualify or HarfBuzz's answer cannot be
    /// reproduced from the table.
    func advances(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (Int, UInt32, Int32) -> Void) -> Bool {
        var never = StopPoll.never
        return (try? advances(utf8, poll: &never, body)) ?? false
    }

    /// `advances(_:_:)`, asking `poll` between chunks of a long text: it throws
    /// `TextWorkStopped` (having called `body` for part of the text) when the work should stop.
    /// The loops go a chunk at a time, so a label asks nothing.
    func advances(_ utf8: UnsafeBufferPointer<UInt8>, poll: inout StopPoll, _ body: (Int, UInt32, Int32) -> Void) throws -> Bool {
        guard usable, utf8.count > 0 else { return false }
        var allPairsKnown = true
        var previous = -1
        var together = false
        let n = utf8.count
        var start = 0
        while start < n {
            let end = min(n, start + StopPoll.chunk)
            for b in UnsafeBufferPointer(rebasing: utf8[start..<end]) {
                guard b < 0x80 else { return false }
                let c = Int(b)
                if state[c] == 0 && !together {
                    together = true
                    decideTogether(utf8)
                }
                let s = state[c]
                if s == 2 || (s == 0 && !decide(c)) { return false }
                if previous >= 0 {
                    let k = kern[previous << 7 | c]
                    if k == Self.pairUnsafe { return false }
                    if k == Self.pairUnknown { allPairsKnown = false }
                }
                previous = c
            }
            start = end
            if start < n { try poll.check() }
        }
        if !allPairsKnown {
            // Learning a long text's pairs shapes all of it (HarfBuzz, in one call).
            try poll.check()
            if try !learnPairs(utf8, &poll) { return false }
        }
        start = 0
        while start < n {
            let end = min(n, start + StopPoll.chunk)
            for i in start..<end {
                let c = Int(utf8[i])
                let a = advance[c] + (i + 1 < n ? kern[c << 7 | Int(utf8[i + 1])] : 0)
                body(i, glyph[c], a)
            }
            start = end
            if start < n { try poll.check() }
        }
        if checksLeft > 0 { check(utf8) }
        return usable
    }

    /// The width in pixels (synthetic bold included), or nil (see `advances`).
    func width(_ utf8: UnsafeBufferPointer<UInt8>) -> Double? {
        var never = StopPoll.never
        return (try? width(utf8, poll: &never)) ?? nil
    }

    /// `width(_:)`, asking `poll` between chunks of a long text (see `advances`).
    func width(_ utf8: UnsafeBufferPointer<UInt8>, poll: inout StopPoll) throws -> Double? {
        var total: Int32 = 0
        var extra = 0.0
        let bold = face.boldAdvance
        guard try advances(utf8, poll: &poll, { _, _, a in total += a; if a != 0 { extra += bold } }) else { return nil }
        return Double(total) / 64 + extra
    }

    /// Compares the table's answer for a label with HarfBuzz's.
    private func check(_ utf8: UnsafeBufferPointer<UInt8>) {
        checksLeft -= 1
        let expected = shape(String(decoding: utf8, as: UTF8.self))
        var k = 0
        var same = expected.count == utf8.count
        let n = utf8.count
        for i in 0..<n where same {
            let c = Int(utf8[i])
            let a = advance[c] + (i + 1 < n ? kern[c << 7 | Int(utf8[i + 1])] : 0)
            same = expected[k].id == glyph[c] && expected[k].xAdvance == a && expected[k].xOffset == 0 && expected[k].yOffset == 0
            k += 1
        }
        if !same { usable = false }
    }
}

/// The structural half of `ContextFreeAdvances` for one font file (every size shares it): the
/// default-feature lookups, and the characters accepted so far.
final class ContextFreeCharacters {
    /// Features HarfBuzz applies by default to horizontal Latin text (hb-ot-shape.cc).
    private static let defaultFeatures = ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "rvrn",
                                          "calt", "clig", "curs", "dist", "kern", "liga", "rclt", "ltra", "ltrm"]
    private let hbFace: OpaquePointer
    private var prepared = false
    private let gsub = hb_set_create()!
    /// Inputs of contextual GPOS lookups.
    private let positioned = hb_set_create()!
    private let accepted = hb_set_create()!
    private let trial = hb_set_create()!
    private var decided = [UInt8](repeating: 0, count: 128)

    init(hbFace: OpaquePointer) { self.hbFace = hbFace }

    deinit { [gsub, positioned, accepted, trial].forEach { hb_set_destroy($0) } }

    private static func tag(_ s: String) -> hb_tag_t {
        let b = Array(s.utf8)
        return hb_tag_t(b[0]) << 24 | hb_tag_t(b[1]) << 16 | hb_tag_t(b[2]) << 8 | hb_tag_t(b[3])
    }

    private func prepare() {
        prepared = true
        let scripts: [hb_tag_t] = [Self.tag("latn"), Self.tag("DFLT"), 0]
        let features = Self.defaultFeatures.map(Self.tag) + [0]
        hb_ot_layout_collect_lookups(hbFace, Self.tag("GSUB"), scripts, nil, features, gsub)
        // Where pairs compose, the font has no contextual GPOS lookup: nothing to collect.
        if pairsCompose { return }
        let gpos = hb_set_create()
        hb_ot_layout_collect_lookups(hbFace, Self.tag("GPOS"), scripts, nil, features, gpos)
        let before = hb_set_create(), input = hb_set_create(), after = hb_set_create(), output = hb_set_create()
        var index: hb_codepoint_t = UInt32.max   // HB_SET_VALUE_INVALID: from the start
        while hb_set_next(gpos, &index) != 0 {
            [before, input, after, output].forEach { hb_set_clear($0) }
            hb_ot_layout_lookup_collect_glyphs(hbFace, Self.tag("GPOS"), index, before, input, after, output)
            if hb_set_is_empty(before) == 0 || hb_set_is_empty(after) == 0 { hb_set_union(positioned, input) }
        }
        [before, input, after, output, gpos].forEach { hb_set_destroy($0) }
    }

    /// Whether HarfBuzz positions a string of qualifying characters pair by pair: each glyph's
    /// advance is its own plus the kerning of the pair it starts, whatever comes before or after.
    /// True when every GPOS lookup is a single adjustment (part of a glyph's own advance), a pair
    /// adjustment that moves only the first glyph of the pair (a second-glyph value makes
    /// HarfBuzz skip the next pair), or a mark attachment (no qualifying base moves), and no
    /// legacy `kern` or AAT table takes over. Then one shaping of a string holding many pairs
    /// teaches them all (`ContextFreeAdvances.learnPairsTogether`).
    private(set) lazy var pairsCompose: Bool = Self.pairsCompose(hbFace)

    private static func pairsCompose(_ hbFace: OpaquePointer) -> Bool {
        func table(_ name: String) -> OpaquePointer { hb_face_reference_table(hbFace, tag(name)) }
        for other in ["kern", "kerx", "morx", "mort"] {
            let blob = table(other)
            defer { hb_blob_destroy(blob) }
            if hb_blob_get_length(blob) != 0 { return false }
        }
        guard hb_ot_layout_has_positioning(hbFace) != 0 else { return false }
        let blob = table("GPOS")
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else { return false }
        let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
        func u16(_ o: Int) -> Int? { o >= 0 && o + 2 <= bytes.count ? Int(bytes[o]) << 8 | Int(bytes[o + 1]) : nil }
        func u32(_ o: Int) -> Int? {
            guard let high = u16(o), let low = u16(o + 2) else { return nil }
            return high << 16 | low
        }
        // GPOS header → LookupList → Lookup (type, flag, subtables) → subtable; an extension
        // subtable (type 9) holds the real type and a 32-bit offset to the subtable.
        guard let listOffset = u16(8), let count = u16(listOffset) else { return false }
        for i in 0..<count {
            guard let offset = u16(listOffset + 2 + 2 * i) else { return false }
            let lookup = listOffset + offset
            guard let type = u16(lookup), let subtables = u16(lookup + 4) else { return false }
            for k in 0..<subtables {
                guard let subOffset = u16(lookup + 6 + 2 * k) else { return false }
                var subtable = lookup + subOffset, kind = type
                if type == 9 {
                    guard let realType = u16(subtable + 2), let realOffset = u32(subtable + 4) else { return false }
                    kind = realType
                    subtable += realOffset
                }
                switch kind {
                case 1, 4, 5, 6: continue
                case 2:
                    // PairPos formats 1 and 2: valueFormat2 at offset 6.
                    guard let secondValue = u16(subtable + 6), secondValue == 0 else { return false }
                default:
                    return false   // cursive or contextual positioning
                }
            }
        }
        return true
    }

    /// Character `c`'s glyph when it has one that no contextual GPOS lookup takes as input.
    private func candidateGlyph(_ c: UInt8, _ font: OpaquePointer) -> hb_codepoint_t? {
        var g: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, hb_codepoint_t(c), &g) != 0 && g != 0 && hb_set_has(positioned, g) == 0 ? g : nil
    }

    /// Decides `candidates` with one substitution closure when they join the set together (a
    /// closure over a font's lookups costs ~0.1 M instructions; a label's characters and the
    /// digits otherwise cost one each). A candidate without a glyph, or a contextual GPOS input,
    /// does not qualify, as in `qualifies`. When the closure of the others grows, they are left
    /// undecided, for `qualifies` to decide one by one in the order labels bring them.
    func qualifyTogether(_ candidates: [UInt8], _ font: OpaquePointer) {
        if !prepared { prepare() }
        var joining: [(UInt8, hb_codepoint_t)] = []
        for c in candidates where decided[Int(c)] == 0 {
            if let g = candidateGlyph(c, font) { joining.append((c, g)) } else { decided[Int(c)] = 2 }
        }
        guard !joining.isEmpty else { return }
        hb_set_set(trial, accepted)
        for (_, g) in joining { hb_set_add(trial, g) }
        let size = hb_set_get_population(trial)
        hb_ot_layout_lookups_substitute_closure(hbFace, gsub, trial)
        guard hb_set_get_population(trial) == size else { return }
        for (c, g) in joining {
            hb_set_add(accepted, g)
            decided[Int(c)] = 1
        }
    }

    /// Whether character `c` joins the set: its glyph is no contextual GPOS input and adding it
    /// leaves the substitution closure of the set unchanged. Decided once; order matters only
    /// in which of two interacting characters (f and i of a ligature) is taken.
    func qualifies(_ c: UInt8, _ font: OpaquePointer) -> Bool {
        if decided[Int(c)] != 0 { return decided[Int(c)] == 1 }
        if !prepared { prepare() }
        let glyph = candidateGlyph(c, font)
        var ok = glyph != nil
        if let g = glyph {
            hb_set_set(trial, accepted)
            hb_set_add(trial, g)
            let size = hb_set_get_population(trial)
            hb_ot_layout_lookups_substitute_closure(hbFace, gsub, trial)
            ok = hb_set_get_population(trial) == size
            if ok { hb_set_add(accepted, g) }
        }
        decided[Int(c)] = ok ? 1 : 2
        return ok
    }
}
