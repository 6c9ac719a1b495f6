import XCTest
import GlissCore
@testable import GlissSDL

/// SwiftUI's font modifiers through the real text engine: `monospacedDigit()` (OpenType `tnum`),
/// `italic()` (a synthetic oblique) and the `.serif` / `.monospaced` designs (the system's faces).
final class FontStyleTests: SDLTestCase {
    /// Inter's digits are proportional ("1" is narrower than "0"); `monospacedDigit()` makes
    /// them one width, so a counter keeps its width as it changes, and leaves letters alone.
    func testMonospacedDigitGivesDigitsOneWidth() throws {
        let b = try makeBackend()
        let m = b.textMeasurer
        let body = Font.body, tabular = Font.body.monospacedDigit()
        XCTAssertNotEqual(m.measure("1111", font: body).width, m.measure("0000", font: body).width, accuracy: 0.5,
                          "the default digits are proportional")
        XCTAssertEqual(m.measure("1111", font: tabular).width, m.measure("0000", font: tabular).width, accuracy: 0.01)
        XCTAssertEqual(m.measure("1:07", font: tabular).width, m.measure("8:58", font: tabular).width, accuracy: 0.01)
        // Measured again after many labels (the context-free table takes over): still tabular.
        for k in 0..<300 { _ = m.measure("n\(k)", font: tabular) }
        XCTAssertEqual(m.measure("1111", font: tabular).width, m.measure("0000", font: tabular).width, accuracy: 0.01)
        XCTAssertEqual(m.measure("Photos", font: tabular).width, m.measure("Photos", font: body).width, accuracy: 0.01)
    }

    /// `italic()` slants the glyphs: the ink of an "l" sits further right at its top than at
    /// its foot, where the upright "l" is a vertical stem. The advance does not change.
    func testItalicSlantsTheGlyphs() throws {
        let b = try makeBackend(size: Size(120, 80))
        func inkCentres(_ font: Font) -> (top: Double, bottom: Double) {
            b.render(list([.text("l", font: font, color: .black, origin: Point(40, 5))]))
            let f = frame(b)
            var rows: [(y: Int, x: Double)] = []
            for y in 0..<f.height {
                var sum = 0.0, weight = 0.0
                for x in 0..<f.width {
                    let ink = Double(255 - f.pixel(x, y).r)
                    sum += Double(x) * ink; weight += ink
                }
                if weight > 200 { rows.append((y, sum / weight)) }
            }
            XCTAssertGreaterThan(rows.count, 20, "the l is drawn")
            let top = rows.prefix(5).map(\.x).reduce(0, +) / 5, bottom = rows.suffix(5).map(\.x).reduce(0, +) / 5
            return (top, bottom)
        }
        let font = Font(size: 40)
        let upright = inkCentres(font), slanted = inkCentres(font.italic())
        XCTAssertEqual(upright.top, upright.bottom, accuracy: 0.75)
        XCTAssertGreaterThan(slanted.top - slanted.bottom, 4, "\(slanted)")
        XCTAssertEqual(b.textMeasurer.measure("Hello", font: font.italic()).width,
                       b.textMeasurer.measure("Hello", font: font).width, accuracy: 0.01)
    }

    /// `.monospaced` draws with the system's monospaced face (every character as wide), `.serif`
    /// with its serif face: neither is the bundled sans.
    func testSerifAndMonospacedDesignsUseTheSystemFaces() throws {
        let b = try makeBackend()
        let m = b.textMeasurer
        let mono = Font.system(size: 17, design: .monospaced)
        XCTAssertEqual(m.measure("iiii", font: mono).width, m.measure("MMMM", font: mono).width, accuracy: 0.01)
        XCTAssertEqual(Font.body.monospaced(), Font(size: 17, design: .monospaced))
        let serif = Font.system(.body, design: .serif)
        let runs = layout(b, "Serif", font: serif).lines[0].runs
        XCTAssertTrue(runs.allSatisfy { $0.fontName.localizedCaseInsensitiveContains("serif") && $0.fontName != "Inter" },
                      "\(runs.map(\.fontName))")
        XCTAssertEqual(layout(b, "Mono", font: mono.bold()).lines[0].runs.first?.fontName.contains("Mono"), true)
        XCTAssertEqual(b.warnings, [])
    }
}
