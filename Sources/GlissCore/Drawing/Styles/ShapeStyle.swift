/// What fills a shape or a background — SwiftUI's `ShapeStyle`: a ``Color``, a
/// ``LinearGradient``, ``RadialGradient``, ``EllipticalGradient`` or ``AngularGradient``.
///
/// ```swift
/// ui.shape(Circle()).fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
/// ui.text("Hello").padding(12).background(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
/// ```
public protocol ShapeStyle: Sendable {
    /// The paint this style gives a view whose frame is `rect` (window points): a gradient's
    /// unit points become points of the frame.
    func resolve(in rect: Rect) -> Paint
}

extension Color: ShapeStyle {
    public func resolve(in rect: Rect) -> Paint { .color(self) }
}

/// Colours along a line across the frame — SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, Hashable {
    /// The colours and where they are along the line.
    public var gradient: Gradient
    /// Where the line starts (location 0) and ends (location 1), as unit points of the frame.
    public var startPoint: UnitPoint, endPoint: UnitPoint
    /// `gradient` from `startPoint` to `endPoint` of the frame (`.top` to `.bottom`: downward).
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// `colors` spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public func resolve(in rect: Rect) -> Paint {
        .linearGradient(gradient, start: rect.point(startPoint), end: rect.point(endPoint))
    }
}

/// Colours in circles round a point of the frame — SwiftUI's `RadialGradient`: the first at
/// `startRadius` points from `center`, the last at `endRadius`.
public struct RadialGradient: ShapeStyle, Hashable {
    /// The colours and where they are along the radius.
    public var gradient: Gradient
    /// The circles' centre, a unit point of the frame.
    public var center: UnitPoint
    /// Where the first colour is and where the last is, in points from the centre.
    public var startRadius: Double, endRadius: Double
    /// `gradient` from `startRadius` to `endRadius` round `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// `colors` spread evenly from `startRadius` to `endRadius` round `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func resolve(in rect: Rect) -> Paint {
        .radialGradient(gradient, center: rect.point(center), startRadius: startRadius, endRadius: endRadius, scaleY: 1)
    }
}

/// Colours in ellipses the frame's shape round a point of it — SwiftUI's `EllipticalGradient`:
/// radii are fractions of the frame (0.5 reaches its edges from its centre).
public struct EllipticalGradient: ShapeStyle, Hashable {
    /// The colours and where they are along the radius.
    public var gradient: Gradient
    /// The ellipses' centre, a unit point of the frame.
    public var center: UnitPoint
    /// Where the first colour is and where the last is, as fractions of the frame (0.5: its edges).
    public var startRadiusFraction: Double, endRadiusFraction: Double
    /// `gradient` from `startRadiusFraction` to `endRadiusFraction` of the frame round `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// `colors` spread evenly from `startRadiusFraction` to `endRadiusFraction`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public func resolve(in rect: Rect) -> Paint {
        let w = max(rect.width, 1e-9)
        return .radialGradient(gradient, center: rect.point(center), startRadius: startRadiusFraction * w,
                               endRadius: endRadiusFraction * w, scaleY: rect.height / w)
    }
}

/// Colours round a point of the frame by angle — SwiftUI's `AngularGradient` (a conic
/// gradient): from `startAngle` to `endAngle`, clockwise on screen from the positive x axis.
public struct AngularGradient: ShapeStyle, Hashable {
    /// The colours and where they are round the centre.
    public var gradient: Gradient
    /// The centre, a unit point of the frame.
    public var center: UnitPoint
    /// Where the first colour is and where the last is.
    public var startAngle: Angle, endAngle: Angle
    /// `gradient` round `center` from `startAngle` to `endAngle` (a whole turn by default).
    public init(gradient: Gradient, center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    /// `colors` spread evenly round `center`.
    public init(colors: [Color], center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// `colors` spread evenly round `center`, the first at `angle` (SwiftUI's `AngularGradient(colors:center:angle:)`).
    public init(colors: [Color], center: UnitPoint = .center, angle: Angle) {
        self.init(colors: colors, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
    public func resolve(in rect: Rect) -> Paint {
        .angularGradient(gradient, center: rect.point(center), startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient (`.linearGradient(colors:startPoint:endPoint:)` where a style is expected).
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `gradient`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient (`.radialGradient(colors:center:startRadius:endRadius:)`).
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient (`.ellipticalGradient(colors:…)`).
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
                                          endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient (`.angularGradient(colors:center:startAngle:endAngle:)`).
    public static func angularGradient(colors: [Color], center: UnitPoint = .center, startAngle: Angle = .zero,
                                       endAngle: Angle = .degrees(360)) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient, the first colour at `angle` (`.conicGradient(colors:center:angle:)`).
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension Rect {
    /// The point of the rect at unit point `u` (`.topLeading` its origin, `.center` its middle).
    func point(_ u: UnitPoint) -> Point { Point(minX + width * u.x, minY + height * u.y) }
}

extension ShapeStyle {
    /// One colour standing for the style where one is needed (hit testing by fill, whether a
    /// background hides what is behind it): a gradient's most opaque stop.
    var representativeColor: Color {
        switch resolve(in: Rect(0, 0, 1, 1)) {
        case .color(let c): return c
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _, _), .angularGradient(let g, _, _, _):
            return g.stops.max { $0.color.a < $1.color.a }?.color ?? .clear
        }
    }
}

/// A style drawn `opacity` times as opaque — what ``ShapeStyle/opacity(_:)`` makes.
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    /// The style made more transparent.
    public var base: Base
    /// 0…1.
    public var opacity: Double
    public func resolve(in rect: Rect) -> Paint { base.resolve(in: rect).opacity(opacity) }
}

extension ShapeStyle {
    /// This style `opacity` times as opaque — SwiftUI's `ShapeStyle.opacity(_:)`:
    /// `LinearGradient(…).opacity(0.5)`. (A colour's own `opacity(_:)` gives a colour.)
    public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> { OpacityShapeStyle(base: self, opacity: opacity) }
}
