import XCTest
import GlissCore

final class UnitCurveTests: XCTestCase {
    // Reference tolerance for curves.
    let tol = 0.001

    func testEaseInOutReferenceValues() {
        let c = UnitCurve.easeInOut
        XCTAssertEqual(c.value(at: 0.25), 0.1292, accuracy: tol)
        XCTAssertEqual(c.value(at: 0.5), 0.5, accuracy: tol)
        XCTAssertEqual(c.value(at: 0.75), 0.8708, accuracy: tol)
        XCTAssertEqual(c.slope(at: 0.5), 1.72, accuracy: 0.005)
    }

    func testEaseInReferenceValues() {
        let c = UnitCurve.easeIn
        XCTAssertEqual(c.value(at: 0.25), 0.0935, accuracy: tol)
        XCTAssertEqual(c.value(at: 0.5), 0.3154, accuracy: tol)
        XCTAssertEqual(c.value(at: 0.75), 0.6219, accuracy: tol)
    }

    func testEaseOutReferenceValues() {
        let c = UnitCurve.easeOut
        XCTAssertEqual(c.value(at: 0.25), 0.3781, accuracy: tol)
        XCTAssertEqual(c.value(at: 0.5), 0.6846, accuracy: tol)
        XCTAssertEqual(c.value(at: 0.75), 0.9065, accuracy: tol)
    }

    func testEndPointsAndClamping() {
        for c in [UnitCurve.linear, .easeIn, .easeOut, .easeInOut, UnitCurve(0.2, 1.4, 0.3, -0.2)] {
            XCTAssertEqual(c.value(at: 0), 0, accuracy: 1e-9)
            XCTAssertEqual(c.value(at: 1), 1, accuracy: 1e-9)
            XCTAssertEqual(c.value(at: -3), 0, accuracy: 1e-9)
            XCTAssertEqual(c.value(at: 7), 1, accuracy: 1e-9)
        }
        XCTAssertEqual(UnitCurve.linear.value(at: 0.37), 0.37)
        XCTAssertEqual(UnitCurve.linear.slope(at: 0.9), 1)
    }

    func testSlopeMatchesFiniteDifference() {
        let h = 1e-6
        for c in [UnitCurve.easeIn, .easeOut, .easeInOut, UnitCurve(0.1, 0.9, 0.2, 1.0)] {
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let fd = (c.value(at: x + h) - c.value(at: x - h)) / (2 * h)
                XCTAssertEqual(c.slope(at: x), fd, accuracy: 1e-4, "\(c) at \(x)")
            }
        }
    }

    /// Where x'(t) = 0 (a control point on an end point) the slope is the L'Hôpital limit.
    func testSlopeAtDegenerateEndPoints() {
        let h = 1e-7
        let out = UnitCurve.easeOut
        XCTAssertEqual(out.slope(at: 0), out.value(at: h) / h, accuracy: 1e-3)
        XCTAssertEqual(out.slope(at: 0), 3 / 1.74, accuracy: 1e-9)
        let inn = UnitCurve.easeIn
        XCTAssertEqual(inn.slope(at: 1), (1 - inn.value(at: 1 - h)) / h, accuracy: 1e-3)
        XCTAssertEqual(UnitCurve.easeInOut.slope(at: 0), 0, accuracy: 1e-9)
    }

    func testMonotoneAndSolverAccuracy() {
        // A steep curve stresses Newton; bisection must still give x(t) = progress.
        let c = UnitCurve(0.9, 0.0, 0.1, 1.0)
        var last = -1.0
        for i in 0...1000 {
            let v = c.value(at: Double(i) / 1000)
            XCTAssertGreaterThanOrEqual(v, last - 1e-12)
            last = v
        }
        XCTAssertEqual(c.value(at: 0.5), 0.5, accuracy: 1e-9)   // symmetric curve
    }

    func testBezierSpellingAndClampedX() {
        let c = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
        XCTAssertEqual(c, .easeInOut)
        let clamped = UnitCurve(-1, 0, 2, 1)
        XCTAssertEqual(clamped.x1, 0); XCTAssertEqual(clamped.x2, 1)
    }
}
