import GlissCore

/// ``DrawCommand/composited(_:_:)``: a path or a line of text blended by a mode and clipped to
/// paths (what a canvas's `blendMode` and `clip(to:style:)` give it).
///
/// Clipped but blended normally, the command is painted offscreen by cairo inside its clip
/// paths and blended over the frame as a gradient path is, on either renderer, and kept in the
/// path cache as a path drawn the same way last frame is. Blended by another mode, it is drawn
/// by cairo straight into the software framebuffer with the mode's operator (the result
/// depends on what is under it, so it is not cached); SDL's other renderers keep no pixels to
/// blend with, so there it is drawn normally, and the log says so once.
extension SDLBackend {
    /// `command` composited as `compositing` says, on the plain (untransformed) path.
    func drawComposited(_ command: DrawCommand, _ compositing: Compositing) {
        switch command {
        case let .fillPath(path, eoFill, paint):
            drawPath(path, fill: eoFill, stroke: nil, paint: paint, compositing: compositing)
        case let .strokePath(path, style, paint):
            drawPath(path, fill: nil, stroke: style, paint: paint, compositing: compositing)
        case let .text(string, font, color, origin):
            drawStyledText(string, font: font, paint: .color(color), origin: origin, compositing: compositing)
        case let .styledText(string, font, paint, origin):
            drawStyledText(string, font: font, paint: paint, origin: origin, compositing: compositing)
        case let .composited(inner, more):
            // The inner mode, inside both clips.
            drawComposited(inner, Compositing(blendMode: more.blendMode, clipPaths: compositing.clipPaths + more.clipPaths))
        default:
            // Rects, ellipses, images, shadows: as they are (a canvas clips them to the clip's bounds).
            drawPlain(command)
        }
    }

    /// A path composited (`drawPath` with a compositing that is not plain); `m` maps its points
    /// to pixels.
    func drawCompositedPath(_ path: Path, fill eoFill: Bool?, stroke: StrokeStyle?, paint: Paint, transform m: Transform2D,
                            _ compositing: Compositing) {
        // A blend reads what is drawn: it is done in the damaged rectangle only. A cached raster
        // is cut to the list's clip, so repainting part of it reuses it.
        let blends = compositing.blendMode != .normal && framebuffer != nil
        let clip = blends ? currentClip : logicalClip
        let bounds = { () -> PixelRect? in
            guard var r = PathMask.bounds(of: path, fill: eoFill, stroke: stroke, transform: m, clip: clip) else { return nil }
            for c in compositing.clipPaths { r = r.intersection(self.pixelBounds(c.path, m)) }
            return r.isEmpty ? nil : r
        }
        let draw: Compositor.Drawing = { cr, origin in PathMask.draw(path, fill: eoFill, stroke: stroke, transform: m, origin: origin, on: cr) }
        if compositing.blendMode != .normal {
            if let fb = directFramebuffer() {
                guard let r = bounds() else { return }
                Compositor.onFramebuffer(fb, clip: r, paint: paint, transform: m, clipPaths: compositing.clipPaths,
                                         mode: compositing.blendMode, draw)
                return
            }
            warnBlendModeUnsupported()
        }
        let key = PathKey(path: path, fill: eoFill, stroke: stroke, gradient: paint, transform: m, clip: clip, clipPaths: compositing.clipPaths)
        var raster = effects.paths.get(key)
        if raster == nil {
            if let r = bounds(), let pixels = Compositor.offscreen(r, paint: paint, transform: m, clipPaths: compositing.clipPaths, draw) {
                raster = .painted(pixels, r)
            }
            effects.paths.set(key, raster ?? .nothing)
        }
        if case .painted(let pixels, let r)? = raster { drawPremultiplied(pixels, at: r) }
    }

    /// The pixels `path` (points, mapped by `m`) may touch, a pixel wider each side.
    func pixelBounds(_ path: Path, _ m: Transform2D) -> PixelRect {
        let b = path.applying(m).boundingRect
        return PixelRect(x0: pixelCoord((b.minX - 1).rounded(.down)), y0: pixelCoord((b.minY - 1).rounded(.down)),
                         x1: pixelCoord((b.maxX + 1).rounded(.up)), y1: pixelCoord((b.maxY + 1).rounded(.up)))
    }

    /// On SDL's GPU renderers there are no pixels to blend with: said once.
    func warnBlendModeUnsupported() {
        warn("blendmode", "warning: blend modes other than normal need the software renderer; drawn normally")
    }
}
