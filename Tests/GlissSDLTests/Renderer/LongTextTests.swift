import XCTest
import GlissCore
@testable import GlissSDL

/// Long text costs what it shows: a line's glyphs found by search, not by filtering the whole
/// paragraph; ASCII read from its bytes; layouts kept within a byte budget; a long line drawn
/// only where the clip shows it. Each gives what the slow way gave.
final class LongTextTests: SDLTestCase {
    /// `glyphs(in:)` finds exactly the glyphs filtering the run would, left to right and right
    /// to left, for spans anywhere in the run.
    func testALinesGlyphsAreThoseOfItsSpanInEveryDirection() throws {
        let b = try makeBackend()
        let texts = [String(repeating: "Typing a long line of text, word after word. ", count: 40),
                     String(repeating: "שלום עולם ", count: 60),
                     String(repeating: "مرحبا بالعالم ", count: 40),
                     "abc שלום def مرحبا ghi 照片 Photos"]
        var checked = 0
        for text in texts {
            let shaped = try XCTUnwrap(b.measurer.shaped(text, font: .body))
            for run in shaped.runs {
                let bounds = run.range
                for _ in 0..<40 {
                    let a = Int.random(in: bounds.lowerBound...bounds.upperBound)
                    let z = Int.random(in: a...bounds.upperBound)
                    let span = a..<z
                    XCTAssertEqual(run.glyphs(in: span).map(\.cluster), run.glyphs.filter { span.contains(Int($0.cluster)) }.map(\.cluster),
                                   "\(run.isRightToLeft ? "RTL" : "LTR") run \(bounds), span \(span)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Grapheme clusters read from bytes where ASCII allows are Swift's `Character`s: an
    /// accent after an ASCII letter, an emoji with a skin tone, a flag, CR LF.
    func testClustersAreTheCharacters() throws {
        let b = try makeBackend()
        let text = "abe\u{301}c d\u{E9}f 👍🏽 🇫🇷x\r\u{0}y  end"
        let l = layout(b, text)
        let clusters = l.lines.flatMap { $0.runs.flatMap(\.clusters) }.map(\.range).sorted { $0.lowerBound < $1.lowerBound }
        var o = 0
        var expected: [Range<Int>] = []
        for ch in text { expected.append(o..<(o + ch.utf8.count)); o += ch.utf8.count }
        XCTAssertEqual(clusters, expected)
    }

    /// ASCII text the app's font draws is shaped as the general walk shapes it: the same
    /// glyphs and advances as the same words followed by a non-ASCII letter.
    func testASCIIIsShapedAsTheGeneralPathShapesIt() throws {
        let b = try makeBackend()
        let ascii = "Hello, World! 0123 {x: 4.5} ~ AV Ta"
        let fast = try XCTUnwrap(b.measurer.shaped(ascii, font: .body))
        let general = try XCTUnwrap(b.measurer.shaped(ascii + "é", font: .body))
        XCTAssertEqual(fast.runs.count, 1)
        let n = fast.runs[0].glyphs.count
        XCTAssertEqual(fast.runs[0].glyphs.map(\.id), Array(general.runs[0].glyphs.prefix(n)).map(\.id))
        XCTAssertEqual(fast.runs[0].glyphs.map(\.advance), Array(general.runs[0].glyphs.prefix(n)).map(\.advance))
        XCTAssertEqual(fast.runs[0].face.file.family, general.runs[0].face.file.family)
    }

    /// Laying out one long text after another (typing into a long field) keeps the layout
    /// cache within its byte budget: entries alone let 512 long layouts pile up.
    func testLayoutsOfLongTextsStayWithinTheirByteBudget() throws {
        let b = try makeBackend()
        let m = b.measurer
        var text = String(repeating: "long text typed one key at a time ", count: 600)   // 20 KB
        for i in 0..<60 {
            text += String(i % 10)
            _ = m.layout(text, font: .body, width: nil)
        }
        XCTAssertLessThanOrEqual(m.longLayoutBytesCached, SDLTextMeasurer.recentLayoutBytes)
        XCTAssertLessThan(m.longLayoutsCached, 60, "older long layouts were let go")
        XCTAssertEqual(m.longLayoutsCached, 1, "each edit's layout took the place of the one it was made from")
    }

    /// A long line in a narrow clip visits only the glyphs near it, at the positions the
    /// whole walk gives them.
    func testALongLineVisitsOnlyTheGlyphsTheClipShows() throws {
        let b = try makeBackend()
        let shaped = try XCTUnwrap(b.measurer.shaped(String(repeating: "abcdefghij ", count: 10_000), font: .body))
        var all: [(Int32, Int32)] = []
        b.forEachGlyph(shaped, x: 0, baseline: 20) { _, x, y in all.append((x, y)) }
        let window = 50_000.0...50_480.0
        var seen: [(Int32, Int32)] = []
        b.forEachGlyph(shaped, x: 0, baseline: 20, within: window) { _, x, y in seen.append((x, y)) }
        XCTAssertGreaterThan(all.count, 90_000)
        XCTAssertLessThan(seen.count, 200, "a clip's worth, not the line")
        let inside = all.filter { window.contains(Double($0.0)) }
        XCTAssertFalse(inside.isEmpty)
        for p in inside { XCTAssertTrue(seen.contains { $0 == p }, "glyph at \(p) is visited") }
    }

    /// A long text laid out unwrapped is the layout at any width its widest line fits (a
    /// field's text, and its text node at its own width): found, not made again. A width it
    /// does not fit breaks it.
    func testAnUnwrappedLongLayoutServesEveryWidthItFits() throws {
        let b = try makeBackend()
        let m = b.measurer
        let text = String(repeating: "a long field's text ", count: 400)   // 8 KB, one paragraph
        let unwrapped = m.layout(text, font: .body, width: nil)
        XCTAssertEqual(unwrapped.lines.count, 1)
        XCTAssertEqual(m.longLayoutsMade, 1)
        let fitting = m.layout(text, font: .body, width: unwrapped.size.width)
        XCTAssertEqual(m.longLayoutsMade, 1, "the unwrapped layout is the one at its own width")
        XCTAssertEqual(fitting.lines, unwrapped.lines)
        let narrow = m.layout(text, font: .body, width: unwrapped.size.width / 2)
        XCTAssertEqual(m.longLayoutsMade, 2)
        XCTAssertEqual(narrow.lines.count, 2, "half the width: two lines")
        _ = m.layout(text, font: .body, width: unwrapped.size.width / 2 + 1)
        XCTAssertEqual(m.longLayoutsMade, 3, "a wrapped layout serves only its own width")
    }

    /// The newest two long layouts stay whatever their size: a field's text and the label that
    /// echoes it are laid out in turn, and a megabyte's layout is over the budget alone.
    func testTheNewestTwoLongLayoutsStayOverTheBudget() throws {
        let b = try makeBackend()
        let recent = RecentLayouts(budget: 1)
        func entry(_ text: String) -> RecentLayouts.Entry {
            RecentLayouts.Entry(text: text, font: .body, width: 100, assembled: AssembledText(),
                                layout: layout(b, text, width: 100), bytes: 1 << 20)
        }
        recent.insert(entry("the field's text"))
        recent.insert(entry("No devices match “the field's text”"))
        XCTAssertNotNil(recent.entry("the field's text", font: .body, width: 100))
        XCTAssertNotNil(recent.entry("No devices match “the field's text”", font: .body, width: 100))
        recent.insert(entry("a third"))
        XCTAssertEqual(recent.count, 2)
        XCTAssertNil(recent.entry("the field's text", font: .body, width: 100), "the oldest goes")
    }

    /// A caret found by halving a run's clusters is where a scan of every cluster puts it, at
    /// every offset of a wrapped text of both directions, and of lines an edit moved (their
    /// runs stored short of their offsets).
    func testACaretIsWhereAScanOfEveryClusterPutsIt() throws {
        let b = try makeBackend()
        let m = b.measurer
        func scanned(_ l: TextLayout, _ o: Int) -> Double? {
            guard let line = l.lines.first(where: { $0.range.contains(o) }) else { return nil }
            var minX = Double.infinity, maxX = -Double.infinity
            for run in line.runs {
                for c in run.clusters {
                    if c.range.contains(o) { return line.origin.x + (run.isRightToLeft ? c.x + c.width : c.x) }
                    minX = min(minX, c.x); maxX = max(maxX, c.x + c.width)
                }
            }
            return line.origin.x + (minX <= maxX ? (l.isRightToLeft ? minX : maxX) : 0)
        }
        let paragraph = "Words then שלום עולם and مرحبا بالعالم, e\u{301}t 👍🏽 done. "
        let text = String(repeating: paragraph + "\n", count: 60)   // over the long-text bound
        var checked = 0
        for edited in [text, "x" + text] {   // the second reuses the first's lines, moved
            let l = m.layout(edited, font: .body, width: 180)
            XCTAssertGreaterThan(l.lines.count, 120)
            for o in 0..<edited.utf8.count {
                guard let want = scanned(l, o) else { continue }
                XCTAssertEqual(l.caretRect(forOffset: o).minX, want, accuracy: 1e-9, "offset \(o)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 5_000)
        XCTAssertTrue(m.layout("x" + text, font: .body, width: 180).lines.contains { $0.runOffset != 0 }, "lines were moved, not made again")
    }
}
