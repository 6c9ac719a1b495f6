import XCTest
import Foundation
@testable import GlissCore

/// Progress of a damped spring by RK4 integration at `hz` (SwiftUI integrates at 300 Hz):
/// p'' = ω0²(1 − p) − 2ζω0·p', p(0) = 0, p'(0) = v0. Returns (p, p') at t.
private func integrateSpring(omega0: Double, zeta: Double, v0: Double, until t: Double, hz: Double = 300) -> (p: Double, v: Double) {
    var p = 0.0, v = v0
    let steps = Int((t * hz).rounded())
    let h = t / Double(max(steps, 1))
    func acc(_ p: Double, _ v: Double) -> Double { omega0 * omega0 * (1 - p) - 2 * zeta * omega0 * v }
    for _ in 0..<steps {
        let k1p = v, k1v = acc(p, v)
        let k2p = v + h / 2 * k1v, k2v = acc(p + h / 2 * k1p, v + h / 2 * k1v)
        let k3p = v + h / 2 * k2v, k3v = acc(p + h / 2 * k2p, v + h / 2 * k2v)
        let k4p = v + h * k3v, k4v = acc(p + h * k3p, v + h * k3v)
        p += h / 6 * (k1p + 2 * k2p + 2 * k3p + k4p)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (p, v)
}

final class AnimationTests: XCTestCase {
    // Reference tolerances: 0.005 for springs, 0.001 for curves.
    let springTol = 0.005
    let curveTol = 0.001

    // MARK: Timing curves

    func testTimingCurveProgress() {
        let a = Animation.easeInOut
        XCTAssertEqual(a.duration, 0.35)
        XCTAssertEqual(a.progress(at: 0.35 * 0.25), 0.1292, accuracy: curveTol)
        XCTAssertEqual(a.progress(at: 0.35 * 0.5), 0.5, accuracy: curveTol)
        XCTAssertEqual(a.progress(at: 0.35 * 0.75), 0.8708, accuracy: curveTol)
        XCTAssertEqual(Animation.easeIn(duration: 2).progress(at: 0.5), 0.0935, accuracy: curveTol)
        XCTAssertEqual(Animation.easeIn.progress(at: 0.175), 0.3154, accuracy: curveTol)
        XCTAssertEqual(Animation.easeOut(duration: 1).progress(at: 0.75), 0.9065, accuracy: curveTol)
        XCTAssertEqual(Animation.linear(duration: 2).progress(at: 0.5), 0.25, accuracy: 1e-12)
        XCTAssertEqual(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 1).progress(at: 0.25), 0.1292, accuracy: curveTol)
    }

    func testTimingCurveClampsAndFinishes() {
        let a = Animation.easeOut(duration: 0.5)
        XCTAssertEqual(a.progress(at: -1), 0)
        XCTAssertEqual(a.progress(at: 0), 0)
        XCTAssertEqual(a.progress(at: 0.5), 1)
        XCTAssertEqual(a.progress(at: 9), 1)
        XCTAssertFalse(a.isFinished(at: 0.499, span: 100))
        XCTAssertTrue(a.isFinished(at: 0.5, span: 100))
        XCTAssertEqual(a.velocity(at: 0.6), 0)
        XCTAssertEqual(Animation.linear(duration: 0).progress(at: 0.001), 1)
        XCTAssertTrue(Animation.linear(duration: 0).isFinished(at: 0, span: 10))
        XCTAssertNil(Animation.spring.duration)
        XCTAssertFalse(Animation.easeIn.isSpring)
        XCTAssertTrue(Animation.default.isSpring)
    }

    func testTimingCurveVelocity() {
        let a = Animation.easeInOut(duration: 2)
        // slope 1.72 at the middle, divided by the duration.
        XCTAssertEqual(a.velocity(at: 1), 1.72 / 2, accuracy: 0.005)
        let h = 1e-6
        for t in stride(from: 0.1, to: 2, by: 0.1) {
            XCTAssertEqual(a.velocity(at: t), (a.progress(at: t + h) - a.progress(at: t - h)) / (2 * h), accuracy: 1e-4)
        }
    }

    // MARK: Springs

    func testSpringReferenceValues() {
        let a = Animation.spring(response: 0.5, dampingFraction: 0.825)
        XCTAssertEqual(a.progress(at: 0.1), 0.3936, accuracy: springTol)
        XCTAssertEqual(a.progress(at: 0.25), 0.9082, accuracy: springTol)
        XCTAssertEqual(a.progress(at: 0.5), 1.0084, accuracy: springTol)
        // The defaults of spring(...) are the same spring.
        XCTAssertEqual(Animation.spring(), a)
    }

    func testPresetsMatchReference() {
        XCTAssertEqual(Animation.spring, Animation.spring(response: 0.5, dampingFraction: 1.0))
        XCTAssertEqual(Animation.interactiveSpring(),
                       Animation.spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        XCTAssertEqual(Animation.default, Animation.spring(response: 0.55, dampingFraction: 1.0))
        XCTAssertEqual(Animation.linear, Animation.linear(duration: 0.35))
        XCTAssertEqual(Animation.easeInOut, Animation.timingCurve(.easeInOut, duration: 0.35))
    }

    /// The closed form agrees with a 300 Hz integration (what SwiftUI does) within 0.005.
    func testSpringMatchesNumericIntegration() {
        let cases: [(Animation, Double, Double, Double)] = [
            (.spring(response: 0.5, dampingFraction: 0.825), 2 * .pi / 0.5, 0.825, 0),
            (.spring, 2 * .pi / 0.5, 1, 0),
            (.interactiveSpring(), 2 * .pi / 0.15, 0.86, 0),
            (.default, 2 * .pi / 0.55, 1, 0),
            (.spring(response: 0.3, dampingFraction: 0.3), 2 * .pi / 0.3, 0.3, 0),
            (.spring(response: 0.4, dampingFraction: 2.5), 2 * .pi / 0.4, 2.5, 0),
        ]
        for (anim, w, z, v0) in cases {
            for t in [0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.5] {
                let ref = integrateSpring(omega0: w, zeta: z, v0: v0, until: t)
                XCTAssertEqual(anim.progress(at: t), ref.p, accuracy: springTol, "\(anim) p at \(t)")
                XCTAssertEqual(anim.velocity(at: t), ref.v, accuracy: 0.01 * max(1, abs(ref.v)), "\(anim) v at \(t)")
            }
        }
    }

    /// The seeds' interpolating springs, checked against the reference closed form (ζ < 1).
    func testInterpolatingSpringSeedsUseReferenceFormula() {
        for mass in [0.6, 0.5] {
            let (k, c, v0) = (100.0, 10.0, 0.3)
            let a = Animation.interpolatingSpring(mass: mass, stiffness: k, damping: c, initialVelocity: v0)
            let w0 = (k / mass).squareRoot(), z = c / (2 * (mass * k).squareRoot())
            XCTAssertLessThan(z, 1)
            let wd = w0 * (1 - z * z).squareRoot(), b = (z * w0 - v0) / wd
            for t in [0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 2.0] {
                let ref = 1 - exp(-z * w0 * t) * (cos(wd * t) + b * sin(wd * t))
                XCTAssertEqual(a.progress(at: t), ref, accuracy: 1e-9, "m \(mass) t \(t)")
            }
            XCTAssertEqual(a.velocity(at: 0), v0, accuracy: 1e-12)
        }
    }

    func testInterpolatingSpringDefaultsAndCriticalBranch() {
        XCTAssertEqual(Animation.interpolatingSpring(stiffness: 100, damping: 10),
                       Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        // ζ exactly 1: c = 2√(mk). Reference: p = 1 − (1 + (ω0 − v0)t)e^(−ω0 t).
        let (m, k, v0) = (2.0, 50.0, 1.5)
        let c = 2 * (m * k).squareRoot()
        let a = Animation.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        let w0 = (k / m).squareRoot()
        for t in [0.01, 0.1, 0.3, 0.7, 1.5] {
            let ref = 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
            XCTAssertEqual(a.progress(at: t), ref, accuracy: 1e-12)
        }
        XCTAssertEqual(a.velocity(at: 0), v0, accuracy: 1e-12)
    }

    /// ζ > 1 uses the proper two-exponential solution (checked by integration), and it is
    /// continuous across ζ = 1.
    func testOverdampedSpring() {
        let (m, k, c, v0) = (1.0, 100.0, 60.0, 2.0)   // ζ = 3
        let a = Animation.interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        for t in [0.05, 0.2, 0.5, 1.0, 3.0] {
            let ref = integrateSpring(omega0: 10, zeta: 3, v0: v0, until: t, hz: 3000)
            XCTAssertEqual(a.progress(at: t), ref.p, accuracy: 1e-6)
            XCTAssertEqual(a.velocity(at: t), ref.v, accuracy: 1e-5)
        }
        // Just above, at and just below critical damping give the same curve.
        let crit = 2 * (m * k).squareRoot()
        for t in [0.05, 0.2, 0.6] {
            let p1 = Animation.interpolatingSpring(stiffness: k, damping: crit * (1 + 1e-9)).progress(at: t)
            let p0 = Animation.interpolatingSpring(stiffness: k, damping: crit).progress(at: t)
            let pm = Animation.interpolatingSpring(stiffness: k, damping: crit * (1 - 1e-9)).progress(at: t)
            XCTAssertEqual(p1, p0, accuracy: 1e-7)
            XCTAssertEqual(pm, p0, accuracy: 1e-7)
        }
        // Large γt takes the exponential branch: still finite and close to 1.
        let stiff = Animation.interpolatingSpring(stiffness: 10_000, damping: 2_000)
        XCTAssertTrue(stiff.progress(at: 30).isFinite)
        XCTAssertEqual(stiff.progress(at: 30), 1, accuracy: 1e-6)
    }

    func testSpringVelocityIsDerivative() {
        let h = 1e-6
        let anims: [Animation] = [.spring(), .spring, .interactiveSpring(), .default,
                                  .interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10, initialVelocity: 0.3),
                                  .interpolatingSpring(stiffness: 100, damping: 50, initialVelocity: -1)]
        for a in anims {
            for t in stride(from: 0.01, to: 1.5, by: 0.07) {
                let fd = (a.progress(at: t + h) - a.progress(at: t - h)) / (2 * h)
                XCTAssertEqual(a.velocity(at: t), fd, accuracy: 1e-4, "\(a) at \(t)")
            }
        }
    }

    func testSpringStartsAtZeroWithZeroVelocity() {
        let a = Animation.spring()
        XCTAssertEqual(a.progress(at: 0), 0)
        XCTAssertEqual(a.progress(at: -1), 0)
        XCTAssertEqual(a.velocity(at: 0), 0, accuracy: 1e-12)
        XCTAssertEqual(a.velocity(at: -1), 0)
    }

    // MARK: Settling

    func testSpringSettlingThresholds() {
        let a = Animation.spring(response: 0.5, dampingFraction: 0.825)
        let span = 300.0
        XCTAssertFalse(a.isFinished(at: 0, span: span))
        XCTAssertFalse(a.isFinished(at: 0.25, span: span))
        XCTAssertTrue(a.isFinished(at: 3, span: span))
        // Once finished it stays finished, and the reference conditions hold from then on.
        var finishedAt: Double?
        var t = 0.0
        while t < 5 {
            let done = a.isFinished(at: t, span: span)
            if let f = finishedAt {
                XCTAssertTrue(done, "unsettled again at \(t) after \(f)")
            } else if done {
                finishedAt = t
            }
            if done {
                XCTAssertLessThanOrEqual(abs(a.velocity(at: t)) * span, 0.06)
                XCTAssertLessThanOrEqual(abs(1 - a.progress(at: t)) * span, 0.01 * span)
            }
            t += 1.0 / 240
        }
        XCTAssertNotNil(finishedAt)
        XCTAssertLessThan(finishedAt!, 2.5)
    }

    /// At the overshoot peak the speed is 0 and the remaining distance < 1 % (0.15 % for
    /// ζ 0.9), but the spring must not be considered settled there (it would snap visibly).
    func testNotSettledAtOvershootPeak() {
        let a = Animation.spring(response: 0.5, dampingFraction: 0.9)
        // First peak: ωd·t = π.
        let w0 = 2 * Double.pi / 0.5, wd = w0 * (1 - 0.9 * 0.9).squareRoot()
        let peak = Double.pi / wd
        XCTAssertEqual(a.velocity(at: peak), 0, accuracy: 1e-9)
        XCTAssertLessThan(abs(1 - a.progress(at: peak)), 0.01)
        XCTAssertFalse(a.isFinished(at: peak, span: 1000))
    }

    func testSpringEdgeCasesTerminate() {
        let a = Animation.spring()
        XCTAssertTrue(a.isFinished(at: 0.001, span: 0))
        XCTAssertTrue(a.isFinished(at: 0.001, span: 1e-10))
        XCTAssertFalse(a.isFinished(at: 0, span: 0))
        // Undamped spring: only the hard cap ends it.
        let undamped = Animation.interpolatingSpring(stiffness: 100, damping: 0)
        XCTAssertFalse(undamped.isFinished(at: 30, span: 100))
        XCTAssertTrue(undamped.isFinished(at: 60, span: 100))
        // Normal springs finish by 10 s even for absurd spans.
        XCTAssertTrue(Animation.spring.isFinished(at: 10, span: 1e30))
        // Degenerate springs jump.
        XCTAssertEqual(Animation.spring(response: 0).progress(at: 0.01), 1)
        XCTAssertTrue(Animation.spring(response: 0).isFinished(at: 0.01, span: 100))
        XCTAssertEqual(Animation.interpolatingSpring(mass: 0, stiffness: 10, damping: 1).progress(at: 0.5), 1)
    }

    /// The combined internal sampler used by AnimatedValue agrees with the public queries.
    func testSampleMatchesPublicQueries() {
        let anims: [Animation] = [.linear, .easeIn(duration: 0), .easeInOut(duration: 0.8), .spring(), .spring,
                                  .spring(response: 0), .interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2),
                                  .interpolatingSpring(stiffness: 100, damping: 40), .interpolatingSpring(stiffness: 100, damping: 0)]
        for a in anims {
            for t in [-1, 0, 1e-9, 0.01, 0.1, 0.35, 0.5, 0.8, 1, 2, 5, 11, 70] as [Double] {
                for span in [0, 1e-12, 1, 300, 1e6] as [Double] {
                    let s = a.sample(at: t, span: span)
                    XCTAssertEqual(s.progress, a.progress(at: t), "\(a) \(t)")
                    XCTAssertEqual(s.velocity, a.velocity(at: t), "\(a) \(t)")
                    XCTAssertEqual(s.finished, a.isFinished(at: t, span: span), "\(a) \(t) \(span)")
                }
            }
        }
    }

    func testSettleTimeScalesWithSpan() {
        func settle(_ a: Animation, _ span: Double) -> Double {
            var t = 0.0
            while !a.isFinished(at: t, span: span) { t += 1.0 / 120 }
            return t
        }
        let a = Animation.spring
        XCTAssertLessThan(settle(a, 10), settle(a, 1000))
        XCTAssertLessThan(settle(a, 1000), 2)
        XCTAssertLessThan(settle(Animation.interactiveSpring(), 300), settle(a, 300))
    }

    // MARK: SwiftUI's newer spellings: spring(duration:bounce:), smooth/snappy/bouncy, delay, speed

    /// `spring(duration:bounce:)` is a spring of that response whose damping falls with the
    /// bounce; the named springs are its presets.
    func testSpringDurationBounce() {
        XCTAssertEqual(Animation.spring(duration: 0.4, bounce: 0), .spring(response: 0.4, dampingFraction: 1))
        XCTAssertEqual(Animation.spring(duration: 0.4, bounce: 0.3), .spring(response: 0.4, dampingFraction: 0.7))
        XCTAssertEqual(Animation.spring(duration: 0.4, bounce: -0.5), .spring(response: 0.4, dampingFraction: 2))
        XCTAssertEqual(Animation.smooth, .spring(duration: 0.5))
        let bouncy = (0..<200).map { Animation.bouncy.progress(at: Double($0) / 100) }.max() ?? 0
        let snappy = (0..<200).map { Animation.snappy.progress(at: Double($0) / 100) }.max() ?? 0
        XCTAssertGreaterThan(bouncy, snappy, "more bounce, more overshoot")
        XCTAssertGreaterThan(snappy, 1)
        XCTAssertLessThanOrEqual((0..<200).map { Animation.smooth.progress(at: Double($0) / 100) }.max() ?? 2, 1)
    }

    /// `delay` holds the value still, then runs the animation as it was; `speed` runs it faster.
    func testDelayAndSpeed() {
        let a = Animation.linear(duration: 1)
        let late = a.delay(0.5)
        XCTAssertEqual(late.progress(at: 0.4), 0)
        XCTAssertEqual(late.progress(at: 1), 0.5, accuracy: 1e-12)
        XCTAssertFalse(late.isFinished(at: 1.2, span: 10))
        XCTAssertTrue(late.isFinished(at: 1.5, span: 10))
        XCTAssertEqual(late.duration, 1.5)
        let fast = a.speed(2)
        XCTAssertEqual(fast.progress(at: 0.25), 0.5, accuracy: 1e-12)
        XCTAssertEqual(fast.velocity(at: 0.25), 2, accuracy: 1e-12)
        XCTAssertEqual(fast.duration, 0.5)
        let spring = Animation.spring(response: 0.5, dampingFraction: 1)
        XCTAssertEqual(spring.delay(0.25).progress(at: 0.55), spring.progress(at: 0.3), accuracy: 1e-12)
        var v = AnimatedValue(0.0)
        v.setTarget(10, animation: late, now: 0)
        XCTAssertEqual(v.value(at: 0.3), 0)
        XCTAssertEqual(v.value(at: 1), 5, accuracy: 1e-9)
    }
}
