/// What a selectable text (`.textSelection(.enabled)`, built in the controls) needs of the core:
/// its selection drawn behind its glyphs, and where its characters were drawn, to hit-test
/// clicks and drags. The core lays the text out and draws it, so both come from emit, with the
/// same lines, alignment and spacing the glyphs were drawn with.
///
/// A side table by node (`FrameTree.textHighlights`): texts that are not selectable cost one
/// emptiness check in the emit of nodes with input, and nothing in the plain path.
struct TextHighlight {
    /// The selected UTF-8 range (empty: nothing drawn, only the geometry recorded).
    var range: Range<Int>
    /// The highlight's colour.
    var color: Color
}

/// A text as it was last drawn: its layout with line origins relative to the text's content
/// (its frame less its padding), and where that content's top-left was.
@_spi(GlissControls)
public struct DrawnTextLayout {
    /// The layout, lines placed as drawn (alignment, line spacing), relative to `origin`.
    public var layout: TextLayout
    /// The content's top-left in window points.
    public var origin: Point
    /// How far the content's top-left is inside the view's frame (its padding).
    public var inset: Point

    /// The caret offset nearest to `point` (window points).
    public func offset(at point: Point) -> Int {
        layout.offset(at: Point(point.x - origin.x, point.y - origin.y))
    }
}

extension NodeRef {
    /// Makes this text's geometry readable next frame (``UI/drawnTextLayout(of:)``) and draws
    /// `range` highlighted in `color` behind its glyphs. Nothing for a view that is not a text.
    @_spi(GlissControls)
    public func textHighlight(_ range: Range<Int>, color: Color) {
        guard ui.nodes[index].tag == .text else { return }
        ui.tree.textHighlights[index] = TextHighlight(range: range, color: color)
        // The highlight is drawn by the general emit path (`emitNodeInFull`).
        ui.editExtras(index) { _ in }
    }

    /// The text this view shows (nil for a view that is not a text): what a selection of it
    /// copies, whatever its accessibility label says.
    @_spi(GlissControls)
    public var textString: String? {
        guard case .text(let ti) = ui.nodes[index].kind else { return nil }
        return ui.tree.texts[ti].string
    }
}

extension UI {
    /// Where the text `id` drew its characters last frame, when it asked with
    /// ``NodeRef/textHighlight(_:color:)``; nil when it was not drawn.
    @_spi(GlissControls)
    public func drawnTextLayout(of id: NodeID) -> DrawnTextLayout? { outputs.drawnTexts[id] }

    /// Node `i`'s highlight behind its text at `content`, and its geometry recorded.
    @inline(never)
    func emitTextHighlight(_ i: Int, _ h: TextHighlight, content: Rect, frame: Rect, opacity: Double,
                           _ out: inout EmitOutputs) {
        guard case .text(let ti) = nodes[i].kind else { return }
        let layout = drawnLayout(ti, content: content)
        outputs.drawnTexts[nodes[i].id] = DrawnTextLayout(layout: layout, origin: content.origin,
                                                          inset: Point(content.minX - frame.minX, content.minY - frame.minY))
        guard !h.range.isEmpty else { return }
        for r in layout.selectionRects(for: h.range) {
            out.commands.append(.fillRoundedRect(rect: r.offsetBy(content.minX, content.minY), radius: 0,
                                                 color: h.color.opacity(opacity)))
        }
    }

    /// Text `ti`'s layout with its lines where `forEachLine` draws them (relative to
    /// `content`'s top-left). Its lines were wrapped for some width no narrower than the
    /// widest of them: wrapping at the widest breaks them the same way.
    func drawnLayout(_ ti: Int, content: Rect) -> TextLayout {
        let t = tree.texts[ti]
        let wrap = t.lines.isEmpty || !t.wraps ? nil : t.lines.reduce(0) { max($0, $1.width) } + 0.01
        var layout = measurer.layout(t.string, font: t.font, width: wrap)
        // As `emitText` and `forEachLine` place them: one leading line at the content's left.
        var alignment = t.alignment
        if t.lines.isEmpty && alignment == .leading && !t.hasNewline {
            alignment = .leading
        } else if t.linesRightToLeft && alignment != .center {
            alignment = alignment == .leading ? .trailing : .leading
        }
        let step = measurer.lineHeight(t.font) + t.lineSpacing
        for k in layout.lines.indices {
            let w = layout.lines[k].width
            let x = switch alignment {
            case .leading: 0.0
            case .center: content.width / 2 - w / 2
            case .trailing: content.width - w
            }
            layout.lines[k].origin = Point(x, Double(k) * step)
        }
        return layout
    }
}

extension NodeRef {
    /// Calls `body` with each text in this view's subtree (this view too) that a container's
    /// text modifiers reach: not those a control draws inside itself (a button's title, a
    /// field's canvas, a geometry reader's content).
    @_spi(GlissControls)
    public func forEachText(_ body: (NodeRef) -> Void) {
        let ui = self.ui
        func visit(_ i: Int) {
            let n = ui.nodes[i]
            if n.tag == .text { return body(ui.ref(i)) }
            if n.tag == .canvas || n.tag == .geometryReader || (i != index && n.role?.isControl == true) { return }
            var c = n.firstChild
            while c >= 0 { visit(c); c = ui.nodes[c].nextSibling }
        }
        visit(index)
    }
}
