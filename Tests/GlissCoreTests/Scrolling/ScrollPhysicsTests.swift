import XCTest
import GlissCore

final class ScrollPhysicsTests: XCTestCase {
    func testRubberBandReferenceValues() {
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: 5, dimension: 960), 2.74, accuracy: 0.005)
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: 100, dimension: 960), 52.02, accuracy: 0.005)
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: 960, dimension: 960), 340.65, accuracy: 0.005)
        // Sign preserved.
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: -100, dimension: 960), -52.02, accuracy: 0.005)
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: 0, dimension: 960), 0)
    }

    func testRubberBandShape() {
        var last = 0.0
        for x in stride(from: 1.0, through: 100_000, by: 97) {
            let b = ScrollPhysics.rubberBand(offset: x, dimension: 500)
            XCTAssertGreaterThan(b, last)
            XCTAssertLessThan(b, 500)
            XCTAssertLessThanOrEqual(b, x * 0.55 + 1e-9)
            last = b
        }
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: .infinity, dimension: 500), 500)
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: 50, dimension: 0), 0)
        XCTAssertEqual(ScrollPhysics.rubberBand(offset: 100, dimension: 960, coefficient: 1),
                       (1 - 1 / (100.0 / 960 + 1)) * 960, accuracy: 1e-12)
    }

    func testRubberBandClamp() {
        XCTAssertEqual(ScrollPhysics.rubberBandClamp(50, range: 0...1000, dimension: 960), 50)
        XCTAssertEqual(ScrollPhysics.rubberBandClamp(-100, range: 0...1000, dimension: 960), -52.02, accuracy: 0.005)
        XCTAssertEqual(ScrollPhysics.rubberBandClamp(1100, range: 0...1000, dimension: 960), 1052.02, accuracy: 0.005)
    }

    func testProjectedDistance() {
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: 1000), 499, accuracy: 1e-6)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: 2000), 0.499 * 2000, accuracy: 1e-6)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: -3000), -0.499 * 3000, accuracy: 1e-6)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: 1000, decelerationRate: ScrollPhysics.fastDecelerationRate),
                       99, accuracy: 1e-6)
    }

    func testMomentumMonotoneAndConverging() {
        let m = ScrollPhysics.Momentum(velocity: 2500)
        XCTAssertEqual(m.offset(at: 0), 0)
        XCTAssertEqual(m.velocity(at: 0), 2500)
        var lastOffset = -1.0, lastVelocity = Double.infinity
        for i in 0...600 {
            let t = Double(i) / 120
            let o = m.offset(at: t), v = m.velocity(at: t)
            XCTAssertGreaterThan(o, lastOffset)
            XCTAssertLessThan(v, lastVelocity)
            XCTAssertLessThanOrEqual(o, m.totalDistance)
            lastOffset = o; lastVelocity = v
        }
        XCTAssertEqual(m.offset(at: 100), m.totalDistance, accuracy: 1e-9)
        // Continuous integral vs UIKit's per-millisecond sum: within 0.15 %.
        XCTAssertEqual(m.totalDistance, ScrollPhysics.projectedDistance(velocity: 2500), accuracy: 2500 * 0.0015)
        // v(t) = v0·r^(1000t).
        XCTAssertEqual(m.velocity(at: 0.5), 2500 * pow(0.998, 500), accuracy: 1e-9)
    }

    func testMomentumOffsetDerivativeIsVelocity() {
        let m = ScrollPhysics.Momentum(velocity: -1800, decelerationRate: 0.99)
        let h = 1e-6
        for t in stride(from: 0.01, to: 1, by: 0.1) {
            XCTAssertEqual((m.offset(at: t + h) - m.offset(at: t - h)) / (2 * h), m.velocity(at: t), accuracy: 1e-3)
        }
        XCTAssertLessThan(m.totalDistance, 0)
    }

    func testMomentumFinishes() {
        let m = ScrollPhysics.Momentum(velocity: 3000)
        XCTAssertFalse(m.isFinished(at: 0))
        XCTAssertFalse(m.isFinished(at: m.duration - 0.001))
        XCTAssertTrue(m.isFinished(at: m.duration + 0.001))
        XCTAssertEqual(abs(m.velocity(at: m.duration)), 10, accuracy: 1e-6)
        // What's left after stopping is small (≈ 10 pt/s · 0.5 s).
        XCTAssertEqual(m.totalDistance - m.offset(at: m.duration), 10 / (1000 * -log(0.998)), accuracy: 1e-9)
        XCTAssertTrue(ScrollPhysics.Momentum(velocity: 5).isFinished(at: 0))
        XCTAssertEqual(ScrollPhysics.Momentum(velocity: 5).duration, 0)
    }
}
