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

/// How a view enters and leaves (SwiftUI `.transition`). Applied as a function of
/// presence p (0 = gone, 1 = fully there).
public struct Transition: Sendable, Equatable {
    var fades: Bool
    var moveEdge: Edge?
    /// `.opacity`: fade in and out (the default).
    public static let opacity = Transition(fades: true, moveEdge: nil)
    /// `.move(edge:)`: slide in from / out to `edge`, offset by the view's own size; no fade.
    public static func move(edge: Edge) -> Transition { Transition(fades: false, moveEdge: edge) }
    /// `.scale(scale: 1)` / `.identity`: no visible change, yet the view lives through the animation.
    public static let identity = Transition(fades: false, moveEdge: nil)
    /// Both effects at once.
    public func combined(with other: Transition) -> Transition {
        Transition(fades: fades || other.fades, moveEdge: moveEdge ?? other.moveEdge)
    }
    /// Offset and opacity factor for a view of `rect` at presence `p`.
    public func effect(presence p: Double, rect: Rect) -> (offset: Point, opacity: Double) {
        let q = 1 - p
        var off = Point.zero
        switch moveEdge {
        case .top?: off.y = -rect.height * q
        case .bottom?: off.y = rect.height * q
        case .leading?: off.x = -rect.width * q
        case .trailing?: off.x = rect.width * q
        case nil: break
        }
        return (off, fades ? max(0, min(1, p)) : 1)
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
    /// Emit stage 2: the transition's offset and opacity at the view's presence now; returns
    /// what was applied (a leaving view's replay takes it out again).
    @inline(__always)
    func applyTransition(_ i: Int, _ t: Transition, _ p: inout EmitPlacement) -> (offset: Point, opacity: Double) {
        let rec = transitionRecord(i, t)
        let (off, o) = t.effect(presence: rec.presence.value(at: time), rect: p.rect)
        if off != .zero {
            p.shift = Point(p.shift.x + off.x, p.shift.y + off.y)
            p.rect = p.rect.offsetBy(off.x, off.y)
            p.content = p.content.offsetBy(off.x, off.y)
        }
        p.opacity *= o
        // Seen even when fully transparent (presence 0 at the start of an insertion).
        animationState.seenTransitions.insert(nodes[i].id)
        return (off, o)
    }

    /// Emit stage 6: what a view with a transition drew this frame (the commands from
    /// `commandsFrom` on) and under which clip and transform, so it can keep drawing as a
    /// ghost if it is removed.
    @inline(__always)
    func recordTransition(_ i: Int, _ t: Transition, commandsFrom listStart: Int, rect: Rect,
                          applied: (offset: Point, opacity: Double), matchedKey: MatchedKey?, _ ctx: inout EmitContext) {
        let rec = transitionRecord(i, t)
        rec.transform = ctx.transform
        rec.commands = Array(ctx.list[listStart...])
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
            if let a = n.transaction?.animation ?? frameTransaction?.animation {
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
    func emitGhosts(_ ctx: inout EmitContext) {
        // Nearly every frame: no view with a transition, none leaving (iterating the empty
        // dictionary and filtering the empty array cost hundreds of instructions).
        if animationState.liveTransitions.isEmpty && animationState.ghosts.isEmpty { return }
        for (id, rec) in animationState.liveTransitions where !animationState.seenTransitions.contains(id) {
            animationState.liveTransitions[id] = nil
            // Forget it, so a quick re-insertion transitions in afresh.
            store.remove(rec.storeKey)
            if let m = rec.matchedKey, animationState.seenMatched.contains(m) { continue }
            guard let a = frameTransaction?.animation else { continue }
            var g = Ghost(record: rec, presence: AnimatedValue(rec.presence.value(at: time)))
            g.presence.setTarget(0, animation: a, now: time)
            animationState.ghosts.append(g)
        }
        animationState.ghosts.removeAll { !$0.presence.isAnimating(at: time) }
        for g in animationState.ghosts {
            let rec = g.record
            let (off, o) = rec.transition.effect(presence: g.presence.value(at: time), rect: rec.rect)
            guard rec.appliedOpacity > 0.001 else { continue }
            animating = true
            if !rec.transform.isIdentity { ctx.list.append(.pushTransform(rec.transform)) }
            ctx.list.append(.pushClip(rec.clip))
            for c in rec.commands {
                ctx.list.append(c.transformed(dx: off.x - rec.appliedOffset.x, dy: off.y - rec.appliedOffset.y,
                                              opacity: o / rec.appliedOpacity))
            }
            ctx.list.append(.popClip)
            if !rec.transform.isIdentity { ctx.list.append(.popTransform) }
        }
    }
}
