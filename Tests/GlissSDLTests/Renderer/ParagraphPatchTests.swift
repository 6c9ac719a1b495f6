import XCTest
import GlissCore
@testable import GlissSDL

/// An edit of a long paragraph is laid out from its layout before the edit
/// (`ParagraphLayout.patchParagraph`): the result is the layout made whole, cluster for
/// cluster and glyph for glyph, for every kind of edit, wrapped and unwrapped.
final class ParagraphPatchTests: SDLTestCase {
    func testEditsOfALongParagraphGiveTheLayoutMadeWhole() throws {
        let b = try makeBackend()
        var g = SplitMixTestRandom(seed: 7)
        // One paragraph, and a long one between two short ones (its lines and words moved).
        for (width, framed) in [(nil, false), (240.0, false), (nil, true), (240.0, true)] as [(Double?, Bool)] {
            var t = paragraph(24_000, &g)
            if framed { t = "A first line\n" + t + "\nand a last one" }
            _ = layout(b, t, width: width)
            let patchedBefore = b.measurer.paragraphsPatched
            for step in 0..<20 {
                var bytes = Array(t.utf8)
                // Edits at ASCII places (a multi-byte character is not cut).
                var at = framed ? 13 + Int(g.next() % UInt64(bytes.count - 40)) : Int(g.next() % UInt64(bytes.count + 1))
                while at < bytes.count && bytes[at] >= 0x80 { at += 1 }
                switch step % 5 {
                case 0: bytes.insert(contentsOf: Array("x".utf8), at: at)
                case 1: bytes.insert(contentsOf: Array(" new words here ".utf8), at: at)
                case 2:
                    var end = min(bytes.count, at + Int(g.next() % 200))
                    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                    bytes.removeSubrange(at..<end)
                case 3: bytes.insert(contentsOf: Array("typed at the end".utf8), at: framed ? bytes.count - 15 : bytes.count)
                default: bytes.insert(contentsOf: Array("AVAVAV ".utf8), at: at)
                }
                t = String(decoding: bytes, as: UTF8.self)
                let what = "edit \(step) at \(at), width \(String(describing: width)), framed \(framed)"
                if !assertSame(layout(b, t, width: width), whole(b, t, width: width), what) { return }
            }
            XCTAssertGreaterThanOrEqual(b.measurer.paragraphsPatched - patchedBefore, 16, "width \(String(describing: width)), framed \(framed)")
        }
    }

    /// A long line laid out is drawn from its pieces in view, each shaped alone: the same
    /// pixels as the line shaped whole, after edits too.
    func testALongLineDrawsFromItsPiecesAsWhole() throws {
        var g = SplitMixTestRandom(seed: 11)
        var t = paragraph(30_000, &g)
        let b = try makeBackend(size: Size(400, 60))
        _ = layout(b, t)
        t.insert(contentsOf: "AVAWAY edited ", at: t.utf8.index(t.utf8.startIndex, offsetBy: 20_000))
        _ = layout(b, t)
        let x = -layout(b, t).caretRect(forOffset: 20_000).minX + 100
        let viaPieces = try XCTUnwrap(b.measurer.visibleStretches(t, font: .body, within: (-x - 40)...(-x + 440)))
        XCTAssertGreaterThan(viaPieces.count, 0)
        XCTAssertLessThan(viaPieces.count, 4)
        b.render(list([.text(t, font: .body, color: .black, origin: Point(x, 10))]))
        let drawn = frame(b)
        // The same line, laid out nowhere: shaped whole.
        let fresh = try makeBackend(size: Size(400, 60))
        XCTAssertNil(fresh.measurer.visibleStretches(t, font: .body, within: 0...400))
        fresh.render(list([.text(t, font: .body, color: .black, origin: Point(x, 10))]))
        let whole = frame(fresh)
        XCTAssertTrue(drawn.rgba.contains { $0 < 128 }, "something is drawn")
        XCTAssertEqual(drawn.rgba, whole.rgba)
    }
}

extension ParagraphPatchTests {
    /// A long line with a right-to-left run is drawn shaped whole: a stretch of it shaped alone
    /// could resolve its direction otherwise (brackets that mirror, neutrals between runs).
    func testALongLineWithARightToLeftRunIsNotDrawnFromPieces() throws {
        let b = try makeBackend(size: Size(400, 60))
        let ltr = String(repeating: "abcdefghi ", count: 2_000)
        _ = layout(b, ltr)
        XCTAssertNotNil(b.measurer.visibleStretches(ltr, font: .body, within: 0...400))
        let mixed = ltr + "(مرحبا) " + ltr
        _ = layout(b, mixed)
        XCTAssertNil(b.measurer.visibleStretches(mixed, font: .body, within: 0...400))
    }

    /// A long line scrolled millions of points to the left (a field at a megabyte's end) is
    /// repainted where it changed: its damage reaches the window.
    func testALongLineFarLeftIsRepaintedWhenItChanges() throws {
        var t = String(repeating: "abcdefghi ", count: 40_000)
        let b = try makeBackend(size: Size(400, 60))
        let width = b.measurer.measure(t + "end", font: .body).width
        XCTAssertGreaterThan(width, 2 * SDLBackend.longLineReach)
        let origin = Point(300 - width, 10)
        b.render(list([.text(t + "end", font: .body, color: .black, origin: origin)]))
        t += "END"
        b.render(list([.text(t, font: .body, color: .black, origin: origin)]))
        let fresh = try makeBackend(size: Size(400, 60))
        fresh.render(list([.text(t, font: .body, color: .black, origin: origin)]))
        XCTAssertEqual(frame(b).rgba, frame(fresh).rgba)
    }

    /// A long line drawn without its trailing spaces (a text placed as lines, which drop them)
    /// is drawn from the layout of the whole text, as the line laid out itself draws: it was
    /// shaped whole instead.
    func testALineDrawnWithoutItsTrailingSpacesIsDrawnFromTheWholeTextsLayout() throws {
        var g = SplitMixTestRandom(seed: 21)
        let t = paragraph(60_000, &g)
        XCTAssertEqual(t.last, " ")
        let trimmed = String(t.dropLast())
        let b = try makeBackend(size: Size(400, 60))
        let x = -layout(b, t).caretRect(forOffset: trimmed.utf8.count).minX + 300
        XCTAssertNotNil(b.measurer.visibleStretches(trimmed, font: .body, within: (-x - 40)...(-x + 440)))
        b.render(list([.text(trimmed, font: .body, color: .black, origin: Point(x, 10))]))
        let fresh = try makeBackend(size: Size(400, 60))
        _ = layout(fresh, trimmed)
        fresh.render(list([.text(trimmed, font: .body, color: .black, origin: Point(x, 10))]))
        XCTAssertTrue(frame(b).rgba.contains { $0 < 128 }, "something is drawn")
        XCTAssertEqual(frame(b).rgba, frame(fresh).rgba)
    }
}

/// Right-to-left paragraphs and text with no spaces are patched too (they were laid out whole
/// at every edit: a megabyte of Arabic or Chinese took ~1 s a key).
extension ParagraphPatchTests {
    /// Random edits of `t` (in the middle, at the end, removals, whole words of `words`), each
    /// compared with the layout made whole; at least `patched` of the 16 are patched.
    private func assertEditsGiveTheLayoutMadeWhole(_ start: String, words: [String], width: Double?, seed: UInt64,
                                                   patched: Int, _ what: String) throws {
        let b = try makeBackend()
        var g = SplitMixTestRandom(seed: seed)
        var t = start
        _ = layout(b, t, width: width)
        let before = b.measurer.paragraphsPatched
        for step in 0..<16 {
            var bytes = Array(t.utf8)
            var at = Int(g.next() % UInt64(bytes.count + 1))
            while at < bytes.count && bytes[at] & 0xC0 == 0x80 { at += 1 }
            let word = Array((words[Int(g.next() % UInt64(words.count))]).utf8)
            switch step % 4 {
            case 0: bytes.insert(contentsOf: word, at: at)
            case 1: bytes.insert(contentsOf: word + Array(" ".utf8), at: bytes.count)
            case 2:
                var end = min(bytes.count, at + Int(g.next() % 200))
                while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
                bytes.removeSubrange(at..<end)
            default: bytes.insert(contentsOf: Array(" ".utf8) + word, at: at)
            }
            t = String(decoding: bytes, as: UTF8.self)
            let whole = whole(b, t, width: width)
            if !assertSame(layout(b, t, width: width), whole, "\(what): edit \(step) at \(at), width \(String(describing: width))") { return }
        }
        XCTAssertGreaterThanOrEqual(b.measurer.paragraphsPatched - before, patched, "\(what), width \(String(describing: width))")
        // A word put before the first strong character, and taken away: the paragraph's
        // direction follows it (its window starts at the start, where it is found again).
        for word in ["Gliss ", "مرحبا ", "中文"] {
            let put = word + t
            _ = assertSame(layout(b, put, width: width), whole(b, put, width: width), "\(what): \(word) put first")
            _ = assertSame(layout(b, t, width: width), whole(b, t, width: width), "\(what): \(word) taken away")
        }
    }

    func testEditsOfARightToLeftParagraphGiveTheLayoutMadeWhole() throws {
        var g = SplitMixTestRandom(seed: 31)
        let t = paragraph(24_000, &g, words: Self.rightToLeftWords)
        for width in [nil, 240.0] as [Double?] {
            try assertEditsGiveTheLayoutMadeWhole(t, words: Self.rightToLeftWords, width: width, seed: 32, patched: 12, "right to left")
        }
        // A left-to-right paragraph holding a long right-to-left stretch (a label quoting an
        // Arabic query): its windows start inside the stretch and keep the paragraph's direction.
        let quoted = "No devices match “" + paragraph(24_000, &g, words: Self.rightToLeftWords) + "”"
        try assertEditsGiveTheLayoutMadeWhole(quoted, words: Self.rightToLeftWords, width: 240, seed: 33, patched: 12, "quoted")
    }

    func testEditsOfTextWithNoSpacesGiveTheLayoutMadeWhole() throws {
        var g = SplitMixTestRandom(seed: 41)
        let t = unspaced(24_000, &g)
        for width in [nil, 240.0] as [Double?] {
            try assertEditsGiveTheLayoutMadeWhole(t, words: ["中文", "你好世界", "。", "Gliss"], width: width, seed: 42, patched: 12, "no spaces")
        }
    }

    /// A long right-to-left line is drawn from the stretch in view, shaped alone: the same
    /// pixels as the line shaped whole, after an edit too.
    func testALongRightToLeftLineDrawsFromAStretchAsWhole() throws {
        var g = SplitMixTestRandom(seed: 43)
        var t = paragraph(30_000, &g, words: Self.rightToLeftWords)
        let b = try makeBackend(size: Size(400, 60))
        _ = layout(b, t)
        t.insert(contentsOf: "مرحبا (Gliss) ", at: t.utf8.index(t.utf8.startIndex, offsetBy: 20_000))
        let l = layout(b, t)
        XCTAssertTrue(l.isRightToLeft)
        let x = -l.caretRect(forOffset: 20_000).minX + 200
        let stretches = try XCTUnwrap(b.measurer.visibleStretches(t, font: .body, within: (-x - 40)...(-x + 440)))
        XCTAssertEqual(stretches.count, 1)
        XCTAssertLessThan(stretches[0].text.utf8.count, 3 * ParagraphLayout.patchSearchBytes)
        b.render(list([.text(t, font: .body, color: .black, origin: Point(x, 10))]))
        let fresh = try makeBackend(size: Size(400, 60))
        XCTAssertNil(fresh.measurer.visibleStretches(t, font: .body, within: 0...400))
        fresh.render(list([.text(t, font: .body, color: .black, origin: Point(x, 10))]))
        XCTAssertTrue(frame(b).rgba.contains { $0 < 128 }, "something is drawn")
        XCTAssertEqual(frame(b).rgba, frame(fresh).rgba)
    }
}

extension ParagraphPatchTests {
    /// A long right-to-left line drawn without its trailing spaces, from the layout of the
    /// whole text: drawn where the text shaped whole is (the spaces of the layout, at its
    /// left, are not drawn and take no room).
    func testARightToLeftLineDrawnWithoutItsTrailingSpacesIsDrawnAsShapedWhole() throws {
        var g = SplitMixTestRandom(seed: 47)
        let t = paragraph(30_000, &g, words: Self.rightToLeftWords) + "   "
        let trimmed = String(t.dropLast(4))
        let b = try makeBackend(size: Size(400, 60))
        _ = layout(b, t)
        XCTAssertNotNil(b.measurer.visibleStretches(trimmed, font: .body, within: -40...440))
        b.render(list([.text(trimmed, font: .body, color: .black, origin: Point(10, 10))]))
        let fresh = try makeBackend(size: Size(400, 60))
        XCTAssertNil(fresh.measurer.visibleStretches(trimmed, font: .body, within: -40...440))
        fresh.render(list([.text(trimmed, font: .body, color: .black, origin: Point(10, 10))]))
        XCTAssertTrue(frame(b).rgba.contains { $0 < 128 }, "something is drawn")
        XCTAssertEqual(frame(b).rgba, frame(fresh).rgba)
    }
}

extension ParagraphPatchTests {
    /// A long line of Arabic is a few runs of about `pieceBytes` each, laid out whole or
    /// patched: the spaces between its words are shaped in the words' font (as Pango's
    /// itemiser does), not in the app's font a space each, and its long run is cut into
    /// pieces. It was a run a word and a run a space (~150 K runs in a megabyte), all copied at
    /// each edit and each step of its preparation (~40 ms a step at its end).
    func testALongArabicLineIsAFewRunsWholeAndPatched() throws {
        let words = ["مرحبا", "بالعالم", "كتاب", "قلم", "مدرسة", "و", "في", "شَكْرًا", "لا"]
        var g = SplitMixTestRandom(seed: 51)
        var t = paragraph(40_000, &g, words: words)
        let b = try makeBackend()
        func assertFewRuns(_ l: TextLayout, _ what: String) {
            XCTAssertEqual(l.lines.count, 1, what)
            let runs = l.lines[0].runs
            XCTAssertTrue(runs.allSatisfy(\.isRightToLeft), what)
            XCTAssertEqual(Set(runs.map(\.fontName)).count, 1, "\(what): spaces in the words' font")
            XCTAssertLessThanOrEqual(runs.count, 2 * t.utf8.count / ParagraphLayout.pieceBytes + 4, what)
            // Pieces in visual order, each spanning its clusters, edge to edge.
            for (a, b) in zip(runs, runs.dropFirst()) { XCTAssertEqual(a.x + a.width, b.x, accuracy: 1e-6, what) }
            for run in runs {
                let xs = run.clusters.map(\.x)
                XCTAssertEqual(xs.min() ?? run.x, run.x, accuracy: 1e-6, what)
                XCTAssertEqual(run.range, run.clusters.first!.range.lowerBound..<run.clusters.last!.range.upperBound, what)
            }
        }
        assertFewRuns(layout(b, t), "whole")
        let patched = b.measurer.paragraphsPatched
        // After a space in the middle.
        let space = try XCTUnwrap(t.utf8[t.utf8.index(t.utf8.startIndex, offsetBy: t.utf8.count / 2)...].firstIndex(of: 0x20))
        t.insert(contentsOf: "كتاب قلم ", at: t.utf8.index(after: space))
        let edited = layout(b, t)
        XCTAssertGreaterThan(b.measurer.paragraphsPatched, patched, "the edit is patched")
        assertFewRuns(edited, "patched")
        _ = assertSame(edited, whole(b, t, width: nil), "patched")
    }
}
