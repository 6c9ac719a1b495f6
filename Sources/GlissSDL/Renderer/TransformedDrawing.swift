import CSDL2
import GlissCore

/// State for render effects: the transform stack and the caches of transformed, ellipse and
/// shadow rasters. Textures are destroyed when evicted; surfaces (CPU pixels kept to resample
/// from) are freed.
final class EffectCaches {
    /// Current transform (window points → window points), and the ones pushed before it.
    var transform = Transform2D.identity
    var stack: [Transform2D] = []
    /// Rasters of commands drawn under a transform, keyed by command and transform: a view
    /// held at a scale or angle is rasterised once; an animating one once per frame.
    let transformed: LRUCache<EffectKey, CachedTexture>
    /// Ellipses and shadows at their pixel size (drawn 1:1, tinted per draw).
    let shapes: LRUCache<EffectKey, CachedTexture>
    /// CPU copies to resample from: text lines rendered at 1×, 2×, 4× …, shadows.
    let surfaces: LRUCache<EffectKey, SurfaceBox>
    /// Paths as cairo rasterised them (see `PathRaster`), up to 32 MB.
    let paths: LRUCache<PathKey, PathRaster>
    /// Lines of text painted with a gradient or clipped to paths (`StyledTextDrawing.swift`), up to 16 MB.
    let texts: LRUCache<StyledTextKey, PathRaster>

    init(limit: Int) {
        transformed = LRUCache(limit: max(16, min(limit, 256))) { SDL_DestroyTexture($0.texture) }
        shapes = LRUCache(limit: limit) { SDL_DestroyTexture($0.texture) }
        surfaces = LRUCache(limit: max(16, min(limit, 256))) { $0.free() }
        paths = LRUCache(limit: max(16, min(limit, 512)), costBudget: 32 << 20, cost: { $0.byteCount })
        texts = LRUCache(limit: max(16, min(limit, 256)), costBudget: 16 << 20, cost: { $0.byteCount })
    }

    func removeAll() {
        transformed.removeAll()
        shapes.removeAll()
        surfaces.removeAll()
        paths.removeAll()
        texts.removeAll()
        stack.removeAll()
        transform = .identity
    }

    var count: Int { transformed.count + shapes.count }
}

/// An owned SDL surface (freed on eviction).
final class SurfaceBox {
    var surface: UnsafeMutablePointer<SDL_Surface>?
    init(_ s: UnsafeMutablePointer<SDL_Surface>?) { surface = s }
    func free() { if let s = surface { SDL_FreeSurface(s) }; surface = nil }
}

/// A cache key: a kind tag and the numbers that make the raster (coordinates quantised to
/// 1/64 point, so equal values hash equal without float noise).
struct EffectKey: Hashable {
    var tag: String
    var numbers: [Int64]
    init(_ tag: String, _ values: [Double]) {
        self.tag = tag
        numbers = values.map { $0.isFinite ? Int64(max(-1e15, min(1e15, ($0 * 64).rounded()))) : Int64.min }
    }
}

/// Signed distance (points) from `p` to a rounded box (negative inside).
@inline(__always)
func roundedBoxDistance(_ px: Double, _ py: Double, _ r: Rect, _ radius: Double) -> Double {
    let hw = r.width / 2, hh = r.height / 2
    let rad = max(0, min(radius, hw, hh))
    let qx = abs(px - r.midX) - hw + rad
    let qy = abs(py - r.midY) - hh + rad
    let ox = max(qx, 0), oy = max(qy, 0)
    return (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - rad
}

/// Approximate signed distance from `p` to the ellipse inscribed in `r` (first-order: f/|∇f|).
@inline(__always)
func ellipseDistance(_ px: Double, _ py: Double, _ r: Rect) -> Double {
    let a = max(1e-6, r.width / 2), b = max(1e-6, r.height / 2)
    let x = px - r.midX, y = py - r.midY
    let f = (x * x) / (a * a) + (y * y) / (b * b) - 1
    let gx = 2 * x / (a * a), gy = 2 * y / (b * b)
    let g = (gx * gx + gy * gy).squareRoot()
    if g < 1e-9 { return -min(a, b) }
    return f / g
}

@inline(__always)
func clamp01(_ v: Double) -> Double { min(1, max(0, v)) }

extension SDLBackend {
    // MARK: - Transform stack

    func pushTransform(_ m: Transform2D) {
        effects.stack.append(effects.transform)
        effects.transform = effects.transform.concatenating(after: m.isFinite ? m : .scale(0, 0))
    }

    func popTransform() {
        guard let last = effects.stack.popLast() else { return }
        effects.transform = last
    }

    /// Draws `command` under the current transform when there is one. Returns false when the
    /// command is for the normal path (no transform, or a clip/transform command).
    func drawTransformedIfNeeded(_ command: DrawCommand) -> Bool {
        let m = effects.transform
        if m.isIdentity { return false }
        if m.isTranslation {
            // A pure translation: the plain path, moved.
            switch command {
            case .pushTransform, .popTransform: return false
            default:
                let moved = command.transformed(dx: m.tx, dy: m.ty, opacity: 1)
                if case .pushClip(let r) = moved { pushClip(r); return true }
                drawPlain(moved)
                return true
            }
        }
        switch command {
        case .pushTransform, .popTransform, .popClip:
            return false
        case .pushClip(let r):
            // Clips stay axis-aligned: the mapped rect's bounding box (exact for scales).
            pushClip(m.boundingBox(r))
        case let .fillRoundedRect(rect, radius, color):
            guard color.a > 0, rect.isFinite, rect.width > 0, rect.height > 0 else { return true }
            resampleShape(EffectKey("fill", [rect.x, rect.y, rect.width, rect.height, radius]), rect, color: color) { x, y, k in
                clamp01(0.5 - roundedBoxDistance(x, y, rect, radius) * k)
            }
        case let .strokeRoundedRect(rect, radius, lineWidth, color):
            guard color.a > 0, rect.isFinite, lineWidth > 0, lineWidth.isFinite else { return true }
            let h = lineWidth / 2
            resampleShape(EffectKey("stroke", [rect.x, rect.y, rect.width, rect.height, radius, lineWidth]), rect.insetBy(-h),
                          color: color) { x, y, k in
                let d = roundedBoxDistance(x, y, rect, radius)
                return clamp01(0.5 - (d - h) * k) - clamp01(0.5 - (d + h) * k)
            }
        case let .fillEllipse(rect, color):
            guard color.a > 0, rect.isFinite, rect.width > 0, rect.height > 0 else { return true }
            resampleShape(EffectKey("ellipse", [rect.x, rect.y, rect.width, rect.height]), rect, color: color) { x, y, k in
                clamp01(0.5 - ellipseDistance(x, y, rect) * k)
            }
        case let .strokeEllipse(rect, lineWidth, color):
            guard color.a > 0, rect.isFinite, lineWidth > 0, lineWidth.isFinite else { return true }
            let h = lineWidth / 2
            resampleShape(EffectKey("ellipse-stroke", [rect.x, rect.y, rect.width, rect.height, lineWidth]), rect.insetBy(-h),
                          color: color) { x, y, k in
                let d = ellipseDistance(x, y, rect)
                return clamp01(0.5 - (d - h) * k) - clamp01(0.5 - (d + h) * k)
            }
        case let .shadow(rect, radius, blur, color):
            drawShadowTransformed(rect, radius: radius, blur: blur, color: color)
        case let .fillPath(path, eoFill, paint):
            // Exact under any transform: the path itself is mapped, not its pixels resampled.
            drawPath(path, fill: eoFill, stroke: nil, paint: paint, transform: m)
        case let .strokePath(path, style, paint):
            drawPath(path, fill: nil, stroke: style, paint: paint, transform: m)
        case let .text(string, font, color, origin):
            drawTextTransformed(string, font: font, color: color, origin: origin)
        case let .styledText(string, font, paint, origin):
            drawStyledTextTransformed(string, font: font, paint: paint, origin: origin)
        case let .composited(inner, compositing):
            switch inner {
            // A path is exact under the transform, clip paths and blend mode included.
            case let .fillPath(path, eoFill, paint):
                drawPath(path, fill: eoFill, stroke: nil, paint: paint, transform: m, compositing: compositing)
            case let .strokePath(path, style, paint):
                drawPath(path, fill: nil, stroke: style, paint: paint, transform: m, compositing: compositing)
            default:
                // Text is resampled: drawn as it is, clipped to the clip rectangle only.
                return drawTransformedIfNeeded(inner)
            }
        case let .image(name, rect, mode, radius, opacity):
            drawImageTransformed(name, rect: rect, mode: mode, radius: radius, opacity: opacity)
        }
        return true
    }

    /// A drawing command on the normal (untransformed) path.
    func drawPlain(_ command: DrawCommand) {
        switch command {
        case let .fillRoundedRect(rect, radius, color): fillRoundedRect(rect, radius: radius, color: color)
        case let .strokeRoundedRect(rect, radius, lineWidth, color):
            strokeRoundedRect(rect, radius: radius, lineWidth: lineWidth, color: color)
        case let .image(name, rect, mode, radius, opacity):
            drawImage(name, rect: rect, mode: mode, radius: radius, opacity: opacity)
        case let .text(string, font, color, origin): drawText(string, font: font, color: color, origin: origin)
        case let .fillEllipse(rect, color): drawEllipse(rect, lineWidth: nil, color: color)
        case let .strokeEllipse(rect, lineWidth, color): drawEllipse(rect, lineWidth: lineWidth, color: color)
        case let .shadow(rect, radius, blur, color): drawShadow(rect, radius: radius, blur: blur, color: color)
        case let .fillPath(path, eoFill, paint): drawPath(path, fill: eoFill, stroke: nil, paint: paint)
        case let .strokePath(path, style, paint): drawPath(path, fill: nil, stroke: style, paint: paint)
        case let .styledText(string, font, paint, origin): drawStyledText(string, font: font, paint: paint, origin: origin)
        case let .composited(command, compositing): drawComposited(command, compositing)
        case let .pushClip(rect): pushClip(rect)
        case .popClip: popClip()
        case let .pushTransform(m): pushTransform(m)
        case .popTransform: popTransform()
        }
    }

    // MARK: - Resampling

    /// The part of `local` (points, before the transform) that lands inside the clip, in
    /// pixels, and the map from those pixels back to local points. Nil when nothing shows.
    private func transformedTarget(_ local: Rect, margin: Double = 1)
        -> (frame: PixelRect, inverse: Transform2D, pixelsPerPoint: Double, m: Transform2D)? {
        let s = pixelScale
        let m = Transform2D.scale(s, s).concatenating(after: effects.transform)
        guard m.isFinite, local.isFinite, let inverse = m.inverted else { return nil }
        let box = m.boundingBox(local)
        guard box.isFinite else { return nil }
        var p = PixelRect(x0: pixelCoord((box.minX - margin).rounded(.down)), y0: pixelCoord((box.minY - margin).rounded(.down)),
                          x1: pixelCoord((box.maxX + margin).rounded(.up)), y1: pixelCoord((box.maxY + margin).rounded(.up)))
        // The list's clip (SDL's clip rect cuts it to a damaged rectangle): the raster is
        // cached across frames, and a repainted part must be the same pixels.
        p = p.intersection(logicalClip)
        guard !clipIsEmpty, !p.isEmpty, Int(p.width) * Int(p.height) <= 16_000_000 else { return nil }
        return (p, inverse, abs(m.determinant).squareRoot(), m)
    }

    private func transformKey(_ content: EffectKey, _ frame: PixelRect, _ m: Transform2D) -> EffectKey {
        var k = EffectKey(content.tag, [m.a, m.b, m.c, m.d, m.tx, m.ty,
                                        Double(frame.x0), Double(frame.y0), Double(frame.x1), Double(frame.y1)])
        k.numbers += content.numbers
        return k
    }

    /// Rasterises `pixel(x, y) → ARGB` over `frame` (pixel centres mapped back to local points
    /// by `inverse`), caches the texture under `key`, and draws it 1:1 tinted by `tint`.
    private func drawRaster(_ key: EffectKey, _ frame: PixelRect, tint: (UInt8, UInt8, UInt8, UInt8),
                            _ fill: (UnsafeMutablePointer<UInt32>, Int, Int, Int) -> Void) {
        let t: CachedTexture
        if let hit = effects.transformed.get(key) {
            t = hit
        } else {
            let w = Int(frame.width), h = Int(frame.height)
            guard let surface = makeARGBSurface(w, h) else { return }
            withARGBPixels(surface) { px, stride in fill(px, stride, w, h) }
            guard let made = upload(surface, linear: false) else { return }
            effects.transformed.set(key, made)
            t = made
        }
        SDL_SetTextureColorMod(t.texture, tint.0, tint.1, tint.2)
        SDL_SetTextureAlphaMod(t.texture, tint.3)
        var d = frame.sdl
        SDL_RenderCopy(renderer, t.texture, nil, &d)
    }

    /// An analytic shape under the transform: `coverage(x, y, k)` at local point (x, y) with
    /// `k` pixels per point, evaluated at every pixel centre (exact anti-aliasing, sub-pixel
    /// placement, no texture stretching).
    private func resampleShape(_ content: EffectKey, _ bounds: Rect, color: Color,
                               _ coverage: @escaping (Double, Double, Double) -> Double) {
        guard let (frame, inv, k, m) = transformedTarget(bounds) else { return }
        let tint = (byte(color.r), byte(color.g), byte(color.b), byte(min(1, color.a)))
        drawRaster(transformKey(content, frame, m), frame, tint: tint) { px, stride, w, h in
            for y in 0..<h {
                let row = px + y * stride
                let cy = Double(Int(frame.y0) + y) + 0.5
                for x in 0..<w {
                    let cx = Double(Int(frame.x0) + x) + 0.5
                    let lx = inv.a * cx + inv.c * cy + inv.tx, ly = inv.b * cx + inv.d * cy + inv.ty
                    row[x] = argb(byte(coverage(lx, ly, k)), 255, 255, 255)
                }
            }
        }
    }

    /// Samples `src` (ARGB, straight alpha) at pixel coordinates (u, v) bilinearly, returning
    /// premultiplied components 0…255.
    @inline(__always)
    private func bilinear(_ src: UnsafeMutablePointer<UInt32>, _ stride: Int, _ sw: Int, _ sh: Int,
                          _ u: Double, _ v: Double) -> (Double, Double, Double, Double) {
        let fx = u - 0.5, fy = v - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        for (dx, dy, wgt) in [(0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)), (0, 1, (1 - tx) * ty), (1, 1, tx * ty)] {
            let x = x0 + dx, y = y0 + dy
            guard wgt > 0, x >= 0, y >= 0, x < sw, y < sh else { continue }
            let p = src[y * stride + x]
            let pa = Double(p >> 24) * wgt
            a += pa
            r += Double((p >> 16) & 0xFF) * pa
            g += Double((p >> 8) & 0xFF) * pa
            b += Double(p & 0xFF) * pa
        }
        return (r / 255, g / 255, b / 255, a)
    }

    /// Resamples `source` (pixel (u, v) ↔ local point via `toSource`) over its mapped frame,
    /// `samples`² per pixel, times `mask(x, y, k)` coverage in local points.
    func resampleSurface(_ content: EffectKey, _ bounds: Rect, source: UnsafeMutablePointer<SDL_Surface>,
                         toSource: Transform2D, samples: Int, tint: (UInt8, UInt8, UInt8, UInt8),
                         mask: ((Double, Double, Double) -> Double)? = nil) {
        guard let (frame, inv, k, m) = transformedTarget(bounds) else { return }
        let sw = Int(source.pointee.w), sh = Int(source.pointee.h)
        drawRaster(transformKey(content, frame, m), frame, tint: tint) { px, stride, w, h in
            withARGBPixels(source) { src, sstride in
                let n = max(1, samples)
                let step = 1 / Double(n)
                let inv2 = toSource.concatenating(after: inv)
                for y in 0..<h {
                    let row = px + y * stride
                    for x in 0..<w {
                        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
                        for sy in 0..<n {
                            let cy = Double(Int(frame.y0) + y) + (Double(sy) + 0.5) * step
                            for sx in 0..<n {
                                let cx = Double(Int(frame.x0) + x) + (Double(sx) + 0.5) * step
                                let u = inv2.a * cx + inv2.c * cy + inv2.tx, v = inv2.b * cx + inv2.d * cy + inv2.ty
                                let c = bilinear(src, sstride, sw, sh, u, v)
                                r += c.0; g += c.1; b += c.2; a += c.3
                            }
                        }
                        let count = Double(n * n)
                        a /= count
                        var cover = 1.0
                        if let mask {
                            let cx = Double(Int(frame.x0) + x) + 0.5, cy = Double(Int(frame.y0) + y) + 0.5
                            cover = mask(inv.a * cx + inv.c * cy + inv.tx, inv.b * cx + inv.d * cy + inv.ty, k)
                        }
                        if a <= 0 || cover <= 0 { row[x] = 0; continue }
                        // Un-premultiply (r, g, b were summed weighted by alpha).
                        let scale = 1 / (a * count)
                        row[x] = argb(UInt8(min(255, a * cover + 0.5)), UInt8(min(255, r * 255 * scale + 0.5)),
                                      UInt8(min(255, g * 255 * scale + 0.5)), UInt8(min(255, b * 255 * scale + 0.5)))
                    }
                }
            }
        }
    }

    /// How many times the transform enlarges, in pixels per pixel (1 at identity).
    var effectScale: Double { max(1e-6, effects.transform.maxScale) }

    // MARK: - Text, images, shadows under a transform

    /// Text under a transform: the line is rendered once at 1×, 2×, 4× … its pixel size (the
    /// first at least the transform's scale) and resampled with 2×2 supersampling at the exact
    /// sub-pixel position and size, so a scaling label grows smoothly instead of stepping
    /// through whole font sizes and pixel positions.
    func drawTextTransformed(_ string: String, font: Font, color: Color, origin: Point) {
        guard !string.isEmpty, color.a > 0, origin.x.isFinite, origin.y.isFinite,
              let (shaped, k) = enlargedLine(string, font: font) else { return }
        let face = shaped.primary
        // A line with colour glyphs (emoji) is rendered in its colour and drawn untinted: a tint
        // multiplies every texel, which would turn the emoji into the text's colour.
        let colour = shaped.runs.contains { $0.face.file.isColorBitmap }
        let ink = colour ? (byte(color.r), byte(color.g), byte(color.b)) : (255, 255, 255)
        let key = EffectKey("text:" + string, [Double(face.pixels), Double(face.serial),
                                               Double(ink.0), Double(ink.1), Double(ink.2)])
        let box: SurfaceBox
        if let hit = effects.surfaces.get(key) {
            box = hit
        } else {
            box = SurfaceBox(lineSurface(shaped, ink: ink))
            effects.surfaces.set(key, box)
        }
        guard let surface = box.surface else { return }
        let w = Double(surface.pointee.w) / k, h = Double(surface.pointee.h) / k
        let bounds = Rect(origin.x, origin.y, w, h)
        // Local point → source pixel.
        let toSource = Transform2D.scale(k, k).concatenating(after: .translation(-bounds.minX, -bounds.minY))
        let content = EffectKey("text:" + string, [origin.x, origin.y, Double(face.pixels), Double(face.serial),
                                                   Double(ink.0), Double(ink.1), Double(ink.2)])
        let tint = colour ? (UInt8(255), UInt8(255), UInt8(255)) : (byte(color.r), byte(color.g), byte(color.b))
        resampleSurface(content, bounds, source: surface, toSource: toSource, samples: 2,
                        tint: (tint.0, tint.1, tint.2, byte(min(1, color.a))))
    }

    /// `string` shaped in `font` enlarged to the first power of two (1×, 2×, 4×, 8×) at least
    /// the transform's scale, and the source pixels per point of the line rendered from it:
    /// what a transformed line is resampled from. Nil when no font loads.
    func enlargedLine(_ string: String, font: Font) -> (shaped: ShapedText, pixelsPerPoint: Double)? {
        var q = 1.0
        while q < effectScale - 1e-6 && q < 8 { q *= 2 }
        var big = font
        big.size = font.size * q
        guard let shaped = measurer.shaped(string, font: big) else { return nil }
        return (shaped, pixelScale * Double(shaped.primary.pixels) / max(1, font.size * q * pixelScale) * q)
    }

    /// An image under a transform: the decoded image's mip level nearest above the needed
    /// resolution, resampled bilinearly, cropped or letterboxed by `mode`, corners masked.
    private func drawImageTransformed(_ name: String, rect: Rect, mode: ContentMode, radius: Double, opacity: Double) {
        guard opacity > 0, rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        let path = images.resolve(name)
        guard case .ready(let src) = images.lookup(path, preparing: nil, priority: 0) else {
            resampleShape(EffectKey("placeholder", [rect.x, rect.y, rect.width, rect.height, radius]), rect,
                          color: Color(white: 0.9, opacity: opacity)) { x, y, k in
                clamp01(0.5 - roundedBoxDistance(x, y, rect, radius) * k)
            }
            return
        }
        let sw = Double(src.width), sh = Double(src.height)
        var sx = 0.0, sy = 0.0, sWidth = sw, sHeight = sh
        var dst = rect
        switch mode {
        case .stretch: break
        case .fill:
            if sw / sh > rect.width / rect.height { sWidth = sh * rect.width / rect.height; sx = (sw - sWidth) / 2 }
            else { sHeight = sw * rect.height / rect.width; sy = (sh - sHeight) / 2 }
        case .fit:
            let f = min(rect.width / sw, rect.height / sh)
            dst = Rect(rect.midX - sw * f / 2, rect.midY - sh * f / 2, sw * f, sh * f)
        }
        // Source pixels per output pixel at level 0; halve until at most 2.
        let ratio = sWidth / max(1e-6, dst.width * pixelScale * effectScale)
        var level = 0
        while level < 12 && ratio / Double(1 << (level + 1)) >= 1 { level += 1 }
        guard let (surface, index) = src.level(level) else { return }
        let f = Double(surface.pointee.w) / sw
        // Local point → level pixel.
        let toSource = Transform2D.translation(sx * f, sy * f)
            .concatenating(after: .scale(sWidth * f / dst.width, sHeight * f / dst.height))
            .concatenating(after: .translation(-dst.minX, -dst.minY))
        let clip = dst
        let content = EffectKey("image:" + path, [dst.x, dst.y, dst.width, dst.height, radius, Double(index), mode == .fill ? 0 : mode == .fit ? 1 : 2])
        resampleSurface(content, dst, source: surface, toSource: toSource, samples: 1,
                        tint: (255, 255, 255, byte(min(1, opacity)))) { x, y, k in
            clamp01(0.5 - roundedBoxDistance(x, y, clip, radius) * k)
        }
    }

    /// A shadow on the plain path: the blurred silhouette at its pixel size, cached, tinted.
    func drawShadow(_ rect: Rect, radius: Double, blur: Double, color: Color) {
        guard color.a > 0, rect.isFinite, rect.width > 0, rect.height > 0, blur.isFinite else { return }
        let p = pixelRect(rect)
        let sigma = max(0, blur) / 2 * pixelScale
        let pad = Int32((3 * sigma).rounded(.up)) + 1
        let outer = PixelRect(x0: p.x0 - pad, y0: p.y0 - pad, x1: p.x1 + pad, y1: p.y1 + pad)
        guard isVisible(outer), p.width > 0, p.height > 0 else { return }
        let r = Double(clampedRadius(radius, p))
        let key = EffectKey("shadow", [Double(p.width), Double(p.height), r, sigma])
        var t = effects.shapes.get(key)
        if t == nil, let s = shadowSurface(Int(p.width), Int(p.height), r, sigma),
           let copy = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) {
            t = upload(copy, linear: false)
            if let t { effects.shapes.set(key, t) }
        }
        guard let t else { return }
        SDL_SetTextureColorMod(t.texture, byte(color.r), byte(color.g), byte(color.b))
        SDL_SetTextureAlphaMod(t.texture, byte(min(1, color.a)))
        var d = SDL_Rect(x: outer.x0, y: outer.y0, w: t.width, h: t.height)
        SDL_RenderCopy(renderer, t.texture, nil, &d)
    }

    /// A shadow under a transform: the cached blurred silhouette (at the output's pixel scale,
    /// before the transform) resampled through it.
    private func drawShadowTransformed(_ rect: Rect, radius: Double, blur: Double, color: Color) {
        guard color.a > 0, rect.isFinite, rect.width > 0, rect.height > 0, blur.isFinite else { return }
        let s = pixelScale
        let w = max(1, Int((rect.width * s).rounded())), h = max(1, Int((rect.height * s).rounded()))
        let sigma = max(0, blur) / 2 * s
        let r = max(0, min(radius * s, Double(min(w, h)) / 2))
        guard let surface = shadowSurface(w, h, r, sigma) else { return }
        let pad = Double(Int((3 * sigma).rounded(.up)) + 1)
        let kx = Double(w) / rect.width, ky = Double(h) / rect.height
        let bounds = Rect(rect.minX - pad / kx, rect.minY - pad / ky, Double(surface.pointee.w) / kx, Double(surface.pointee.h) / ky)
        let toSource = Transform2D.scale(kx, ky).concatenating(after: .translation(-bounds.minX, -bounds.minY))
        resampleSurface(EffectKey("shadow", [rect.x, rect.y, rect.width, rect.height, radius, blur]), bounds, source: surface,
                        toSource: toSource, samples: 1,
                        tint: (byte(color.r), byte(color.g), byte(color.b), byte(min(1, color.a))))
    }

    // MARK: - Ellipses on the plain path

    /// An anti-aliased ellipse (filled, or stroked `lineWidth` wide centred on its edge),
    /// rendered once per pixel size and tinted per draw.
    func drawEllipse(_ rect: Rect, lineWidth: Double?, color: Color) {
        guard color.a > 0, rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        let s = pixelScale
        let h = (lineWidth ?? 0) / 2 * s
        guard h.isFinite else { return }
        let p = pixelRect(rect)
        let pad = Int32(h.rounded(.up)) + 1
        let outer = PixelRect(x0: p.x0 - pad, y0: p.y0 - pad, x1: p.x1 + pad, y1: p.y1 + pad)
        guard isVisible(outer), Int(outer.width) * Int(outer.height) <= 16_000_000 else { return }
        let key = EffectKey(lineWidth == nil ? "ellipse" : "ellipse-ring", [Double(p.width), Double(p.height), h])
        var t = effects.shapes.get(key)
        if t == nil {
            let e = Rect(Double(pad), Double(pad), Double(p.width), Double(p.height))
            let stroke = lineWidth != nil
            if let surface = makeCoverageSurface(Int(outer.width), Int(outer.height), { x, y in
                let d = ellipseDistance(x, y, e)
                return stroke ? clamp01(0.5 - (d - h)) - clamp01(0.5 - (d + h)) : clamp01(0.5 - d)
            }), let made = upload(surface, linear: false) {
                effects.shapes.set(key, made)
                t = made
            }
        }
        guard let t else { return }
        SDL_SetTextureColorMod(t.texture, byte(color.r), byte(color.g), byte(color.b))
        SDL_SetTextureAlphaMod(t.texture, byte(min(1, color.a)))
        var d = outer.sdl
        SDL_RenderCopy(renderer, t.texture, nil, &d)
    }
}
