/// A shape's values as emitted in one frame (see `UI.animatedShape`).
struct ShapeRecord {
    var id: NodeID
    var value: ShapeVector
    /// Where layout put it.
    var rect: Rect
}

/// Emit helpers for render effects, shapes and their animations.
extension UI {
    /// The render effect's values now (animated) and its target. A change under an animated
    /// transaction glides; one without moves at once (a running glide is carried along).
    func effectValues(_ id: NodeID, _ fx: RenderEffect, _ transaction: Transaction?) -> (EffectVector, EffectVector) {
        let target = fx.vector
        let box = store.get(id.child("effect").raw) { Box(AnimatedValue(target)) }
        if box.value.target != target {
            if let a = transaction?.animation ?? frameTransaction?.animation {
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

    /// The common case of `animatedShape`, checked in line: no shape animation is running and
    /// last frame's record at the cursor is this shape with the same values. Then it stays at
    /// rest: its record is kept for next frame and true returned (what `animatedShape` does
    /// when it returns nil there). False: call `animatedShape`, nothing was recorded.
    @inline(__always)
    func shapeAtRest(_ id: NodeID, _ target: ShapeVector, rect: Rect) -> Bool {
        let k = shapeHistoryCursor
        guard shapeAnimations.isEmpty, k < shapeHistory.count else { return false }
        let same = shapeHistory.withUnsafeBufferPointer { h in h[k].id == id && h[k].value == target }
        guard same else { return false }
        shapeHistoryNext.append(ShapeRecord(id: id, value: target, rect: rect))
        shapeHistoryCursor = k + 1
        return true
    }

    /// A shape's radius, line width and colours while they animate (nil at rest).
    ///
    /// Every shape's values are remembered as emitted, in emit order; a shape whose values
    /// differ from last frame's under an animated transaction starts an animation from them.
    /// Last frame's record is found at the same position (frames usually emit the same shapes
    /// in the same order), else a few records further on: a shape whose values change in the
    /// frame in which it also moved far in the order does not animate. No hashing per shape:
    /// a grid frame emits hundreds of them.
    ///
    /// Positional identities shift when a view before it in its container comes or goes (a
    /// filler after a removed card takes the card's id), so a change only animates when the
    /// shape stayed where layout put it, or is `tracked` (it animates its layout or matched
    /// geometry: it is followed as one view wherever it goes).
    func animatedShape(_ id: NodeID, _ target: ShapeVector, _ transaction: Transaction?, rect: Rect,
                       tracked: Bool) -> ShapeVector? {
        shapeHistoryNext.append(ShapeRecord(id: id, value: target, rect: rect))
        if !shapeAnimations.isEmpty, var a = shapeAnimations[id] {
            if a.target != target {
                if let anim = transaction?.animation ?? frameTransaction?.animation {
                    a.setTarget(target, animation: anim, now: time)
                } else {
                    a.moveTarget(target)
                }
            }
            a.prune(now: time)
            guard a.isAnimating(at: time) else {
                shapeAnimations[id] = nil
                return nil
            }
            shapeAnimations[id] = a
            animating = true
            return a.value(at: time)
        }
        var previous: ShapeRecord? = nil
        var k = shapeHistoryCursor
        let end = min(shapeHistory.count, k + 16)
        while k < end {
            if shapeHistory[k].id == id {
                shapeHistoryCursor = k + 1
                // Unchanged since last frame (nearly always): nothing to start, no copy.
                if shapeHistory[k].value == target { return nil }
                previous = shapeHistory[k]
                break
            }
            k += 1
        }
        guard let previous, previous.value != target, tracked || previous.rect.isClose(to: rect, tolerance: 0.5),
              let anim = transaction?.animation ?? frameTransaction?.animation else { return nil }
        var a = AnimatedValue(previous.value)
        a.setTarget(target, animation: anim, now: time)
        shapeAnimations[id] = a
        animating = true
        return a.value(at: time)
    }

    /// The draw commands of a shape of `kind` in `rect`.
    func emitShape(_ kind: ShapeKind, _ rect: Rect, radius: Double, fill: Color?, stroke: Color?, lineWidth: Double,
                   _ opacity: Double, _ ctx: inout EmitContext) {
        switch kind {
        case .ellipse:
            if let f = fill { ctx.list.append(.fillEllipse(rect: rect, color: f.opacity(opacity))) }
            if let c = stroke { ctx.list.append(.strokeEllipse(rect: rect, lineWidth: lineWidth, color: c.opacity(opacity))) }
        case .roundedRect, .capsule, .circle:
            var r = rect, rad = radius
            if kind == .capsule { rad = min(rect.width, rect.height) / 2 }
            if kind == .circle {
                let d = min(rect.width, rect.height)
                r = Rect(rect.midX - d / 2, rect.midY - d / 2, d, d)
                rad = d / 2
            }
            if let f = fill { ctx.list.append(.fillRoundedRect(rect: r, radius: rad, color: f.opacity(opacity))) }
            if let c = stroke { ctx.list.append(.strokeRoundedRect(rect: r, radius: rad, lineWidth: lineWidth, color: c.opacity(opacity))) }
        }
    }

    /// The outline a shadow is cast from: the node's own shape, its image's rounded frame, or
    /// its background's shape (directly or as the only view of a `background { … }`).
    func silhouette(_ i: Int, rect: Rect, content: Rect) -> (rect: Rect, radius: Double)? {
        func shapeOutline(_ si: Int, _ r: Rect, _ corner: Double) -> (rect: Rect, radius: Double) {
            let s = shapes[si]
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
        var bg = n.background
        if let b = bg, nodes[b].tag != .shape, nodes[b].firstChild >= 0, nodes[nodes[b].firstChild].nextSibling < 0 {
            bg = nodes[b].firstChild
        }
        if let b = bg, case .shape(let si) = nodes[b].kind { return shapeOutline(si, rect, n.cornerRadius) }
        // A container whose only child has a shape (a wrapped view): that child's outline.
        if n.childCount == 1, n.firstChild >= 0, extras(of: n.firstChild)?.effect == nil {
            let c = n.firstChild
            let off = Point(rect.minX - n.rect.minX, rect.minY - n.rect.minY)
            return silhouette(c, rect: nodes[c].rect.offsetBy(off.x, off.y), content: nodes[c].contentRect.offsetBy(off.x, off.y))
        }
        return nil
    }
}
