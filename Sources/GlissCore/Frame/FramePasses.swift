extension UI {
    /// How many build+layout passes one frame may take before the layout is reported as
    /// not settling (a preference handler that keeps changing what it measures).
    public static let maxPasses = 6

    /// Runs one frame: applies `events`, builds with `body` (re-running build and layout
    /// while actions, scroll requests, lazy containers or preference handlers change what
    /// was built, at most `maxPasses` times), resolves animations and emits the draw list.
    public func runFrame(time: Double, events: [InputEvent], _ body: (UI) -> Void) -> DrawList {
        beginFrame(time: time, events: events)
        keepPreviousFrame()
        inFrame = true
        defer { inFrame = false }
        var settled = false
        for p in 0..<UI.maxPasses {
            pass = p
            buildAndLayout(body)
            var dirty = passRequested
            passRequested = false
            dirty = afterLayout() || dirty
            if !pendingActions.isEmpty {
                let actions = pendingActions
                pendingActions.removeAll()
                for a in actions { a() }
                dirty = true
            }
            if p == 0 {
                // Input belongs to the first pass; later passes rebuild with its effects.
                interaction.endFirstPass()
                // Scroll keys no view took scroll a scroll view (from the next frame on).
                for k in keysPressed where !keysTaken.contains(k.lowercased()) {
                    interaction.focus.scrollKey(k, pointer: interaction.pointer)
                }
                keysPressed.removeAll()
                keyPresses.removeAll()
                keysTaken.removeAll()
                // Typed text stays until a field takes it: the click that focuses a field may
                // come in the same frame as the text typed into it.
            }
            if dirty { passRequested = false } else { settled = true; break }
        }
        if !settled {
            let keys = Set(tree.readers.map { $0.reader.keyName }).sorted().joined(separator: ", ")
            warn("layout did not settle after \(UI.maxPasses) passes" + (keys.isEmpty ? "" : " (preferences: \(keys))"))
        }
        resolveImplicitAnimations()
        var list = emitFrame()
        // Hovering against what was just drawn: a view that came in or went out is told in
        // the next frame, asked for now.
        if interaction.updateHover() { requestFrame(at: time) }
        if let tip = tooltips.update(ui: self, pressed: pressedThisFrame) {
            let box = Tooltips.draw(tip.text, at: tip.at, ui: self, into: &list)
            inspectorDetails.append(InspectorDetails(label: tip.text))
            inspectorEntries.append(InspectorEntry(id: NodeID.root.child("tooltip"), role: .tooltip, frame: box,
                                                   details: Int32(inspectorDetails.count - 1)))
        }
        presentations.endFrame(self)
        store.collect()
        lifetimes.endFrame(frameIndex, ui: self)
        // The last pass's questions against the last pass's views (a drag target hidden,
        // clipped away or disabled is still one).
        for q in dragQueries where !nodes.indices.contains(where: {
            nodes[$0].draggable != nil && (nodes[$0].id == q.id || nodes[$0].explicitKey == q.bits)
        }) {
            warn("dragValue(\"\(q.name)\"): no view with this id has onDrag in this frame (ask in the scope where the view is built, or give it id: \"\(q.name)\")")
        }
        return list
    }

    /// True when the next frame can wait for input: nothing animates, no gesture is active.
    /// (A frame asked for later with ``requestFrame(at:)`` is the run loop's to wait for.)
    public var isIdle: Bool {
        !animating && !interaction.isActive && animationState.ghosts.isEmpty && !lifetimes.changedState
    }

    /// Tasks started by views' `task` modifiers that have not finished.
    public var runningTaskCount: Int { lifetimes.runningTasks }

    /// This frame's inspector nodes (visible texts, images, buttons, scroll views…).
    public var inspector: [InspectorNode] {
        // Built on request: formatting ids for every visible label each frame cost more than
        // laying the label out.
        inspectorEntries.map { e in
            let textInput = e.textInput(in: self)
            return InspectorNode(id: e.id.description, role: e.role.rawValue, label: e.label(in: self) ?? "", frame: e.frame,
                                 focused: e.focused, value: textInput?.value ?? e.value(in: self),
                                 selection: textInput?.selection.map { [$0.lowerBound, $0.upperBound] })
        }
    }

    func beginFrame(time: Double, events: [InputEvent]) {
        frameIndex += 1
        self.time = time
        nextFrameTime = nil
        store.beginFrame(frameIndex)
        interaction.beginFrame()
        keysPressed.removeAll()
        keyPresses.removeAll()
        keysTaken.removeAll()
        typedText = ""
        editEvents.removeAll()
        middleClick = nil
        pressedThisFrame = false
        textInputArea = nil
        watchFired.removeAll()
        dragQueries.removeAll(keepingCapacity: true)
        frameTransaction = nil
        animating = false
        textSizes.beginFrame()
        if measurer.measurementEpoch != textSizes.epoch {
            textSizes.removeAll()   // the pixel scale changed without a resize (another display)
            textSizes.epoch = measurer.measurementEpoch
        }
        if !accessibilityActionsRequested.isEmpty { accessibilityActionsRequested.removeAll() }
        if !accessibilityValuesRequested.isEmpty { accessibilityValuesRequested.removeAll() }
        if !accessibilityTextsRequested.isEmpty { accessibilityTextsRequested.removeAll() }
        for e in events {
            if case .accessibility(let r) = e { handle(r); continue }
            if case .resize(let s) = e {
                size = Size(max(1, s.width), max(1, s.height))
                // A new window size may come with a new pixel scale, and text metrics with it.
                textSizes.removeAll()
            }
            switch e {
            case .text(let s):
                typedText += s
                editEvents.append(.text(s))
            case .textEditing(let s, let cursor): composition = s.isEmpty ? nil : Composition(text: s, cursor: cursor)
            case .pointerDown(let p, let button):
                pressedThisFrame = true
                if button == .middle { middleClick = p }
            default: break
            }
            if let press = interaction.handle(e, time: time) {
                keysPressed.append(press.key)
                keyPresses.append(press)
                editEvents.append(.key(press))
            }
        }
        // The front-most presentation takes its keys before any view or the app sees them.
        if !presentations.isEmpty { presentations.routeKeys(self) }
    }

    func buildAndLayout(_ body: (UI) -> Void) {
        nodes.removeAll()
        tooltips.beginPass()
        presentations.beginPass()
        tree.removeAll()
        // The table of transactions is new: the current one goes in again when next used.
        currentTransactionIndex = UI.transactionNotInTable
        parentStack.removeAll()
        scopeStack.removeAll()
        autoIndex.removeAll()
        autoIndex.append(0)
        scrollStack.removeAll(keepingCapacity: true)
        labelOccurrences.removeAll(keepingCapacity: true)
        dragQueries.removeAll(keepingCapacity: true)
        if !structure.lists.isEmpty { structure.lists.removeAll(keepingCapacity: true) }
        currentTransaction = frameTransaction
        beginEnvironment()
        let root = container(.zstack(.center), .zstack, idBits: UI.rootKeyBits) { body(self) }
        tree.frames[frameIndex(root)] = FrameSpec(width: size.width, height: size.height)
        // Presentations registered by the body: each in a root of its own, against the window.
        presentations.build(self)
        layoutRoot(root)
        for r in presentations.roots { layoutRoot(r.index) }
    }

    /// Checks what build assumed against what layout found; resolves scroll requests and
    /// preferences. Returns true when another pass is needed.
    func afterLayout() -> Bool {
        var dirty = false
        for i in tree.scrollNodes {
            guard case .scroll(let si) = nodes[i].kind else { continue }
            let s = tree.scrollViews[si]
            if s.reclamp(now: time, animation: frameTransaction?.animation) {
                dirty = true
                if s.offset.isAnimating(at: time) { animating = true }
            }
            if let req = s.pendingScroll {
                s.pendingScroll = nil
                if let r = scrollTargetRect(i, s, req.target) {
                    let o = s.offset(toShow: r, anchor: req.anchor)
                    s.momentum = nil
                    if let a = req.animation { s.offset.setTarget(o, animation: a, now: time) }
                    else { s.offset.setTarget(o, animation: nil, now: time) }
                    s.current = s.offset.value(at: time)
                    if s.offset.isAnimating(at: time) { animating = true }
                    dirty = true
                } else {
                    warn("scrollTo(\"\(req.name)\"): no view or lazy item with this id in scroll view \"\(label(of: i) ?? "")\"")
                }
            }
        }
        for i in tree.lazyNodes {
            guard case .lazy(let li) = nodes[i].kind else { continue }
            let c = tree.lazyContainers[li]
            let st = c.state
            let r = nodes[i].contentRect
            if let s = c.scroll {
                st.originInScroll = Point(r.minX - s.contentOrigin.x, r.minY - s.contentOrigin.y)
            } else {
                st.originInScroll = r.origin
            }
            let needed = c.placement.visible(lazyVisibleRect(state: st, scroll: c.scroll), cross: st.cross)
            let covered = needed.isEmpty || (st.builtRange.lowerBound <= needed.lowerBound && st.builtRange.upperBound >= needed.upperBound)
            if st.assumedCross != st.cross || !covered { dirty = true }
        }
        if !tree.geometryReaderNodes.isEmpty && checkGeometryReaders() { dirty = true }
        if resolvePreferences() { dirty = true }
        if !presentations.roots.isEmpty && presentations.afterLayout(self) { dirty = true }
        collectMatchedSources()
        return dirty
    }

    func scrollTargetRect(_ i: Int, _ s: ScrollState, _ bits: UInt64) -> Rect? {
        // Built views with that explicit id first, then lazy containers' index math.
        var stack = Array(children(of: i))
        while let c = stack.popLast() {
            // A lazy item built without its slot zstack answers for that zstack first.
            if nodes[c].lazyDirect, let slot = lazySlotRect(c, bits) {
                return slot.offsetBy(-s.contentOrigin.x, -s.contentOrigin.y)
            }
            if nodes[c].explicitKey == bits {
                let r = nodes[c].rect
                return r.offsetBy(-s.contentOrigin.x, -s.contentOrigin.y)
            }
            if nodes[c].tag == .scroll { continue }
            stack.append(contentsOf: children(of: c))
        }
        for li in s.lazyContainers { if let r = tree.lazyContainers[li].frame(ofKey: bits, stopRequested: stopRequested) { return r } }
        return nil
    }

    /// The slot of lazy item `c` (window points) when its key is `bits`.
    func lazySlotRect(_ c: Int, _ bits: UInt64) -> Rect? {
        let p = nodes[c].parent
        guard p >= 0, case .lazy(let li) = nodes[p].kind else { return nil }
        let lc = tree.lazyContainers[li]
        guard lc.keys.bits(nodes[c].lazyIndex) == bits else { return nil }
        let r = nodes[p].contentRect
        return lc.placement.frame(of: nodes[c].lazyIndex, cross: lc.state.cross).offsetBy(r.minX, r.minY)
    }
}
