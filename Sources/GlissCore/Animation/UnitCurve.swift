/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points,
/// mapping linear progress (time fraction) to eased progress, like CSS
/// `cubic-bezier()` and SwiftUI's `UnitCurve`.
///
/// ```swift
/// let curve = UnitCurve.easeInOut
/// curve.value(at: 0.25)   // ≈ 0.1292
/// curve.slope(at: 0.5)    // ≈ 1.72
/// let custom = UnitCurve(0.2, 0.8, 0.3, 1.0)
/// ```
///
/// The x coordinates of the control points are clamped to 0…1 so that x(t) is
/// monotonic and every progress has exactly one eased value.
public struct UnitCurve: Hashable, Sendable {
    /// First control point.
    public let x1: Double, y1: Double
    /// Second control point.
    public let x2: Double, y2: Double

    /// A curve with control points (x1, y1) and (x2, y2); x values are clamped to 0…1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// SwiftUI spelling: `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
    public static func bezier(startControlPoint p1: UnitPoint, endControlPoint p2: UnitPoint) -> UnitCurve {
        UnitCurve(p1.x, p1.y, p2.x, p2.y)
    }

    /// The identity: value(at: x) == x.
    public static let linear = UnitCurve(0, 0, 1, 1)
    /// CSS/SwiftUI ease-in (0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(0.42, 0, 1, 1)
    /// CSS/SwiftUI ease-out (0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    /// CSS/SwiftUI ease-in-out (0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)

    // Polynomial coefficients (WebKit UnitBezier): B(t) = ((a·t + b)·t + c)·t.
    // Computed on demand (a handful of flops) so that Hashable only sees the control points.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The eased progress for linear `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let x = clampUnit(progress)
        if isLinear { return x }
        let t = solveT(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// dy/dx at `progress` (clamped to 0…1): how fast eased progress changes per unit of
    /// linear progress. Divide by the duration to get progress per second.
    public func slope(at progress: Double) -> Double {
        let x = clampUnit(progress)
        if isLinear { return 1 }
        let t = solveT(forX: x)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        if abs(dx) > 1e-9 { return dy / dx }
        // x'(t) vanishes only where a control point coincides with an end point (e.g. easeOut
        // at 0). The slope is then the limit dy/dx = y''/x'' (L'Hôpital), or y'''/x''' if that
        // vanishes too.
        let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
        if abs(ddx) > 1e-9 { return ddy / ddx }
        let dddx = 6 * ax, dddy = 6 * ay
        return abs(dddx) > 1e-12 ? dddy / dddx : 1
    }

    /// Solves x(t) = x for the curve parameter t. Newton's method converges in a few steps
    /// almost everywhere; where x'(t) is tiny it can stall, so bisection (x(t) is monotonic
    /// for control x in 0…1) finishes the job. Same strategy as WebKit's UnitBezier.
    private func solveT(forX x: Double) -> Double {
        let epsilon = 1e-12
        var t = x
        for _ in 0..<8 {
            let err = ((ax * t + bx) * t + cx) * t - x
            if abs(err) < epsilon { return t }
            let d = (3 * ax * t + 2 * bx) * t + cx
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let value = ((ax * t + bx) * t + cx) * t
            if abs(value - x) < epsilon { return t }
            if x > value { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    private func clampUnit(_ v: Double) -> Double {
        guard v == v else { return 0 }   // NaN → start
        return min(max(v, 0), 1)
    }
}
