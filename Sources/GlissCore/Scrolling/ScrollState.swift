/// Persistent state of one scroll view: its offset (animated), its drag and momentum,
/// and what the last layout measured. Pure logic; the UI feeds it input and time.
/// (Stored state `@exclusivity(unchecked)`, as `UI`'s: one thread, no overlapping access.)
final class ScrollState {
    let axis: Axis
    /// The resting/animated offset (content points scrolled past the viewport's leading edge).
    @exclusivity(unchecked) var offset = AnimatedValue<Double>(0)
    /// Offset while the pointer drags the content (may be past the ends; rubber-banded when drawn).
    @exclusivity(unchecked) var dragStartOffset: Double? = nil
    @exclusivity(unchecked) var dragOffset: Double? = nil
    @exclusivity(unchecked) var momentum: ScrollPhysics.Momentum? = nil
    @exclusivity(unchecked) var momentumStart: Double = 0
    @exclusivity(unchecked) var momentumOrigin: Double = 0
    @exclusivity(unchecked) var viewport: Double = 0
    @exclusivity(unchecked) var contentLength: Double = 0
    @exclusivity(unchecked) var viewportRect: Rect = .zero
    /// Window position of the content's origin this frame.
    @exclusivity(unchecked) var contentOrigin: Point = .zero
    /// `contentOrigin` as last frame drew it (implicit animations tell scrolling from moving).
    @exclusivity(unchecked) var lastFrameContentOrigin: Point = .zero
    /// The offset drawn this frame (after rubber band), fixed when the scroll node is built.
    @exclusivity(unchecked) var current: Double = 0
    @exclusivity(unchecked) var lastInputFrame = -1
    @exclusivity(unchecked) var pendingScroll: ScrollRequest? = nil
    /// This pass's lazy containers directly inside (indices into `UI.lazyContainers`): they
    /// find the frames of items never built, so `scrollTo` reaches them.
    @exclusivity(unchecked) var lazyContainers: [Int] = []
    @exclusivity(unchecked) var showsIndicators = true
    /// A horizontal scroll view built right to left: its content starts at the right, and the
    /// offset is measured from the viewport's right edge (larger moves the content right).
    @exclusivity(unchecked) var rightToLeft = false
    @exclusivity(unchecked) var spacing: Double = 8
    @exclusivity(unchecked) var alignment: Alignment = .topLeading

    init(axis: Axis) { self.axis = axis }

    var maxOffset: Double { max(0, contentLength - viewport) }
    var isDragging: Bool { dragOffset != nil }

    func clamp(_ o: Double) -> Double { min(max(o, 0), maxOffset) }

    /// The drawn offset with rubber band past either end.
    func banded(_ o: Double) -> Double {
        if o < 0 { return -ScrollPhysics.rubberBand(offset: -o, dimension: max(viewport, 1)) }
        if o > maxOffset { return maxOffset + ScrollPhysics.rubberBand(offset: o - maxOffset, dimension: max(viewport, 1)) }
        return o
    }

    func isAnimating(at now: Double) -> Bool {
        dragOffset != nil || momentum != nil || offset.isAnimating(at: now)
    }

    /// Applies this frame's input and time; returns the offset to draw.
    func advance(now: Double, drag: ScrollDragInput?, wheel: Double, frame: Int) -> Double {
        if lastInputFrame != frame {
            lastInputFrame = frame
            if let drag {
                switch drag {
                case .changed(let translation):
                    if dragStartOffset == nil {
                        // Grabbing stops momentum and any animation where the content is now.
                        let here = current
                        momentum = nil
                        offset.setTarget(here, animation: nil, now: now)
                        dragStartOffset = here
                    }
                    dragOffset = dragStartOffset! - translation
                case .ended(let translation, let velocity):
                    let start = dragStartOffset ?? current
                    let released = start - translation
                    dragStartOffset = nil; dragOffset = nil
                    let bounded = clamp(released)
                    if bounded != released {
                        // Past an end: spring back from where the band drew it.
                        offset.setTarget(banded(released), animation: nil, now: now)
                        offset.setTarget(bounded, animation: .spring(response: 0.4, dampingFraction: 1), now: now)
                    } else {
                        offset.setTarget(released, animation: nil, now: now)
                        let v = -velocity
                        if abs(v) > 50 {
                            momentum = ScrollPhysics.Momentum(velocity: v)
                            momentumStart = now
                            momentumOrigin = released
                        }
                    }
                case .stop:
                    momentum = nil
                    offset.setTarget(clamp(current), animation: nil, now: now)
                case .cancelled:
                    dragStartOffset = nil; dragOffset = nil
                    offset.setTarget(clamp(current), animation: .spring(response: 0.4, dampingFraction: 1), now: now)
                }
            }
            if wheel != 0 {
                momentum = nil
                // Smooth wheel: each notch retargets; the easing layers so nothing jumps.
                let base = offset.target
                offset.setTarget(clamp(base + wheel), animation: .easeOut(duration: 0.2), now: now)
            }
        }
        if let m = momentum {
            let t = now - momentumStart
            let o = momentumOrigin + m.offset(at: t)
            if o <= 0 || o >= maxOffset || m.isFinished(at: t) {
                momentum = nil
                offset.setTarget(clamp(o), animation: nil, now: now)
            } else {
                offset.setTarget(o, animation: nil, now: now)
            }
        }
        offset.prune(now: now)
        if let d = dragOffset {
            current = banded(d)
        } else {
            current = offset.value(at: now)
        }
        return current
    }

    /// Keeps the offset valid when the content or viewport changed size.
    /// Returns true when it moved the offset (the frame must be laid out again).
    /// `animation`: the frame's transaction. Content that shrank in an animated change
    /// (an item removed at the end of a scrolled dock) scrolls back with that animation
    /// instead of jumping the remaining items by the removed item's width.
    func reclamp(now: Double, animation: Animation? = nil) -> Bool {
        guard dragOffset == nil, momentum == nil else { return false }
        let t = offset.target
        guard t != clamp(t) else { return false }
        if let animation {
            offset.setTarget(clamp(t), animation: animation, now: now)
        } else {
            offset.moveTarget(clamp(t))
        }
        current = offset.value(at: now)
        return true
    }

    /// The offset that shows `item` (content coordinates) per SwiftUI's `scrollTo(_:anchor:)`.
    func offset(toShow item: Rect, anchor: UnitPoint?) -> Double {
        let a = axis == .vertical ? item.minY : item.minX
        let len = axis == .vertical ? item.height : item.width
        let b = a + len
        let base = offset.target
        var o: Double
        if let anchor {
            let u = axis == .vertical ? anchor.y : anchor.x
            o = a + u * len - u * viewport
        } else if a < base {
            o = a
        } else if b > base + viewport {
            o = b - viewport
        } else {
            o = base
        }
        return clamp(o)
    }
}

/// A drag applied to a scroll view this frame, along its axis.
enum ScrollDragInput {
    case changed(translation: Double)
    case ended(translation: Double, velocity: Double)
    /// A press on a gliding scroll view: stop where it is.
    case stop
    case cancelled

    /// The drag along an axis that runs the other way (a right-to-left horizontal scroll
    /// view's offset grows to the left): translation and velocity negated.
    var mirrored: ScrollDragInput {
        switch self {
        case .changed(let t): .changed(translation: -t)
        case .ended(let t, let v): .ended(translation: -t, velocity: -v)
        case .stop, .cancelled: self
        }
    }
}

struct ScrollRequest {
    var target: UInt64
    var anchor: UnitPoint?
    var animation: Animation?
    /// The id as written, for the warning when no view has it.
    var name: String = ""
}

/// Scrolls a scroll view programmatically (SwiftUI's `ScrollViewProxy`). It names the scroll
/// view by the `id:` it was built with, wherever it sits in the tree, and finds it when used
/// (scroll ids are window-wide names, like coordinate-space names).
///
/// ```swift
/// let proxy = ui.scrollProxy("dock")
/// ui.withAnimation(.spring()) { proxy.scrollTo(photo.id) }  // animated
/// proxy.scrollTo(photo.id, anchor: .center)                 // immediate
/// ```
public struct ScrollProxy {
    let ui: UI
    let name: UInt64
    var state: ScrollState? { ui.tree.scrollNames[name] }

    /// Scrolls so the view (or lazy item) with `id` is visible: with no anchor by the
    /// minimum amount, otherwise aligning `anchor` of the item with the same point of
    /// the viewport. Animated when called inside `withAnimation`. Resolved after this
    /// pass's layout, so items never built are reached through their container's index math.
    public func scrollTo(_ id: some IdentityKey, anchor: UnitPoint? = nil) {
        guard let state else {
            ui.warn("scrollTo: no scroll view with this id was built")
            return
        }
        state.pendingScroll = ScrollRequest(target: id.identityBits, anchor: anchor,
                                            animation: ui.currentTransaction?.animation,
                                            name: String(describing: id))
        ui.requestPass()
    }
    /// Moves the scroll view to `offset` (content points past the viewport's leading edge)
    /// directly, without naming an item: momentum stops; animated when called inside
    /// `withAnimation`. An offset outside the scrollable range is clamped after layout.
    /// Called between frames (or in a body before the scroll view is built) it takes effect
    /// when the scroll view is next built, at no extra cost; called after the scroll view
    /// was built in this pass, the frame builds once more. This is how benchmarks and
    /// tests drive scrolling without the O(N) item lookup `scrollTo` may need.
    ///
    /// ```swift
    /// let proxy = ui.scrollProxy("feed")
    /// proxy.setOffset(proxy.offset + 7)      // e.g. once per frame
    /// ```
    public func setOffset(_ offset: Double) {
        guard let state else {
            ui.warn("setOffset: no scroll view with this id was built")
            return
        }
        guard offset.isFinite else { return }
        state.momentum = nil
        state.offset.setTarget(offset, animation: ui.currentTransaction?.animation, now: ui.time)
        if ui.build.inFrame { ui.requestPass() }
    }

    /// The offset drawn this frame (0 before the scroll view is built).
    public var offset: Double { state?.current ?? 0 }
    /// The content length measured by the last layout.
    public var contentLength: Double { state?.contentLength ?? 0 }
    /// The viewport length measured by the last layout.
    public var viewportLength: Double { state?.viewport ?? 0 }
}
