import Foundation

/// An outline made of lines and curves — SwiftUI's `Path`: what a ``Shape`` returns, what
/// `ui.shape` fills or strokes, in points.
///
/// ```swift
/// var p = Path()
/// p.move(to: Point(0, 50))
/// p.addLine(to: Point(100, 50))
/// p.addQuadCurve(to: Point(200, 50), control: Point(150, 0))
/// ```
///
/// Arcs, ellipses and rounded corners are kept as cubic Béziers (as CoreGraphics keeps them),
/// so a path is only ever these five elements.
public struct Path: Sendable, Hashable {
    /// One piece of a path — SwiftUI's `Path.Element`.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The elements in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of these elements.
    public init(elements: [Element]) { self.elements = elements }

    /// The rectangle `rect` as a closed path (clockwise from its top-left corner).
    public init(_ rect: Rect) { addRect(rect) }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) { addEllipse(in: rect) }

    /// `rect` with corners of `cornerRadius` (clamped to half the shorter side).
    public init(roundedRect rect: Rect, cornerRadius: Double) { addRoundedRect(in: rect, cornerSize: Size(cornerRadius, cornerRadius)) }

    /// `rect` with elliptical corners of `cornerSize`.
    public init(roundedRect rect: Rect, cornerSize: Size) { addRoundedRect(in: rect, cornerSize: cornerSize) }

    /// The path `build` makes — SwiftUI's `Path { path in … }`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// True when it has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added (nil in an empty path).
    public var currentPoint: Point? {
        var start: Point? = nil, current: Point? = nil
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    // MARK: - Building

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(to: p)) }

    /// A line from the current point to `p` (from `p` itself, as a move, when there is none).
    public mutating func addLine(to p: Point) {
        if elements.isEmpty { move(to: p) } else { elements.append(.line(to: p)) }
    }

    /// A quadratic Bézier from the current point to `p`, pulled toward `control`.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        if elements.isEmpty { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
    }

    /// A cubic Bézier from the current point to `p`.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if elements.isEmpty { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    /// Lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { elements.append(.line(to: p)) }
    }

    /// `rect` as a closed subpath.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(rect.minX, rect.minY))
        elements.append(.line(to: Point(rect.maxX, rect.minY)))
        elements.append(.line(to: Point(rect.maxX, rect.maxY)))
        elements.append(.line(to: Point(rect.minX, rect.maxY)))
        elements.append(.closeSubpath)
    }

    /// `rect` with elliptical corners of `cornerSize` (each clamped to half its side), as a
    /// closed subpath.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {
        let rx = max(0, min(cornerSize.width, rect.width / 2)), ry = max(0, min(cornerSize.height, rect.height / 2))
        addUnevenRoundedRect(in: rect, radii: (Size(rx, ry), Size(rx, ry), Size(rx, ry), Size(rx, ry)))
    }

    /// A rectangle whose four corners have their own radii: top-leading, top-trailing,
    /// bottom-trailing, bottom-leading (clockwise, as `UnevenRoundedRectangle` names them).
    mutating func addUnevenRoundedRect(in rect: Rect, radii: (Size, Size, Size, Size)) {
        let (tl, tr, br, bl) = radii
        move(to: Point(rect.minX + tl.width, rect.minY))
        elements.append(.line(to: Point(rect.maxX - tr.width, rect.minY)))
        addCorner(Point(rect.maxX, rect.minY), from: Point(rect.maxX - tr.width, rect.minY), to: Point(rect.maxX, rect.minY + tr.height))
        elements.append(.line(to: Point(rect.maxX, rect.maxY - br.height)))
        addCorner(Point(rect.maxX, rect.maxY), from: Point(rect.maxX, rect.maxY - br.height), to: Point(rect.maxX - br.width, rect.maxY))
        elements.append(.line(to: Point(rect.minX + bl.width, rect.maxY)))
        addCorner(Point(rect.minX, rect.maxY), from: Point(rect.minX + bl.width, rect.maxY), to: Point(rect.minX, rect.maxY - bl.height))
        elements.append(.line(to: Point(rect.minX, rect.minY + tl.height)))
        addCorner(Point(rect.minX, rect.minY), from: Point(rect.minX, rect.minY + tl.height), to: Point(rect.minX + tl.width, rect.minY))
        elements.append(.closeSubpath)
    }

    /// A quarter ellipse from `a` to `b` round the corner `c` (nothing when it has no size).
    private mutating func addCorner(_ c: Point, from a: Point, to b: Point) {
        guard a != b else { return }
        // The control points of a quarter circle as a cubic: 0.5523 of the radius along each tangent.
        let k = 0.552_284_749_831
        elements.append(.curve(to: b, control1: Point(a.x + (c.x - a.x) * k, a.y + (c.y - a.y) * k),
                               control2: Point(b.x + (c.x - b.x) * k, b.y + (c.y - b.y) * k)))
    }

    /// The ellipse inscribed in `rect`, as a closed subpath (clockwise from its right end).
    public mutating func addEllipse(in rect: Rect) {
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        let k = 0.552_284_749_831, ox = rx * k, oy = ry * k
        move(to: Point(cx + rx, cy))
        elements.append(.curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + oy), control2: Point(cx + ox, cy + ry)))
        elements.append(.curve(to: Point(cx - rx, cy), control1: Point(cx - ox, cy + ry), control2: Point(cx - rx, cy + oy)))
        elements.append(.curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - oy), control2: Point(cx - ox, cy - ry)))
        elements.append(.curve(to: Point(cx + rx, cy), control1: Point(cx + ox, cy - ry), control2: Point(cx + rx, cy - oy)))
        elements.append(.closeSubpath)
    }

    /// An arc of the circle round `center`, from `startAngle` to `endAngle` — SwiftUI's
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`. Angles are measured from the
    /// positive x axis toward positive y (down the screen); `clockwise` is in a y-up sense as
    /// SwiftUI's (and CoreGraphics') is, so `clockwise: false` goes clockwise on screen. A
    /// line joins the current point to the arc's start; with no current point the arc starts a
    /// subpath.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians
        var sweep = endAngle.radians - start
        // On screen (y down), clockwise: false increases the angle.
        if !clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
        }
        let first = Point(center.x + radius * cos(start), center.y + radius * sin(start))
        if elements.isEmpty { move(to: first) } else { elements.append(.line(to: first)) }
        // At most a quarter turn per cubic: its error is below 0.03 % of the radius.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let p0 = Point(center.x + radius * cos(a), center.y + radius * sin(a))
            let p1 = Point(center.x + radius * cos(b), center.y + radius * sin(b))
            elements.append(.curve(to: p1,
                                   control1: Point(p0.x - k * radius * sin(a), p0.y + k * radius * cos(a)),
                                   control2: Point(p1.x + k * radius * sin(b), p1.y - k * radius * cos(b))))
            a = b
        }
    }

    /// The subpaths of `path` appended to this one.
    public mutating func addPath(_ path: Path) { elements.append(contentsOf: path.elements) }

    // MARK: - Transforms

    /// Every point mapped by `transform`.
    public func applying(_ transform: Transform2D) -> Path {
        Path(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(to: transform.apply(p))
            case .line(let p): return .line(to: transform.apply(p))
            case .quadCurve(let p, let c): return .quadCurve(to: transform.apply(p), control: transform.apply(c))
            case .curve(let p, let c1, let c2):
                return .curve(to: transform.apply(p), control1: transform.apply(c1), control2: transform.apply(c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Path { applying(.translation(dx, dy)) }

    /// Calls `body` with each element in order — SwiftUI's `forEach(_:)`.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    /// The smallest rectangle holding every point of the path (curves included, not their
    /// control points) — SwiftUI's `boundingRect`. `.zero` for an empty path.
    public var boundingRect: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polyline in flattened(tolerance: 0.01) {
            for p in polyline.points {
                minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
            }
        }
        return minX.isFinite ? Rect(minX, minY, maxX - minX, maxY - minY) : .zero
    }
}

extension Path {
    /// One closed subpath of four lines along the axes (a rectangle not rotated, as `Path(_:)`
    /// makes one, in either direction): its inside is its bounding box.
    var isUprightRectangle: Bool {
        var corners: [Point] = []
        for (k, e) in elements.enumerated() {
            switch e {
            case .move(let p) where k == 0: corners.append(p)
            case .line(let p) where k > 0: corners.append(p)
            case .closeSubpath where k == elements.count - 1: break
            default: return false
            }
        }
        // A closing line back to the start may be written out.
        if corners.count == 5 && corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4 else { return false }
        for k in 0..<4 {
            let a = corners[k], b = corners[(k + 1) % 4]
            // Each side along one axis, the sides turning alternately.
            let horizontal = a.y == b.y, vertical = a.x == b.x
            guard horizontal != vertical || a == b else { return false }
            let next = corners[(k + 2) % 4]
            guard horizontal ? b.x == next.x : b.y == next.y else { return false }
        }
        return true
    }
}
