import XCTest
import GlissCore
@testable import GlissSDL

/// Issue #51's pixel acceptance for paths: what cairo rasterises, blended as every command is.
final class PathRenderingTests: SDLTestCase {
    /// Black drawn on white: how much of the window it covers, in pixels (a pixel at grey 50 %
    /// counts one half), and how many pixels are partly covered (anti-aliasing).
    private func coverage(_ f: Frame) -> (area: Double, partial: Int) {
        var area = 0.0, partial = 0
        for y in 0..<f.height {
            for x in 0..<f.width {
                let v = Double(255 - f.pixel(x, y).r) / 255
                area += v
                if v > 0.05 && v < 0.95 { partial += 1 }
            }
        }
        return (area, partial)
    }

    private func render(_ commands: [DrawCommand], size: Size = Size(300, 300)) throws -> Frame {
        let b = try makeBackend(size: size)
        b.render(list(commands))
        return frame(b)
    }

    func testAFilledCircleCoversItsAreaWithSmoothEdges() throws {
        let path = Circle().path(in: Rect(50, 50, 200, 200))
        let c = coverage(try render([.fillPath(path, eoFill: false, paint: .color(.black))]))
        XCTAssertEqual(c.area, Double.pi * 100 * 100, accuracy: Double.pi * 100 * 100 * 0.02)
        XCTAssertGreaterThan(c.partial, 300, "anti-aliased: its edge is partly covered pixels")
    }

    func testAStrokeStraddlesItsPath() throws {
        let path = Circle().path(in: Rect(50, 50, 200, 200))
        let f = try render([.strokePath(path, style: StrokeStyle(lineWidth: 8), paint: .color(.black))])
        let expected = 2 * Double.pi * 100 * 8
        XCTAssertEqual(coverage(f).area, expected, accuracy: expected * 0.02)
        XCTAssertTrue(f.isColor(150 + 103, 150, (0, 0, 0), tolerance: 10), "3 pt outside the path: inked")
        XCTAssertTrue(f.isColor(150 + 97, 150, (0, 0, 0), tolerance: 10), "3 pt inside it: inked")
        XCTAssertTrue(f.isColor(150, 150, white), "the middle is empty")
    }

    func testAStarIsHollowByEvenOddAndFilledByNonZero() throws {
        let star = PathTestShapes.star(in: Rect(50, 50, 200, 200))
        let eo = try render([.fillPath(star, eoFill: true, paint: .color(.black))])
        let nz = try render([.fillPath(star, eoFill: false, paint: .color(.black))])
        XCTAssertTrue(eo.isColor(150, 150, white), "even-odd: the centre is a hole")
        XCTAssertTrue(nz.isColor(150, 150, (0, 0, 0)), "non-zero: the centre is filled")
        XCTAssertTrue(eo.isColor(150, 62, (0, 0, 0), tolerance: 10), "a point's tip is filled either way")
    }

    func testACubicPassesThroughItsMidpoint() throws {
        let p0 = Point(20, 250), c1 = Point(60, 20), c2 = Point(240, 20), p3 = Point(280, 250)
        var path = Path()
        path.move(to: p0)
        path.addCurve(to: p3, control1: c1, control2: c2)
        let f = try render([.strokePath(path, style: StrokeStyle(lineWidth: 3), paint: .color(.black))])
        // B(½) = (p0 + 3c1 + 3c2 + p3) / 8.
        let mid = Point((p0.x + 3 * c1.x + 3 * c2.x + p3.x) / 8, (p0.y + 3 * c1.y + 3 * c2.y + p3.y) / 8)
        XCTAssertTrue(f.isColor(Int(mid.x), Int(mid.y), (0, 0, 0), tolerance: 40), "\(mid): \(f.pixel(Int(mid.x), Int(mid.y)))")
        XCTAssertTrue(f.isColor(Int(mid.x), Int(mid.y) + 6, white), "and not a band round it")
    }

    func testATrimmedStrokeDrawsItsPart() throws {
        let circle = Circle().path(in: Rect(50, 50, 200, 200))
        let full = coverage(try render([.strokePath(circle, style: StrokeStyle(lineWidth: 8), paint: .color(.black))])).area
        let halfFrame = try render([.strokePath(circle.trimmedPath(from: 0, to: 0.5), style: StrokeStyle(lineWidth: 8), paint: .color(.black))])
        XCTAssertEqual(coverage(halfFrame).area, full / 2, accuracy: full * 0.03)
        XCTAssertTrue(halfFrame.isColor(150, 250, (0, 0, 0), tolerance: 10), "the lower half (from the right end, clockwise) is drawn")
        XCTAssertTrue(halfFrame.isColor(150, 50, white), "the upper half is not")
    }

    func testDashesLeaveGaps() throws {
        var line = Path()
        line.move(to: Point(10, 150)); line.addLine(to: Point(290, 150))
        let solid = coverage(try render([.strokePath(line, style: StrokeStyle(lineWidth: 4), paint: .color(.black))])).area
        let dashed = coverage(try render([.strokePath(line, style: StrokeStyle(lineWidth: 4, dash: [10, 10]), paint: .color(.black))])).area
        XCTAssertEqual(dashed, solid / 2, accuracy: solid * 0.05)
    }

    func testPathsAreClippedAndScaledByRenderEffects() throws {
        let path = Circle().path(in: Rect(100, 100, 100, 100))
        let clipped = try render([.pushClip(Rect(0, 0, 150, 300)), .fillPath(path, eoFill: false, paint: .color(.black)), .popClip])
        XCTAssertEqual(coverage(clipped).area, Double.pi * 2500 / 2, accuracy: Double.pi * 2500 * 0.02, "half of it, left of the clip")
        XCTAssertTrue(clipped.isColor(170, 150, white))
        let scaled = try render([.pushTransform(.translation(150, 150).concatenating(after: .scale(2, 2)).concatenating(after: .translation(-150, -150))),
                                 .fillPath(path, eoFill: false, paint: .color(.black)), .popTransform])
        XCTAssertEqual(coverage(scaled).area, 4 * Double.pi * 2500, accuracy: 4 * Double.pi * 2500 * 0.02, "twice as wide and tall")
    }
}

enum PathTestShapes {
    /// A five-point star drawn in one stroke, each point joined to the one two on: its
    /// centre is wound twice.
    static func star(in rect: Rect) -> Path {
        let c = rect.center, r = min(rect.width, rect.height) / 2
        var p = Path()
        p.addLines((0..<5).map { k in
            let a = -Double.pi / 2 + Double(k * 2) * 2 * .pi / 5
            return Point(c.x + r * cos(a), c.y + r * sin(a))
        })
        p.closeSubpath()
        return p
    }
}
