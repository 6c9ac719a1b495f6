import CText
import Foundation

/// Finds an installed font for characters the app's fonts lack, through fontconfig's sorted
/// list for the text's language (the order GTK and Qt fall back in), one grapheme cluster at a
/// time. Emoji ask fontconfig's `emoji` family first, so they come out in colour.
///
/// When no installed font covers a character, the caller draws a box and `warnMissing` prints
/// one warning per script naming a Debian package that covers it.
final class FontFallback {
    /// A font fontconfig offers: its file, face index and coverage.
    struct Candidate { let path: String; let index: Int32; let charset: OpaquePointer }

    /// The sorted lists by request ("sans-serif:lang=ja", "emoji"…), built once per process:
    /// loading fontconfig's configuration and sorting costs milliseconds, and the installed
    /// fonts do not change under a running app.
    nonisolated(unsafe) private static var lists: [String: [Candidate]] = [:]
    nonisolated(unsafe) private static var fontSets: [UnsafeMutablePointer<FcFontSet>] = []   // keeps the charsets alive
    nonisolated(unsafe) private static let config: OpaquePointer? = FcInitLoadConfigAndFonts()
    /// Guards `lists` and `fontSets`, which `prepareInBackground` fills from another thread.
    private static let listsLock = NSLock()
    /// Families asked of `prepareInBackground` so far.
    nonisolated(unsafe) private static var preparing: Set<String> = []

    let log: WarningLog
    /// Cluster scalars → the chosen candidate (nil: none covers it), per language.
    private var chosen: [Request: Candidate?] = [:]
    private struct Request: Hashable { let scalars: [UInt32]; let family: String }
    private(set) var isClosed = false

    init(log: WarningLog) { self.log = log }

    /// The first font in fontconfig's order for `family` (a pattern like "sans-serif:lang=ja")
    /// that has every scalar of the cluster (default-ignorable ones aside).
    func font(for scalars: [UInt32], family: String) -> Candidate? {
        guard !isClosed else { return nil }
        let request = Request(scalars: scalars, family: family)
        if let known = chosen[request] { return known }
        let needed = scalars.filter { !Self.isIgnorable($0) }
        let found = Self.list(family).first { c in needed.allSatisfy { FcCharSetHasChar(c.charset, $0) != 0 } }
        chosen[request] = found
        return found
    }

    /// fontconfig's best font for `pattern` ("monospace", "serif:weight=bold"), if any.
    static func bestMatch(_ pattern: String) -> Candidate? { list(pattern).first }

    /// Loads fontconfig's configuration and sorts the lists a first character outside the
    /// app's fonts reaches (Han in the user's forms, emoji, sans-serif) on a background thread,
    /// once per process. Loading the configuration (its XML and font cache) and sorting cost
    /// ~4 ms (~30 M instructions), which the first frame to show such a character (a sheet
    /// opening on a Chinese paragraph) spent before. A frame that asks while this runs waits for
    /// it, as it would have done the work itself.
    static func prepareInBackground(_ families: [String] = ["sans-serif:lang=" + hanLanguage, "emoji", "sans-serif"]) {
        listsLock.lock()
        let new = families.filter { lists[$0] == nil && preparing.insert($0).inserted }
        listsLock.unlock()
        guard !new.isEmpty else { return }
        BackgroundPriority.startThread("gliss-fonts") {
            for family in new { _ = list(family) }
            // The faces the first Chinese text (its ideographs, and its punctuation, which is
            // no script's and falls back through plain sans-serif) and emoji open, opened ahead.
            for (family, scalar, sample, script) in [("sans-serif:lang=" + hanLanguage, UInt32(0x7684), "的一是", HB_SCRIPT_HAN),
                                                     ("sans-serif", UInt32(0x3002), "，。", HB_SCRIPT_COMMON),
                                                     ("emoji", UInt32(0x1F600), "😀", HB_SCRIPT_COMMON)] where new.contains(family) {
                if let c = list(family).first(where: { FcCharSetHasChar($0.charset, scalar) != 0 }) {
                    FontLibrary.openAhead(c.path, index: c.index, sample: sample, script: script)
                }
            }
        }
    }

    /// Whether fontconfig's list for `family` has been sorted (tests).
    static func isPrepared(_ family: String) -> Bool {
        listsLock.lock()
        defer { listsLock.unlock() }
        return lists[family] != nil
    }

    /// fontconfig's sorted fonts for `family`, trimmed to those that add coverage.
    private static func list(_ family: String) -> [Candidate] {
        listsLock.lock()
        defer { listsLock.unlock() }
        if let known = lists[family] { return known }
        var out: [Candidate] = []
        if let config, let pattern = FcNameParse(family) {
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            if let set = FcFontSort(config, pattern, 1, nil, &result) {
                fontSets.append(set)
                for i in 0..<Int(set.pointee.nfont) {
                    guard let p = set.pointee.fonts[i] else { continue }
                    var file: UnsafeMutablePointer<FcChar8>?
                    var index: Int32 = 0
                    var charset: OpaquePointer?
                    guard FcPatternGetString(p, "file", 0, &file) == FcResultMatch, let file,
                          FcPatternGetCharSet(p, "charset", 0, &charset) == FcResultMatch, let charset else { continue }
                    _ = FcPatternGetInteger(p, "index", 0, &index)
                    out.append(Candidate(path: String(cString: file), index: index, charset: charset))
                }
            }
            FcPatternDestroy(pattern)
        }
        lists[family] = out
        return out
    }

    /// Joiners, variation selectors, tags and bidi marks: carried by the font of the cluster
    /// they are in, which need not map them (HarfBuzz draws default ignorables as nothing).
    /// Control characters (a tab, a CR, a NUL pasted in) too: no font draws them, so looking for
    /// one only warned of a missing emoji font.
    static func isIgnorable(_ s: UInt32) -> Bool {
        s == 0x200D || s == 0x200C || (0xFE00...0xFE0F).contains(s) || (0xE0000...0xE0FFF).contains(s)
            || s == 0x20E3 || s == 0x200E || s == 0x200F || s == 0x061C || (0x202A...0x202E).contains(s)
            || (0x2066...0x2069).contains(s) || s < 0x20 || (0x7F...0x9F).contains(s)
    }

    /// ``isEmoji(_:)`` for a cluster of one scalar.
    static func isEmoji(_ v: UInt32) -> Bool {
        v == 0xFE0F || v == 0x20E3 || (0x1F000...0x1FAFF).contains(v) || (0x1F1E6...0x1F1FF).contains(v)
            || (0x2600...0x27BF).contains(v) && v.isEmojiPresentation
    }

    /// True for a cluster that wants an emoji font: emoji-presentation pictographs, flags,
    /// keycaps, or anything followed by the emoji variation selector.
    static func isEmoji(_ scalars: [UInt32]) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains(0xFE0F) || scalars.contains(0x20E3) { return true }
        if scalars.contains(0xFE0E) { return false }
        return (0x1F000...0x1FAFF).contains(first) || (0x1F1E6...0x1F1FF).contains(first)
            || (0x2600...0x27BF).contains(first) && first.isEmojiPresentation
    }

    /// The fontconfig request for a cluster whose first scalar is in `script`.
    static func family(for script: hb_script_t, emoji: Bool) -> String {
        if emoji { return "emoji" }
        switch script {
        case HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA: return "sans-serif:lang=ja"
        case HB_SCRIPT_HANGUL: return "sans-serif:lang=ko"
        case HB_SCRIPT_HAN: return "sans-serif:lang=" + hanLanguage
        default: return "sans-serif"
        }
    }

    /// Which Han glyph forms to prefer: the user's language when it is one of the CJK ones,
    /// else Simplified Chinese (what the tutorials Gliss reproduces are written in).
    static let hanLanguage: String = {
        let env = ProcessInfo.processInfo.environment
        let lang = [env["LC_ALL"], env["LC_CTYPE"], env["LANG"]].compactMap { $0 }.first { !$0.isEmpty }?.lowercased() ?? ""
        if lang.hasPrefix("ja") { return "ja" }
        if lang.hasPrefix("ko") { return "ko" }
        if lang.hasPrefix("zh_tw") || lang.hasPrefix("zh-tw") { return "zh-tw" }
        if lang.hasPrefix("zh_hk") || lang.hasPrefix("zh-hk") { return "zh-hk" }
        return "zh-cn"
    }()

    /// One warning per script with no installed font, naming a Debian package that has it.
    func warnMissing(script: hb_script_t, scalar: UInt32) {
        let (name, package) = Self.describe(script, scalar: scalar)
        log.once("font:missing:" + name,
                 "warning: no installed font has \(name) characters (U+\(String(scalar, radix: 16, uppercase: true)) …); they draw as boxes. Install a font that covers them, e.g. `apt-get install \(package)`")
    }

    /// What to call the characters of `script` (the first of them `scalar`) in that warning, and
    /// the package that draws them. CJK punctuation (。「」、 fullwidth forms) is in no script of
    /// its own (Common), but it is the CJK fonts that have it.
    static func describe(_ script: hb_script_t, scalar: UInt32) -> (String, String) {
        if script == HB_SCRIPT_COMMON && isCJKPunctuation(scalar) { return describe(HB_SCRIPT_HAN, scalar: scalar) }
        switch script {
        case HB_SCRIPT_HAN: return ("Han (Chinese)", "fonts-noto-cjk")
        case HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA: return ("Japanese kana", "fonts-noto-cjk")
        case HB_SCRIPT_HANGUL: return ("Hangul (Korean)", "fonts-noto-cjk")
        case HB_SCRIPT_ARABIC: return ("Arabic", "fonts-noto-core")
        case HB_SCRIPT_HEBREW: return ("Hebrew", "fonts-noto-core")
        case HB_SCRIPT_DEVANAGARI: return ("Devanagari", "fonts-noto-core")
        case HB_SCRIPT_THAI: return ("Thai", "fonts-noto-core")
        case HB_SCRIPT_COMMON: return ("emoji and symbol", "fonts-noto-color-emoji")
        default:
            let tag = hb_script_to_iso15924_tag(script)
            let chars = [24, 16, 8, 0].map { Character(Unicode.Scalar(UInt8((tag >> $0) & 0xFF))) }
            return ("\(String(chars)) script", "fonts-noto-core")
        }
    }

    /// CJK Symbols and Punctuation, Vertical Forms, CJK Compatibility Forms, Halfwidth and
    /// Fullwidth Forms.
    static func isCJKPunctuation(_ s: UInt32) -> Bool {
        (0x3000...0x303F).contains(s) || (0xFE10...0xFE1F).contains(s) || (0xFE30...0xFE4F).contains(s)
            || (0xFF00...0xFFEF).contains(s)
    }

    func close() {
        chosen.removeAll()
        isClosed = true
    }
}

private extension UInt32 {
    /// The few Miscellaneous Symbols and Dingbats that default to emoji presentation (☕ ⚡ ✅ ❌ …);
    /// the rest of those blocks are text symbols unless followed by U+FE0F.
    var isEmojiPresentation: Bool {
        [0x2614, 0x2615, 0x2648, 0x2649, 0x264A, 0x264B, 0x264C, 0x264D, 0x264E, 0x264F, 0x2650, 0x2651,
         0x2652, 0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE,
         0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A, 0x270B, 0x2728, 0x274C,
         0x274E, 0x2753, 0x2754, 0x2755, 0x2757, 0x2795, 0x2796, 0x2797, 0x27B0, 0x27BF].contains(self)
    }
}
