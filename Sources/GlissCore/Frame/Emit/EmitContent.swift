/// What a node draws itself: its text, image or shape (animated shapes and gliding text go
/// through `ShapeAnimation.swift` and `ContentTransition.swift`).
extension UI {
    func emitContent(_ i: Int, content: Rect, layoutRect: Rect, opacity: Double, tracked: Bool,
                             matched: MatchedKey?, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let n = nodes.pointer(i)
        switch n.pointee.tag {
        case .text:
            guard case .text(let ti) = n.pointee.kind else { break }
            if matched != nil || !animationState.implicit.texts.isEmpty {
                emitGlidingText(i, ti, matched: matched, content: content, opacity: opacity, &ctx, &out)
                break
            }
            emitText(i, ti, content: content, opacity: opacity, &ctx, &out)
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
                emitShape(s.kind, content, radius: v.radius, fill: v.fill.a > 0.0005 ? v.fill : nil,
                          stroke: v.stroke.a > 0.0005 ? v.stroke : nil, lineWidth: max(0, v.lineWidth), opacity, &ctx, &out)
            } else if shapeAtRest(Int32(i), n.pointee.id, target) {
                emitShape(s.kind, content, radius: radius, fill: s.fill, stroke: s.stroke, lineWidth: s.lineWidth, opacity, &ctx, &out)
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
    func emitShapeInFull(_ i: Int, _ s: ShapeContent, _ target: ShapeVector, content: Rect, layoutRect: Rect,
                                 opacity: Double, tracked: Bool, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let n = nodes.pointer(i)
        if let v = animatedShape(Int32(i), n.pointee.id, target, transaction(of: n), rect: layoutRect, tracked: tracked) {
            // Mid-animation: the interpolated radius, line width and colours.
            emitShape(s.kind, content, radius: v.radius, fill: v.fill.a > 0.0005 ? v.fill : nil,
                      stroke: v.stroke.a > 0.0005 ? v.stroke : nil, lineWidth: max(0, v.lineWidth), opacity, &ctx, &out)
        } else {
            emitShape(s.kind, content, radius: target.radius, fill: s.fill, stroke: s.stroke, lineWidth: s.lineWidth, opacity, &ctx, &out)
        }
    }

    /// The lines of a text that has several, or is not leading-aligned. Out of line, so that
    /// `emitContent` keeps a small frame.
    @inline(never)
    func emitTextLines(_ ti: Int, content: Rect, opacity: Double, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        let font = tree.texts[ti].font, color = tree.texts[ti].color.opacity(opacity)
        forEachLine(ti, content: content) { line, origin in out.commands.append(.text(line, font: font, color: color, origin: origin)) }
    }

    /// Each non-empty line of text `ti` laid out at `content`, with its line box's top-left,
    /// as it is drawn.
    func forEachLine(_ ti: Int, content: Rect, _ body: (String, Point) -> Void) {
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

}
