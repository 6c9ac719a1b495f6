/// An in-app drag (``NodeRef/draggable(_:)``): the value a view carries from the moment the
/// pointer moved it past the drag threshold to its drop — or, when nothing took it, until its
/// preview has sprung back to where it started.
final class DragSession {
    enum Phase: Equatable {
        /// Following the pointer.
        case dragging
        /// Taken by a destination: the preview is gone.
        case dropped
        /// Not taken (released over nothing that takes it, the action said no, or Escape):
        /// springing back to where the drag started, then gone.
        case returning
    }

    /// The view dragged.
    let source: NodeID
    let payload: any Transferable
    /// Where the view's frame was (window points) when the drag began.
    let sourceOrigin: Point
    /// The preview's offset from ``sourceOrigin``: the pointer's travel while dragging,
    /// sprung back to zero when the drag was not taken.
    var offset: AnimatedValue<Point>
    var phase = Phase.dragging
    /// The source's node in the frame being drawn (its commands are the default preview);
    /// -1 when it was not built.
    var sourceIndex = -1
    /// The frame that last set ``sourceIndex``.
    var sourceFrame = -1

    /// The spring the preview returns with (Gliss's default spring).
    static let springBack = Animation.spring
    /// How opaque the preview is drawn: the view itself, slightly see-through.
    static let previewOpacity = 0.75
    /// Points the pointer moves before a press on a draggable view starts a drag (less than a
    /// drag gesture's 10: a desktop drag starts early).
    static let threshold = 4.0

    init(source: NodeID, payload: any Transferable, sourceOrigin: Point, translation: Point) {
        self.source = source
        self.payload = payload
        self.sourceOrigin = sourceOrigin
        offset = AnimatedValue(translation)
    }

    /// True while the preview is to be drawn at `now`.
    func isShown(at now: Double) -> Bool {
        switch phase {
        case .dragging: return true
        case .dropped: return false
        case .returning: return offset.isAnimating(at: now)
        }
    }

    /// Sends the preview back to where it started, from `now`.
    func springBack(now: Double) {
        phase = .returning
        offset.setTarget(.zero, animation: Self.springBack, now: now)
    }
}

extension Interaction {
    /// The pointer started dragging the view of `owner`: an in-app drag when the view is
    /// draggable (it was built with a payload last frame).
    func beginDragSession(_ owner: HitRegion?, _ v: DragValue) {
        guard let owner, let payload = draggables.last[owner.id] else { return }
        dragSession = DragSession(source: owner.id, payload: payload, sourceOrigin: owner.origin,
                                  translation: Point(v.translation.width, v.translation.height))
        retarget(v.location)
    }

    /// The drag moved: the preview follows, and the view under the pointer that takes the
    /// payload is the target.
    func moveDragSession(_ v: DragValue) {
        guard let s = dragSession, s.phase == .dragging else { return }
        s.offset.moveTarget(Point(v.translation.width, v.translation.height))
        retarget(v.location)
    }

    /// The button came up: dropped on the view under it that takes the payload (springing back
    /// if its action does not take it), or sprung back when none does.
    func endDragSession(at p: Point, time: Double) {
        guard let s = dragSession, s.phase == .dragging else { return }
        drops.target(nil)
        let payload = DragPayload.value(s.payload)
        let dropped = drops.drop(payload, at: p, excluding: s.source) { [weak s] taken in
            guard let s else { return }
            if taken { s.phase = .dropped } else { s.springBack(now: time) }
        }
        if dropped { s.phase = .dropped } else { s.springBack(now: time) }
    }

    /// Escape during an in-app drag: it ends where it is, nothing dropped, the preview sprung
    /// back. True when there was one to cancel.
    func cancelDragSession(time: Double) -> Bool {
        guard let s = dragSession, s.phase == .dragging else { return false }
        drops.target(nil)
        s.springBack(now: time)
        cancel()
        return true
    }

    private func retarget(_ p: Point) {
        guard let s = dragSession else { return }
        drops.target(drops.destination(at: p, for: .value(s.payload), excluding: s.source)?.id, carrying: .value(s.payload))
    }
}

/// The draggable views' payloads by view: those built this frame, and last frame's, which a
/// press (handled before this frame's build) starts a drag with.
struct DraggablePayloads {
    var last: [NodeID: any Transferable] = [:]
    var building: [NodeID: any Transferable] = [:]

    /// A new frame: this frame's build becomes the last.
    mutating func beginFrame() {
        guard !last.isEmpty || !building.isEmpty else { return }
        swap(&last, &building)
        building.removeAll(keepingCapacity: true)
    }
}
