import XCTest
import GlissCore
@testable import GlissSDL

/// Issue #51, item 2: gradients painted in paths, pixel for pixel.
final class GradientRenderingTests: SDLTestCase {
    private func render(_ commands: [DrawCommand]) throws -> Frame {
        let b = try makeBackend(size: Size(200, 200))
        b.render(list(commands))
        return frame(b)
    }

    private func assertNear(_ f: Frame, _ x: Int, _ y: Int, _ c: (Int, Int, Int), tolerance: Int = 3,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(f.isColor(x, y, c, tolerance: tolerance), "(\(x), \(y)) is \(f.pixel(x, y)), expected \(c)", file: file, line: line)
    }

    func testALinearGradientBlendsInSRGB() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let paint = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing).resolve(in: Rect(0, 0, 200, 200))
        let f = try render([.fillPath(Path(Rect(0, 0, 200, 200)), eoFill: false, paint: paint)])
        assertNear(f, 50, 100, (191, 0, 64))
        assertNear(f, 150, 100, (64, 0, 191))
        assertNear(f, 50, 10, (191, 0, 64), tolerance: 3)   // constant across the line
        XCTAssertEqual(paint.color(at: Point(50, 0)).r, 0.75, accuracy: 0.01)
    }

    func testRadialEllipticalAndAngularGradients() throws {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let square = Path(Rect(0, 0, 200, 200))
        let radial = RadialGradient(colors: [black, white], center: .center, startRadius: 0, endRadius: 100).resolve(in: Rect(0, 0, 200, 200))
        let r = try render([.fillPath(square, eoFill: false, paint: radial)])
        assertNear(r, 100, 100, (0, 0, 0), tolerance: 4)
        assertNear(r, 150, 100, (128, 128, 128), tolerance: 4)
        assertNear(r, 100, 150, (128, 128, 128), tolerance: 4)
        assertNear(r, 199, 199, (255, 255, 255))

        // In a 200×100 frame: half way to the edge is half way along either axis.
        let elliptical = EllipticalGradient(colors: [black, white]).resolve(in: Rect(0, 50, 200, 100))
        let e = try render([.fillPath(Path(Rect(0, 50, 200, 100)), eoFill: false, paint: elliptical)])
        assertNear(e, 150, 100, (128, 128, 128), tolerance: 4)
        assertNear(e, 100, 125, (128, 128, 128), tolerance: 4)

        // A whole turn from the positive x axis, clockwise on screen: a quarter turn (below the
        // centre) is a quarter of the way, half a turn (left of it) half.
        let angular = AngularGradient(colors: [black, white]).resolve(in: Rect(0, 0, 200, 200))
        let a = try render([.fillPath(square, eoFill: false, paint: angular)])
        assertNear(a, 100, 180, (64, 64, 64), tolerance: 5)
        assertNear(a, 20, 100, (128, 128, 128), tolerance: 5)
        assertNear(a, 100, 20, (191, 191, 191), tolerance: 5)
    }

    func testAGradientWithTransparentStopsBlendsOverWhatIsBehind() throws {
        let paint = LinearGradient(colors: [Color(red: 0, green: 0, blue: 0, opacity: 0), Color(red: 0, green: 0, blue: 0, opacity: 1)],
                                   startPoint: .top, endPoint: .bottom).resolve(in: Rect(0, 0, 200, 200))
        let red = Color(red: 1, green: 0, blue: 0)
        let f = try render([.fillRoundedRect(rect: Rect(0, 0, 200, 200), radius: 0, color: red),
                            .fillPath(Path(Rect(0, 0, 200, 200)), eoFill: false, paint: paint)])
        assertNear(f, 100, 2, (252, 0, 0), tolerance: 4)
        assertNear(f, 100, 100, (128, 0, 0), tolerance: 4)
    }

    func testAGradientStrokeFollowsItsPath() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let paint = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing).resolve(in: Rect(0, 0, 200, 200))
        var line = Path()
        line.move(to: Point(0, 100)); line.addLine(to: Point(200, 100))
        let f = try render([.strokePath(line, style: StrokeStyle(lineWidth: 10), paint: paint)])
        assertNear(f, 50, 100, (191, 0, 64))
        assertNear(f, 50, 90, (255, 255, 255), tolerance: 1)
    }
}
