/// One interactive area from the last drawn frame, in window points, clipped by its scroll views.
struct HitRegion {
    var id: NodeID
    var rect: Rect
    var tappable: Bool
    var drag: DragOptions?
    var scrollAxis: Axis?
    /// A scroll view still gliding or animating: a press on it stops it and is not a tap.
    var scrollMoving = false
    /// The node's unclipped frame origin (for `.local` drag coordinates).
    var origin: Point = .zero
    /// The innermost scroll view this region is inside (nil at top level or in an overlay
    /// outside any scroll view).
    var enclosingScroll: NodeID? = nil
    /// Window → the view's own (untransformed) space, when a render effect (`scaleEffect`,
    /// `rotationEffect`) applies: `rect` is then in that space.
    var inverse: Transform2D? = nil
    /// The bits of the view's explicit `id:`, if any.
    var keyBits: UInt64? = nil
    /// The buttons besides the left one the view takes clicks of (``buttonBit(_:)``).
    var otherButtons: UInt8 = 0
    /// The view reports hovering (`onHover`).
    var hovers = false
    /// The pointer's shape over it (`pointerStyle`), if it sets one.
    var pointerStyle: PointerStyle? = nil
    /// The view takes only a series of clicks (a double-click handler): a single click also
    /// goes to the tappable view behind it.
    var tapsInSeriesOnly = false
    /// A view that takes the hit without acting on it (an opaque background, `contentShape`):
    /// nothing behind it gets the press, but the views it is part of (``parent``) still do.
    var blocks = false
    /// The index (in the frame's regions) of the innermost interactive view around this one, or
    /// -1: a blocker lets presses through to these, as SwiftUI gives a tap on a button's
    /// background to the button.
    var parent: Int32 = -1
    /// What the view's `dropDestination` takes (true: a drag carrying this payload may drop
    /// on it); nil: it takes no drops.
    var acceptsDrop: ((DragPayload) -> Bool)? = nil
    /// The shape that takes the hit within ``rect`` (a filled circle, `contentShape(.capsule)`):
    /// its kind, the unclipped frame it is drawn in and its corner radius; nil: all of `rect`.
    var shape: HitShape? = nil

    /// The bit of `button` in ``otherButtons``.
    static func buttonBit(_ button: PointerButton) -> UInt8 {
        switch button {
        case .left: return 0
        case .right: return 1
        case .middle: return 2
        }
    }

    /// True when window point `p` is in the region.
    func contains(_ p: Point) -> Bool {
        let q = inverse?.apply(p) ?? p
        guard rect.contains(q) else { return false }
        guard let shape else { return true }
        if let path = shape.path { return path.contains(q, eoFill: shape.eoFill) }
        return shape.kind.contains(q, in: shape.frame, radius: shape.radius)
    }
}

/// A hit region's shape: ``ShapeKind`` drawn in `frame` with corners of `radius`.
struct HitShape {
    var kind: ShapeKind
    var frame: Rect
    var radius: Double
    /// A `Shape` value's outline in window points (`ui.shape`): the press must be inside it
    /// by its fill rule; `kind` and `radius` are then unused.
    var path: Path? = nil
    var eoFill = false
}

enum DragEvent {
    case changed(DragValue)
    case ended(DragValue)
}

/// Routes input to widgets using the last frame's hit regions (front to back): a press
/// remembers every interactive region under the pointer; moving past the front drag
/// candidate's minimum distance makes it a drag owned by that region (which captures the
/// pointer), otherwise the release is a tap on the front tappable region. A drag never
/// also clicks what it started on.
///
/// Stored properties are `@exclusivity(unchecked)`, as `UI`'s: used from the frame's thread
/// only, never through overlapping accesses; the runtime checks cost more per frame than the
/// work they guard.
final class Interaction {
    @exclusivity(unchecked) var regions: [HitRegion] = []
    /// Origins of named coordinate spaces in the last drawn frame.
    @exclusivity(unchecked) var namedSpaces: [String: Point] = [:]
    @exclusivity(unchecked) var pointer: Point? = nil
    /// The modifier keys held, as of the events handled so far.
    @exclusivity(unchecked) var modifiers: KeyModifiers = []
    @exclusivity(unchecked) private var pressStack: [HitRegion] = []
    @exclusivity(unchecked) private var pressStoppedScroll = false
    @exclusivity(unchecked) private(set) var scrollStops: Set<NodeID> = []
    @exclusivity(unchecked) private var recognizer = DragRecognizer(minimumDistance: 10)
    @exclusivity(unchecked) private(set) var dragOwner: HitRegion? = nil
    @exclusivity(unchecked) private var taps: Set<NodeID> = []
    /// How many clicks in a row (each within ``multiClickInterval`` of the last, on the same
    /// view) each of this frame's taps ends: 2 for a double click.
    @exclusivity(unchecked) private var tapCounts: [NodeID: Int] = [:]
    /// The last tap: a next one on the same view soon enough counts on from it.
    @exclusivity(unchecked) private var lastTap: (id: NodeID, time: Double, count: Int)? = nil
    /// Where this frame's pointer taps were released (window points); a tap made with the
    /// keyboard (Space or Return on the focused view) has none.
    @exclusivity(unchecked) private var tapLocations: [NodeID: Point] = [:]
    /// Tap handlers that already ran this frame (view, count; count 0: another button).
    @exclusivity(unchecked) private var tapsTaken: Set<TapUse> = []
    /// A right or middle press: its button and the front view under it that takes that button.
    @exclusivity(unchecked) private var otherPress: (button: PointerButton, region: HitRegion)? = nil
    /// Right and middle clicks this frame.
    @exclusivity(unchecked) private var otherTaps: Set<TapUse> = []
    /// The views `onHover` reports on that the pointer is over (as of the last frame drawn).
    @exclusivity(unchecked) private var hovered: Set<NodeID> = []
    /// Hover changes not yet delivered to their views' `onHover` (true: came in).
    @exclusivity(unchecked) private var hoverChanges: [NodeID: Bool] = [:]
    /// The pointer's shape over the front view that sets one (the arrow elsewhere).
    @exclusivity(unchecked) private(set) var pointerStyle = PointerStyle.default
    /// Seconds between the clicks of a double click.
    static let multiClickInterval = 0.4

    struct TapUse: Hashable {
        var id: NodeID
        var count: Int
    }
    @exclusivity(unchecked) private var dragEvents: [NodeID: [DragEvent]] = [:]
    @exclusivity(unchecked) private var liveDrag: [NodeID: DragValue] = [:]
    @exclusivity(unchecked) private var endingDrag: [NodeID: DragValue] = [:]
    @exclusivity(unchecked) private(set) var scrollDrags: [NodeID: ScrollDragInput] = [:]
    @exclusivity(unchecked) private(set) var wheel: [NodeID: Double] = [:]
    /// Keyboard focus: what Tab reaches, what is focused, whether the ring shows.
    private(set) lazy var focus = KeyboardFocus(interaction: self)
    /// Drops: where they land, and which view an in-app drag is over.
    private(set) lazy var drops = DropRouter(interaction: self)
    /// The draggable views' payloads (``NodeRef/draggable(_:)``).
    @exclusivity(unchecked) var draggables = DraggablePayloads()
    /// The in-app drag in progress, or its preview springing back.
    @exclusivity(unchecked) var dragSession: DragSession? = nil
    /// True while a press or drag is in progress, or a key's scroll waits for the next frame
    /// (the loop keeps running).
    var isActive: Bool { !pressStack.isEmpty || dragOwner != nil || focus.hasPendingScroll }

    /// Where a left press began this frame (window points), nil when none did.
    private(set) var pressBegan: Point? = nil

    func beginFrame() {
        pressBegan = nil
        taps.removeAll(keepingCapacity: true)
        if !tapCounts.isEmpty { tapCounts.removeAll(keepingCapacity: true) }
        if !tapLocations.isEmpty { tapLocations.removeAll(keepingCapacity: true) }
        if !tapsTaken.isEmpty { tapsTaken.removeAll(keepingCapacity: true) }
        if !otherTaps.isEmpty { otherTaps.removeAll(keepingCapacity: true) }
        dragEvents.removeAll(keepingCapacity: true)
        scrollDrags.removeAll(keepingCapacity: true)
        wheel.removeAll(keepingCapacity: true)
        scrollStops.removeAll(keepingCapacity: true)
        drops.beginFrame()
        draggables.beginFrame()
        // Keys no view took last frame scroll now (one frame later, like the wheel's easing).
        for (id, d) in focus.takePendingScroll() { wheel[id, default: 0] += d }
    }

    /// Wheel input for scroll view `id` not yet taken by it this frame.
    func pendingWheel(_ id: NodeID) -> Double { wheel[id] ?? 0 }

    /// Activates `id` as a click would (the same action, in the same place in the frame).
    func tap(_ id: NodeID) { taps.insert(id) }

    /// Interactive regions under `p`, front to back, as far as the front view that takes the
    /// hit: behind an opaque background (or `contentShape`), only the views it is part of.
    func hitTest(_ p: Point) -> [HitRegion] {
        var out: [HitRegion] = []
        var allowed: Set<Int32>? = nil
        var k = regions.count
        while k > 0 {
            k -= 1
            let r = regions[k]
            guard r.contains(p) else { continue }
            if let allowed, !allowed.contains(Int32(k)) { continue }
            if r.blocks {
                if allowed == nil {
                    // The blocker's ancestors (interactive views it is part of) are all that
                    // may still take the press.
                    var chain = Set<Int32>()
                    var a = r.parent
                    while a >= 0 && !chain.contains(a) { chain.insert(a); a = regions[Int(a)].parent }
                    allowed = chain
                }
                continue
            }
            out.append(r)
        }
        return out
    }

    func handle(_ e: InputEvent, time: Double) -> KeyPress? {
        switch e {
        case .pointerMove(let p):
            pointer = p
            guard recognizer.isPressed else { return nil }
            let ev = recognizer.move(to: p, time: time)
            switch ev {
            case .began(let v):
                dragOwner = chooseDragOwner(v)
                beginDragSession(dragOwner, v)
                deliver(.changed(v))
            case .changed(let v):
                moveDragSession(v)
                deliver(.changed(v))
            default: break
            }
        case .pointerDown(let p, let button):
            pointer = p
            // The focus ring is for keyboard use: the pointer hides it (desktop toolkits do).
            focus.isVisible = false
            guard button == .left else {
                // A right or middle click goes to the front view that takes that button.
                let bit = HitRegion.buttonBit(button)
                otherPress = hitTest(p).first { $0.otherButtons & bit != 0 }.map { (button, $0) }
                return nil
            }
            pressStack = hitTest(p)
            pressBegan = p
            focusPressedControl()
            // Touching a gliding list stops it (UIKit): that press is not a tap. Only the scroll
            // views the press lands in count — a button floating over a moving list (an index
            // column, a toolbar) still takes its tap.
            let reached = scrollViewsReached(by: pressStack)
            let moving = pressStack.filter { $0.scrollMoving && reached.contains($0.id) }
            pressStoppedScroll = !moving.isEmpty
            for r in moving { scrollStops.insert(r.id) }
            let minDistance = pressStack.first(where: { $0.drag != nil || $0.scrollAxis != nil })
                .map { $0.drag?.minimumDistance ?? 10 } ?? 10
            recognizer = DragRecognizer(minimumDistance: minDistance)
            recognizer.press(at: p, time: time)
            dragOwner = nil
        case .pointerUp(let p, let button):
            pointer = p
            if button != .left {
                if let press = otherPress, press.button == button, press.region.contains(p) {
                    otherTaps.insert(TapUse(id: press.region.id, count: -Int(HitRegion.buttonBit(button))))
                }
                otherPress = nil
                return nil
            }
            guard recognizer.isPressed else { return nil }
            let ev = recognizer.release(at: p, time: time)
            switch ev {
            case .ended(let v):
                endDragSession(at: p, time: time)
                deliver(.ended(v))
            case .tap:
                // The front tappable region under the press, still under the pointer.
                if !pressStoppedScroll, let k = pressStack.firstIndex(where: { $0.tappable }), pressStack[k].contains(p) {
                    let t = pressStack[k]
                    taps.insert(t.id)
                    var count = 1
                    if let last = lastTap, last.id == t.id, time - last.time < Interaction.multiClickInterval { count = last.count + 1 }
                    lastTap = (t.id, time, count)
                    tapCounts[t.id] = count
                    tapLocations[t.id] = p
                    // A double-click handler over a list row: each click also reaches the row.
                    if t.tapsInSeriesOnly, let behind = pressStack[(k + 1)...].first(where: { $0.tappable }), behind.contains(p) {
                        taps.insert(behind.id)
                        tapCounts[behind.id] = 1
                        tapLocations[behind.id] = p
                    }
                }
            default: break
            }
            pressStack = []
            dragOwner = nil
        case .wheel(let dx, let dy, let mods):
            guard let p = pointer else { return nil }
            let horizontal = mods.contains(.shift) ? dy + dx : dx
            let vertical = mods.contains(.shift) ? 0 : dy
            for r in hitTest(p) {
                if r.scrollAxis == .vertical, vertical != 0 { wheel[r.id, default: 0] += vertical; break }
                if r.scrollAxis == .horizontal, horizontal != 0 { wheel[r.id, default: 0] += horizontal; break }
            }
        case .key(let key, let mods, _) where key == .escape && mods.isEmpty && cancelDragSession(time: time):
            return nil
        case .key(let key, let mods, let isRepeat):
            return focus.handleKey(key, modifiers: mods).map { KeyPress(key: $0, modifiers: mods, isRepeat: isRepeat) }
        case .pointerLeave:
            pointer = nil
        case .modifiersChanged(let m):
            modifiers = m
        case .drop(let items, let p):
            drops.drop(.items(items), at: p)
        case .resize, .text, .textEditing, .accessibility:
            break
        }
        return nil
    }

    /// The scroll views containing the front region under a press (itself included, when it
    /// is one), innermost first.
    private func scrollViewsReached(by stack: [HitRegion]) -> [NodeID] {
        guard let front = stack.first else { return [] }
        var out: [NodeID] = []
        var next: NodeID? = front.scrollAxis != nil ? front.id : front.enclosingScroll
        while let id = next, !out.contains(id) {
            out.append(id)
            next = stack.first(where: { $0.id == id })?.enclosingScroll
        }
        return out
    }

    /// The front region that can take this drag: a drag gesture, or a scroll view whose
    /// axis matches the drag's dominant direction.
    private func chooseDragOwner(_ v: DragValue) -> HitRegion? {
        let horizontal = abs(v.translation.width) >= abs(v.translation.height)
        // A drag limited to one axis takes only drags along it (a swiped row leaves the
        // vertical ones to its list).
        func takes(_ d: DragOptions) -> Bool { d.axis.map { ($0 == .horizontal) == horizontal } ?? true }
        for r in pressStack {
            if let d = r.drag, takes(d) { return r }
            if let a = r.scrollAxis, (a == .horizontal) == horizontal { return r }
        }
        return pressStack.first(where: { ($0.drag.map(takes) ?? false) || $0.scrollAxis != nil })
    }

    private func deliver(_ e: DragEvent) {
        guard let owner = dragOwner else { return }
        if let axis = owner.scrollAxis {
            switch e {
            case .changed(let v):
                scrollDrags[owner.id] = .changed(translation: axis == .vertical ? v.translation.height : v.translation.width)
            case .ended(let v):
                scrollDrags[owner.id] = .ended(translation: axis == .vertical ? v.translation.height : v.translation.width,
                                               velocity: axis == .vertical ? v.velocity.height : v.velocity.width)
            }
        } else {
            dragEvents[owner.id, default: []].append(e)
            switch e {
            case .changed(let v): liveDrag[owner.id] = v
            case .ended(let v):
                // Like @GestureState, the value resets in the same update as onEnded runs:
                // pass 0 still sees it, the pass after the actions does not.
                liveDrag[owner.id] = nil
                endingDrag[owner.id] = v
            }
        }
    }

    /// Cancels a press or drag (e.g. the owner vanished); gesture state resets.
    func cancel() {
        if let owner = dragOwner, owner.scrollAxis != nil { scrollDrags[owner.id] = .cancelled }
        if let owner = dragOwner { liveDrag[owner.id] = nil }
        _ = recognizer.cancel()
        pressStack = []
        dragOwner = nil
    }

    func takeTap(_ id: NodeID) -> Bool { taps.contains(id) && tapsTaken.insert(TapUse(id: id, count: 1)).inserted }
    /// True when `id` was tapped this frame and its (single-)tap handler has not run yet.
    func hasUntakenTap(_ id: NodeID) -> Bool { taps.contains(id) && !tapsTaken.contains(TapUse(id: id, count: 1)) }

    /// After a frame is drawn: which views the pointer is over now, against the regions just
    /// made, and the pointer's shape. Returns true when a view came in or went out (its
    /// `onHover` runs in the next frame, which the caller asks for).
    func updateHover() -> Bool {
        var now = Set<NodeID>()
        var style = PointerStyle.default
        if let p = pointer {
            let under = hitTest(p)
            for r in under where r.hovers { now.insert(r.id) }
            if let s = under.first(where: { $0.pointerStyle != nil })?.pointerStyle { style = s }
        }
        pointerStyle = style
        guard now != hovered else { return false }
        for id in now.subtracting(hovered) { hoverChanges[id] = true }
        for id in hovered.subtracting(now) { hoverChanges[id] = false }
        hovered = now
        return true
    }

    /// A press on a control gives it keyboard focus (the ring stays hidden until the keyboard
    /// is used): the front view under the press that acts on it, or the nearest view it is part
    /// of that Tab can reach (a stepper for its + button). A press on nothing interactive
    /// leaves focus where it is.
    private func focusPressedControl() {
        guard let front = pressStack.first(where: { $0.tappable || $0.drag != nil }) else { return }
        func reachable(_ id: NodeID) -> Bool { focus.candidates.contains { $0.id == id } }
        if reachable(front.id) { focus.focused = front.id; return }
        var a = front.parent
        while a >= 0, Int(a) < regions.count {
            let r = regions[Int(a)]
            if reachable(r.id) { focus.focused = r.id; return }
            a = r.parent
        }
    }

    /// The hover change of view `id` not yet delivered, taken (once).
    func takeHoverChange(_ id: NodeID) -> Bool? {
        hoverChanges.isEmpty ? nil : hoverChanges.removeValue(forKey: id)
    }

    /// Where this frame's pointer tap on `id` was released (window points); nil when it was not
    /// tapped with the pointer.
    func tapLocation(_ id: NodeID) -> Point? { tapLocations.isEmpty ? nil : tapLocations[id] }

    /// True once per frame when `id` was clicked the `count`-th time in a row (a double click:
    /// 2), or a multiple of it.
    func takeTap(_ id: NodeID, count: Int) -> Bool {
        guard count > 1 else { return takeTap(id) }
        guard taps.contains(id), let n = tapCounts[id], n % count == 0 else { return false }
        return tapsTaken.insert(TapUse(id: id, count: count)).inserted
    }

    /// True once per frame when `id` was clicked with `button` (right or middle).
    func takeTap(_ id: NodeID, button: PointerButton) -> Bool {
        let use = TapUse(id: id, count: -Int(HitRegion.buttonBit(button)))
        guard otherTaps.contains(use) else { return false }
        return tapsTaken.insert(use).inserted
    }
    func takeDragEvents(_ id: NodeID) -> [DragEvent] { dragEvents.removeValue(forKey: id) ?? [] }
    /// Where the space's origin is, in window points (last frame's layout).
    func origin(of space: CoordinateSpace, for id: NodeID) -> Point {
        switch space {
        case .global: return .zero
        case .local: return regions.first { $0.id == id }?.origin ?? .zero
        case .named(let n): return namedSpaces[n] ?? .zero
        }
    }
    func isDragging(_ id: NodeID) -> Bool { liveDrag[id] != nil }
    func activeDrag(for id: NodeID) -> DragValue? { liveDrag[id] ?? endingDrag[id] }
    /// The drag on the one drag target whose explicit id has these bits (nil when none or several).
    func activeDrag(forKey bits: UInt64) -> DragValue? {
        var found: NodeID? = nil
        for r in regions where r.drag != nil && r.keyBits == bits {
            if let f = found, f != r.id { return nil }
            found = r.id
        }
        return found.flatMap { activeDrag(for: $0) }
    }
    /// Called once the first pass's actions have run.
    func endFirstPass() { endingDrag.removeAll(keepingCapacity: true) }
    func takeScrollInput(_ id: NodeID) -> (ScrollDragInput?, Double) {
        // Usually there is no input: no hashing of the id then.
        var d = scrollDrags.isEmpty ? nil : scrollDrags.removeValue(forKey: id)
        if d == nil, !scrollStops.isEmpty, scrollStops.remove(id) != nil { d = .stop }
        let w = wheel.isEmpty ? 0 : (wheel.removeValue(forKey: id) ?? 0)
        return (d, w)
    }
}
