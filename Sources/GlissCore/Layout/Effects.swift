/// Render effects: `scaleEffect`, `rotationEffect` and `shadow` change what is drawn and where
/// it is hit, never the layout of anything (SwiftUI's geometry effects). They animate like any
/// other value: a change under `withAnimation`, `animation(_:value:)` or a spring glides.

/// A node's render effects: scale about `scaleAnchor`, then rotate about `rotationAnchor`
/// (both in the node's frame), and its drop shadow.
struct RenderEffect: Equatable {
    var scale: Size = Size(1, 1)
    var scaleAnchor: UnitPoint = .center
    var rotation: Angle = .zero
    var rotationAnchor: UnitPoint = .center
    var shadow: ShadowSpec? = nil

    var hasTransform: Bool { scale != Size(1, 1) || rotation.radians != 0 }

    /// The animatable values.
    var vector: EffectVector {
        let s = shadow ?? ShadowSpec(color: .clear, radius: 0, x: 0, y: 0)
        return EffectVector(sx: scale.width, sy: scale.height, angle: rotation.radians, blur: s.radius, dx: s.x, dy: s.y,
                            r: s.color.r, g: s.color.g, b: s.color.b, a: shadow == nil ? 0 : s.color.a)
    }

    /// The transform (window points) for a node drawn at `rect` with values `v`.
    func transform(_ v: EffectVector, in rect: Rect) -> Transform2D {
        var m = Transform2D.identity
        if v.sx != 1 || v.sy != 1 {
            let ax = rect.minX + scaleAnchor.x * rect.width, ay = rect.minY + scaleAnchor.y * rect.height
            m = Transform2D.translation(ax, ay).concatenating(after: .scale(v.sx, v.sy))
                .concatenating(after: .translation(-ax, -ay))
        }
        if v.angle != 0 {
            let ax = rect.minX + rotationAnchor.x * rect.width, ay = rect.minY + rotationAnchor.y * rect.height
            let r = Transform2D.translation(ax, ay).concatenating(after: .rotation(.radians(v.angle)))
                .concatenating(after: .translation(-ax, -ay))
            m = r.concatenating(after: m)
        }
        return m
    }
}

/// `.shadow(color:radius:x:y:)`.
struct ShadowSpec: Equatable {
    var color: Color
    var radius: Double
    var x: Double
    var y: Double
}

/// The animatable part of a render effect: scale, rotation (radians) and the shadow's blur,
/// offset and colour.
struct EffectVector: VectorArithmetic {
    var sx: Double, sy: Double, angle: Double, blur: Double, dx: Double, dy: Double
    var r: Double, g: Double, b: Double, a: Double
    static var zero: EffectVector { EffectVector(sx: 0, sy: 0, angle: 0, blur: 0, dx: 0, dy: 0, r: 0, g: 0, b: 0, a: 0) }
    static func + (l: EffectVector, o: EffectVector) -> EffectVector {
        EffectVector(sx: l.sx + o.sx, sy: l.sy + o.sy, angle: l.angle + o.angle, blur: l.blur + o.blur, dx: l.dx + o.dx,
                     dy: l.dy + o.dy, r: l.r + o.r, g: l.g + o.g, b: l.b + o.b, a: l.a + o.a)
    }
    static func - (l: EffectVector, o: EffectVector) -> EffectVector { l + o.scaled(by: -1) }
    func scaled(by f: Double) -> EffectVector {
        EffectVector(sx: sx * f, sy: sy * f, angle: angle * f, blur: blur * f, dx: dx * f, dy: dy * f,
                     r: r * f, g: g * f, b: b * f, a: a * f)
    }
    var magnitudeSquared: Double {
        sx * sx + sy * sy + angle * angle + blur * blur + dx * dx + dy * dy + r * r + g * g + b * b + a * a
    }
    var shadowColor: Color { Color(r: r, g: g, b: b, a: a) }
}

/// The animatable values of a shape: corner radius, line width, fill and stroke colours
/// (an absent colour is its counterpart with alpha 0, so a fill can fade in).
struct ShapeVector: VectorArithmetic {
    var radius: Double, lineWidth: Double
    var fill: Color, stroke: Color
    static var zero: ShapeVector { ShapeVector(radius: 0, lineWidth: 0, fill: .zero, stroke: .zero) }
    static func + (l: ShapeVector, o: ShapeVector) -> ShapeVector {
        ShapeVector(radius: l.radius + o.radius, lineWidth: l.lineWidth + o.lineWidth, fill: l.fill + o.fill, stroke: l.stroke + o.stroke)
    }
    static func - (l: ShapeVector, o: ShapeVector) -> ShapeVector {
        ShapeVector(radius: l.radius - o.radius, lineWidth: l.lineWidth - o.lineWidth, fill: l.fill - o.fill, stroke: l.stroke - o.stroke)
    }
    func scaled(by f: Double) -> ShapeVector {
        ShapeVector(radius: radius * f, lineWidth: lineWidth * f, fill: fill.scaled(by: f), stroke: stroke.scaled(by: f))
    }
    var magnitudeSquared: Double { radius * radius + lineWidth * lineWidth + fill.magnitudeSquared + stroke.magnitudeSquared }
    /// Field by field, in line: emit compares every shape with last frame's, and the
    /// synthesised `==` was a call per shape.
    @inline(__always)
    static func == (l: ShapeVector, o: ShapeVector) -> Bool {
        l.radius == o.radius && l.lineWidth == o.lineWidth
            && l.fill.r == o.fill.r && l.fill.g == o.fill.g && l.fill.b == o.fill.b && l.fill.a == o.fill.a
            && l.stroke.r == o.stroke.r && l.stroke.g == o.stroke.g && l.stroke.b == o.stroke.b && l.stroke.a == o.stroke.a
    }
}

/// Which outline a shape node draws.
enum ShapeKind: UInt8 {
    /// `roundedRect`: corners of `radius`.
    case roundedRect
    /// Corners of half the shorter side.
    case capsule
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The largest circle centred in the frame.
    case circle
}

extension NodeRef {
    /// Has this node a render effect with a transform already? A second one wraps the node, so
    /// effects compose in modifier order as SwiftUI's do.
    private var needsWrapForEffect: Bool {
        ui.nodes[index].offset != .zero || ui.nodes[index].clip || (ui.extras(of: index)?.effect?.hasTransform ?? false)
    }

    private func withEffect(wrapIf conflict: Bool, _ f: (inout RenderEffect) -> Void) -> NodeRef {
        let me = conflict ? NodeRef(ui: ui, index: ui.wrap(index)) : self
        return me.staged(4).editExtras { e in
            var fx = e.effect ?? RenderEffect()
            f(&fx)
            e.effect = fx
        }
    }

    /// Scales what the view draws, and where it is hit, by `s` about `anchor` (SwiftUI
    /// `.scaleEffect(_:anchor:)`); layout is unchanged. Animates under `withAnimation`.
    ///
    /// ```swift
    /// ui.text("Liked").scaleEffect(liked ? 1.4 : 1)     // inside withAnimation(.spring())
    /// ```
    @discardableResult public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> NodeRef {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Scales the view's drawing and hit area by `x` and `y` about `anchor` (SwiftUI
    /// `.scaleEffect(x:y:anchor:)`).
    @discardableResult public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> NodeRef {
        withEffect(wrapIf: needsWrapForEffect) { fx in
            fx.scale = Size(x, y)
            fx.scaleAnchor = anchor
        }
    }

    /// Rotates the view's drawing and hit area by `angle` about `anchor` (SwiftUI
    /// `.rotationEffect(_:anchor:)`; positive angles turn clockwise on screen).
    ///
    /// ```swift
    /// ui.icon(.star).rotationEffect(.degrees(spin ? 180 : 0), anchor: .center)
    /// ```
    @discardableResult public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> NodeRef {
        let fx = ui.extras(of: index)?.effect
        // A rotation after a scale on the same node is exact (scale, then rotate); anything
        // else that came before wraps.
        let conflict = ui.nodes[index].offset != .zero || ui.nodes[index].clip || (fx?.rotation.radians ?? 0) != 0
        return withEffect(wrapIf: conflict) { e in
            e.rotation = angle
            e.rotationAnchor = anchor
        }
    }

    /// A drop shadow behind the view (SwiftUI `.shadow(color:radius:x:y:)`): the view's shape —
    /// its own shape, its background shape, or its image's rounded frame — blurred by `radius`
    /// and moved by (x, y). Drawn by the backend from a cached blurred texture. Animates.
    @discardableResult
    public func shadow(color: Color = Color(white: 0, alpha: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> NodeRef {
        withEffect(wrapIf: ui.extras(of: index)?.effect?.shadow != nil) { fx in
            fx.shadow = ShadowSpec(color: color, radius: max(0, radius), x: x, y: y)
        }
    }
}

extension UI {
    private func shape(_ kind: ShapeKind, radius: Double, fill: Color?, stroke: Color?, lineWidth: Double,
                       id: some IdentityKey) -> NodeRef {
        shapes.append(ShapeContent(fill: fill, stroke: stroke, lineWidth: lineWidth, radius: radius, kind: kind))
        return ref(add(.shape(index: shapes.count - 1), .shape, idBits: id.explicitBits))
    }

    /// A capsule (SwiftUI `Capsule`): a rounded rect whose corners are half its shorter side.
    @discardableResult
    public func capsule(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.capsule, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, id: id)
    }

    /// A circle (SwiftUI `Circle`): the largest circle centred in the frame.
    @discardableResult
    public func circle(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                       id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.circle, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, id: id)
    }

    /// An ellipse inscribed in the frame (SwiftUI `Ellipse`).
    @discardableResult
    public func ellipse(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.ellipse, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, id: id)
    }
}
