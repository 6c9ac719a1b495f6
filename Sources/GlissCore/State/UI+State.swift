/// Per-ID values kept across frames: `state` (SwiftUI's `@State`) and animated values.
extension UI {
    /// Persistent state for the current scope keyed by `key`, created by `initial` the first
    /// time (like `@State`). Dropped when not asked for during a few frames.
    public func state<T>(_ key: some IdentityKey, _ initial: @autoclosure () -> T) -> StateRef<T> {
        let id = currentScope.child(key).child("state")
        return StateRef(box: store.get(id.raw) { Box(initial()) })
    }

    /// A value that animates toward `target`: with `animation` when given (implicit), else
    /// with the current transaction's animation; a change under no animation carries any
    /// running flight along (it still lands on the new target).
    ///
    /// ```swift
    /// let border = ui.animatedValue("border", rects[active])   // glides after withAnimation
    /// let fade = ui.animatedValue("fade", on ? 1.0 : 0, animation: .easeInOut(duration: 0.6))
    /// ```
    public func animatedValue<V: VectorArithmetic>(_ key: some IdentityKey, _ target: V,
                                                   animation: Animation?? = nil) -> V {
        let id = currentScope.child(key).child("animated")
        let box = store.get(id.raw) { Box(AnimatedValue(target)) }
        if box.value.target != target {
            let anim: Animation? = animation ?? currentTransaction?.animation
            if let anim {
                box.value.setTarget(target, animation: anim, now: time)
            } else {
                box.value.moveTarget(target)
            }
        }
        box.value.prune(now: time)
        if box.value.isAnimating(at: time) { animating = true }
        return box.value.value(at: time)
    }
}
