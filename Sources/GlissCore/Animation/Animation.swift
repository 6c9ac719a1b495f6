import Foundation

/// How a change animates over time: a timing curve with a duration, or a spring.
///
/// An `Animation` is a pure description; it answers "what fraction of the change is
/// covered `t` seconds after it started" (`progress(at:)`), the rate of that fraction
/// (`velocity(at:)`) and whether the motion is over (`isFinished(at:span:)`).
/// `AnimatedValue` applies it to actual values.
///
/// ```swift
/// let a = Animation.spring(response: 0.5, dampingFraction: 0.825)
/// a.progress(at: 0.25)                   // ≈ 0.9082
/// a.isFinished(at: 2, span: 300)         // true: settled within the thresholds
/// Animation.easeInOut.progress(at: 0.175) // 0.5 (half of the 0.35 s default duration)
/// ```
///
/// Springs are evaluated in closed form (exact solution of the damped oscillator), so
/// results do not depend on the frame rate. SwiftUI integrates at 300 Hz; the difference
/// is far below the reference tolerance.
public struct Animation: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case timing(curve: UnitCurve, duration: Double)
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    let kind: Kind
    /// Seconds before it starts (`delay(_:)`).
    var delaySeconds = 0.0
    /// How much faster than described it runs (`speed(_:)`).
    var speedFactor = 1.0

    init(_ kind: Kind) { self.kind = kind }

    /// The same animation starting `seconds` later — SwiftUI's `.delay(_:)`: the value holds
    /// still until then.
    public func delay(_ seconds: Double) -> Animation {
        var a = self
        a.delaySeconds += seconds.isFinite ? max(0, seconds) : 0
        return a
    }

    /// The same animation run `speed` times as fast — SwiftUI's `.speed(_:)` (2: half the
    /// time; a delay is not sped up).
    public func speed(_ speed: Double) -> Animation {
        var a = self
        if speed.isFinite && speed > 0 { a.speedFactor *= speed }
        return a
    }

    /// The animation's own clock at `t` seconds after the change: after the delay, sped up.
    private func local(_ t: Double) -> Double { (t - delaySeconds) * speedFactor }

    // MARK: Timing curves

    /// SwiftUI's default timing-curve duration.
    public static let defaultDuration: Double = 0.35

    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: defaultDuration)
    /// Starts slowly, (0.42, 0, 1, 1) over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: defaultDuration)
    /// Ends slowly, (0, 0, 0.58, 1) over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: defaultDuration)
    /// Slow at both ends, (0.42, 0, 0.58, 1) over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: defaultDuration)

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { timingCurve(.linear, duration: duration) }
    /// `UnitCurve.easeIn` over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// `UnitCurve.easeOut` over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// `UnitCurve.easeInOut` over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }

    /// A cubic Bézier timing curve with control points (x1, y1), (x2, y2).
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                                   duration: Double = defaultDuration) -> Animation {
        timingCurve(UnitCurve(x1, y1, x2, y2), duration: duration)
    }

    /// A timing-curve animation from a `UnitCurve`. Negative durations count as 0 (a jump).
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(.timing(curve: curve, duration: duration.isNaN ? 0 : max(0, duration)))
    }

    // MARK: Springs

    /// A spring described perceptually. `response`: the period of the undamped spring in
    /// seconds (stiffness k = (2π/response)², mass 1); `dampingFraction` ζ: 1 = critically
    /// damped (no overshoot), < 1 bounces. `blendDuration` is stored for API parity but
    /// has no effect: interruptions are handled by superposition in `AnimatedValue`,
    /// which already keeps position and velocity continuous.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// `.spring` without arguments: response 0.5, critically damped (ζ 1.0), as in SwiftUI.
    public static let spring = Animation.spring(response: 0.5, dampingFraction: 1.0)

    /// A spring described by how long it takes and how much it bounces — SwiftUI's
    /// `.spring(duration:bounce:)`: `duration` is the response, `bounce` 0 is critically
    /// damped, up to 1 bounces more, below 0 is overdamped.
    public static func spring(duration: Double, bounce: Double = 0) -> Animation {
        let b = max(-1 + 1e-6, min(1, bounce))
        return spring(response: duration, dampingFraction: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    /// SwiftUI's `.smooth`: `.spring(duration: 0.5, bounce: 0)`.
    public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: `.spring(duration: 0.5, bounce: 0.15)`.
    public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: `.spring(duration: 0.5, bounce: 0.3)`.
    public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)

    /// A stiffer spring for tracking the pointer (SwiftUI defaults 0.15 / 0.86 / 0.25).
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring described physically. `initialVelocity` is in units of the change per
    /// second (1 = the whole change per second), so it scales with the distance.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping,
                                       initialVelocity: initialVelocity))
    }

    /// The animation used when none is specified.
    ///
    /// Choice: a critically damped spring with response 0.55 s (ζ 1.0). Current SwiftUI
    /// documents `.default` as a spring but the response is uncertain (0.5–0.55 in the
    /// reference); 0.55 is the value reported for iOS 17+ (stiffness ≈ 130.5,
    /// damping ≈ 22.85) and is slightly calmer than `.spring`, which keeps the two distinct.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)

    // MARK: Queries

    /// The duration of a timing-curve animation, delay and speed included; nil for springs
    /// (they settle instead).
    public var duration: Double? {
        if case .timing(_, let d) = kind { return delaySeconds + d / speedFactor }
        return nil
    }

    /// True for spring animations (whose progress may overshoot 1).
    public var isSpring: Bool {
        if case .timing = kind { return false }
        return true
    }

    /// Fraction of the change covered `t` seconds after the start: 0 for t ≤ 0; timing
    /// curves reach exactly 1 at their duration; springs may overshoot and approach 1.
    public func progress(at t: Double) -> Double {
        let t = local(t)
        guard t > 0 else { return 0 }
        switch kind {
        case let .timing(curve, d):
            if t >= d { return 1 }
            return curve.value(at: t / d)
        case .spring, .interpolatingSpring:
            guard let s = SpringSolution(kind) else { return 1 }
            return 1 - s.evaluate(t).remaining
        }
    }

    /// d progress / dt, in fractions of the change per second (analytic). 0 before the start.
    public func velocity(at t: Double) -> Double {
        let t = local(t)
        guard t >= 0 else { return 0 }
        switch kind {
        case let .timing(curve, d):
            guard t < d else { return 0 }
            return curve.slope(at: t / d) / d * speedFactor
        case .spring, .interpolatingSpring:
            guard let s = SpringSolution(kind) else { return 0 }
            return s.evaluate(t).velocity * speedFactor
        }
    }

    /// Whether the animation is over `t` seconds after its start, for a change whose size
    /// is `span` (|Δ| in the value's units, e.g. points).
    ///
    /// - Timing curves: t ≥ duration (exactly on the target).
    /// - Springs: never at t ≤ 0; always once `span` ≤ 1e-9; otherwise settled when the
    ///   reference thresholds (speed ≤ 0.06 units/s, remaining ≤ 1 % of span, small
    ///   acceleration) hold now **and for all later times**. That is tested with the
    ///   oscillator's energy E = x² + (v/ω0)², which never increases for a damped spring:
    ///   if span·√E ≤ min(0.01·span, 0.06/ω0) then |remaining| ≤ 1 % and speed ≤ 0.06 from
    ///   here on. Why: a purely instantaneous test fires at an overshoot peak (speed 0 but
    ///   0.15 % away for ζ 0.9, ~1 % for ζ 0.825), so the value would jump when it snaps;
    ///   the energy test makes "finished" monotonic in t and the snap invisible
    ///   (≤ 0.06/ω0 units).
    /// - Hard cap for termination: a spring is finished after 10 s, extended for very weakly
    ///   damped springs to 15 decay time constants, never beyond 60 s.
    public func isFinished(at t: Double, span: Double) -> Bool {
        sample(at: t, span: span).finished
    }

    /// progress, velocity and isFinished in one go (a spring is evaluated once instead of
    /// three times); used by `AnimatedValue` on every frame.
    func sample(at t: Double, span: Double) -> (progress: Double, velocity: Double, finished: Bool) {
        if delaySeconds == 0 && speedFactor == 1 { return sampleLocal(at: t, span: span) }
        let s = sampleLocal(at: local(t), span: span)
        return (s.progress, s.velocity * speedFactor, s.finished)
    }

    /// `sample` on the animation's own clock.
    private func sampleLocal(at t: Double, span: Double) -> (progress: Double, velocity: Double, finished: Bool) {
        switch kind {
        case let .timing(curve, d):
            if t >= d { return (t > 0 ? 1 : 0, 0, true) }
            if t < 0 { return (0, 0, false) }
            return (curve.value(at: t / d), curve.slope(at: t / d) / d, false)
        case .spring, .interpolatingSpring:
            if t < 0 { return (0, 0, false) }
            guard let s = SpringSolution(kind) else { return (t > 0 ? 1 : 0, 0, t > 0) }
            let state = s.evaluate(t)
            let p = t > 0 ? 1 - state.remaining : 0
            guard t > 0 else { return (p, state.velocity, false) }
            let span = abs(span)
            if !(span > 1e-9) || t >= s.hardCap { return (p, state.velocity, true) }
            let x = state.remaining, v = state.velocity / s.omega0
            let norm = (x * x + v * v).squareRoot() * span
            return (p, state.velocity, norm <= min(0.01 * span, 0.06 / s.omega0))
        }
    }
}

/// Closed-form solution of a unit-mass-normalised damped spring pulling the remaining
/// fraction x = 1 − p to 0: x'' + 2ζω0·x' + ω0²·x = 0, x(0) = 1, x'(0) = −v0.
///
/// Written as x = C(t) + K·S(t) with K = ζω0 − v0 and the two fundamental solutions
/// C (C(0)=1, C'(0)=−ζω0) and S (S(0)=0, S'(0)=1):
/// - ζ < 1: C = e^(−ζω0t)·cos ωd t,  S = e^(−ζω0t)·sin(ωd t)/ωd — the reference's
///   1 − e^(−ζω0 t)(cos ωd t + B sin ωd t) with B = K/ωd.
/// - ζ = 1: C = e^(−ω0t), S = t·e^(−ω0t) — the reference's 1 − (1 + (ω0 − v0)t)e^(−ω0t).
/// - ζ > 1: C = e^(−ζω0t)·cosh γt, S = e^(−ζω0t)·sinh(γt)/γ with γ = ω0√(ζ²−1): the
///   proper overdamped two-exponential solution, in a form that stays accurate as ζ → 1.
/// The velocity follows from the same basis: x' = −v0·C + (ζω0·v0 − ω0²)·S.
struct SpringSolution: Sendable {
    let omega0: Double
    let zeta: Double
    let v0: Double

    /// nil when the spring is infinitely stiff or degenerate (response ≤ 0, mass ≤ 0,
    /// stiffness ≤ 0, non-finite numbers): such springs jump to the target immediately.
    init?(_ kind: Animation.Kind) {
        switch kind {
        case .timing:
            return nil
        case let .spring(response, dampingFraction, _):
            // k = (2π/response)², c = 4πζ/response, m = 1 ⇒ ω0 = 2π/response, ζ = dampingFraction.
            guard response > 0, response.isFinite, dampingFraction.isFinite else { return nil }
            omega0 = 2 * Double.pi / response
            zeta = max(0, dampingFraction)
            v0 = 0
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            guard mass > 0, stiffness > 0, mass.isFinite, stiffness.isFinite, damping.isFinite,
                  initialVelocity.isFinite else { return nil }
            omega0 = (stiffness / mass).squareRoot()
            zeta = max(0, damping) / (2 * (mass * stiffness).squareRoot())
            v0 = initialVelocity
        }
        if !(omega0 > 0 && omega0.isFinite) { return nil }
    }

    /// Remaining fraction x = 1 − p and progress velocity dp/dt at time t ≥ 0.
    func evaluate(_ t: Double) -> (remaining: Double, velocity: Double) {
        let a = zeta * omega0
        let c: Double, s: Double
        if zeta < 1 {
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-a * t)
            c = e * cos(wd * t)
            s = e * sin(wd * t) / wd
        } else if zeta == 1 {
            let e = exp(-a * t)
            c = e
            s = e * t
        } else {
            let g = omega0 * (zeta * zeta - 1).squareRoot()
            if g * t < 20 {
                // Product form: no cancellation when γ is small (ζ just above 1).
                let e = exp(-a * t)
                c = e * cosh(g * t)
                s = e * sinh(g * t) / g
            } else {
                // Exponential form: avoids cosh overflow; the two terms differ by e^(2γt) ≥ e^40,
                // so their difference loses nothing.
                let e1 = exp((g - a) * t), e2 = exp((-g - a) * t)
                c = (e1 + e2) / 2
                s = (e1 - e2) / (2 * g)
            }
        }
        let x = c + (a - v0) * s
        let xDot = -v0 * c + (a * v0 - omega0 * omega0) * s
        return (x, -xDot)
    }

    /// Time after which the spring counts as finished whatever the thresholds: 10 s, or
    /// 15 time constants of the slowest decaying mode if that is longer, at most 60 s.
    var hardCap: Double {
        let slowest: Double
        if zeta <= 1 {
            slowest = zeta * omega0
        } else {
            // ω0(ζ − √(ζ²−1)) written without cancellation.
            slowest = omega0 / (zeta + (zeta * zeta - 1).squareRoot())
        }
        guard slowest > 0 else { return 60 }
        return min(60, max(10, 15 / slowest))
    }
}
