/// Transactions and the pass: `withAnimation`, `animation(_:value:)`, actions queued for after
/// the pass, another pass or a later frame asked for, warnings.
extension UI {
    /// Runs `body` as a state change animated with `animation` (SwiftUI `withAnimation`).
    /// Views whose geometry or animated values change because of it animate.
    public func withAnimation(_ animation: Animation? = .default, _ body: () -> Void) {
        let saved = currentTransaction
        currentTransaction = Transaction(animation: animation)
        build.frameTransaction = currentTransaction
        body()
        // Called from a body, what the rest of this pass derives from the change animates too
        // (as the next pass would); an enclosing implicit scope keeps its own animation.
        currentTransaction = saved ?? build.frameTransaction
        requestPass()
    }

    /// Builds `content` so that changes of `value` since the last frame animate with
    /// `animation` (SwiftUI `.animation(_:value:)`): the scope's transaction is set only
    /// in frames where the watched value changed.
    ///
    /// ```swift
    /// ui.animation(.interactiveSpring(), value: model.selectedID) {
    ///     grid(ui); dock(ui)          // moves caused by a new selection animate
    /// }
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V, id: some IdentityKey = "animation",
                                        _ content: () -> Void) {
        let saved = currentTransaction
        if watch(currentScope.child(id).child("watch"), value) { currentTransaction = Transaction(animation: animation) }
        content()
        currentTransaction = saved
    }

    /// True in the frame in which `value`, watched under `key`, differs from the last frame's
    /// (in every pass of that frame; never the first time it is seen).
    func watch<V: Equatable>(_ key: NodeID, _ value: V) -> Bool {
        let box = store.get(key.raw) { Box<V?>(nil) }
        let changed = box.value != nil && box.value != value
        box.value = value
        if changed || build.watchFired.contains(key.raw) {
            build.watchFired.insert(key.raw)
            return true
        }
        return false
    }

    /// The animation a change to a view built under `transaction` takes: its own (nil under
    /// `.animation(nil, value:)`), else the frame's `withAnimation`.
    func animation(of transaction: Transaction?) -> Animation? {
        if let transaction { return transaction.animation }
        return build.frameTransaction?.animation
    }

    /// Queues a state change to run after this pass; the frame is then rebuilt with it,
    /// so what is drawn is always consistent.
    func enqueue(_ action: @escaping () -> Void) {
        build.pendingActions.append(action)
    }

    /// Asks for a frame at frame-clock time `time` (seconds, as ``time``) even if nothing else
    /// happens — egui's `request_repaint_after`. Ask each frame: the request lasts one frame.
    public func requestFrame(at time: Double) {
        if nextFrameTime.map({ time < $0 }) ?? true { nextFrameTime = time }
    }

    /// Asks for another build+layout pass in this frame.
    public func requestPass() { build.passRequested = true }

    @_spi(GlissControls)
    public func warn(_ message: String) { outputs.warn(message) }
}
