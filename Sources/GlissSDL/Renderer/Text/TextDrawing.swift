import CSDL2
import GlissCore

extension SDLBackend {
    // MARK: - Text

    /// One line of text: shaped once (the measurer's cache, so it is drawn as it was measured),
    /// then each glyph blitted from the glyph cache at its quarter-pixel position. `origin` is
    /// the line box's top-left; the baseline sits where the glyph box, centred in the line box,
    /// puts it.
    func drawText(_ string: String, font: Font, color: Color, origin: Point) {
        guard !string.isEmpty, color.a > 0, origin.x.isFinite, origin.y.isFinite else { return }
        let s = pixelScale
        guard let face = measurer.face(font) else {
            // No font at all: a thin outline where the text would be, so layout stays visible.
            let size = MonospaceTextMeasurer().measure(string, font: font)
            strokeRoundedRect(Rect(origin: origin, size: size), radius: 0, lineWidth: 1, color: color)
            return
        }
        // Cull before touching glyphs: long lists must not draw offscreen labels. Lines above
        // or below the clip go before their shaping is looked up: a 2,000-line editor draws 40
        // of them (the lookups, each hashing its line, cost ~0.3 ms a frame).
        let top = pixelCoord(origin.y * s)
        let clip = currentClip
        if clipIsEmpty || top >= clip.y1 || top + face.lineSkip + face.height <= clip.y0 { return }
        let x = origin.x * s
        // Glyphs may overhang their advance by about an em: those further out are skipped.
        let margin = Double(face.lineSkip + face.height)
        let visible = (Double(clip.x0) - margin)...(Double(clip.x1) + margin)
        // A long line laid out lately: only its pieces in view are shaped (cut where shaping
        // them alone gives the line's glyphs).
        if string.utf8.count > SDLTextMeasurer.longLine,
           let stretches = measurer.visibleStretches(string, font: font, within: (visible.lowerBound - x)...(visible.upperBound - x)) {
            for stretch in stretches {
                guard let shaped = measurer.shaped(String(stretch.text), font: font) else { continue }
                drawGlyphs(shaped, x: x + stretch.x, top: top, face: face, color: color, visible: visible)
            }
            return
        }
        // The face loaded, so the line shapes (in it: `shaped.primary` is this face).
        guard let shaped = measurer.shaped(string, font: font) else { return }
        if x >= Double(clip.x1) || x + shaped.width <= Double(clip.x0) { return }
        drawGlyphs(shaped, x: x, top: top, face: face, color: color, visible: visible)
    }

    /// `shaped`'s glyphs within `visible` (pixels), its left edge at `x` and line top at `top`.
    private func drawGlyphs(_ shaped: ShapedText, x: Double, top: Int32, face: FontLibrary.Face, color: Color,
                            visible: ClosedRange<Double>) {
        let clip = currentClip
        let baseline = top + face.baseline
        let rgba = (byte(color.r), byte(color.g), byte(color.b), byte(color.a))
        let fb = directFramebuffer()
        forEachGlyph(shaped, x: x, baseline: baseline, within: visible) { glyph, gx, gy in
            if let fb {
                blit(glyph, gx, gy, fb, clip, rgba)
            } else {
                glyphAtlas.draw(glyph, x: gx, y: gy, color: rgba, renderer: renderer) { texturesCreated += 1 }
            }
        }
        if fb == nil { sdlQueued = true }
    }

    /// Lines laid out just outside the view (``DrawList/prefetchedTexts``), shaped and their
    /// glyphs rasterised ahead, after the frame is shown, so that the frame a line scrolls into
    /// only blits. A bounded amount a frame (new glyphs and new shapings): a screenful of CJK
    /// text never seen before spreads over the frames it takes to scroll in, instead of landing
    /// in the one that shows it. A line already prepared where it is costs two lookups
    /// (``PreparedLines``).
    func prefetchTexts(_ lines: [TextPrefetch]) {
        guard !lines.isEmpty else { return }
        let s = pixelScale
        let glyphsBefore = glyphs.rasterised, shapedBefore = measurer.linesShaped
        for p in lines {
            if glyphs.rasterised - glyphsBefore >= Self.prefetchGlyphsPerFrame
                || measurer.linesShaped - shapedBefore >= Self.prefetchShapingsPerFrame { break }
            guard p.origin.x.isFinite, let shaped = measurer.shaped(p.string, font: p.font) else { continue }
            let x = p.origin.x * s
            if preparedLines.contains(shaped, x: x, evicted: glyphs.evicted) { continue }
            forEachGlyph(shaped, x: x, baseline: 0) { _, _, _ in }
            preparedLines.insert(shaped, x: x)
        }
    }

    /// New glyphs rasterised ahead per frame (a CJK glyph at body size takes ~20 µs).
    static let prefetchGlyphsPerFrame = 24
    /// New lines shaped ahead per frame.
    static let prefetchShapingsPerFrame = 8

    /// Calls `body` with every glyph's raster and the pixel where its top-left lands.
    func forEachGlyph(_ shaped: ShapedText, x: Double, baseline: Int32, within visible: ClosedRange<Double>? = nil,
                      _ body: (GlyphImage, Int32, Int32) -> Void) {
        var pen = x
        let phases = Double(GlyphCache.phases)
        for r in shaped.visualOrder {
            let run = shaped.runs[r]
            // Only what the clip shows (`visible`, pixels): a 1 MB line in a 240-pt field looks
            // up a screenful of glyph images, not a million; runs wholly outside are stepped over.
            if let v = visible {
                if pen > v.upperBound { return }
                if pen + run.advance < v.lowerBound { pen += run.advance; continue }
            }
            for g in run.glyphs {
                if let v = visible, pen < v.lowerBound || pen > v.upperBound {
                    if pen > v.upperBound { return }
                    pen += Double(g.advance)
                    continue
                }
                let gx = pen + Double(g.xOffset)
                var ix = gx.rounded(.down)
                var phase = Int(((gx - ix) * phases).rounded())
                if phase == GlyphCache.phases { phase = 0; ix += 1 }
                pen += Double(g.advance)
                let image = glyphs.image(run.face, g.id, phase: phase)
                if image.isEmpty { continue }
                body(image, Int32(ix) + image.left, baseline - Int32(Double(g.yOffset).rounded()) - image.top)
            }
        }
    }

    /// A glyph straight into the framebuffer: coverage in the text's colour (recorded for the
    /// banded replay when the frame bands), colour glyphs as they are.
    func blit(_ glyph: GlyphImage, _ x: Int32, _ y: Int32, _ fb: Framebuffer, _ clip: PixelRect,
              _ rgba: (UInt8, UInt8, UInt8, UInt8)) {
        if let mask = glyph.mask {
            if let bands {
                bands.record(.mask(Unmanaged.passUnretained(mask), sx: 0, sy: 0, w: mask.width, h: mask.height, dx: x, dy: y, clip: clip, color: rgba))
            } else {
                fb.blend(mask, sx: 0, sy: 0, w: mask.width, h: mask.height, dx: x, dy: y, clip: clip, rgba)
            }
        } else if let color = glyph.color {
            // Colour glyphs are not in the banded replay's vocabulary: draw what it holds first.
            replayBands()
            color.withUnsafeBufferPointer { px in
                fb.drawImage(px.baseAddress!, srcStride: Int(glyph.width),
                             source: PixelRect(x0: 0, y0: 0, x1: glyph.width, y1: glyph.height),
                             dst: PixelRect(x0: x, y0: y, x1: x + glyph.width, y1: y + glyph.height),
                             clip: clip, alpha: rgba.3, opaque: false, corner: 0)
            }
        }
    }

    /// The whole line as an ARGB surface, coverage glyphs in `ink` (white, to be tinted) and
    /// colour glyphs in colour, for the transformed path that resamples it. Its top-left is the
    /// line box's; nil for an empty line.
    func lineSurface(_ shaped: ShapedText, ink: (UInt8, UInt8, UInt8) = (255, 255, 255)) -> UnsafeMutablePointer<SDL_Surface>? {
        let face = shaped.primary
        let w = Int32(shaped.width.rounded(.up)) + 2 + face.pixels / 4
        let h = max(face.lineSkip, face.height) + face.pixels / 4
        guard w > 0, h > 0, let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        let stride = Int(surface.pointee.pitch) / 4
        let px = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let rgb = UInt32(ink.0) << 16 | UInt32(ink.1) << 8 | UInt32(ink.2)
        for i in 0..<(stride * Int(h)) { px[i] = rgb }
        forEachGlyph(shaped, x: 0, baseline: face.baseline) { glyph, gx, gy in
            for row in 0..<Int(glyph.height) {
                let y = Int(gy) + row
                guard y >= 0 && y < Int(h) else { continue }
                for col in 0..<Int(glyph.width) {
                    let x = Int(gx) + col
                    guard x >= 0 && x < Int(w) else { continue }
                    let out = px + y * stride + x
                    if let mask = glyph.mask {
                        let c = UInt32(mask.coverage[row * Int(glyph.width) + col])
                        if c > out.pointee >> 24 { out.pointee = c << 24 | rgb }
                    } else if let color = glyph.color {
                        let t = color[row * Int(glyph.width) + col]
                        if t >> 24 > 0 { out.pointee = t }
                    }
                }
            }
        }
        return surface
    }
}
