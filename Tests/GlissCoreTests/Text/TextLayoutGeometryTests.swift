import XCTest
import GlissCore

/// Caret, hit-testing and selection on `TextLayout`: the monospace measurer's layouts (10 pt:
/// 6 pt per grapheme, 12 pt lines) and hand-made ones with right-to-left runs.
final class TextLayoutGeometryTests: XCTestCase {
    let m = MonospaceTextMeasurer()
    let font = Font(size: 10)

    /// "ab אבג cd" as a bidi engine lays it out in a left-to-right paragraph: "ab " (0..<3)
    /// at x 0–18, the Hebrew run (3..<9, two bytes a letter) mirrored at x 18–36 (א, logically
    /// first, on the right), " cd" (9..<12) at x 36–54.
    private var mixed: TextLayout {
        let ltr1 = GlyphRun(range: 0..<3, isRightToLeft: false, fontName: "Inter", x: 0, width: 18,
                            clusters: [TextCluster(range: 0..<1, x: 0, width: 6), TextCluster(range: 1..<2, x: 6, width: 6),
                                       TextCluster(range: 2..<3, x: 12, width: 6)], glyphs: [])
        let rtl = GlyphRun(range: 3..<9, isRightToLeft: true, fontName: "Noto Sans Hebrew", x: 18, width: 18,
                           clusters: [TextCluster(range: 3..<5, x: 30, width: 6), TextCluster(range: 5..<7, x: 24, width: 6),
                                      TextCluster(range: 7..<9, x: 18, width: 6)], glyphs: [])
        let ltr2 = GlyphRun(range: 9..<12, isRightToLeft: false, fontName: "Inter", x: 36, width: 18,
                            clusters: [TextCluster(range: 9..<10, x: 36, width: 6), TextCluster(range: 10..<11, x: 42, width: 6),
                                       TextCluster(range: 11..<12, x: 48, width: 6)], glyphs: [])
        let line = TextLine(range: 0..<12, origin: .zero, width: 54, baseline: 10, runs: [ltr1, rtl, ltr2])
        return TextLayout(text: "ab אבג cd", font: font, lineHeight: 12, isRightToLeft: false, lines: [line],
                          wordBoundaries: [0, 2, 3, 9, 10, 12])
    }

    /// "אבג" alone: a right-to-left paragraph, א on the right.
    private var hebrew: TextLayout {
        let run = GlyphRun(range: 0..<6, isRightToLeft: true, fontName: "Noto Sans Hebrew", x: 0, width: 18,
                           clusters: [TextCluster(range: 0..<2, x: 12, width: 6), TextCluster(range: 2..<4, x: 6, width: 6),
                                      TextCluster(range: 4..<6, x: 0, width: 6)], glyphs: [])
        return TextLayout(text: "אבג", font: font, lineHeight: 12, isRightToLeft: true,
                          lines: [TextLine(range: 0..<6, origin: .zero, width: 18, baseline: 10, runs: [run])],
                          wordBoundaries: [0, 6])
    }

    private func caretX(_ l: TextLayout, _ o: Int) -> Double { l.caretRect(forOffset: o).minX }

    func testCaretIsAZeroWidthLineHighRect() {
        let l = m.layout("abc", font: font, width: nil)
        XCTAssertEqual(l.caretRect(forOffset: 1), Rect(6, 0, 0, 12))
        XCTAssertEqual(l.caretRect(forOffset: 3), Rect(18, 0, 0, 12))
        XCTAssertEqual(l.caretRect(forOffset: 99), Rect(18, 0, 0, 12), "clamped to the end")
    }

    func testCaretInRightToLeftRunsIsMirrored() {
        let l = mixed
        XCTAssertEqual(caretX(l, 2), 12)
        XCTAssertEqual(caretX(l, 3), 36, "before א: its right edge")
        XCTAssertEqual(caretX(l, 4), 36, "inside א: snaps to its start")
        XCTAssertEqual(caretX(l, 5), 30)
        XCTAssertEqual(caretX(l, 7), 24)
        XCTAssertEqual(caretX(l, 9), 36)
        XCTAssertEqual(caretX(l, 12), 54, "the end of a left-to-right paragraph's line: its right end")
        XCTAssertEqual(caretX(hebrew, 0), 18)
        XCTAssertEqual(caretX(hebrew, 2), 12)
        XCTAssertEqual(caretX(hebrew, 6), 0, "the end of a right-to-left paragraph's line: its left end")
    }

    func testOffsetAtPointMirrorsHalvesInRightToLeftRuns() {
        let l = mixed
        XCTAssertEqual(l.offset(at: Point(31, 5)), 5, "left half of א: after it")
        XCTAssertEqual(l.offset(at: Point(35, 5)), 3, "right half of א: before it")
        XCTAssertEqual(l.offset(at: Point(19, 5)), 9, "left half of ג, the run's logical end")
        XCTAssertEqual(l.offset(at: Point(7, 5)), 1)
        XCTAssertEqual(l.offset(at: Point(11, 5)), 2)
        XCTAssertEqual(l.offset(at: Point(-5, 5)), 0)
        XCTAssertEqual(l.offset(at: Point(100, 5)), 12)
        XCTAssertEqual(hebrew.offset(at: Point(-1, 5)), 6, "left of a right-to-left line: its end")
        XCTAssertEqual(hebrew.offset(at: Point(40, 5)), 0)
        XCTAssertEqual(hebrew.offset(at: Point(8, 5)), 4, "left half of ב: after it")
    }

    func testCaretAndOffsetRoundTripOverCombiningMarksEmojiAndFlags() {
        // e + combining acute (0..<3), x (3..<4), 🇫🇷 (4..<12), 👩‍👩‍👧 (12..<30).
        let l = m.layout("e\u{301}x🇫🇷👩‍👩‍👧", font: font, width: nil)
        let stops = [0, 3, 4, 12, 30]
        XCTAssertEqual(stops.map { caretX(l, $0) }, [0, 6, 12, 18, 24])
        for o in stops {
            let c = l.caretRect(forOffset: o)
            XCTAssertEqual(l.offset(at: Point(c.minX, c.midY)), o, "offset \(o)")
        }
        XCTAssertEqual(caretX(l, 1), 0, "inside the é cluster: its start")
        XCTAssertEqual(caretX(l, 20), 18, "inside the family: its start")
        XCTAssertEqual(stops.dropLast().map { l.nextGraphemeBoundary(after: $0) }, Array(stops.dropFirst()))
        XCTAssertEqual(stops.dropFirst().map { l.previousGraphemeBoundary(before: $0) }, Array(stops.dropLast()))
        XCTAssertEqual(l.nextGraphemeBoundary(after: 1), 3)
        XCTAssertEqual(l.previousGraphemeBoundary(before: 13), 12)
        XCTAssertEqual(l.nextGraphemeBoundary(after: 30), 30)
        XCTAssertEqual(l.previousGraphemeBoundary(before: 0), 0)
    }

    func testWrappedLinesOwnTheirStartsAndKeepClicksPastTheirEnd() {
        let l = m.layout("aaaa bbbb", font: font, width: 30)
        XCTAssertEqual(l.lines.map(\.range), [0..<5, 5..<9])
        XCTAssertEqual(l.lineIndex(forOffset: 4), 0)
        XCTAssertEqual(l.lineIndex(forOffset: 5), 1)
        XCTAssertEqual(l.caretRect(forOffset: 5), Rect(0, 12, 0, 12))
        XCTAssertEqual(l.offset(at: Point(100, 3)), 4, "past the end of a wrapped line: before its trailing space")
        XCTAssertEqual(l.offset(at: Point(100, 100)), 9)
        XCTAssertEqual(l.offset(at: Point(7, -50)), 1)
    }

    func testSelectionCrossingARightToLeftRunGivesOneRectPerVisualStretch() {
        let l = mixed
        XCTAssertEqual(l.selectionRects(for: 1..<5), [Rect(6, 0, 12, 12), Rect(30, 0, 6, 12)],
                       "b and the space on the left, א at the run's right end")
        XCTAssertEqual(l.selectionRects(for: 4..<11), [Rect(18, 0, 30, 12)], "the whole run and what touches it")
        XCTAssertEqual(l.selectionRects(for: 5..<5), [])
        let wrapped = m.layout("aaaa bbbb", font: font, width: 30)
        XCTAssertEqual(wrapped.selectionRects(for: 2..<7), [Rect(12, 0, 18, 12), Rect(0, 12, 12, 12)])
    }

    func testWordsAndTheirBoundaries() {
        let l = m.layout("Hi, you", font: font, width: nil)
        XCTAssertEqual(l.wordRange(at: 5), 4..<7)
        XCTAssertEqual(l.wordRange(at: 2), 2..<4)
        XCTAssertEqual(l.wordRange(at: 7), 4..<7, "the end: the last word")
        XCTAssertEqual(l.nextWordBoundary(after: 0), 2)
        XCTAssertEqual(l.nextWordBoundary(after: 4), 7)
        XCTAssertEqual(l.previousWordBoundary(before: 7), 4)
        XCTAssertEqual(l.previousWordBoundary(before: 2), 0)
        XCTAssertEqual(mixed.wordRange(at: 5), 3..<9, "the Hebrew word, from the measurer's boundaries")
    }

    /// Grapheme boundaries found from an offset's own index are the `Character` walk's, at
    /// every offset (inside a character too): combining marks, flags, a family emoji, CR LF.
    func testGraphemeBoundariesAreTheCharactersAtEveryOffset() {
        let text = "ae\u{301}b 🇫🇷🇩🇪 x👨‍👩‍👧y\r\nz é"
        let layout = m.layout(text, font: font, width: nil)
        var starts: [Int] = []
        var o = 0
        for ch in text { starts.append(o); o += ch.utf8.count }
        starts.append(o)
        for offset in 0...text.utf8.count {
            XCTAssertEqual(layout.nextGraphemeBoundary(after: offset), starts.first { $0 > offset } ?? o, "after \(offset)")
            XCTAssertEqual(layout.previousGraphemeBoundary(before: offset), starts.last { $0 < offset } ?? 0, "before \(offset)")
        }
    }

    /// In a left-to-right text, arrows step one `Character` at a time, wrapped or not.
    func testArrowsInLeftToRightTextStepByCharacter() {
        let text = "ae\u{301}b 🇫🇷 word wraps here and there\r\nend"
        for width in [nil, 40.0] as [Double?] {
            let layout = m.layout(text, font: font, width: width)
            var o = 0, visited = [0]
            while true {
                let next = layout.visualNeighbour(of: o, movingRight: true)
                if next == o { break }
                XCTAssertGreaterThan(next, o)
                o = next
                visited.append(o)
            }
            XCTAssertEqual(o, text.utf8.count)
            var back = [o]
            while true {
                let previous = layout.visualNeighbour(of: o, movingRight: false)
                if previous == o { break }
                o = previous
                back.append(o)
            }
            XCTAssertEqual(back.reversed(), visited, "width \(String(describing: width))")
            XCTAssertEqual(visited.count, text.count + 1, "width \(String(describing: width))")
        }
    }
}
