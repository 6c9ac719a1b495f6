import XCTest
import GlissCore

final class VectorArithmeticTests: XCTestCase {
    func testDouble() {
        XCTAssertEqual(Double.zero, 0)
        XCTAssertEqual(3.0.scaled(by: 2), 6)
        XCTAssertEqual((-3.0).magnitudeSquared, 9)
    }

    func testPoint() {
        let p = Point(3, 4)
        XCTAssertEqual(p.magnitudeSquared, 25)
        XCTAssertEqual(p.scaled(by: 0.5), Point(1.5, 2))
        XCTAssertEqual(p + .zero, p)
        XCTAssertEqual(p - p, Point.zero)
    }

    func testSize() {
        XCTAssertEqual(Size(1, 2) + Size(3, 5), Size(4, 7))
        XCTAssertEqual(Size(1, 2) - Size(3, 5), Size(-2, -3))
        XCTAssertEqual(Size(1, 2).scaled(by: 3), Size(3, 6))
        XCTAssertEqual(Size(3, 4).magnitudeSquared, 25)
    }

    func testRectIsComponentWise() {
        let a = Rect(1, 2, 3, 4), b = Rect(10, 20, 30, 40)
        XCTAssertEqual(a + b, Rect(11, 22, 33, 44))
        XCTAssertEqual(b - a, Rect(9, 18, 27, 36))
        XCTAssertEqual(a.scaled(by: 2), Rect(2, 4, 6, 8))
        XCTAssertEqual(a.magnitudeSquared, 1 + 4 + 9 + 16)
        XCTAssertEqual(Rect.zero + a, a)
    }

    func testColorIsComponentWise() {
        let a = Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4), b = Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5)
        let s = a + b
        XCTAssertEqual(s.r, 0.6, accuracy: 1e-12); XCTAssertEqual(s.a, 0.9, accuracy: 1e-12)
        let d = b - a
        XCTAssertEqual(d.g, 0.3, accuracy: 1e-12); XCTAssertEqual(d.b, 0.2, accuracy: 1e-12)
        XCTAssertEqual(b.scaled(by: 2), Color(red: 1, green: 1, blue: 1, opacity: 1))
        XCTAssertEqual(Color.zero, Color.clear)
        XCTAssertEqual(b.magnitudeSquared, 1, accuracy: 1e-12)
    }

    /// Linear interpolation through the protocol works the same for every conformance.
    func testGenericInterpolation() {
        func lerp<V: VectorArithmetic>(_ a: V, _ b: V, _ f: Double) -> V { a + (b - a).scaled(by: f) }
        XCTAssertEqual(lerp(0.0, 10.0, 0.25), 2.5)
        XCTAssertEqual(lerp(Point(0, 0), Point(100, 40), 0.5), Point(50, 20))
        XCTAssertEqual(lerp(Rect(0, 0, 10, 10), Rect(10, 10, 30, 50), 0.5), Rect(5, 5, 20, 30))
        XCTAssertEqual(lerp(Color.black, Color.white, 0.5), Color(white: 0.5))
    }
}
