import Foundation

/// UIKit-feel scroll physics: rubber-banding past the edges and momentum deceleration.
///
/// ```swift
/// // Dragging 100 pt past the top of a 960 pt viewport shows ≈ 52 pt of overscroll.
/// ScrollPhysics.rubberBand(offset: 100, dimension: 960)        // ≈ 52.02
/// // A 2000 pt/s flick travels ≈ 998 pt.
/// ScrollPhysics.projectedDistance(velocity: 2000)              // 998
/// let m = ScrollPhysics.Momentum(velocity: 2000)
/// m.offset(at: 0.5)                                            // distance after 0.5 s
/// ```
public enum ScrollPhysics {
    /// UIKit's `UIScrollView.DecelerationRate.normal`: velocity kept per millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's `UIScrollView.DecelerationRate.fast`.
    public static let fastDecelerationRate = 0.99

    /// The displayed overscroll for a raw overdrag `offset` (sign preserved):
    /// b = (1 − 1/(|x|·c/d + 1))·d. Grows like x·c for small x and never exceeds d.
    /// A non-positive `dimension` gives 0 (no room to stretch).
    public static func rubberBand(offset overscroll: Double, dimension: Double,
                                  coefficient: Double = 0.55) -> Double {
        guard dimension > 0, dimension.isFinite, overscroll != 0, !overscroll.isNaN else { return 0 }
        if overscroll.isInfinite { return overscroll > 0 ? dimension : -dimension }
        let x = abs(overscroll)
        let b = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -b : b
    }

    /// Convenience for a scroll offset constrained to `range`: inside it the offset is
    /// returned unchanged; beyond an end, only the rubber-banded overdrag is added.
    public static func rubberBandClamp(_ offset: Double, range: ClosedRange<Double>, dimension: Double,
                                       coefficient: Double = 0.55) -> Double {
        if offset < range.lowerBound {
            return range.lowerBound + rubberBand(offset: offset - range.lowerBound, dimension: dimension,
                                                 coefficient: coefficient)
        }
        if offset > range.upperBound {
            return range.upperBound + rubberBand(offset: offset - range.upperBound, dimension: dimension,
                                                 coefficient: coefficient)
        }
        return offset
    }

    /// UIKit's projection of where a flick ends: (v/1000)·r/(1−r) (≈ 0.499·v for r 0.998).
    /// This is the sum of per-millisecond steps; `Momentum.totalDistance` is the continuous
    /// integral, larger by about 0.1 %.
    public static func projectedDistance(velocity: Double, decelerationRate: Double = 0.998) -> Double {
        let r = clampRate(decelerationRate)
        return velocity / 1000 * r / (1 - r)
    }

    /// Keeps the rate inside (0, 1) so logarithms and divisions stay finite.
    static func clampRate(_ r: Double) -> Double {
        guard r == r else { return normalDecelerationRate }
        return min(max(r, 1e-6), 1 - 1e-9)
    }

    /// Exponential momentum after a flick: v(t) = v0·r^(1000t) (r per millisecond).
    ///
    /// Offsets are relative to where the flick started. The motion is finished once the
    /// speed drops below 10 pt/s; the scroll view should then stay at `offset(at:)` of
    /// that moment (about 5 pt short of `totalDistance` for r 0.998), so nothing jumps.
    public struct Momentum: Hashable, Sendable {
        /// Speed (pt/s) below which the motion counts as stopped.
        public static let stopSpeed = 10.0

        /// v0, points per second (signed).
        public let initialVelocity: Double
        /// Fraction of the velocity kept per millisecond, clamped into (0, 1).
        public let decelerationRate: Double
        /// 1000·ln r (negative): v(t) = v0·e^(k·t).
        private let k: Double

        /// Momentum for a flick released at `velocity` points per second.
        public init(velocity: Double, decelerationRate: Double = 0.998) {
            initialVelocity = velocity.isFinite ? velocity : 0
            self.decelerationRate = ScrollPhysics.clampRate(decelerationRate)
            k = 1000 * log(self.decelerationRate)
        }

        /// Distance travelled after `t` seconds: v0·(e^(kt) − 1)/k (0 for t ≤ 0).
        public func offset(at t: Double) -> Double {
            guard t > 0 else { return 0 }
            // expm1 keeps precision for small t.
            return initialVelocity * expm1(k * t) / k
        }

        /// Velocity at `t` seconds (pt/s): v0·r^(1000t).
        public func velocity(at t: Double) -> Double {
            initialVelocity * exp(k * max(0, t))
        }

        /// True once |v(t)| < 10 pt/s.
        public func isFinished(at t: Double) -> Bool {
            abs(velocity(at: t)) < Self.stopSpeed
        }

        /// Seconds until the speed reaches 10 pt/s (0 if it starts below).
        public var duration: Double {
            let v = abs(initialVelocity)
            guard v > Self.stopSpeed else { return 0 }
            return log(Self.stopSpeed / v) / k
        }

        /// Distance as t → ∞: −v0/k = v0 / (1000·|ln r|), i.e. offset(∞).
        public var totalDistance: Double { -initialVelocity / k }
    }
}
