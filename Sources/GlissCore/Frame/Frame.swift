/// A node the inspector lists: every visible text, image, button and interactive widget.
public struct InspectorNode: Sendable, Equatable {
    /// The node's `NodeID` in hexadecimal: stable across runs.
    public var id: String
    /// An ``InspectorRole`` raw value: `"text"`, `"image"`, `"button"`, `"scroll"`, ….
    public var role: String
    /// What a person reads: the text, the button's title, the image's label.
    public var label: String
    /// Frame in window points, as drawn.
    public var frame: Rect
    /// True for the view with keyboard focus.
    public var focused: Bool = false
}

/// What the inspector lists about a node, kept per frame in raw form (see `UI.inspector`).
struct InspectorEntry {
    var id: NodeID
    var role: InspectorRole
    var label: String?
    var frame: Rect
    var focused: Bool = false
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
    /// How many build+layout passes one frame may take before the layout is reported as
    /// not settling (a preference handler that keeps changing what it measures).
    public static let maxPasses = 6

    /// Runs one frame: applies `events`, builds with `body` (re-running build and layout
    /// while actions, scroll requests, lazy containers or preference handlers change what
    /// was built, at most `maxPasses` times), resolves animations and emits the draw list.
    public func runFrame(time: Double, events: [InputEvent], _ body: (UI) -> Void) -> DrawList {
        beginFrame(time: time, events: events)
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
                keysTaken.removeAll()
            }
            if dirty { passRequested = false } else { settled = true; break }
        }
        if !settled {
            let keys = Set(readers.map { $0.reader.keyName }).sorted().joined(separator: ", ")
            warn("layout did not settle after \(UI.maxPasses) passes" + (keys.isEmpty ? "" : " (preferences: \(keys))"))
        }
        let list = emitFrame()
        store.collect()
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
    public var isIdle: Bool { !animating && !interaction.isActive && ghosts.isEmpty }

    /// This frame's inspector nodes (visible texts, images, buttons, scroll views…).
    public var inspector: [InspectorNode] {
        // Built on request: formatting ids for every visible label each frame cost more than
        // laying the label out.
        inspectorEntries.map { e in
            InspectorNode(id: e.id.description, role: e.role.rawValue, label: e.label ?? "", frame: e.frame, focused: e.focused)
        }
    }

    func beginFrame(time: Double, events: [InputEvent]) {
        frameIndex += 1
        self.time = time
        store.beginFrame(frameIndex)
        interaction.beginFrame()
        keysPressed.removeAll()
        keysTaken.removeAll()
        watchFired.removeAll()
        dragQueries.removeAll(keepingCapacity: true)
        frameTransaction = nil
        animating = false
        textSizes.beginFrame()
        if measurer.measurementEpoch != textSizes.epoch {
            textSizes.removeAll()   // the pixel scale changed without a resize (another display)
            textSizes.epoch = measurer.measurementEpoch
        }
        for e in events {
            if case .resize(let s) = e {
                size = Size(max(1, s.width), max(1, s.height))
                // A new window size may come with a new pixel scale, and text metrics with it.
                textSizes.removeAll()
            }
            if let key = interaction.handle(e, time: time) { keysPressed.append(key) }
        }
    }

    func buildAndLayout(_ body: (UI) -> Void) {
        nodes.removeAll()
        extras.removeAll(keepingCapacity: true)
        extraOwners.removeAll(keepingCapacity: true)
        labels.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        scrollViews.removeAll(keepingCapacity: true)
        lazyContainers.removeAll(keepingCapacity: true)
        parentStack.removeAll()
        scopeStack.removeAll()
        autoIndex.removeAll()
        autoIndex.append(0)
        scrollStack.removeAll(keepingCapacity: true)
        readers.removeAll(keepingCapacity: true)
        lazyNodes.removeAll(keepingCapacity: true)
        scrollNodes.removeAll(keepingCapacity: true)
        _scrollNames.removeAll(keepingCapacity: true)
        labelOccurrences.removeAll(keepingCapacity: true)
        geometryReaderNodes.removeAll(keepingCapacity: true)
        dragQueries.removeAll(keepingCapacity: true)
        currentTransaction = frameTransaction
        let root = container(.zstack(.center), .zstack, id: "root") { body(self) }
        nodes[root].frame = FrameSpec(width: size.width, height: size.height)
        layoutRoot(root)
    }

    /// Checks what build assumed against what layout found; resolves scroll requests and
    /// preferences. Returns true when another pass is needed.
    func afterLayout() -> Bool {
        var dirty = false
        for i in scrollNodes {
            guard case .scroll(let si) = nodes[i].kind else { continue }
            let s = scrollViews[si]
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
        for i in lazyNodes {
            guard case .lazy(let li) = nodes[i].kind else { continue }
            let c = lazyContainers[li]
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
        if !geometryReaderNodes.isEmpty && checkGeometryReaders() { dirty = true }
        if resolvePreferences() { dirty = true }
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
        for li in s.lazyContainers { if let r = lazyContainers[li].frame(ofKey: bits) { return r } }
        return nil
    }

    /// The slot of lazy item `c` (window points) when its key is `bits`.
    func lazySlotRect(_ c: Int, _ bits: UInt64) -> Rect? {
        let p = nodes[c].parent
        guard p >= 0, case .lazy(let li) = nodes[p].kind else { return nil }
        let lc = lazyContainers[li]
        guard lc.keys.bits(nodes[c].lazyIndex) == bits else { return nil }
        let r = nodes[p].contentRect
        return lc.placement.frame(of: nodes[c].lazyIndex, cross: lc.state.cross).offsetBy(r.minX, r.minY)
    }

    // MARK: Preferences

    func resolvePreferences() -> Bool {
        var fired = false
        for i in nodesWithExtras() {
            let nodeReaders = extras[nodes[i].extra].readers
            if nodeReaders.isEmpty { continue }
            for reader in nodeReaders {
                var values: [Any] = []
                collectPreferences(i, key: reader.key, into: &values)
                let value = reader.reduce(values)
                let last = store.get(nodes[i].id.child("pref").child(reader.keyName).raw) { Box<Any?>(nil) }
                if reader.changed(value, last) {
                    let h = reader.handler
                    enqueue { h(value) }
                    fired = true
                }
            }
            readers.append(contentsOf: nodeReaders.map { (i, $0) })
        }
        return fired
    }

    /// Values of `key` in the subtree of `i`, in tree order (the node before its children).
    func collectPreferences(_ i: Int, key: ObjectIdentifier, into values: inout [Any]) {
        if let producers = extras(of: i)?.preferences {
            for p in producers where p.key == key {
                values.append(p.compute(geometry(of: i)))
            }
        }
        if let bg = nodes[i].background { collectPreferences(bg, key: key, into: &values) }
        for c in children(of: i) { collectPreferences(c, key: key, into: &values) }
        if let ov = nodes[i].overlay { collectPreferences(ov, key: key, into: &values) }
    }

    func geometry(of i: Int) -> GeometryProxy {
        var spaces: [String: Point] = [:]
        var a = nodes[i].parent
        if let own = extras(of: i)?.coordinateSpaceName { spaces[own] = nodes[i].rect.origin }
        while a >= 0 {
            if let name = extras(of: a)?.coordinateSpaceName, spaces[name] == nil { spaces[name] = nodes[a].rect.origin }
            a = nodes[a].parent
        }
        return GeometryProxy(size: nodes[i].rect.size, global: nodes[i].rect, spaces: spaces)
    }
}

extension UI {
    /// The frames of this pass's matched-geometry sources (followers take them); a key with
    /// two sources is reported once.
    func collectMatchedSources() {
        matchedSources.removeAll(keepingCapacity: true)
        for i in nodesWithExtras() {
            let e = nodes[i].extra
            guard let key = extras[e].matchedKey, !extras[e].matchedFollower else { continue }
            if matchedSources[key] != nil {
                warn("matchedGeometry(id: \"\(extras[e].matchedName ?? "")\", in: \"\(key.namespace)\"): two views are its source in one frame (pass isSource: false to all but one)")
            }
            matchedSources[key] = nodes[i].rect
        }
    }

}
