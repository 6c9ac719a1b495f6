import CSDL2
import GlissCore

/// Shadows: the blurred silhouette of a rounded rect, made once per pixel size, radius and
/// blur, and tinted when drawn (`drawShadow`, `drawShadowTransformed`).
extension SDLBackend {
    /// The blurred silhouette of a rounded rect `w`×`h` pixels (corner `r`), Gaussian σ pixels,
    /// padded by 3σ on every side; white with alpha = coverage.
    ///
    /// Along a straight side, away from the corners by more than the blur reaches, every column
    /// (and every row) of the silhouette is the same. So a large one is blurred at the smallest
    /// size that still has one such column and row (its corners and edges as they are), and that
    /// column and row are repeated across the middle, as browsers draw box shadows as a nine-patch:
    /// preparing a shadow costs what its corners do, not what its area does (a 400×300 card's
    /// took ~3 ms), and a shadow whose box changes size every frame shares the small silhouette.
    /// The pixels are those of blurring the whole silhouette.
    func shadowSurface(_ w: Int, _ h: Int, _ r: Double, _ sigma: Double, ninePatch: Bool = true) -> UnsafeMutablePointer<SDL_Surface>? {
        let key = EffectKey(ninePatch ? "shadow-surface" : "shadow-surface-whole", [Double(w), Double(h), r, sigma])
        if let hit = effects.surfaces.get(key) { return hit.surface }
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let W = w + 2 * pad, H = h + 2 * pad
        guard W * H <= 16_000_000 else { return nil }
        let rad = Self.shadowBlurRadius(sigma)
        // Columns from a side inward that differ from the middle: the corner and its
        // anti-aliased edge, then what the three box passes reach.
        let reach = Int(r.rounded(.up)) + 1 + 3 * rad
        let core = 2 * reach + 1
        let surface: UnsafeMutablePointer<SDL_Surface>?
        if ninePatch && (w > core || h > core) {
            guard let small = shadowSurface(min(w, core), min(h, core), r, sigma) else { return nil }
            surface = Self.stretchMiddle(small, width: W, height: H, edge: pad + reach)
        } else {
            surface = Self.blurredSilhouette(w, h, r, sigma, pad: pad, rad: rad)
        }
        guard let surface else { return nil }
        effects.surfaces.set(key, SurfaceBox(surface))
        return surface
    }

    /// The box-blur radius of each of the three passes that approximate a Gaussian of σ
    /// pixels (width from σ: w² = 12σ²/3 + 1); 0 for no blur.
    static func shadowBlurRadius(_ sigma: Double) -> Int {
        guard sigma > 0.25 else { return 0 }
        return max(1, Int(((12 * sigma * sigma / 3 + 1).squareRoot()).rounded())) / 2
    }

    /// The silhouette's coverage blurred over its whole area.
    private static func blurredSilhouette(_ w: Int, _ h: Int, _ r: Double, _ sigma: Double, pad: Int,
                                          rad: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        let W = w + 2 * pad, H = h + 2 * pad
        var a = [Double](repeating: 0, count: W * H)
        let box = RoundedBox(x0: Double(pad), y0: Double(pad), x1: Double(pad + w), y1: Double(pad + h), radius: r)
        for y in 0..<H { for x in 0..<W { a[y * W + x] = box.coverage(Double(x) + 0.5, Double(y) + 0.5) } }
        if rad > 0 {
            var tmp = [Double](repeating: 0, count: W * H)
            for _ in 0..<3 {
                // Rows into tmp, then columns back into a.
                boxBlur(a, into: &tmp, lines: H, length: W, lineStride: W, step: 1, radius: rad)
                boxBlur(tmp, into: &a, lines: W, length: H, lineStride: 1, step: W, radius: rad)
            }
        }
        guard let s = makeARGBSurface(W, H) else { return nil }
        withARGBPixels(s) { px, stride in
            for y in 0..<H { for x in 0..<W { px[y * stride + x] = argb(byte(a[y * W + x]), 255, 255, 255) } }
        }
        return s
    }

    /// `small` grown to `width`×`height`: its first and last `edge` columns and rows kept, the
    /// one between them repeated across the middle.
    private static func stretchMiddle(_ small: UnsafeMutablePointer<SDL_Surface>, width: Int, height: Int,
                                      edge: Int) -> UnsafeMutablePointer<SDL_Surface>? {
        let sw = Int(small.pointee.w), sh = Int(small.pointee.h)
        guard let s = makeARGBSurface(width, height) else { return nil }
        withARGBPixels(small) { src, srcStride in
            withARGBPixels(s) { dst, stride in
                for y in 0..<height {
                    let sy = y < edge ? y : y >= height - edge ? y - (height - sh) : edge
                    let from = src + sy * srcStride, to = dst + y * stride
                    if width == sw {
                        to.update(from: from, count: width)
                    } else {
                        // Left edge, the middle column repeated, right edge (sw is 2·edge + 1).
                        to.update(from: from, count: edge)
                        to.advanced(by: edge).update(repeating: from[edge], count: width - 2 * edge)
                        to.advanced(by: width - edge).update(from: from + (sw - edge), count: edge)
                    }
                }
            }
        }
        return s
    }
}

/// One box-blur pass along `lines` lines of `length` samples (a line starts `lineStride`
/// apart, its samples `step` apart): a running sum of the 2·radius+1 samples around each one,
/// edges counting as zero.
private func boxBlur(_ src: [Double], into dst: inout [Double], lines: Int, length: Int,
                     lineStride: Int, step: Int, radius rad: Int) {
    let n = Double(2 * rad + 1)
    for line in 0..<lines {
        let base = line * lineStride
        var acc = 0.0
        for k in -rad...rad where k >= 0 && k < length { acc += src[base + k * step] }
        for k in 0..<length {
            dst[base + k * step] = acc / n
            let out = k - rad, inn = k + rad + 1
            if out >= 0 { acc -= src[base + out * step] }
            if inn < length { acc += src[base + inn * step] }
        }
    }
}
