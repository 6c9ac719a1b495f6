/// A point in window points (logical units; the backend maps them to pixels).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Distance from the window's left edge, in points.
    public var x: Double
    /// Distance from the window's top edge, in points (y grows downward).
    public var y: Double
    /// A point at (`x`, `y`).
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(0, 0)
    /// Component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double
    /// A size of `width` × `height` points.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No extent on either axis.
    public static let zero = Size(0, 0)
    /// `WxH`, as `--size` spells it.
    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle: origin at the top-left, y grows downward.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size
    /// A rect at `origin` with `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rect with its top-left corner at (`x`, `y`).
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    /// A rect with its top-left corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) { self.init(x, y, width, height) }
    /// The empty rect at the origin.
    public static let zero = Rect(0, 0, 0, 0)

    /// The left edge (`origin.x`).
    public var x: Double { get { origin.x } set { origin.x = newValue } }
    /// The top edge (`origin.y`).
    public var y: Double { get { origin.y } set { origin.y = newValue } }
    /// `size.width`.
    public var width: Double { get { size.width } set { size.width = newValue } }
    /// `size.height`.
    public var height: Double { get { size.height } set { size.height = newValue } }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point (where a test clicks a widget).
    public var center: Point { Point(midX, midY) }
    /// True when the rect has no area (a width or height of 0 or less).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when `p` is inside: the left and top edges included, the right and bottom excluded.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    /// True when the two rects overlap with a positive area.
    public func intersects(_ r: Rect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }
    /// The overlap of two rects; a zero-size rect at the clamped corner when they do not overlap.
    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }
    /// The smallest rect holding both.
    func union(_ r: Rect) -> Rect {
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x0, y0, max(maxX, r.maxX) - x0, max(maxY, r.maxY) - y0)
    }
    /// The same rect moved by (`dx`, `dy`).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x + dx, y + dy, width, height) }
    /// The rect shrunk by `insets` on each edge (never below zero size).
    public func insetBy(_ insets: EdgeInsets) -> Rect {
        Rect(x + insets.leading, y + insets.top,
             max(0, width - insets.leading - insets.trailing),
             max(0, height - insets.top - insets.bottom))
    }
    /// The rect grown by `insets` (the rect that `insetBy(insets)` shrinks back to this one).
    public func outsetBy(_ insets: EdgeInsets) -> Rect {
        Rect(x - insets.leading, y - insets.top, width + insets.leading + insets.trailing, height + insets.top + insets.bottom)
    }
    /// The rect shrunk by `d` on every edge (a negative `d` grows it).
    public func insetBy(_ d: Double) -> Rect { insetBy(EdgeInsets(all: d)) }
    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        @inline(__always) get { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
    }
    /// `[x, y, width, height]`, as the inspector writes frames.
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}

/// Insets on the four edges.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset of the top edge, in points.
    public var top: Double
    /// Inset of the leading (left) edge, in points.
    public var leading: Double
    /// Inset of the bottom edge, in points.
    public var bottom: Double
    /// Inset of the trailing (right) edge, in points.
    public var trailing: Double
    /// Insets given edge by edge; omitted edges are 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// The same inset `d` on all four edges.
    public init(all d: Double) { self.init(top: d, leading: d, bottom: d, trailing: d) }
    /// `horizontal` on the leading and trailing edges, `vertical` on the top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
    /// No inset.
    public static let zero = EdgeInsets()
    /// Leading plus trailing: the width the insets take.
    public var horizontal: Double { leading + trailing }
    /// Top plus bottom: the height the insets take.
    public var vertical: Double { top + bottom }
}

/// Horizontal alignment inside a container.
public enum HorizontalAlignment: Sendable, Hashable {
    /// Against the left edge.
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing
}
/// Vertical alignment inside a container.
public enum VerticalAlignment: Sendable, Hashable {
    /// Against the top edge.
    case top
    /// Centred.
    case center
    /// Against the bottom edge.
    case bottom
}

/// A 2-D alignment, like SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The middle of the top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The middle of the left edge.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The middle of the right edge.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The middle of the bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` sits inside `container`. Inlined: a few additions, called for
    /// every lazy item and framed view placed (a call each was ~16 instructions).
    @inline(__always)
    public func place(_ size: Size, in container: Rect) -> Point {
        let x: Double
        switch horizontal {
        case .leading: x = container.minX
        case .center: x = container.minX + (container.width - size.width) / 2
        case .trailing: x = container.maxX - size.width
        }
        let y: Double
        switch vertical {
        case .top: y = container.minY
        case .center: y = container.minY + (container.height - size.height) / 2
        case .bottom: y = container.maxY - size.height
        }
        return Point(x, y)
    }
}

/// A unit point used as a scroll anchor (0,0 = top-leading, 1,1 = bottom-trailing).
public struct UnitPoint: Hashable, Sendable {
    /// Fraction of the width: 0 = leading edge, 1 = trailing edge.
    public var x: Double
    /// Fraction of the height: 0 = top edge, 1 = bottom edge.
    public var y: Double
    /// A unit point at fractions (`x`, `y`) of a rect.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A layout axis.
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
