extension UI {
    /// The draw commands of a `Shape` value (`ui.shape`, or a built-in shape trimmed or given a
    /// stroke style) in `rect`: its path filled, then stroked, as SwiftUI draws `.fill` and
    /// `.stroke` together.
    @inline(never)
    func emitCustomShape(_ c: CustomShape, _ rect: Rect, fill: Color?, stroke: Color?, lineWidth: Double,
                         _ opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        if let renderer = c.renderer {
            emitCanvas(renderer, rect, opacity, &out)
            return
        }
        var c = c
        if c.node >= 0 { c = animatedCustomShape(c) }
        if ctx.blur > 0 {
            // Under `.blur(radius:)`: the blurred silhouette of its bounds (the shadow's Gaussian).
            let bounds = c.path(in: rect, lineWidth: lineWidth).boundingRect
            if let col = fill ?? stroke { out.commands.append(.shadow(rect: bounds, radius: 0, blur: ctx.blur * 2, color: col.opacity(opacity))) }
            return
        }
        if let f = fill {
            let path = c.path(in: rect, lineWidth: 0)
            let paint = c.fillPaint?.resolve(in: rect) ?? .color(f)
            if !path.isEmpty { out.commands.append(.fillPath(path, eoFill: c.fillStyle.isEOFilled, paint: paint.opacity(opacity))) }
        }
        if let s = stroke, lineWidth > 0 {
            let path = c.path(in: rect, lineWidth: lineWidth)
            let paint = c.strokePaint?.resolve(in: rect) ?? .color(s)
            if !path.isEmpty { out.commands.append(.strokePath(path, style: c.stroke(lineWidth: lineWidth), paint: paint.opacity(opacity))) }
        }
    }

    /// Where a `Shape` value in `frame` takes presses: inside its filled path.
    func customHitShape(_ c: CustomShape, frame: Rect) -> HitShape {
        HitShape(kind: .roundedRect, frame: frame, radius: 0, path: c.path(in: frame, lineWidth: 0), eoFill: c.fillStyle.isEOFilled)
    }
}

extension UI {
    /// Where shape `si` of this pass, drawn in `frame`, takes presses (nil: all of its frame).
    /// (Fields read in place: a copy of the shape's content for each shape cost ~17
    /// instructions a shape, 4 K a frame of `bench nested`.)
    func shapeHit(_ si: Int, frame: Rect) -> HitShape? {
        let custom = tree.shapes[si].custom
        if custom >= 0 { return customHitShape(tree.customShapes[Int(custom)], frame: frame) }
        return hitShape(kind: tree.shapes[si].kind, radius: tree.shapes[si].radius, frame: frame)
    }
}
