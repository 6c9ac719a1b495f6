extension UI {
    /// A lazy vertical grid (SwiftUI `LazyVGrid`): only items in view (plus one line of
    /// overscan) are built; frames of the rest come from index math, so a million items cost
    /// what the visible ones cost. Each item is keyed by `key(i)` on the ID stack.
    @discardableResult
    public func lazyVGrid<K: IdentityKey>(columns: [GridItem], spacing: Double = 8, itemHeight: Double,
                                          count: Int, id: some IdentityKey = "lazyVGrid",
                                          key: @escaping (Int) -> K, _ item: (K, Int) -> Void) -> NodeRef {
        let grid = LazyGridLayout(tracks: columns, axis: .vertical, lineSpacing: spacing,
                                  itemLength: itemHeight, count: count)
        return lazy({ $0.gridPlacement(grid) }, axis: .vertical, id: id, key: key, item)
    }

    /// A lazy horizontal grid (SwiftUI `LazyHGrid`): tracks are rows, items `itemWidth` wide.
    @discardableResult
    public func lazyHGrid<K: IdentityKey>(rows: [GridItem], spacing: Double = 8, itemWidth: Double,
                                          count: Int, id: some IdentityKey = "lazyHGrid",
                                          key: @escaping (Int) -> K, _ item: (K, Int) -> Void) -> NodeRef {
        let grid = LazyGridLayout(tracks: rows, axis: .horizontal, lineSpacing: spacing,
                                  itemLength: itemWidth, count: count)
        return lazy({ $0.gridPlacement(grid) }, axis: .horizontal, id: id, key: key, item)
    }

    /// - Parameters:
    ///   - placement: the container's index math, given its per-ID state (where a grid keeps
    ///     its placement from frame to frame).
    ///   - indexOfKey: finds the item keyed by some bits by index arithmetic when it can (a
    ///     sectioned list's headers); nil when it cannot say, and then the keys are scanned.
    func lazy<K: IdentityKey>(_ placement: (LazyState) -> LazyPlacement, axis: Axis, id: some IdentityKey,
                              key: @escaping (Int) -> K, indexOfKey: ((UInt64) -> Int?)? = nil,
                              _ item: (K, Int) -> Void) -> NodeRef {
        let bits = id.identityBits
        let nid = currentScope.child(RawIdentity(identityBits: bits))
        let state = store.get(nid.child(UI.lazyStateKey).raw) { LazyState() }
        let placement = placement(state)
        let scroll = build.scrollStack.last
        // Made in the append's argument: a local was copied into the table and then destroyed
        // (value-witness calls for its existentials: ~0.26 K instructions a frame of the list).
        tree.lazyContainers.append(LazyContainer(placement: placement, state: state, axis: axis, scroll: scroll,
                                                 keys: LazyKeyFunction(key: key), indexOfKey: indexOfKey))
        let li = tree.lazyContainers.count - 1
        let index = add(.lazy(index: li), .lazy, idBits: bits)
        let visible = lazyVisibleRect(state: state, scroll: scroll)
        let range = state.assumedCross < 0 ? 0..<0 : placement.visible(visible, cross: state.cross)
        state.builtRange = range
        state.assumedCross = state.cross
        levels.append(BuildLevel(parent: index, scope: nodes[index].id, next: 0))
        for i in range {
            let k = key(i)
            buildLazyItem(index, i, k.identityBits) { item(k, i) }
        }
        levels.removeLast()
        // `scrollTo` reaches this container's items never built through it (after the
        // containers inside its items, which are asked first, as they were registered first).
        scroll?.lazyContainers.append(li)
        tree.lazyNodes.append(index)
        return ref(index)
    }

    /// Builds item `i` of lazy container `lazy`, keyed by `bits`, as if inside a centring
    /// zstack with `id: key` (the item's slot: offered the slot's size, centred in it). When
    /// the item is one node that zstack is not created: the node is marked `lazyDirect` and
    /// layout, emit and `scrollTo` treat it as the zstack would (same ids, same frames, same
    /// draw commands). One node less per item is a quarter of a grid tile's nodes.
    func buildLazyItem(_ lazy: Int, _ i: Int, _ bits: UInt64, _ content: () -> Void) {
        let transaction = transactionSlotForNode()
        let before = nodes[lazy].lastChild
        let countBefore = nodes[lazy].childCount
        // The wrapper's identity scope, without the wrapper.
        pushScope(currentScope.child(RawIdentity(identityBits: bits)))
        content()
        levels.removeLast()
        let first = before >= 0 ? nodes[before].nextSibling : nodes[lazy].firstChild
        let added = nodes[lazy].childCount - countBefore
        if added == 1 && nodes[first].placedFrame == nil {
            nodes[first].lazyIndex = i
            nodes[first].lazyDirect = true
            return
        }
        guard added > 0 else { return }
        // Several nodes (or one placed at its own frame): give them their wrapper after all.
        let w = nodes.count
        nodes.append(id: currentScope.child(RawIdentity(identityBits: bits)), kind: .zstack(.center), tag: .zstack,
                     parent: lazy, explicitKey: bits, transaction: transaction)
        nodes[w].lazyIndex = i
        nodes[w].rightToLeft = nodes[lazy].rightToLeft
        nodes[w].firstChild = first
        nodes[w].lastChild = nodes[lazy].lastChild
        nodes[w].childCount = added
        var c = first
        while c >= 0 { nodes[c].parent = w; c = nodes[c].nextSibling }
        if before >= 0 { nodes[before].nextSibling = w } else { nodes[lazy].firstChild = w }
        nodes[lazy].lastChild = w
        nodes[lazy].childCount = countBefore + 1
    }

    /// The part of a lazy container that is on screen, in its own coordinates.
    func lazyVisibleRect(state: LazyState, scroll: ScrollState?) -> Rect {
        if let scroll {
            let vp = scroll.viewportRect
            let o = scroll.current
            let x = scroll.axis == .horizontal ? o : 0
            let y = scroll.axis == .vertical ? o : 0
            return Rect(x - state.originInScroll.x, y - state.originInScroll.y, vp.width, vp.height)
        }
        return Rect(-state.originInScroll.x, -state.originInScroll.y, size.width, size.height)
    }
}

extension UI {
    /// A lazy vertical list with section headers (SwiftUI `LazyVStack` of `Section`s): only
    /// visible headers and rows are built; headers are keyed by `sectionKey(s)`, so
    /// `scrollTo(sectionKey)` reaches sections never built.
    ///
    /// ```swift
    /// let layout = SectionedListPlacement(counts: rows.map(\.count), headerHeight: 66, rowHeight: 53)
    /// ui.scroll(id: "list") {
    ///     ui.lazySectionedList(layout, sectionKey: { titles[$0] },
    ///                          header: { s in ui.text(titles[s], font: .title) },
    ///                          row: { s, r in ui.text(rows[s][r]) })
    /// }
    /// ui.scrollProxy("list").scrollTo(titles[4], anchor: .top)
    /// ```
    @discardableResult
    public func lazySectionedList<K: IdentityKey>(_ placement: SectionedListPlacement, id: some IdentityKey = "list",
                                                  sectionKey: @escaping (Int) -> K,
                                                  header: (Int) -> Void, row: (Int, Int) -> Void) -> NodeRef {
        lazy({ _ in placement }, axis: .vertical, id: id, key: { g -> ListItemKey in
            let (s, r) = placement.item(g)
            return r.map { ListItemKey(section: sectionKey(s), row: $0) } ?? ListItemKey(section: sectionKey(s))
        }, indexOfKey: { bits in
            // A section's header is keyed by the section's key: one check per section, not per row.
            for s in placement.counts.indices where ListItemKey(section: sectionKey(s)).identityBits == bits {
                return placement.index(section: s, row: nil)
            }
            return nil
        }) { _, g in
            let (s, r) = placement.item(g)
            if let r { row(s, r) } else { header(s) }
        }
    }
}
