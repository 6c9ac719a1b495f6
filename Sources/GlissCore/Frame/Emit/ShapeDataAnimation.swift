/// `Shape` values animate what they declare (`animatableData`) and their trim: a change under
/// an animated transaction draws the shape at every value in between, as SwiftUI animates a
/// shape by interpolating its data and asking for its path each frame.

/// One `Shape` value's animations, by its node's identity: its trim (from, to) and its
/// animatable data (an `AnimatedValue` of the shape's own `AnimatableData`).
struct ShapeDataRecord {
    var trim: AnimatedValue<Point>
    var data: Any?
    /// `AnimationState.shapeDataFrame` when it was last drawn.
    var frame: Int
}

extension UI {
    /// `c` with its trim and its shape's data as they are now, mid-animation or at rest.
    func animatedCustomShape(_ c: CustomShape) -> CustomShape {
        let n = nodes.pointer(c.node)
        let id = n.pointee.id
        let frame = animationState.shapeDataFrame
        var out = c
        var record = animationState.shapeData[id]
            ?? ShapeDataRecord(trim: AnimatedValue(Point(c.trimFrom, c.trimTo)), data: nil, frame: frame)
        let trimTarget = Point(c.trimFrom, c.trimTo)
        if record.trim.target != trimTarget {
            record.trim.setTarget(trimTarget, animation: animation(of: transaction(of: n)), now: time)
        }
        if record.trim.isAnimating(at: time) {
            let t = record.trim.value(at: time)
            out.trimFrom = t.x; out.trimTo = t.y
            animating = true
        } else {
            record.trim.prune(now: time)
        }
        out.shape = animatedData(c.shape, &record.data, n)
        record.frame = frame
        animationState.shapeData[id] = record
        return out
    }

    /// `shape` with its `animatableData` as it is now; `stored` keeps its animation.
    private func animatedData<S: Shape>(_ shape: S, _ stored: inout Any?, _ n: UnsafePointer<Node>) -> S {
        if S.AnimatableData.self == EmptyAnimatableData.self { return shape }
        let target = shape.animatableData
        var a = stored as? AnimatedValue<S.AnimatableData> ?? AnimatedValue(target)
        if a.target != target { a.setTarget(target, animation: animation(of: transaction(of: n)), now: time) }
        defer { stored = a }
        guard a.isAnimating(at: time) else {
            a.prune(now: time)
            return shape
        }
        animating = true
        var s = shape
        s.animatableData = a.value(at: time)
        return s
    }

    /// Called as a frame's emit starts: records of shapes not drawn last frame are dropped.
    func beginShapeData() {
        animationState.shapeDataFrame += 1
        guard !animationState.shapeData.isEmpty else { return }
        let oldest = animationState.shapeDataFrame - 2
        // Removed in place: `filter` made a new dictionary every frame a shape value was drawn.
        let gone = animationState.shapeData.compactMap { $0.value.frame < oldest ? $0.key : nil }
        for id in gone { animationState.shapeData[id] = nil }
    }
}
