/// A point in window points (logical units; the backend maps them to pixels).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(0, 0)
    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(0, 0)
    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle: origin at the top-left, y grows downward.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y); size = Size(width, height)
    }
    public init(x: Double, y: Double, width: Double, height: Double) { self.init(x, y, width, height) }
    public static let zero = Rect(0, 0, 0, 0)

    public var x: Double { get { origin.x } set { origin.x = newValue } }
    public var y: Double { get { origin.y } set { origin.y = newValue } }
    public var width: Double { get { size.width } set { size.width = newValue } }
    public var height: Double { get { size.height } set { size.height = newValue } }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(midX, midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    public func intersects(_ r: Rect) -> Bool {
        minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY
    }
    /// The overlap of two rects; a zero-size rect at the clamped corner when they do not overlap.
    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return Rect(x0, y0, max(0, x1 - x0), max(0, y1 - y0))
    }
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x + dx, y + dy, width, height) }
    public func insetBy(_ insets: EdgeInsets) -> Rect {
        Rect(x + insets.leading, y + insets.top,
             max(0, width - insets.leading - insets.trailing),
             max(0, height - insets.top - insets.bottom))
    }
    public func insetBy(_ d: Double) -> Rect { insetBy(EdgeInsets(all: d)) }
    /// True when every coordinate is a finite number.
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}

/// Insets on the four edges.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all d: Double) { self.init(top: d, leading: d, bottom: d, trailing: d) }
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
    public static let zero = EdgeInsets()
    public var horizontal: Double { leading + trailing }
    public var vertical: Double { top + bottom }
}

/// Horizontal alignment inside a container.
public enum HorizontalAlignment: Sendable, Hashable { case leading, center, trailing }
/// Vertical alignment inside a container.
public enum VerticalAlignment: Sendable, Hashable { case top, center, bottom }

/// A 2-D alignment, like SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` sits inside `container`.
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
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A layout axis.
public enum Axis: Sendable, Hashable { case horizontal, vertical }
