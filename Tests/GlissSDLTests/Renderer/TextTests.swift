import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Text and fonts: measuring, drawing, colour, synthetic bold, bundled fonts and fallbacks.
final class TextTests: SDLTestCase {
    func testTextRendersPixelsAndMeasuresLongerStringsWider() throws {
        let b = try makeBackend()
        let m = b.textMeasurer
        let short = m.measure("Hi", font: .body)
        let long = m.measure("Hello, wide world", font: .body)
        XCTAssertGreaterThan(short.width, 5)
        XCTAssertGreaterThan(long.width, short.width * 3)
        XCTAssertEqual(long.height, m.lineHeight(.body))
        XCTAssertGreaterThan(m.lineHeight(.body), 17)
        XCTAssertLessThan(m.lineHeight(.body), 30)
        XCTAssertGreaterThan(m.measure("Hello", font: .title).width, m.measure("Hello", font: .body).width)
        XCTAssertGreaterThan(m.measure("Hello", font: Font(size: 17, weight: .bold)).width,
                             m.measure("Hello", font: .body).width)
        XCTAssertEqual(m.measure("", font: .body).width, 0)

        b.render(list([.text("Hello, wide world", font: .body, color: .black, origin: Point(10, 10)),
                       .text("", font: .body, color: .black, origin: Point(10, 100))]))
        let f = frame(b)
        var dark = 0, outside = 0
        for y in 0..<f.height {
            for x in 0..<f.width where f.pixel(x, y).r < 128 {
                let inBox = Double(x) >= 10 && Double(x) < 10 + long.width + 1 && Double(y) >= 10 && Double(y) < 10 + long.height
                if inBox { dark += 1 } else { outside += 1 }
            }
        }
        XCTAssertGreaterThan(dark, 60, "text should put dark pixels inside its measured box")
        XCTAssertEqual(outside, 0, "text stays inside its measured layout box")
    }

    func testTextColourComesFromColourModNotTheCacheKey() throws {
        let b = try makeBackend()
        b.render(list([.text("MMMM", font: Font(size: 30, weight: .bold), color: Color(red: 1, green: 0, blue: 0), origin: Point(10, 10))]))
        let rasterised = b.glyphsRasterised
        b.render(list([.text("MMMM", font: Font(size: 30, weight: .bold), color: Color(red: 1, green: 0, blue: 0), origin: Point(10, 10)),
                       .text("MMMM", font: Font(size: 30, weight: .bold), color: Color(red: 0, green: 0, blue: 1), origin: Point(10, 60))]))
        let f = frame(b)
        var reds = 0, blues = 0
        for y in 0..<f.height {
            for x in 0..<f.width {
                let p = f.pixel(x, y)
                if p.r > 200 && p.g < 40 && p.b < 40 { reds += 1 }
                if p.b > 200 && p.g < 40 && p.r < 40 { blues += 1 }
            }
        }
        XCTAssertGreaterThan(reds, 50)
        XCTAssertGreaterThan(blues, 50)
        XCTAssertEqual(b.glyphsRasterised, rasterised, "the blue line reuses the red one's glyph rasters")
    }

    /// Comfortaa (the rounded font) stops at Bold, so rounded heavy/black get synthetic bold:
    /// visibly heavier than rounded bold, from a face of its own, and measured with that same
    /// face so layout widths match the drawn text.
    func testRoundedBlackIsEmboldenedAndMeasuredAsDrawn() throws {
        let b = try makeBackend(size: Size(300, 120))
        let black = Font(size: 34, weight: .black, design: .rounded)
        let bold = Font(size: 34, weight: .bold, design: .rounded)
        let text = "Discover"
        b.render(list([.text(text, font: black, color: .black, origin: Point(10, 5)),
                       .text(text, font: bold, color: .black, origin: Point(10, 60))]))
        let f = frame(b)
        func ink(_ rows: Range<Int>) -> (dark: Int, minX: Int, maxX: Int) {
            var dark = 0, minX = Int.max, maxX = -1
            for y in rows { for x in 0..<f.width where f.pixel(x, y).r < 128 {
                dark += 1; minX = min(minX, x); maxX = max(maxX, x)
            } }
            return (dark, minX, maxX)
        }
        let heavy = ink(0..<58), regular = ink(58..<120)
        XCTAssertGreaterThan(Double(heavy.dark), 1.3 * Double(regular.dark),
                             "rounded black \(heavy.dark) vs bold \(regular.dark) dark pixels")

        let blackFace = try XCTUnwrap(b.fonts.face(black)), boldFace = try XCTUnwrap(b.fonts.face(bold))
        XCTAssertEqual(blackFace.path, boldFace.path, "both from Rounded-Bold.ttf")
        XCTAssertNotEqual(blackFace.serial, boldFace.serial, "the bold style lives on a face of its own")
        XCTAssertTrue(blackFace.emboldened)
        XCTAssertFalse(boldFace.emboldened)

        // Measurement and drawing agree: the line drawn is the one measured (the same shaped
        // run) and the ink ends within a few pixels of it (side bearing), never beyond.
        let measured = b.textMeasurer.measure(text, font: black).width
        XCTAssertGreaterThan(measured, b.textMeasurer.measure(text, font: bold).width)
        let shaped = try XCTUnwrap(b.measurer.shaped(text, font: black))
        XCTAssertEqual(shaped.width / b.scale, measured)
        let inkWidth = Double(heavy.maxX + 1 - 10)
        XCTAssertLessThanOrEqual(inkWidth, measured)
        XCTAssertGreaterThanOrEqual(inkWidth, measured - 4, "ink \(inkWidth) vs measured \(measured)")
    }

    /// An app with no fonts of its own draws with the fonts that ship with Gliss: no warning.
    func testBundledFontsNeedNoResourceFolder() throws {
        let root = makeResourceRoot(fonts: false)
        let b = try makeBackend(root: root)
        XCTAssertGreaterThan(b.textMeasurer.measure("Hello", font: .body).width, 10)
        b.render(list([.text("Hello", font: .body, color: .black, origin: Point(10, 10)),
                       .text(Icon.heartFill.rawValue, font: Font(size: 20, design: .icon), color: .black, origin: Point(100, 10))]))
        let f = frame(b)
        XCTAssertTrue((0..<f.height).contains { y in (0..<40).contains { f.pixel($0, y).r < 100 } }, "text drawn")
        XCTAssertTrue((0..<f.height).contains { y in (100..<130).contains { f.pixel($0, y).r < 100 } }, "icon drawn")
        XCTAssertEqual(b.warnings, [])
    }

    /// A broken font in the app's own Fonts/ warns once, naming it, and the bundled one is used.
    func testBrokenAppFontWarnsAndFallsBackToTheBundledOne() throws {
        let root = makeResourceRoot(fonts: false)
        FileManager.default.createFile(atPath: root + "/Fonts/Sans-Regular.ttf", contents: Data("not a font".utf8))
        let b = try makeBackend(root: root)
        XCTAssertGreaterThan(b.textMeasurer.measure("Hello", font: .body).width, 10)
        XCTAssertTrue(b.warnings.contains { $0.hasPrefix("warning: cannot load font \(root)/Fonts/Sans-Regular.ttf: ") },
                      "\(b.warnings)")
    }
}
