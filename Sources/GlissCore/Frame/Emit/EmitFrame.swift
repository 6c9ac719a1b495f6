/// Emit as a frame step: the tree drawn layer by layer (`DrawLayer`), then each collector's
/// output handed to the subsystem that reads it.
extension UI {
    /// Step 4 of `runFrame`: the layers up to the menus, in `DrawLayer` order. (The tooltip
    /// layer follows hover, which needs this frame's hit regions: `emitTooltipLayer`.)
    func emitFrame() -> DrawList {
        var ctx = EmitContext(clip: Rect(origin: .zero, size: size), hitBound: Rect(origin: .zero, size: size))
        swap(&ctx.clips, &outputs.emitClips)
        var out = EmitOutputs()
        recycleOutputs(into: &out)
        tooltips.beginEmit()
        animationState.seenTransitions.removeAll(keepingCapacity: true)
        animationState.seenMatched.removeAll(keepingCapacity: true)
        beginShapeHistory()
        beginShapeData()
        if !outputs.drawnTexts.isEmpty { outputs.drawnTexts.removeAll(keepingCapacity: true) }
        for layer in DrawLayer.backToFront {
            switch layer {
            case .app:
                if !nodes.isEmpty { emitNode(0, opacity: 1, shift: .zero, &ctx, &out) }
            case .flights:
                emitGhosts(&ctx, &out)
            case .presentations, .menus, .dragPreviews:
                // An in-app drag's own preview is a root of the drag-preview layer; the view
                // itself as its preview is drawn after the tooltip (`emitDragPreviewLayer`).
                if !presentations.roots.isEmpty { emitPresentations(in: layer, &ctx, &out) }
            case .tooltips:
                // After hover (`endFrame`).
                break
            }
        }
        interaction.focus.modalLayer = presentations.modalLayer
        out.inspector.removeCovered(parent: { nodes[$0].parent })
        ctx.clips.removeAll(keepingCapacity: true)
        swap(&ctx.clips, &outputs.emitClips)
        return handOut(&out)
    }

    /// Last frame's outputs' storage, emptied and reserved for this frame's (the list sized
    /// like last frame's, so it does not regrow from empty every frame; the inspector with some
    /// headroom, so a scroll that brings one more row in does not copy it whole). Reusing the
    /// storage saves an allocation each (and, for the dictionary, a generic metadata lookup).
    /// Nothing reads the old outputs during emit. Filled in place: returned, the outputs were
    /// copied and the local destroyed (each array retained and released: ~0.6 K instructions
    /// a frame).
    private func recycleOutputs(into out: inout EmitOutputs) {
        let counts = outputs.emitCounts
        out.commands.reserveCapacity(max(nodes.count, counts.list) + 16)
        out.inspector.entries = recycled(&outputs.inspectorEntries)
        out.inspector.entries.reserveCapacity(counts.inspector + counts.inspector / 8 + 8)
        out.inspector.details = recycled(&outputs.inspectorDetails)
        out.hits.regions = recycled(&interaction.regions)
        // Keyboard focus read once: `Interaction.focus` is lazy, and each access checks and retains it.
        let focus = interaction.focus
        out.focus.candidates = recycled(&focus.candidates)
        out.focus.viewports = recycled(&focus.viewports)
        out.focus.viewportOrder = recycled(&focus.viewportOrder)
    }

    /// Each collector's output to its reader: hit regions to `Interaction`, focus candidates
    /// and viewports to `KeyboardFocus`, entries to the inspector; the draw list out. Moved
    /// (swapped) rather than copied: `out` is not read again, and what it is left holding (the
    /// readers' old values) is released with it, as an assignment would. Copied, each array
    /// was retained here and released again with `out` (~0.65 K instructions a frame).
    private func handOut(_ out: inout EmitOutputs) -> DrawList {
        outputs.emitCounts = (out.commands.count, out.inspector.entries.count, out.hits.regions.count,
                              out.focus.candidates.count, out.focus.viewports.count)
        swap(&interaction.regions, &out.hits.regions)
        swap(&interaction.namedSpaces, &out.hits.namedSpaces)
        let focus = interaction.focus
        swap(&focus.candidates, &out.focus.candidates)
        swap(&focus.viewports, &out.focus.viewports)
        swap(&focus.viewportOrder, &out.focus.viewportOrder)
        swap(&outputs.inspectorEntries, &out.inspector.entries)
        swap(&outputs.inspectorDetails, &out.inspector.details)
        outputs.inspectorNodesArePrevious = false
        var list = DrawList()
        animationState.lastCommands = out.commands
        swap(&list.commands, &out.commands)
        swap(&list.prefetchedImages, &out.prefetch.images)
        swap(&list.prefetchedTexts, &out.prefetch.texts)
        for i in tree.scrollNodes {
            if case .scroll(let si) = nodes[i].kind { tree.scrollViews[si].lastFrameContentOrigin = tree.scrollViews[si].contentOrigin }
        }
        return list
    }

    /// The presentation roots of `layer`, above the layers before it, unclipped, each a focus
    /// scope of its own (`EmitContext.presentation`). A live modal one hides from the inspector
    /// what its backdrop covers.
    private func emitPresentations(in layer: DrawLayer, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let window = Rect(origin: .zero, size: size)
        ctx.inFlightPass = false
        ctx.scroll = nil; ctx.scrollOrigin = .zero; ctx.scrollNode = nil
        ctx.transform = .identity; ctx.hitTransform = .identity
        ctx.disabled = false; ctx.dimmed = false; ctx.noHits = false; ctx.openRegion = -1
        for (k, r) in presentations.roots.enumerated() where r.layer == layer {
            ctx.clip = window
            ctx.prefetchBand = .zero
            ctx.hitBound = window
            ctx.presentation = k + 1
            if r.modal && r.hidesBelow && r.live { out.inspector.removeAllBelow() }
            emitNode(r.index, opacity: 1, shift: .zero, &ctx, &out)
        }
        ctx.presentation = 0
    }

    /// The tooltip layer, over everything emitted: the `.help` text of the view the pointer
    /// rests on (hover was just updated against this frame's hit regions).
    func emitTooltipLayer(_ list: inout DrawList) {
        guard let tip = tooltips.update(ui: self, pressed: input.pressedThisFrame) else { return }
        let box = Tooltips.draw(tip.text, at: tip.at, ui: self, into: &list)
        outputs.inspectorDetails.append(InspectorDetails(label: tip.text))
        outputs.inspectorEntries.append(InspectorEntry(id: NodeID.root.child("tooltip"), role: .tooltip, frame: box,
                                                       details: Int32(outputs.inspectorDetails.count - 1)))
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
}
