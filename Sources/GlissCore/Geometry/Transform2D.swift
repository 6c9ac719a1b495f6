import Foundation

/// An angle (SwiftUI `Angle`): `.degrees(45)`, `.radians(.pi / 4)`.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// An angle of `d` degrees.
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    /// An angle of `r` radians.
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    /// No rotation.
    public static let zero = Angle(radians: 0)
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// An affine map of the plane, in window points: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`
/// (CoreGraphics' `CGAffineTransform` layout). Render effects (`scaleEffect`, `rotationEffect`)
/// put these in the draw list with ``DrawCommand/pushTransform(_:)``.
public struct Transform2D: Hashable, Sendable {
    /// How x contributes to x'.
    public var a: Double
    /// How x contributes to y'.
    public var b: Double
    /// How y contributes to x'.
    public var c: Double
    /// How y contributes to y'.
    public var d: Double
    /// Added to x'.
    public var tx: Double
    /// Added to y'.
    public var ty: Double

    /// The transform with these coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity: leaves every point where it is.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y).
    public static func translation(_ x: Double, _ y: Double) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// A scale about the origin.
    public static func scale(_ x: Double, _ y: Double) -> Transform2D {
        Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// A rotation about the origin (positive is clockwise on screen, y pointing down, as in SwiftUI).
    public static func rotation(_ angle: Angle) -> Transform2D {
        let co = cos(angle.radians), si = sin(angle.radians)
        return Transform2D(a: co, b: si, c: -si, d: co, tx: 0, ty: 0)
    }

    /// True when it moves no point.
    public var isIdentity: Bool { self == .identity }
    /// True when it only translates (no scale, rotation or skew).
    public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    /// `self` applied after `first` (`self ∘ first`).
    public func concatenating(after first: Transform2D) -> Transform2D {
        Transform2D(a: a * first.a + c * first.b, b: b * first.a + d * first.b,
                    c: a * first.c + c * first.d, d: b * first.c + d * first.d,
                    tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
    }

    /// The point mapped by the transform.
    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    /// The determinant (area scale; 0 for a degenerate transform).
    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform is degenerate (a scale of 0).
    public var inverted: Transform2D? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// The bounding box of `r` mapped by the transform.
    public func boundingBox(_ r: Rect) -> Rect {
        let ps = [apply(Point(r.minX, r.minY)), apply(Point(r.maxX, r.minY)),
                  apply(Point(r.minX, r.maxY)), apply(Point(r.maxX, r.maxY))]
        let x0 = ps.map(\.x).min()!, x1 = ps.map(\.x).max()!
        let y0 = ps.map(\.y).min()!, y1 = ps.map(\.y).max()!
        return Rect(x0, y0, x1 - x0, y1 - y0)
    }

    /// How much longer lines get, at most (the larger singular value).
    public var maxScale: Double {
        let s1 = (a * a + b * b).squareRoot(), s2 = (c * c + d * d).squareRoot()
        return max(s1, s2)
    }

    /// Every coefficient finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The same transform for content moved by (dx, dy) first and back after: what a
    /// transform recorded for content becomes when that content is drawn shifted.
    public func conjugated(byTranslation dx: Double, _ dy: Double) -> Transform2D {
        Transform2D.translation(dx, dy).concatenating(after: concatenating(after: .translation(-dx, -dy)))
    }
}
