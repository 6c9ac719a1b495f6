import XCTest
import GlissCore

final class AnimatedValueTests: XCTestCase {
    func testStartsAtRest() {
        let v = AnimatedValue(5.0)
        XCTAssertEqual(v.value(at: 0), 5)
        XCTAssertEqual(v.velocity(at: 0), 0)
        XCTAssertFalse(v.isAnimating(at: 0))
        XCTAssertEqual(v.target, 5)
    }

    func testSnapWithNilAnimation() {
        var v = AnimatedValue(0.0)
        v.setTarget(100, animation: .spring, now: 0)
        XCTAssertTrue(v.isAnimating(at: 0.1))
        v.setTarget(40, animation: nil, now: 0.1)
        XCTAssertEqual(v.value(at: 0.1), 40)
        XCTAssertEqual(v.velocity(at: 0.1), 0)
        XCTAssertFalse(v.isAnimating(at: 0.1))
        XCTAssertEqual(v.componentCount, 0)
    }

    func testFollowsAnimationAndLandsExactlyOnTarget() {
        var v = AnimatedValue(0.0)
        v.setTarget(200, animation: .easeInOut(duration: 1), now: 10)
        XCTAssertEqual(v.value(at: 10), 0)
        XCTAssertEqual(v.value(at: 10.5), 100, accuracy: 1e-9)
        XCTAssertEqual(v.value(at: 10.25), 200 * 0.1292, accuracy: 0.2)
        XCTAssertEqual(v.value(at: 11), 200)
        XCTAssertFalse(v.isAnimating(at: 11))

        var s = AnimatedValue(Point(0, 0))
        s.setTarget(Point(300, -120), animation: .spring(), now: 0)
        XCTAssertEqual(s.value(at: 0.25).x, 300 * 0.9082, accuracy: 300 * 0.005)
        XCTAssertTrue(s.isAnimating(at: 0.5))
        XCTAssertFalse(s.isAnimating(at: 4))
        XCTAssertEqual(s.value(at: 4), Point(300, -120))   // exact, not approximately
        s.prune(now: 4)
        XCTAssertEqual(s.componentCount, 0)
        XCTAssertEqual(s.value(at: 4), Point(300, -120))
    }

    func testSameTargetAddsNothing() {
        var v = AnimatedValue(0.0)
        v.setTarget(10, animation: .spring, now: 0)
        v.setTarget(10, animation: .spring, now: 0.1)
        v.setTarget(10, animation: .easeIn, now: 0.2)
        XCTAssertEqual(v.componentCount, 1)
        var w = AnimatedValue(3.0)
        w.setTarget(3, animation: .spring, now: 0)
        XCTAssertEqual(w.componentCount, 0)
        XCTAssertFalse(w.isAnimating(at: 0))
    }

    /// A spring retargeted mid-flight: no jump in position or velocity.
    func testSpringRetargetIsContinuousInPositionAndVelocity() {
        for anim in [Animation.spring(), .spring, .interactiveSpring(), .default] {
            var v = AnimatedValue(Point(0, 0))
            v.setTarget(Point(400, 100), animation: anim, now: 1.0)
            let t0 = 1.137
            let before = v
            v.setTarget(Point(-50, 250), animation: anim, now: t0)
            let b = before.value(at: t0), a = v.value(at: t0)
            XCTAssertEqual(a.x, b.x, accuracy: 1e-9); XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
            let bv = before.velocity(at: t0), av = v.velocity(at: t0)
            XCTAssertNotEqual(bv.x, 0)
            XCTAssertEqual(av.x, bv.x, accuracy: 1e-6); XCTAssertEqual(av.y, bv.y, accuracy: 1e-6)
            // Sampling the new value just before and just after: only a tiny change.
            let eps = 1e-6
            let lo = v.value(at: t0 - eps), hi = v.value(at: t0 + eps)
            XCTAssertLessThan(((hi - lo).magnitudeSquared).squareRoot(), 0.01)
            XCTAssertLessThan(((before.value(at: t0 - eps) - hi).magnitudeSquared).squareRoot(), 0.01)
            XCTAssertEqual(v.value(at: t0 + 10), Point(-50, 250))
        }
    }

    /// Superposition of springs equals one spring restarted from the current position and
    /// velocity toward the new target (SwiftUI's merge).
    func testSpringSuperpositionEqualsMergedSpring() {
        let anim = Animation.spring(response: 0.5, dampingFraction: 0.7)
        var v = AnimatedValue(0.0)
        v.setTarget(100, animation: anim, now: 0)
        let t0 = 0.12
        v.setTarget(-30, animation: anim, now: t0)
        // Integrate x'' = −ω0²(x − target) − 2ζω0 x' from the state at t0.
        let w0 = 2 * Double.pi / 0.5, z = 0.7
        var x = v.value(at: t0), xd = v.velocity(at: t0)
        let h = 1.0 / 3000
        var t = t0
        func acc(_ x: Double, _ xd: Double) -> Double { -w0 * w0 * (x + 30) - 2 * z * w0 * xd }
        for step in 1...3000 {
            let k1x = xd, k1v = acc(x, xd)
            let k2x = xd + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, xd + h / 2 * k1v)
            let k3x = xd + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, xd + h / 2 * k2v)
            let k4x = xd + h * k3v, k4v = acc(x + h * k3x, xd + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            xd += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
            if step % 300 == 0 && v.isAnimating(at: t) {
                XCTAssertEqual(v.value(at: t), x, accuracy: 1e-6, "at \(t)")
                XCTAssertEqual(v.velocity(at: t), xd, accuracy: 1e-5, "at \(t)")
            }
        }
    }

    /// Timing curves are layered: the new curve moves the previous animated value toward the
    /// new target; there is no jump at the change.
    func testTimingCurveLayeringIsContinuous() {
        var v = AnimatedValue(0.0)
        v.setTarget(100, animation: .linear(duration: 1), now: 0)
        let before = v
        v.setTarget(0, animation: .easeInOut(duration: 1), now: 0.5)
        XCTAssertEqual(v.value(at: 0.5), 50, accuracy: 1e-12)
        XCTAssertEqual(v.value(at: 0.5), before.value(at: 0.5), accuracy: 1e-12)
        // value = previous(t) + Δ·curve(t − 0.5), Δ = −100.
        for t in stride(from: 0.5, through: 1.5, by: 0.05) {
            let expected = before.value(at: t) - 100 * Animation.easeInOut(duration: 1).progress(at: t - 0.5)
            XCTAssertEqual(v.value(at: t), expected, accuracy: 1e-9)
        }
        // Dense sampling around the change shows no jump.
        var last = v.value(at: 0.4)
        for i in 1...400 {
            let t = 0.4 + Double(i) * 0.0005
            let cur = v.value(at: t)
            XCTAssertLessThan(abs(cur - last), 0.2, "jump at \(t)")
            last = cur
        }
        XCTAssertEqual(v.value(at: 1.5), 0)
        XCTAssertFalse(v.isAnimating(at: 1.5))
    }

    func testMoveTargetLandsOnMovedTarget() {
        var v = AnimatedValue(0.0)
        v.setTarget(100, animation: .spring, now: 0)
        let mid = v.value(at: 0.1)
        v.moveTarget(600)
        XCTAssertEqual(v.target, 600)
        // The slot moved by +500: the value moves with it, the remaining motion is unchanged.
        XCTAssertEqual(v.value(at: 0.1), mid + 500, accuracy: 1e-9)
        XCTAssertTrue(v.isAnimating(at: 0.2))
        XCTAssertEqual(v.value(at: 5), 600)
        // With no animation running, moveTarget simply moves the value.
        var w = AnimatedValue(Rect(0, 0, 10, 10))
        w.moveTarget(Rect(5, 5, 10, 10))
        XCTAssertEqual(w.value(at: 0), Rect(5, 5, 10, 10))
    }

    func testVelocityIsDerivativeOfValue() {
        var v = AnimatedValue(Size(0, 0))
        v.setTarget(Size(100, 50), animation: .spring(), now: 0)
        v.setTarget(Size(20, 80), animation: .easeOut(duration: 0.4), now: 0.1)
        v.setTarget(Size(60, 10), animation: .interactiveSpring(), now: 0.15)
        let h = 1e-6
        for t in stride(from: 0.16, to: 1.0, by: 0.05) {
            let fd = (v.value(at: t + h) - v.value(at: t - h)).scaled(by: 1 / (2 * h))
            let a = v.velocity(at: t)
            XCTAssertEqual(a.width, fd.width, accuracy: 1e-3)
            XCTAssertEqual(a.height, fd.height, accuracy: 1e-3)
        }
    }

    func testColorAnimates() {
        var c = AnimatedValue(Color.black)
        c.setTarget(.white, animation: .linear(duration: 1), now: 0)
        XCTAssertEqual(c.value(at: 0.5).r, 0.5, accuracy: 1e-12)
        XCTAssertEqual(c.value(at: 1), .white)
    }

    /// Retargeting every frame keeps the component list bounded and stays continuous.
    func testComponentCapKeepsContinuity() {
        var v = AnimatedValue(0.0)
        var t = 0.0
        var previous = v.value(at: t)
        for i in 0..<300 {
            let before = v.value(at: t)
            v.setTarget(Double(i % 2 == 0 ? 100 : -100) + Double(i), animation: .spring(response: 3, dampingFraction: 0.5), now: t)
            XCTAssertLessThanOrEqual(v.componentCount, AnimatedValue<Double>.maximumComponentCount)
            XCTAssertEqual(v.value(at: t), before, accuracy: 1e-9, "position jump at frame \(i)")
            XCTAssertLessThan(abs(v.value(at: t) - previous), 50)
            previous = v.value(at: t)
            t += 1.0 / 60
        }
        XCTAssertEqual(v.componentCount, 16)
        XCTAssertFalse(v.isAnimating(at: t + 60))
        XCTAssertEqual(v.value(at: t + 60), v.target)
        v.prune(now: t + 60)
        XCTAssertEqual(v.componentCount, 0)
    }

    func testPruneKeepsRunningComponents() {
        var v = AnimatedValue(0.0)
        v.setTarget(10, animation: .linear(duration: 0.2), now: 0)
        v.setTarget(20, animation: .linear(duration: 1), now: 0.1)
        XCTAssertEqual(v.componentCount, 2)
        let atHalf = v.value(at: 0.5)
        v.prune(now: 0.5)
        XCTAssertEqual(v.componentCount, 1)
        XCTAssertEqual(v.value(at: 0.5), atHalf, accuracy: 1e-12)
    }
}
