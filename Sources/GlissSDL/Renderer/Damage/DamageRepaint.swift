import CSDL2
import GlissCore

/// Repainting only what changed: which rectangles a frame damages, presenting only those, and
/// the overlay that shows them (`--hud-damage`).
///
/// Only where the window surface keeps its pixels between frames — the software renderer
/// drawing into it — and only when the output's size, scale and surface are the last frame's.
/// At 3840×2160 a switch flip repaints a few thousand pixels instead of 8.3 million.
extension SDLBackend {
    /// What `list` must repaint (the whole output unless the frame can be drawn in part).
    func frameDamage(_ list: DrawList) -> Damage {
        let unsettled = imagesUnsettled || uploadPreparedImage()
        imagesUnsettled = false
        guard options.repaintsOnlyDamage, isSoftwareRenderer, let fb = framebuffer else {
            damageTracker.invalidate()
            return record(.full)
        }
        let scale = pixelScale
        let resolved = list.resolved(viewport: viewport, scale: scale) { pixelRect($0) }
        func bounds(_ c: ResolvedCommand) -> PixelRect {
            c.paintedPixels(scale: scale) { textDamageBounds($0, font: $1, origin: $2) }
        }
        // An image still arriving or fading in draws differently next frame with the same
        // command: every image is repainted until they have all settled.
        if unsettled {
            for c in resolved { if case .image = c.command { damageTracker.damageAlso(bounds(c)) } }
        }
        let damage = damageTracker.damage(resolved, clear: list.clearColor, viewport: viewport, scale: scale,
                                          surface: UnsafeMutableRawPointer(fb.pixels), bounds: bounds)
        return record(damage)
    }

    private func record(_ d: Damage) -> Damage {
        lastRepaintedPixels = d.pixels(of: viewport)
        return d
    }

    /// Shows the frame: the damaged rectangles only, where it was drawn in part.
    func present(_ damage: Damage) {
        guard case .rects(let rects) = damage else {
            SDL_RenderPresent(renderer)
            return
        }
        SDL_RenderFlush(renderer)
        sdlQueued = false
        if options.showsDamage { overlayDamage(rects) }
        guard !rects.isEmpty else { return }
        let sdl = rects.map(\.sdl)
        // The software renderer's present is exactly this, for the whole window.
        if SDL_UpdateWindowSurfaceRects(window, sdl, Int32(sdl.count)) != 0 {
            warn("damage-present", "warning: SDL_UpdateWindowSurfaceRects failed (\(sdlError())); presenting the whole window when it fails")
            SDL_UpdateWindowSurface(window)
        }
    }

    /// Outlines each repainted rectangle in magenta over the frame (drawn after it, so not part
    /// of it): repainted again next frame, which rubs the outline out.
    private func overlayDamage(_ rects: [PixelRect]) {
        guard let fb = framebuffer else { return }
        let magenta: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 200, 200)
        for r in rects where !r.isEmpty {
            let edges = [PixelRect(x0: r.x0, y0: r.y0, x1: r.x1, y1: r.y0 + 2), PixelRect(x0: r.x0, y0: r.y1 - 2, x1: r.x1, y1: r.y1),
                         PixelRect(x0: r.x0, y0: r.y0, x1: r.x0 + 2, y1: r.y1), PixelRect(x0: r.x1 - 2, y0: r.y0, x1: r.x1, y1: r.y1)]
            for e in edges { fb.fill(e, clip: viewport, magenta) }
            damageTracker.damageAlso(r)
        }
    }

    /// The pixels a line of text can paint, in window points: its glyphs' images where it
    /// draws them, and the line's raster that a transform resamples. A line longer than
    /// ``exactTextBoundsBytes`` is not walked glyph by glyph: it is given the overhang the
    /// renderer allows (a line's height either way); one longer than `SDLTextMeasurer.longLine`
    /// is not measured either.
    func textDamageBounds(_ string: String, font: Font, origin: Point) -> Rect {
        guard let face = measurer.face(font) else {
            return Rect(origin: origin, size: MonospaceTextMeasurer().measure(string, font: font)).insetBy(-1)
        }
        let s = pixelScale
        guard string.utf8.count <= SDLTextMeasurer.longLine else {
            // A long line reaches the clip's right edge, taken as so: its width would be a
            // layout of it, and the last frame's text is one edit old (laid out again, it
            // pushed the new one's layout out, and each frame laid out both).
            // (Clamped to ±`longLineReach`: a field scrolled to a megabyte's end starts millions
            // of points to the left, and a rect that long missed the window.)
            let reach = Double(face.lineSkip + face.height) / s
            let left = max(origin.x - reach, -Self.longLineReach)
            return Rect(left, origin.y - reach, Self.longLineReach - left,
                        Double(max(face.lineSkip, face.height) + face.pixels / 4) / s + 2 * reach)
        }
        guard let shaped = measurer.shaped(string, font: font) else { return Rect(origin: origin, size: .zero) }
        let left = origin.x * s, top = Double(pixelCoord(origin.y * s))
        // The transformed path's line raster (`lineSurface`).
        var x0 = left, y0 = top
        var x1 = left + shaped.width.rounded(.up) + 2 + Double(face.pixels / 4)
        var y1 = top + Double(max(face.lineSkip, face.height) + face.pixels / 4)
        if string.utf8.count <= Self.exactTextBoundsBytes {
            forEachGlyph(shaped, x: left, baseline: Int32(top) + face.baseline) { g, gx, gy in
                x0 = min(x0, Double(gx)); y0 = min(y0, Double(gy))
                x1 = max(x1, Double(gx + g.width)); y1 = max(y1, Double(gy + g.height))
            }
        } else {
            let reach = Double(face.lineSkip + face.height)
            x0 -= reach; y0 -= reach; x1 += reach; y1 += reach
        }
        return Rect(x0 / s, y0 / s, (x1 - x0) / s, (y1 - y0) / s)
    }

    /// Lines up to this long have their damage worked out from their glyphs.
    static let exactTextBoundsBytes = 512
    /// How far a long line's damage reaches either way (points): past any window.
    static let longLineReach = Double(1 << 20)
}
