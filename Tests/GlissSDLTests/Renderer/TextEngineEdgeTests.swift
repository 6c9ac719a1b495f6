import XCTest
import GlissCore
@testable import GlissSDL

/// The text engine on inputs a user can type or paste that ordinary text does not hold: odd
/// code points, clusters the libraries split differently, degenerate widths; and a seeded fuzz
/// over the structural invariants of `TextLayout`.
final class TextEngineEdgeTests: SDLTestCase {
    private func layout(_ b: SDLBackend, _ text: String, width: Double? = nil, font: Font = .body) -> TextLayout {
        b.textMeasurer.layout(text, font: font, width: width)
    }

    /// U+FFFF is libunibreak's end-of-text sentinel: handed to it, an assertion aborted the process.
    func testNoncharacterFFFFDoesNotAbortLineOrWordBreaking() throws {
        let b = try makeBackend()
        for text in ["a\u{FFFF}b", "\u{FFFF}", "word \u{FFFF}\u{FFFF} word"] {
            let l = layout(b, text, width: 30)
            assertInvariants(l, b, width: 30)
            XCTAssertEqual(l.wordBoundaries.last, text.utf8.count)
        }
    }

    /// Widths a layout may be asked for that are no width at all: no crash, every grapheme laid.
    func testDegenerateWidths() throws {
        let b = try makeBackend()
        for width in [0, 1, -5, .nan, .infinity, -.infinity, Double.greatestFiniteMagnitude] as [Double] {
            for text in ["", " ", "   ", "\n", "\n\n", "a\n", "supercalifragilistic", "a b", "e\u{301}\u{301}", "\u{301}", "照片照片", "שלום עולם", "👨‍👩‍👧‍👦👨‍👩‍👧‍👦"] {
                assertInvariants(layout(b, text, width: width), b, width: width)
            }
        }
    }

    /// What every layout keeps: lines partition the text in order; each line's clusters are its
    /// graphemes (its newline aside), each once; glyphs point into their run; runs abut left to
    /// right and are as wide as their clusters; a line wider than the width holds one grapheme
    /// that is no space; an unwrapped single line is as wide as `measure`.
    private func assertInvariants(_ l: TextLayout, _ b: SDLBackend, width: Double?, file: StaticString = #filePath, line: UInt = #line) {
        let text = l.text
        let name = text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + " @ \(String(describing: width))"
        let n = text.utf8.count
        XCTAssertFalse(l.lines.isEmpty, name, file: file, line: line)
        XCTAssertEqual(l.lines.first?.range.lowerBound, 0, name, file: file, line: line)
        XCTAssertEqual(l.lines.last?.range.upperBound, n, name, file: file, line: line)
        for (a, c) in zip(l.lines, l.lines.dropFirst()) {
            XCTAssertEqual(a.range.upperBound, c.range.lowerBound, "lines abut: \(name)", file: file, line: line)
        }
        // Grapheme boundaries.
        var boundaries: Set<Int> = [0]
        var o = 0
        var spaces: Set<Int> = []
        for ch in text { if ch.isWhitespace { spaces.insert(o) }; o += ch.utf8.count; boundaries.insert(o) }
        let utf8 = Array(text.utf8)
        for tl in l.lines {
            var covered = tl.runs.flatMap(\.clusters).map(\.range).sorted { $0.lowerBound < $1.lowerBound }
            var expectedEnd = tl.range.upperBound
            if expectedEnd > tl.range.lowerBound && utf8[expectedEnd - 1] == 10 { expectedEnd -= 1 }
            var at = tl.range.lowerBound
            for r in covered {
                XCTAssertEqual(r.lowerBound, at, "clusters partition the line: \(name)", file: file, line: line)
                XCTAssertTrue(boundaries.contains(r.lowerBound) && boundaries.contains(r.upperBound), "clusters are graphemes: \(name)", file: file, line: line)
                at = r.upperBound
            }
            XCTAssertEqual(at, expectedEnd, "clusters cover the line: \(name)", file: file, line: line)
            covered.removeAll()
            var x = tl.runs.first?.x ?? 0
            for run in tl.runs {
                XCTAssertEqual(run.x, x, accuracy: 0.01, "runs abut left to right: \(name)", file: file, line: line)
                x = run.x + run.width
                XCTAssertEqual(run.clusters.reduce(0) { $0 + $1.width }, run.width, accuracy: 0.01, "run width: \(name)", file: file, line: line)
                for g in run.glyphs {
                    XCTAssertTrue(run.range.contains(g.cluster), "glyph \(g.cluster) in run \(run.range): \(name)", file: file, line: line)
                }
                for c in run.clusters {
                    XCTAssertTrue(c.x >= run.x - 0.01 && c.x + c.width <= run.x + run.width + 0.01, "cluster inside its run: \(name)", file: file, line: line)
                    XCTAssertTrue(c.width.isFinite && c.width >= 0, name, file: file, line: line)
                }
            }
            if let width, width.isFinite, tl.width > max(0, width) + 0.01 {
                let visible = tl.runs.flatMap(\.clusters).filter { !spaces.contains($0.range.lowerBound) }
                XCTAssertLessThanOrEqual(visible.count, 1, "a line wider than \(width) with a break inside it: \(name)", file: file, line: line)
            }
        }
        if (width == nil || width == .infinity) && !text.contains(where: \.isNewline) {
            let total = l.lines[0].runs.reduce(0) { $0 + $1.width }
            XCTAssertEqual(total, b.textMeasurer.measure(text, font: l.font).width, accuracy: 0.01, "layout vs measure: \(name)", file: file, line: line)
        }
    }
}
