import CCairo
import CSDL2
import GlissCore

/// Text filled with a gradient (``DrawCommand/styledText(_:font:paint:origin:)``) or composited
/// (a canvas's text under a blend mode or a clip path): the line's glyphs, placed as `drawText`
/// places them, become one coverage mask, and cairo paints the paint through it — offscreen and
/// blended as a gradient path is, or into the framebuffer by the blend mode (see
/// `CompositedDrawing.swift`). Colour glyphs (emoji) keep their colours, as SwiftUI's do.
extension SDLBackend {
    /// One line of text whose layout box's top-left is `origin` (window points), its glyphs
    /// filled with `paint`, composited as `compositing` says. A plain colour is `drawText`.
    func drawStyledText(_ string: String, font: Font, paint: Paint, origin: Point, compositing: Compositing? = nil) {
        let compositing = compositing?.isPlain == false ? compositing : nil
        if compositing == nil, let color = paint.color { return drawText(string, font: font, color: color, origin: origin) }
        guard !string.isEmpty, origin.x.isFinite, origin.y.isFinite, !clipIsEmpty else { return }
        if let color = paint.color, !(color.a > 0) { return }
        let s = pixelScale
        guard let face = measurer.face(font) else {
            // No font: drawText's outline, in the paint's colour at the line's start.
            return drawText(string, font: font, color: paint.color(at: origin), origin: origin)
        }
        // Culled as drawText culls.
        let top = pixelCoord(origin.y * s)
        let clip = currentClip
        if top >= clip.y1 || top + face.lineSkip + face.height <= clip.y0 { return }
        guard let shaped = measurer.shaped(string, font: font) else { return }
        let x = origin.x * s
        if x >= Double(clip.x1) || x + shaped.width <= Double(clip.x0) { return }
        // The glyphs where they land, looked up only when they are needed.
        let margin = Double(face.lineSkip + face.height)
        let placed = { () -> [(image: GlyphImage, x: Int32, y: Int32)] in
            var glyphs: [(image: GlyphImage, x: Int32, y: Int32)] = []
            self.forEachGlyph(shaped, x: x, baseline: top + face.baseline,
                              within: (Double(clip.x0) - margin)...(Double(clip.x1) + margin)) { glyphs.append(($0, $1, $2)) }
            return glyphs
        }
        let m = Transform2D.scale(s, s)
        let clipPaths = compositing?.clipPaths ?? []
        let mode = compositing?.blendMode ?? .normal
        if mode != .normal, framebuffer == nil { warnBlendModeUnsupported() }
        var glyphs: [(image: GlyphImage, x: Int32, y: Int32)]? = nil
        if mode != .normal, let fb = directFramebuffer() {
            glyphs = placed()
            if let (mask, r) = lineMask(glyphs!, clip: clip) {
                defer { cairo_surface_destroy(mask) }
                Compositor.onFramebuffer(fb, clip: r, paint: paint, transform: m, clipPaths: clipPaths, mode: mode) { cr, o in
                    cairo_mask_surface(cr, mask, Double(r.x0 - o.x0), Double(r.y0 - o.y0))
                }
            }
        } else {
            // Painted as it was last frame (nearly always): not again.
            // Cut to the list's clip, not a damaged rectangle: repainting part of it reuses it.
            let listClip = logicalClip
            let key = StyledTextKey(string: string, font: font, paint: paint, x: x, top: top, clip: listClip, clipPaths: clipPaths)
            var raster = effects.texts.get(key)
            if raster == nil {
                glyphs = nil
                var all: [(image: GlyphImage, x: Int32, y: Int32)] = []
                forEachGlyph(shaped, x: x, baseline: top + face.baseline,
                             within: (Double(listClip.x0) - margin)...(Double(listClip.x1) + margin)) { all.append(($0, $1, $2)) }
                raster = .nothing
                if let (mask, r) = lineMask(all, clip: listClip) {
                    defer { cairo_surface_destroy(mask) }
                    if let pixels = Compositor.offscreen(r, paint: paint, transform: m, clipPaths: clipPaths, { cr, o in
                        cairo_mask_surface(cr, mask, Double(r.x0 - o.x0), Double(r.y0 - o.y0))
                    }) { raster = .painted(pixels, r) }
                }
                effects.texts.set(key, raster!)
            }
            if case .painted(let pixels, let r)? = raster { drawPremultiplied(pixels, at: r) }
        }
        if shaped.runs.contains(where: { $0.face.file.isColorBitmap }) {
            drawColourGlyphs(glyphs ?? placed(), paint: paint, clip: clip)
        }
    }

    /// The coverage glyphs of a line as one cairo A8 surface over the pixels it inks in `clip`
    /// (nil: none), overlapping glyphs combined as two draws would be.
    private func lineMask(_ glyphs: [(image: GlyphImage, x: Int32, y: Int32)], clip: PixelRect) -> (OpaquePointer, PixelRect)? {
        var ink = PixelRect(x0: .max, y0: .max, x1: .min, y1: .min)
        for g in glyphs where g.image.mask != nil {
            ink = PixelRect(x0: min(ink.x0, g.x), y0: min(ink.y0, g.y),
                            x1: max(ink.x1, g.x + g.image.width), y1: max(ink.y1, g.y + g.image.height))
        }
        let r = ink.intersection(clip)
        guard !r.isEmpty, Int(r.width) * Int(r.height) <= 16_000_000,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, r.width, r.height) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for g in glyphs {
            guard let mask = g.image.mask else { continue }
            let w = Int(mask.width)
            let y0 = max(Int(g.y), Int(r.y0)), y1 = min(Int(g.y) + Int(mask.height), Int(r.y1))
            let x0 = max(Int(g.x), Int(r.x0)), x1 = min(Int(g.x) + w, Int(r.x1))
            guard y0 < y1, x0 < x1 else { continue }
            for y in y0..<y1 {
                let row = data + (y - Int(r.y0)) * stride - Int(r.x0)
                let src = (y - Int(g.y)) * w - Int(g.x)
                for x in x0..<x1 {
                    let c = UInt32(mask.coverage[src + x])
                    if c == 0 { continue }
                    let d = UInt32(row[x])
                    row[x] = UInt8(c + d - (c * d + 127) / 255)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return (surface, r)
    }

    /// The line's colour glyphs (emoji) in their own colours, at the paint's opacity where each is.
    private func drawColourGlyphs(_ glyphs: [(image: GlyphImage, x: Int32, y: Int32)], paint: Paint, clip: PixelRect) {
        let s = pixelScale
        for g in glyphs where g.image.color != nil {
            let centre = Point((Double(g.x) + Double(g.image.width) / 2) / s, (Double(g.y) + Double(g.image.height) / 2) / s)
            let rgba = (UInt8(255), UInt8(255), UInt8(255), byte(min(1, paint.color(at: centre).a)))
            if let fb = directFramebuffer() {
                blit(g.image, g.x, g.y, fb, clip, rgba)
            } else {
                glyphAtlas.draw(g.image, x: g.x, y: g.y, color: rgba, renderer: renderer) { texturesCreated += 1 }
                sdlQueued = true
            }
        }
    }

    /// Styled text under a transform (`scaleEffect`, `rotationEffect`): as `drawTextTransformed`,
    /// the line rendered once at a power-of-two size and resampled, its coverage glyphs painted
    /// with `paint` first. A canvas's compositing is not applied here.
    func drawStyledTextTransformed(_ string: String, font: Font, paint: Paint, origin: Point) {
        if let color = paint.color { return drawTextTransformed(string, font: font, color: color, origin: origin) }
        guard !string.isEmpty, origin.x.isFinite, origin.y.isFinite,
              let (shaped, k) = enlargedLine(string, font: font) else { return }
        let face = shaped.primary
        // Coverage glyphs drawn in an ink to tell them from colour glyphs' pixels, then painted.
        let colour = shaped.runs.contains { $0.face.file.isColorBitmap }
        let ink: (UInt8, UInt8, UInt8) = colour ? (1, 2, 3) : (255, 255, 255)
        let key = EffectKey("styled:\(string)\u{0}\(paint)", [origin.x, origin.y, Double(face.pixels), Double(face.serial)])
        let box: SurfaceBox
        if let hit = effects.surfaces.get(key) {
            box = hit
        } else {
            box = SurfaceBox(lineSurface(shaped, ink: ink))
            if let surface = box.surface { paintInk(surface, ink: ink, only: colour, paint: paint, origin: origin, pixelsPerPoint: k) }
            effects.surfaces.set(key, box)
        }
        guard let surface = box.surface else { return }
        let bounds = Rect(origin.x, origin.y, Double(surface.pointee.w) / k, Double(surface.pointee.h) / k)
        let toSource = Transform2D.scale(k, k).concatenating(after: .translation(-bounds.minX, -bounds.minY))
        resampleSurface(key, bounds, source: surface, toSource: toSource, samples: 2, tint: (255, 255, 255, 255))
    }

    /// The inked pixels of a line surface (straight alpha; its top-left at `origin`, `k` pixels a
    /// point) in `paint`'s colour where each is; when `only`, just those in `ink`.
    private func paintInk(_ surface: UnsafeMutablePointer<SDL_Surface>, ink: (UInt8, UInt8, UInt8), only: Bool, paint: Paint,
                          origin: Point, pixelsPerPoint k: Double) {
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        let inkRGB = UInt32(ink.0) << 16 | UInt32(ink.1) << 8 | UInt32(ink.2)
        withARGBPixels(surface) { px, stride in
            for y in 0..<h {
                for x in 0..<w {
                    let p = px[y * stride + x], a = p >> 24
                    if a == 0 || (only && p & 0x00FF_FFFF != inkRGB) { continue }
                    let c = paint.color(at: Point(origin.x + (Double(x) + 0.5) / k, origin.y + (Double(y) + 0.5) / k))
                    px[y * stride + x] = argb(byte(Double(a) / 255 * min(1, max(0, c.a))), byte(c.r), byte(c.g), byte(c.b))
                }
            }
        }
    }
}

/// What identifies a painted line: the line, its font and paint, where it lands in pixels, the
/// clip and the paths it is clipped to.
struct StyledTextKey: Hashable {
    var string: String
    var font: Font
    var paint: Paint
    var x: Double
    var top: Int32
    var clip: PixelRect
    var clipPaths: [ClipPath]
}
