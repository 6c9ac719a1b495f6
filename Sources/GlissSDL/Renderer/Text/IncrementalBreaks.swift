import CText

/// libunibreak's line and word breaks of the last few long paragraphs, kept so that an edit of
/// one is broken from a little before where it changed rather than whole.
///
/// Typing 4,000 characters one a frame into the devices search broke the field's text and the
/// label echoing it whole at every key: `set_linebreaks_utf8` and `set_wordbreaks_utf8` were
/// 27 % of the run's instructions (callgrind), and what made a key at the end cost the text.
///
/// Where it may start again: at a space followed by two ASCII letters before the change. Both
/// algorithms decide a position from the characters round it (UAX #14 pairs, with the class
/// before a run of spaces; UAX #29 pairs, looking two characters ahead), and a letter after a
/// letter leaves both in the same state whatever came before: breaking from the space on gives
/// the verdicts after the first letter that breaking the whole text gives, and the verdicts
/// kept before it looked no further than the letters. With no such place (CJK, one long word),
/// the text is broken whole. ``IncrementalBreaksTests`` compares random edits with breaking whole.
struct RecentBreaks {
    /// Paragraphs shorter than this are broken whole (and not kept).
    static let minBytes = 1024
    /// How many are kept: a field's text and the labels that echo it.
    static let count = 4
    /// At most this many bytes of text and verdicts kept (three per byte of text); the
    /// newest is kept whatever its size.
    static let byteBudget = 12 << 20
    /// How far before the change a place to start again is looked for.
    static let searchBytes = 1024

    /// A paragraph's bytes as libunibreak saw them (`withoutRegionalIndicators`) and its verdicts
    /// per byte: `LINEBREAK_*` after each, `WORDBREAK_*` after each.
    struct Entry {
        var bytes: [UInt8]
        var lineBreaks: [CChar]
        var wordBreaks: [CChar]
    }

    private(set) var entries: [Entry] = []
    /// False: every paragraph broken whole (the reference the tests compare with).
    var isEnabled = true
    /// Bytes broken again, and bytes whose verdicts were kept (tests).
    private(set) var bytesBroken = 0, bytesKept = 0

    /// The line and word verdicts of `string`'s bytes (as `withoutRegionalIndicators` gives them).
    mutating func breaks(_ string: String) -> (line: [CChar], word: [CChar]) {
        let bytes = ParagraphLayout.withoutRegionalIndicators(string)
        let n = bytes.count
        guard isEnabled, n >= Self.minBytes else { return Self.whole(bytes) }
        // The kept paragraph sharing the longest start, and where breaking may start again.
        var best: (index: Int, restart: Int)?
        for (i, e) in entries.enumerated() {
            let shared = e.bytes.withUnsafeBufferPointer { a in bytes.withUnsafeBufferPointer { RecentShapings.commonPrefix(a, $0) } }
            if shared == n && shared == e.bytes.count {
                // The same text: move it to the front.
                let hit = entries.remove(at: i)
                entries.insert(hit, at: 0)
                bytesKept += n
                return (hit.lineBreaks, hit.wordBreaks)
            }
            if let r = Self.restart(bytes, before: shared), r > (best?.restart ?? 0) { best = (i, r) }
        }
        var result: (line: [CChar], word: [CChar])
        if let best {
            let old = entries[best.index]
            let r = best.restart
            let tail = Array(bytes[r...])
            let fresh = Self.whole(tail)
            // Kept: the verdicts before the first letter's; broken again: from it on.
            let keep = r + 1
            result.line = Array(old.lineBreaks[..<keep]) + fresh.line[1...]
            result.word = Array(old.wordBreaks[..<keep]) + fresh.word[1...]
            bytesKept += keep
            bytesBroken += tail.count
            entries.remove(at: best.index)
        } else {
            result = Self.whole(bytes)
            bytesBroken += n
        }
        entries.insert(Entry(bytes: bytes, lineBreaks: result.line, wordBreaks: result.word), at: 0)
        entries.keepNewest(limit: Self.count, budget: Self.byteBudget) { 3 * $0.bytes.count }
        return result
    }

    /// A place at or after `shared - searchBytes` where breaking may start again for a text
    /// whose first `shared` bytes are unchanged: a space followed by two ASCII letters, all
    /// before the change.
    static func restart(_ bytes: [UInt8], before shared: Int) -> Int? {
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
        var r = shared - 4
        let lowest = max(0, shared - searchBytes)
        while r >= lowest {
            if bytes[r] == 0x20 && isLetter(bytes[r + 1]) && isLetter(bytes[r + 2]) { return r }
            r -= 1
        }
        return nil
    }

    /// Both verdicts of all of `bytes`.
    static func whole(_ bytes: [UInt8]) -> (line: [CChar], word: [CChar]) {
        ParagraphLayout.initialise()
        var s = bytes
        let n = s.count
        var line = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: n)
        var word = [CChar](repeating: 0, count: n)
        guard n > 0 else { return (line, word) }
        s.withUnsafeMutableBufferPointer { utf8 in
            line.withUnsafeMutableBufferPointer { set_linebreaks_utf8(utf8.baseAddress, n, nil, $0.baseAddress) }
            word.withUnsafeMutableBufferPointer { set_wordbreaks_utf8(utf8.baseAddress, n, nil, $0.baseAddress) }
        }
        return (line, word)
    }
}
