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
        let i = unmanagedUI._withUnsafeGuaranteedRef {
            $0.applyFrame(index, width: false, height: false) { f in
                f.fixedWidth = f.fixedWidth || horizontal
                f.fixedHeight = f.fixedHeight || vertical
            }
        }
        return NodeRef(unmanagedUI: unmanagedUI, index: i)
    }

    /// Offers its content the largest size of width-over-height `ratio` inside what it is
    /// offered (`.fit`) or the smallest that covers it (`.fill`) — SwiftUI's
    /// `aspectRatio(_:contentMode:)`: `ui.rectangle().aspectRatio(1, contentMode: .fit)` in
    /// 300 × 100 is 100 × 100. With `ratio` nil, the content's ideal width over height. Offered
    /// one axis only, the other follows from the ratio.
    @discardableResult public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> NodeRef {
        let i = unmanagedUI._withUnsafeGuaranteedRef { ui in
            // Inside `.frame` and `.fixedSize`: written after either, it is outside them.
            let f0 = ui.nodes[index].frameIndex
            let outside = f0 >= 0 && (ui.tree.frames[f0].constrainsWidth || ui.tree.frames[f0].constrainsHeight
                                      || ui.tree.frames[f0].fixesSize || ui.tree.frames[f0].aspectMode != nil)
            let me = outside ? ui.wrap(index) : index
            return ui.applyFrame(me, width: false, height: false) { f in
                f.aspectMode = contentMode == .fill ? .fill : .fit
                f.aspectRatio = ratio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            }
        }
        return NodeRef(unmanagedUI: unmanagedUI, index: i)
    }

    /// ``aspectRatio(_:contentMode:)`` with the ratio of `size` (`size.width / size.height`).
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

extension UI {
    /// The proposal node `i` (framed by `f`) makes to its padded content when offered `p`:
    /// nil on `.fixedSize`'s axes, then the frame's, then the aspect ratio's.
    @inline(__always)
    func innerProposal(_ i: Int, _ f: FrameSpec, _ p: ProposedSize) -> ProposedSize {
        let q = frameInnerProposal(f, f.fixesSize ? fixing(f, p) : p)
        return f.aspectMode == nil ? q : aspectProposal(i, f, q)
    }

    /// The size node `i` (framed by `f`) takes when offered `p`, its content (with padding)
    /// having taken `child`.
    @inline(__always)
    func outerSize(_ f: FrameSpec, _ p: ProposedSize, _ child: Size) -> Size {
        frameOuterSize(f, f.fixesSize ? fixing(f, p) : p, child)
    }

    private func fixing(_ f: FrameSpec, _ p: ProposedSize) -> ProposedSize {
        ProposedSize(f.fixedWidth ? nil : p.width, f.fixedHeight ? nil : p.height)
    }

    /// `.aspectRatio`'s proposal to node `i`'s padded content, offered `q`.
    @inline(never)
    private func aspectProposal(_ i: Int, _ f: FrameSpec, _ q: ProposedSize) -> ProposedSize {
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
