import CCairo
import CSDL2
import GlissCore

/// Paths (`DrawCommand.fillPath`, `.strokePath`) rasterised by cairo into a coverage mask, then
/// blended in their colour as glyphs and corners are (the framebuffer's blend, or a tinted
/// texture on SDL's path), so they are clipped, ordered and coloured as every other command.
///
/// Why cairo rather than our own scanline filler: it already does what #51 asks of paths —
/// anti-aliased coverage (area across, 15 sub-rows down) for non-zero and even-odd fills, strokes
/// with caps, joins, miter limits and dashes (the hard part: offsetting curves), under any affine
/// transform — and it is on every desktop Gliss runs on (GTK draws with it). Rendering into an A8
/// image surface keeps cairo behind the backend: nothing above GlissSDL sees it. Measured against
/// the rasteriser we would write (Benchmarks/rasteriser-compare, docs/Rasterising.md; callgrind,
/// ten paths): ours fills with 1.06–4.3× fewer instructions (0.5× on a 1920×1080 rounded rect) and
/// as accurately, but its simple stroker is up to 96/255 off where a stroke's pieces overlap, and
/// masks are cached (33 rasterisations in 1,320 draws), so the saving would seldom reach a frame.
extension SDLBackend {
    /// Fills or strokes `path` (window points) with `paint`, mapped by `transform` (a render
    /// effect's; identity otherwise) then to pixels; blended and clipped as `compositing` says
    /// (``DrawCommand/composited(_:_:)``; see `CompositedDrawing.swift`).
    func drawPath(_ path: Path, fill eoFill: Bool?, stroke: StrokeStyle?, paint: Paint, transform: Transform2D = .identity,
                  compositing: Compositing? = nil) {
        guard !path.isEmpty, !clipIsEmpty else { return }
        if let stroke, !(stroke.lineWidth > 0 && stroke.lineWidth.isFinite) { return }
        let m = Transform2D.scale(pixelScale, pixelScale).concatenating(after: transform)
        guard m.a.isFinite, m.b.isFinite, m.c.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite,
              abs(m.determinant) > 1e-12 else { return }
        if let color = paint.color, !(color.a > 0) { return }
        if let compositing, !compositing.isPlain {
            drawCompositedPath(path, fill: eoFill, stroke: stroke, paint: paint, transform: m, compositing)
            return
        }
        // A path drawn as it was last frame (nearly every one) is not rasterised again, nor are
        // its bounds worked out (a stroke's need a cairo context). On the modifiers page's
        // drawing cards (callgrind, debug build, 120 frames): a rasterisation is ~4.5 M
        // instructions, a cache lookup (hashing the path) ~22 K; with the cache, 33
        // rasterisations where there were 1,320 draws.
        // The list's clip, not the damaged rectangle's: repainting part of a path reuses its raster.
        let clip = logicalClip
        let key = PathKey(path: path, fill: eoFill, stroke: stroke, gradient: paint.color == nil ? paint : nil, transform: m, clip: clip)
        var raster = effects.paths.get(key)
        if raster == nil {
            if let r = PathMask.bounds(of: path, fill: eoFill, stroke: stroke, transform: m, clip: clip) {
                if paint.color != nil {
                    raster = PathMask.rasterise(path, fill: eoFill, stroke: stroke, transform: m, in: r).map { .coverage($0) }
                } else {
                    raster = PathMask.paint(path, fill: eoFill, stroke: stroke, paint: paint, transform: m, in: r).map { .painted($0, r) }
                }
            }
            // Nothing of it in the clip is kept too: it is not looked for again next frame.
            effects.paths.set(key, raster ?? .nothing)
        }
        switch raster {
        case .coverage(let mask)?: if let color = paint.color { drawCoverage(mask, color: color) }
        case .painted(let pixels, let r)?: drawPremultiplied(pixels, at: r)
        case .nothing?, nil: break
        }
    }

    /// A coverage mask blended in `color`.
    private func drawCoverage(_ mask: PathMask, color: Color) {
        let rgba = (byte(color.r), byte(color.g), byte(color.b), byte(min(1, color.a)))
        if let fb = directFramebuffer() {
            fb.blend(mask.coverage, sx: 0, sy: 0, w: mask.coverage.width, h: mask.coverage.height,
                     dx: mask.origin.x0, dy: mask.origin.y0, clip: currentClip, rgba)
            return
        }
        sdlQueued = true
        let cov = mask.coverage, w = Int(cov.width)
        guard let surface = makeCoverageSurface(w, Int(cov.height), { x, y in
            Double(cov.coverage[Int(y) * w + Int(x)]) / 255
        }), let t = upload(surface, linear: false) else { return }
        SDL_SetTextureColorMod(t.texture, rgba.0, rgba.1, rgba.2)
        SDL_SetTextureAlphaMod(t.texture, rgba.3)
        var d = SDL_Rect(x: mask.origin.x0, y: mask.origin.y0, w: cov.width, h: cov.height)
        SDL_RenderCopy(renderer, t.texture, nil, &d)
        SDL_DestroyTexture(t.texture)
    }

    /// Premultiplied ARGB pixels (cairo's) blended over what is drawn at `r`.
    func drawPremultiplied(_ pixels: [UInt32], at r: PixelRect) {
        if let fb = directFramebuffer() {
            pixels.withUnsafeBufferPointer { fb.blendPremultiplied($0.baseAddress!, stride: Int(r.width), at: r, clip: currentClip) }
            return
        }
        sdlQueued = true
        let w = Int(r.width), h = Int(r.height)
        guard let surface = makeARGBSurface(w, h) else { return }
        withARGBPixels(surface) { px, stride in
            for y in 0..<h {
                for x in 0..<w {
                    // SDL blends straight (not premultiplied) alpha.
                    let p = pixels[y * w + x], a = p >> 24
                    if a == 0 { px[y * stride + x] = 0; continue }
                    let r = min(255, ((p >> 16) & 0xFF) * 255 / a), g = min(255, ((p >> 8) & 0xFF) * 255 / a), b = min(255, (p & 0xFF) * 255 / a)
                    px[y * stride + x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        guard let t = upload(surface, linear: false) else { return }
        var d = r.sdl
        SDL_RenderCopy(renderer, t.texture, nil, &d)
        SDL_DestroyTexture(t.texture)
    }
}

/// What identifies a path's raster: the path, how it is filled or stroked, its gradient (a
/// colour is applied as the mask is blended, so it is not part of it, unless the path is
/// clipped to paths: then it is painted), the transform to pixels, the clip (what of it is
/// rasterised) and the paths it is clipped to (in points).
struct PathKey: Hashable {
    var path: Path
    var fill: Bool?
    var stroke: StrokeStyle?
    var gradient: Paint?
    var transform: Transform2D
    var clip: PixelRect
    var clipPaths: [ClipPath] = []
}

/// A path rasterised: a coverage mask (blended in the command's colour), a gradient's
/// premultiplied pixels and where they go, or nothing (none of it in the clip).
enum PathRaster {
    case coverage(PathMask)
    case painted([UInt32], PixelRect)
    case nothing

    var byteCount: Int {
        switch self {
        case .coverage(let m): return m.coverage.byteCount
        case .painted(let p, _): return p.count * 4
        case .nothing: return 0
        }
    }
}

/// A path's coverage in pixels: where it lands (`origin`, the mask's top-left pixel) and how
/// much of each pixel it covers.
struct PathMask {
    var origin: PixelRect
    var coverage: CoverageMask

    /// The pixels `path` (mapped by `transform` to pixels) may touch, filled (`fill` not nil)
    /// and/or stroked, cut to `clip`: cairo's own extents of a stroke (caps, joins and miters
    /// included). nil when it lands outside `clip`, or is larger than a 16-megapixel window
    /// (its mask is memory).
    static func bounds(of path: Path, fill: Bool?, stroke: StrokeStyle?, transform m: Transform2D, clip: PixelRect) -> PixelRect? {
        var b = path.applying(m).boundingRect
        if stroke != nil {
            guard let probe = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
            defer { cairo_surface_destroy(probe) }
            guard let cr = cairo_create(probe) else { return nil }
            defer { cairo_destroy(cr) }
            set(path, fill: fill, stroke: stroke, transform: m, on: cr)
            // Stroke extents are read in user space: under the path's own transform.
            var matrix = cairoMatrix(m)
            cairo_set_matrix(cr, &matrix)
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
            let s = m.boundingBox(Rect(x0, y0, x1 - x0, y1 - y0))
            if fill != nil {
                let x0 = min(b.minX, s.minX), y0 = min(b.minY, s.minY)
                b = Rect(x0, y0, max(b.maxX, s.maxX) - x0, max(b.maxY, s.maxY) - y0)
            } else {
                b = s
            }
        }
        let r = PixelRect(x0: pixelCoord((b.minX - 1).rounded(.down)), y0: pixelCoord((b.minY - 1).rounded(.down)),
                          x1: pixelCoord((b.maxX + 1).rounded(.up)), y1: pixelCoord((b.maxY + 1).rounded(.up))).intersection(clip)
        guard !r.isEmpty, Int(r.width) * Int(r.height) <= 16_000_000 else { return nil }
        return r
    }

    /// The coverage of `path` in the pixels `r`: filled by the even-odd rule when `fill` is
    /// true, non-zero when false, and/or stroked.
    static func rasterise(_ path: Path, fill: Bool?, stroke: StrokeStyle?, transform m: Transform2D, in r: PixelRect) -> PathMask? {
        let w = Int(r.width), h = Int(r.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let c = cairo_create(surface) else { return nil }
        defer { cairo_destroy(c) }
        cairo_set_source_rgba(c, 0, 0, 0, 1)
        draw(path, fill: fill, stroke: stroke, transform: m, origin: r, on: c)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var coverage = [UInt8](repeating: 0, count: w * h)
        coverage.withUnsafeMutableBufferPointer { out in
            for y in 0..<h { (out.baseAddress! + y * w).update(from: data + y * stride, count: w) }
        }
        return PathMask(origin: r, coverage: CoverageMask(width: Int32(w), height: Int32(h), coverage: coverage))
    }

    /// `path` in the pixels `r` painted with a gradient: premultiplied ARGB, a row of `r`'s width at a time.
    static func paint(_ path: Path, fill: Bool?, stroke: StrokeStyle?, paint: Paint, transform m: Transform2D, in r: PixelRect) -> [UInt32]? {
        Compositor.offscreen(r, paint: paint, transform: m, clipPaths: []) { c, origin in
            draw(path, fill: fill, stroke: stroke, transform: m, origin: origin, on: c)
        }
    }

    /// Fills and/or strokes `path` with `cr`'s source, the pixel `origin` at cairo's (0, 0).
    static func draw(_ path: Path, fill: Bool?, stroke: StrokeStyle?, transform m: Transform2D, origin r: PixelRect,
                     on c: OpaquePointer) {
        let moved = Transform2D.translation(-Double(r.x0), -Double(r.y0)).concatenating(after: m)
        set(path, fill: fill, stroke: stroke, transform: moved, on: c)
        if fill != nil {
            if stroke != nil { cairo_fill_preserve(c) } else { cairo_fill(c) }
        }
        if stroke != nil {
            var matrix = cairoMatrix(moved)
            cairo_save(c)
            cairo_set_matrix(c, &matrix)
            cairo_stroke(c)
            cairo_restore(c)
        }
    }

    /// Puts `path` on `cr` as the current path in device space (points mapped by `transform`),
    /// with the fill rule and stroke settings. A stroke is later drawn under `transform`'s
    /// matrix, so its width, dashes and caps are in points and scale with the view.
    static func set(_ path: Path, fill: Bool?, stroke: StrokeStyle?, transform m: Transform2D,
                    on cr: OpaquePointer) {
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GOOD)
        cairo_set_fill_rule(cr, fill == true ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_new_path(cr)
        var last = Point.zero, start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p):
                let q = m.apply(p); cairo_move_to(cr, q.x, q.y); last = p; start = p
            case .line(let p):
                let q = m.apply(p); cairo_line_to(cr, q.x, q.y); last = p
            case .quadCurve(let p, let c):
                // The cubic with the same curve.
                let c1 = m.apply(Point(last.x + 2 / 3 * (c.x - last.x), last.y + 2 / 3 * (c.y - last.y)))
                let c2 = m.apply(Point(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y)))
                let q = m.apply(p)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, q.x, q.y); last = p
            case .curve(let p, let c1, let c2):
                let a = m.apply(c1), b = m.apply(c2), q = m.apply(p)
                cairo_curve_to(cr, a.x, a.y, b.x, b.y, q.x, q.y); last = p
            case .closeSubpath:
                cairo_close_path(cr)
                last = start
            }
        }
        guard let s = stroke else { return }
        cairo_set_line_width(cr, s.lineWidth)
        cairo_set_line_cap(cr, s.lineCap == .round ? CAIRO_LINE_CAP_ROUND : s.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, s.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : s.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, max(1, s.miterLimit))
        let dashes = s.dash.filter { $0.isFinite && $0 >= 0 }
        if !dashes.isEmpty && dashes.contains(where: { $0 > 0 }) {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), s.dashPhase.isFinite ? s.dashPhase : 0) }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    static func cairoMatrix(_ m: Transform2D) -> cairo_matrix_t {
        cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    }
}
