import XCTest
import GlissCore
@testable import GlissSDL

/// Lines a frame lists as just outside the view (`DrawList.prefetchedTexts`) are shaped and
/// their glyphs rasterised after the frame is shown, a bounded amount a frame, so the frame
/// they scroll into only blits.
final class TextPrefetchRenderingTests: SDLTestCase {
    /// `count` lines of ten ideographs each, none shared between lines.
    private func ideographLines(_ count: Int, from first: UInt32 = 0x4E00) -> [String] {
        (0..<count).map { line in
            String(String.UnicodeScalarView((0..<10).compactMap { Unicode.Scalar(first + UInt32(line * 10 + $0)) }))
        }
    }

    func testAPrefetchedLineIsDrawnWithoutRasterisingAndLooksTheSame() throws {
        let line = ideographLines(1)[0]
        let origin = Point(10.3, 40)
        let b = try makeBackend(size: Size(300, 100))
        var ahead = list([])
        ahead.prefetchedTexts = [TextPrefetch(string: line, font: .body, origin: origin)]
        let before = b.glyphsRasterised
        b.render(ahead)
        XCTAssertEqual(b.glyphsRasterised - before, 10, "its ten glyphs are rasterised after the frame")
        let shown = list([.text(line, font: .body, color: .black, origin: origin)])
        b.render(shown)
        XCTAssertEqual(b.glyphsRasterised - before, 10, "the frame it shows in rasterises nothing more")

        let plain = try makeBackend(size: Size(300, 100))
        plain.render(shown)
        XCTAssertEqual(frame(b).rgba, frame(plain).rgba, "drawn exactly as without the prefetch")
    }

    func testAFrameRasterisesABoundedNumberAheadAndTheRestFollows() throws {
        let lines = ideographLines(12)   // 120 new glyphs
        let b = try makeBackend(size: Size(300, 100))
        var ahead = list([])
        ahead.prefetchedTexts = lines.enumerated().map { TextPrefetch(string: $1, font: .body, origin: Point(0, Double(200 + 20 * $0))) }
        var perFrame: [Int] = []
        for _ in 0..<6 {
            let before = b.glyphsRasterised
            b.render(ahead)
            perFrame.append(b.glyphsRasterised - before)
        }
        let cap = SDLBackend.prefetchGlyphsPerFrame
        XCTAssertTrue(perFrame.allSatisfy { $0 <= cap + 10 }, "at most the budget and one line over it a frame: \(perFrame)")
        XCTAssertGreaterThan(perFrame[1], 0, "the rest follows in the next frames: \(perFrame)")
        XCTAssertEqual(perFrame.reduce(0, +), 120, "every glyph is prepared in the end: \(perFrame)")
        XCTAssertEqual(perFrame.last, 0, "then nothing is left to do")
    }
}
