import XCTest
import GlissCore
@testable import GlissSDL

/// A long paragraph edited is shaped from where it changed (``RecentShapings``): the glyphs are
/// those of shaping it whole, for every kind of edit and script, and most of them are kept.
final class IncrementalShapingTests: SDLTestCase {
    private let pieces = ["Typing a long line of text, word after word, office affine fi fl ffi. ",
                          "AVA To Ty Wa Yo kerning pairs; ", "שלום עולם, זו שורה בעברית ", "مرحبا بالعالم، هذا سطر عربي ",
                          "照片和文字 ", "e\u{301}a\u{308} combining marks ", "abcdefghij"]

    private func glyphs(_ s: ShapedText) -> [String] {
        s.runs.flatMap { run in
            ["run \(run.range) \(run.level) \(run.advance)"] + run.glyphs.map { "\($0.id) \($0.cluster) \($0.advance) \($0.xOffset) \($0.yOffset)" }
        }
    }

    func testEveryEditOfALongParagraphShapesAsShapingItWhole() throws {
        let b = try makeBackend()
        let face = try XCTUnwrap(b.measurer.face(.body))
        let incremental = TextShaper(fonts: b.measurer.fonts)
        let whole = TextShaper(fonts: b.measurer.fonts)
        whole.recent.isEnabled = false
        var generator = SystemRandomNumberGenerator()
        var chars = Array((0..<40).map { pieces[$0 % pieces.count] }.joined())
        for step in 0..<80 {
            let at = Int.random(in: 0...chars.count, using: &generator)
            switch step % 8 {
            case 0, 1, 2: chars.append(Character(String("abcdefghij".randomElement(using: &generator)!)))
            case 3: chars.insert(contentsOf: pieces.randomElement(using: &generator)!, at: at)
            case 4: chars.removeSubrange(at..<min(chars.count, at + 7))
            case 5: chars.insert("\u{301}", at: at)
            case 6: chars.removeLast()
            default: chars.insert("f", at: at)
            }
            let text = String(chars)
            XCTAssertGreaterThanOrEqual(text.utf8.count, RecentShapings.minBytes)
            let a = glyphs(incremental.shape(text, primary: face)), e = glyphs(whole.shape(text, primary: face))
            XCTAssertEqual(a.count, e.count, "edit \(step) at \(at)")
            if let i = (0..<min(a.count, e.count)).first(where: { a[$0] != e[$0] }) {
                XCTFail("edit \(step) at \(at): glyph \(i) is \(a[i]), shaped whole \(e[i])")
                return
            }
        }
        // Edits in the middle shape the rest of their run again; most edits keep most glyphs.
        XCTAssertGreaterThan(incremental.recent.glyphsKept, incremental.recent.glyphsShaped,
                             "edits shaped their paragraph whole: kept \(incremental.recent.glyphsKept), shaped \(incremental.recent.glyphsShaped)")
    }

    /// Typing at the end of a 2,000-character field: each key shapes the last ~100 bytes again
    /// (``RecentShapings/contextBytes`` and ``RecentShapings/overlapBytes`` before it), not 2,000.
    func testTypingAtTheEndShapesAFewGlyphsAKey() throws {
        let b = try makeBackend()
        let face = try XCTUnwrap(b.measurer.face(.body))
        let shaper = TextShaper(fonts: b.measurer.fonts)
        var text = String(repeating: "abcdefghij", count: 200)
        _ = shaper.shape(text, primary: face)
        let before = shaper.recent.glyphsShaped

        for c in "klmnopqrst" { text.append(c); _ = shaper.shape(text, primary: face) }
        XCTAssertLessThan(shaper.recent.glyphsShaped - before, 1_500, "ten keys shaped \(shaper.recent.glyphsShaped - before) glyphs")
    }
}

/// Latin text with typographic punctuation and accents is itemised from its bytes; the items
/// are those of walking its clusters.
final class LatinItemTests: SDLTestCase {
    func testPlainLatinTextItemisesAsTheClusterWalkDoes() throws {
        let b = try makeBackend()
        let face = try XCTUnwrap(b.measurer.face(.body))
        let shaper = TextShaper(fonts: b.measurer.fonts)
        let texts = ["No devices match “abc”", "café — naïve résumé…", "e\u{301} a\u{308}", "\u{301}only a mark", "“” – —",
                     "price 5 € or 4 £", "Ærøskøbing Łódź Şişli", "x\u{2028}y", "smile ☺\u{FE0F} here", "שלום “x”",
                     "mixed 照片 “quoted”", "tab\tand\u{00AD}soft", "123 “456”", "ẞ ẞ ǅ"]
        for text in texts {
            var t = text
            t.withUTF8 { utf8 in
                var never = StopPoll.never
                let fast = try! shaper.itemise(text, utf8, face, &never), walked = try! shaper.itemise(text, utf8, face, &never, fast: false)
                // From the bytes alone for Latin, typographic punctuation and accents only.
                let plain = !["x\u{2028}y", "smile ☺\u{FE0F} here", "שלום “x”", "mixed 照片 “quoted”"].contains(text)
                XCTAssertEqual(shaper.latinItem(utf8, face) != nil, plain, text)
                XCTAssertEqual(fast.1, walked.1, text)
                XCTAssertEqual(fast.0.map { "\($0.range) \($0.level) \(ObjectIdentifier($0.face)) \($0.script.rawValue)" },
                               walked.0.map { "\($0.range) \($0.level) \(ObjectIdentifier($0.face)) \($0.script.rawValue)" }, text)
            }
        }
    }
}
