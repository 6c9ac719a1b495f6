/// A stack of one view and nothing else (`hstack { content }`, no modifier of its own, inside
/// another stack) is sized and placed exactly as that view: offered a size, it offers all of it
/// and takes the view's answer (`onlyChildAnswering`). After the build, such a stack is taken out
/// of its parent's children and its view put in its place, so layout and emit walk past it as
/// if it were not there; its rect is its view's, set after layout, for anyone who asks. (Its
/// emit range stays empty: what reads ranges — fading out a view that went, a drag's preview —
/// reaches views through the tree, or has a modifier of its own.)
///
/// Build is untouched: the stack is still a node, with its identity (the scope of its view's),
/// and every builder and modifier that looks at the tree while it is built (a form's rows, a
/// divider's axis) sees it. Only a stack that has nothing of its own when the build ends is
/// taken out: a modifier applied to it, or a layout trait on its view, keeps it.
///
/// Why: nested stacks are what forms, settings pages and toolbars are made of, and each level
/// cost ~325 instructions of layout and emit a frame walking down to the view (probes, placing,
/// emitting an empty range): `bench nested --items 4`, four such stacks round each of 256
/// cells, +22.6 % over none (callgrind, `UI.runFrame`).
struct WrapperCandidate {
    /// The stack of one view.
    var stack: Int32
    /// Its previous sibling when it was added (-1: the first child).
    var previous: Int32
    /// Its parent when it was added.
    var parent: Int32
}

extension UI {
    /// Notes stack `i`, just built, as one that may be taken out after the build when it is a
    /// stack in a stack with one view, sized as it is: not a spacer (which grows along its
    /// own stack's axis) and handing its container no trait (a priority or layout value would
    /// reach the stack's container). What its view is and has is settled here (its modifiers
    /// were applied inside the stack); what the stack has is known only after the build.
    /// `previous` is the sibling before the stack in its parent.
    @inline(__always)
    func noteWrapperCandidate(_ i: Int, previous: Int) {
        let n = nodes.pointer(i)
        guard n.pointee.childCount == 1, n.pointee.parent >= 0, nodes[n.pointee.parent].tag == .stack else { return }
        let view = nodes.pointer(n.pointee.firstChild)
        guard view.pointee.tag != .spacer else { return }
        let e = view.pointee.extra
        guard e < 0 || (tree.extras[e].layoutPriority == 0 && tree.extras[e].layoutValues.isEmpty) else { return }
        wrapperCandidates.append(WrapperCandidate(stack: Int32(i), previous: Int32(previous), parent: Int32(n.pointee.parent)))
    }

    /// After the build: each candidate that has nothing of its own is taken out of its
    /// parent's children, its view put in its place. Outermost first (the reverse of build
    /// order, which notes a chain's inner stacks first), so each stack of a chain keeps its
    /// own view as its first child: comparing this frame with the last (`ImplicitAnimation`)
    /// sees the stacks as built.
    func detachTransparentWrappers() {
        // Nodes by address from the buffer's start: layout adds none, and each `nodes[i]`
        // loaded the buffer's header again (~10 instructions a stack).
        let node = nodes.pointer(0)
        let candidates = wrapperCandidates.elements
        var k = candidates.count
        while k > 0 {
            k -= 1
            let s = Int(candidates[k].stack)
            let n = node + s
            guard hasNothingOfItsOwn(n) else { continue }
            let parent = node + n.pointee.parent
            // The sibling before it: as noted when it was built, or, for a stack whose own
            // stack was taken out (so it was a first child), the one before that stack, which
            // keeps it in `lastChild` (unused once taken out).
            let built = Int(candidates[k].parent)
            let previous = node[built].detached ? node[built].lastChild : Int(candidates[k].previous)
            if previous >= 0 {
                guard node[previous].nextSibling == s else { continue }
            } else {
                guard parent.pointee.firstChild == s else { continue }
            }
            let view = n.pointee.firstChild
            if previous >= 0 { node[previous].nextSibling = view } else { parent.pointee.firstChild = view }
            if parent.pointee.lastChild == s { parent.pointee.lastChild = view }
            node[view].nextSibling = n.pointee.nextSibling
            node[view].parent = n.pointee.parent
            n.pointee.lastChild = previous
            n.pointee.detached = true
            build.detachesWrappers = true
        }
    }

    /// True when stack `n` has no modifier of its own: no frame, padding, background or
    /// overlay (each sets the node's `stage`, which `NodeRef.staged` keeps in modifier order),
    /// offset, opacity, role, label, extras (most modifiers), input, clip, hiding or explicit
    /// identity. (Placement from a canvas or lazy container does not apply: its parent is a
    /// stack. Nor does a corner radius: a stack draws none without a background, clip, focus
    /// ring or effect, each tested here.)
    @inline(__always)
    private func hasNothingOfItsOwn(_ n: UnsafeMutablePointer<Node>) -> Bool {
        n.pointee.extra < 0 && n.pointee.stage == 0 && n.pointee.frameIndex < 0
            && n.pointee.offset == .zero && n.pointee.opacity == 1
            && n.pointee.role == nil && n.pointee.label == .none && n.pointee.explicitKey == nil
            && n.pointee.draggable == nil && !n.pointee.tappable && !n.pointee.disabled
            && !n.pointee.hidden && !n.pointee.clip
    }

    /// After layout (and mirroring): each stack taken out gets its view's rect, as if it had
    /// been placed round it (its content rect, unread, is left: `ImplicitAnimation` reads its
    /// rect for it). In build order, inner stacks first: each finds its view's set.
    func placeDetachedWrappers() {
        let node = nodes.pointer(0)
        for w in wrapperCandidates.elements {
            let n = node + Int(w.stack)
            guard n.pointee.detached else { continue }
            let view = node + n.pointee.firstChild
            n.pointee.rect = view.pointee.rect
        }
    }
}
