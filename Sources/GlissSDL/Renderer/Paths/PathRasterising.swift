import CCairo
import CSDL2
import GlissCore

/// Paths (`DrawCommand.fillPath`, `.strokePath`) rasterised by cairo into a coverage mask, then
/// blended in their colour as glyphs and corners are (the framebuffer's blend, or a tinted
/// texture on SDL's path), so they are clipped, ordered and coloured as every other command.
///
/// Why cairo rather than our own scanline filler: it already does what #51 asks of paths —
/// exact area coverage for non-zero and even-odd fills, strokes with caps, joins, miter limits
/// and dashes (the hard part: offsetting curves), under any affine transform — and it is on
/// every desktop Gliss runs on (GTK draws with it). Rendering into an A8 image surface keeps
/// cairo behind the backend: nothing above GlissSDL sees it.
extension SDLBackend {
    /// Fills or strokes `path` (window points) in `color`, mapped by `transform` (a render
    /// effect's; identity otherwise) then to pixels.
    func drawPath(_ path: Path, fill eoFill: Bool?, stroke: StrokeStyle?, color: Color, transform: Transform2D = .identity) {
        guard color.a > 0, !path.isEmpty, !clipIsEmpty else { return }
        if let stroke, !(stroke.lineWidth > 0 && stroke.lineWidth.isFinite) { return }
        var m = Transform2D.scale(pixelScale, pixelScale).concatenating(after: transform)
        guard m.a.isFinite, m.b.isFinite, m.c.isFinite, m.d.isFinite, m.tx.isFinite, m.ty.isFinite,
              abs(m.determinant) > 1e-12 else { return }
        guard let mask = PathMask.rasterise(path, fill: eoFill, stroke: stroke, transform: &m, clip: currentClip) else { return }
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
}

/// A path's coverage in pixels: where it lands (`origin`, the mask's top-left pixel) and how
/// much of each pixel it covers.
struct PathMask {
    var origin: PixelRect
    var coverage: CoverageMask

    /// Rasterises `path` (mapped by `transform` to pixels) within `clip`: filled by the
    /// even-odd rule when `fill` is true, non-zero when false, and/or stroked. nil when none
    /// of it lands in `clip`.
    static func rasterise(_ path: Path, fill: Bool?, stroke: StrokeStyle?, transform m: inout Transform2D,
                          clip: PixelRect) -> PathMask? {
        // Where it lands: cairo's own extents of the fill or stroke (caps, joins and miters
        // included), in pixels, cut to the clip.
        guard let probe = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(probe) }
        guard let cr = cairo_create(probe) else { return nil }
        defer { cairo_destroy(cr) }
        set(path, fill: fill, stroke: stroke, transform: m, on: cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        if stroke != nil {
            // Stroke extents are read in user space: under the path's own transform.
            var matrix = cairoMatrix(m)
            cairo_set_matrix(cr, &matrix)
            cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
            let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { m.apply(Point($0.0, $0.1)) }
            x0 = corners.map(\.x).min()!; x1 = corners.map(\.x).max()!
            y0 = corners.map(\.y).min()!; y1 = corners.map(\.y).max()!
            if fill != nil {
                let b = path.applying(m).boundingRect
                x0 = min(x0, b.minX); y0 = min(y0, b.minY); x1 = max(x1, b.maxX); y1 = max(y1, b.maxY)
            }
        } else {
            let b = path.applying(m).boundingRect
            x0 = b.minX; y0 = b.minY; x1 = b.maxX; y1 = b.maxY
        }
        let bounds = PixelRect(x0: pixelCoord((x0 - 1).rounded(.down)), y0: pixelCoord((y0 - 1).rounded(.down)),
                               x1: pixelCoord((x1 + 1).rounded(.up)), y1: pixelCoord((y1 + 1).rounded(.up)))
        let r = bounds.intersection(clip)
        // A shape larger than a 16-megapixel window is drawn as far as that (its mask is memory).
        guard !r.isEmpty, Int(r.width) * Int(r.height) <= 16_000_000 else { return nil }
        let w = Int(r.width), h = Int(r.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let c = cairo_create(surface) else { return nil }
        defer { cairo_destroy(c) }
        let moved = Transform2D.translation(-Double(r.x0), -Double(r.y0)).concatenating(after: m)
        set(path, fill: fill, stroke: stroke, transform: moved, on: c)
        cairo_set_source_rgba(c, 0, 0, 0, 1)
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
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var coverage = [UInt8](repeating: 0, count: w * h)
        coverage.withUnsafeMutableBufferPointer { out in
            for y in 0..<h { (out.baseAddress! + y * w).update(from: data + y * stride, count: w) }
        }
        return PathMask(origin: r, coverage: CoverageMask(width: Int32(w), height: Int32(h), coverage: coverage))
    }

    /// Puts `path` on `cr` as the current path in device space (points mapped by `transform`),
    /// with the fill rule and stroke settings. A stroke is later drawn under `transform`'s
    /// matrix, so its width, dashes and caps are in points and scale with the view.
    private static func set(_ path: Path, fill: Bool?, stroke: StrokeStyle?, transform m: Transform2D,
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

    private static func cairoMatrix(_ m: Transform2D) -> cairo_matrix_t {
        cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
    }
}
