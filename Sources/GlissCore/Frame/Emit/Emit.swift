/// The emit walk: one pass over the tree, back to front, sending draw commands, hit regions,
/// focus candidates, inspector entries and work ahead to `EmitOutputs`.
extension UI {
    func emitNode(_ i: Int, opacity parentOpacity: Double, shift parentShift: Point, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        // Fields are read from the node in place (`n.pointee.x`); copying the whole node per
        // emitted node cost more than the rest of emitting it.
        // Emit adds no nodes, so the node's address stays valid throughout.
        let n = nodes.pointer(i)
        if n.pointee.hidden { return }
        guard isPlain(n) else {
            emitNodeInFull(i, opacity: parentOpacity, shift: parentShift, &ctx, &out)
            return
        }
        let start = Int32(out.commands.count)
        guard let opacity = emitPlain(i, n, opacity: parentOpacity, shift: parentShift, &ctx, &out) else { return }
        // Plain children are emitted here, without a call, and so are their plain leaves
        // (a grid tile: a zstack holding a shape and a text).
        var c = n.pointee.firstChild
        while c >= 0 {
            let child = nodes.pointer(c)
            if child.pointee.hidden {
                // Draws nothing, nor does its subtree.
            } else if isPlain(child) {
                let childStart = Int32(out.commands.count)
                if let o = emitPlain(c, child, opacity: opacity, shift: parentShift, &ctx, &out), child.pointee.firstChild >= 0 {
                    emitChildren(of: child, opacity: o, shift: parentShift, &ctx, &out)
                }
                child.pointee.emitRange = EmitRange(start: childStart, end: Int32(out.commands.count))
            } else {
                emitNode(c, opacity: opacity, shift: parentShift, &ctx, &out)
            }
            c = child.pointee.nextSibling
        }
        n.pointee.emitRange = EmitRange(start: start, end: Int32(out.commands.count))
    }

    /// The children of the plain node at `n`: its plain leaves here, wrappers by
    /// `emitWrappers` (when `wrappers`: the view a chain of them wraps has its children emitted
    /// with `false`, so the inlined copy there folds the test away), others through `emitNode`.
    @inline(__always)
    private func emitChildren(of n: UnsafePointer<Node>, wrappers: Bool = true, opacity: Double, shift: Point,
                              _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        var c = n.pointee.firstChild
        while c >= 0 {
            let child = nodes.pointer(c)
            if child.pointee.firstChild < 0 && !child.pointee.hidden && isPlain(child) {
                let start = Int32(out.commands.count)
                _ = emitPlain(c, child, opacity: opacity, shift: shift, &ctx, &out)
                child.pointee.emitRange = EmitRange(start: start, end: Int32(out.commands.count))
            } else if wrappers && isPlainWrapper(child) {
                emitWrappers(c, opacity: opacity, shift: shift, &ctx, &out)
            } else {
                emitNode(c, opacity: opacity, shift: shift, &ctx, &out)
            }
            c = child.pointee.nextSibling
        }
    }

    /// A plain stack or zstack of one child (a wrapper: `hstack { content }`), which draws
    /// nothing itself.
    @inline(__always)
    private func isPlainWrapper(_ n: UnsafePointer<Node>) -> Bool {
        n.pointee.childCount == 1 && (n.pointee.tag == .stack || n.pointee.tag == .zstack) && !n.pointee.hidden && isPlain(n)
    }

    /// The plain wrapper `top` and the plain wrappers inside it, down their chain in a loop,
    /// then the view they wrap as `emitChildren` would: what `emitNode` and `emitChildren` did
    /// by turns, with a call of `emitNode` (the larger function) every second wrapper. Each
    /// wrapper's commands are its view's, so they share one range (an empty one where nothing
    /// was drawn: as `.none` to its readers, which skip a range that does not end after it
    /// starts). In `bench nested --items 4` (four wrappers round each of 256 cells) emitting a
    /// wrapper cost ~140 instructions.
    @inline(never)
    private func emitWrappers(_ top: Int, opacity parentOpacity: Double, shift: Point, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let start = Int32(out.commands.count)
        var c = top
        var opacity = parentOpacity
        while let o = emitWrapper(c, nodes.pointer(c), opacity: opacity, shift: shift, &ctx, &out) {
            opacity = o
            let inner = nodes[c].firstChild
            let cn = nodes.pointer(inner)
            if isPlainWrapper(cn) { c = inner; continue }
            if !cn.pointee.hidden && isPlain(cn) {
                let innerStart = Int32(out.commands.count)
                if let o = emitPlain(inner, cn, opacity: opacity, shift: shift, &ctx, &out), cn.pointee.firstChild >= 0 {
                    emitChildren(of: cn, wrappers: false, opacity: o, shift: shift, &ctx, &out)
                }
                cn.pointee.emitRange = EmitRange(start: innerStart, end: Int32(out.commands.count))
            } else {
                emitNode(inner, opacity: opacity, shift: shift, &ctx, &out)
            }
            break
        }
        let range = EmitRange(start: start, end: Int32(out.commands.count))
        var k = top
        while true {
            nodes[k].emitRange = range
            if k == c { break }
            k = nodes[k].firstChild
        }
    }

    /// A plain wrapper itself: `emitPlain`, but without a role or opacity of its own (nearly
    /// every wrapper) it draws nothing and lists nothing, so only a rect that is not finite
    /// stops it (its view's rect tests the clip). The clip and content tests were ~45
    /// instructions a wrapper in `bench nested --items 4`.
    @inline(__always)
    private func emitWrapper(_ i: Int, _ n: UnsafePointer<Node>, opacity: Double, shift: Point,
                             _ ctx: inout EmitContext, _ out: inout EmitOutputs) -> Double? {
        if n.pointee.role == nil && n.pointee.opacity == 1 { return n.pointee.rect.isFinite ? opacity : nil }
        return emitPlain(i, n, opacity: opacity, shift: shift, &ctx, &out)
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
                           _ ctx: inout EmitContext, _ out: inout EmitOutputs) -> Double? {
        let rect = n.pointee.rect.offsetBy(parentShift.x, parentShift.y)
        let opacity = parentOpacity * n.pointee.opacity
        if opacity <= 0.001 || !rect.isFinite { return nil }
        if rect.intersects(ctx.clip) {
            if let role = n.pointee.role {
                out.inspector.entries.append(InspectorEntry(id: n.pointee.id, role: role,
                                                    frame: ctx.transform.isIdentity ? rect : ctx.transform.boundingBox(rect),
                                                    focused: false, node: Int32(i)))
            }
            // Containers draw nothing themselves: no call for them.
            let tag = n.pointee.tag
            if tag == .shape && out.hits.finishedBounds != nil && !ctx.noHits { emitShapeBlocker(i, n, &ctx, &out) }
            if tag == .text || tag == .shape || tag == .image {
                emitContent(i, content: n.pointee.contentRect.offsetBy(parentShift.x, parentShift.y),
                            layoutRect: n.pointee.rect, opacity: opacity, tracked: false, matched: nil, &ctx, &out)
            }
        } else if n.pointee.tag == .image || n.pointee.tag == .text {
            prefetch(n, content: n.pointee.contentRect.offsetBy(parentShift.x, parentShift.y), &ctx, &out)
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
    private func emitNodeInFull(_ i: Int, opacity parentOpacity: Double, shift parentShift: Point, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let n = nodes.pointer(i)
        let nodeRect = n.pointee.rect
        let rangeStart = Int32(out.commands.count)
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
        if e >= 0 && !applyAnimatedFrame(i, e, matched: matchedKey != nil, parentOpacity: parentOpacity, &p, &ctx, &out) { return }
        if e >= 0, let name = tree.extras[e].coordinateSpaceName { out.hits.namedSpaces[name] = p.rect.origin }
        p.opacity *= e >= 0 && tree.extras[e].implicitOpacity ? implicitOpacity(i) : n.pointee.opacity
        // (2) The transition.
        var applied = AppliedTransition.none
        if let t = transition { applied = applyTransition(i, t, &p) }
        if p.opacity <= 0.001 || applied.scale <= 0.001 || !p.rect.isFinite { return }
        let transitionScale = applied.scale != 1 ? pushTransitionScale(applied, rect: p.rect, &ctx, &out) : nil
        let listStart = out.commands.count
        // (3) Render effects.
        var effectScope: EffectScope? = nil
        if let fx = effect {
            guard let s = pushEffect(i, fx, rect: p.rect, layoutRect: nodeRect, &ctx, &out) else {
                popTransitionScale(transitionScale, &ctx, &out)
                return
            }
            effectScope = s
        }
        let visible = p.rect.intersects(ctx.clip)
        // (4) Interaction: the interactive area first, so children (added later) are in front of it.
        let savedDisabled = ctx.disabled, savedNoHits = ctx.noHits, savedOpenRegion = ctx.openRegion
        ctx.disabled = ctx.disabled || n.pointee.disabled
        // A control padded or framed after it was finished is its content and its own
        // padding: presses, focus and the inspector see that, not what was added around it.
        var ownRect = nodeRect, ownDrawn = p.rect
        var contentShape: ContentShape? = nil
        if e >= 0, let own = tree.extras[e].ownPadding {
            ownRect = n.pointee.contentRect.outsetBy(own)
            ownDrawn = p.content.outsetBy(own)
        }
        if e >= 0 {
            if !tree.extras[e].allowsHitTesting { ctx.noHits = true }
            contentShape = tree.extras[e].contentShape
        }
        // Only what is drawn opaque hides what is behind it (a content shape catches clicks
        // but shows what is under it).
        let opaqueBackground = n.pointee.background != nil && hasOpaqueBackground(n.pointee)
        // A filled shape takes the presses inside its path, as SwiftUI hit-tests it (a scrim, a
        // card drawn as a rectangle over a button).
        var pressShape = contentShape.flatMap { contentHitShape($0, frame: ownRect) }
        var blocks = contentShape != nil, blockShape = pressShape
        if case .shape(let si) = n.pointee.kind, tree.shapes[si].takesHits {
            blocks = true
            pressShape = shapeHit(si, frame: nodeRect)
            blockShape = pressShape
        } else if !blocks && opaqueBackground, let si = backgroundShape(of: n.pointee) {
            // Its background blocks by itself too; this one, first, also hides what it covers
            // from the inspector.
            blocks = true
            blockShape = shapeHit(si, frame: nodeRect)
        }
        let savedDimmed = ctx.dimmed
        if ctx.disabled, !ctx.dimmed, let role = n.pointee.role, role.dimsWhenDisabled {
            p.opacity *= Self.disabledOpacity
            ctx.dimmed = true
        }
        let scrolls = isScroll(i)
        let regionsBefore = out.hits.regions.count
        let hasFocus = emitInteraction(i, n, layoutRect: ownRect, rect: ownDrawn, scrolls: scrolls, shape: pressShape,
                                       focusableExtra: focusableExtra, acceptsText: textInput != nil, &ctx, &out)
        // Its subtree's regions are part of it; an opaque background takes the hit after it.
        let ownRegion = out.hits.regions.count > regionsBefore ? out.hits.regions.count - 1 : -1
        if ownRegion >= 0 { ctx.openRegion = Int32(ownRegion) }
        if blocks && !ctx.noHits {
            emitBlocker(i, n, layoutRect: nodeRect, shape: blockShape, opaque: opaqueBackground && p.opacity >= 0.99, &ctx, &out)
        }
        // (5) Drawing.
        if visible, let role = n.pointee.role {
            out.inspector.details.append(InspectorDetails(label: label(of: i), textInput: textInput,
                                                         value: tree.accessibilityValues.isEmpty ? nil : tree.accessibilityValues[i]))
            out.inspector.entries.append(InspectorEntry(id: n.pointee.id, role: role,
                                                frame: ctx.transform.isIdentity ? ownDrawn : ctx.transform.boundingBox(ownDrawn),
                                                focused: hasFocus, node: Int32(i), details: Int32(out.inspector.details.count - 1)))
        }
        if let v = effectScope?.value, v.a > 0.001, visible { emitShadow(i, v, p, &ctx, &out) }
        let savedBlur = ctx.blur
        if let v = effectScope?.value, v.filterBlur > 0.01 { ctx.blur = max(ctx.blur, v.filterBlur) }
        if let bg = n.pointee.background, visible {
            let saved = ctx.matchedBackground
            ctx.matchedBackground = matchedLooks
            emitNode(bg, opacity: p.opacity, shift: p.shift, &ctx, &out)
            ctx.matchedBackground = saved
        }
        if visible && !tree.textHighlights.isEmpty, let h = tree.textHighlights[i] {
            emitTextHighlight(i, h, content: p.content, frame: p.rect, opacity: p.opacity, &out)
        }
        if visible { emitContent(i, content: p.content, layoutRect: nodeRect, opacity: p.opacity,
                                 tracked: tracksLayout || matchedKey != nil, matched: matchedLooks, &ctx, &out) }
        else if n.pointee.tag == .image || n.pointee.tag == .text { prefetch(n, content: p.content, &ctx, &out) }
        emitClippedChildren(i, n, p, visible: visible, scrolls: scrolls, &ctx, &out)
        if let ov = n.pointee.overlay, visible { emitNode(ov, opacity: p.opacity, shift: p.shift, &ctx, &out) }
        if hasFocus && visible && interaction.focus.isVisible && !ctx.disabled { emitFocusRing(i, rect: ownDrawn, opacity: p.opacity, &ctx, &out) }
        ctx.blur = savedBlur
        // (6) Effects popped; a view with a transition remembers what it drew.
        if let s = effectScope { popEffect(s, &ctx, &out) }
        if let t = transition {
            recordTransition(i, t, commandsFrom: listStart, rect: p.rect, applied: applied, matchedKey: matchedKey, &ctx, &out)
        }
        popTransitionScale(transitionScale, &ctx, &out)
        n.pointee.emitRange = EmitRange(start: rangeStart, end: Int32(out.commands.count))
        ctx.disabled = savedDisabled
        ctx.dimmed = savedDimmed
        ctx.noHits = savedNoHits
        ctx.openRegion = savedOpenRegion
        if ownRegion >= 0 { out.hits.finish(ownRegion) }
    }

    /// A plain filled shape in front of interactive views: it takes the presses inside it
    /// (the views it is part of still get them). Nothing is added where no finished
    /// interactive view lies behind it (tiles in a scroll view, with nothing under them).
    @inline(never)
    private func emitShapeBlocker(_ i: Int, _ n: UnsafePointer<Node>, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        guard case .shape(let si) = n.pointee.kind, tree.shapes[si].takesHits else { return }
        let s = tree.shapes[si], r = n.pointee.rect
        guard !ctx.hitTransform.isIdentity || out.hits.mayCover(r) else { return }
        emitBlocker(i, n, layoutRect: r, shape: shapeHit(si, frame: r), opaque: false, &ctx, &out)
    }

    /// A region that takes the hit for node `n` without acting on it: nothing behind it gets
    /// the press (SwiftUI hit-tests what is drawn; a page with a filled background, a filled
    /// shape cover the buttons under it). Disabled or not, it covers.
    private func emitBlocker(_ i: Int, _ n: UnsafePointer<Node>, layoutRect nodeRect: Rect, shape: HitShape?, opaque: Bool,
                             _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let hit = nodeRect.intersection(ctx.clip).intersection(ctx.hitBound)
        guard !hit.isEmpty else { return }
        // Drawn opaque and untransformed, it also hides from the inspector what it covers.
        if opaque && ctx.transform.isIdentity && ctx.hitTransform.isIdentity && !out.inspector.entries.isEmpty {
            out.inspector.covers.append((out.inspector.entries.count, hit, i))
        }
        out.hits.regions.append(HitRegion(id: n.pointee.id, rect: hit, tappable: false, drag: nil, scrollAxis: nil,
                                     origin: nodeRect.origin, enclosingScroll: ctx.scrollNode,
                                     inverse: ctx.hitTransform.isIdentity ? nil : ctx.hitTransform.inverted,
                                     blocks: true, parent: ctx.openRegion, shape: shape))
    }

    /// The hit shape of a `kind` drawn in `frame`: nil for a plain rectangle (all of its
    /// region takes the hit, with no per-press geometry).
    func hitShape(kind: ShapeKind, radius: Double, frame: Rect) -> HitShape? {
        kind == .roundedRect && radius <= 0 ? nil : HitShape(kind: kind, frame: frame, radius: radius)
    }

    /// True when the node's background is a shape filled with an opaque colour (a page, a
    /// sheet, a card): it hides what it covers from the inspector. (Any filled background
    /// takes the hit: its shape node blocks, see `ShapeContent.takesHits`.)
    private func hasOpaqueBackground(_ n: Node) -> Bool {
        guard let si = backgroundShape(of: n), let fill = tree.shapes[si].fill else { return false }
        return fill.a >= 0.99
    }

    /// Emit stage 4: the node's hit region (where layout put it) and, when Tab can reach it,
    /// its focus candidate. True when it has keyboard focus.
    @inline(__always)
    private func emitInteraction(_ i: Int, _ n: UnsafeMutablePointer<Node>, layoutRect nodeRect: Rect, rect: Rect,
                                 scrolls: Bool, shape: HitShape?, focusableExtra: Bool?, acceptsText: Bool,
                                 _ ctx: inout EmitContext, _ out: inout EmitOutputs) -> Bool {
        let otherButtons = tree.otherButtons.isEmpty ? 0 : tree.otherButtons[i] ?? 0
        let help = tooltips.texts.isEmpty && tooltips.shortcuts.isEmpty ? nil : tooltips.text(of: i)
        if let help { tooltips.emitted(n.pointee.id, text: help) }
        let live = !ctx.disabled
        let hover = tree.hovers.isEmpty ? nil : tree.hovers[i]
        let drop = tree.drops.isEmpty || !live ? nil : tree.drops[i]
        // A disabled view with a tooltip still shows it, and reports hovering, but takes no input.
        if !ctx.noHits && (live && (n.pointee.tappable || n.pointee.draggable != nil || scrolls || otherButtons != 0 || drop != nil)
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
                out.hits.regions.append(HitRegion(id: n.pointee.id, rect: hit, tappable: live && n.pointee.tappable,
                                             drag: live ? n.pointee.draggable : nil,
                                             scrollAxis: live ? axis : nil, scrollMoving: moving, origin: rect.origin,
                                             enclosingScroll: ctx.scrollNode,
                                             inverse: ctx.hitTransform.isIdentity ? nil : ctx.hitTransform.inverted,
                                             keyBits: n.pointee.explicitKey,
                                             otherButtons: live ? otherButtons : 0,
                                             hovers: hover?.reports ?? false, pointerStyle: live ? hover?.style : nil,
                                             parent: ctx.openRegion, shape: shape))
                if let drop { out.hits.regions[out.hits.regions.count - 1].acceptsDrop = drop }
                if n.pointee.extra >= 0 && tree.extras[n.pointee.extra].tapsInSeriesOnly {
                    out.hits.regions[out.hits.regions.count - 1].tapsInSeriesOnly = true
                }
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
                out.focus.candidates.append(KeyboardFocus.Candidate(id: n.pointee.id, rect: focusRect,
                                                              tappable: n.pointee.tappable && !acceptsText,
                                                              enclosingScroll: ctx.scrollNode, acceptsText: acceptsText,
                                                              layer: ctx.presentation))
            }
        }
        return focusable && interaction.focus.focused == n.pointee.id
    }

    /// Emit stage 5, the subtree: the children inside the node's clip (a scroll view's content
    /// box, or its frame with `clipped()`), with a scroll view's viewport recorded for the
    /// keyboard and its indicator drawn over the content.
    @inline(__always)
    private func emitClippedChildren(_ i: Int, _ n: UnsafeMutablePointer<Node>, _ p: EmitPlacement, visible: Bool,
                                     scrolls: Bool, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let clips = n.pointee.clip || scrolls
        let savedClip = ctx.clip
        let savedBand = ctx.prefetchBand
        if clips {
            let c = (scrolls ? p.content : p.rect).intersection(ctx.clip)
            ctx.clips.append((Int32(i), savedClip, ctx.transform))
            ctx.clip = c
            out.commands.append(.pushClip(c))
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
                out.focus.viewports[n.pointee.id] = KeyboardFocus.Viewport(rect: p.content.intersection(savedClip), axis: st.axis,
                                                                     offset: st.current, target: st.offset.target, layer: ctx.presentation)
                out.focus.viewportOrder.append(n.pointee.id)
            }
            ctx.scroll = ObjectIdentifier(st)
            ctx.scrollNode = n.pointee.id
            ctx.scrollOrigin = Point(st.contentOrigin.x + p.shift.x, st.contentOrigin.y + p.shift.y)
        }
        if n.pointee.firstChild >= 0 && (visible || clips == false) {
            if n.pointee.extra >= 0 && tree.extras[n.pointee.extra].sortsChildren {
                for c in childrenByZIndex(i) { emitNode(c, opacity: p.opacity, shift: p.shift, &ctx, &out) }
            } else {
                var c = n.pointee.firstChild
                while c >= 0 {
                    emitNode(c, opacity: p.opacity, shift: p.shift, &ctx, &out)
                    c = nodes[c].nextSibling
                }
            }
        } else if n.pointee.firstChild >= 0 && !ctx.prefetchBand.isEmpty && p.rect.intersects(ctx.prefetchBand) {
            prefetch(under: i, shift: p.shift, &ctx, &out)
        }
        if let savedScroll { (ctx.scroll, ctx.scrollOrigin, ctx.scrollNode) = savedScroll }
        if scrolls, case .scroll(let si) = n.pointee.kind { emitIndicator(tree.scrollViews[si], p.content, p.opacity, &ctx, &out) }
        if clips {
            out.commands.append(.popClip)
            ctx.clips.removeLast()
            ctx.clip = savedClip
            ctx.prefetchBand = savedBand
        }
    }

    private func isScroll(_ i: Int) -> Bool { nodes[i].tag == .scroll }

    // MARK: - What a node draws itself: its text, image or shape (animated shapes and gliding
    // text go through `ShapeAnimation.swift` and `ContentTransition.swift`). Kept in this file,
    // private: as internal functions of another file they were not specialized into the walk,
    // and a grid frame cost ~80 k instructions more (callgrind, UI.runFrame).

    private func emitContent(_ i: Int, content: Rect, layoutRect: Rect, opacity: Double, tracked: Bool,
                             matched: MatchedKey?, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let n = nodes.pointer(i)
        switch n.pointee.tag {
        case .text:
            guard case .text(let ti) = n.pointee.kind else { break }
            let start = out.commands.count
            if matched != nil || !animationState.implicit.texts.isEmpty {
                emitGlidingText(i, ti, matched: matched, content: content, opacity: opacity, &ctx, &out)
            } else {
                emitText(i, ti, content: content, opacity: opacity, &ctx, &out)
            }
            // A rich text's runs (`RichTextEmit.swift`), then a gradient's lines (`TextForegroundStyle.swift`).
            if !tree.richTexts.isEmpty { styleRichLines(ti, from: start, &out) }
            if !tree.textStyles.isEmpty { styleTextLines(ti, content: content, from: start, &out) }
        case .image:
            guard case .image(let ii) = n.pointee.kind else { break }
            out.commands.append(.image(name: tree.images[ii].name, rect: content, mode: tree.images[ii].mode,
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
                emitShape(s.kind, s.custom, content, radius: v.radius, fill: v.fill.a > 0.0005 ? v.fill : nil,
                          stroke: v.stroke.a > 0.0005 ? v.stroke : nil, lineWidth: max(0, v.lineWidth), opacity, &ctx, &out)
            } else if shapeAtRest(Int32(i), n.pointee.id, target) {
                emitShape(s.kind, s.custom, content, radius: radius, fill: s.fill, stroke: s.stroke, lineWidth: s.lineWidth, opacity, &ctx, &out)
            } else {
                emitShapeInFull(i, s, target, content: content, layoutRect: layoutRect, opacity: opacity, tracked: tracked, &ctx, &out)
            }
        default:
            break
        }
    }

    /// The text of node `i` (`tree.texts[ti]`) at `content`.
    @inline(__always)
    func emitText(_ i: Int, _ ti: Int, content: Rect, opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        if tree.texts[ti].contentTransition != .identity {
            emitTextChange(i, ti, content: content, opacity: opacity, &ctx, &out)
            return
        }
        if tree.texts[ti].lines.isEmpty && tree.texts[ti].alignment == .leading && !tree.texts[ti].hasNewline {
            // One leading-aligned line (nearly every label): no line splitting, no measuring.
            if !tree.texts[ti].string.isEmpty {
                out.commands.append(.text(tree.texts[ti].string, font: tree.texts[ti].font, color: tree.texts[ti].color.opacity(opacity),
                                      origin: content.origin))
            }
            return
        }
        emitTextLines(ti, content: content, opacity: opacity, &ctx, &out)
    }

    /// A shape that is not at rest as it was last frame (see `shapeAtRest`): it may start or
    /// continue an animation. Out of line, so that `emitContent` keeps a small frame.
    @inline(never)
    private func emitShapeInFull(_ i: Int, _ s: ShapeContent, _ target: ShapeVector, content: Rect, layoutRect: Rect,
                                 opacity: Double, tracked: Bool, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let n = nodes.pointer(i)
        if let v = animatedShape(Int32(i), n.pointee.id, target, transaction(of: n), rect: layoutRect, tracked: tracked) {
            // Mid-animation: the interpolated radius, line width and colours.
            emitShape(s.kind, s.custom, content, radius: v.radius, fill: v.fill.a > 0.0005 ? v.fill : nil,
                      stroke: v.stroke.a > 0.0005 ? v.stroke : nil, lineWidth: max(0, v.lineWidth), opacity, &ctx, &out)
        } else {
            emitShape(s.kind, s.custom, content, radius: target.radius, fill: s.fill, stroke: s.stroke, lineWidth: s.lineWidth, opacity, &ctx, &out)
        }
    }

    /// The lines of a text that has several, or is not leading-aligned. Out of line, so that
    /// `emitContent` keeps a small frame.
    @inline(never)
    func emitTextLines(_ ti: Int, content: Rect, opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let font = tree.texts[ti].font, color = tree.texts[ti].color.opacity(opacity)
        forEachLine(ti, content: content, within: ctx.clip) { line, origin in out.commands.append(.text(line, font: font, color: color, origin: origin)) }
    }

    /// Each non-empty line of text `ti` laid out at `content` whose box comes within a line
    /// height of `bound`'s rows, with its line box's top-left, as it is drawn. Lines further
    /// out draw nothing there (a glyph reaches at most a line height past its box): a 100 KB
    /// editor emitted 2,000 lines a frame to show 40.
    func forEachLine(_ ti: Int, content: Rect, within bound: Rect, _ body: (String, Point) -> Void) {
        // The text's fields read in place: a copy of it cost a retain and release of each of
        // its references, for every text drawn.
        let font = tree.texts[ti].font, spacing = tree.texts[ti].lineSpacing
        let lh = measurer.lineHeight(font)
        // A text that fits on one line keeps no lines (see `placeContent`): it is its string.
        let lines = tree.texts[ti].lines.isEmpty
            ? [TextContent.Line(string: tree.texts[ti].string, width: measurer.measure(tree.texts[ti].string, font: font).width)]
            : tree.texts[ti].lines
        // `.leading` is the paragraph's start: the right edge of a right-to-left paragraph.
        var alignment = tree.texts[ti].alignment
        if tree.texts[ti].linesRightToLeft && alignment != .center { alignment = alignment == .leading ? .trailing : .leading }
        // Lines are a fixed step apart: the ones near `bound` are found by division.
        let step = lh + spacing
        var rows = 0..<lines.count
        if step > 0 && bound.minY.isFinite && bound.maxY.isFinite {
            let first = ((bound.minY - content.minY - 2 * lh) / step).rounded(.down)
            let end = ((bound.maxY - content.minY + lh) / step).rounded(.up) + 1
            let n = Double(lines.count)
            rows = Int(min(max(first, 0), n))..<Int(min(max(end, 0), n))
        }
        var y = content.minY + Double(rows.lowerBound) * step
        for k in rows {
            let line = lines[k]
            let x = switch alignment {
            case .leading: content.minX
            case .center: content.midX - line.width / 2
            case .trailing: content.maxX - line.width
            }
            if !line.string.isEmpty { body(line.string, Point(x, y)) }
            y += step
        }
    }
}
