import XCTest
import GlissCore
@testable import GlissSDL

/// Issue #51: `DrawCommand.composited` — blend modes and clip paths, pixel for pixel.
final class CompositingRenderingTests: SDLTestCase {
    private let orange = Color(red: 1, green: 128.0 / 255, blue: 0)
    private let lilac = Color(red: 128.0 / 255, green: 128.0 / 255, blue: 1)

    private func render(_ commands: [DrawCommand], size: Size = Size(200, 200)) throws -> Frame {
        let b = try makeBackend(size: size)
        b.render(list(commands))
        return frame(b)
    }

    private func assertNear(_ f: Frame, _ x: Int, _ y: Int, _ c: (Int, Int, Int), tolerance: Int = 2, _ what: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(f.isColor(x, y, c, tolerance: tolerance), "\(what) (\(x), \(y)) is \(f.pixel(x, y)), expected \(c)",
                      file: file, line: line)
    }

    /// Orange everywhere, then `source` over its middle blended by `mode`.
    private func blended(_ mode: GraphicsContext.BlendMode, _ source: Color) throws -> Frame {
        try render([.fillRoundedRect(rect: Rect(0, 0, 200, 200), radius: 0, color: orange),
                    .composited(.fillPath(Path(Rect(50, 50, 100, 100)), eoFill: false, paint: .color(source)),
                                Compositing(blendMode: mode))])
    }

    func testEachBlendModeMixesWithTheBackdropByItsFormula() throws {
        // Backdrop (255, 128, 0), source (128, 128, 255).
        let expected: [(GraphicsContext.BlendMode, (Int, Int, Int))] = [
            (.normal, (128, 128, 255)),
            (.multiply, (128, 64, 0)),
            (.screen, (255, 192, 255)),
            (.overlay, (255, 128, 0)),
            (.darken, (128, 128, 0)),
            (.lighten, (255, 128, 255)),
            (.difference, (127, 0, 255)),
            (.exclusion, (127, 128, 255)),
            (.plusLighter, (255, 255, 255)),
        ]
        for (mode, c) in expected {
            let f = try blended(mode, lilac)
            assertNear(f, 100, 100, c, "\(mode)")
            assertNear(f, 20, 20, (255, 128, 0), "\(mode), outside the path")
        }
    }

    func testATranslucentSourceMixesTheBlendWithTheBackdrop() throws {
        let f = try blended(.multiply, lilac.opacity(0.5))
        // Half the multiply (128, 64, 0), half the backdrop (255, 128, 0).
        assertNear(f, 100, 100, (191, 96, 0), tolerance: 3)
    }

    func testABlendedPathKeepsItsEdgesAndTransform() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let f = try render([.fillRoundedRect(rect: Rect(0, 0, 200, 200), radius: 0, color: yellow),
                            .pushTransform(Transform2D.translation(100, 100).concatenating(after: .rotation(.degrees(45)))),
                            .composited(.fillPath(Path(Rect(-40, -40, 80, 80)), eoFill: false, paint: .color(cyan)),
                                        Compositing(blendMode: .multiply)),
                            .popTransform])
        assertNear(f, 100, 100, (0, 255, 0), "yellow × cyan: green")
        assertNear(f, 100, 100 - 52, (0, 255, 0), "the diamond's top (40√2 ≈ 57 above the centre)")
        assertNear(f, 100 - 36, 100 - 36, (255, 255, 0), "the upright square's corner is not drawn")
    }

    func testBlendedTextMixesItsGlyphs() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let f = try render([.fillRoundedRect(rect: Rect(0, 0, 300, 100), radius: 0, color: yellow),
                            .composited(.text("MMMM", font: Font(size: 48, weight: .bold), color: cyan, origin: Point(10, 10)),
                                        Compositing(blendMode: .multiply))], size: Size(300, 100))
        var green = 0, cyanish = 0
        for y in 0..<f.height {
            for x in 0..<f.width {
                let p = f.pixel(x, y)
                if p.r < 8 && p.g > 247 && p.b < 8 { green += 1 }
                if p.b > 128 { cyanish += 1 }
            }
        }
        XCTAssertGreaterThan(green, 500, "yellow × cyan where the glyphs are")
        XCTAssertEqual(cyanish, 0, "nothing drawn over the yellow as it is")
    }

    func testAFillClippedToACircleIsADisc() throws {
        let disc = Path(ellipseIn: Rect(50, 50, 100, 100))
        let f = try render([.composited(.fillPath(Path(Rect(0, 0, 200, 200)), eoFill: false, paint: .color(.black)),
                                        Compositing(clipPaths: [ClipPath(disc)]))])
        var area = 0.0
        for y in 0..<f.height { for x in 0..<f.width { area += Double(255 - f.pixel(x, y).r) / 255 } }
        XCTAssertEqual(area, Double.pi * 50 * 50, accuracy: Double.pi * 50 * 50 * 0.01, "the disc's area")
        assertNear(f, 100, 100, (0, 0, 0), "inside")
        assertNear(f, 55, 55, (255, 255, 255), "the bounding square's corner is clear")
    }

    func testClipsIntersectAndTakeTheirRule() throws {
        var rings = Path(ellipseIn: Rect(20, 20, 160, 160))
        rings.addEllipse(in: Rect(60, 60, 80, 80))
        let f = try render([.composited(.fillPath(Path(Rect(0, 0, 200, 200)), eoFill: false, paint: .color(.black)),
                                        Compositing(clipPaths: [ClipPath(rings, eoFill: true), ClipPath(Path(Rect(0, 0, 100, 200)))]))])
        assertNear(f, 100, 100, (255, 255, 255), "the even-odd hole")
        assertNear(f, 40, 100, (0, 0, 0), "the ring, in the left half")
        assertNear(f, 160, 100, (255, 255, 255), "the right half is clipped away")
    }

    func testAClippedGradientUnderAScale() throws {
        let paint = Paint.linearGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
                                         start: Point(0, 0), end: Point(100, 0))
        let f = try render([.pushTransform(.scale(2, 2)),
                            .composited(.fillPath(Path(Rect(0, 0, 100, 100)), eoFill: false, paint: paint),
                                        Compositing(clipPaths: [ClipPath(Path(ellipseIn: Rect(0, 0, 100, 100)))])),
                            .popTransform])
        assertNear(f, 100, 100, (128, 0, 128), tolerance: 4, "the gradient's middle at the disc's centre")
        assertNear(f, 10, 10, (255, 255, 255), "the scaled disc leaves its square's corner")
        assertNear(f, 5, 100, (248, 0, 7), tolerance: 4, "near its left edge, red")
    }

    func testTextIsClippedToThePath() throws {
        // A line of text clipped to an ellipse over its first glyphs: no ink right of it.
        let text = DrawCommand.text("MMMMMM", font: Font(size: 40, weight: .bold), color: .black, origin: Point(10, 10))
        let whole = try render([text], size: Size(300, 100))
        let half = try render([.composited(text, Compositing(clipPaths: [ClipPath(Path(ellipseIn: Rect(10, 0, 100, 100)))]))],
                              size: Size(300, 100))
        func ink(_ f: Frame, _ x0: Int, _ x1: Int) -> Int {
            var n = 0
            for y in 0..<f.height { for x in x0..<x1 where f.pixel(x, y).r < 128 { n += 1 } }
            return n
        }
        XCTAssertGreaterThan(ink(whole, 120, 300), 200)
        XCTAssertEqual(ink(half, 111, 300), 0, "clipped to the ellipse")
        XCTAssertGreaterThan(ink(half, 40, 80), ink(whole, 40, 80) / 2, "inside it, drawn")
    }
}
