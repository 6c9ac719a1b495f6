import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Rounded rectangles filled and stroked: anti-aliased arcs, clamped radii, hairlines, crisp
/// odd-width lines.
final class ShapeTests: SDLTestCase {
    func testFilledRoundedRectIsRedInsideAndBackgroundOutsideTheArc() throws {
        let b = try makeBackend()
        b.render(list([.fillRoundedRect(rect: Rect(10, 10, 100, 60), radius: 20, color: Color(red: 1, green: 0, blue: 0))]))
        let f = frame(b)
        XCTAssertEqual(f.width, 200)
        XCTAssertEqual(f.height, 150)
        XCTAssertTrue(f.isColor(60, 40, red), "centre should be red: \(f.pixel(60, 40))")
        XCTAssertTrue(f.isColor(60, 10, red), "top edge row is inside")
        XCTAssertTrue(f.isColor(60, 9, white), "row above the rect is background")
        XCTAssertTrue(f.isColor(10, 40, red), "left edge column is inside")
        // Corner pixels are outside the 20pt arc: background.
        for (x, y) in [(10, 10), (11, 11), (13, 12), (109, 10), (10, 69), (109, 69)] {
            XCTAssertTrue(f.isColor(x, y, white), "corner pixel (\(x),\(y)) should be background: \(f.pixel(x, y))")
        }
        // The arc is anti-aliased: the corner square holds pixels between red and white.
        var partial = 0
        for y in 10..<30 {
            for x in 10..<30 {
                let p = f.pixel(x, y)
                if p.r > 250 && p.g > 20 && p.g < 235 { partial += 1 }
            }
        }
        XCTAssertGreaterThan(partial, 15, "the arc should be anti-aliased (intermediate pixels)")
        XCTAssertTrue(f.isColor(30, 30, red), "inside the arc centre")
    }

    func testRadiusIsClampedAndZeroRadiusIsSquare() throws {
        let b = try makeBackend()
        b.render(list([
            .fillRoundedRect(rect: Rect(10, 10, 40, 40), radius: 0, color: Color(red: 1, green: 0, blue: 0)),
            .fillRoundedRect(rect: Rect(100, 10, 40, 40), radius: 500, color: Color(red: 1, green: 0, blue: 0)),
        ]))
        let f = frame(b)
        XCTAssertTrue(f.isColor(10, 10, red), "radius 0 keeps square corners")
        XCTAssertTrue(f.isColor(49, 49, red))
        // Radius clamped to 20: a circle. Its corner is background, its centre and edge midpoints red.
        XCTAssertTrue(f.isColor(101, 11, white))
        XCTAssertTrue(f.isColor(120, 30, red))
        XCTAssertTrue(f.isColor(100, 30, red), "left middle of the circle")
    }

    func testHairlinesStayVisibleWithProportionalAlpha() throws {
        let b = try makeBackend()
        b.render(list([.fillRoundedRect(rect: Rect(10, 20.5, 100, 0.5), radius: 0, color: .black),
                       .strokeRoundedRect(rect: Rect(10, 40, 100, 50), radius: 0, lineWidth: 0.5, color: .black)]))
        let f = frame(b)
        let fill = (18...23).map { f.pixel(50, $0).r }
        XCTAssertEqual(fill.filter { $0 < 250 }.count, 1, "a 0.5 pt fill is one pixel row: \(fill)")
        XCTAssertEqual(Double(fill.min()!), 127.5, accuracy: 4, "at 50% coverage")
        let stroke = (37...43).map { f.pixel(50, $0).r }
        XCTAssertEqual(stroke.filter { $0 < 250 }.count, 1, "a 0.5 pt stroke is one pixel row: \(stroke)")
        XCTAssertEqual(Double(stroke.min()!), 127.5, accuracy: 4)
    }

    func testStrokeLeavesItsInteriorBackground() throws {
        let b = try makeBackend()
        let blue = (0, 0, 255)
        b.render(list([.strokeRoundedRect(rect: Rect(20, 20, 120, 80), radius: 10, lineWidth: 2, color: Color(red: 0, green: 0, blue: 1))]))
        let f = frame(b)
        XCTAssertTrue(f.isColor(80, 60, white), "interior stays background: \(f.pixel(80, 60))")
        XCTAssertTrue(f.isColor(80, 23, white), "just inside the line")
        XCTAssertTrue(f.isColor(80, 16, white), "outside the line")
        // A 2 px line centred on y = 20 covers rows 19 and 20 (and the same for the other edges).
        XCTAssertTrue(f.isColor(80, 19, blue) && f.isColor(80, 20, blue), "top edge: \(f.pixel(80, 19)) \(f.pixel(80, 20))")
        XCTAssertTrue(f.isColor(80, 99, blue) && f.isColor(80, 100, blue), "bottom edge")
        XCTAssertTrue(f.isColor(19, 60, blue) && f.isColor(20, 60, blue), "left edge")
        XCTAssertTrue(f.isColor(139, 60, blue) && f.isColor(140, 60, blue), "right edge")
        XCTAssertTrue(f.isColor(19, 19, white), "rounded outer corner is background")
    }

    func testOddWidthStrokeIsCrisp() throws {
        let b = try makeBackend()
        b.render(list([.strokeRoundedRect(rect: Rect(20, 20, 100, 60), radius: 0, lineWidth: 1, color: .black)]))
        let f = frame(b)
        // 1 px lines land on exactly one pixel row/column (no 50% grey smear over two).
        XCTAssertTrue(f.isColor(60, 20, (0, 0, 0)), "\(f.pixel(60, 20))")
        XCTAssertTrue(f.isColor(60, 19, white) && f.isColor(60, 21, white))
        XCTAssertTrue(f.isColor(20, 50, (0, 0, 0)) && f.isColor(119, 50, (0, 0, 0)))
        XCTAssertTrue(f.isColor(20, 20, (0, 0, 0)), "square corner pixel is covered")
    }
}
