/// A value that can be animated: it lives in a vector space, so animations can add,
/// subtract and scale it.
///
/// Every animated property is driven by `AnimatedValue<V>`, which only needs these
/// operations: `value = target + Σ delta · (1 − progress)`.
///
/// ```swift
/// let halfway = Point(0, 0) + (Point(100, 40) - Point(0, 0)).scaled(by: 0.5)   // (50, 20)
/// ```
public protocol VectorArithmetic: Equatable, Sendable {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// Sum of the squared components (the squared Euclidean length).
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
}

extension Point: VectorArithmetic {
    // `zero`, `+` and `-` already come from Geometry.swift.
    public func scaled(by factor: Double) -> Point { Point(x * factor, y * factor) }
    public var magnitudeSquared: Double { x * x + y * y }
}

extension Size: VectorArithmetic {
    public static func + (lhs: Size, rhs: Size) -> Size {
        Size(lhs.width + rhs.width, lhs.height + rhs.height)
    }
    public static func - (lhs: Size, rhs: Size) -> Size {
        Size(lhs.width - rhs.width, lhs.height - rhs.height)
    }
    public func scaled(by factor: Double) -> Size { Size(width * factor, height * factor) }
    public var magnitudeSquared: Double { width * width + height * height }
}

/// Rects animate as the 4-vector (x, y, width, height), like SwiftUI's
/// `AnimatablePair(origin, size)`.
extension Rect: VectorArithmetic {
    public static func + (lhs: Rect, rhs: Rect) -> Rect {
        Rect(lhs.x + rhs.x, lhs.y + rhs.y, lhs.width + rhs.width, lhs.height + rhs.height)
    }
    public static func - (lhs: Rect, rhs: Rect) -> Rect {
        Rect(lhs.x - rhs.x, lhs.y - rhs.y, lhs.width - rhs.width, lhs.height - rhs.height)
    }
    public func scaled(by factor: Double) -> Rect {
        Rect(x * factor, y * factor, width * factor, height * factor)
    }
    public var magnitudeSquared: Double { x * x + y * y + width * width + height * height }
}

/// Colours animate component-wise on (r, g, b, a) with straight alpha. Intermediate
/// values of a running animation may leave 0…1 when a spring overshoots; the renderer
/// clamps when it converts to bytes.
extension Color: VectorArithmetic {
    /// All components zero (the same value as `.clear`); the additive identity.
    public static var zero: Color { Color(red: 0, green: 0, blue: 0, opacity: 0) }
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.r + rhs.r, green: lhs.g + rhs.g, blue: lhs.b + rhs.b, opacity: lhs.a + rhs.a)
    }
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(red: lhs.r - rhs.r, green: lhs.g - rhs.g, blue: lhs.b - rhs.b, opacity: lhs.a - rhs.a)
    }
    public func scaled(by factor: Double) -> Color {
        Color(red: r * factor, green: g * factor, blue: b * factor, opacity: a * factor)
    }
    public var magnitudeSquared: Double { r * r + g * g + b * b + a * a }
}
