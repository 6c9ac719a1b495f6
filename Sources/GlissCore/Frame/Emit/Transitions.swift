/// Transitions: a view with `.transition(_:)` inserted under an animation grows its presence
/// from 0 to 1; removed under an animation, its last draw commands are replayed as a ghost
/// while its presence goes back to 0.

/// An edge of a rectangle (for `Transition.move(edge:)`).
public enum Edge: Sendable, Hashable {
    /// A set of edges — SwiftUI's `Edge.Set`, for `.padding(.top, 10)` or
    /// `.padding([.leading, .bottom])`.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The edges as bits.
        public let rawValue: UInt8
        /// Edges from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.horizontal, .vertical]
    }

    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge.
    case leading
    /// The right edge.
    case trailing
}

/// How a view enters and leaves — SwiftUI's `AnyTransition`: `.opacity` (the default), `.scale`,
/// `.slide`, `.move(edge:)`, `.offset(x:y:)`, `.push(from:)`, put together with
/// `.combined(with:)` and `.asymmetric(insertion:removal:)`. Applied as a function of the
/// view's presence p (0 = gone, 1 = fully there).
///
/// ```swift
/// if model.showBanner {
///     banner(ui).transition(.move(edge: .top).combined(with: .opacity))
/// }
/// ```
public struct Transition: Sendable, Equatable {
    /// What a transition does to a view at presence 0 (it eases to nothing at presence 1).
    struct Effect: Sendable, Equatable {
        var fades = false
        /// The offset as fractions of the view's size (`move(edge:)`, `slide`).
        var sizeFraction = Point.zero
        /// The offset in points (`offset(x:y:)`).
        var offset = Point.zero
        /// The scale (`scale(scale:anchor:)`), about `anchor`.
        var scale = 1.0
        var anchor = UnitPoint.center

        func combined(with o: Effect) -> Effect {
            Effect(fades: fades || o.fades, sizeFraction: sizeFraction + o.sizeFraction, offset: offset + o.offset,
                   scale: scale * o.scale, anchor: scale != 1 ? anchor : o.anchor)
        }

        /// Offset, opacity factor and scale for a view of `rect` at presence `p`.
        func at(presence p: Double, rect: Rect) -> AppliedTransition {
            let q = 1 - p
            let off = Point((sizeFraction.x * rect.width + offset.x) * q, (sizeFraction.y * rect.height + offset.y) * q)
            return AppliedTransition(offset: off, opacity: fades ? max(0, min(1, p)) : 1,
                                     scale: scale == 1 ? 1 : max(0, scale + (1 - scale) * p), anchor: anchor)
        }
    }

    /// How the view enters.
    var insertion: Effect
    /// How it leaves.
    var removal: Effect

    init(_ effect: Effect) { insertion = effect; removal = effect }
    init(insertion: Effect, removal: Effect) { self.insertion = insertion; self.removal = removal }

    /// `.opacity`: fade in and out (the default, as in SwiftUI).
    public static let opacity = Transition(Effect(fades: true))
    /// `.identity`: no visible change, yet the view lives through the animation.
    public static let identity = Transition(Effect())
    /// `.scale`: grows from nothing about its centre, and shrinks back.
    public static let scale = Transition.scale(scale: 0)
    /// `.scale(scale:anchor:)`: grows from `scale` times its size about `anchor`.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> Transition {
        Transition(Effect(scale: scale, anchor: anchor))
    }
    /// `.move(edge:)`: slides in from and out to `edge`, by the view's own size; no fade.
    public static func move(edge: Edge) -> Transition { Transition(Effect(sizeFraction: edge.unitOffset)) }
    /// `.slide`: in from the leading edge, out to the trailing one.
    public static let slide = Transition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    /// `.offset(x:y:)`: in from, and out to, this far away.
    public static func offset(x: Double = 0, y: Double = 0) -> Transition { Transition(Effect(offset: Point(x, y))) }
    /// `.push(from:)`: in from `edge` and out to the opposite one, fading.
    public static func push(from edge: Edge) -> Transition {
        .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                    removal: .move(edge: edge.opposite).combined(with: .opacity))
    }
    /// `.asymmetric(insertion:removal:)`: one transition to enter, another to leave.
    public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
        Transition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// Both transitions at once (offsets add, scales multiply).
    public func combined(with other: Transition) -> Transition {
        Transition(insertion: insertion.combined(with: other.insertion), removal: removal.combined(with: other.removal))
    }
    /// Offset and opacity factor for a view of `rect` entering, at presence `p`.
    public func effect(presence p: Double, rect: Rect) -> (offset: Point, opacity: Double) {
        let a = insertion.at(presence: p, rect: rect)
        return (a.offset, a.opacity)
    }
}

/// What a transition does to a view at one presence: its offset, opacity factor and scale.
struct AppliedTransition: Equatable {
    var offset: Point
    var opacity: Double
    var scale: Double
    var anchor: UnitPoint
    static let none = AppliedTransition(offset: .zero, opacity: 1, scale: 1, anchor: .center)

    /// The scale about `anchor` of `rect` (nil: none).
    func transform(in rect: Rect) -> Transform2D? {
        guard scale != 1 else { return nil }
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        return Transform2D.translation(ax, ay).concatenating(after: .scale(scale, scale)).concatenating(after: .translation(-ax, -ay))
    }
}

extension Edge {
    /// The offset, in sizes of the view, that puts it just past this edge.
    var unitOffset: Point {
        switch self {
        case .top: Point(0, -1)
        case .bottom: Point(0, 1)
        case .leading: Point(-1, 0)
        case .trailing: Point(1, 0)
        }
    }
    /// The edge across.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension NodeRef {
    /// How the node enters and leaves under an animated transaction; a view removed under an
    /// animation keeps drawing until its removal ends.
    ///
    /// ```swift
    /// if model.showSheet { sheet(ui).transition(.move(edge: .bottom)) }
    /// ui.button("Close") { ui.withAnimation(.spring()) { model.showSheet = false } }
    /// ```
    @discardableResult public func transition(_ t: Transition) -> NodeRef { editExtras { $0.transition = t } }
}

/// A removed view still drawn while its removal transition runs.
struct Ghost {
    let record: TransitionRecord
    var presence: AnimatedValue<Double>
}

/// What a view with a transition drew last, so it can keep drawing while it leaves.
final class TransitionRecord {
    var presence = AnimatedValue<Double>(1)
    /// Last frame's commands, with `appliedOffset`/`appliedOpacity` of the transition in them.
    var commands: [DrawCommand] = []
    var appliedOffset: Point = .zero
    var appliedOpacity: Double = 1
    var rect: Rect = .zero
    /// The clip it was drawn under (a leaving row stays inside its scroll view).
    var clip: Rect = .zero
    var transition: Transition = .opacity
    var matchedKey: MatchedKey? = nil
    /// The render effects' transform it was drawn under (its ancestors').
    var transform: Transform2D = .identity
    var storeKey: UInt64 = 0
    var seenFrame = 0
}

extension UI {
    /// Emit stage 2: the transition's offset, opacity and scale at the view's presence now;
    /// returns what was applied (a leaving view's replay takes it out again).
    @inline(__always)
    func applyTransition(_ i: Int, _ t: Transition, _ p: inout EmitPlacement) -> AppliedTransition {
        let rec = transitionRecord(i, t)
        let a = t.insertion.at(presence: rec.presence.value(at: time), rect: p.rect)
        if a.offset != .zero {
            p.shift = Point(p.shift.x + a.offset.x, p.shift.y + a.offset.y)
            p.rect = p.rect.offsetBy(a.offset.x, a.offset.y)
            p.content = p.content.offsetBy(a.offset.x, a.offset.y)
        }
        p.opacity *= a.opacity
        // Seen even when fully transparent (presence 0 at the start of an insertion).
        animationState.seenTransitions.insert(nodes[i].id)
        return a
    }

    /// Emit stage 2, a scaling transition: what follows is drawn scaled about the anchor of
    /// `rect` (hit regions stay where layout put the view, as for `scaleEffect`). Returns the
    /// transform and clip to restore, or nil when there was nothing to push.
    @inline(__always)
    func pushTransitionScale(_ a: AppliedTransition, rect: Rect, _ ctx: inout EmitContext, _ out: inout EmitOutputs) -> (Transform2D, Rect)? {
        guard let m = a.transform(in: rect), let inverse = m.inverted else { return nil }
        let saved = (ctx.transform, ctx.clip)
        out.commands.append(.pushTransform(m))
        ctx.transform = ctx.transform.concatenating(after: m)
        ctx.clip = inverse.boundingBox(ctx.clip)
        return saved
    }

    /// Emit stage 6: the scale `pushTransitionScale` pushed, popped (nil: none was).
    @inline(__always)
    func popTransitionScale(_ saved: (Transform2D, Rect)?, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        guard let (transform, clip) = saved else { return }
        out.commands.append(.popTransform)
        (ctx.transform, ctx.clip) = (transform, clip)
    }

    /// Emit stage 6: what a view with a transition drew this frame (the commands from
    /// `commandsFrom` on, inside its transition's own scale) and under which clip and
    /// transform, so it can keep drawing as a ghost if it is removed.
    @inline(__always)
    func recordTransition(_ i: Int, _ t: Transition, commandsFrom listStart: Int, rect: Rect,
                          applied: AppliedTransition, matchedKey: MatchedKey?, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let rec = transitionRecord(i, t)
        rec.transform = ctx.transform
        rec.commands = Array(out.commands[listStart...])
        rec.rect = rect.offsetBy(-applied.offset.x, -applied.offset.y)
        rec.appliedOffset = applied.offset
        rec.appliedOpacity = applied.opacity
        rec.clip = ctx.clip
        rec.matchedKey = matchedKey
        animationState.seenTransitions.insert(nodes[i].id)
    }

    func transitionRecord(_ i: Int, _ t: Transition) -> TransitionRecord {
        let n = nodes[i]
        let key = n.id.child("transition").raw
        let rec = store.get(key) { () -> TransitionRecord in
            let r = TransitionRecord()
            // Inserted under an animation: grow presence from 0.
            if let a = animation(of: transaction(of: i)) {
                r.presence = AnimatedValue(0)
                r.presence.setTarget(1, animation: a, now: time)
            }
            return r
        }
        rec.storeKey = key
        rec.transition = t
        if rec.seenFrame != frameIndex {
            rec.seenFrame = frameIndex
            rec.presence.prune(now: time)
            if rec.presence.isAnimating(at: time) { animating = true }
            animationState.liveTransitions[n.id] = rec
        }
        return rec
    }

    /// Views with a transition that vanished this frame keep drawing while they leave, from
    /// the presence they had, inside the clip they had. A matched view that reappeared
    /// elsewhere flies instead, so it leaves no ghost behind.
    func emitGhosts(_ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        // Nearly every frame: no view with a transition, none leaving (iterating the empty
        // dictionary and filtering the empty array cost hundreds of instructions).
        if animationState.liveTransitions.isEmpty && animationState.ghosts.isEmpty { return }
        for (id, rec) in animationState.liveTransitions where !animationState.seenTransitions.contains(id) {
            animationState.liveTransitions[id] = nil
            // Forget it, so a quick re-insertion transitions in afresh.
            store.remove(rec.storeKey)
            if let m = rec.matchedKey, animationState.seenMatched.contains(m) { continue }
            guard let a = build.frameTransaction?.animation else { continue }
            var g = Ghost(record: rec, presence: AnimatedValue(rec.presence.value(at: time)))
            g.presence.setTarget(0, animation: a, now: time)
            animationState.ghosts.append(g)
        }
        animationState.ghosts.removeAll { !$0.presence.isAnimating(at: time) }
        for g in animationState.ghosts {
            let rec = g.record
            let a = rec.transition.removal.at(presence: g.presence.value(at: time), rect: rec.rect)
            guard rec.appliedOpacity > 0.001, a.scale > 0.001 else { continue }
            animating = true
            if !rec.transform.isIdentity { out.commands.append(.pushTransform(rec.transform)) }
            out.commands.append(.pushClip(rec.clip))
            let scale = a.transform(in: rec.rect.offsetBy(a.offset.x, a.offset.y))
            if let scale { out.commands.append(.pushTransform(scale)) }
            for c in rec.commands {
                out.commands.append(c.transformed(dx: a.offset.x - rec.appliedOffset.x, dy: a.offset.y - rec.appliedOffset.y,
                                              opacity: a.opacity / rec.appliedOpacity))
            }
            if scale != nil { out.commands.append(.popTransform) }
            out.commands.append(.popClip)
            if !rec.transform.isIdentity { out.commands.append(.popTransform) }
        }
    }
}
