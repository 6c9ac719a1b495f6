/// A rich text's lines drawn run by run: emit draws its lines as any text's (so wrapping,
/// truncation, alignment, transitions and clipping are the plain path's), then each line's
/// `.text` command is replaced by its runs' pieces, each in its font and colour, with its
/// background behind it and its underline and strikethrough over it.
///
/// A side table by text (`FrameTree.richTexts`): a plain text costs one emptiness check.
/// Lines are broken as the text's own font measures its characters; a bold or code run is
/// drawn at its own width, so such a line may end a little further or shorter than a plain
/// one would.
extension UI {
    @inline(never)
    func styleRichLines(_ ti: Int, from start: Int, _ out: inout EmitOutputs) {
        guard let rich = tree.richTexts[ti], start < out.commands.count else { return }
        let drawn = Array(out.commands[start...])
        out.commands.removeSubrange(start...)
        let base = tree.texts[ti].color
        var cursor = 0
        for command in drawn {
            guard case let .text(line, font, color, origin) = command else {
                out.commands.append(command)
                continue
            }
            // The opacity the line was drawn at (the view's, a transition's fade).
            let fade = base.a > 0 ? min(1, color.a / base.a) : 1
            let lh = measurer.lineHeight(font)
            richSegments(rich, line: line, origin: origin, font: font, cursor: &cursor) { seg in
                let style = seg.run >= 0 ? rich.runs[seg.run].style : RichStyle()
                let ink = style.foreground == nil && style.link == nil ? color : style.color(from: base).opacity(fade)
                let slh = measurer.lineHeight(seg.font)
                // Line boxes of other fonts centred on the text's (their baselines close).
                let y = origin.y + (lh - slh) / 2 - style.baselineOffset
                if let bg = style.background {
                    out.commands.append(.fillRoundedRect(rect: Rect(seg.origin.x, origin.y, seg.width, lh), radius: 0,
                                                         color: bg.opacity(fade)))
                }
                if style.kern == 0 {
                    out.commands.append(.text(seg.string, font: seg.font, color: ink, origin: Point(seg.origin.x, y)))
                } else {
                    // Kerned: a character at a time, `kern` apart.
                    var x = seg.origin.x
                    for c in seg.string {
                        let s = String(c)
                        out.commands.append(.text(s, font: seg.font, color: ink, origin: Point(x, y)))
                        x += measurer.measure(s, font: seg.font).width + style.kern
                    }
                }
                let thickness = max(1, (seg.font.size / 16).rounded())
                if let u = style.underline {
                    out.commands.append(.fillRoundedRect(rect: Rect(seg.origin.x, y + slh * 0.86, seg.width, thickness),
                                                         radius: 0, color: u.color?.opacity(fade) ?? ink))
                }
                if let s = style.strikethrough {
                    out.commands.append(.fillRoundedRect(rect: Rect(seg.origin.x, y + slh * 0.55 - thickness / 2, seg.width, thickness),
                                                         radius: 0, color: s.color?.opacity(fade) ?? ink))
                }
            }
        }
    }
}
