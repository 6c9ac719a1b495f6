import XCTest
import GlissCore
@testable import GlissSDL

/// Issue #51: text filled with a gradient (`DrawCommand.styledText`), pixel for pixel.
final class StyledTextRenderingTests: SDLTestCase {
    private let pureRed = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// The pixels the glyphs cover fully, drawn on white: a red-to-blue paint leaves green at 0
    /// only there (a partly covered pixel is mixed with the white behind it).
    private func solidInk(_ f: Frame) -> [(x: Int, y: Int, r: Int, b: Int)] {
        var out: [(Int, Int, Int, Int)] = []
        for y in 0..<f.height {
            for x in 0..<f.width {
                let p = f.pixel(x, y)
                if p.g < 3 { out.append((x, y, p.r, p.b)) }
            }
        }
        return out
    }

    func testGlyphsAreFilledWithTheGradientWhereEachPixelIs() throws {
        let b = try makeBackend(size: Size(300, 100))
        let font = Font(size: 48, weight: .bold)
        // Across the line (about 225 pixels wide from x = 10).
        let paint = Paint.linearGradient(Gradient(colors: [pureRed, blue]), start: Point(10, 0), end: Point(250, 0))
        b.render(list([.styledText("MMMMM", font: font, paint: paint, origin: Point(10, 10))]))
        let ink = solidInk(frame(b))
        XCTAssertGreaterThan(ink.count, 1000, "the glyphs are inked")
        var worst = 0
        for p in ink {
            let want = paint.color(at: Point(Double(p.x) + 0.5, Double(p.y) + 0.5))
            worst = max(worst, abs(p.r - Int(want.r * 255)), abs(p.b - Int(want.b * 255)))
        }
        XCTAssertLessThanOrEqual(worst, 6, "each pixel in the gradient's colour where it is")
        let x0 = ink.map(\.x).min()!, x1 = ink.map(\.x).max()!
        let left = ink.filter { $0.x < x0 + 10 }, right = ink.filter { $0.x > x1 - 10 }
        XCTAssertTrue(left.allSatisfy { $0.r > 200 && $0.b < 60 }, "red at the leading edge")
        XCTAssertTrue(right.allSatisfy { $0.b > 200 && $0.r < 60 }, "blue at the trailing edge")
    }

    func testAPlainColourPaintDrawsAsTextAndTheOpacityFades() throws {
        let b = try makeBackend(size: Size(300, 100))
        let font = Font(size: 48, weight: .bold)
        b.render(list([.text("MM", font: font, color: pureRed, origin: Point(10, 10))]))
        let plain = frame(b)
        b.render(list([.styledText("MM", font: font, paint: .color(pureRed), origin: Point(10, 10))]))
        XCTAssertEqual(frame(b).rgba, plain.rgba, "a colour paint is the plain text")

        let faded = Paint.linearGradient(Gradient(colors: [pureRed, pureRed]), start: Point(0, 0), end: Point(300, 0)).opacity(0.5)
        b.render(list([.styledText("MM", font: font, paint: faded, origin: Point(10, 10))]))
        let f = frame(b)
        var darkest = 255
        for y in 0..<f.height { for x in 0..<f.width { darkest = min(darkest, f.pixel(x, y).g) } }
        XCTAssertEqual(Double(darkest), 128, accuracy: 3, "half as opaque: red over white is (255, 128, 128) at most")
    }

    func testAStyledLineIsTheSameEveryFrameAndMovesWithItsOrigin() throws {
        let b = try makeBackend(size: Size(300, 100))
        let paint = Paint.linearGradient(Gradient(colors: [pureRed, blue]), start: Point(10, 0), end: Point(200, 0))
        let line = DrawCommand.styledText("Gliss", font: .largeTitle, paint: paint, origin: Point(10, 10))
        b.render(list([line]))
        let first = frame(b)
        b.render(list([line]))
        XCTAssertEqual(frame(b).rgba, first.rgba, "drawn from the cache as it was painted")
        b.render(list([line.transformed(dx: 40, dy: 0, opacity: 1)]))
        let moved = frame(b)
        XCTAssertNotEqual(moved.rgba, first.rgba)
        XCTAssertEqual(Double(solidInk(moved).count), Double(solidInk(first).count), accuracy: Double(solidInk(first).count) / 20,
                       "the same line, moved")
    }

    func testUnderAScaleTheGradientStillRunsAcrossTheLine() throws {
        let b = try makeBackend(size: Size(400, 160))
        let font = Font(size: 30, weight: .bold)
        let paint = Paint.linearGradient(Gradient(colors: [pureRed, blue]), start: Point(10, 0), end: Point(130, 0))
        let line = DrawCommand.styledText("MMMM", font: font, paint: paint, origin: Point(10, 10))
        b.render(list([line]))
        let plain = solidInk(frame(b)).map(\.x)
        b.render(list([.pushTransform(Transform2D.scale(2, 2)), line, .popTransform]))
        let ink = solidInk(frame(b))
        XCTAssertGreaterThan(ink.count, 1000)
        let x0 = ink.map(\.x).min()!, x1 = ink.map(\.x).max()!
        XCTAssertEqual(Double(x1 - x0), 2 * Double(plain.max()! - plain.min()!), accuracy: 6, "twice as wide")
        XCTAssertTrue(ink.filter { $0.x < x0 + 10 }.allSatisfy { $0.r > $0.b }, "red first")
        XCTAssertTrue(ink.filter { $0.x > x1 - 10 }.allSatisfy { $0.b > $0.r }, "blue last")
    }
}
