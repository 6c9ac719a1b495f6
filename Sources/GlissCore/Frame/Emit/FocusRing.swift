/// The keyboard focus ring: drawn at emit around the focused view after keyboard use.
extension UI {
    /// The focus ring: SwiftUI's accent colour, following the view's rounded shape. Outside the
    /// view when it fits in the clip; inside it when a clip (a scroll view's edge, a photo
    /// filling its dock) would cut the outer ring away.
    func emitFocusRing(_ i: Int, rect: Rect, opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let outer = rect.insetBy(-3)
        let fits = ctx.clip.contains(Point(outer.minX, outer.minY)) && ctx.clip.contains(Point(outer.maxX - 1e-9, outer.maxY - 1e-9))
        let base = focusRingRadius(i, size: rect.size)
        out.commands.append(.strokeRoundedRect(rect: fits ? outer : rect.insetBy(1.5), radius: fits ? base + 3 : max(0, base - 1.5),
                                           lineWidth: 3, color: Color.accentColor.opacity(0.85 * opacity)))
    }

    /// The corner radius of a view's own shape or background, for its focus ring.
    func focusRingRadius(_ i: Int, size: Size) -> Double {
        let n = nodes[i]
        var r = n.cornerRadius
        // Capsules, circles and ellipses are round at the ends: the ring is a capsule too.
        func radius(_ s: ShapeContent) -> Double {
            s.kind == .roundedRect ? s.radius : min(size.width, size.height) / 2
        }
        if n.tag == .shape, case .shape(let si) = n.kind { r = max(r, radius(tree.shapes[si])) }
        if let si = backgroundShape(of: n) { r = max(r, radius(tree.shapes[si])) }
        return r
    }
}
