import CText
import GlissCore

/// One paragraph (text without a newline) itemised and shaped, in pixels at the fonts' scale:
/// the runs in logical order, each in one font, one direction and one script, with HarfBuzz's
/// glyphs. Measuring a label is its `width`; drawing it walks `visualOrder`; breaking it into
/// lines (`ParagraphLayout`) reuses the runs.
///
/// Itemising: FriBidi's embedding levels (only when the text holds a right-to-left or bidi
/// control character: most labels skip it), then per grapheme cluster the app's font if it has
/// every character, else the fallback font fontconfig gives for the cluster's script, then the
/// script (common characters such as spaces join their neighbour's run).
final class ShapedText {
    struct Glyph {
        let id: UInt32
        /// UTF-8 offset of the first character it draws.
        let cluster: Int32
        /// Pixels (HarfBuzz's 26.6 units converted once).
        let advance: Float
        let xOffset: Float
        let yOffset: Float
    }

    struct Run {
        let range: Range<Int>
        let level: UInt8
        let face: FontLibrary.Face
        /// Glyphs in visual order (HarfBuzz reverses right-to-left runs).
        let glyphs: [Glyph]
        let advance: Double
        var isRightToLeft: Bool { level & 1 == 1 }

        /// The glyphs whose cluster lies in `span` (UTF-8 offsets), in visual order. Found by
        /// binary search — HarfBuzz keeps a run's clusters monotonic (`MONOTONE_GRAPHEMES`:
        /// ascending left to right, descending in a right-to-left run) — so a line costs its
        /// own glyphs: filtering the run for each line cost a 1 MB paragraph's 5,000 lines
        /// 5,000 passes over a million glyphs.
        func glyphs(in span: Range<Int>) -> ArraySlice<Glyph> {
            let lo = span.lowerBound, hi = span.upperBound
            if isRightToLeft {
                return glyphs[firstIndex { Int($0.cluster) < hi }..<firstIndex { Int($0.cluster) < lo }]
            }
            return glyphs[firstIndex { Int($0.cluster) >= lo }..<firstIndex { Int($0.cluster) >= hi }]
        }

        /// The first index whose glyph satisfies `past` (false before it, true from it on).
        private func firstIndex(_ past: (Glyph) -> Bool) -> Int {
            var a = 0, b = glyphs.count
            while a < b {
                let m = (a + b) / 2
                if past(glyphs[m]) { b = m } else { a = m + 1 }
            }
            return a
        }
    }

    let text: String
    /// The app's font: its metrics place the line.
    let primary: FontLibrary.Face
    let isRightToLeft: Bool
    let runs: [Run]
    /// Run indices left to right (UAX #9 rule L2 over the runs' levels).
    let visualOrder: [Int]
    /// The advance width in pixels.
    let width: Double

    init(text: String, primary: FontLibrary.Face, isRightToLeft: Bool, runs: [Run]) {
        self.text = text; self.primary = primary; self.isRightToLeft = isRightToLeft; self.runs = runs
        visualOrder = runs.count == 1 ? ShapedText.single : ShapedText.visualOrder(runs.map(\.level))
        width = runs.reduce(0) { $0 + $1.advance }
    }

    /// Approximate bytes held (the cache's bound).
    var byteCount: Int { 64 + text.utf8.count + runs.reduce(0) { $0 + 48 + $1.glyphs.count * MemoryLayout<Glyph>.stride } }

    private static let single = [0]

    /// Reorders items by their levels (UAX #9 L2): from the highest level down to the lowest odd
    /// one, every maximal sequence at that level or above is reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let maxLevel = levels.max(), maxLevel > 0 else { return order }
        let minOdd = levels.filter { $0 & 1 == 1 }.min() ?? maxLevel
        var level = maxLevel
        while level >= max(1, minOdd) {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}

/// Shapes paragraphs with HarfBuzz (one buffer, reused), itemising them as `ShapedText` says.
final class TextShaper {
    let fonts: FontLibrary
    private let buffer: OpaquePointer = hb_buffer_create()
    /// The last long paragraphs shaped, for shaping their edits from where they changed.
    var recent = RecentShapings()
    private let unicode = hb_unicode_funcs_get_default()

    /// A stretch of a paragraph shaped as one HarfBuzz run (UTF-8 offsets).
    typealias Item = (range: Range<Int>, level: UInt8, face: FontLibrary.Face, script: hb_script_t)

    init(fonts: FontLibrary) { self.fonts = fonts }
    deinit { hb_buffer_destroy(buffer) }

    /// `text` (one paragraph: no newline) shaped in `primary` and its fallbacks.
    func shape(_ text: String, primary: FontLibrary.Face) -> ShapedText {
        var never = StopPoll.never
        return try! shape(text, primary: primary, poll: &never)
    }

    /// `shape(_:primary:)`, asking `poll` between chunks of a long text: throws
    /// `TextWorkStopped` when the work should stop. (HarfBuzz shapes a run in one call, fast
    /// beside the walks around it.)
    ///
    /// `reusing`: a long text is shaped from a kept shaping of a text it shares a start with,
    /// and kept (`RecentShapings`); false for a stretch of a text shaped once (an edit's
    /// window, `patchParagraph`), which would push the texts' shapings out.
    ///
    /// `direction`: the paragraph's base direction (true: right to left) when it is given
    /// rather than found from its first strong character: an edit's window of a paragraph
    /// takes the paragraph's (`ParagraphLayout.direction`).
    func shape(_ text: String, primary: FontLibrary.Face, reusing: Bool = true, direction: Bool? = nil,
               poll: inout StopPoll) throws -> ShapedText {
        var bytes = text
        return try bytes.withUTF8 { utf8 in
            guard let base = utf8.baseAddress, utf8.count > 0 else {
                return ShapedText(text: "", primary: primary, isRightToLeft: false, runs: [])
            }
            let chars = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            var items: [Item] = []
            var rtl = false
            // (Left-to-right text in a right-to-left paragraph takes bidi's levels: no shortcut.)
            if direction != true, let run = try contextFreeRun(utf8, primary, &poll) {
                return ShapedText(text: text, primary: primary, isRightToLeft: false, runs: [run])
            }
            if direction != true, let simple = simpleItem(utf8, primary) {
                items = [(0..<utf8.count, 0, primary, simple)]
            } else {
                (items, rtl) = try itemise(text, utf8, primary, &poll, fast: direction != true, direction: direction)
            }
            let runs = reusing && utf8.count >= RecentShapings.minBytes
                ? try shapeReusing(text, utf8, items, primary: primary, poll: &poll)
                : try items.map { item in
                    try poll.check()
                    return shapeRun(chars, Int32(utf8.count), item.range, level: item.level, face: item.face, script: item.script)
                }
            return ShapedText(text: text, primary: primary, isRightToLeft: rtl, runs: runs)
        }
    }

    /// New labels a font measures before its face builds a context-free table: the second. The
    /// table is cheap to prove where a face's pairs compose (one closure for a label's characters
    /// and the digits, one shaping for many pairs: ~0.3 M instructions for a list of "Row N",
    /// about ten labels' HarfBuzz shaping); a label measured again and again builds none.
    /// (It was 128 when every character cost a closure and every pair a shaping, ~2 M.)
    static let contextFreeAfter = 2

    /// The face's context-free table, built now if it was not.
    func buildContextFree(_ face: FontLibrary.Face) -> ContextFreeAdvances {
        if let t = face.contextFree { return t }
        let t = ContextFreeAdvances(face: face) { [unowned self, unowned face] in self.shapeLatin($0, face) }
        face.contextFree = t
        return t
    }

    /// `utf8` as one run from the face's context-free table, when every character qualifies.
    private func contextFreeRun(_ utf8: UnsafeBufferPointer<UInt8>, _ face: FontLibrary.Face, _ poll: inout StopPoll) throws -> ShapedText.Run? {
        var glyphs: [ShapedText.Glyph] = []
        glyphs.reserveCapacity(utf8.count)
        var total = 0.0
        let bold = Float(face.boldAdvance)
        guard let table = face.contextFree else { return nil }
        let ok = try table.advances(utf8, poll: &poll) { i, g, a in
            var advance = Float(a) / 64
            if advance != 0 { advance += bold }
            glyphs.append(.init(id: g, cluster: Int32(i), advance: advance, xOffset: 0, yOffset: 0))
            total += Double(advance)
        }
        return ok ? ShapedText.Run(range: 0..<utf8.count, level: 0, face: face, glyphs: glyphs, advance: total) : nil
    }

    /// HarfBuzz's raw answer for a left-to-right Latin string in `face` (the table's reference).
    func shapeLatin(_ text: String, _ face: FontLibrary.Face) -> [(id: UInt32, cluster: UInt32, xAdvance: Int32, xOffset: Int32, yOffset: Int32)] {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf8(buffer, text, -1, 0, -1)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        shape(face)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { i in
            (infos[i].codepoint, infos[i].cluster, positions[i].x_advance, positions[i].x_offset, positions[i].y_offset)
        }
    }

    /// Latin text the primary font covers entirely (nearly every label): one run, no bidi, no
    /// fallback lookups.
    private func simpleItem(_ utf8: UnsafeBufferPointer<UInt8>, _ primary: FontLibrary.Face) -> hb_script_t? {
        for b in utf8 where b >= 0x80 || !primary.file.covers(UInt32(b)) { return nil }
        return HB_SCRIPT_LATIN
    }

    /// `text`'s items and whether its base direction is right to left; `fast: false` walks
    /// its clusters even where ``latinItem(_:_:)`` answers (for the tests that compare them).
    func itemise(_ text: String, _ utf8: UnsafeBufferPointer<UInt8>, _ primary: FontLibrary.Face, _ poll: inout StopPoll,
                 fast: Bool = true, direction: Bool? = nil) throws -> ([Item], Bool) {
        if fast, let item = latinItem(utf8, primary) { return ([item], false) }
        // Scalars with their UTF-8 offsets.
        var scalars: [UInt32] = []
        var offsets: [Int] = []
        var o = 0
        var nextCheck = poll.ask == nil ? Int.max : StopPoll.chunk
        var needsBidi = false
        for s in text.unicodeScalars {
            scalars.append(s.value); offsets.append(o)
            o += UTF8.width(s)
            if Self.mayBeRightToLeft(s.value) { needsBidi = true }
            if o >= nextCheck { try poll.check(); nextCheck = o + StopPoll.chunk }
        }
        var levels = [UInt8](repeating: 0, count: scalars.count)
        var rtl = false
        if needsBidi || direction == true { rtl = Self.bidiLevels(scalars, &levels, direction: direction) }

        var items: [Item] = []
        nextCheck = poll.ask == nil ? Int.max : StopPoll.chunk
        var si = 0   // scalar index at the cluster's start
        var lastScript = HB_SCRIPT_COMMON
        // The fallback face of each character (and script) met: asked for each, four lookups
        // and an array a character were 13 % of laying out a megabyte of Arabic.
        var fallbacks: [UInt64: FontLibrary.Face] = [:]
        for ch in text {
            let n = ch.unicodeScalars.count
            if si >= nextCheck { try poll.check(); nextCheck = si + StopPoll.chunk }
            let byteStart = offsets[si]
            let byteEnd = si + n < offsets.count ? offsets[si + n] : utf8.count
            var script = hb_unicode_script(unicode, scalars[si])
            let inherits = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
            // A one-scalar cluster the app's font has (most of them) needs no array and no
            // fallback question.
            let v = scalars[si]
            let face: FontLibrary.Face
            if v == 0x20, n == 1, levels[si] & 1 == 1, let last = items.last, last.face !== primary,
               last.level == levels[si], last.face.file.covers(0x20) {
                // A space between right-to-left words keeps their fallback face, as Pango's
                // itemiser does (no font is chosen for a space): a line of Arabic is then one
                // run, not a run a word and a run a space (~150 K in a megabyte, copied at
                // each step of its preparation: ~40 ms a step at its end).
                face = last.face
            } else if n == 1 && !FontFallback.isEmoji(v) {
                if FontFallback.isIgnorable(v) || primary.file.covers(v) {
                    face = primary
                } else if let known = fallbacks[UInt64(v) << 32 | UInt64(script.rawValue)] {
                    face = known
                } else {
                    face = faceFor([v], script: script, primary: primary)
                    fallbacks[UInt64(v) << 32 | UInt64(script.rawValue)] = face
                }
            } else {
                face = faceFor(Array(scalars[si..<(si + n)]), script: script, primary: primary)
            }
            if inherits { script = lastScript } else { lastScript = script }
            let level = levels[si]
            if let last = items.last, last.face === face, last.level == level,
               last.script == script || inherits || last.script == HB_SCRIPT_COMMON {
                items[items.count - 1].range = last.range.lowerBound..<byteEnd
                if last.script == HB_SCRIPT_COMMON { items[items.count - 1].script = script }
            } else {
                items.append((byteStart..<byteEnd, level, face, script))
            }
            si += n
        }
        return (items, rtl)
    }

    /// Latin text the app's font draws whole is one item: left to right, the app's font, Latin
    /// (or Common with no letter) — what the general walk below gives it, from the bytes alone
    /// (walking `Character`s and asking per cluster cost 20 % of laying out a 1 MB line, and
    /// 0.6 M instructions a keystroke in a 2,000-character label quoting a query in “ ”).
    /// Beside ASCII, scalars of ``isPlainLatin(_:)`` qualify: no emoji, no right-to-left, nothing
    /// fontconfig is asked about. Nil for anything else.
    func latinItem(_ utf8: UnsafeBufferPointer<UInt8>, _ primary: FontLibrary.Face) -> Item? {
        var present = [Bool](repeating: false, count: 128)
        var letters = false
        var i = 0
        let n = utf8.count
        while i < n {
            let b = utf8[i]
            if b < 0x80 { present[Int(b)] = true; i += 1; continue }
            // Two- and three-byte sequences only (every plain Latin scalar is below U+2100).
            var v: UInt32
            if b & 0xE0 == 0xC0 && i + 1 < n {
                v = UInt32(b & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F); i += 2
            } else if b & 0xF0 == 0xE0 && i + 2 < n {
                v = UInt32(b & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F); i += 3
            } else {
                return nil
            }
            guard Self.isPlainLatin(v), primary.file.covers(v) else { return nil }
            let script = hb_unicode_script(unicode, v)
            if script == HB_SCRIPT_LATIN { letters = true } else if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED { return nil }
        }
        for b in 0..<128 where present[b] {
            let v = UInt32(b)
            if !(FontFallback.isIgnorable(v) || primary.file.covers(v)) { return nil }
            if hb_unicode_script(unicode, v) != HB_SCRIPT_COMMON { letters = true }
        }
        return (0..<utf8.count, 0, primary, letters ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON)
    }

    /// Latin-1 and Latin Extended letters, combining diacritics, typographic punctuation
    /// (dashes, quotes, bullets, ellipsis) and currency signs: none is an emoji, right to left,
    /// a bidi control or a line or paragraph separator.
    static func isPlainLatin(_ v: UInt32) -> Bool {
        (0xA0...0x24F).contains(v) || (0x300...0x36F).contains(v) || (0x1E00...0x1EFF).contains(v)
            || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v) || (0x20A0...0x20C0).contains(v)
    }

    /// The face that draws a cluster: the app's font when it has every character (and the
    /// cluster is not an emoji that wants colour), else fontconfig's choice at the same size,
    /// else the app's font (its missing-glyph box) with a warning naming the script.
    private func faceFor(_ scalars: [UInt32], script: hb_script_t, primary: FontLibrary.Face) -> FontLibrary.Face {
        let emoji = FontFallback.isEmoji(scalars)
        if !emoji && scalars.allSatisfy({ FontFallback.isIgnorable($0) || primary.file.covers($0) }) { return primary }
        let family = FontFallback.family(for: script, emoji: emoji)
        if let c = fonts.fallback.font(for: scalars, family: family) ?? (emoji ? fonts.fallback.font(for: scalars, family: "sans-serif") : nil),
           let file = fonts.file(c.path, index: c.index) {
            return fonts.face(of: file, pixels: primary.pixels,
                              style: FontLibrary.Style(oblique: primary.oblique, tabularDigits: primary.tabularDigits))
        }
        if scalars.allSatisfy({ FontFallback.isIgnorable($0) || primary.file.covers($0) }) { return primary }
        fonts.fallback.warnMissing(script: emoji ? HB_SCRIPT_COMMON : script, scalar: scalars[0])
        return primary
    }

    private func shapeRun(_ chars: UnsafePointer<CChar>, _ length: Int32, _ range: Range<Int>, level: UInt8,
                          face: FontLibrary.Face, script: hb_script_t) -> ShapedText.Run {
        var glyphs: [ShapedText.Glyph] = []
        var advance = 0.0
        var noFlags: [Bool]? = nil
        appendShaped(chars, length, range, level: level, face: face, script: script, to: &glyphs, advance: &advance,
                     unsafeToBreak: &noFlags)
        return ShapedText.Run(range: range, level: level, face: face, glyphs: glyphs, advance: advance)
    }

    /// HarfBuzz's glyphs for `range` of the text (the rest of it is context) appended to
    /// `glyphs`, their advances added to `advance`; with `unsafeToBreak`, each glyph's
    /// `HB_GLYPH_FLAG_UNSAFE_TO_BREAK` appended to it.
    func appendShaped(_ chars: UnsafePointer<CChar>, _ length: Int32, _ range: Range<Int>, level: UInt8,
                      face: FontLibrary.Face, script: hb_script_t, to glyphs: inout [ShapedText.Glyph],
                      advance: inout Double, unsafeToBreak: inout [Bool]?) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf8(buffer, chars, length, UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
        shape(face)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        glyphs.reserveCapacity(glyphs.count + Int(count))
        let bold = Float(face.boldAdvance)
        if let infos, unsafeToBreak != nil {
            for i in 0..<Int(count) {
                unsafeToBreak!.append(infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
            }
        }
        if let infos, let positions {
            for i in 0..<Int(count) {
                let p = positions[i]
                var a = Float(p.x_advance) / 64
                if a != 0 { a += bold }
                var id = infos[i].codepoint
                // A control character the font lacks keeps its advance (a tab stays a gap) but
                // draws blank, not the missing-glyph box.
                if id == 0 && Self.isControl(chars, Int(infos[i].cluster), Int(length)) { id = face.spaceGlyph }
                glyphs.append(.init(id: id, cluster: Int32(infos[i].cluster), advance: a,
                                    xOffset: Float(p.x_offset) / 64, yOffset: Float(p.y_offset) / 64))
                advance += Double(a)
            }
        }
    }

    /// HarfBuzz shapes the buffer in `face`, with `tnum` for a face of `monospacedDigit()`.
    private func shape(_ face: FontLibrary.Face) {
        if face.tabularDigits {
            var tnum = Self.tabularNumbers
            hb_shape(face.hbFont, buffer, &tnum, 1)
        } else {
            hb_shape(face.hbFont, buffer, nil, 0)
        }
    }

    /// OpenType's tabular figures, over the whole buffer.
    private static let tabularNumbers = hb_feature_t(tag: gliss_HB_TAG(0x74, 0x6E, 0x75, 0x6D), value: 1,
                                                     start: 0, end: UInt32.max)

    /// Whether the character at UTF-8 offset `i` is a C0 or C1 control (or DEL).
    private static func isControl(_ chars: UnsafePointer<CChar>, _ i: Int, _ length: Int) -> Bool {
        let b = UInt8(bitPattern: chars[i])
        return b < 0x20 || b == 0x7F || (b == 0xC2 && i + 1 < length && UInt8(bitPattern: chars[i + 1]) < 0xA0)
    }

    /// Hebrew, Arabic and the other right-to-left blocks, and the bidi controls.
    static func mayBeRightToLeft(_ s: UInt32) -> Bool {
        (0x0590...0x08FF).contains(s) || (0xFB1D...0xFDFF).contains(s) || (0xFE70...0xFEFF).contains(s)
            || (0x10800...0x10FFF).contains(s) || (0x1E800...0x1EFFF).contains(s)
            || (0x200E...0x200F).contains(s) || (0x202A...0x202E).contains(s) || (0x2066...0x2069).contains(s) || s == 0x061C
    }

    /// FriBidi's embedding levels for one paragraph; returns whether its base direction is
    /// right-to-left. `direction` gives the base direction (true: right to left); nil finds it
    /// from the first strong character.
    static func bidiLevels(_ scalars: [UInt32], _ levels: inout [UInt8], direction: Bool? = nil) -> Bool {
        let n = Int32(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var out = [FriBidiLevel](repeating: 0, count: scalars.count)
        var base = direction.map { $0 ? gliss_FRIBIDI_PAR_RTL() : gliss_FRIBIDI_PAR_LTR() } ?? gliss_FRIBIDI_PAR_ON()
        fribidi_get_bidi_types(scalars, n, &types)
        fribidi_get_bracket_types(scalars, n, types, &brackets)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, n, &base, &out) != 0 else { return false }
        for i in 0..<scalars.count { levels[i] = UInt8(bitPattern: out[i]) }
        return gliss_FRIBIDI_PAR_IS_RTL(base) != 0
    }
}
