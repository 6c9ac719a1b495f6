import XCTest
import GlissCore

/// The default `TextMeasurer.layout` (from `measure` alone), with the monospace measurer:
/// 10 pt font, so every character is 6 pt wide and lines are 12 pt high.
final class GenericTextLayoutTests: XCTestCase {
    let m = MonospaceTextMeasurer()
    let font = Font(size: 10)

    private func lineTexts(_ l: TextLayout) -> [String] {
        l.lines.map { line in
            let u = Array(l.text.utf8)[line.range]
            return String(decoding: u, as: UTF8.self)
        }
    }

    func testBreaksWhereWrapBreaksAndRangesKeepTrailingSpacesAndNewlines() {
        let text = "aaaa bbbb cccc\ndd ee"
        let l = m.layout(text, font: font, width: 60)
        XCTAssertEqual(lineTexts(l), ["aaaa bbbb ", "cccc\n", "dd ee"])
        XCTAssertEqual(l.lines.map(\.range), [0..<10, 10..<15, 15..<20])
        // Widths leave the trailing space out; the visible texts are what `wrap` gives.
        XCTAssertEqual(l.lines.map(\.width), [54, 24, 30])
        XCTAssertEqual(m.wrap(text, font: font, width: 60), ["aaaa bbbb", "cccc", "dd ee"])
        XCTAssertEqual(l.lines.map(\.origin.y), [0, 12, 24])
        XCTAssertEqual(l.size, Size(54, 36))
        XCTAssertFalse(l.isRightToLeft)
    }

    func testWithoutAWidthOnlyNewlinesBreakAndEmptyParagraphsAreLines() {
        let l = m.layout("one two\n\nthree\n", font: font, width: nil)
        XCTAssertEqual(lineTexts(l), ["one two\n", "\n", "three\n", ""])
        XCTAssertEqual(l.lines.map(\.width), [42, 0, 30, 0])
        let empty = m.layout("", font: font, width: 100)
        XCTAssertEqual(empty.lines.count, 1)
        XCTAssertEqual(empty.lines[0].range, 0..<0)
        XCTAssertEqual(empty.wordBoundaries, [0])
    }

    func testAWordWiderThanTheWidthGetsALineOfItsOwn() {
        let l = m.layout("a bbbbbbbbbb c", font: font, width: 30)
        XCTAssertEqual(lineTexts(l), ["a ", "bbbbbbbbbb ", "c"])
        XCTAssertEqual(l.lines[1].width, 60)
    }

    func testClustersAreGraphemesMeasuredOneByOne() {
        // "e" + combining acute is one grapheme of 3 UTF-8 bytes; the family emoji is one of 18.
        let text = "e\u{301}👩‍👩‍👧x"
        let l = m.layout(text, font: font, width: nil)
        let clusters = l.lines[0].runs[0].clusters
        XCTAssertEqual(clusters.map(\.range), [0..<3, 3..<21, 21..<22])
        XCTAssertEqual(clusters.map(\.x), [0, 6, 12])
        XCTAssertEqual(clusters.map(\.width), [6, 6, 6])
    }

    func testWordBoundariesAreWhereLettersAndDigitsMeetTheRest() {
        let l = m.layout("Hi, you 42!", font: font, width: nil)
        XCTAssertEqual(l.wordBoundaries, [0, 2, 4, 7, 8, 10, 11])
    }
}
