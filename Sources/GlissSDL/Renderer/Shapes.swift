import CSDL2
import GlissCore

/// Cache key of a generated shape texture (white, alpha = coverage; tinted per draw).
enum ShapeKey: Hashable {
    /// A disk of `radius` pixels (2r × 2r): its quadrants are the corners of filled rounded rects.
    case disk(radius: Int32)
    /// A stroked rounded-rect ring laid out as a nine-patch (see `strokeRoundedRect`).
    case ring(lineWidth8: Int32, radius: Int32, halfPixelAligned: Bool, width: Int32, height: Int32)
    /// The missing-image placeholder at an exact pixel size.
    case placeholder(width: Int32, height: Int32, radius: Int32)
}

extension SDLBackend {
    // MARK: - Filled rounded rects

    /// Anti-aliased rounded rect: four corner blits from a cached disk texture plus up to
    /// three solid rects. Edges are snapped to whole pixels (crisp, no seams between tiles);
    /// rects thinner than a pixel draw one pixel with proportionally lower alpha (hairlines).
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard color.a > 0, rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        var alpha = color.a
        var p = pixelRect(rect)
        let s = pixelScale
        if rect.width * s < 1 {
            p.x0 = pixelCoord((rect.midX * s).rounded(.down)); p.x1 = p.x0 + 1
            alpha *= rect.width * s
        }
        if rect.height * s < 1 {
            p.y0 = pixelCoord((rect.midY * s).rounded(.down)); p.y1 = p.y0 + 1
            alpha *= rect.height * s
        }
        guard isVisible(p) else { return }
        let r = clampedRadius(radius, p)
        let rgba = (byte(color.r), byte(color.g), byte(color.b), byte(alpha))
        if let fb = directFramebuffer() {
            fillRoundedRect(p, radius: r, rgba, into: fb)
            return
        }
        sdlQueued = true
        if r <= 0 {
            fillPixelRect(p, rgba)
            return
        }
        guard let disk = shapeTexture(.disk(radius: r), make: {
            let d = Double(r)
            let box = RoundedBox(x0: 0, y0: 0, x1: 2 * d, y1: 2 * d, radius: d)
            return makeCoverageSurface(Int(2 * r), Int(2 * r)) { box.coverage($0, $1) }
        }) else {
            fillPixelRect(p, rgba)
            return
        }
        SDL_SetTextureColorMod(disk.texture, rgba.0, rgba.1, rgba.2)
        SDL_SetTextureAlphaMod(disk.texture, rgba.3)
        let corners: [(Int32, Int32, Int32, Int32)] = [
            (0, 0, p.x0, p.y0), (r, 0, p.x1 - r, p.y0),
            (0, r, p.x0, p.y1 - r), (r, r, p.x1 - r, p.y1 - r),
        ]
        for (sx, sy, dx, dy) in corners {
            var src = SDL_Rect(x: sx, y: sy, w: r, h: r)
            var dst = SDL_Rect(x: dx, y: dy, w: r, h: r)
            SDL_RenderCopy(renderer, disk.texture, &src, &dst)
        }
        var rects: [SDL_Rect] = []
        if p.width > 2 * r { rects.append(SDL_Rect(x: p.x0 + r, y: p.y0, w: p.width - 2 * r, h: p.height)) }
        if p.height > 2 * r {
            rects.append(SDL_Rect(x: p.x0, y: p.y0 + r, w: r, h: p.height - 2 * r))
            rects.append(SDL_Rect(x: p.x1 - r, y: p.y0 + r, w: r, h: p.height - 2 * r))
        }
        if !rects.isEmpty {
            setDrawColor(rgba)
            SDL_RenderFillRects(renderer, rects, Int32(rects.count))
        }
    }

    /// The same rounded rect written straight into the framebuffer: the four corners blended
    /// from the disk's quadrants, the rest filled (the pixels of the SDL path above).
    private func fillRoundedRect(_ p: PixelRect, radius r: Int32, _ rgba: (UInt8, UInt8, UInt8, UInt8),
                                 into fb: Framebuffer) {
        let clip = currentClip
        if let bands {
            guard r > 0 else { bands.record(.fill(p, clip: clip, color: rgba)); return }
        }
        guard r > 0 else { fb.fill(p, clip: clip, rgba); return }
        let disk: CoverageMask
        if let known = masks.disks.get(r) {
            disk = known
        } else {
            let d = Double(r)
            let box = RoundedBox(x0: 0, y0: 0, x1: 2 * d, y1: 2 * d, radius: d)
            disk = CoverageMask.of(width: Int(2 * r), height: Int(2 * r)) { box.coverage($0, $1) }
            masks.disks.set(r, disk)
            texturesCreated += 1
        }
        // Recorded for a banded replay, or drawn now.
        func blend(_ sx: Int32, _ sy: Int32, _ dx: Int32, _ dy: Int32) {
            if let bands {
                bands.keepAlive(disk)
                bands.record(.mask(Unmanaged.passUnretained(disk), sx: sx, sy: sy, w: r, h: r, dx: dx, dy: dy, clip: clip, color: rgba))
            } else { fb.blend(disk, sx: sx, sy: sy, w: r, h: r, dx: dx, dy: dy, clip: clip, rgba) }
        }
        func fill(_ rect: PixelRect) {
            if let bands { bands.record(.fill(rect, clip: clip, color: rgba)) } else { fb.fill(rect, clip: clip, rgba) }
        }
        blend(0, 0, p.x0, p.y0)
        blend(r, 0, p.x1 - r, p.y0)
        blend(0, r, p.x0, p.y1 - r)
        blend(r, r, p.x1 - r, p.y1 - r)
        if p.width > 2 * r { fill(PixelRect(x0: p.x0 + r, y0: p.y0, x1: p.x1 - r, y1: p.y1)) }
        if p.height > 2 * r {
            fill(PixelRect(x0: p.x0, y0: p.y0 + r, x1: p.x0 + r, y1: p.y1 - r))
            fill(PixelRect(x0: p.x1 - r, y0: p.y0 + r, x1: p.x1, y1: p.y1 - r))
        }
    }

    /// Corner radius in pixels, clamped to half the shorter side.
    func clampedRadius(_ radius: Double, _ p: PixelRect) -> Int32 { clampedCornerRadius(pixels: radius * pixelScale, p) }

    func setDrawColor(_ c: (UInt8, UInt8, UInt8, UInt8)) {
        // Opaque fills skip per-pixel blending (a plain memset-like fill in the software renderer).
        SDL_SetRenderDrawBlendMode(renderer, c.3 == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, c.0, c.1, c.2, c.3)
    }

    func fillPixelRect(_ p: PixelRect, _ c: (UInt8, UInt8, UInt8, UInt8)) {
        setDrawColor(c)
        var r = p.sdl
        SDL_RenderFillRect(renderer, &r)
    }

    /// A cached shape texture, generated on first use.
    func shapeTexture(_ key: ShapeKey, make: () -> UnsafeMutablePointer<SDL_Surface>?) -> CachedTexture? {
        if let t = shapeCache.get(key) { return t }
        guard let surface = make(), let t = upload(surface, linear: false) else { return nil }
        shapeCache.set(key, t)
        return t
    }

    // MARK: - Stroked rounded rects

    /// An anti-aliased ring `lineWidth` wide centred on the rect's edge.
    ///
    /// The ring is rendered once per (line width, radius) into a small texture holding the four
    /// corners plus a straight section; drawing is a nine-patch: corners 1:1 and the edges stretched
    /// from a straight one-pixel column/row. Along an axis too short for that, the texture is made
    /// for the exact length instead. Lines whose width rounds to an odd pixel count are shifted
    /// half a pixel inward so 1 px strokes stay crisp instead of blurring over two pixel rows.
    func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        guard color.a > 0, rect.isFinite, lineWidth.isFinite, lineWidth > 0,
              rect.width >= 0, rect.height >= 0 else { return }
        let s = pixelScale
        var p = pixelRect(rect)
        if p.width <= 0 { p.x1 = p.x0 + 1 }
        if p.height <= 0 { p.y1 = p.y0 + 1 }
        let lw = max(0.125, min(4096, (lineWidth * s * 8).rounded() / 8))
        let h = lw / 2
        // Centre lines of odd (rounded) pixel widths on pixel centres, even ones on pixel edges:
        // the line then has as many fully covered rows as possible (1 px → exactly one row,
        // 0.5 px → one row at 50% instead of two at 25%).
        let aligned = Int(lw.rounded()) % 2 == 1
        let a = aligned ? 0.5 : 0
        let r = clampedRadius(radius, p)
        let rc = max(Double(r) - a, 0)                    // radius of the stroke's centre line
        let pad = Int32(max(0, (h - a - 1e-9).rounded(.up)))   // pixels outside the rect edge
        // First rect-relative column (row) whose pixels belong to the straight part of the ring.
        let m = Int32(max(0, (max(a + rc, a + h + 0.5) - 0.5 - 1e-9).rounded(.up)))
        let cw = pad + m + 1                              // corner piece size
        let bounds = PixelRect(x0: p.x0 - pad, y0: p.y0 - pad, x1: p.x1 + pad, y1: p.y1 + pad)
        guard isVisible(bounds) else { return }
        replayBands()
        sdlQueued = true
        let fitsX = 2 * (m + 1) <= p.width, fitsY = 2 * (m + 1) <= p.height
        let wt = fitsX ? 2 * (m + 1) : p.width, ht = fitsY ? 2 * (m + 1) : p.height
        let key = ShapeKey.ring(lineWidth8: Int32(lw * 8), radius: r, halfPixelAligned: aligned,
                                width: wt, height: ht)
        guard let ring = shapeTexture(key, make: {
            let W = Double(wt), H = Double(ht), pd = Double(pad)
            let outer = RoundedBox(x0: a - h, y0: a - h, x1: W - a + h, y1: H - a + h,
                                   radius: rc > 0 ? rc + h : 0)
            let inner = RoundedBox(x0: a + h, y0: a + h, x1: W - a - h, y1: H - a - h,
                                   radius: max(rc - h, 0))
            return makeCoverageSurface(Int(wt + 2 * pad), Int(ht + 2 * pad)) { x, y in
                max(0, outer.coverage(x - pd, y - pd) - inner.coverage(x - pd, y - pd))
            }
        }) else { return }
        let rgba = (byte(color.r), byte(color.g), byte(color.b), byte(color.a))
        SDL_SetTextureColorMod(ring.texture, rgba.0, rgba.1, rgba.2)
        SDL_SetTextureAlphaMod(ring.texture, rgba.3)

        // (source start, source length, destination start, destination length)
        typealias Piece = (Int32, Int32, Int32, Int32)
        func pieces(fits: Bool, lo: Int32, hi: Int32, full: Int32) -> [Piece] {
            guard fits else { return [(0, full + 2 * pad, lo - pad, full + 2 * pad)] }
            var out: [Piece] = [(0, cw, lo - pad, cw)]
            let middle = (hi + pad - cw) - (lo - pad + cw)
            if middle > 0 { out.append((cw - 1, 1, lo - pad + cw, middle)) }
            out.append((cw, cw, hi + pad - cw, cw))
            return out
        }
        let xs = pieces(fits: fitsX, lo: p.x0, hi: p.x1, full: p.width)
        let ys = pieces(fits: fitsY, lo: p.y0, hi: p.y1, full: p.height)
        for (yi, y) in ys.enumerated() {
            for (xi, x) in xs.enumerated() {
                // The centre of a nine-patch is the ring's empty interior.
                if xs.count == 3 && ys.count == 3 && xi == 1 && yi == 1 { continue }
                copyPiece(ring.texture, x, y)
            }
        }
    }

    /// Copies one piece of a nine-patch — each axis either 1:1 or one texel stretched — cut
    /// to the clip here rather than by SDL: SDL's software renderer works out the source of a
    /// clipped, stretched copy by scaling, which rounds a one-texel source to none (a text
    /// field's bottom edge vanished where a damaged rectangle cut it).
    private func copyPiece(_ texture: OpaquePointer, _ x: (Int32, Int32, Int32, Int32), _ y: (Int32, Int32, Int32, Int32)) {
        let clip = currentClip
        /// (source start, source length, destination start, destination length) cut to [lo, hi).
        func cut(_ p: (Int32, Int32, Int32, Int32), _ lo: Int32, _ hi: Int32) -> (Int32, Int32, Int32, Int32)? {
            let d0 = max(p.2, lo), d1 = min(p.2 + p.3, hi)
            guard d1 > d0 else { return nil }
            if p.1 == p.3 { return (p.0 + (d0 - p.2), d1 - d0, d0, d1 - d0) }   // 1:1
            if p.1 == 1 { return (p.0, 1, d0, d1 - d0) }                        // one texel stretched
            return p                                                           // (not made here) left to SDL
        }
        guard let cx = cut(x, clip.x0, clip.x1), let cy = cut(y, clip.y0, clip.y1) else { return }
        var src = SDL_Rect(x: cx.0, y: cy.0, w: cx.1, h: cy.1)
        var dst = SDL_Rect(x: cx.2, y: cy.2, w: cx.3, h: cy.3)
        SDL_RenderCopy(renderer, texture, &src, &dst)
    }
}
