/// A `Shape` value placed as a view (`ui.shape(_:)`), and how it is drawn: its fill rule,
/// stroke style, trim and whether its stroke is inside its frame. Kept in
/// `FrameTree.customShapes`, named by `ShapeContent.custom`; its colours and line width are
/// `ShapeContent`'s, so they animate as the built-in shapes' do.
struct CustomShape {
    var shape: any Shape
    var fillStyle = FillStyle()
    /// Set by `stroke(_:style:)`; nil: `ShapeContent.lineWidth` with butt caps and miter joins.
    var strokeStyle: StrokeStyle? = nil
    var trimFrom = 0.0, trimTo = 1.0
    /// `strokeBorder`: the outline drawn in the frame inset by half the line width.
    var strokeBorder = false
    /// A gradient (a ``ShapeStyle`` other than a colour) it is filled or stroked with, in place
    /// of `ShapeContent`'s colour.
    var fillPaint: (any ShapeStyle)? = nil
    var strokePaint: (any ShapeStyle)? = nil
    /// Its node in this pass (its identity and transaction animate its data and trim).
    var node = -1
    /// A canvas's drawing (`ui.canvas { context, size in … }`), run as it is emitted.
    var renderer: ((inout GraphicsContext, Size) -> Void)? = nil

    /// The stroke as drawn, `lineWidth` being the shape's (perhaps animated) width.
    func stroke(lineWidth: Double) -> StrokeStyle {
        var s = strokeStyle ?? StrokeStyle()
        s.lineWidth = lineWidth
        return s
    }

    /// The outline in `rect`, trimmed; a border's is inset by half of `lineWidth`.
    func path(in rect: Rect, lineWidth: Double) -> Path {
        let r = strokeBorder ? rect.insetBy(lineWidth / 2) : rect
        var p = r.width >= 0 && r.height >= 0 ? shape.path(in: r) : Path()
        if trimFrom > 0 || trimTo < 1 { p = p.trimmedPath(from: trimFrom, to: trimTo) }
        return p
    }
}

extension UI {
    /// A view that draws `shape` in its frame — SwiftUI's shapes as views: `Circle()`,
    /// `RoundedRectangle(cornerRadius: 8)`, a `Path`, or a ``Shape`` of the app's own. Filled
    /// with the foreground colour unless `.fill(_:style:)` or `.stroke(_:style:)` says
    /// otherwise; it takes all the space it is offered.
    ///
    /// ```swift
    /// ui.shape(Star(points: 5)).fill(.yellow, style: FillStyle(eoFill: true)).frame(width: 120, height: 120)
    /// ui.shape(Circle()).trim(from: 0, to: progress).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
    /// ```
    @discardableResult
    public func shape(_ shape: some Shape, id: some IdentityKey = PositionalKey()) -> NodeRef {
        tree.customShapes.append(CustomShape(shape: shape))
        var content = ShapeContent(fill: .primary, stroke: nil, lineWidth: 1, radius: 0, kind: .roundedRect, foreground: true)
        content.custom = Int32(tree.customShapes.count - 1)
        tree.shapes.append(content)
        let n = add(.shape(index: tree.shapes.count - 1), .shape, idBits: id.explicitBits)
        tree.customShapes[tree.customShapes.count - 1].node = n
        return ref(n)
    }
}

extension ShapeContent {
    /// The built-in kind as a `Shape` value, for the modifiers only a path can draw (a dashed
    /// stroke, a trim): `ui.circle().trim(from: 0, to: 0.5)`.
    var asShape: any Shape {
        switch kind {
        case .roundedRect: return radius > 0 ? RoundedRectangle(cornerRadius: radius) as any Shape : Rectangle()
        case .capsule: return Capsule()
        case .ellipse: return Ellipse()
        case .circle: return Circle()
        }
    }
}

extension NodeRef {
    /// Fills the shape with `color` by `style`'s rule — SwiftUI's `fill(_:style:)`:
    /// `FillStyle(eoFill: true)` leaves holes where the outline crosses itself an even number
    /// of times (a star's centre).
    @discardableResult public func fill(_ color: Color, style: FillStyle) -> NodeRef {
        fill(color).editCustomShape("fill(_:style:)") { $0.fillStyle = style }
    }

    /// Fills the shape with `style`: a colour or a gradient — SwiftUI's `fill(_:style:)`.
    ///
    /// ```swift
    /// ui.shape(Circle()).fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60))
    /// ```
    @discardableResult public func fill(_ style: some ShapeStyle, style fillStyle: FillStyle = FillStyle()) -> NodeRef {
        if let c = style as? Color { return fill(c, style: fillStyle) }
        return fill(style.representativeColor, style: fillStyle).editCustomShape("fill(_:style:)") { $0.fillPaint = style }
    }

    /// Strokes the outline with `style` (a colour or a gradient), `lineWidth` wide.
    @discardableResult public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> NodeRef {
        // `Optional(…)`: the colour stroke takes a `Color?`; a plain `Color` would call this one again.
        if let c = style as? Color { return stroke(Optional(c), lineWidth: lineWidth) }
        return stroke(Optional(style.representativeColor), lineWidth: lineWidth).editCustomShape("stroke(_:lineWidth:)") { $0.strokePaint = style }
    }

    /// Strokes the outline with `style` (a colour or a gradient) as `strokeStyle` says.
    @discardableResult public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> NodeRef {
        if let c = style as? Color { return stroke(Optional(c), style: strokeStyle) }
        return stroke(Optional(style.representativeColor), style: strokeStyle).editCustomShape("stroke(_:style:)") { $0.strokePaint = style }
    }

    /// `style` (a colour or a gradient) behind the view, filling its frame — SwiftUI's
    /// `.background(_:)` with a shape style.
    @discardableResult public func background(_ style: some ShapeStyle) -> NodeRef {
        // `radius:` named: a plain `background(c)` would call this one again.
        if let c = style as? Color { return background(c, radius: 0) }
        let ui = self.ui
        return background { ui.rectangle().fill(style) }
    }

    /// `style` behind the view, filling `shape` — SwiftUI's `.background(_:in:)`.
    @discardableResult public func background(_ style: some ShapeStyle, in shape: ContentShape) -> NodeRef {
        if let c = style as? Color { return background(c, in: shape) }
        let ui = self.ui
        return background { ui.shape(shape.kind, radius: shape.cornerRadius, fill: style.representativeColor, stroke: nil, lineWidth: 1, idBits: nil).fill(style) }
    }

    /// Strokes the outline with `color` (nil: the foreground colour) as `style` says: width,
    /// caps, joins, dashes — SwiftUI's `stroke(_:style:)`. The line is centred on the outline.
    ///
    /// ```swift
    /// ui.shape(Circle()).stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [8, 4]))
    /// ```
    @discardableResult public func stroke(_ color: Color? = nil, style: StrokeStyle) -> NodeRef {
        stroke(color, lineWidth: style.lineWidth).editCustomShape("stroke(_:style:)") { $0.strokeStyle = style }
    }

    /// Strokes the outline inside the frame: the line is inset by half its width, so all of
    /// it shows — SwiftUI's `strokeBorder(_:lineWidth:)`.
    @discardableResult public func strokeBorder(_ color: Color? = nil, lineWidth: Double = 1) -> NodeRef {
        stroke(color, lineWidth: lineWidth).editCustomShape("strokeBorder(_:lineWidth:)") { $0.strokeBorder = true }
    }

    /// `strokeBorder` with a whole stroke style — SwiftUI's `strokeBorder(_:style:)`.
    @discardableResult public func strokeBorder(_ color: Color? = nil, style: StrokeStyle) -> NodeRef {
        stroke(color, style: style).editCustomShape("strokeBorder(_:style:)") { $0.strokeBorder = true }
    }

    /// Draws only the part of the outline from `from` to `to`, as fractions of its length —
    /// SwiftUI's `trim(from:to:)`: `0…0.5` is its first half. A progress ring:
    ///
    /// ```swift
    /// ui.shape(Circle()).trim(from: 0, to: done).stroke(.green, lineWidth: 6).rotationEffect(.degrees(-90))
    /// ```
    @discardableResult public func trim(from: Double = 0, to: Double = 1) -> NodeRef {
        editCustomShape("trim(from:to:)") { $0.trimFrom = from; $0.trimTo = to }
    }

    /// Applies `edit` to this view's shape as a `Shape` value: a built-in one (`ui.circle()`)
    /// becomes one here. A view that is no shape is reported once in `UI.warnings`.
    func editCustomShape(_ modifier: String, _ edit: (inout CustomShape) -> Void) -> NodeRef {
        guard let (i, si) = shapeNode(modifier) else { return self }
        ui.editCustomShape(si, node: i, edit)
        return self
    }
}

extension UI {
    /// Applies `edit` to shape `si` (node `i`'s) as a `Shape` value: a built-in one becomes one here.
    func editCustomShape(_ si: Int, node i: Int, _ edit: (inout CustomShape) -> Void) {
        if tree.shapes[si].custom < 0 {
            var made = CustomShape(shape: tree.shapes[si].asShape)
            made.node = i
            tree.customShapes.append(made)
            tree.shapes[si].custom = Int32(tree.customShapes.count - 1)
        }
        edit(&tree.customShapes[Int(tree.shapes[si].custom)])
    }
}

/// A `Shape` value kept by a ``ContentShape``: compared by identity (shapes need not be
/// equatable; one made in another frame is another).
final class ShapeBox: Sendable, Equatable {
    let shape: any Shape
    init(_ shape: any Shape) { self.shape = shape }
    static func == (a: ShapeBox, b: ShapeBox) -> Bool { a === b }
}

extension ContentShape {
    /// The built-in shape `shape` is (a circle, capsule, ellipse, rectangle or evenly rounded
    /// rectangle), or nil for another.
    static func builtIn(_ shape: some Shape) -> ContentShape? {
        switch shape {
        case is Circle: return .circle
        case is Ellipse: return .ellipse
        case is Capsule: return .capsule
        case is Rectangle: return .rect
        case let r as RoundedRectangle where r.cornerSize.width == r.cornerSize.height: return .rect(cornerRadius: r.cornerSize.width)
        default: return nil
        }
    }
}

extension UI {
    /// Where a content shape in `frame` takes presses.
    func contentHitShape(_ c: ContentShape, frame: Rect) -> HitShape? {
        if let custom = c.custom { return HitShape(kind: .roundedRect, frame: frame, radius: 0, path: custom.shape.path(in: frame)) }
        return hitShape(kind: c.kind, radius: c.cornerRadius, frame: frame)
    }
}

extension NodeRef {
    /// Clips the view to `shape` — SwiftUI's `.clipShape(Circle())`. Gliss clips to rounded
    /// rectangles: a circle, capsule, ellipse or rounded rectangle rounds the view's corners as
    /// `clipShape(.circle)` does; another shape clips to the view's frame, and says
    /// so once in `UI.warnings`.
    @discardableResult public func clipShape(_ shape: some Shape) -> NodeRef {
        if let c = ContentShape.builtIn(shape) { return clipShape(c) }
        ui.warn("clipShape(_:) clips to rectangles, rounded rectangles, capsules, circles and ellipses; a \(type(of: shape)) clips to the view's frame")
        return clipped()
    }

    /// `style` behind the view, filling `shape` — SwiftUI's `.background(_:in:)` with a shape
    /// value: `.background(.yellow, in: Star())`.
    @discardableResult public func background(_ style: some ShapeStyle, in shape: some Shape) -> NodeRef {
        if let c = ContentShape.builtIn(shape) { return background(style, in: c) }
        let ui = self.ui
        return background { ui.shape(shape).fill(style) }
    }

    /// `color` behind the view, filling `shape` (`.background(.yellow, in: Star())`: a colour's
    /// name needs this form; the general one takes any ``ShapeStyle``).
    @discardableResult public func background(_ color: Color, in shape: some Shape) -> NodeRef {
        if let c = ContentShape.builtIn(shape) { return background(color, in: c) }
        let ui = self.ui
        return background { ui.shape(shape).fill(color) }
    }

    /// Makes `shape`, in the view's frame, take the hit — SwiftUI's `contentShape(_:)` with a
    /// shape value: a press is the view's only inside the shape's path.
    @discardableResult public func contentShape(_ shape: some Shape) -> NodeRef {
        contentShape(ContentShape.builtIn(shape) ?? ContentShape(kind: .roundedRect, cornerRadius: 0, custom: ShapeBox(shape)))
    }
}
