import CCairo
import Foundation
import GlissCore

/// Gradients as cairo patterns. Linear and radial ones are cairo's own (an elliptical one is a
/// radial one under a pattern matrix); cairo 1.16 has no conic gradient, so an angular one is a
/// mesh of sectors round its centre, each blending the colours at its two edges (a sector per
/// stop span, at most 1/64 of a turn, so the colour follows the angle within 0.1 %).
enum GradientPattern {
    /// `paint`'s pattern, its geometry in points mapped to the surface by `transform`; nil for a colour.
    static func make(_ paint: Paint, transform: Transform2D) -> OpaquePointer? {
        let pattern: OpaquePointer?
        var toPattern = transform.inverted ?? .identity   // device → points
        switch paint {
        case .color:
            return nil
        case let .linearGradient(g, s, e):
            pattern = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)
            addStops(g, to: pattern)
        case let .radialGradient(g, c, r0, r1, sy):
            pattern = cairo_pattern_create_radial(c.x, c.y, max(0, r0), c.x, c.y, max(0, r1))
            addStops(g, to: pattern)
            // Points → the circle's space: y about the centre divided by the ellipse's ratio.
            let squash = Transform2D(a: 1, b: 0, c: 0, d: sy == 0 ? 1 : 1 / sy, tx: 0, ty: sy == 0 ? 0 : c.y - c.y / sy)
            toPattern = squash.concatenating(after: toPattern)
        case let .angularGradient(g, c, a0, a1):
            pattern = conic(g, center: c, from: a0.radians, to: a1.radians)
        }
        guard let pattern else { return nil }
        // A gradient's ends extend as its end colours (SwiftUI's), not repeated.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var matrix = PathMask.cairoMatrix(toPattern)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    private static func addStops(_ g: Gradient, to pattern: OpaquePointer?) {
        for s in g.stops {
            cairo_pattern_add_color_stop_rgba(pattern, max(0, min(1, s.location)), s.color.r, s.color.g, s.color.b, max(0, min(1, s.color.a)))
        }
    }

    /// An angular gradient as a mesh: sectors round `center` from `start` to `end` (radians),
    /// the rest of the turn in the end colours, reaching far enough to cover any frame.
    private static func conic(_ g: Gradient, center c: Point, from start: Double, to end: Double) -> OpaquePointer? {
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        let span = end - start
        let radius = 1e5
        func sector(_ a: Double, _ b: Double, _ ca: Color, _ cb: Color) {
            // The sector's rim as `Path` makes an arc (one cubic: sectors are under a quarter turn).
            var rim = Path()
            rim.addArc(center: c, radius: radius, startAngle: .radians(a), endAngle: .radians(b), clockwise: b < a)
            guard rim.elements.count == 2, case .move(let pa) = rim.elements[0],
                  case .curve(let pb, let c1, let c2) = rim.elements[1] else { return }
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, c.x, c.y)
            cairo_mesh_pattern_line_to(mesh, pa.x, pa.y)
            cairo_mesh_pattern_curve_to(mesh, c1.x, c1.y, c2.x, c2.y, pb.x, pb.y)
            cairo_mesh_pattern_line_to(mesh, c.x, c.y)
            for (corner, col) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), col.r, col.g, col.b, max(0, min(1, col.a)))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        guard span != 0, span.isFinite else { return mesh }
        // Edges at every stop and at least every 1/64 turn.
        var ts = Set(g.stops.map { max(0, min(1, $0.location)) })
        let steps = max(1, Int((abs(span) / (2 * .pi / 64)).rounded(.up)))
        for i in 0...steps { ts.insert(Double(i) / Double(steps)) }
        let sorted = ts.sorted()
        for i in 1..<sorted.count {
            let t0 = sorted[i - 1], t1 = sorted[i]
            sector(start + span * t0, start + span * t1, g.color(at: t0), g.color(at: t1))
        }
        // The rest of the turn: the end colour up to half way, the start colour after.
        let rest = 2 * .pi - abs(span)
        if rest > 1e-9 {
            let dir = span > 0 ? 1.0 : -1.0
            let mid = end + dir * rest / 2
            let first = g.color(at: 0), last = g.color(at: 1)
            for (a, b, col) in [(end, mid, last), (mid, start + dir * 2 * .pi, first)] {
                let n = max(1, Int((abs(b - a) / (.pi / 4)).rounded(.up)))
                for i in 0..<n {
                    sector(a + (b - a) * Double(i) / Double(n), a + (b - a) * Double(i + 1) / Double(n), col, col)
                }
            }
        }
        return mesh
    }
}
