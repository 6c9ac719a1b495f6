/// `.fixedSize` and `.aspectRatio`, SwiftUI's sizing modifiers. They live in a node's
/// `FrameSpec` beside `.frame`'s constraints, in SwiftUI's order from the content out:
/// padding, aspect ratio, frame, fixed size. A modifier written outside one that comes later
/// in that order wraps the node first (`UI.applyFrame`), so the order written is the order
/// applied.
extension NodeRef {
    /// Its ideal size on both axes, whatever it is offered — SwiftUI's `fixedSize()`: a label
    /// keeps its full width on one line however narrow its container.
    @discardableResult public func fixedSize() -> NodeRef { fixedSize(horizontal: true, vertical: true) }

    /// Its ideal length on the axes given, whatever it is offered on them — SwiftUI's
    /// `fixedSize(horizontal:vertical:)`: `fixedSize(horizontal: false, vertical: true)` lets
    /// a paragraph wrap to the width offered but take every line's height.
    @discardableResult public func fixedSize(horizontal: Bool, vertical: Bool) -> NodeRef {
        guard horizontal || vertical else { return self }
        let ui = self.ui
        let i = ui.applyFrame(index, width: false, height: false) { _ in }
        ui.editSizing(i) { s in
            s.fixedWidth = s.fixedWidth || horizontal
            s.fixedHeight = s.fixedHeight || vertical
        }
        return NodeRef(ui: ui, index: i)
    }

    /// Offers its content the largest size of width-over-height `ratio` inside what it is
    /// offered (`.fit`) or the smallest that covers it (`.fill`) — SwiftUI's
    /// `aspectRatio(_:contentMode:)`: `ui.rectangle().aspectRatio(1, contentMode: .fit)` in
    /// 300 × 100 is 100 × 100. With `ratio` nil, the content's ideal width over height. Offered
    /// one axis only, the other follows from the ratio.
    @discardableResult public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> NodeRef {
        let ui = self.ui
        // Inside `.frame` and `.fixedSize`: written after either, it is outside them.
        let f0 = ui.nodes[index].frameIndex
        let outside = f0 >= 0 && (ui.tree.frames[f0].constrainsWidth || ui.tree.frames[f0].constrainsHeight
                                  || ui.tree.frames[f0].sizing >= 0)
        let i = ui.applyFrame(outside ? ui.wrap(index) : index, width: false, height: false) { _ in }
        ui.editSizing(i) { s in
            s.aspectMode = contentMode == .fill ? .fill : .fit
            s.aspectRatio = ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        }
        return NodeRef(ui: ui, index: i)
    }

    /// `aspectRatio(_:contentMode:)` with the ratio of `size` (`size.width / size.height`).
    @discardableResult public func aspectRatio(_ size: Size, contentMode: ContentMode) -> NodeRef {
        aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
    }

    /// The largest size of its content's ideal aspect ratio inside what it is offered —
    /// SwiftUI's `scaledToFit()`, `aspectRatio(contentMode: .fit)`. An image (whose size
    /// layout does not know) draws fitted inside the size it is offered.
    @discardableResult public func scaledToFit() -> NodeRef { scaledTo(.fit) }

    /// The smallest size of its content's ideal aspect ratio that covers what it is offered —
    /// SwiftUI's `scaledToFill()`, `aspectRatio(contentMode: .fill)`. An image draws filling
    /// the size it is offered, cropped.
    @discardableResult public func scaledToFill() -> NodeRef { scaledTo(.fill) }

    private func scaledTo(_ mode: ContentMode) -> NodeRef {
        let ui = self.ui
        if ui.nodes[index].firstChild < 0, case .image(let k) = ui.nodes[index].kind {
            // An image takes what it is offered: its drawing mode is what fits or fills.
            ui.tree.images[k].mode = mode
            return self
        }
        return aspectRatio(nil, contentMode: mode)
    }
}

/// `.fixedSize` and `.aspectRatio` of a frame (`FrameSpec.sizing`).
struct SizingSpec {
    /// `.fixedSize(horizontal:vertical:)`, outside the frame: the proposal on these axes is
    /// replaced by nil (the ideal length).
    var fixedWidth = false
    var fixedHeight = false
    /// `.aspectRatio(_:contentMode:)`, inside the frame (around the padding): set when the
    /// modifier is; `aspectRatio` nil takes the content's ideal width over height.
    var aspectMode: ContentMode? = nil
    var aspectRatio: Double? = nil

    /// `.fixedSize` is set: a later `.frame` or `.aspectRatio` is outside it, on a node of its own.
    var fixesSize: Bool { fixedWidth || fixedHeight }
}

extension UI {
    /// Frame `f`'s sizing modifiers, if it has any.
    @inline(__always)
    func sizing(of f: FrameSpec) -> SizingSpec? { f.sizing < 0 ? nil : tree.sizings[Int(f.sizing)] }

    /// Edits the sizing modifiers of node `i`'s frame (it has one), making them on first use.
    func editSizing(_ i: Int, _ edit: (inout SizingSpec) -> Void) {
        let k = nodes[i].frameIndex
        if tree.frames[k].sizing < 0 {
            tree.frames[k].sizing = Int32(tree.sizings.count)
            tree.sizings.append(SizingSpec())
        }
        edit(&tree.sizings[Int(tree.frames[k].sizing)])
    }

    /// The size of a framed image, shape or canvas without padding (a 5-point bar: `.frame(width:)`)
    /// for `p`: its frame's size round what the frame offers it, which it takes. Worked out
    /// rather than cached: the arithmetic costs less than the cache's lookups and insert (in
    /// `bench nested`, 768 such answers a frame). Nil for a frame with sizing modifiers
    /// (`aspectRatio`, `fixedSize`): `measure` sizes those.
    @inline(never)
    func framedLeafSize(_ i: Int, _ p: ProposedSize) -> Size? {
        let f = tree.frames[nodes.pointer(i).pointee.frameIndex]
        guard f.sizing < 0 else { return nil }
        if f.minWidth == nil && f.maxWidth == nil && f.idealWidth == nil
            && f.minHeight == nil && f.maxHeight == nil && f.idealHeight == nil {
            // Only a width or height (`.frame(width: 5)`, a bar): what the steps below come to,
            // without their optional arithmetic (~140 instructions an answer, three a bar a
            // frame in `bench nested`).
            return Size(f.width ?? ((p.width ?? 0) + 0), f.height ?? ((p.height ?? 0) + 0))
        }
        // `measure`'s steps with zero padding, to the sign of a zero.
        let inner = frameInnerProposal(f, p).inset(by: .zero)
        return frameOuterSize(f, p, Size((inner.width ?? 0) + 0, (inner.height ?? 0) + 0))
    }

    /// The size of node `i` when its frame fixes both its width and its height (no sizing
    /// modifiers): the frame's, whatever it is offered and its content answers, so a stack's
    /// probes and shares do not ask the content (it is asked once, when placed). Kept in the
    /// node's measure cache. Nil for any other frame. (In `bench table`, each row's fixed
    /// columns: their cells were measured four times a frame, at the row's `.zero` and
    /// `.infinity` probes, its share and its placement.) Not for texts: their measure marks
    /// how they are drawn.
    @inline(__always)
    func fixedFrameSize(_ i: Int, _ pw: Double, _ ph: Double) -> Size? {
        let n = nodes.pointer(i)
        let f = tree.frames[n.pointee.frameIndex]
        guard f.sizing < 0, let w = f.width, let h = f.height else { return nil }
        let s = Size(w, h)
        withUnsafeMutablePointer(to: &n.pointee.measured) { MeasureCache.insert($0, pw, ph, s) }
        return s
    }

    /// The proposal node `i` (framed by `f`) makes to its padded content when offered `p`:
    /// nil on `.fixedSize`'s axes, then the frame's, then the aspect ratio's.
    @inline(__always)
    func innerProposal(_ i: Int, _ f: FrameSpec, _ p: ProposedSize) -> ProposedSize {
        guard let s = sizing(of: f) else { return frameInnerProposal(f, p) }
        let q = frameInnerProposal(f, s.fixesSize ? fixing(s, p) : p)
        return s.aspectMode == nil ? q : aspectProposal(i, s, q)
    }

    /// The size node `i` (framed by `f`) takes when offered `p`, its content (with padding)
    /// having taken `child`.
    @inline(__always)
    func outerSize(_ f: FrameSpec, _ p: ProposedSize, _ child: Size) -> Size {
        guard let s = sizing(of: f), s.fixesSize else { return frameOuterSize(f, p, child) }
        return frameOuterSize(f, fixing(s, p), child)
    }

    private func fixing(_ f: SizingSpec, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(f.fixedWidth ? nil : p.width, f.fixedHeight ? nil : p.height)
    }

    /// `.aspectRatio`'s proposal to node `i`'s padded content, offered `q`.
    @inline(never)
    private func aspectProposal(_ i: Int, _ f: SizingSpec, _ q: ProposedSize) -> ProposedSize {
        let fit = f.aspectMode != .fill
        var ideal: Size?
        func idealSize() -> Size {
            if let ideal { return ideal }
            let pad = nodes[i].padding
            let c = contentSize(i, ProposedSize(nil, nil))
            let s = Size(c.width + pad.horizontal, c.height + pad.vertical)
            ideal = s
            return s
        }
        let ratio: Double
        if let r = f.aspectRatio {
            ratio = r
        } else {
            let s = idealSize()
            guard s.width > 0, s.height > 0 else { return q }
            ratio = s.width / s.height
        }
        // An infinite length is no bound: the other axis decides.
        let w = q.width.flatMap { $0.isFinite ? $0 : nil }, h = q.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let width = fit ? min(w, h * ratio) : max(w, h * ratio)
            return ProposedSize(width, width / ratio)
        case let (w?, nil):
            return ProposedSize(w, w / ratio)
        case let (nil, h?):
            return ProposedSize(h * ratio, h)
        case (nil, nil):
            guard q.width == nil || q.height == nil else { return q }   // ∞ both ways: unbounded
            // Asked for its ideal size: the content's ideal, brought to the ratio.
            let s = idealSize()
            let width = fit ? min(s.width, s.height * ratio) : max(s.width, s.height * ratio)
            return ProposedSize(width, width / ratio)
        }
    }
}
