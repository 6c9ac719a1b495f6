import Foundation

/// A path's geometry as straight segments: what hit testing (`contains`), trimming and the
/// bounding box read. Rasterising does not use this (the renderer hands curves to cairo); these
/// are questions about the outline in points that GlissCore answers without a backend, and a
/// few hundred segments per shape answer them exactly enough (see `tolerance`).
struct Polyline {
    var points: [Point]
    var closed: Bool
}

extension Path {
    /// The subpaths as polylines, curves cut into segments that stray at most `tolerance`
    /// points from them (a Bézier's control polygon bounds it: the segment count grows with the
    /// square root of its bend over the tolerance, as in the usual flatness bound).
    func flattened(tolerance: Double = 0.05) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        var start = Point.zero, last = Point.zero
        func finish(closed: Bool) {
            if !current.isEmpty { out.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]; start = p; last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [last] }
                // As the cubic with the same curve.
                let c1 = Point(last.x + 2.0 / 3.0 * (c.x - last.x), last.y + 2.0 / 3.0 * (c.y - last.y))
                let c2 = Point(p.x + 2.0 / 3.0 * (c.x - p.x), p.y + 2.0 / 3.0 * (c.y - p.y))
                Path.flattenCubic(last, c1, c2, p, tolerance, into: &current); last = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [last] }
                Path.flattenCubic(last, c1, c2, p, tolerance, into: &current); last = p
            case .closeSubpath:
                finish(closed: true)
                last = start
            }
        }
        finish(closed: false)
        return out
    }

    /// Appends the points of the cubic p0…p3 after p0.
    static func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ tolerance: Double, into out: inout [Point]) {
        // Wang's bound: n segments keep a cubic within tolerance when
        // n ≥ sqrt(3/4 · max second difference / tolerance).
        let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let d = (ddx * ddx + ddy * ddy).squareRoot()
        let n = min(4096, max(1, Int((0.75 * d / max(1e-6, tolerance)).squareRoot().rounded(.up))))
        for i in 1...n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, dd = t * t * t
            out.append(Point(a * p0.x + b * p1.x + c * p2.x + dd * p3.x, a * p0.y + b * p1.y + c * p2.y + dd * p3.y))
        }
    }

    /// True when `p` is inside the filled path — SwiftUI's `contains(_:eoFill:)`: by the
    /// non-zero winding rule, or the even-odd rule with `eoFill`. Every subpath counts as
    /// closed, as it does when filled.
    public func contains(_ p: Point, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polyline in flattened() {
            let pts = polyline.points
            guard pts.count > 1 else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= p.y {
                    if b.y > p.y && cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Which side of a→b the point p is on (positive: left, in a y-up sense).
    private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The part of the path from `from` to `to`, as fractions of its length — SwiftUI's
    /// `trimmedPath(from:to:)` and `.trim(from:to:)`: 0…0.5 is its first half, by length along
    /// all its subpaths in order. Curves come back as the segments that follow them (within
    /// 0.05 pt).
    public func trimmedPath(from: Double, to: Double) -> Path {
        let lo = max(0, min(1, from)), hi = max(0, min(1, to))
        if lo <= 0 && hi >= 1 { return self }
        guard hi > lo else { return Path() }
        let polylines = flattened().map { p -> [Point] in p.closed && p.points.count > 1 ? p.points + [p.points[0]] : p.points }
        var total = 0.0
        for pts in polylines where pts.count > 1 {
            for i in 1..<pts.count { total += distance(pts[i - 1], pts[i]) }
        }
        guard total > 0 else { return Path() }
        let startLength = lo * total, endLength = hi * total
        var result = Path()
        var walked = 0.0
        for pts in polylines where pts.count > 1 {
            var open = false
            for i in 1..<pts.count {
                let a = pts[i - 1], b = pts[i], len = distance(a, b)
                let s0 = walked, s1 = walked + len
                walked = s1
                guard s1 > startLength, s0 < endLength, len > 0 else { continue }
                let t0 = max(0, (startLength - s0) / len), t1 = min(1, (endLength - s0) / len)
                let p0 = Point(a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0)
                let p1 = Point(a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1)
                if !open { result.move(to: p0); open = true }
                result.addLine(to: p1)
            }
        }
        return result
    }

    private func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
}
