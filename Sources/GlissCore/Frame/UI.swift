import Foundation

/// The immediate-mode context. App code calls its builder methods every frame; what must
/// outlive a frame sits in a store keyed by the ID stack.
///
/// ```swift
/// ui.vstack(spacing: 12) {
///     ui.text("Photos", font: .title.weight(.heavy))
///     ui.button("Add") { model.count += 1 }
/// }.padding(16)
/// ```
public final class UI {
    // Stored state is `@exclusivity(unchecked)`: it is only used from the frame's thread,
    // never through overlapping inout accesses (the test suite ran with the checks on), and
    // the runtime checks (a thread-local access set) cost thousands of instructions a frame.

    /// Measures text (injected by the backend; monospace in tests).
    public let measurer: TextMeasurer
    /// Window size in points.
    @exclusivity(unchecked) public internal(set) var size: Size
    /// This frame's time in seconds (from the frame clock).
    @exclusivity(unchecked) public internal(set) var time: Double = 0
    /// Frame number, from 0.
    @exclusivity(unchecked) public internal(set) var frameIndex: Int = 0
    /// Keys pressed this frame (SDL key names), in order.
    @exclusivity(unchecked) public internal(set) var keysPressed: [String] = []
    /// Keys pressed this frame with the modifiers held, in order (``keysPressed`` without them).
    @exclusivity(unchecked) public internal(set) var keyPresses: [KeyPress] = []
    /// Text typed this frame (``InputEvent/text(_:)``), for the focused text field.
    @exclusivity(unchecked) public internal(set) var typedText = ""
    /// Keys and typed text in the order they came, for the focused text field (which takes
    /// them all); kept until one does or the frame ends, so text typed in the frame of the
    /// click that focuses a field reaches it.
    @exclusivity(unchecked) var editEvents: [EditEvent] = []
    /// Where the middle button was pressed this frame, if it was: a text field under it pastes
    /// the primary selection (X11's select-then-middle-click).
    @exclusivity(unchecked) var middleClick: Point? = nil
    /// Where the focused text field's caret is this frame (window points), nil when no field
    /// has focus: the run loop starts the platform's text input there, and stops it when nil.
    @exclusivity(unchecked) public internal(set) var textInputArea: Rect? = nil
    /// The input method's composition in progress, if any (kept across frames until it ends).
    @exclusivity(unchecked) public internal(set) var composition: Composition? = nil
    /// Keys the body asked about this frame (lower case): they do not scroll.
    @exclusivity(unchecked) var keysTaken: Set<String> = []
    /// Asked by loops whose length depends on the app's data (a `scrollTo` scanning a lazy
    /// container's keys for an item never built): true once the run should end, so a signal
    /// is answered within a second however large the data. The app runtime sets it; the
    /// default never stops.
    public var stopRequested: () -> Bool = { false }
    /// When the frame clock started (its time 0): ``date`` is this plus ``time``.
    public internal(set) var startDate = Date()
    /// The frame's date: ``startDate`` plus the frame clock's ``time`` (so under `--fixed-step`
    /// it advances exactly 1/60 s a frame, as animations do).
    public var date: Date { startDate.addingTimeInterval(time) }
    /// The frame-clock time at which a view asked for the next frame (a timeline's next entry),
    /// or nil: the run loop may wait for input until then. Asked anew each frame.
    @exclusivity(unchecked) public internal(set) var nextFrameTime: Double? = nil
    /// Views' appear/disappear actions and tasks (see ``ViewLifetimes``).
    let lifetimes = ViewLifetimes()
    /// `.help` texts and the tooltip showing (see ``Tooltips``).
    let tooltips = Tooltips()
    /// Sheets, alerts, dialogs and menus registered this pass, and their memory.
    let presentations = Presentations()
    /// The navigation stacks and lists being built (innermost last), for the builders used
    /// inside them: `navigationLink`, `navigationDestination`, `navigationTitle`.
    let structure = StructureContexts()
    /// True when a pointer button went down this frame (it hides a tooltip).
    @exclusivity(unchecked) var pressedThisFrame = false

    /// Problems worth a line on stderr (layout that did not settle, …), each reported once.
    @exclusivity(unchecked) public internal(set) var warnings: [String] = []

    // Build state touched for every node. `@exclusivity(unchecked)`: these are only used from
    // the frame's thread, never through overlapping inout accesses (the test suite ran with
    // the checks on); the runtime checks cost ~10% of a grid frame.
    /// This pass's nodes, addressed by index; node 0 is the root.
    let nodes = NodeBuffer()
    /// This pass's side tables (see `FrameTree`).
    @exclusivity(unchecked) var tree = FrameTree()
    /// What emit animates from frame to frame (see `AnimationState`).
    @exclusivity(unchecked) var animationState = AnimationState()
    /// Last frame's nodes and side tables (swapped in at the start of a frame), what it drew
    /// and where each node's commands were: what implicit animations compare a frame with.
    let previousNodes = NodeBuffer()
    @exclusivity(unchecked) var previousTree = FrameTree()
    @exclusivity(unchecked) var lastCommands: [DrawCommand] = []
    let scopeStack = BuildStack<NodeID>()
    let autoIndex = BuildStack<Int>()
    let parentStack = BuildStack<Int>()
    @exclusivity(unchecked) var scrollStack: [ScrollState] = []
    let store = StateStore()
    /// Labels' sizes from earlier frames (see `TextSizeCache`).
    let textSizes = TextSizeCache()
    /// Labels written `"Row \(i)"`, formatted once while they keep being built.
    @usableFromInline let formattedLabels = FormattedLabels()
    let interaction = Interaction()
    /// Transaction for nodes built now (explicit `withAnimation` of this frame, or an
    /// implicit `animation(_:value:)` scope).
    @exclusivity(unchecked) public internal(set) var currentTransaction: Transaction? = nil {
        didSet { currentTransactionIndex = UI.transactionNotInTable }
    }
    /// `currentTransaction`'s index in `tree.transactions` (-1: none), or
    /// `transactionNotInTable` until a node is built under it (see `transactionIndexForNode`).
    @exclusivity(unchecked) var currentTransactionIndex: Int32 = UI.transactionNotInTable
    static let transactionNotInTable: Int32 = -2
    @exclusivity(unchecked) var frameTransaction: Transaction? = nil
    @exclusivity(unchecked) var pendingActions: [() -> Void] = []
    @exclusivity(unchecked) var passRequested = false
    @exclusivity(unchecked) var pass = 0
    /// True while `runFrame` runs (a proxy's `setOffset` between frames needs no extra pass).
    @exclusivity(unchecked) var inFrame = false
    @exclusivity(unchecked) var reportedWarnings = Set<String>()
    /// Nodes (by index) that the inspector lists, filled by the renderer of the frame.
    @exclusivity(unchecked) var inspectorEntries: [InspectorEntry] = []
    /// The entries' details (`InspectorEntry.details`).
    @exclusivity(unchecked) var inspectorDetails: [InspectorDetails] = []
    /// The inspector entries' nodes are last frame's (`previousNodes`): from the start of a
    /// frame, when they are kept, until emit replaces the entries.
    @exclusivity(unchecked) var inspectorNodesArePrevious = false
    /// Named actions an assistive technology asked for this frame (`accessibilityAction(named:_:)`
    /// takes its own while it is built).
    @exclusivity(unchecked) var accessibilityActionsRequested: [(NodeID, String)] = []
    /// Values an assistive technology set this frame, by view (a slider takes its own).
    @exclusivity(unchecked) var accessibilityValuesRequested: [NodeID: Double] = [:]
    /// Texts an assistive technology wrote this frame, by text field.
    @exclusivity(unchecked) var accessibilityTextsRequested: [NodeID: String] = [:]
    /// How many draw commands, inspector entries, hit regions, focus candidates and viewports
    /// the last frame emitted (the next frame reserves as much).
    @exclusivity(unchecked) var emitCounts = (list: 0, inspector: 0, regions: 0, focusables: 0, viewports: 0)
    @exclusivity(unchecked) var labelOccurrences: [UInt64: Int] = [:]
    /// `dragValue` questions this frame (ids no view drags are reported once).
    @exclusivity(unchecked) var dragQueries: [(id: NodeID, bits: UInt64, name: String)] = []

    /// A context for a window of `size` points whose text is measured by `measurer`.
    /// The app runtime and the test drivers make one; apps receive it in `body(_:)`.
    public init(size: Size, measurer: TextMeasurer) {
        self.size = size
        self.measurer = measurer
    }

    // MARK: - Actions, transactions

    /// Runs `body` as a state change animated with `animation` (SwiftUI `withAnimation`).
    /// Views whose geometry or animated values change because of it animate.
    public func withAnimation(_ animation: Animation? = .default, _ body: () -> Void) {
        let saved = currentTransaction
        currentTransaction = Transaction(animation: animation)
        frameTransaction = currentTransaction
        body()
        // Called from a body, what the rest of this pass derives from the change animates too
        // (as the next pass would); an enclosing implicit scope keeps its own animation.
        currentTransaction = saved ?? frameTransaction
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
    @exclusivity(unchecked) var watchFired = Set<UInt64>()

    /// True in the frame in which `value`, watched under `key`, differs from the last frame's
    /// (in every pass of that frame; never the first time it is seen).
    func watch<V: Equatable>(_ key: NodeID, _ value: V) -> Bool {
        let box = store.get(key.raw) { Box<V?>(nil) }
        let changed = box.value != nil && box.value != value
        box.value = value
        if changed || watchFired.contains(key.raw) {
            watchFired.insert(key.raw)
            return true
        }
        return false
    }

    /// The animation a change to a view built under `transaction` takes: its own (nil under
    /// `.animation(nil, value:)`), else the frame's `withAnimation`.
    func animation(of transaction: Transaction?) -> Animation? {
        if let transaction { return transaction.animation }
        return frameTransaction?.animation
    }

    /// Queues a state change to run after this pass; the frame is then rebuilt with it,
    /// so what is drawn is always consistent.
    func enqueue(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    /// Asks for a frame at frame-clock time `time` (seconds, as ``time``) even if nothing else
    /// happens — egui's `request_repaint_after`. Ask each frame: the request lasts one frame.
    public func requestFrame(at time: Double) {
        if nextFrameTime.map({ time < $0 }) ?? true { nextFrameTime = time }
    }

    /// Asks for another build+layout pass in this frame.
    public func requestPass() { passRequested = true }

    func warn(_ message: String) {
        if reportedWarnings.insert(message).inserted { warnings.append(message) }
    }

    // MARK: - ID stack

    var currentScope: NodeID { scopeStack.last ?? .root }

    /// Builds `content` with `key` pushed on the ID stack (like ImGui's `PushID`): use it in
    /// loops so each item keeps its own state.
    public func withID(_ key: some IdentityKey, _ content: () -> Void) {
        scopeStack.append(currentScope.child(key))
        autoIndex.append(0)
        content()
        autoIndex.removeLast()
        scopeStack.removeLast()
    }

    /// The next child identity in the current scope: keyed by `explicit` (a key's
    /// `identityBits`) or by position. Keys travel as their bits, not as `any IdentityKey`,
    /// so building a node boxes no existential.
    func nextID(_ explicit: UInt64?) -> NodeID {
        if let explicit { return currentScope.child(RawIdentity(identityBits: explicit)) }
        let i = autoIndex.top
        autoIndex.top = i + 1
        return currentScope.child(i)
    }

    // MARK: - Node creation

    @discardableResult
    func add(_ kind: __owned NodeKind, _ tag: NodeTag, id explicitKey: (any IdentityKey)? = nil) -> Int {
        add(kind, tag, idBits: explicitKey?.identityBits)
    }

    @discardableResult
    func add(_ kind: __owned NodeKind, _ tag: NodeTag, idBits explicit: UInt64?) -> Int {
        let id = nextID(explicit)
        let parent = parentStack.last ?? -1
        let index = nodes.count
        // Built straight into the buffer: a node is large, and a local copy first cost a
        // field-by-field copy with retains per node.
        nodes.append(id: id, kind: kind, tag: tag, parent: parent, explicitKey: explicit,
                     transactionIndex: transactionIndexForNode())
        if parent >= 0 { appendChild(index, to: parent) }
        return index
    }

    /// The `Node.transactionIndex` of a node built now: `currentTransaction`'s, put in this
    /// pass's table the first time a node is built under it.
    @inline(__always)
    func transactionIndexForNode() -> Int32 {
        let k = currentTransactionIndex
        return k != UI.transactionNotInTable ? k : enterCurrentTransaction()
    }

    @inline(never)
    private func enterCurrentTransaction() -> Int32 {
        var k: Int32 = -1
        if let t = currentTransaction {
            k = Int32(tree.transactions.count)
            tree.transactions.append(t)
        }
        currentTransactionIndex = k
        return k
    }

    /// The transaction node `i` was built under.
    func transaction(of i: Int) -> Transaction? { transaction(of: nodes.pointer(i)) }

    /// The transaction the node at `n` was built under.
    @inline(__always)
    func transaction(of n: UnsafePointer<Node>) -> Transaction? {
        let k = Int(n.pointee.transactionIndex)
        return k < 0 ? nil : tree.transactions[k]
    }

    /// Links `child` as the last child of `parent`.
    @inline(__always)
    func appendChild(_ child: Int, to parent: Int) {
        let p = nodes.pointer(parent)
        let last = p.pointee.lastChild
        if last >= 0 { nodes[last].nextSibling = child } else { p.pointee.firstChild = child }
        p.pointee.lastChild = child
        p.pointee.childCount += 1
    }

    /// Node `i`'s inspector label, if it has one.
    func label(of i: Int) -> String? { label(of: nodes.pointer(i)) }

    /// The inspector label of the node at `n`, read in place (emit asks for every labelled node).
    @inline(__always)
    func label(of n: UnsafePointer<Node>) -> String? {
        let k = n.pointee.labelIndex
        if k >= 0 { return tree.labels[k] }
        if k == Node.ownText, case .text(let ti) = n.pointee.kind { return tree.texts[ti].string }
        return nil
    }

    /// The label of node `i` of the frame the inspector entries were emitted in (this frame's
    /// nodes once emitted, last frame's while the next one is built), nil for none or -1.
    func emittedLabel(of i: Int) -> String? {
        let (buffer, table) = inspectorNodesArePrevious ? (previousNodes, previousTree) : (nodes, tree)
        guard i >= 0, i < buffer.count else { return nil }
        let n = buffer.pointer(i)
        let k = n.pointee.labelIndex
        if k >= 0 { return table.labels[k] }
        if k == Node.ownText, case .text(let ti) = n.pointee.kind { return table.texts[ti].string }
        return nil
    }

    /// Sets node `i`'s inspector label.
    func setLabel(_ i: Int, _ label: String) {
        let k = nodes[i].labelIndex
        if k >= 0 {
            tree.labels[k] = label
        } else {
            nodes[i].labelIndex = tree.labels.count
            tree.labels.append(label)
        }
    }

    /// The index of node `i`'s `.frame` constraints in `tree.frames`, made empty on first use.
    func frameIndex(_ i: Int) -> Int {
        if nodes[i].frameIndex < 0 {
            nodes[i].frameIndex = tree.frames.count
            tree.frames.append(FrameSpec())
        }
        return nodes[i].frameIndex
    }

    /// What `.frame` does to node `i`, setting constraints on the axes `width` and `height`
    /// say: a node whose frame already constrains one of them is wrapped first (see
    /// `NodeRef.staged`), then `edit` sets the frame's fields. Returns the node that has the
    /// frame. Done here, on the `UI`, with the constraints edited in a local value and stored
    /// once: from the modifier each field's write was a uniqueness check on the table, and
    /// the handle's `UI` was retained and released.
    func applyFrame(_ i: Int, width: Bool, height: Bool, _ edit: (inout FrameSpec) -> Void) -> Int {
        let f0 = nodes[i].frameIndex
        let conflict = f0 >= 0
            && ((width && tree.frames[f0].constrainsWidth) || (height && tree.frames[f0].constrainsHeight))
        let me = ref(i).staged(2, wrapIf: conflict).index
        let k = nodes[me].frameIndex
        if k >= 0 {
            edit(&tree.frames[k])
        } else {
            var f = FrameSpec()
            edit(&f)
            nodes[me].frameIndex = tree.frames.count
            tree.frames.append(f)
        }
        return me
    }

    /// Node `i`'s extras, if it has any.
    func extras(of i: Int) -> NodeExtras? {
        let e = nodes[i].extra
        return e < 0 ? nil : tree.extras[e]
    }

    /// Edits node `i`'s extras, creating them on first use.
    func editExtras(_ i: Int, _ f: (inout NodeExtras) -> Void) {
        if nodes[i].extra < 0 {
            nodes[i].extra = tree.extras.count
            tree.extras.append(NodeExtras())
            tree.extraOwners.append(i)
        }
        f(&tree.extras[nodes[i].extra])
    }

    /// The nodes that have extras, in tree (build) order: after layout, preferences and
    /// matched geometry look only at these rather than at every node. (Extras are made in
    /// modifier order, so a container's come after its children's: hence the sort.)
    func nodesWithExtras() -> [Int] {
        tree.extraOwners.count < 2 ? tree.extraOwners : tree.extraOwners.sorted()
    }

    /// The children of node `i`, in order.
    func children(of i: Int) -> ChildSequence { ChildSequence(nodes: nodes, first: nodes[i].firstChild) }

    /// Adds a container and builds its children inside it.
    func container(_ kind: NodeKind, _ tag: NodeTag, id: (any IdentityKey)?, _ content: () -> Void) -> Int {
        container(kind, tag, idBits: id?.identityBits, content)
    }

    func container(_ kind: NodeKind, _ tag: NodeTag, idBits: UInt64?, _ content: () -> Void) -> Int {
        let index = add(kind, tag, idBits: idBits)
        parentStack.append(index)
        scopeStack.append(nodes[index].id)
        autoIndex.append(0)
        content()
        autoIndex.removeLast()
        scopeStack.removeLast()
        parentStack.removeLast()
        return index
    }

    func ref(_ i: Int) -> NodeRef { NodeRef(ui: self, index: i) }

    /// Puts node `i` inside a new zstack that takes its place in the parent; placement
    /// fields (canvas frame, lazy slot) move to the wrapper. Returns the wrapper's index.
    func wrap(_ i: Int) -> Int {
        let parent = nodes[i].parent
        var w = Node(id: nodes[i].id.child("wrap"), kind: .zstack(.center), tag: .zstack, parent: parent)
        w.firstChild = i
        w.lastChild = i
        w.childCount = 1
        w.transactionIndex = nodes[i].transactionIndex
        w.placedFrame = nodes[i].placedFrame
        w.lazyIndex = nodes[i].lazyIndex
        w.lazyDirect = nodes[i].lazyDirect
        nodes[i].placedFrame = nil
        nodes[i].lazyIndex = -1
        nodes[i].lazyDirect = false
        let wi = nodes.count
        nodes.append(w)
        nodes[i].parent = wi
        if parent >= 0 {
            // The wrapper takes `i`'s place among the parent's children (or as its background/overlay).
            var prev = -1
            var c = nodes[parent].firstChild
            while c >= 0 && c != i { prev = c; c = nodes[c].nextSibling }
            if c == i {
                nodes[wi].nextSibling = nodes[i].nextSibling
                nodes[i].nextSibling = -1
                if prev >= 0 { nodes[prev].nextSibling = wi } else { nodes[parent].firstChild = wi }
                if nodes[parent].lastChild == i { nodes[parent].lastChild = wi }
            }
            else if nodes[parent].background == i { nodes[parent].background = wi }
            else if nodes[parent].overlay == i { nodes[parent].overlay = wi }
        }
        return wi
    }

    // MARK: - Builders

    /// A vertical stack (SwiftUI `VStack`).
    @inlinable @discardableResult
    public func vstack(alignment: HorizontalAlignment = .center, spacing: Double = 8,
                       id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        stack(.vertical, Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
              idBits: id.explicitBits, content)
    }

    /// A horizontal stack (SwiftUI `HStack`).
    @inlinable @discardableResult
    public func hstack(alignment: VerticalAlignment = .center, spacing: Double = 8,
                       id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        stack(.horizontal, Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
              idBits: id.explicitBits, content)
    }

    // The builders app code calls most are `@inlinable` shells over a non-generic body that
    // takes the key's bits: specialised in the app's module, a `PositionalKey` costs nothing,
    // where the generic body asked the key through its witness table at every call.

    @usableFromInline
    func stack(_ axis: Axis, _ alignment: Alignment, spacing: Double, idBits: UInt64?,
               _ content: () -> Void) -> NodeRef {
        ref(container(.stack(axis, spacing: spacing, alignment: alignment), .stack, idBits: idBits, content))
    }

    /// Children on top of each other, aligned (SwiftUI `ZStack`).
    @inlinable @discardableResult
    public func zstack(alignment: Alignment = .center, id: some IdentityKey = PositionalKey(),
                       _ content: () -> Void) -> NodeRef {
        zstack(alignment, idBits: id.explicitBits, content)
    }

    @usableFromInline
    func zstack(_ alignment: Alignment, idBits: UInt64?, _ content: () -> Void) -> NodeRef {
        ref(container(.zstack(alignment), .zstack, idBits: idBits, content))
    }

    /// A container the size of its proposal whose children are placed with `.place(in:)`.
    @discardableResult
    public func canvas(id: some IdentityKey = PositionalKey(), _ content: () -> Void) -> NodeRef {
        ref(container(.canvas, .canvas, idBits: id.explicitBits, content))
    }

    /// Flexible space along the enclosing stack's axis.
    @discardableResult
    public func spacer(minLength: Double = 0) -> NodeRef { ref(add(.spacer(minLength: minLength), .spacer)) }

    /// Text, measured by the injected measurer. `multiline` wraps to the proposed width.
    /// Without `font:` or `color:`, the text takes `.font(_:)` and `.foregroundStyle(_:)` from
    /// around it (SwiftUI's environment), else `.body` in ``Color/primary``.
    ///
    /// A string value comes here (SwiftUI's `Text(_: some StringProtocol)`, disfavoured as
    /// there); a literal, such as `"Row \(i)"`, goes to the ``LocalizedStringKey`` overload,
    /// which shows the same text. (A second, concrete `String` overload would take literals
    /// too: the type checker tries an overload that matches a literal's default type first.)
    @inlinable @discardableResult @_disfavoredOverload
    public func text<S: StringProtocol>(_ content: S, font: Font? = nil, color: Color? = nil,
                                        multiline: Bool = false, alignment: HorizontalAlignment = .leading,
                                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        // A `String` as it is (the cast folds away when specialised): `String(content)` is a
        // generic call into the standard library for every label.
        text(content as? String ?? String(content), font, color, multiline, alignment, idBits: id.explicitBits)
    }

    /// Text written as a literal (SwiftUI's `Text(_: LocalizedStringKey)`): the same as the
    /// overload above, but a label with one integer in it (`"Row \(i)"`) is formatted once for
    /// as long as it keeps being built, not every frame.
    @inlinable @discardableResult
    public func text(_ key: LocalizedStringKey, font: Font? = nil, color: Color? = nil,
                     multiline: Bool = false, alignment: HorizontalAlignment = .leading,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        if key.hasNumber {
            let label = formattedLabels.label(key.prefix, key.number, key.suffix)
            return text(label.text, font, color, multiline, alignment, idBits: id.explicitBits, lineBreak: label.lineBreak)
        }
        return text(key.prefix, font, color, multiline, alignment, idBits: id.explicitBits)
    }

    @usableFromInline
    func text(_ string: __owned String, _ font: Font?, _ color: Color?, _ multiline: Bool, _ alignment: HorizontalAlignment,
              idBits: UInt64?, defaultColor: Color? = nil, lineBreak: Bool? = nil) -> NodeRef {
        // Given here, they are the innermost: a `.font` or `.foregroundStyle` around does not
        // replace them.
        var applied: TextContent.AppliedModifiers = []
        if font != nil { applied.insert(.font) }
        if color != nil { applied.insert(.foreground) }
        // Made in the append's argument: a local first was copied into the table and then
        // destroyed (a value-witness copy and destroy per label, ~5 % of a grid frame).
        tree.texts.append(TextContent(string: string, font: font ?? .body, color: color ?? defaultColor ?? .primary,
                                      multiline: multiline, alignment: alignment, applied: applied,
                                      lineBreak: lineBreak))
        let i = add(.text(index: tree.texts.count - 1), .text, idBits: idBits)
        nodes[i].role = .text
        nodes[i].labelIndex = Node.ownText
        return ref(i)
    }

    /// An icon glyph from the bundled icon font, `size` points (without it, the size of the
    /// `.font(_:)` around it, as SwiftUI's symbol images scale with the font; else 17).
    @discardableResult
    public func icon(_ icon: Icon, size: Double? = nil, color: Color? = nil,
                     id: some IdentityKey = PositionalKey()) -> NodeRef {
        if !icon.isKnown { warn("Icon(named: \"\(icon.name)\"): the icon font has no such icon (Font Awesome 4.7 names or common SF Symbols names); drawing a placeholder") }
        let r = text(icon.rawValue, .icon(size: size ?? 17), color, false, .leading, idBits: id.explicitBits)
        if case .text(let ti) = nodes[r.index].kind, size == nil { tree.texts[ti].applied.remove(.font) }
        nodes[r.index].role = .image
        setLabel(r.index, "\(icon)")
        return r
    }

    /// A resizable image by resource name, filling its frame by `mode`.
    ///
    /// In a real-time run the file is decoded and scaled on a background thread, as SwiftUI's
    /// `AsyncImage` loads: until it is ready the frame shows a light placeholder, and the image
    /// fades in over it in 0.2 s; images just outside a scroll view's viewport are loaded
    /// ahead. Under `--fixed-step`, in screenshots, recordings and tests it is decoded in the
    /// frame that first draws it, so every frame is reproducible.
    @discardableResult
    public func image(_ name: String, mode: ContentMode = .fill, label: String? = nil,
                      id: some IdentityKey = PositionalKey()) -> NodeRef {
        tree.images.append(ImageContent(name: name, mode: mode))
        let i = add(.image(index: tree.images.count - 1), .image, idBits: id.explicitBits)
        nodes[i].role = .image
        setLabel(i, label ?? name)
        return ref(i)
    }

    /// A rounded rectangle, filled and/or stroked: Gliss's first spelling of
    /// ``rectangle(fill:stroke:lineWidth:id:)`` and ``roundedRectangle(cornerRadius:fill:stroke:lineWidth:id:)``.
    @available(*, deprecated, message: "SwiftUI's spelling: rectangle(fill:stroke:lineWidth:id:), or roundedRectangle(cornerRadius:fill:stroke:lineWidth:id:) for radius:")
    @inlinable @discardableResult
    public func roundedRect(radius: Double = 0, fill: Color? = nil, stroke: Color? = nil,
                            lineWidth: Double = 1, id: some IdentityKey = PositionalKey()) -> NodeRef {
        roundedRect(radius, fill, stroke, lineWidth, idBits: id.explicitBits)
    }

    @usableFromInline
    func roundedRect(_ radius: Double, _ fill: Color?, _ stroke: Color?, _ lineWidth: Double, idBits: UInt64?) -> NodeRef {
        shape(.roundedRect, radius: radius, fill: fill, stroke: stroke, lineWidth: lineWidth, idBits: idBits)
    }

    /// A text button; `action` runs when it is clicked (press and release on it).
    @discardableResult
    public func button(_ label: String, font: Font? = nil, color: Color? = nil,
                       id: some IdentityKey = PositionalKey(), action: @escaping () -> Void) -> NodeRef {
        // In a menu or a dialog's actions, a button is that presentation's kind of button.
        if presentations.buildsButtons, let r = presentationButton(label, role: nil, action: action) { return r }
        // Its label is the accent colour unless told otherwise (here or by `.foregroundStyle`).
        let key = id.isPositional ? labelKey(label).identityBits : id.identityBits
        let r = text(label, font, color, false, .leading, idBits: key, defaultColor: .accentColor)
        nodes[r.index].role = .button
        return r.onTap(action)
    }

    /// A button with custom content.
    @discardableResult
    public func button(label: String, id: some IdentityKey = PositionalKey(), action: @escaping () -> Void,
                       _ content: () -> Void) -> NodeRef {
        let r = zstack(id: id.isPositional ? labelKey(label) : RawIdentity(identityBits: id.identityBits), content)
        nodes[r.index].role = .button
        setLabel(r.index, label)
        return r.onTap(action)
    }

    /// A button's default identity: its label, plus how many same-label buttons came before it
    /// in this scope, so two "Delete" buttons keep their own actions.
    func labelKey(_ label: String) -> RawIdentity {
        let key = currentScope.child(label).raw
        let n = labelOccurrences[key, default: 0]
        labelOccurrences[key] = n + 1
        return RawIdentity(identityBits: n == 0 ? label.identityBits : NodeID(raw: label.identityBits).child(n).raw)
    }

    // MARK: - Per-ID values

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
    /// Set when anything is animating this frame (the loop keeps running at 60 fps).
    @exclusivity(unchecked) public internal(set) var animating = false

    /// The proxy of the scroll view built with `id:` (anywhere in the tree).
    public func scrollProxy(_ id: some IdentityKey) -> ScrollProxy {
        ScrollProxy(ui: self, name: id.identityBits)
    }

    func scrollState(_ id: NodeID, axis: Axis) -> ScrollState {
        store.get(id.child(UI.scrollStateKey).raw) { ScrollState(axis: axis) }
    }
    /// The keys under which a scroll view and a lazy container keep their state, hashed once
    /// (a string key is hashed where it is used: every frame, for every scroll view).
    static let scrollStateKey = RawIdentity(identityBits: "scroll".identityBits)
    static let lazyStateKey = RawIdentity(identityBits: "lazy".identityBits)
    /// The root node's `id:` ("root"), hashed once.
    static let rootKeyBits = "root".identityBits

    /// True if `name` (an SDL key name like "Escape", "Left", "Q") was pressed this frame
    /// (seen by the frame's first build pass only, so a key acts once). Asking takes the key:
    /// an arrow or Page key that no view asked for scrolls a scroll view instead.
    public func keyPressed(_ name: String) -> Bool {
        guard keyPresses.contains(where: { $0.key.caseInsensitiveCompare(name) == .orderedSame && !typingTakes($0) })
        else { return false }
        keysTaken.insert(name.lowercased())
        return true
    }

    /// True if `name` was pressed this frame with exactly `modifiers` held (Shift, Control,
    /// Alt, Super); ``keyPressed(_:)`` ignores modifiers. Asking takes the key.
    public func keyPressed(_ name: String, modifiers: KeyModifiers) -> Bool {
        guard keyPresses.contains(where: {
            $0.modifiers == modifiers && $0.key.caseInsensitiveCompare(name) == .orderedSame && !typingTakes($0)
        }) else { return false }
        keysTaken.insert(name.lowercased())
        return true
    }

    /// How many times `name` was pressed this frame (with exactly `modifiers`, when given):
    /// several presses can arrive between two frames (a script's `key` lines, a busy frame).
    /// Asking takes the key, as ``keyPressed(_:)`` does.
    func keyPressCount(_ name: String, modifiers: KeyModifiers? = nil) -> Int {
        var n = 0
        for p in keyPresses where (modifiers == nil || p.modifiers == modifiers)
            && p.key.caseInsensitiveCompare(name) == .orderedSame && !typingTakes(p) { n += 1 }
        if n > 0 { keysTaken.insert(name.lowercased()) }
        return n
    }

    /// True when a focused text field owns `press`: keys that type or edit (letters, Space,
    /// arrows, Home/End, Backspace/Delete, Return, Ctrl+A/C/X/V/Z/Y) are not the app's
    /// shortcuts while the user types.
    func typingTakes(_ press: KeyPress) -> Bool {
        guard interaction.focus.focusedAcceptsText else { return false }
        let m = press.modifiers
        let k = press.key.count == 1 ? press.key.uppercased() : press.key
        if m.contains(.control) { return ["A", "C", "X", "V", "Z", "Y", "Left", "Right", "Backspace", "Delete", "Insert"].contains(k) }
        if m.contains(.alt) || m.contains(.super) { return false }
        return k.count == 1 || ["Space", "Left", "Right", "Up", "Down", "Home", "End", "Backspace", "Delete", "Return", "KP Enter"].contains(k)
    }

    /// The live drag on the node with `id` in the current scope, like `@GestureState`:
    /// nil when no drag is in progress.
    public func dragValue(_ id: some IdentityKey) -> DragValue? {
        let nid = currentScope.child(id)
        dragQueries.append((nid, id.identityBits, String(describing: id)))
        if let v = interaction.activeDrag(for: nid) { return v }
        // Asked from another container than the dragged view's: the one drag target with
        // that explicit id answers.
        return interaction.activeDrag(forKey: id.identityBits)
    }

    /// Where the pointer is (window points), if inside the window.
    public var pointer: Point? { interaction.pointer }

    /// The system's appearance, as the platform reports it (the run loop sets it from
    /// `--color-scheme`, else the desktop's preference; light where none is known).
    public var systemColorScheme: ColorScheme = .light
    /// What the app asked for with ``preferredColorScheme(_:)`` (nil: follow the system).
    var preferredScheme: ColorScheme? = nil
    /// This frame's window colour (``containerBackground(_:for:)``), nil: the scheme's.
    @exclusivity(unchecked) public internal(set) var windowBackground: Color? = nil

    /// What opening a URL does (``link(_:destination:font:id:)``) — SwiftUI's `openURL`
    /// environment action: by default the desktop's application for it (`xdg-open`). Set it
    /// to handle links yourself, or in a test to see what would open.
    public var openURL: (URL) -> Void = { openWithDesktop($0) }

    /// The pointer's shape after the last frame: the ``PointerStyle`` of the front view under
    /// the pointer that sets one (``NodeRef/pointerStyle(_:)``; text fields show the I-beam),
    /// else the arrow. The run loop hands it to the backend after each frame.
    public var pointerStyle: PointerStyle { interaction.pointerStyle }
    /// The modifier keys held now (as of this frame's input) — what AppKit's
    /// `NSEvent.modifierFlags` tells: a tap's action reads it to tell a Ctrl+click or
    /// Shift+click from a plain one, as a list's selection does.
    public var heldModifiers: KeyModifiers { interaction.modifiers }
}

/// The children of a node, walked through their sibling links.
struct ChildSequence: Sequence, IteratorProtocol {
    let nodes: NodeBuffer
    var cursor: Int
    init(nodes: NodeBuffer, first: Int) { self.nodes = nodes; cursor = first }
    mutating func next() -> Int? {
        guard cursor >= 0 else { return nil }
        let c = cursor
        cursor = nodes[c].nextSibling
        return c
    }
}

/// A handle on persistent per-ID state (see ``UI/state(_:_:)``), like SwiftUI's `@State`:
/// reading and writing `value` reaches the same storage every frame while the view is built.
public struct StateRef<T> {
    let box: Box<T>
    /// The stored value; setting it needs no `mutating` access (the storage is shared).
    public var value: T {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}
