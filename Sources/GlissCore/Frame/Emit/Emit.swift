/// Turns the laid-out tree into the draw list, hit regions and inspector nodes.
/// Views in a matched-geometry flight are drawn in their place with the clips of the containers
/// they fly between lifted, so a photo or card crossing from one scroll view into another is
/// never cut off, yet stays under what is drawn after it.
extension UI {
    /// The opacity a control draws at inside a `.disabled()` subtree (see
    /// `InspectorRole.dimsWhenDisabled`).
    static let disabledOpacity = 0.45

    struct EmitContext {
        var list: [DrawCommand] = []
        /// The clips pushed around what is being emitted, outermost first: the node that
        /// pushed each, the clip before it and the render effects' transform it was pushed
        /// under (a flying view escapes those of the containers it flies between).
        var clips: [(node: Int32, before: Rect, transform: Transform2D)] = []
        var regions: [HitRegion] = []
        var inspector: [InspectorEntry] = []
        var inspectorDetails: [InspectorDetails] = []
        /// What Tab can reach, in reading order, and the scroll views' viewports.
        var focusables: [KeyboardFocus.Candidate] = []
        var viewports: [NodeID: KeyboardFocus.Viewport] = [:]
        var viewportOrder: [NodeID] = []
        var clip: Rect
        /// Where images are fetched ahead: a scroll view's content box stretched by one
        /// viewport each way along its axis (empty outside scroll views).
        var prefetchBand = Rect.zero
        /// Images in the band but outside the clip (``DrawList/prefetchedImages``).
        var prefetches: [ImagePrefetch] = []
        /// Lines of text in the band but outside the clip (``DrawList/prefetchedTexts``).
        var textPrefetches: [TextPrefetch] = []
        /// Hit regions are also kept inside this: in the flight pass, the clip of the container
        /// a flying view belongs to (its tap target is its slot there, not where it flies).
        var hitBound: Rect
        /// Emitting a matched view in flight (it is not deferred again).
        var inFlightPass = false
        /// The innermost scroll view being emitted and its content origin (window points).
        var scroll: ObjectIdentifier? = nil
        var scrollOrigin: Point = .zero
        /// That scroll view's node (hit regions inside it know which scroll view a press reaches).
        var scrollNode: NodeID? = nil
        /// Inside a `.disabled()` subtree: nothing takes input.
        var disabled = false
        /// Inside an `.allowsHitTesting(false)` subtree: no hit regions at all.
        var noHits = false
        /// Opaque views drawn so far that hide what was drawn before them: how many inspector
        /// entries came before each, where it is, and its node (its ancestors stay listed).
        var covers: [(entries: Int, rect: Rect, node: Int)] = []
        /// The index in `regions` of the innermost interactive view being emitted (-1: none):
        /// the parent of the regions its subtree adds.
        var openRegion: Int32 = -1
        var namedSpaces: [String: Point] = [:]
        /// Render effects of the ancestors: local → window as drawn (animated values), and as
        /// hit (target values at the layout frame: SwiftUI hit-tests the model, not the animation).
        /// `clip` and `hitBound` are in the local space.
        var transform: Transform2D = .identity
        var hitTransform: Transform2D = .identity
        /// The presentation layer being emitted (0: the app; 1…: presentation roots, front last):
        /// Tab stays within a modal presentation's layer.
        var layer = 0
        /// The `.blur(radius:)` of the view being emitted: its shapes are drawn blurred.
        var blur = 0.0
        /// While the background of a matched view is emitted, its key: the background's shape
        /// is that view's (its radius and colour glide across a flight).
        var matchedBackground: MatchedKey? = nil
    }

    /// One node on the full path as its emit stages see it: where it is drawn (`rect`, `content`,
    /// window points, after its animated frame and transition), the shift its children take,
    /// and its opacity.
    struct EmitPlacement {
        var shift: Point
        var rect: Rect
        var content: Rect
        var opacity: Double
    }

    func emitFrame() -> DrawList {
        var ctx = EmitContext(clip: Rect(origin: .zero, size: size), hitBound: Rect(origin: .zero, size: size))
        // Sized like last frame's output, so the list does not regrow from empty every frame.
        ctx.list.reserveCapacity(max(nodes.count, emitCounts.list) + 16)
        // The other outputs replace last frame's: their storage is reused (emptied), which
        // saves an allocation each (and, for the dictionary, a generic metadata lookup).
        // Nothing reads them during emit.
        ctx.inspector = recycled(&inspectorEntries)
        // With some headroom: a scroll that brings one more row in would otherwise copy the
        // whole array when it grows.
        ctx.inspector.reserveCapacity(emitCounts.inspector + emitCounts.inspector / 8 + 8)
        ctx.inspectorDetails = recycled(&inspectorDetails)
        ctx.regions = recycled(&interaction.regions)
        // Keyboard focus read once: `Interaction.focus` is lazy, and each access checks and retains it.
        let focus = interaction.focus
        ctx.focusables = recycled(&focus.candidates)
        tooltips.beginEmit()
        ctx.viewports = recycled(&focus.viewports)
        ctx.viewportOrder = recycled(&focus.viewportOrder)
        animationState.seenTransitions.removeAll(keepingCapacity: true)
        animationState.seenMatched.removeAll(keepingCapacity: true)
        beginShapeHistory()
        if !nodes.isEmpty { emit(0, opacity: 1, shift: .zero, &ctx) }
        emitGhosts(&ctx)
        if !presentations.roots.isEmpty { emitPresentations(&ctx) }
        focus.modalLayer = presentations.modalLayer
        if !ctx.covers.isEmpty { removeCovered(&ctx) }
        emitCounts = (ctx.list.count, ctx.inspector.count, ctx.regions.count, ctx.focusables.count, ctx.viewports.count)
        interaction.regions = ctx.regions
        interaction.namedSpaces = ctx.namedSpaces
        focus.candidates = ctx.focusables
        focus.viewports = ctx.viewports
        focus.viewportOrder = ctx.viewportOrder
        inspectorEntries = ctx.inspector
        inspectorDetails = ctx.inspectorDetails
        inspectorNodesArePrevious = false
        var out = DrawList()
        out.commands = ctx.list
        out.prefetchedImages = ctx.prefetches
        out.prefetchedTexts = ctx.textPrefetches
        lastCommands = ctx.list
        for i in tree.scrollNodes {
            if case .scroll(let si) = nodes[i].kind { tree.scrollViews[si].lastFrameContentOrigin = tree.scrollViews[si].contentOrigin }
        }
        return out
    }

    /// The presentation roots, above everything (flights included), unclipped, each its own
    /// layer. A live modal one hides from the inspector what its backdrop covers.
    private func emitPresentations(_ ctx: inout EmitContext) {
        let window = Rect(origin: .zero, size: size)
        ctx.inFlightPass = false
        ctx.scroll = nil; ctx.scrollOrigin = .zero; ctx.scrollNode = nil
        ctx.transform = .identity; ctx.hitTransform = .identity
        ctx.disabled = false; ctx.noHits = false; ctx.openRegion = -1
        for (k, r) in presentations.roots.enumerated() {
            ctx.clip = window
            ctx.prefetchBand = .zero
            ctx.hitBound = window
            ctx.layer = k + 1
            if r.modal && r.hidesBelow && r.live {
                ctx.inspector.removeAll(keepingCapacity: true)
                ctx.covers.removeAll()
            }
            emit(r.index, opacity: 1, shift: .zero, &ctx)
        }
        ctx.layer = 0
    }

    /// Drops from the inspector the views an opaque view drawn after them covers whole (the
    /// inspector lists what can be seen): a card over a label, a page over the one it covers.
    /// A view the cover is part of (its ancestors) stays, as does anything drawn after it.
    private func removeCovered(_ ctx: inout EmitContext) {
        var hidden = Set<Int>()
        for c in ctx.covers {
            var ancestors = Set<Int32>()
            var a = nodes[c.node].parent
            while a >= 0 { ancestors.insert(Int32(a)); a = nodes[a].parent }
            for k in 0..<min(c.entries, ctx.inspector.count) where !hidden.contains(k) {
                let e = ctx.inspector[k]
                let f = e.frame, r = c.rect
                let inside = f.minX >= r.minX && f.maxX <= r.maxX && f.minY >= r.minY && f.maxY <= r.maxY
                if inside, !ancestors.contains(e.node) { hidden.insert(k) }
            }
        }
        guard !hidden.isEmpty else { return }
        ctx.inspector = ctx.inspector.enumerated().filter { !hidden.contains($0.offset) }.map(\.element)
    }

    /// `array`'s storage, emptied (`array` is left empty).
    private func recycled<T>(_ array: inout [T]) -> [T] {
        var a: [T] = []
        swap(&a, &array)
        a.removeAll(keepingCapacity: true)
        return a
    }

    /// `dictionary`'s storage, emptied (`dictionary` is left empty).
    private func recycled<K, V>(_ dictionary: inout [K: V]) -> [K: V] {
        var d: [K: V] = [:]
        swap(&d, &dictionary)
        d.removeAll(keepingCapacity: true)
        return d
    }

    private func emit(_ i: Int, opacity: Double, shift: Point, _ ctx: inout EmitContext) {
        emitNode(i, opacity: opacity, shift: shift, &ctx)
    }

    func emitNode(_ i: Int, opacity parentOpacity: Double, shift parentShift: Point, _ ctx: inout EmitContext) {
        // Fields are read from the node in place (`n.pointee.x`); copying the whole node per
        // emitted node cost more than the rest of emitting it.
        // Emit adds no nodes, so the node's address stays valid throughout.
        let n = nodes.pointer(i)
        if n.pointee.hidden { return }
        guard isPlain(n) else {
            emitNodeInFull(i, opacity: parentOpacity, shift: parentShift, &ctx)
            return
        }
        let start = Int32(ctx.list.count)
        guard let opacity = emitPlain(i, n, opacity: parentOpacity, shift: parentShift, &ctx) else { return }
        // Plain children are emitted here, without a call, and so are their plain leaves
        // (a grid tile: a zstack holding a shape and a text).
        var c = n.pointee.firstChild
        while c >= 0 {
            let child = nodes.pointer(c)
            if child.pointee.hidden {
                // Draws nothing, nor does its subtree.
            } else if isPlain(child) {
                let childStart = Int32(ctx.list.count)
                if let o = emitPlain(c, child, opacity: opacity, shift: parentShift, &ctx), child.pointee.firstChild >= 0 {
                    emitChildren(of: child, opacity: o, shift: parentShift, &ctx)
                }
                child.pointee.emitRange = EmitRange(start: childStart, end: Int32(ctx.list.count))
            } else {
                emitNode(c, opacity: opacity, shift: parentShift, &ctx)
            }
            c = child.pointee.nextSibling
        }
        n.pointee.emitRange = EmitRange(start: start, end: Int32(ctx.list.count))
    }

    /// The children of the plain node at `n`: its plain leaves here, others through `emitNode`.
    @inline(__always)
    private func emitChildren(of n: UnsafePointer<Node>, opacity: Double, shift: Point, _ ctx: inout EmitContext) {
        var c = n.pointee.firstChild
        while c >= 0 {
            let child = nodes.pointer(c)
            if child.pointee.firstChild < 0 && !child.pointee.hidden && isPlain(child) {
                let start = Int32(ctx.list.count)
                _ = emitPlain(c, child, opacity: opacity, shift: shift, &ctx)
                child.pointee.emitRange = EmitRange(start: start, end: Int32(ctx.list.count))
            } else {
                emitNode(c, opacity: opacity, shift: shift, &ctx)
            }
            c = child.pointee.nextSibling
        }
    }

    /// Nearly every node: no extras (transitions, effects, animated frames), no input, clip,
    /// background or overlay (`emitNodeInFull` does those).
    @inline(__always)
    private func isPlain(_ n: UnsafePointer<Node>) -> Bool {
        n.pointee.extra < 0 && !n.pointee.tappable && n.pointee.draggable == nil && !n.pointee.disabled
            && !n.pointee.clip && n.pointee.background == nil && n.pointee.overlay == nil && n.pointee.tag != .scroll
    }

    /// A plain node itself (not its children): what is left of the general path without the
    /// checks and saved state for extras, input and clips (half the cost of emitting a node).
    /// Its opacity, or nil when it and its subtree draw nothing.
    @inline(__always)
    private func emitPlain(_ i: Int, _ n: UnsafePointer<Node>, opacity parentOpacity: Double, shift parentShift: Point,
                           _ ctx: inout EmitContext) -> Double? {
        let rect = n.pointee.rect.offsetBy(parentShift.x, parentShift.y)
        let opacity = parentOpacity * n.pointee.opacity
        if opacity <= 0.001 || !rect.isFinite { return nil }
        if rect.intersects(ctx.clip) {
            if let role = n.pointee.role {
                ctx.inspector.append(InspectorEntry(id: n.pointee.id, role: role,
                                                    frame: ctx.transform.isIdentity ? rect : ctx.transform.boundingBox(rect),
                                                    focused: false, node: Int32(i)))
            }
            // Containers draw nothing themselves: no call for them.
            let tag = n.pointee.tag
            if tag == .text || tag == .shape || tag == .image {
                emitContent(i, content: n.pointee.contentRect.offsetBy(parentShift.x, parentShift.y),
                            layoutRect: n.pointee.rect, opacity: opacity, tracked: false, matched: nil, &ctx)
            }
        } else if n.pointee.tag == .image || n.pointee.tag == .text {
            prefetch(n, content: n.pointee.contentRect.offsetBy(parentShift.x, parentShift.y), &ctx)
        }
        return opacity
    }

    /// `emitNode` for a node with extras, input, a clip, a background or overlay, or a scroll
    /// view. Out of line, so that the short path above keeps a small frame.
    ///
    /// Its stages follow the modifier order (content → padding → frame → background/overlay →
    /// offset/opacity/clip → effects): (1) the frame, animated by matched geometry or
    /// `animatesLayout` (`MatchedGeometry.swift`); (2) the transition's offset and opacity
    /// (`Transitions.swift`); (3) render effects, pushed as a transform (`RenderEffects.swift`);
    /// (4) interaction: hit region and focus candidate; (5) drawing: inspector entry, shadow,
    /// background, content, clipped children, overlay, focus ring (`FocusRing.swift`); (6) the
    /// effects popped and what a leaving view needs recorded.
    @inline(never)
    private func emitNodeInFull(_ i: Int, opacity parentOpacity: Double, shift parentShift: Point, _ ctx: inout EmitContext) {
        let n = nodes.pointer(i)
        let nodeRect = n.pointee.rect
        let rangeStart = Int32(ctx.list.count)
        var p = EmitPlacement(shift: parentShift, rect: nodeRect.offsetBy(parentShift.x, parentShift.y),
                              content: n.pointee.contentRect.offsetBy(parentShift.x, parentShift.y),
                              opacity: parentOpacity)
        // Most nodes have no extras: their fields are read only when there are some (reading
        // them through an optional copy of the whole struct, several times per node, cost
        // more than emitting the node).
        let e = n.pointee.extra
        var matchedKey: MatchedKey? = nil
        var transition: Transition? = nil
        var effect: RenderEffect? = nil
        var focusableExtra: Bool? = nil
        var tracksLayout = false
        let textInput = tree.textInputs.isEmpty ? nil : tree.textInputs[i]
        if e >= 0 {
            matchedKey = tree.extras[e].matchedKey
            transition = tree.extras[e].transition
            effect = tree.extras[e].effect
            focusableExtra = tree.extras[e].focusable
            tracksLayout = tree.extras[e].layoutAnimationKey != nil && !tree.extras[e].implicitFrame
        }
        if let m = matchedKey { animationState.seenMatched.insert(m) }
        // A matched view's own shape or text glides from the one it leaves (its source only:
        // a view that takes another's frame keeps its own looks).
        let matchedLooks = matchedKey != nil && !tree.extras[e].matchedFollower ? matchedKey : nil
        // (1) The frame.
        if e >= 0 && !applyAnimatedFrame(i, e, matched: matchedKey != nil, parentOpacity: parentOpacity, &p, &ctx) { return }
        if e >= 0, let name = tree.extras[e].coordinateSpaceName { ctx.namedSpaces[name] = p.rect.origin }
        p.opacity *= e >= 0 && tree.extras[e].implicitOpacity ? implicitOpacity(i) : n.pointee.opacity
        // (2) The transition.
        var applied = AppliedTransition.none
        if let t = transition { applied = applyTransition(i, t, &p) }
        if p.opacity <= 0.001 || applied.scale <= 0.001 || !p.rect.isFinite { return }
        let transitionScale = applied.scale != 1 ? pushTransitionScale(applied, rect: p.rect, &ctx) : nil
        let listStart = ctx.list.count
        // (3) Render effects.
        var effectScope: EffectScope? = nil
        if let fx = effect {
            guard let s = pushEffect(i, fx, rect: p.rect, layoutRect: nodeRect, &ctx) else {
                popTransitionScale(transitionScale, &ctx)
                return
            }
            effectScope = s
        }
        let visible = p.rect.intersects(ctx.clip)
        // (4) Interaction: the interactive area first, so children (added later) are in front of it.
        let savedDisabled = ctx.disabled, savedNoHits = ctx.noHits, savedOpenRegion = ctx.openRegion
        ctx.disabled = ctx.disabled || n.pointee.disabled
        var blocks = false
        if e >= 0 {
            if !tree.extras[e].allowsHitTesting { ctx.noHits = true }
            blocks = tree.extras[e].contentShape
        }
        // Only what is drawn opaque hides what is behind it (a content shape catches clicks
        // but shows what is under it).
        let opaqueBackground = n.pointee.background != nil && hasOpaqueBackground(n.pointee)
        blocks = blocks || opaqueBackground
        if ctx.disabled, let role = n.pointee.role, role.dimsWhenDisabled { p.opacity *= Self.disabledOpacity }
        let scrolls = isScroll(i)
        let regionsBefore = ctx.regions.count
        let hasFocus = emitInteraction(i, n, layoutRect: nodeRect, rect: p.rect, scrolls: scrolls,
                                       focusableExtra: focusableExtra, acceptsText: textInput != nil, &ctx)
        // Its subtree's regions are part of it; an opaque background takes the hit after it.
        if ctx.regions.count > regionsBefore { ctx.openRegion = Int32(ctx.regions.count - 1) }
        if blocks && !ctx.noHits { emitBlocker(i, n, layoutRect: nodeRect, opaque: opaqueBackground && p.opacity >= 0.99, &ctx) }
        // (5) Drawing.
        if visible, let role = n.pointee.role {
            ctx.inspectorDetails.append(InspectorDetails(label: label(of: i), textInput: textInput,
                                                         value: tree.accessibilityValues.isEmpty ? nil : tree.accessibilityValues[i]))
            ctx.inspector.append(InspectorEntry(id: n.pointee.id, role: role,
                                                frame: ctx.transform.isIdentity ? p.rect : ctx.transform.boundingBox(p.rect),
                                                focused: hasFocus, node: Int32(i), details: Int32(ctx.inspectorDetails.count - 1)))
        }
        if let v = effectScope?.value, v.a > 0.001, visible { emitShadow(i, v, p, &ctx) }
        let savedBlur = ctx.blur
        if let v = effectScope?.value, v.filterBlur > 0.01 { ctx.blur = max(ctx.blur, v.filterBlur) }
        if let bg = n.pointee.background, visible {
            let saved = ctx.matchedBackground
            ctx.matchedBackground = matchedLooks
            emitNode(bg, opacity: p.opacity, shift: p.shift, &ctx)
            ctx.matchedBackground = saved
        }
        if visible { emitContent(i, content: p.content, layoutRect: nodeRect, opacity: p.opacity,
                                 tracked: tracksLayout || matchedKey != nil, matched: matchedLooks, &ctx) }
        else if n.pointee.tag == .image || n.pointee.tag == .text { prefetch(n, content: p.content, &ctx) }
        emitClippedChildren(i, n, p, visible: visible, scrolls: scrolls, &ctx)
        if let ov = n.pointee.overlay, visible { emitNode(ov, opacity: p.opacity, shift: p.shift, &ctx) }
        if hasFocus && visible && interaction.focus.isVisible && !ctx.disabled { emitFocusRing(i, rect: p.rect, opacity: p.opacity, &ctx) }
        ctx.blur = savedBlur
        // (6) Effects popped; a view with a transition remembers what it drew.
        if let s = effectScope { popEffect(s, &ctx) }
        if let t = transition {
            recordTransition(i, t, commandsFrom: listStart, rect: p.rect, applied: applied, matchedKey: matchedKey, &ctx)
        }
        popTransitionScale(transitionScale, &ctx)
        n.pointee.emitRange = EmitRange(start: rangeStart, end: Int32(ctx.list.count))
        ctx.disabled = savedDisabled
        ctx.noHits = savedNoHits
        ctx.openRegion = savedOpenRegion
    }

    /// A region that takes the hit for node `n` without acting on it: nothing behind it gets
    /// the press (SwiftUI hit-tests what is drawn; a page with an opaque background covers
    /// the buttons under it). Disabled or not, it covers.
    private func emitBlocker(_ i: Int, _ n: UnsafeMutablePointer<Node>, layoutRect nodeRect: Rect, opaque: Bool,
                             _ ctx: inout EmitContext) {
        let hit = nodeRect.intersection(ctx.clip).intersection(ctx.hitBound)
        guard !hit.isEmpty else { return }
        // Drawn opaque and untransformed, it also hides from the inspector what it covers.
        if opaque && ctx.transform.isIdentity && ctx.hitTransform.isIdentity && !ctx.inspector.isEmpty {
            ctx.covers.append((ctx.inspector.count, hit, i))
        }
        ctx.regions.append(HitRegion(id: n.pointee.id, rect: hit, tappable: false, drag: nil, scrollAxis: nil,
                                     origin: nodeRect.origin, enclosingScroll: ctx.scrollNode,
                                     inverse: ctx.hitTransform.isIdentity ? nil : ctx.hitTransform.inverted,
                                     blocks: true, parent: ctx.openRegion))
    }

    /// True when the node's background is a shape filled with an opaque colour (a page, a
    /// sheet, a card): it takes the hit. Translucent and outline-only backgrounds do not.
    private func hasOpaqueBackground(_ n: Node) -> Bool {
        guard let si = backgroundShape(of: n), let fill = tree.shapes[si].fill else { return false }
        return fill.a >= 0.99
    }

    /// Emit stage 4: the node's hit region (where layout put it) and, when Tab can reach it,
    /// its focus candidate. True when it has keyboard focus.
    @inline(__always)
    private func emitInteraction(_ i: Int, _ n: UnsafeMutablePointer<Node>, layoutRect nodeRect: Rect, rect: Rect,
                                 scrolls: Bool, focusableExtra: Bool?, acceptsText: Bool, _ ctx: inout EmitContext) -> Bool {
        let otherButtons = tree.otherButtons.isEmpty ? 0 : tree.otherButtons[i] ?? 0
        let help = tooltips.texts.isEmpty && tooltips.shortcuts.isEmpty ? nil : tooltips.text(of: i)
        if let help { tooltips.emitted(n.pointee.id, text: help) }
        let live = !ctx.disabled
        let hover = tree.hovers.isEmpty ? nil : tree.hovers[i]
        // A disabled view with a tooltip still shows it, and reports hovering, but takes no input.
        if !ctx.noHits && (live && (n.pointee.tappable || n.pointee.draggable != nil || scrolls || otherButtons != 0)
                           || help != nil || hover != nil) {
            // Hit-tested where layout put it, not where an animation draws it (as SwiftUI does):
            // a photo sliding into the slot under the pointer takes the click, and a view
            // flying away no longer does.
            let hit = nodeRect.intersection(ctx.clip).intersection(ctx.hitBound)
            if !hit.isEmpty {
                var axis: Axis? = nil
                var moving = false
                if scrolls, case .scroll(let si) = n.pointee.kind {
                    let s = tree.scrollViews[si]
                    axis = s.axis
                    moving = s.momentum != nil || (s.dragOffset == nil && s.offset.isAnimating(at: time))
                }
                ctx.regions.append(HitRegion(id: n.pointee.id, rect: hit, tappable: live && n.pointee.tappable,
                                             drag: live ? n.pointee.draggable : nil,
                                             scrollAxis: live ? axis : nil, scrollMoving: moving, origin: rect.origin,
                                             enclosingScroll: ctx.scrollNode,
                                             inverse: ctx.hitTransform.isIdentity ? nil : ctx.hitTransform.inverted,
                                             keyBits: n.pointee.explicitKey,
                                             otherButtons: live ? otherButtons : 0,
                                             hovers: hover?.reports ?? false, pointerStyle: live ? hover?.style : nil,
                                             parent: ctx.openRegion))
            }
        }
        // Keyboard focus: tappable and `.focusable()` views Tab can reach — visible ones, and
        // ones a scroll view holds out of sight (focusing one scrolls it into view) —, less
        // those marked `.focusable(false)`.
        // A tappable view is a stop when it is a control (a button, a toggle, a link…), as in
        // SwiftUI, where a view with only `onTapGesture` is not: a backdrop that closes a
        // panel, a row's tap area.
        let focusable = focusableExtra ?? (n.pointee.tappable && (n.pointee.role?.isControl ?? false))
        if focusable && !ctx.disabled {
            let hit = nodeRect.intersection(ctx.clip).intersection(ctx.hitBound)
            if !hit.isEmpty || ctx.scrollNode != nil {
                let focusRect = ctx.hitTransform.isIdentity ? nodeRect : ctx.hitTransform.boundingBox(nodeRect)
                // A text field is clicked, but Return and Space edit it rather than tap it.
                ctx.focusables.append(KeyboardFocus.Candidate(id: n.pointee.id, rect: focusRect,
                                                              tappable: n.pointee.tappable && !acceptsText,
                                                              enclosingScroll: ctx.scrollNode, acceptsText: acceptsText,
                                                              layer: ctx.layer))
            }
        }
        return focusable && interaction.focus.focused == n.pointee.id
    }

    /// Emit stage 5, the subtree: the children inside the node's clip (a scroll view's content
    /// box, or its frame with `clipped()`), with a scroll view's viewport recorded for the
    /// keyboard and its indicator drawn over the content.
    @inline(__always)
    private func emitClippedChildren(_ i: Int, _ n: UnsafeMutablePointer<Node>, _ p: EmitPlacement, visible: Bool,
                                     scrolls: Bool, _ ctx: inout EmitContext) {
        let clips = n.pointee.clip || scrolls
        let savedClip = ctx.clip
        let savedBand = ctx.prefetchBand
        if clips {
            let c = (scrolls ? p.content : p.rect).intersection(ctx.clip)
            ctx.clips.append((Int32(i), savedClip, ctx.transform))
            ctx.clip = c
            ctx.list.append(.pushClip(c))
            if scrolls, case .scroll(let si) = n.pointee.kind {
                // One viewport ahead and behind: the next rows, the next and previous pages.
                let b = p.content
                ctx.prefetchBand = tree.scrollViews[si].axis == .vertical
                    ? Rect(b.minX, b.minY - b.height, b.width, 3 * b.height)
                    : Rect(b.minX - b.width, b.minY, 3 * b.width, b.height)
            } else if !ctx.prefetchBand.isEmpty {
                ctx.prefetchBand = ctx.prefetchBand.intersection(p.rect)
            }
        }
        let savedScroll = scrolls ? (ctx.scroll, ctx.scrollOrigin, ctx.scrollNode) : nil
        if scrolls, case .scroll(let si) = n.pointee.kind {
            let st = tree.scrollViews[si]
            if !ctx.disabled {
                ctx.viewports[n.pointee.id] = KeyboardFocus.Viewport(rect: p.content.intersection(savedClip), axis: st.axis,
                                                                     offset: st.current, target: st.offset.target, layer: ctx.layer)
                ctx.viewportOrder.append(n.pointee.id)
            }
            ctx.scroll = ObjectIdentifier(st)
            ctx.scrollNode = n.pointee.id
            ctx.scrollOrigin = Point(st.contentOrigin.x + p.shift.x, st.contentOrigin.y + p.shift.y)
        }
        if n.pointee.firstChild >= 0 && (visible || clips == false) {
            if n.pointee.extra >= 0 && tree.extras[n.pointee.extra].sortsChildren {
                for c in childrenByZIndex(i) { emitNode(c, opacity: p.opacity, shift: p.shift, &ctx) }
            } else {
                var c = n.pointee.firstChild
                while c >= 0 {
                    emitNode(c, opacity: p.opacity, shift: p.shift, &ctx)
                    c = nodes[c].nextSibling
                }
            }
        } else if n.pointee.firstChild >= 0 && !ctx.prefetchBand.isEmpty && p.rect.intersects(ctx.prefetchBand) {
            prefetch(under: i, shift: p.shift, &ctx)
        }
        if let savedScroll { (ctx.scroll, ctx.scrollOrigin, ctx.scrollNode) = savedScroll }
        if scrolls, case .scroll(let si) = n.pointee.kind { emitIndicator(tree.scrollViews[si], p.content, p.opacity, &ctx) }
        if clips {
            ctx.list.append(.popClip)
            ctx.clips.removeLast()
            ctx.clip = savedClip
            ctx.prefetchBand = savedBand
        }
    }

    /// An image or text node outside the clip: asked for ahead when it lies in the prefetch
    /// band (an image decoded and prepared, a text's lines shaped and their glyphs rasterised).
    /// Out of line: the culled path of `emitPlain` stays as small as it was.
    @inline(never)
    private func prefetch(_ n: UnsafePointer<Node>, content: Rect, _ ctx: inout EmitContext) {
        guard !ctx.prefetchBand.isEmpty, content.intersects(ctx.prefetchBand) else { return }
        switch n.pointee.kind {
        case .image(let ii):
            guard ctx.prefetches.count < Self.prefetchLimit else { return }
            ctx.prefetches.append(ImagePrefetch(name: tree.images[ii].name, rect: content, mode: tree.images[ii].mode,
                                                radius: n.pointee.cornerRadius))
        case .text(let ti):
            guard ctx.textPrefetches.count < Self.textPrefetchLimit else { return }
            if tree.texts[ti].lines.isEmpty && tree.texts[ti].alignment == .leading && !tree.texts[ti].hasNewline {
                // One leading-aligned line, as `emitText` draws it. Layout has shaped it already;
                // what is left is its glyphs, and an ASCII label's are among its font's ninety-five,
                // rasterised once: only a line with other characters (CJK, emoji…) is worth the entry
                // (a grid's labels in the band would cost ~200 instructions each, every frame).
                let string = tree.texts[ti].string
                if !string.isEmpty && !Self.isASCII(string) {
                    ctx.textPrefetches.append(TextPrefetch(string: string, font: tree.texts[ti].font, origin: content.origin))
                }
                return
            }
            let font = tree.texts[ti].font
            forEachLine(ti, content: content) { line, origin in
                if ctx.textPrefetches.count < Self.textPrefetchLimit {
                    ctx.textPrefetches.append(TextPrefetch(string: line, font: font, origin: origin))
                }
            }
        default:
            return
        }
    }

    /// `s` is all ASCII: one branch-free pass over its contiguous UTF-8 (native strings, small
    /// ones included).
    @inline(__always)
    private static func isASCII(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var any: UInt8 = 0
            for b in bytes { any |= b }
            return any < 0x80
        } ?? false
    }

    /// Most images fetched ahead per frame (a grid's next rows, a carousel's next pages).
    static let prefetchLimit = 64
    /// Most lines of text prepared ahead per frame (a screenful of paragraphs).
    static let textPrefetchLimit = 256

    /// The images and texts in the prefetch band under node `i`, a clipping node wholly outside
    /// the clip (its subtree is not emitted).
    private func prefetch(under i: Int, shift: Point, _ ctx: inout EmitContext) {
        var c = nodes[i].firstChild
        while c >= 0 {
            let n = nodes.pointer(c)
            if n.pointee.rect.offsetBy(shift.x, shift.y).intersects(ctx.prefetchBand) {
                if n.pointee.tag == .image || n.pointee.tag == .text {
                    prefetch(n, content: n.pointee.contentRect.offsetBy(shift.x, shift.y), &ctx)
                } else if n.pointee.firstChild >= 0 {
                    prefetch(under: c, shift: shift, &ctx)
                }
            }
            c = n.pointee.nextSibling
        }
    }

    /// What node `i` draws itself (text, image, shape) at `content`; `layoutRect` is its frame
    /// as layout gave it, `tracked` whether it animates its layout or matched geometry, `matched`
    /// its matched-geometry key.
    private func emitContent(_ i: Int, content: Rect, layoutRect: Rect, opacity: Double, tracked: Bool,
                             matched: MatchedKey?, _ ctx: inout EmitContext) {
        let n = nodes.pointer(i)
        switch n.pointee.tag {
        case .text:
            guard case .text(let ti) = n.pointee.kind else { break }
            if matched != nil || !animationState.implicit.texts.isEmpty {
                emitGlidingText(i, ti, matched: matched, content: content, opacity: opacity, &ctx)
                break
            }
            emitText(i, ti, content: content, opacity: opacity, &ctx)
        case .image:
            guard case .image(let ii) = n.pointee.kind else { break }
            ctx.list.append(.image(name: tree.images[ii].name, rect: content, mode: tree.images[ii].mode,
                                   radius: n.pointee.cornerRadius, opacity: opacity))
        case .shape:
            guard case .shape(let si) = n.pointee.kind else { break }
            let s = tree.shapes[si]
            let radius = max(s.radius, n.pointee.cornerRadius)
            let target = ShapeVector(radius: radius, lineWidth: s.lineWidth,
                                     fill: s.fill ?? (s.stroke ?? .clear).opacity(0),
                                     stroke: s.stroke ?? (s.fill ?? .clear).opacity(0))
            if let m = matched ?? ctx.matchedBackground {
                // A matched view's shape: its radius and colours glide from the view it leaves.
                let v = matchedShape(m, Int32(i), n.pointee.id, target, transaction(of: n)) ?? target
                emitShape(s.kind, content, radius: v.radius, fill: v.fill.a > 0.0005 ? v.fill : nil,
                          stroke: v.stroke.a > 0.0005 ? v.stroke : nil, lineWidth: max(0, v.lineWidth), opacity, &ctx)
            } else if shapeAtRest(Int32(i), n.pointee.id, target) {
                emitShape(s.kind, content, radius: radius, fill: s.fill, stroke: s.stroke, lineWidth: s.lineWidth, opacity, &ctx)
            } else {
                emitShapeInFull(i, s, target, content: content, layoutRect: layoutRect, opacity: opacity, tracked: tracked, &ctx)
            }
        default:
            break
        }
    }

    /// The text of node `i` (`tree.texts[ti]`) at `content`.
    @inline(__always)
    func emitText(_ i: Int, _ ti: Int, content: Rect, opacity: Double, _ ctx: inout EmitContext) {
        if tree.texts[ti].contentTransition != .identity {
            emitTextChange(i, ti, content: content, opacity: opacity, &ctx)
            return
        }
        if tree.texts[ti].lines.isEmpty && tree.texts[ti].alignment == .leading && !tree.texts[ti].hasNewline {
            // One leading-aligned line (nearly every label): no line splitting, no measuring.
            if !tree.texts[ti].string.isEmpty {
                ctx.list.append(.text(tree.texts[ti].string, font: tree.texts[ti].font, color: tree.texts[ti].color.opacity(opacity),
                                      origin: content.origin))
            }
            return
        }
        emitTextLines(ti, content: content, opacity: opacity, &ctx)
    }

    /// A shape that is not at rest as it was last frame (see `shapeAtRest`): it may start or
    /// continue an animation. Out of line, so that `emitContent` keeps a small frame.
    @inline(never)
    private func emitShapeInFull(_ i: Int, _ s: ShapeContent, _ target: ShapeVector, content: Rect, layoutRect: Rect,
                                 opacity: Double, tracked: Bool, _ ctx: inout EmitContext) {
        let n = nodes.pointer(i)
        if let v = animatedShape(Int32(i), n.pointee.id, target, transaction(of: n), rect: layoutRect, tracked: tracked) {
            // Mid-animation: the interpolated radius, line width and colours.
            emitShape(s.kind, content, radius: v.radius, fill: v.fill.a > 0.0005 ? v.fill : nil,
                      stroke: v.stroke.a > 0.0005 ? v.stroke : nil, lineWidth: max(0, v.lineWidth), opacity, &ctx)
        } else {
            emitShape(s.kind, content, radius: target.radius, fill: s.fill, stroke: s.stroke, lineWidth: s.lineWidth, opacity, &ctx)
        }
    }

    /// The lines of a text that has several, or is not leading-aligned. Out of line, so that
    /// `emitContent` keeps a small frame.
    @inline(never)
    func emitTextLines(_ ti: Int, content: Rect, opacity: Double, _ ctx: inout EmitContext) {
        let font = tree.texts[ti].font, color = tree.texts[ti].color.opacity(opacity)
        forEachLine(ti, content: content) { line, origin in ctx.list.append(.text(line, font: font, color: color, origin: origin)) }
    }

    /// Each non-empty line of text `ti` laid out at `content`, with its line box's top-left,
    /// as it is drawn.
    private func forEachLine(_ ti: Int, content: Rect, _ body: (String, Point) -> Void) {
        let t = tree.texts[ti]
        let lh = measurer.lineHeight(t.font)
        // A text that fits on one line keeps no lines (see `placeContent`): it is its string.
        let lines = t.lines.isEmpty ? [TextContent.Line(string: t.string, width: measurer.measure(t.string, font: t.font).width)] : t.lines
        // `.leading` is the paragraph's start: the right edge of a right-to-left paragraph.
        var alignment = t.alignment
        if t.linesRightToLeft && alignment != .center { alignment = alignment == .leading ? .trailing : .leading }
        var y = content.minY
        for line in lines {
            let x = switch alignment {
            case .leading: content.minX
            case .center: content.midX - line.width / 2
            case .trailing: content.maxX - line.width
            }
            if !line.string.isEmpty { body(line.string, Point(x, y)) }
            y += lh + t.lineSpacing
        }
    }

    private func isScroll(_ i: Int) -> Bool { nodes[i].tag == .scroll }

    private func emitIndicator(_ s: ScrollState, _ r: Rect, _ opacity: Double, _ ctx: inout EmitContext) {
        guard s.showsIndicators, s.contentLength > s.viewport + 0.5, s.viewport > 0 else { return }
        let frac = s.viewport / s.contentLength
        let len = max(24, s.viewport * frac)
        let travel = s.viewport - len
        let pos = travel * min(1, max(0, s.current / max(1, s.maxOffset)))
        let bar: Rect = s.axis == .vertical
            ? Rect(r.maxX - 5, r.minY + pos, 3, len)
            : Rect(r.minX + pos, r.maxY - 5, len, 3)
        ctx.list.append(.fillRoundedRect(rect: bar, radius: 1.5, color: Color(white: 0, opacity: 0.3 * opacity)))
    }
}
