/// A 2D shape that draws itself in any rectangle — SwiftUI's `Shape`: give it a
/// `path(in:)` and `ui.shape` fills, strokes, trims and hit-tests it.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: Rect) -> Path {
///         Path { p in
///             p.move(to: Point(rect.midX, rect.minY))
///             p.addLine(to: Point(rect.maxX, rect.maxY))
///             p.addLine(to: Point(rect.minX, rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ui.shape(Triangle()).fill(.orange).frame(width: 80, height: 60)
/// ```
///
/// A shape takes all the space it is offered (SwiftUI's shapes do); give it a frame. A shape
/// with an `animatableData` of its own (see ``Animatable``) animates between its values.
public protocol Shape: Animatable, Sendable {
    /// The outline of the shape drawn in `rect`.
    func path(in rect: Rect) -> Path
}

/// A circle: the largest one centred in the frame — SwiftUI's `Circle`.
public struct Circle: Shape, Hashable {
    /// A circle.
    public init() {}
    public func path(in rect: Rect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: Rect(rect.midX - d / 2, rect.midY - d / 2, d, d))
    }
}

/// The ellipse inscribed in the frame — SwiftUI's `Ellipse`.
public struct Ellipse: Shape, Hashable {
    /// An ellipse.
    public init() {}
    public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }
}

/// The frame itself — SwiftUI's `Rectangle`.
public struct Rectangle: Shape, Hashable {
    /// A rectangle.
    public init() {}
    public func path(in rect: Rect) -> Path { Path(rect) }
}

/// The frame with rounded corners — SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape, Hashable {
    /// The corners' radii (width and height of each corner's ellipse).
    public var cornerSize: Size
    /// Corners of `cornerRadius`.
    public init(cornerRadius: Double) { cornerSize = Size(cornerRadius, cornerRadius) }
    /// Elliptical corners of `cornerSize`.
    public init(cornerSize: Size) { self.cornerSize = cornerSize }
    public func path(in rect: Rect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// The frame with corners of half its shorter side — SwiftUI's `Capsule`.
public struct Capsule: Shape, Hashable {
    /// A capsule.
    public init() {}
    public func path(in rect: Rect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: r)
    }
}

/// A rectangle whose corners each have their own radius — SwiftUI's `UnevenRoundedRectangle`.
public struct UnevenRoundedRectangle: Shape, Hashable {
    /// The corners' radii.
    public var topLeadingRadius: Double, bottomLeadingRadius: Double, bottomTrailingRadius: Double, topTrailingRadius: Double
    /// Corners of these radii (0: square).
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
    }
    public func path(in rect: Rect) -> Path {
        // Each corner at most half of either side, as RoundedRectangle's.
        let limit = min(rect.width, rect.height) / 2
        func c(_ r: Double) -> Size { let v = max(0, min(r, limit)); return Size(v, v) }
        var p = Path()
        p.addUnevenRoundedRect(in: rect, radii: (c(topLeadingRadius), c(topTrailingRadius), c(bottomTrailingRadius), c(bottomLeadingRadius)))
        return p
    }
}

/// A path drawn as it is, wherever the view is: its points are taken from the view's
/// top-leading corner (SwiftUI's `Path` is a shape too: `ui.shape(Path { … })`).
extension Path: Shape {
    public func path(in rect: Rect) -> Path { offsetBy(dx: rect.minX, dy: rect.minY) }
}

extension Shape where Self == Circle {
    /// A circle (`.circle` where a shape is expected).
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse (`.ellipse` where a shape is expected).
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule (`.capsule` where a shape is expected).
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Rectangle {
    /// A rectangle (`.rect` where a shape is expected).
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius` (`.rect(cornerRadius:)`).
    public static func rect(cornerRadius: Double) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

/// How a path is filled — SwiftUI's `FillStyle`.
public struct FillStyle: Sendable, Hashable {
    /// The even-odd rule: a point is inside when a ray from it crosses the outline an odd
    /// number of times (a star's centre is a hole). False: the non-zero winding rule.
    public var isEOFilled: Bool
    /// Edges are anti-aliased (true by default).
    public var isAntialiased: Bool
    /// A fill by `eoFill`'s rule.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The end of an open stroke — CoreGraphics' `CGLineCap`, as SwiftUI's `StrokeStyle` takes it.
public enum LineCap: Sendable, Hashable {
    /// Squared off at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// Where two segments of a stroke meet — CoreGraphics' `CGLineJoin`.
public enum LineJoin: Sendable, Hashable {
    /// A sharp corner (beveled beyond `miterLimit`).
    case miter
    /// A rounded corner.
    case round
    /// The corner cut off.
    case bevel
}

/// How a path is stroked — SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Sendable, Hashable {
    /// The line's width, centred on the path.
    public var lineWidth: Double
    /// The ends of open subpaths.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// A miter longer than this times the line width is beveled.
    public var miterLimit: Double
    /// Lengths of dashes and gaps, alternately (empty: a solid line).
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double
    /// A stroke of these settings (SwiftUI's defaults: 1 pt, butt caps, miter joins, limit 10).
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
