/// Work ahead: the images and lines of text a scroll view clips away within one viewport of
/// its edge, asked for so they are ready when they scroll in (`PrefetchCollector`).
extension UI {
    /// An image or text node outside the clip: asked for ahead when it lies in the prefetch
    /// band (an image decoded and prepared, a text's lines shaped and their glyphs rasterised).
    /// Out of line: the culled path of `emitPlain` stays as small as it was.
    @inline(never)
    func prefetch(_ n: UnsafePointer<Node>, content: Rect, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        guard !ctx.prefetchBand.isEmpty, content.intersects(ctx.prefetchBand) else { return }
        switch n.pointee.kind {
        case .image(let ii):
            guard out.prefetch.acceptsImages else { return }
            out.prefetch.add(ImagePrefetch(name: tree.images[ii].name, rect: content, mode: tree.images[ii].mode,
                                           radius: n.pointee.cornerRadius))
        case .text(let ti):
            guard out.prefetch.acceptsTexts else { return }
            if tree.texts[ti].lines.isEmpty && tree.texts[ti].alignment == .leading && !tree.texts[ti].hasNewline {
                // One leading-aligned line, as `emitText` draws it. Layout has shaped it already;
                // what is left is its glyphs, and an ASCII label's are among its font's ninety-five,
                // rasterised once: only a line with other characters (CJK, emoji…) is worth the entry
                // (a grid's labels in the band would cost ~200 instructions each, every frame).
                let string = tree.texts[ti].string
                if !string.isEmpty && !Self.isASCII(string) {
                    out.prefetch.add(TextPrefetch(string: string, font: tree.texts[ti].font, origin: content.origin))
                }
                return
            }
            let font = tree.texts[ti].font
            forEachLine(ti, content: content, within: ctx.prefetchBand) { line, origin in
                out.prefetch.add(TextPrefetch(string: line, font: font, origin: origin))
            }
        default:
            return
        }
    }

    /// `s` is all ASCII: one branch-free pass over its contiguous UTF-8 (native strings, small
    /// ones included).
    @inline(__always)
    static func isASCII(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var any: UInt8 = 0
            for b in bytes { any |= b }
            return any < 0x80
        } ?? false
    }

    /// The images and texts in the prefetch band under node `i`, a clipping node wholly outside
    /// the clip (its subtree is not emitted).
    func prefetch(under i: Int, shift: Point, _ ctx: inout EmitContext, _ out: inout EmitOutputs) {
        var c = nodes[i].firstChild
        while c >= 0 {
            let n = nodes.pointer(c)
            if n.pointee.rect.offsetBy(shift.x, shift.y).intersects(ctx.prefetchBand) {
                if n.pointee.tag == .image || n.pointee.tag == .text {
                    prefetch(n, content: n.pointee.contentRect.offsetBy(shift.x, shift.y), &ctx, &out)
                } else if n.pointee.firstChild >= 0 {
                    prefetch(under: c, shift: shift, &ctx, &out)
                }
            }
            c = n.pointee.nextSibling
        }
    }

    /// What node `i` draws itself (text, image, shape) at `content`; `layoutRect` is its frame
    /// as layout gave it, `tracked` whether it animates its layout or matched geometry, `matched`
}
