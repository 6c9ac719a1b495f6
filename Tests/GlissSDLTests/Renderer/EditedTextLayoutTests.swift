import XCTest
import GlissCore
@testable import GlissSDL

/// A long text edited is laid out from its last layout: the paragraphs the edit did not touch
/// are the last layout's, moved; only the edited one is laid out. The result is the layout made
/// from scratch, for every kind of edit.
final class EditedTextLayoutTests: SDLTestCase {
    /// Paragraphs of several kinds: Latin, Hebrew, Arabic, CJK, empty, spaces only.
    private let paragraphs = ["Typing a long line of text, word after word, until it wraps in a narrow editor.",
                              "שלום עולם, זו שורה בעברית עם מילים רבות", "", "مرحبا بالعالم، هذا سطر عربي",
                              "照片和文字混在一起 Photos and text", "   ", "short", "abc שלום def مرحبا ghi"]

    private func text(_ count: Int) -> String {
        (0..<count).map { "\($0): " + paragraphs[$0 % paragraphs.count] }.joined(separator: "\n")
    }

    /// The layout made from nothing kept: each paragraph laid out afresh.
    private func fresh(_ b: SDLBackend, _ text: String, width: Double?) -> TextLayout {
        let engine = ParagraphLayout(measurer: b.measurer, font: .body)
        return engine.textLayout(text, try! engine.assemble(text, width: width) { p, _ in try engine.layOutParagraph(p, width: width) })
    }

    func testEveryEditOfALongTextGivesTheLayoutMadeFromScratch() throws {
        let b = try makeBackend()
        var generator = SystemRandomNumberGenerator()
        for width in [nil, 180.0] as [Double?] {
            var t = text(60)
            XCTAssertGreaterThan(t.utf8.count, SDLTextMeasurer.longLine)
            XCTAssertEqual(layout(b, t, width: width), fresh(b, t, width: width))
            for step in 0..<60 {
                var chars = Array(t)
                let at = Int.random(in: 0...chars.count, using: &generator)
                switch step % 6 {
                case 0: chars.insert("x", at: at)
                case 1: chars.insert("\n", at: at)
                case 2: if let nl = chars.firstIndex(of: "\n") { chars.remove(at: nl) }
                case 3: chars.removeSubrange(at..<min(chars.count, at + 30))
                case 4: chars.insert(contentsOf: "ש ع 字 ", at: at)
                default: chars.insert(contentsOf: step % 2 == 0 ? "start " : " end", at: step % 2 == 0 ? 0 : chars.count)
                }
                t = String(chars)
                let edited = layout(b, t, width: width)
                let expected = fresh(b, t, width: width)
                XCTAssertEqual(edited.lines.count, expected.lines.count, "edit \(step) at \(at), width \(String(describing: width))")
                XCTAssertEqual(edited, expected, "edit \(step) at \(at), width \(String(describing: width))")
                if edited != expected { return }
            }
        }
    }

    /// A keystroke in the middle of a 2,000-line text asks for one paragraph; the rest are the
    /// last layout's. Its width on one line is the widest paragraph's, as measured alone.
    func testAKeystrokeInAThousandsOfLinesLaysOutOneParagraph() throws {
        let b = try makeBackend()
        let lines = (0..<2000).map { "\($0) lorem ipsum dolor sit amet" }
        var t = lines.joined(separator: "\n")
        _ = layout(b, t, width: 300)
        let before = b.measurer.paragraphs.lookups
        let middle = t.utf8.index(t.utf8.startIndex, offsetBy: t.utf8.count / 2)
        t.insert("x", at: middle)
        let edited = layout(b, t, width: 300)
        XCTAssertEqual(b.measurer.paragraphs.lookups - before, 1)
        XCTAssertEqual(edited, fresh(b, t, width: 300))
        let widest = try XCTUnwrap(t.split(separator: "\n").map { b.measurer.measure(String($0), font: .body).width }.max())
        XCTAssertEqual(b.measurer.measure(t, font: .body).width, widest, accuracy: 0.001)
    }
}
