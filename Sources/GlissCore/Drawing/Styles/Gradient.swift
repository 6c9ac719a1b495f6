import Foundation

/// Colours at locations from 0 to 1 — SwiftUI's `Gradient`: what the gradient styles spread
/// over their line, circle or angle.
public struct Gradient: Sendable, Hashable {
    /// One colour and where it is, 0…1 along the gradient.
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: Color
        /// Where, 0…1.
        public var location: Double
        /// A stop of `color` at `location`.
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient of these stops (sorted by location, as SwiftUI keeps them).
    public init(stops: [Stop]) {
        self.stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// `colors` spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? Double($0.offset) / Double(n - 1) : 0) }
    }

    /// The colour at `t` (0…1; before the first stop its colour, after the last its colour),
    /// interpolated between the stops on either side in sRGB, as SwiftUI's gradients are.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for k in 1..<stops.count where t <= stops[k].location {
            let a = stops[k - 1], b = stops[k]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return Color(red: a.color.r + (b.color.r - a.color.r) * f, green: a.color.g + (b.color.g - a.color.g) * f,
                         blue: a.color.b + (b.color.b - a.color.b) * f, opacity: a.color.a + (b.color.a - a.color.a) * f)
        }
        return last.color
    }

    /// Every stop's colour `opacity` times as opaque.
    func opacity(_ o: Double) -> Gradient {
        var g = self
        for k in g.stops.indices { g.stops[k].color = g.stops[k].color.opacity(o) }
        return g
    }
}

/// How a region is painted, in window points: a colour or a gradient. What the path commands
/// of a draw list carry (``DrawCommand/fillPath(_:eoFill:paint:)``); a ``ShapeStyle`` in a
/// view's frame resolves to one.
public enum Paint: Sendable, Hashable {
    /// One colour.
    case color(Color)
    /// Colours along the line from `start` to `end`, constant across it; beyond its ends the
    /// end colours.
    case linearGradient(Gradient, start: Point, end: Point)
    /// Colours along the radius from `center`, `startRadius` to `endRadius`; an ellipse when
    /// `scaleY` is not 1 (its vertical radius is the horizontal one times `scaleY`).
    case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double, scaleY: Double)
    /// Colours round `center` from `startAngle` to `endAngle` (clockwise on screen from the
    /// positive x axis); outside them the end colours.
    case angularGradient(Gradient, center: Point, startAngle: Angle, endAngle: Angle)

    /// The paint `opacity` times as opaque.
    public func opacity(_ o: Double) -> Paint {
        if o == 1 { return self }
        switch self {
        case .color(let c): return .color(c.opacity(o))
        case let .linearGradient(g, s, e): return .linearGradient(g.opacity(o), start: s, end: e)
        case let .radialGradient(g, c, r0, r1, sy): return .radialGradient(g.opacity(o), center: c, startRadius: r0, endRadius: r1, scaleY: sy)
        case let .angularGradient(g, c, a0, a1): return .angularGradient(g.opacity(o), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// The paint moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Paint {
        func m(_ p: Point) -> Point { Point(p.x + dx, p.y + dy) }
        switch self {
        case .color: return self
        case let .linearGradient(g, s, e): return .linearGradient(g, start: m(s), end: m(e))
        case let .radialGradient(g, c, r0, r1, sy): return .radialGradient(g, center: m(c), startRadius: r0, endRadius: r1, scaleY: sy)
        case let .angularGradient(g, c, a0, a1): return .angularGradient(g, center: m(c), startAngle: a0, endAngle: a1)
        }
    }

    /// Its one colour, or nil for a gradient.
    public var color: Color? { if case .color(let c) = self { return c } else { return nil } }

    /// The colour it paints at `p` (what a renderer without gradients could approximate, and
    /// what tests compare pixels with).
    public func color(at p: Point) -> Color {
        switch self {
        case .color(let c): return c
        case let .linearGradient(g, s, e):
            let dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy
            return g.color(at: len2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / len2 : 0)
        case let .radialGradient(g, c, r0, r1, sy):
            let d = hypot(p.x - c.x, (p.y - c.y) / (sy == 0 ? 1 : sy))
            return g.color(at: r1 != r0 ? (d - r0) / (r1 - r0) : 0)
        case let .angularGradient(g, c, a0, a1):
            var a = atan2(p.y - c.y, p.x - c.x)
            while a < a0.radians { a += 2 * .pi }
            while a >= a0.radians + 2 * .pi { a -= 2 * .pi }
            let span = a1.radians - a0.radians
            return g.color(at: span != 0 ? (a - a0.radians) / span : 0)
        }
    }
}
