import XCTest
import GlissCore

/// `.lineLimit`, `.truncationMode`, `.multilineTextAlignment` and `.lineSpacing` on texts,
/// read back from the draw commands. 10 pt text: 6 pt per character, 12 pt lines.
final class TextModifierTests: XCTestCase {
    let f = Font(size: 10)

    /// Four 4-letter words wrapped to 30 pt: one word a line.
    private func fourLines(_ ui: UI) -> NodeRef {
        ui.text("aaaa bbbb cccc dddd", font: f)
    }

    func testLineLimitTruncatesTheLastLineShownByTheTruncationMode() {
        func drawn(_ mode: TruncationMode) -> [String] {
            let h = CoreHarness { ui in
                self.fourLines(ui).lineLimit(2).truncationMode(mode).accessibility(label: "t").frame(width: 30)
            }
            h.frame()
            XCTAssertEqual(h.node("t")?.frame.size, Size(30, 24), "\(mode)")
            return h.texts.map(\.string)
        }
        XCTAssertEqual(drawn(.tail), ["aaaa", "bbbb…"])
        XCTAssertEqual(drawn(.head), ["aaaa", "…dddd"])
        XCTAssertEqual(drawn(.middle), ["aaaa", "bb…dd"])
    }

    /// Every line break SwiftUI's `Text` breaks at starts a line (CR LF from pasted text, the
    /// Unicode line and paragraph separators); a dash that shares their first UTF-8 byte does not.
    func testEveryKindOfLineBreakStartsALine() {
        for text in ["ab\r\ncd", "ab\rcd", "ab\u{2028}cd", "ab\u{2029}cd", "ab\u{85}cd", "ab\ncd"] {
            let h = CoreHarness { ui in ui.text(text, font: self.f).accessibility(label: "t") }
            h.frame()
            XCTAssertEqual(h.texts.map(\.string), ["ab", "cd"], text.debugDescription)
            XCTAssertEqual(h.node("t")?.frame.size, Size(12, 24), text.debugDescription)
        }
        let h = CoreHarness { ui in ui.text("ab—cd", font: self.f).accessibility(label: "t") }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["ab—cd"])
    }

    /// Line breaks after, between and inside runs of eight ASCII bytes (which the check for
    /// them passes over a word at a time) still start lines.
    func testLineBreaksAfterLongASCIIRunsStartALine() {
        for (text, lines) in [("abcdefghij\nklmnopqrst", ["abcdefghij", "klmnopqrst"]),
                              ("ab\u{2028}cdefghijklmnop", ["ab", "cdefghijklmnop"]),
                              ("abcdefghijklmn\rop", ["abcdefghijklmn", "op"]),
                              ("abcdefghijklmnop\u{85}", ["abcdefghijklmnop"]),
                              ("éabcdefghijklmn\nop", ["éabcdefghijklmn", "op"])] {
            let h = CoreHarness(width: 800) { ui in ui.text(text, font: self.f).fixedSize() }
            h.frame()
            XCTAssertEqual(h.texts.map(\.string), lines, text.debugDescription)
        }
    }

    func testALimitTheTextStaysWithinDrawsNoEllipsis() {
        let h = CoreHarness { ui in self.fourLines(ui).lineLimit(4).frame(width: 30) }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["aaaa", "bbbb", "cccc", "dddd"])
    }

    func testALimitedLabelTooWideForItsFrameIsTruncatedAndAPlainOneIsNot() {
        let h = CoreHarness { ui in
            ui.vstack(alignment: .leading) {
                ui.text("abcdefgh", font: self.f).lineLimit(1).accessibility(label: "limited")
                ui.text("ijklmnop", font: self.f)
            }.frame(width: 30)
        }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["abcd…", "ijklmnop"])
        XCTAssertEqual(h.node("limited")?.frame.width, 30)
    }

    func testLineLimitCapsLinesBrokenAtNewlines() {
        let h = CoreHarness { ui in ui.text("one\ntwo\nthree", font: self.f).lineLimit(2).accessibility(label: "t") }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["one", "two…"])
        XCTAssertEqual(h.node("t")?.frame.height, 24)
    }

    /// The x of each drawn line relative to the first (the widest, "aaaa", 24 pt; "bb" is 12).
    private func lineOffsets(_ build: @escaping (UI) -> Void) -> [Double] {
        let h = CoreHarness(build)
        h.frame()
        let xs = h.texts.map(\.origin.x)
        return xs.map { $0 - (xs.first ?? 0) }
    }

    func testMultilineTextAlignmentAlignsLinesInTheTextsFrame() {
        func offsets(_ a: TextAlignment) -> [Double] {
            lineOffsets { ui in ui.text("aaaa bb", font: self.f).multilineTextAlignment(a).frame(width: 30) }
        }
        XCTAssertEqual(offsets(.leading), [0, 0])
        XCTAssertEqual(offsets(.center), [0, 6])
        XCTAssertEqual(offsets(.trailing), [0, 12])
    }

    func testOnAContainerTheModifierReachesItsTextsAndTheInnermostWins() {
        let h = CoreHarness { ui in
            ui.vstack(alignment: .leading, spacing: 0) {
                ui.text("aaaa bb", font: self.f).multilineTextAlignment(.leading)
                ui.text("cccc dd", font: self.f)
            }.frame(width: 30).multilineTextAlignment(.trailing)
        }
        h.frame()
        let x = Dictionary(uniqueKeysWithValues: h.texts.map { ($0.string, $0.origin.x) })
        XCTAssertEqual((x["bb"] ?? .nan) - (x["aaaa"] ?? .nan), 0, "its own .leading")
        XCTAssertEqual((x["dd"] ?? .nan) - (x["cccc"] ?? .nan), 12, "the stack's .trailing")
    }

    func testRightToLeftParagraphsLeadOnTheRight() {
        let ui = UI(size: Size(400, 300), measurer: RightToLeftMeasurer())
        func offsets(_ a: TextAlignment) -> [Double] {
            let list = ui.runFrame(time: 1, events: []) { ui in
                ui.text("aaaa bb", font: self.f).multilineTextAlignment(a).frame(width: 30)
            }
            let xs = list.commands.compactMap { c -> Double? in
                if case .text(_, _, _, let o) = c { return o.x }
                return nil
            }
            return xs.map { $0 - (xs.first ?? 0) }
        }
        XCTAssertEqual(offsets(.leading), [0, 12])
        XCTAssertEqual(offsets(.trailing), [0, 0])
        XCTAssertEqual(offsets(.center), [0, 6])
    }

    func testLineSpacingAddsSpaceBetweenLines() {
        let h = CoreHarness { ui in
            ui.text("aaaa bbbb cccc", font: self.f).lineSpacing(5).accessibility(label: "t").frame(width: 30)
        }
        h.frame()
        let ys = h.texts.map(\.origin.y)
        XCTAssertEqual(zip(ys.dropFirst(), ys).map { $0 - $1 }, [17, 17])
        XCTAssertEqual(h.node("t")?.frame.height, 12 * 3 + 5 * 2, "between lines, not after the last")
    }

    /// The Text article's example: 40 words on a 400 pt window wrap to five lines of callout
    /// text (9.6 pt a character, 19 pt lines), of which three show.
    func testTheArticlesParagraph() {
        let summary = String(repeating: "word ", count: 40)
        let h = CoreHarness { ui in
            // docs:begin paragraph
            ui.text(summary, font: .callout)
                .lineLimit(3)
                .multilineTextAlignment(.center)
                .lineSpacing(2)
            // docs:end paragraph
        }
        h.frame()
        XCTAssertEqual(h.texts.count, 3)
        XCTAssertEqual(h.texts.last?.string.hasSuffix("…"), true)
        let ys = h.texts.map(\.origin.y)
        XCTAssertEqual(zip(ys.dropFirst(), ys).map { $0 - $1 }, [21, 21])
    }
}

/// The monospace measurer's layouts, marked right-to-left (as a Hebrew paragraph would be).
private final class RightToLeftMeasurer: TextMeasurer {
    let base = MonospaceTextMeasurer()
    func measure(_ text: String, font: Font) -> Size { base.measure(text, font: font) }
    func lineHeight(_ font: Font) -> Double { base.lineHeight(font) }
    func layout(_ text: String, font: Font, width: Double?) -> TextLayout {
        var l = base.layout(text, font: font, width: width)
        l.isRightToLeft = true
        return l
    }
}

extension TextModifierTests {
    /// Monospace widths, counting the cuts with "…" measured.
    private final class CutCountingMeasurer: TextMeasurer {
        let mono = MonospaceTextMeasurer()
        var cuts = 0
        func measure(_ text: String, font: Font) -> Size {
            if text.contains("…") { cuts += 1 }
            return mono.measure(text, font: font)
        }
        func lineHeight(_ font: Font) -> Double { mono.lineHeight(font) }
    }

    /// A long line cut to its width is found in a few measurements, not one a character kept
    /// (with an array of every character of the rest of its paragraph: for a megabyte-long
    /// label, ~100 ms a layout).
    func testALongTruncatedLineIsFoundInAFewMeasurements() {
        for mode in [TruncationMode.tail, .head, .middle] {
            let m = CutCountingMeasurer()
            let ui = UI(size: Size(1300, 300), measurer: m)
            let words = String(repeating: "abcdefghi ", count: 10_000)
            let list = ui.runFrame(time: 0, events: []) { ui in
                ui.text(words, font: self.f).lineLimit(1).truncationMode(mode).frame(width: 1200)
            }
            let drawn = list.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
            XCTAssertEqual(drawn.count, 1, "\(mode)")
            // 1,200 pt holds 200 characters, the "…" one of them.
            XCTAssertEqual(drawn.first?.count, 200, "\(mode): \(drawn)")
            XCTAssertLessThanOrEqual(m.cuts, 40, "\(mode): cuts measured")
        }
    }
}
