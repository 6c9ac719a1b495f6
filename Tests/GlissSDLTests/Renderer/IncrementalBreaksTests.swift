import XCTest
import CText
@testable import GlissSDL

/// A long paragraph edited is broken from a little before where it changed (``RecentBreaks``):
/// its line and word verdicts are those of breaking it whole, for every kind of edit and
/// script, and typing at its end breaks a few bytes a key.
final class IncrementalBreaksTests: XCTestCase {
    /// Pieces whose verdicts hang on context: spaces after an opening bracket (UAX #14 LB14),
    /// quotes, numbers with separators, letters round apostrophes and full stops (UAX #29 WB6,
    /// WB7, WB11), Hebrew with a hyphen (LB21a), emoji sequences, flags, CJK, combining marks,
    /// no-break and zero-width spaces, URLs, soft hyphens.
    private let pieces = ["Typing a long line of text, word after word. ", "(   ab cd) ", "“ quoted ” ‘x’ ", "3.14, 1,000 and 2nd ",
                          "don't e.g. U.S.A. ", "שלום-עולם זו שורה ", "مرحبا بالعالم، ", "👩‍👩‍👧 👍🏽 ", "🇫🇷🇩🇪 flags ",
                          "照片和文字。 ", "e\u{301}a\u{308} marks ", "a\u{00A0}b c\u{200B}d ", "http://x.y/z?q=1&r=2 ",
                          "soft\u{00AD}hyphen ", "tab\there ", "abcdefghij", "     "]

    /// A fixed sequence of edits (a linear congruential generator): every run tests the same.
    private struct Steps {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
    }

    func testEveryEditOfALongParagraphBreaksAsBreakingItWhole() {
        var recent = RecentBreaks()
        var steps = Steps()
        var chars = Array((0..<30).map { pieces[$0 % pieces.count] }.joined())
        for step in 0..<300 {
            let at = steps.next(chars.count + 1)
            switch step % 10 {
            case 0, 1, 2, 3: chars.append(Array("abcdefghij ")[steps.next(11)])
            case 4: chars.insert(contentsOf: pieces[steps.next(pieces.count)], at: at)
            case 5: chars.removeSubrange(at..<min(chars.count, at + steps.next(40)))
            case 6: chars.append(contentsOf: pieces[steps.next(pieces.count)])
            case 7: chars.insert(contentsOf: "(  ", at: at)
            case 8: if !chars.isEmpty { chars.removeLast() }
            default:
                let odd: [Character] = ["x", " ", "\u{301}", "(", ".", "'", "1", "-"]
                chars.insert(odd[steps.next(odd.count)], at: at)
            }
            let text = String(chars)
            let got = recent.breaks(text)
            let want = RecentBreaks.whole(ParagraphLayout.withoutRegionalIndicators(text))
            if let i = got.line.indices.first(where: { got.line[$0] != want.line[$0] }) ?? (got.line.count != want.line.count ? -1 : nil) {
                XCTFail("edit \(step) at \(at): line verdict \(i) differs from breaking whole")
                return
            }
            if let i = got.word.indices.first(where: { got.word[$0] != want.word[$0] }) ?? (got.word.count != want.word.count ? -1 : nil) {
                XCTFail("edit \(step) at \(at): word verdict \(i) differs from breaking whole")
                return
            }
        }
        XCTAssertGreaterThan(recent.bytesKept, 2 * recent.bytesBroken,
                             "edits broke their paragraph whole: kept \(recent.bytesKept), broke \(recent.bytesBroken)")
    }

    /// Typing at the end of a 4,000-character query breaks a few dozen bytes a key, not 4,000.
    func testTypingAtTheEndBreaksAFewBytesAKey() {
        var recent = RecentBreaks()
        var text = String(repeating: "abcdefghi ", count: 400)
        _ = recent.breaks(text)
        let before = recent.bytesBroken
        for c in "klmnopqrst" { text.append(c); _ = recent.breaks(text) }
        XCTAssertLessThan(recent.bytesBroken - before, 10 * 40, "ten keys broke \(recent.bytesBroken - before) bytes")
    }

    /// Text with no space before two letters near the change (CJK, one long word) is broken whole.
    func testTextWithNoPlaceToStartAgainIsBrokenWhole() {
        var recent = RecentBreaks()
        var text = String(repeating: "照片和文字", count: 400)
        _ = recent.breaks(text)
        text.append("照")
        let got = recent.breaks(text)
        XCTAssertEqual(got.line, RecentBreaks.whole(ParagraphLayout.withoutRegionalIndicators(text)).line)
        XCTAssertEqual(recent.bytesBroken, 2 * text.utf8.count - 3)
    }
}
