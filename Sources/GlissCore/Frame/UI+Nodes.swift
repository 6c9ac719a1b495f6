/// The ID stack and making nodes: identities, adding and linking nodes, their labels, frames
/// and extras, containers and wrappers. What every builder is made of.
extension UI {
    // MARK: - ID stack

    @_spi(GlissControls)
    public var currentScope: NodeID { levels.last?.scope ?? .root }

    /// Builds `content` with `key` pushed on the ID stack (like ImGui's `PushID`): use it in
    /// loops so each item keeps its own state.
    public func withID(_ key: some IdentityKey, _ content: () -> Void) {
        pushScope(currentScope.child(key))
        content()
        levels.removeLast()
    }

    /// Starts a level keyed by `scope`, in the same container (its views counted from 0);
    /// `levels.removeLast()` ends it. Inlined: a lazy list's every row starts one (a call
    /// was ~25 instructions a row).
    @inline(__always)
    func pushScope(_ scope: NodeID) {
        levels.append(BuildLevel(parent: levels.last?.parent ?? -1, scope: scope, next: 0))
    }

    /// The next child identity in the current scope: keyed by `explicit` (a key's
    /// `identityBits`) or by position. Keys travel as their bits, not as `any IdentityKey`,
    /// so building a node boxes no existential.
    func nextID(_ explicit: UInt64?) -> NodeID { nextID(explicit, in: levels.topAddress) }

    /// `nextID` in `level` (the top one).
    @inline(__always)
    func nextID(_ explicit: UInt64?, in level: UnsafeMutablePointer<BuildLevel>) -> NodeID {
        if let explicit { return level.pointee.scope.child(RawIdentity(identityBits: explicit)) }
        let i = level.pointee.next
        level.pointee.next = i + 1
        return level.pointee.scope.child(i)
    }

    // MARK: - Node creation

    @discardableResult
    func add(_ kind: __owned NodeKind, _ tag: NodeTag, id explicitKey: (any IdentityKey)? = nil) -> Int {
        add(kind, tag, idBits: explicitKey?.identityBits)
    }

    @discardableResult
    func add(_ kind: __owned NodeKind, _ tag: NodeTag, idBits explicit: UInt64?) -> Int {
        addNode(kind, tag, idBits: explicit).index
    }

    /// `add`'s body, which `container` inlines: a call to `add` from every container cost
    /// entering and leaving it, and its new node's identity read back from the buffer.
    /// (`previous`: the sibling before it, -1 for none; a stack notes it, `TransparentWrappers`.)
    @inline(__always)
    private func addNode(_ kind: __owned NodeKind, _ tag: NodeTag, idBits explicit: UInt64?) -> (index: Int, id: NodeID, previous: Int) {
        let level = levels.topAddress
        let id = nextID(explicit, in: level)
        let parent = level.pointee.parent
        let index = nodes.count
        // Built straight into the buffer: a node is large, and a local copy first cost a
        // field-by-field copy with retains per node.
        nodes.append(id: id, kind: kind, tag: tag, parent: parent, explicitKey: explicit,
                     transaction: transactionSlotForNode())
        let previous = parent >= 0 ? appendChild(index, to: parent) : -1
        if buildsRightToLeft { markRightToLeft(index) }
        return (index, id, previous)
    }

    /// Marks node `i` as built right to left, and the pass as one to mirror after layout.
    /// Out of line: a left-to-right build pays only the test above.
    @inline(never)
    func markRightToLeft(_ i: Int) {
        nodes[i].rightToLeft = true
        build.mirrors = true
    }

    /// The `Node.transaction` of a node built now: `currentTransaction`'s, put in this
    /// pass's table the first time a node is built under it.
    @inline(__always)
    func transactionSlotForNode() -> TransactionSlot {
        let k = build.currentTransactionSlot
        return k != .notInTable ? k : enterCurrentTransaction()
    }

    @inline(never)
    private func enterCurrentTransaction() -> TransactionSlot {
        var k = TransactionSlot.none
        if let t = currentTransaction {
            k = .table(tree.transactions.count)
            tree.transactions.append(t)
        }
        build.currentTransactionSlot = k
        return k
    }

    /// The transaction node `i` was built under.
    func transaction(of i: Int) -> Transaction? { transaction(of: nodes.pointer(i)) }

    /// The transaction the node at `n` was built under.
    @inline(__always)
    func transaction(of n: UnsafePointer<Node>) -> Transaction? {
        guard let k = n.pointee.transaction.tableIndex else { return nil }
        return tree.transactions[k]
    }

    /// Links `child` as the last child of `parent`.
    /// Links `child` as the last child of `parent`; returns the child before it (-1: none).
    @inline(__always) @discardableResult
    func appendChild(_ child: Int, to parent: Int) -> Int {
        let p = nodes.pointer(parent)
        let last = p.pointee.lastChild
        if last >= 0 { nodes[last].nextSibling = child } else { p.pointee.firstChild = child }
        p.pointee.lastChild = child
        p.pointee.childCount += 1
        return last
    }

    /// Node `i`'s inspector label, if it has one.
    func label(of i: Int) -> String? { label(of: nodes.pointer(i)) }

    /// The inspector label of the node at `n`, read in place (emit asks for every labelled node).
    @inline(__always)
    func label(of n: UnsafePointer<Node>) -> String? {
        let label = n.pointee.label
        if let k = label.tableIndex { return tree.labels[k] }
        if label == .ownText, case .text(let ti) = n.pointee.kind { return tree.texts[ti].string }
        return nil
    }

    /// The label of node `i` of the frame the inspector entries were emitted in (this frame's
    /// nodes once emitted, last frame's while the next one is built), nil for none or -1.
    func emittedLabel(of i: Int) -> String? {
        let (buffer, table) = outputs.inspectorNodesArePrevious ? (previousNodes, previousTree) : (nodes, tree)
        guard i >= 0, i < buffer.count else { return nil }
        let n = buffer.pointer(i)
        let label = n.pointee.label
        if let k = label.tableIndex { return table.labels[k] }
        if label == .ownText, case .text(let ti) = n.pointee.kind { return table.texts[ti].string }
        return nil
    }

    /// Sets node `i`'s inspector label.
    func setLabel(_ i: Int, _ label: String) {
        if let k = nodes[i].label.tableIndex {
            tree.labels[k] = label
        } else {
            nodes[i].label = .table(tree.labels.count)
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
            && ((width && tree.frames[f0].constrainsWidth) || (height && tree.frames[f0].constrainsHeight)
                || sizing(of: tree.frames[f0])?.fixesSize == true)
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
        let (index, id, _) = addNode(kind, tag, idBits: idBits)
        levels.append(BuildLevel(parent: index, scope: id, next: 0))
        content()
        levels.removeLast()
        return index
    }

    /// `container` for a stack, which notes itself as a wrapper that may be taken out of the
    /// tree after the build (`noteWrapperCandidate`).
    func stackContainer(_ kind: NodeKind, idBits: UInt64?, _ content: () -> Void) -> Int {
        let (index, id, previous) = addNode(kind, .stack, idBits: idBits)
        levels.append(BuildLevel(parent: index, scope: id, next: 0))
        content()
        levels.removeLast()
        noteWrapperCandidate(index, previous: previous)
        return index
    }

    @_spi(GlissControls)
    public func ref(_ i: Int) -> NodeRef { NodeRef(ui: self, index: i) }

    /// Puts node `i` inside a new zstack that takes its place in the parent; placement
    /// fields (canvas frame, lazy slot) move to the wrapper. Returns the wrapper's index.
    func wrap(_ i: Int) -> Int {
        let parent = nodes[i].parent
        var w = Node(id: nodes[i].id.child("wrap"), kind: .zstack(.center), tag: .zstack, parent: parent)
        w.firstChild = i
        w.lastChild = i
        w.childCount = 1
        w.transaction = nodes[i].transaction
        w.placedFrame = nodes[i].placedFrame
        w.lazyIndex = nodes[i].lazyIndex
        w.lazyDirect = nodes[i].lazyDirect
        w.rightToLeft = nodes[i].rightToLeft
        nodes[i].placedFrame = nil
        nodes[i].lazyIndex = -1
        nodes[i].lazyDirect = false
        let wi = nodes.count
        nodes.append(w)
        nodes[i].parent = wi
        carryLayoutTraits(from: i, to: wi)
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
}
