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
    /// `.blur(radius:)`.
    var blur: Double = 0

    var hasTransform: Bool { scale != Size(1, 1) || rotation.radians != 0 }

    /// The animatable values.
    var vector: EffectVector {
        let s = shadow ?? ShadowSpec(color: .clear, radius: 0, x: 0, y: 0)
        return EffectVector(sx: scale.width, sy: scale.height, angle: rotation.radians, blur: s.radius, dx: s.x, dy: s.y,
                            r: s.color.r, g: s.color.g, b: s.color.b, a: shadow == nil ? 0 : s.color.a, filterBlur: blur)
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
    /// `.blur(radius:)`'s radius (`blur` is the shadow's).
    var filterBlur: Double = 0
    static var zero: EffectVector { EffectVector(sx: 0, sy: 0, angle: 0, blur: 0, dx: 0, dy: 0, r: 0, g: 0, b: 0, a: 0) }
    static func + (l: EffectVector, o: EffectVector) -> EffectVector {
        EffectVector(sx: l.sx + o.sx, sy: l.sy + o.sy, angle: l.angle + o.angle, blur: l.blur + o.blur, dx: l.dx + o.dx,
                     dy: l.dy + o.dy, r: l.r + o.r, g: l.g + o.g, b: l.b + o.b, a: l.a + o.a, filterBlur: l.filterBlur + o.filterBlur)
    }
    static func - (l: EffectVector, o: EffectVector) -> EffectVector { l + o.scaled(by: -1) }
    func scaled(by f: Double) -> EffectVector {
        EffectVector(sx: sx * f, sy: sy * f, angle: angle * f, blur: blur * f, dx: dx * f, dy: dy * f,
                     r: r * f, g: g * f, b: b * f, a: a * f, filterBlur: filterBlur * f)
    }
    var magnitudeSquared: Double {
        sx * sx + sy * sy + angle * angle + blur * blur + dx * dx + dy * dy + r * r + g * g + b * b + a * a + filterBlur * filterBlur
    }
    var shadowColor: Color { Color(red: r, green: g, blue: b, opacity: a) }
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

    /// Blurs the view by `radius` points — SwiftUI's `.blur(radius:)`; animates. Gliss blurs
    /// shapes (a glow behind content, a frosted backdrop of colour): each shape inside is drawn
    /// as its blurred silhouette. Text and images are drawn sharp.
    ///
    /// ```swift
    /// ui.circle(fill: .purple).frame(width: 120, height: 120).blur(radius: 30)
    /// ```
    @discardableResult public func blur(radius: Double) -> NodeRef {
        withEffect(wrapIf: false) { fx in fx.blur = max(0, radius.isFinite ? radius : 0) }
    }

    /// A drop shadow behind the view (SwiftUI `.shadow(color:radius:x:y:)`): the view's shape —
    /// its own shape, its background shape, or its image's rounded frame — blurred by `radius`
    /// and moved by (x, y). Drawn by the backend from a cached blurred texture. Animates.
    @discardableResult
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> NodeRef {
        withEffect(wrapIf: ui.extras(of: index)?.effect?.shadow != nil) { fx in
            fx.shadow = ShadowSpec(color: color, radius: max(0, radius), x: x, y: y)
        }
    }
}

/// Emit helpers for render effects.
extension UI {
    /// What a node's effect stage changed in the emit context (restored by `popEffect`), and
    /// the effect's values now.
    struct EffectScope {
        var saved: (transform: Transform2D, hitTransform: Transform2D, clip: Rect, hitBound: Rect)
        var pushedTransform: Bool
        var value: EffectVector
    }

    /// Emit stage 3: render effects are drawn through a transform of the animated values about
    /// the drawn frame `rect`, and hit through one of the target values about the layout frame.
    /// Nil when the node draws nothing (a scale of 0; at rest it is hit nowhere too).
    @inline(__always)
    func pushEffect(_ i: Int, _ fx: RenderEffect, rect: Rect, layoutRect: Rect, _ ctx: inout EmitContext, _ out: inout EmitOutputs) -> EffectScope? {
        let n = nodes.pointer(i)
        var scope = EffectScope(saved: (ctx.transform, ctx.hitTransform, ctx.clip, ctx.hitBound), pushedTransform: false, value: .zero)
        let (v, target) = effectValues(n.pointee.id, fx, transaction(of: n))
        scope.value = v
        let m = fx.transform(v, in: rect)
        if !m.isIdentity {
            guard m.isFinite, let inverse = m.inverted else { return nil }
            out.commands.append(.pushTransform(m))
            scope.pushedTransform = true
            ctx.transform = ctx.transform.concatenating(after: m)
            ctx.clip = inverse.boundingBox(ctx.clip)
        }
        let hm = fx.transform(target, in: layoutRect)
        if !hm.isIdentity {
            ctx.hitTransform = ctx.hitTransform.concatenating(after: hm)
            ctx.hitBound = hm.inverted.map { $0.boundingBox(ctx.hitBound) } ?? .zero
        }
        return scope
    }

    /// Emit stage 6: the transform popped and the context as it was before `pushEffect`.
    @inline(__always)
    func popEffect(_ scope: EffectScope, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        if scope.pushedTransform { out.commands.append(.popTransform) }
        (ctx.transform, ctx.hitTransform, ctx.clip, ctx.hitBound) = scope.saved
    }

    /// The node's drop shadow, cast by its silhouette under the effect's values `v`.
    func emitShadow(_ i: Int, _ v: EffectVector, _ p: EmitPlacement, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        guard let sil = silhouette(i, rect: p.rect, content: p.content) else { return }
        out.commands.append(.shadow(rect: sil.rect.offsetBy(v.dx, v.dy), radius: sil.radius, blur: max(0, v.blur),
                                color: v.shadowColor.opacity(p.opacity)))
    }

    /// The render effect's values now (animated) and its target. A change under an animated
    /// transaction glides; one without moves at once (a running glide is carried along).
    func effectValues(_ id: NodeID, _ fx: RenderEffect, _ transaction: Transaction?) -> (EffectVector, EffectVector) {
        let target = fx.vector
        let box = store.get(id.child("effect").raw) { Box(AnimatedValue(target)) }
        if box.value.target != target {
            if let a = animation(of: transaction) {
                box.value.setTarget(target, animation: a, now: time)
            } else {
                box.value.moveTarget(target)
            }
        }
        box.value.prune(now: time)
        guard box.value.isAnimating(at: time) else { return (target, target) }
        animating = true
        return (box.value.value(at: time), target)
    }

    /// The outline a shadow is cast from: the node's own shape, its image's rounded frame, or
    /// its background's shape (directly or as the only view of a `background { … }`).
    func silhouette(_ i: Int, rect: Rect, content: Rect) -> (rect: Rect, radius: Double)? {
        func shapeOutline(_ si: Int, _ r: Rect, _ corner: Double) -> (rect: Rect, radius: Double) {
            let s = tree.shapes[si]
            switch s.kind {
            case .roundedRect: return (r, max(s.radius, corner))
            case .capsule, .ellipse: return (r, min(r.width, r.height) / 2)
            case .circle:
                let d = min(r.width, r.height)
                return (Rect(r.midX - d / 2, r.midY - d / 2, d, d), d / 2)
            }
        }
        let n = nodes[i]
        if case .shape(let si) = n.kind { return shapeOutline(si, content, n.cornerRadius) }
        if n.tag == .image { return (content, n.cornerRadius) }
        if let si = backgroundShape(of: n) { return shapeOutline(si, rect, n.cornerRadius) }
        // A container whose only child has a shape (a wrapped view): that child's outline.
        if n.childCount == 1, n.firstChild >= 0, extras(of: n.firstChild)?.effect == nil {
            let c = n.firstChild
            let off = Point(rect.minX - n.rect.minX, rect.minY - n.rect.minY)
            return silhouette(c, rect: nodes[c].rect.offsetBy(off.x, off.y), content: nodes[c].contentRect.offsetBy(off.x, off.y))
        }
        return nil
    }
}
