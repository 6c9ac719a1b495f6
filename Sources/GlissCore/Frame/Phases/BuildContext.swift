/// What the build of one pass works with: the transaction nodes are
/// built under, the actions queued for after the pass, and the per-pass tables of the builders
/// (the controls' contexts, label occurrences, drag questions). Reset at the start of each
/// pass (`UI.buildAndLayout`); the transaction of the frame and the pass count last the frame.
/// Kept inline in `UI`. The ID and parent stacks are not here but `let`s of `UI` itself: read
/// out of a `var` of `UI` (or a `let` object of it), a stack object was retained and released
/// around every container's content (the compiler cannot tell it stays alive through the
/// closure): ~80 k instructions a grid frame (callgrind, `UI.runFrame`).
struct BuildContext {    /// The scroll views being built (innermost last).
    var scrollStack: [ScrollState] = []
    /// The `ui.grid` whose rows are being built (nil inside a row's cells).
    var currentGrid: GridGeometry? = nil
    /// The controls' own per-pass contexts (``UI/passContext(_:)``), by type.
    var passContexts: [ObjectIdentifier: any PassContext] = [:]
    /// What builds the text buttons built now, when a container makes them its own kind
    /// (``UI/titleButtonBuilder``).
    var titleButtonBuilder: TitleButtonBuilder? = nil
    /// Transaction for nodes built now (explicit `withAnimation` of this frame, or an
    /// implicit `animation(_:value:)` scope).
    var currentTransaction: Transaction? = nil {
        didSet { currentTransactionSlot = .notInTable }
    }
    /// `currentTransaction`'s place in `tree.transactions`: `.notInTable` until a node is built
    /// under it (see `UI.transactionSlotForNode`).
    var currentTransactionSlot = TransactionSlot.notInTable
    /// This frame's `withAnimation` transaction (every pass of the frame builds under it).
    var frameTransaction: Transaction? = nil
    /// State changes queued by this pass, run after it (the frame is then rebuilt).
    var pendingActions: [() -> Void] = []
    /// Something asked for another build+layout pass in this frame.
    var passRequested = false
    /// The pass being built (0: the first, which sees the input).
    var pass = 0
    /// True while `runFrame` runs (a proxy's `setOffset` between frames needs no extra pass).
    var inFrame = false
    /// Watched values that changed this frame (`UI.watch`), so every pass sees the change.
    var watchFired = Set<UInt64>()
    /// How many buttons of each label were built in each scope this pass (`UI.labelKey`).
    var labelOccurrences: [UInt64: Int] = [:]
    /// How many `onChange` modifiers each node (by index) has had this pass (`UI.changeWatchKey`).
    var changeWatches: [Int: Int] = [:]
    /// `dragValue` questions this frame (ids no view drags are reported once).
    var dragQueries: [(id: NodeID, bits: UInt64, name: String)] = []
    /// What the app asked for with ``UI/preferredColorScheme(_:)`` (nil: follow the system).
    var preferredScheme: ColorScheme? = nil
    /// This pass's window colour (``UI/containerBackground(_:for:)``), nil: the scheme's.
    var windowBackground: Color? = nil
    /// A node was built right to left this pass: layout ends by mirroring (`UI.mirrorRightToLeft`).
    var mirrors = false
    /// A stack was taken out of the tree this pass (`UI.detachTransparentWrappers`): its
    /// rects are its view's, set after layout.
    var detachesWrappers = false

    /// A new frame: no `withAnimation` yet, no watched value changed, no drag questions.
    mutating func beginFrame() {
        watchFired.removeAll()
        dragQueries.removeAll(keepingCapacity: true)
        frameTransaction = nil
    }

    /// Empties the per-pass tables for a new pass under the frame's transaction.
    mutating func beginPass() {
        scrollStack.removeAll(keepingCapacity: true)
        labelOccurrences.removeAll(keepingCapacity: true)
        if !changeWatches.isEmpty { changeWatches.removeAll(keepingCapacity: true) }
        dragQueries.removeAll(keepingCapacity: true)
        mirrors = false
        detachesWrappers = false
        if !passContexts.isEmpty { for c in passContexts.values { c.beginPass() } }
        // The table of transactions is new: the current one goes in again when next used.
        currentTransaction = frameTransaction
    }
}
