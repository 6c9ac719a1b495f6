/// Shapes' radius, line width and colours animate: every shape's values are recorded as
/// emitted, and a change under an animated transaction starts an animation from last frame's.

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

/// A shape's values as emitted in one frame (see `UI.animatedShape`).
struct ShapeRecord {
    var id: NodeID
    var value: ShapeVector
    /// Its node's index in that frame: where layout put it is that node's `rect` (last frame's
    /// nodes are kept, `UI.previousNodes`). An index rather than the rect: a shape that scrolls
    /// keeps its record from frame to frame while its index stays (see `shapeAtRest`).
    var node: Int32
}

extension UI {
    /// The common case of `animatedShape`, checked in line: no shape animation is running and
    /// last frame's record at the cursor is this shape with the same values. Then it stays at
    /// rest: its record is kept for next frame and true returned (what `animatedShape` does
    /// when it returns nil there). False: call `animatedShape`, nothing was recorded.
    @inline(__always)
    func shapeAtRest(_ node: Int32, _ id: NodeID, _ target: ShapeVector) -> Bool {
        let k = animationState.shapeHistoryCursor
        guard animationState.shapeAnimations.isEmpty, k < animationState.shapeHistory.count else { return false }
        let same = animationState.shapeHistory.withUnsafeBufferPointer { h in h[k].id == id && h[k].value == target }
        guard same else { return false }
        if animationState.shapeHistoryDiverged {
            animationState.shapeHistoryNext.append(ShapeRecord(id: id, value: target, node: node))
        } else if animationState.shapeHistory.withUnsafeBufferPointer({ $0[k].node != node }) {
            // The same values at another node index (views came or went before it).
            divergeShapeHistory()
            animationState.shapeHistoryNext.append(ShapeRecord(id: id, value: target, node: node))
        }
        animationState.shapeHistoryCursor = k + 1
        return true
    }

    /// Last frame's record becomes the one compared with, and this frame's starts empty; a frame
    /// that did not diverge from last frame's record recorded its first `shapeHistoryCursor`.
    func beginShapeHistory() {
        if animationState.shapeHistoryDiverged {
            swap(&animationState.shapeHistory, &animationState.shapeHistoryNext)
        } else if animationState.shapeHistoryCursor < animationState.shapeHistory.count {
            animationState.shapeHistory.removeSubrange(animationState.shapeHistoryCursor...)
        }
        animationState.shapeHistoryNext.removeAll(keepingCapacity: true)
        animationState.shapeHistoryCursor = 0
        animationState.shapeHistoryDiverged = false
        animationState.shapesMayAnimate = build.frameTransaction?.animation != nil || tree.transactions.contains { $0.animation != nil }
    }

    /// This frame's record from now on is written out: what was at rest so far (last frame's
    /// records up to the cursor) first.
    @inline(never)
    func divergeShapeHistory() {
        guard !animationState.shapeHistoryDiverged else { return }
        animationState.shapeHistoryDiverged = true
        animationState.shapeHistoryNext.append(contentsOf: animationState.shapeHistory[0..<animationState.shapeHistoryCursor])
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
    func animatedShape(_ node: Int32, _ id: NodeID, _ target: ShapeVector, _ transaction: Transaction?, rect: Rect,
                       tracked: Bool) -> ShapeVector? {
        divergeShapeHistory()
        animationState.shapeHistoryNext.append(ShapeRecord(id: id, value: target, node: node))
        if !animationState.shapeAnimations.isEmpty, var a = animationState.shapeAnimations[id] {
            if a.target != target {
                if let anim = animation(of: transaction) {
                    a.setTarget(target, animation: anim, now: time)
                } else {
                    a.moveTarget(target)
                }
            }
            return running(id, a)
        }
        let cursor = animationState.shapeHistoryCursor
        if !animationState.shapesMayAnimate {
            // No change can start an animation in this frame, whatever last frame's record
            // holds: the record only says where the next shapes' records are. Found further
            // ahead than a change would be looked for (a grid's row scrolled out: 21 records),
            // the shapes after this one are at rest at their places again.
            let found = shapeRecord(id, from: cursor, within: 64)
            if found >= 0 { animationState.shapeHistoryCursor = found + 1 }
            return nil
        }
        // Searched in place: when views came or went before the shapes, every shape of the
        // frame searches and most find nothing.
        let found = shapeRecord(id, from: cursor, within: 16)
        var previous: ShapeRecord? = nil
        if found >= 0 {
            animationState.shapeHistoryCursor = found + 1
            // Unchanged since last frame (nearly always): nothing to start, no copy.
            if animationState.shapeHistory[found].value == target { return nil }
            previous = animationState.shapeHistory[found]
        }
        guard let previous, previous.value != target, tracked || previousRect(previous).isClose(to: rect, tolerance: 0.5),
              let anim = animation(of: transaction) else { return nil }
        var a = AnimatedValue(previous.value)
        a.setTarget(target, animation: anim, now: time)
        animationState.shapeAnimations[id] = a
        animating = true
        return a.value(at: time)
    }

    /// Where layout put the shape of last frame's record `r`.
    /// The index of `id`'s record in last frame's shape history, looked for among the `window`
    /// records from `cursor` on (the shapes come in the order they did); -1 when not there.
    @inline(__always)
    private func shapeRecord(_ id: NodeID, from cursor: Int, within window: Int) -> Int {
        animationState.shapeHistory.withUnsafeBufferPointer { h -> Int in
            var k = cursor
            let end = min(h.count, k + window)
            while k < end {
                if h[k].id == id { return k }
                k += 1
            }
            return -1
        }
    }

    private func previousRect(_ r: ShapeRecord) -> Rect {
        let k = Int(r.node)
        return k >= 0 && k < previousNodes.count ? previousNodes[k].rect : Rect(x: .infinity, y: .infinity, width: 0, height: 0)
    }

    /// The shape animation `a` (kept under `key`) now: its value while it runs (kept for next
    /// frame); nil, and forgotten, once it has ended.
    func running(_ key: NodeID, _ a: AnimatedValue<ShapeVector>) -> ShapeVector? {
        var a = a
        a.prune(now: time)
        guard a.isAnimating(at: time) else {
            animationState.shapeAnimations[key] = nil
            return nil
        }
        animationState.shapeAnimations[key] = a
        animating = true
        return a.value(at: time)
    }

    /// The draw commands of a shape of `kind` in `rect` (its radius, colours and line width as
    /// given: they may be animating); `custom`: a `Shape` value's index in `tree.customShapes`, or -1.
    func emitShape(_ kind: ShapeKind, _ custom: Int32, _ rect: Rect, radius: Double, fill: Color?, stroke: Color?, lineWidth: Double,
                   _ opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        if custom >= 0 {
            emitCustomShape(tree.customShapes[Int(custom)], rect, fill: fill, stroke: stroke, lineWidth: lineWidth, opacity, &ctx, &out)
            return
        }
        if ctx.blur > 0 {
            // Under `.blur(radius:)`: its blurred silhouette (the shadow's Gaussian, σ = radius).
            var r = rect, rad = kind == .roundedRect ? radius : min(rect.width, rect.height) / 2
            if kind == .circle {
                let d = min(rect.width, rect.height)
                r = Rect(rect.midX - d / 2, rect.midY - d / 2, d, d); rad = d / 2
            }
            if let c = fill ?? stroke { out.commands.append(.shadow(rect: r, radius: rad, blur: ctx.blur * 2, color: c.opacity(opacity))) }
            return
        }
        switch kind {
        case .ellipse:
            if let f = fill { out.commands.append(.fillEllipse(rect: rect, color: f.opacity(opacity))) }
            if let c = stroke { out.commands.append(.strokeEllipse(rect: rect, lineWidth: lineWidth, color: c.opacity(opacity))) }
        case .roundedRect, .capsule, .circle:
            var r = rect, rad = radius
            if kind == .capsule { rad = min(rect.width, rect.height) / 2 }
            if kind == .circle {
                let d = min(rect.width, rect.height)
                r = Rect(rect.midX - d / 2, rect.midY - d / 2, d, d)
                rad = d / 2
            }
            if let f = fill { out.commands.append(.fillRoundedRect(rect: r, radius: rad, color: f.opacity(opacity))) }
            if let c = stroke { out.commands.append(.strokeRoundedRect(rect: r, radius: rad, lineWidth: lineWidth, color: c.opacity(opacity))) }
        }
    }

}
