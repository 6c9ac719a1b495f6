extension UI {
    /// How many build+layout passes one frame may take before the layout is reported as
    /// not settling (a preference handler that keeps changing what it measures).
    public static let maxPasses = 6

    /// Runs one frame: applies `events`, builds with `body` (re-running build and layout
    /// while actions, scroll requests, lazy containers or preference handlers change what
    /// was built, at most `maxPasses` times), resolves animations and emits the draw list.
    ///
    /// The frame's steps, in this order (ARCHITECTURE.md, "One frame"); nothing a later step
    /// does reaches back into an earlier one of the same frame:
    /// 1. input — the events into `input`, the pointer and keyboard state, the screen reader's
    ///    requests, the front-most presentation's keys (`beginFrame`);
    /// 2. build, layout and their follow-ups — scroll clamping and `scrollTo`, lazy containers,
    ///    geometry readers, preferences, menu placement, queued actions — repeated until the
    ///    pass settles (`runPasses`);
    /// 3. animation — implicit animations against the last frame (`resolveImplicitAnimations`);
    /// 4. emit — the tree into the draw list, layer by layer (`DrawLayer`), and its collectors;
    /// 5. after emit — hover, the tooltip layer, presentations' and state's memory, lifetimes,
    ///    the drag questions (`endFrame`).
    public func runFrame(time: Double, events: [InputEvent], _ body: (UI) -> Void) -> DrawList {
        beginFrame(time: time, events: events)
        keepPreviousFrame()
        build.inFrame = true
        defer { build.inFrame = false }
        runPasses(body)
        resolveImplicitAnimations()
        var list = emitFrame()
        endFrame(time: time, &list)
        return list
    }

    /// Step 2: build and layout, and what follows from them, until nothing asks for another
    /// pass (at most `maxPasses`).
    private func runPasses(_ body: (UI) -> Void) {
        for p in 0..<UI.maxPasses {
            build.pass = p
            buildAndLayout(body)
            var dirty = build.passRequested
            build.passRequested = false
            dirty = afterLayout() || dirty
            if !build.pendingActions.isEmpty {
                let actions = build.pendingActions
                build.pendingActions.removeAll()
                for a in actions { a() }
                dirty = true
            }
            if p == 0 {
                // Input belongs to the first pass; later passes rebuild with its effects.
                interaction.endFirstPass()
                // Scroll keys no view took scroll a scroll view (from the next frame on).
                for k in input.keysPressed where !input.keysTaken.contains(k) {
                    interaction.focus.scrollKey(k, pointer: interaction.pointer)
                }
                input.endFirstPass()
            }
            if dirty { build.passRequested = false } else { return }
        }
        let keys = Set(tree.readers.map { $0.reader.keyName }).sorted().joined(separator: ", ")
        warn("layout did not settle after \(UI.maxPasses) passes" + (keys.isEmpty ? "" : " (preferences: \(keys))"))
    }

    /// Step 5: what follows from what was drawn — hover against it, the tooltip layer on top —
    /// and the memory of the frame's subsystems.
    private func endFrame(time: Double, _ list: inout DrawList) {
        // Hovering against what was just drawn: a view that came in or went out is told in
        // the next frame, asked for now.
        if interaction.updateHover() { requestFrame(at: time) }
        emitTooltipLayer(&list)
        emitDragPreviewLayer(&list)
        presentations.endFrame(self)
        store.collect()
        lifetimes.endFrame(frameIndex, ui: self)
        // The last pass's questions against the last pass's views (a drag target hidden,
        // clipped away or disabled is still one).
        for q in build.dragQueries where !nodes.indices.contains(where: {
            nodes[$0].draggable != nil && (nodes[$0].id == q.id || nodes[$0].explicitKey == q.bits)
        }) {
            warn("dragValue(\"\(q.name)\"): no view with this id has onDrag in this frame (ask in the scope where the view is built, or give it id: \"\(q.name)\")")
        }
    }

    /// True when the next frame can wait for input: nothing animates, no gesture is active, no
    /// long text is being prepared over frames (``TextMeasurer/isPreparingText``).
    /// (A frame asked for later with ``requestFrame(at:)`` is the run loop's to wait for.)
    public var isIdle: Bool {
        !animating && !interaction.isActive && animationState.ghosts.isEmpty && !lifetimes.changedState
            && !measurer.isPreparingText
    }

    /// Tasks started by views' `task` modifiers that have not finished.
    public var runningTaskCount: Int { lifetimes.runningTasks }

    /// This frame's inspector nodes (visible texts, images, buttons, scroll views…).
    public var inspector: [InspectorNode] {
        // Built on request: formatting ids for every visible label each frame cost more than
        // laying the label out.
        outputs.inspectorEntries.map { e in
            let textInput = e.textInput(in: self)
            return InspectorNode(id: e.id.description, role: e.role.rawValue, label: e.label(in: self) ?? "", frame: e.frame,
                                 focused: e.focused, value: textInput?.value ?? e.value(in: self),
                                 selection: textInput?.selection.map { [$0.lowerBound, $0.upperBound] })
        }
    }

    func beginFrame(time: Double, events: [InputEvent]) {
        frameIndex += 1
        self.time = time
        store.beginFrame(frameIndex)
        interaction.beginFrame()
        input.beginFrame()
        build.beginFrame()
        outputs.beginFrame()
        textSizes.beginFrame()
        measurer.beginFrame()
        if measurer.measurementEpoch != textSizes.epoch {
            textSizes.removeAll()   // the pixel scale changed without a resize (another display)
            textSizes.epoch = measurer.measurementEpoch
        }
        for e in events {
            if case .accessibility(let r) = e { handle(r); continue }
            if case .resize(let s) = e {
                size = Size(max(1, s.width), max(1, s.height))
                // A new window size may come with a new pixel scale, and text metrics with it.
                textSizes.removeAll()
            }
            switch e {
            case .text(let s):
                input.typedText += s
                input.editEvents.append(.text(s))
            case .textEditing(let s, let cursor): input.composition = s.isEmpty ? nil : Composition(text: s, cursor: cursor)
            case .pointerDown(let p, let button):
                input.pressedThisFrame = true
                if button == .middle { input.middleClick = p }
            default: break
            }
            if let press = interaction.handle(e, time: time) {
                input.keysPressed.append(press.key)
                input.keyPresses.append(press)
                input.editEvents.append(.key(press))
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
        stackLayouts.removeAll()
        levels.removeAll()
        levels.append(BuildLevel(parent: -1, scope: .root, next: 0))
        build.beginPass()
        if !wrapperCandidates.isEmpty { wrapperCandidates.removeAll() }
        beginEnvironment()
        let root = container(.zstack(.center), .zstack, idBits: UI.rootKeyBits) { body(self) }
        tree.frames[frameIndex(root)] = FrameSpec(width: size.width, height: size.height)
        // Presentations registered by the body: each in a root of its own, against the window.
        presentations.build(self)
        detachTransparentWrappers()
        layoutRoot(root)
        if host.measuresContentSize { measureContent(root) }
        for r in presentations.roots { layoutRoot(r.index) }
        // Right-to-left subtrees were laid out left to right: mirrored now, once, so what
        // follows (preferences, scroll requests, emit, hit testing) sees where they are drawn.
        if build.mirrors {
            mirrorRightToLeft(root)
            for r in presentations.roots { mirrorRightToLeft(r.index) }
        }
        if build.detachesWrappers { placeDetachedWrappers() }
    }

    /// Checks what build assumed against what layout found; resolves scroll requests and
    /// preferences. Returns true when another pass is needed.
    func afterLayout() -> Bool {
        var dirty = false
        if !tree.scrollNodes.isEmpty && resolveScrollViews() { dirty = true }
        for i in tree.lazyNodes {
            guard case .lazy(let li) = nodes[i].kind else { continue }
            // The container's fields read in place: a copy of it retained and released its
            // five references (~300 instructions a frame of `bench list`, with `measure`'s).
            let st = tree.lazyContainers[li].state
            let scroll = tree.lazyContainers[li].scroll
            let r = nodes[i].contentRect
            if let s = scroll, s.rightToLeft {
                // Measured from the content's leading (right) edge, as the offset is: the
                // container's items were placed from it (`placement` is left to right, mirrored).
                st.originInScroll = Point(s.contentOrigin.x + s.contentLength - r.maxX, r.minY - s.contentOrigin.y)
            } else if let s = scroll {
                st.originInScroll = Point(r.minX - s.contentOrigin.x, r.minY - s.contentOrigin.y)
            } else {
                st.originInScroll = r.origin
            }
            let needed = tree.lazyContainers[li].placement.visible(lazyVisibleRect(state: st, scroll: scroll), cross: st.cross)
            let covered = needed.isEmpty || (st.builtRange.lowerBound <= needed.lowerBound && st.builtRange.upperBound >= needed.upperBound)
            if st.assumedCross != st.cross || !covered { dirty = true }
        }
        if !tree.geometryReaderNodes.isEmpty && checkGeometryReaders() { dirty = true }
        if resolvePreferences() { dirty = true }
        if !presentations.roots.isEmpty && presentations.afterLayout(self) { dirty = true }
        collectMatchedSources()
        return dirty
    }
}
