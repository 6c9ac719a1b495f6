/// An animatable property: a target plus the animations still carrying the value toward it.
///
/// Additive model (used for every animated property):
///
///     value(t) = target + Σᵢ deltaᵢ · (1 − pᵢ(t − startᵢ))
///
/// Each `setTarget(_:animation:now:)` with an animation appends a component whose
/// `delta` is (old target − new target) — not (old value − new target): the older
/// components keep running, so the sum is continuous at the moment of the change.
/// - Timing curves: this is exactly SwiftUI's layering (the new curve moves the previous
///   animated value toward the new target), so there is no jump.
/// - Springs: the spring equation is linear, so the superposition of the old motion and
///   a new spring step started at rest equals a single spring started from the current
///   position *and* velocity toward the new target — SwiftUI's spring merge. Position and
///   velocity are both continuous (exactly so when both components use the same spring;
///   with different springs each component is still C¹, so the sum is too).
///
/// ```swift
/// var x = AnimatedValue(0.0)
/// x.setTarget(100, animation: .spring, now: 0)
/// x.value(at: 0.1)                           // somewhere between 0 and 100
/// x.setTarget(40, animation: .spring, now: 0.1)   // mid-flight: no jump, no kink
/// x.moveTarget(60)                           // layout moved the slot: lands on 60
/// x.isAnimating(at: 5)                       // false; x.value(at: 5) == 60
/// ```
public struct AnimatedValue<V: VectorArithmetic>: Sendable {
    /// One running animation: `delta` still to be covered according to `animation`.
    struct Component: Sendable {
        var delta: V
        var start: Double
        var animation: Animation
        /// |delta| in the value's units, cached for `Animation.isFinished`.
        var span: Double

        init(delta: V, start: Double, animation: Animation) {
            self.delta = delta
            self.start = start
            self.animation = animation
            self.span = delta.magnitudeSquared.squareRoot()
        }

        func isFinished(at now: Double) -> Bool {
            animation.isFinished(at: now - start, span: span)
        }

        /// The displacement this component still adds at `now`.
        func offset(at now: Double) -> V {
            delta.scaled(by: 1 - animation.progress(at: now - start))
        }

        func sample(at now: Double) -> (progress: Double, velocity: Double, finished: Bool) {
            animation.sample(at: now - start, span: span)
        }
    }

    /// Upper bound on simultaneously running components. Rapid retargeting (e.g. one
    /// animated change per frame) would otherwise grow the list without bound.
    public static var maximumComponentCount: Int { 16 }

    /// The value the property is heading to (its model value).
    public private(set) var target: V
    /// Running animations, oldest first.
    private(set) var components: [Component] = []

    /// A value at rest on `value`.
    public init(_ value: V) {
        target = value
    }

    /// Number of animation components currently stored (finished ones stay until `prune`).
    public var componentCount: Int { components.count }

    /// Animate (or snap when animation is nil) to `newTarget` starting at `now` (seconds from the frame clock).
    ///
    /// Setting the current target again adds nothing (a running animation continues).
    /// Finished components are pruned first; if `maximumComponentCount` would still be
    /// exceeded, the oldest component is folded into the new one: its remaining
    /// displacement at `now` is added to the new component's delta. Position stays
    /// continuous; only the oldest (most settled) component's velocity is lost.
    public mutating func setTarget(_ newTarget: V, animation: Animation?, now: Double) {
        guard let animation else {
            components.removeAll()
            target = newTarget
            return
        }
        guard newTarget != target else { return }
        prune(now: now)
        var delta = target - newTarget
        while components.count >= Self.maximumComponentCount {
            delta = delta + components.removeFirst().offset(at: now)
        }
        target = newTarget
        components.append(Component(delta: delta, start: now, animation: animation))
    }

    /// Move the target WITHOUT a new animation: running animations keep their remaining displacement relative to the target, so the value still lands exactly on the moved target (used when layout moves a slot mid-flight, e.g. a scroll view scrolls).
    ///
    /// The current value moves by exactly (newTarget − old target) at once, which is what
    /// a slot that moved should do.
    public mutating func moveTarget(_ newTarget: V) {
        target = newTarget
    }

    /// The presented value at `now`. Components that are finished at `now` contribute
    /// nothing, so once `isAnimating(at:)` is false the value equals `target` exactly.
    public func value(at now: Double) -> V {
        var v = target
        for c in components {
            let s = c.sample(at: now)
            if !s.finished { v = v + c.delta.scaled(by: 1 - s.progress) }
        }
        return v
    }

    /// d value / dt at `now`, in units per second.
    public func velocity(at now: Double) -> V {
        var v = V.zero
        for c in components {
            // value = target + delta·(1 − p) ⇒ d/dt = −delta·p'.
            let s = c.sample(at: now)
            if !s.finished { v = v + c.delta.scaled(by: -s.velocity) }
        }
        return v
    }

    /// True while any component is still moving at `now`.
    public func isAnimating(at now: Double) -> Bool {
        components.contains { !$0.isFinished(at: now) }
    }

    /// Drop components finished at `now` (they no longer contribute to `value(at:)`).
    public mutating func prune(now: Double) {
        components.removeAll { $0.isFinished(at: now) }
    }
}
