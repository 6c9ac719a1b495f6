/// Turns the laid-out tree into the draw list, hit regions and inspector nodes.
/// Views in a matched-geometry flight are drawn last, unclipped, so a photo or card
/// crossing from one scroll view into another is never cut off.
extension UI {
    struct EmitContext {
        var list: [DrawCommand] = []
        var overlay: [(index: Int, opacity: Double, shift: Point, scroll: ObjectIdentifier?, origin: Point, scrollNode: NodeID?, clip: Rect,
                       transform: Transform2D, hitTransform: Transform2D)] = []
        var regions: [HitRegion] = []
        var inspector: [InspectorEntry] = []
        /// What Tab can reach, in reading order, and the scroll views' viewports.
        var focusables: [KeyboardFocus.Candidate] = []
        var viewports: [NodeID: KeyboardFocus.Viewport] = [:]
        var viewportOrder: [NodeID] = []
        var clip: Rect
        /// Hit regions are also kept inside this: in the flight pass, the clip of the container
        /// a flying view belongs to (its tap target is its slot there, not where it flies).
        var hitBound: Rect
        var inFlightPass = false
        /// The innermost scroll view being emitted and its content origin (window points).
        var scroll: ObjectIdentifier? = nil
        var scrollOrigin: Point = .zero
        /// That scroll view's node (hit regions inside it know which scroll view a press reaches).
        var scrollNode: NodeID? = nil
        /// Inside a `.disabled()` subtree: nothing takes input.
        var disabled = false
        var namedSpaces: [String: Point] = [:]
        /// Render effects of the ancestors: local → window as drawn (animated values), and as
        /// hit (target values at the layout frame: SwiftUI hit-tests the model, not the animation).
        /// `clip` and `hitBound` are in the local space.
        var transform: Transform2D = .identity
        var hitTransform: Transform2D = .identity
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
        ctx.regions = recycled(&interaction.regions)
        ctx.focusables = recycled(&interaction.focus.candidates)
        ctx.viewports = recycled(&interaction.focus.viewports)
        ctx.viewportOrder = recycled(&interaction.focus.viewportOrder)
        seenTransitions.removeAll(keepingCapacity: true)
        seenMatched.removeAll(keepingCapacity: true)
        swap(&shapeHistory, &shapeHistoryNext)
        shapeHistoryNext.removeAll(keepingCapacity: true)
        shapeHistoryCursor = 0
        if !nodes.isEmpty { emit(0, opacity: 1, shift: .zero, &ctx) }
        emitGhosts(&ctx)
        // Flights: above everything, no clip.
        ctx.clip = Rect(origin: .zero, size: size)
        ctx.inFlightPass = true
        let flights = ctx.overlay
        ctx.overlay = []
        for f in flights {
            ctx.scroll = f.scroll; ctx.scrollOrigin = f.origin; ctx.scrollNode = f.scrollNode
            ctx.hitBound = f.clip
            // Inside its ancestors' render effects, as where it was deferred.
            ctx.transform = f.transform
            ctx.hitTransform = f.hitTransform
            let window = Rect(origin: .zero, size: size)
            ctx.clip = f.transform.isIdentity ? window : (f.transform.inverted?.boundingBox(window) ?? .zero)
            if !f.transform.isIdentity { ctx.list.append(.pushTransform(f.transform)) }
            emitNode(f.index, opacity: f.opacity, shift: f.shift, &ctx)
            if !f.transform.isIdentity { ctx.list.append(.popTransform) }
        }
        emitCounts = (ctx.list.count, ctx.inspector.count, ctx.regions.count, ctx.focusables.count, ctx.viewports.count)
        interaction.regions = ctx.regions
        interaction.namedSpaces = ctx.namedSpaces
        interaction.focus.candidates = ctx.focusables
        interaction.focus.viewports = ctx.viewports
        interaction.focus.viewportOrder = ctx.viewportOrder
        inspectorEntries = ctx.inspector
        var out = DrawList()
        out.commands = ctx.list
        return out
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

    /// Where a node with an animated frame is drawn now.
    /// (Takes the scroll view and its origin rather than the whole context: passing the context
    /// by value retained its four arrays for every node.)
    private func animatedFrame(_ i: Int, _ e: Int, scroll: ObjectIdentifier?,
                               scrollOrigin: Point) -> (rect: Rect, flying: Bool)? {
        let extras = self.extras[e]
        var key: UInt64
        if let m = extras.matchedKey {
            key = NodeID.root.child(m.namespace).child(Int(truncatingIfNeeded: m.id)).raw
        } else if let l = extras.layoutAnimationKey {
            key = l.child("layout").raw
        } else {
            return nil
        }
        let n = nodes[i]
        var target = n.rect
        if extras.matchedFollower, let m = extras.matchedKey {
            // Not the source: the source's frame (this frame's), animated on its own.
            guard let source = matchedSources[m] else { return nil }
            target = source
            // Keyed by the view, not the id: pointed at another source, it glides there.
            key = n.id.child("matchedFollower").raw
        }
        let relative = target.offsetBy(-scrollOrigin.x, -scrollOrigin.y)
        let entry = store.get(key) { FrameAnimation(target, relative: relative, scroll: scroll) }
        if entry.value.target != target {
            // A transaction animates layout changes and moves between containers; a slot that
            // only moved because its scroll view scrolled is carried along, never re-animated.
            let sameScroll = entry.scroll == scroll
            let moved = !sameScroll || !entry.relative.isClose(to: relative)
            if moved, let a = n.transaction?.animation ?? frameTransaction?.animation {
                // Within one scroll view only the layout change animates: first carry the old
                // slot along with the scroll, then animate from there.
                if sameScroll {
                    entry.value.moveTarget(entry.relative.offsetBy(scrollOrigin.x, scrollOrigin.y))
                }
                entry.value.setTarget(target, animation: a, now: time)
            } else {
                entry.value.moveTarget(target)
            }
        }
        entry.relative = relative
        entry.scroll = scroll
        entry.value.prune(now: time)
        let value = entry.value.value(at: time)
        guard entry.value.isAnimating(at: time) else { return (value, false) }
        animating = true
        // Only a visibly displaced view leaves its container's clip: a spring's sub-point
        // tail stays in place (clipped, hit-tested where it is), not above everything.
        let d = value - target
        let displaced = max(abs(d.x), abs(d.y), abs(d.width), abs(d.height)) > 0.5
        return (value, displaced && extras.matchedKey != nil && !extras.matchedFollower)
    }

    private func emit(_ i: Int, opacity: Double, shift: Point, _ ctx: inout EmitContext) {
        emitNode(i, opacity: opacity, shift: shift, &ctx)
    }

    private func emitNode(_ i: Int, opacity parentOpacity: Double, shift parentShift: Point, _ ctx: inout EmitContext) {
        // Fields are read from the node in place (`n.pointee.x`); copying the whole node per
        // emitted node cost more than the rest of emitting it.
        // Emit adds no nodes, so the node's address stays valid throughout.
        let n = nodes.pointer(i)
        if n.pointee.hidden { return }
        guard isPlain(n) else {
            emitNodeInFull(i, opacity: parentOpacity, shift: parentShift, &ctx)
            return
        }
        guard let opacity = emitPlain(i, n, opacity: parentOpacity, shift: parentShift, &ctx) else { return }
        // Plain children are emitted here, without a call, and so are their plain leaves
        // (a grid tile: a zstack holding a shape and a text).
        var c = n.pointee.firstChild
        while c >= 0 {
            let child = nodes.pointer(c)
            if child.pointee.hidden {
                // Draws nothing, nor does its subtree.
            } else if isPlain(child) {
                if let o = emitPlain(c, child, opacity: opacity, shift: parentShift, &ctx), child.pointee.firstChild >= 0 {
                    emitChildren(of: child, opacity: o, shift: parentShift, &ctx)
                }
            } else {
                emitNode(c, opacity: opacity, shift: parentShift, &ctx)
            }
            c = child.pointee.nextSibling
        }
    }

    /// The children of the plain node at `n`: its plain leaves here, others through `emitNode`.
    @inline(__always)
    private func emitChildren(of n: UnsafePointer<Node>, opacity: Double, shift: Point, _ ctx: inout EmitContext) {
        var c = n.pointee.firstChild
        while c >= 0 {
            let child = nodes.pointer(c)
            if child.pointee.firstChild < 0 && !child.pointee.hidden && isPlain(child) {
                _ = emitPlain(c, child, opacity: opacity, shift: shift, &ctx)
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
                ctx.inspector.append(InspectorEntry(id: n.pointee.id, role: role, label: label(of: n),
                                                    frame: ctx.transform.isIdentity ? rect : ctx.transform.boundingBox(rect),
                                                    focused: false))
            }
            // Containers draw nothing themselves: no call for them.
            let tag = n.pointee.tag
            if tag == .text || tag == .shape || tag == .image {
                emitContent(i, content: n.pointee.contentRect.offsetBy(parentShift.x, parentShift.y),
                            layoutRect: n.pointee.rect, opacity: opacity, tracked: false, &ctx)
            }
        }
        return opacity
    }

    /// `emitNode` for a node with extras, input, a clip, a background or overlay, or a scroll
    /// view. Out of line, so that the short path above keeps a small frame.
    @inline(never)
    private func emitNodeInFull(_ i: Int, opacity parentOpacity: Double, shift parentShift: Point, _ ctx: inout EmitContext) {
        let n = nodes.pointer(i)
        var shift = parentShift
        let nodeRect = n.pointee.rect, nodeContent = n.pointee.contentRect
        var rect = nodeRect.offsetBy(shift.x, shift.y)
        var content = nodeContent.offsetBy(shift.x, shift.y)
        // Most nodes have no extras: their fields are read only when there are some (reading
        // them through an optional copy of the whole struct, several times per node, cost
        // more than emitting the node).
        let e = n.pointee.extra
        var matchedKey: MatchedKey? = nil
        var transition: Transition? = nil
        var effect: RenderEffect? = nil
        var focusableExtra = false
        var tracksLayout = false
        if e >= 0 {
            matchedKey = extras[e].matchedKey
            transition = extras[e].transition
            effect = extras[e].effect
            focusableExtra = extras[e].focusable
            tracksLayout = extras[e].layoutAnimationKey != nil
        }
        if let m = matchedKey { seenMatched.insert(m) }
        if e >= 0, let (r, flying) = animatedFrame(i, e, scroll: ctx.scroll, scrollOrigin: ctx.scrollOrigin) {
            if flying && !ctx.inFlightPass {
                ctx.overlay.append((i, parentOpacity, parentShift, ctx.scroll, ctx.scrollOrigin, ctx.scrollNode, ctx.clip,
                                    ctx.transform, ctx.hitTransform))
                return
            }
            if matchedKey != nil && (abs(r.width - nodeRect.width) > 0.01 || abs(r.height - nodeRect.height) > 0.01) {
                // Matched geometry animates the frame (SwiftUI's `properties: .frame`): the
                // subtree is laid out again at the in-flight size, so text re-wraps and images
                // refill. (Its hit region stays the slot layout gave it.)
                let off = n.pointee.offset
                place(i, Rect(r.minX - off.x, r.minY - off.y, r.width, r.height))
                shift = .zero
                rect = n.pointee.rect
                content = n.pointee.contentRect
            } else {
                // Drawn at the animated frame (window space); children move with it.
                shift = Point(r.minX - nodeRect.minX, r.minY - nodeRect.minY)
                rect = r
                content = Rect(nodeContent.minX + shift.x, nodeContent.minY + shift.y,
                               max(0, nodeContent.width + r.width - nodeRect.width),
                               max(0, nodeContent.height + r.height - nodeRect.height))
            }
        }
        if e >= 0, let name = extras[e].coordinateSpaceName { ctx.namedSpaces[name] = rect.origin }
        var opacity = parentOpacity * n.pointee.opacity
        let listStart = ctx.list.count
        var applied: (offset: Point, opacity: Double) = (.zero, 1)
        if let t = transition {
            let rec = transitionRecord(i, t)
            let p = rec.presence.value(at: time)
            let (off, o) = t.effect(presence: p, rect: rect)
            applied = (off, o)
            if off != .zero {
                shift = Point(shift.x + off.x, shift.y + off.y)
                rect = rect.offsetBy(off.x, off.y)
                content = content.offsetBy(off.x, off.y)
            }
            opacity *= o
            // Seen even when fully transparent (presence 0 at the start of an insertion).
            seenTransitions.insert(n.pointee.id)
        }
        if opacity <= 0.001 || !rect.isFinite { return }

        // Render effects: drawn through a transform of the animated values about the drawn
        // frame, hit through one of the target values about the layout frame.
        // Saved (and restored below) only around an effect: nothing else here changes them
        // for good (a clip pushed below is restored on its own).
        var savedEffects: (Transform2D, Transform2D, Rect, Rect)? = nil
        var pushedTransform = false
        var effectValue: EffectVector? = nil
        if let fx = effect {
            savedEffects = (ctx.transform, ctx.hitTransform, ctx.clip, ctx.hitBound)
            let (v, target) = effectValues(n.pointee.id, fx, n.pointee.transaction)
            effectValue = v
            let m = fx.transform(v, in: rect)
            if !m.isIdentity {
                // A scale of 0 draws nothing (and, at rest, is hit nowhere).
                guard m.isFinite, let inverse = m.inverted else { return }
                ctx.list.append(.pushTransform(m))
                pushedTransform = true
                ctx.transform = ctx.transform.concatenating(after: m)
                ctx.clip = inverse.boundingBox(ctx.clip)
            }
            let hm = fx.transform(target, in: nodeRect)
            if !hm.isIdentity {
                ctx.hitTransform = ctx.hitTransform.concatenating(after: hm)
                ctx.hitBound = hm.inverted.map { $0.boundingBox(ctx.hitBound) } ?? .zero
            }
        }
        defer { if let savedEffects { (ctx.transform, ctx.hitTransform, ctx.clip, ctx.hitBound) = savedEffects } }
        let visible = rect.intersects(ctx.clip)

        // Interactive area first, so children (added later) are in front of it.
        let savedDisabled = ctx.disabled
        ctx.disabled = ctx.disabled || n.pointee.disabled
        defer { ctx.disabled = savedDisabled }
        let scrolls = isScroll(i)
        if !ctx.disabled && (n.pointee.tappable || n.pointee.draggable != nil || scrolls) {
            // Hit-tested where layout put it, not where an animation draws it (as SwiftUI does):
            // a photo sliding into the slot under the pointer takes the click, and a view
            // flying away no longer does.
            let hit = nodeRect.intersection(ctx.clip).intersection(ctx.hitBound)
            if !hit.isEmpty {
                var axis: Axis? = nil
                var moving = false
                if scrolls, case .scroll(let si) = n.pointee.kind {
                    let s = scrollViews[si]
                    axis = s.axis
                    moving = s.momentum != nil || (s.dragOffset == nil && s.offset.isAnimating(at: time))
                }
                ctx.regions.append(HitRegion(id: n.pointee.id, rect: hit, tappable: n.pointee.tappable, drag: n.pointee.draggable,
                                             scrollAxis: axis, scrollMoving: moving, origin: rect.origin,
                                             enclosingScroll: ctx.scrollNode,
                                             inverse: ctx.hitTransform.isIdentity ? nil : ctx.hitTransform.inverted,
                                             keyBits: n.pointee.explicitKey))
            }
        }
        // Keyboard focus: tappable and `.focusable()` views Tab can reach — visible ones, and
        // ones a scroll view holds out of sight (focusing one scrolls it into view).
        let focusable = n.pointee.tappable || focusableExtra
        if focusable && !ctx.disabled {
            let hit = nodeRect.intersection(ctx.clip).intersection(ctx.hitBound)
            if !hit.isEmpty || ctx.scrollNode != nil {
                let focusRect = ctx.hitTransform.isIdentity ? nodeRect : ctx.hitTransform.boundingBox(nodeRect)
                ctx.focusables.append(KeyboardFocus.Candidate(id: n.pointee.id, rect: focusRect, tappable: n.pointee.tappable,
                                                              enclosingScroll: ctx.scrollNode))
            }
        }
        let hasFocus = focusable && interaction.focus.focused == n.pointee.id
        if visible, let role = n.pointee.role {
            ctx.inspector.append(InspectorEntry(id: n.pointee.id, role: role, label: label(of: i),
                                                frame: ctx.transform.isIdentity ? rect : ctx.transform.boundingBox(rect),
                                                focused: hasFocus))
        }
        if let v = effectValue, v.a > 0.001, visible, let sil = silhouette(i, rect: rect, content: content) {
            ctx.list.append(.shadow(rect: sil.rect.offsetBy(v.dx, v.dy), radius: sil.radius, blur: max(0, v.blur),
                                    color: v.shadowColor.opacity(opacity)))
        }
        if let bg = n.pointee.background, visible { emitNode(bg, opacity: opacity, shift: shift, &ctx) }

        if visible { emitContent(i, content: content, layoutRect: nodeRect, opacity: opacity,
                                 tracked: tracksLayout || matchedKey != nil, &ctx) }

        let clips = n.pointee.clip || scrolls
        let savedClip = ctx.clip
        if clips {
            let c = (scrolls ? content : rect).intersection(ctx.clip)
            ctx.clip = c
            ctx.list.append(.pushClip(c))
        }
        let savedScroll = scrolls ? (ctx.scroll, ctx.scrollOrigin, ctx.scrollNode) : nil
        if scrolls, case .scroll(let si) = n.pointee.kind {
            let st = scrollViews[si]
            if !ctx.disabled {
                ctx.viewports[n.pointee.id] = KeyboardFocus.Viewport(rect: content.intersection(savedClip), axis: st.axis,
                                                                     offset: st.current, target: st.offset.target)
                ctx.viewportOrder.append(n.pointee.id)
            }
            ctx.scroll = ObjectIdentifier(st)
            ctx.scrollNode = n.pointee.id
            ctx.scrollOrigin = Point(st.contentOrigin.x + shift.x, st.contentOrigin.y + shift.y)
        }
        if n.pointee.firstChild >= 0 && (visible || clips == false) {
            var c = n.pointee.firstChild
            while c >= 0 {
                emitNode(c, opacity: opacity, shift: shift, &ctx)
                c = nodes[c].nextSibling
            }
        }
        if let savedScroll { (ctx.scroll, ctx.scrollOrigin, ctx.scrollNode) = savedScroll }
        if scrolls, case .scroll(let si) = n.pointee.kind { emitIndicator(scrollViews[si], content, opacity, &ctx) }
        if clips {
            ctx.list.append(.popClip)
            ctx.clip = savedClip
        }
        if let ov = n.pointee.overlay, visible { emitNode(ov, opacity: opacity, shift: shift, &ctx) }
        if hasFocus && visible && interaction.focus.isVisible && !ctx.disabled {
            // The focus ring: SwiftUI's accent colour, following the view's rounded shape.
            // Outside the view when it fits in the clip; inside it when a clip (a scroll view's
            // edge, a photo filling its dock) would cut the outer ring away.
            let outer = rect.insetBy(-3)
            let fits = ctx.clip.contains(Point(outer.minX, outer.minY)) && ctx.clip.contains(Point(outer.maxX - 1e-9, outer.maxY - 1e-9))
            let base = focusRingRadius(i, size: rect.size)
            ctx.list.append(.strokeRoundedRect(rect: fits ? outer : rect.insetBy(1.5), radius: fits ? base + 3 : max(0, base - 1.5),
                                               lineWidth: 3, color: Color.accentColor.opacity(0.85 * opacity)))
        }

        if pushedTransform { ctx.list.append(.popTransform) }
        if let savedEffects { (ctx.transform, ctx.hitTransform, ctx.clip, ctx.hitBound) = savedEffects }

        if let t = transition {
            let rec = transitionRecord(i, t)
            rec.transform = ctx.transform
            rec.commands = Array(ctx.list[listStart...])
            rec.rect = rect.offsetBy(-applied.offset.x, -applied.offset.y)
            rec.appliedOffset = applied.offset
            rec.appliedOpacity = applied.opacity
            rec.clip = ctx.clip
            rec.matchedKey = matchedKey
            seenTransitions.insert(n.pointee.id)
        }
    }

    /// What node `i` draws itself (text, image, shape) at `content`; `layoutRect` is its frame
    /// as layout gave it, `tracked` whether it animates its layout or matched geometry.
    private func emitContent(_ i: Int, content: Rect, layoutRect: Rect, opacity: Double, tracked: Bool,
                             _ ctx: inout EmitContext) {
        let n = nodes.pointer(i)
        switch n.pointee.tag {
        case .text:
            guard case .text(let ti) = n.pointee.kind else { break }
            if texts[ti].lines.isEmpty && texts[ti].alignment == .leading && !texts[ti].hasNewline {
                // One leading-aligned line (nearly every label): no line splitting, no measuring.
                if !texts[ti].string.isEmpty {
                    ctx.list.append(.text(texts[ti].string, font: texts[ti].font, color: texts[ti].color.opacity(opacity),
                                          origin: content.origin))
                }
                break
            }
            emitTextLines(ti, content: content, opacity: opacity, &ctx)
        case .image:
            guard case .image(let ii) = n.pointee.kind else { break }
            ctx.list.append(.image(name: images[ii].name, rect: content, mode: images[ii].mode,
                                   radius: n.pointee.cornerRadius, opacity: opacity))
        case .shape:
            guard case .shape(let si) = n.pointee.kind else { break }
            let s = shapes[si]
            let radius = max(s.radius, n.pointee.cornerRadius)
            let target = ShapeVector(radius: radius, lineWidth: s.lineWidth,
                                     fill: s.fill ?? (s.stroke ?? .clear).opacity(0),
                                     stroke: s.stroke ?? (s.fill ?? .clear).opacity(0))
            if shapeAtRest(n.pointee.id, target, rect: layoutRect) {
                emitShape(s.kind, content, radius: radius, fill: s.fill, stroke: s.stroke, lineWidth: s.lineWidth, opacity, &ctx)
            } else {
                emitShapeInFull(i, s, target, content: content, layoutRect: layoutRect, opacity: opacity, tracked: tracked, &ctx)
            }
        default:
            break
        }
    }

    /// A shape that is not at rest as it was last frame (see `shapeAtRest`): it may start or
    /// continue an animation. Out of line, so that `emitContent` keeps a small frame.
    @inline(never)
    private func emitShapeInFull(_ i: Int, _ s: ShapeContent, _ target: ShapeVector, content: Rect, layoutRect: Rect,
                                 opacity: Double, tracked: Bool, _ ctx: inout EmitContext) {
        let n = nodes.pointer(i)
        if let v = animatedShape(n.pointee.id, target, n.pointee.transaction, rect: layoutRect, tracked: tracked) {
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
    private func emitTextLines(_ ti: Int, content: Rect, opacity: Double, _ ctx: inout EmitContext) {
        let t = texts[ti]
        let lh = measurer.lineHeight(t.font)
        let lines = t.lines.isEmpty ? t.string.components(separatedBy: "\n") : t.lines
        var y = content.minY
        for line in lines {
            var x = content.minX
            if t.alignment != .leading {
                let w = measurer.measure(line, font: t.font).width
                x = t.alignment == .center ? content.midX - w / 2 : content.maxX - w
            }
            if !line.isEmpty { ctx.list.append(.text(line, font: t.font, color: t.color.opacity(opacity), origin: Point(x, y))) }
            y += lh
        }
    }

    private func isScroll(_ i: Int) -> Bool { nodes[i].tag == .scroll }

    /// The corner radius of a view's own shape or background, for its focus ring.
    private func focusRingRadius(_ i: Int, size: Size) -> Double {
        let n = nodes[i]
        var r = n.cornerRadius
        // Capsules, circles and ellipses are round at the ends: the ring is a capsule too.
        func radius(_ s: ShapeContent) -> Double {
            s.kind == .roundedRect ? s.radius : min(size.width, size.height) / 2
        }
        if n.tag == .shape, case .shape(let si) = n.kind { r = max(r, radius(shapes[si])) }
        // A background shape, directly or as the only child of a `background { … }` container.
        var bg = n.background
        if let b = bg, nodes[b].tag != .shape, nodes[b].firstChild >= 0, nodes[nodes[b].firstChild].nextSibling < 0 {
            bg = nodes[b].firstChild
        }
        if let b = bg, nodes[b].tag == .shape, case .shape(let si) = nodes[b].kind { r = max(r, radius(shapes[si])) }
        return r
    }

    private func emitIndicator(_ s: ScrollState, _ r: Rect, _ opacity: Double, _ ctx: inout EmitContext) {
        guard s.showsIndicators, s.contentLength > s.viewport + 0.5, s.viewport > 0 else { return }
        let frac = s.viewport / s.contentLength
        let len = max(24, s.viewport * frac)
        let travel = s.viewport - len
        let pos = travel * min(1, max(0, s.current / max(1, s.maxOffset)))
        let bar: Rect = s.axis == .vertical
            ? Rect(r.maxX - 5, r.minY + pos, 3, len)
            : Rect(r.minX + pos, r.maxY - 5, len, 3)
        ctx.list.append(.fillRoundedRect(rect: bar, radius: 1.5, color: Color(white: 0, alpha: 0.3 * opacity)))
    }

    // MARK: Transitions

    private func transitionRecord(_ i: Int, _ t: Transition) -> TransitionRecord {
        let n = nodes[i]
        let key = n.id.child("transition").raw
        let rec = store.get(key) { () -> TransitionRecord in
            let r = TransitionRecord()
            // Inserted under an animation: grow presence from 0.
            if let a = n.transaction?.animation ?? frameTransaction?.animation {
                r.presence = AnimatedValue(0)
                r.presence.setTarget(1, animation: a, now: time)
            }
            return r
        }
        rec.storeKey = key
        rec.transition = t
        if rec.seenFrame != frameIndex {
            rec.seenFrame = frameIndex
            rec.presence.prune(now: time)
            if rec.presence.isAnimating(at: time) { animating = true }
            liveTransitions[n.id] = rec
        }
        return rec
    }

    /// Views with a transition that vanished this frame keep drawing while they leave, from
    /// the presence they had, inside the clip they had. A matched view that reappeared
    /// elsewhere flies instead, so it leaves no ghost behind.
    private func emitGhosts(_ ctx: inout EmitContext) {
        // Nearly every frame: no view with a transition, none leaving (iterating the empty
        // dictionary and filtering the empty array cost hundreds of instructions).
        if liveTransitions.isEmpty && ghosts.isEmpty { return }
        for (id, rec) in liveTransitions where !seenTransitions.contains(id) {
            liveTransitions[id] = nil
            // Forget it, so a quick re-insertion transitions in afresh.
            store.remove(rec.storeKey)
            if let m = rec.matchedKey, seenMatched.contains(m) { continue }
            guard let a = frameTransaction?.animation else { continue }
            var g = Ghost(record: rec, presence: AnimatedValue(rec.presence.value(at: time)))
            g.presence.setTarget(0, animation: a, now: time)
            ghosts.append(g)
        }
        ghosts.removeAll { !$0.presence.isAnimating(at: time) }
        for g in ghosts {
            let rec = g.record
            let (off, o) = rec.transition.effect(presence: g.presence.value(at: time), rect: rec.rect)
            guard rec.appliedOpacity > 0.001 else { continue }
            animating = true
            if !rec.transform.isIdentity { ctx.list.append(.pushTransform(rec.transform)) }
            ctx.list.append(.pushClip(rec.clip))
            for c in rec.commands {
                ctx.list.append(c.transformed(dx: off.x - rec.appliedOffset.x, dy: off.y - rec.appliedOffset.y,
                                              opacity: o / rec.appliedOpacity))
            }
            ctx.list.append(.popClip)
            if !rec.transform.isIdentity { ctx.list.append(.popTransform) }
        }
    }

}

/// The animated frame of a matched-geometry or layout-animated view, with where its slot sat
/// inside its scroll view last frame (to tell layout changes from scrolling).
extension Rect {
    /// Equal within `tolerance` points on every coordinate (layout arithmetic rounds).
    func isClose(to r: Rect, tolerance: Double = 0.01) -> Bool {
        abs(x - r.x) <= tolerance && abs(y - r.y) <= tolerance
            && abs(width - r.width) <= tolerance && abs(height - r.height) <= tolerance
    }
}

final class FrameAnimation {
    var value: AnimatedValue<Rect>
    var relative: Rect
    var scroll: ObjectIdentifier?
    init(_ rect: Rect, relative: Rect, scroll: ObjectIdentifier?) {
        value = AnimatedValue(rect); self.relative = relative; self.scroll = scroll
    }
}

extension DrawCommand {
    /// The command moved by (dx, dy) with its opacity multiplied by `opacity`.
    public func transformed(dx: Double, dy: Double, opacity o: Double) -> DrawCommand {
        switch self {
        case .fillRoundedRect(let r, let radius, let c):
            return .fillRoundedRect(rect: r.offsetBy(dx, dy), radius: radius, color: c.opacity(o))
        case .strokeRoundedRect(let r, let radius, let w, let c):
            return .strokeRoundedRect(rect: r.offsetBy(dx, dy), radius: radius, lineWidth: w, color: c.opacity(o))
        case .image(let name, let r, let mode, let radius, let op):
            return .image(name: name, rect: r.offsetBy(dx, dy), mode: mode, radius: radius, opacity: op * o)
        case .text(let s, let font, let c, let p):
            return .text(s, font: font, color: c.opacity(o), origin: Point(p.x + dx, p.y + dy))
        case .fillEllipse(let r, let c):
            return .fillEllipse(rect: r.offsetBy(dx, dy), color: c.opacity(o))
        case .strokeEllipse(let r, let w, let c):
            return .strokeEllipse(rect: r.offsetBy(dx, dy), lineWidth: w, color: c.opacity(o))
        case .shadow(let r, let radius, let blur, let c):
            return .shadow(rect: r.offsetBy(dx, dy), radius: radius, blur: blur, color: c.opacity(o))
        case .pushTransform(let m):
            return .pushTransform(m.conjugated(byTranslation: dx, dy))
        case .popTransform:
            return .popTransform
        case .pushClip(let r):
            return .pushClip(r.offsetBy(dx, dy))
        case .popClip:
            return .popClip
        }
    }
}
