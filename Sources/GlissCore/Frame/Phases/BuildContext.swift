/// What the build of one pass works with: the ID and parent stacks, the transaction nodes are
/// built under, the actions queued for after the pass, and the per-pass tables of the builders
/// (navigation and list contexts, label occurrences, drag questions). Reset at the start of each
/// pass (`UI.buildAndLayout`); the transaction of the frame and the pass count last the frame.
/// An object, held by a `let` of `UI`: `add` reads the parent stack and the transaction here
/// for every node, and a stack read out of a `var` struct of `UI` was retained and released
/// each time (the compiler cannot tell the field will not change during the call): ~80 k
/// instructions a grid frame (callgrind, `UI.runFrame`), where a `let` of a `let` needs none.
final class BuildContext {
    // `@exclusivity(unchecked)`, as `UI`'s state: used from the frame's thread only, never
    // through overlapping accesses.
    let scopeStack = BuildStack<NodeID>()
    let autoIndex = BuildStack<Int>()
    let parentStack = BuildStack<Int>()
    /// The scroll views being built (innermost last).
    @exclusivity(unchecked) var scrollStack: [ScrollState] = []
    /// The navigation stacks and lists being built (innermost last), for the builders used
    /// inside them: `navigationLink`, `navigationDestination`, `navigationTitle`.
    let structure = StructureContexts()
    /// Transaction for nodes built now (explicit `withAnimation` of this frame, or an
    /// implicit `animation(_:value:)` scope).
    @exclusivity(unchecked) var currentTransaction: Transaction? = nil {
        didSet { currentTransactionSlot = .notInTable }
    }
    /// `currentTransaction`'s place in `tree.transactions`: `.notInTable` until a node is built
    /// under it (see `UI.transactionSlotForNode`).
    @exclusivity(unchecked) var currentTransactionSlot = TransactionSlot.notInTable
    /// This frame's `withAnimation` transaction (every pass of the frame builds under it).
    @exclusivity(unchecked) var frameTransaction: Transaction? = nil
    /// State changes queued by this pass, run after it (the frame is then rebuilt).
    @exclusivity(unchecked) var pendingActions: [() -> Void] = []
    /// Something asked for another build+layout pass in this frame.
    @exclusivity(unchecked) var passRequested = false
    /// The pass being built (0: the first, which sees the input).
    @exclusivity(unchecked) var pass = 0
    /// True while `runFrame` runs (a proxy's `setOffset` between frames needs no extra pass).
    @exclusivity(unchecked) var inFrame = false
    /// Watched values that changed this frame (`UI.watch`), so every pass sees the change.
    @exclusivity(unchecked) var watchFired = Set<UInt64>()
    /// How many buttons of each label were built in each scope this pass (`UI.labelKey`).
    @exclusivity(unchecked) var labelOccurrences: [UInt64: Int] = [:]
    /// `dragValue` questions this frame (ids no view drags are reported once).
    @exclusivity(unchecked) var dragQueries: [(id: NodeID, bits: UInt64, name: String)] = []
    /// What the app asked for with ``UI/preferredColorScheme(_:)`` (nil: follow the system).
    @exclusivity(unchecked) var preferredScheme: ColorScheme? = nil
    /// This pass's window colour (``UI/containerBackground(_:for:)``), nil: the scheme's.
    @exclusivity(unchecked) var windowBackground: Color? = nil

    /// A new frame: no `withAnimation` yet, no watched value changed, no drag questions.
    func beginFrame() {
        watchFired.removeAll()
        dragQueries.removeAll(keepingCapacity: true)
        frameTransaction = nil
    }

    /// Empties the stacks and per-pass tables for a new pass under the frame's transaction.
    func beginPass() {
        parentStack.removeAll()
        scopeStack.removeAll()
        autoIndex.removeAll()
        autoIndex.append(0)
        scrollStack.removeAll(keepingCapacity: true)
        labelOccurrences.removeAll(keepingCapacity: true)
        dragQueries.removeAll(keepingCapacity: true)
        if !structure.lists.isEmpty { structure.lists.removeAll(keepingCapacity: true) }
        // The table of transactions is new: the current one goes in again when next used.
        currentTransaction = frameTransaction
    }
}
