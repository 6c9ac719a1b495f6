import CCairo
import GlissCore

/// cairo drawing beyond a coverage mask in one colour: a gradient's paint, clip paths and blend
/// modes. Either offscreen — premultiplied pixels of a rect, blended over the frame as a
/// gradient path's are (on either renderer) — or, for a blend mode, which needs the colours
/// already drawn, straight into the software framebuffer with cairo's operator for the mode.
enum Compositor {
    /// What draws: called with the prepared context and the window pixel at the context's (0, 0)
    /// (as the `origin` of `PathMask.draw`: only its `x0`, `y0` count).
    typealias Drawing = (_ cr: OpaquePointer, _ origin: PixelRect) -> Void

    /// Premultiplied ARGB of the pixels `r` (a row of `r`'s width at a time): `draw` run with
    /// `paint` as the source, clipped to `clipPaths`; their points and the paint's map to
    /// window pixels by `m`. nil when cairo cannot make the surface.
    static func offscreen(_ r: PixelRect, paint: Paint, transform m: Transform2D, clipPaths: [ClipPath],
                          _ draw: Drawing) -> [UInt32]? {
        let w = Int(r.width), h = Int(r.height)
        guard w > 0, h > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let c = cairo_create(surface) else { return nil }
        defer { cairo_destroy(c) }
        guard prepare(c, origin: r, paint: paint, transform: m, clipPaths: clipPaths) else { return nil }
        draw(c, r)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        var pixels = [UInt32](repeating: 0, count: w * h)
        data.withMemoryRebound(to: UInt32.self, capacity: stride * h) { src in
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<h { (out.baseAddress! + y * w).update(from: src + y * stride, count: w) }
            }
        }
        return pixels
    }

    /// `draw` straight into `fb`, blended by `mode`, limited to the pixels `clip` and to
    /// `clipPaths`. The framebuffer is opaque: without alpha (`XRGB8888`) cairo reads it as
    /// RGB24; with alpha (every pixel's 255) as ARGB32, whose premultiplied pixels are then its
    /// own, and every mode leaves it opaque.
    static func onFramebuffer(_ fb: Framebuffer, clip: PixelRect, paint: Paint, transform m: Transform2D,
                              clipPaths: [ClipPath], mode: GraphicsContext.BlendMode, _ draw: Drawing) {
        let r = clip.intersection(fb.bounds)
        guard !r.isEmpty, fb.bounds.x0 == 0, fb.bounds.y0 == 0 else { return }
        let format = fb.alphaBits == 0 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        let bytes = UnsafeMutableRawPointer(fb.pixels).assumingMemoryBound(to: UInt8.self)
        guard let surface = cairo_image_surface_create_for_data(bytes, format, fb.bounds.x1, fb.bounds.y1, Int32(fb.stride * 4))
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let c = cairo_create(surface) else { return }
        defer { cairo_destroy(c) }
        cairo_rectangle(c, Double(r.x0), Double(r.y0), Double(r.width), Double(r.height))
        cairo_clip(c)
        let origin = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        guard prepare(c, origin: origin, paint: paint, transform: m, clipPaths: clipPaths) else { return }
        cairo_set_operator(c, cairoOperator(mode))
        draw(c, origin)
        cairo_surface_flush(surface)
    }

    /// Clips `c` (whose (0, 0) is the window pixel `origin`) to `clipPaths` and sets `paint` as
    /// its source. False when the paint cannot be made.
    private static func prepare(_ c: OpaquePointer, origin: PixelRect, paint: Paint, transform m: Transform2D,
                                clipPaths: [ClipPath]) -> Bool {
        let moved = Transform2D.translation(-Double(origin.x0), -Double(origin.y0)).concatenating(after: m)
        for clip in clipPaths {
            PathMask.set(clip.path, fill: clip.eoFill, stroke: nil, transform: moved, on: c)
            cairo_clip(c)
        }
        cairo_new_path(c)
        if let color = paint.color {
            cairo_set_source_rgba(c, color.r, color.g, color.b, max(0, min(1, color.a)))
            return true
        }
        guard let pattern = GradientPattern.make(paint, transform: moved) else { return false }
        cairo_set_source(c, pattern)   // which holds its own reference
        cairo_pattern_destroy(pattern)
        return true
    }

    /// cairo's operator for `mode` (cairo has every one of them).
    static func cairoOperator(_ mode: GraphicsContext.BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
