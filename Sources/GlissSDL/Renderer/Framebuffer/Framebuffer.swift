import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// The window framebuffer the software renderer draws into, written directly.
///
/// Why not `SDL_RenderFillRect`: SDL 2.26 fills every row with non-temporal (cache-bypassing)
/// stores and finishes each row's last few pixels with ordinary ones. On a grid of small tiles
/// the ordinary stores then wait for the lines the streaming stores just pushed out: a profile
/// of `bench grid` at 3840×2160 spent two thirds of the frame in those few tail stores. Filling
/// through glibc's `wmemset` (cached vector stores) and blending text and corners here, with
/// SDL's own arithmetic, does the same work at memory speed. Everything else (images, strokes,
/// effects) still goes through SDL; `SDLBackend` flushes SDL's queued commands before writing
/// here so the draw list's order holds.
///
/// Only for 32-bit framebuffers with red in bits 16–23 (`XRGB8888`, `ARGB8888`: what X11 and the
/// offscreen driver give); any other format keeps the SDL path.
struct Framebuffer: @unchecked Sendable {   // a pointer and sizes; bands write disjoint rows
    let pixels: UnsafeMutablePointer<UInt32>
    /// Row length in pixels.
    let stride: Int
    let bounds: PixelRect
    /// Bits every written pixel carries: opaque alpha where the format has alpha, as `SDL_MapRGB`.
    let alphaBits: UInt32

    /// The window's framebuffer, or nil when it is not one we can write (unknown format, no surface).
    static func of(window: OpaquePointer) -> Framebuffer? {
        guard let s = SDL_GetWindowSurface(window), let raw = s.pointee.pixels,
              let format = s.pointee.format else { return nil }
        let f = format.pointee.format
        let alpha: UInt32
        switch f {
        case SDL_PIXELFORMAT_RGB888.rawValue: alpha = 0
        case SDL_PIXELFORMAT_ARGB8888.rawValue: alpha = 0xFF00_0000
        default: return nil
        }
        // A window surface is never RLE-encoded or locked by anyone else: no SDL_LockSurface.
        return Framebuffer(pixels: raw.assumingMemoryBound(to: UInt32.self), stride: Int(s.pointee.pitch) / 4,
                           bounds: PixelRect(x0: 0, y0: 0, x1: s.pointee.w, y1: s.pointee.h), alphaBits: alpha)
    }

    /// The same framebuffer, writing only inside `rect` (a band of rows).
    func limited(to rect: PixelRect) -> Framebuffer {
        Framebuffer(pixels: pixels, stride: stride, bounds: bounds.intersection(rect), alphaBits: alphaBits)
    }

    @inline(__always)
    func pixel(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        alphaBits | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Fills `rect ∩ clip` with `color` (RGBA bytes): copied when opaque, blended as SDL's
    /// `SDL_BLENDMODE_BLEND` fill otherwise.
    func fill(_ rect: PixelRect, clip: PixelRect, _ color: (UInt8, UInt8, UInt8, UInt8)) {
        let r = rect.intersection(clip).intersection(bounds)
        guard !r.isEmpty, color.3 > 0 else { return }
        let width = Int(r.width)
        if color.3 == 255 {
            let value = Int32(bitPattern: pixel(color.0, color.1, color.2))
            for y in Int(r.y0)..<Int(r.y1) {
                let row = UnsafeMutableRawPointer(pixels + y * stride + Int(r.x0))
                _ = wmemset(row.assumingMemoryBound(to: wchar_t.self), value, width)
            }
            return
        }
        let a = UInt32(color.3), source = pixel(color.0, color.1, color.2)
        for y in Int(r.y0)..<Int(r.y1) {
            let row = pixels + y * stride
            for x in Int(r.x0)..<Int(r.x1) {
                row[x] = blend(source, over: row[x], alpha: a)
            }
        }
    }

    /// Blends `color` through `mask`'s coverage: the mask's pixel (`sx`, `sy`) lands on (`dx`,
    /// `dy`), for a `w`×`h` block, limited to `clip`. The arithmetic is SDL's for a white
    /// coverage texture tinted with colour and alpha mod and drawn with `SDL_BLENDMODE_BLEND`,
    /// so text and corners look as they did through SDL.
    func blend(_ mask: CoverageMask, sx: Int32, sy: Int32, w: Int32, h: Int32, dx: Int32, dy: Int32,
               clip: PixelRect, _ color: (UInt8, UInt8, UInt8, UInt8)) {
        let target = PixelRect(x0: dx, y0: dy, x1: dx + w, y1: dy + h).intersection(clip).intersection(bounds)
        guard !target.isEmpty, color.3 > 0 else { return }
        let ma = UInt32(color.3)
        let solid = pixel(color.0, color.1, color.2)
        let mw = Int(mask.width)
        mask.coverage.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            for y in Int(target.y0)..<Int(target.y1) {
                let row = pixels + y * stride
                let my = Int(sy) + y - Int(dy)
                let src = base + my * mw + Int(sx) - Int(dx)
                // Only the row's inked columns: most of a glyph's box is empty.
                let ink = mask.ink[my]
                let x0 = max(Int(target.x0), Int(ink.0) - Int(sx) + Int(dx))
                let x1 = min(Int(target.x1), Int(ink.1) - Int(sx) + Int(dx))
                if x0 >= x1 { continue }
                for x in x0..<x1 {
                    let c = UInt32(src[x])
                    if c == 0 { continue }
                    let a = ma == 255 ? c : c * ma / 255
                    if a == 255 { row[x] = solid; continue }
                    row[x] = blend(solid, over: row[x], alpha: a)
                }
            }
        }
    }

    /// Blends premultiplied ARGB pixels (cairo's: a gradient painted in a path) over the
    /// framebuffer at `rect` (`stride` pixels a row), limited to `clip`.
    func blendPremultiplied(_ src: UnsafePointer<UInt32>, stride srcStride: Int, at rect: PixelRect, clip: PixelRect) {
        let target = rect.intersection(clip).intersection(bounds)
        guard !target.isEmpty else { return }
        for y in Int(target.y0)..<Int(target.y1) {
            let row = pixels + y * stride
            let from = src + (y - Int(rect.y0)) * srcStride - Int(rect.x0)
            for x in Int(target.x0)..<Int(target.x1) {
                let s = from[x], a = s >> 24
                if a == 0 { continue }
                if a == 255 { row[x] = s & 0x00FF_FFFF | alphaBits; continue }
                let d = row[x], k = 255 - a
                let r = ((s >> 16) & 0xFF) + (((d >> 16) & 0xFF) * k + 127) / 255
                let g = ((s >> 8) & 0xFF) + (((d >> 8) & 0xFF) * k + 127) / 255
                let b = (s & 0xFF) + ((d & 0xFF) * k + 127) / 255
                row[x] = alphaBits | min(255, r) << 16 | min(255, g) << 8 | min(255, b)
            }
        }
    }

    /// Draws `src` (ARGB8888 texels, `srcStride` per row) scaled onto `dst`, limited to `clip`,
    /// times `alpha`. 1:1 when the sizes match; otherwise nearest-texel (only images changing size
    /// mid-animation, and zoomed frames, are scaled: a resample per frame at 4K cost tens of ms).
    /// Blending is SDL's for a texture with alpha mod and `SDL_BLENDMODE_BLEND`. `opaque`: every
    /// texel is opaque outside the `corner`-sized squares at the source's corners, so those rows
    /// and columns are copied without reading the destination.
    func drawImage(_ src: UnsafePointer<UInt32>, srcStride: Int, source: PixelRect, dst: PixelRect, clip: PixelRect,
                   alpha: UInt8, opaque: Bool, corner: Int32) {
        let target = dst.intersection(clip).intersection(bounds)
        guard !target.isEmpty, alpha > 0, !source.isEmpty else { return }
        let sw = Int(source.width), sh = Int(source.height), dw = Int(dst.width), dh = Int(dst.height)
        // The source column (row) of each destination column (row): its pixel centre, mapped.
        let columns = (Int(target.x0)..<Int(target.x1)).map { x in
            Int(source.x0) + min(sw - 1, ((x - Int(dst.x0)) * 2 + 1) * sw / (2 * dw))
        }
        let ma = UInt32(alpha)
        let cornerSize = Int(corner)
        let n = columns.count
        columns.withUnsafeBufferPointer { cols in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: max(1, n)) { scratch in
                let texels = scratch.baseAddress!
                for y in Int(target.y0)..<Int(target.y1) {
                    let sy = Int(source.y0) + min(sh - 1, ((y - Int(dst.y0)) * 2 + 1) * sh / (2 * dh))
                    let srcRow = src + sy * srcStride
                    let row = pixels + y * stride + Int(target.x0)
                    // Rows clear of the corner squares of an opaque image, drawn at full alpha: copy.
                    let inCornerBand = sy < Int(source.y0) + cornerSize || sy >= Int(source.y1) - cornerSize
                    if opaque && alpha == 255 && !inCornerBand {
                        if sw == dw && cols.count > 0 {
                            row.update(from: srcRow + cols[0], count: n)   // opaque texels: see drawImageRow
                        } else {
                            for i in 0..<n { row[i] = srcRow[cols[i]] & 0x00FF_FFFF | alphaBits }
                        }
                        continue
                    }
                    if opaque && !inCornerBand {
                        // Opaque texels at one alpha (a card fading, a side page of the carousel):
                        // gather the row, then blend it in a loop without branches, which the
                        // compiler vectorises (per pixel with its branches, a 1000×550 card cost
                        // 1.5 ms a frame while its spring settled).
                        for i in 0..<n { texels[i] = srcRow[cols[i]] }
                        Self.blendRow(texels, into: row, count: n, alpha: ma, alphaBits: alphaBits)
                        continue
                    }
                    for i in 0..<n {
                        let t = srcRow[cols[i]]
                        let ta = t >> 24
                        let a = ta == 255 ? ma : ta * ma / 255
                        if a == 0 { continue }
                        if a == 255 { row[i] = t & 0x00FF_FFFF | alphaBits; continue }
                        row[i] = blend(t, over: row[i], alpha: a)
                    }
                }
            }
        }
    }

    /// `count` texels blended over `row` at one alpha (`a` < 255), as ``blend(_:over:alpha:)``.
    @inline(__always)
    private static func blendRow(_ texels: UnsafePointer<UInt32>, into row: UnsafeMutablePointer<UInt32>, count: Int,
                                 alpha a: UInt32, alphaBits: UInt32) {
        let ia = 255 - a
        for i in 0..<count {
            let s = texels[i], d = row[i]
            var rb = (s & 0x00FF_00FF) &* a &+ (d & 0x00FF_00FF) &* ia
            var g = (s & 0x0000_FF00) &* a &+ (d & 0x0000_FF00) &* ia
            rb = ((rb &+ 0x0080_0080 &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            g = ((g &+ 0x0000_8000 &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
            row[i] = rb | g | alphaBits
        }
    }

    /// Writes one row of an image already sampled at its on-screen size: `row` holds the pixels
    /// from column `x0` on, of the image whose frame is `frame`, at row `y`. Times `alpha`, with
    /// `frame`'s corners rounded by `radius` (coverage from `disk`, the 2r × 2r disk), as a
    /// prepared image's masked corners would be. Pixels outside `clip` are not written.
    func drawImageRow(_ row: UnsafeBufferPointer<UInt32>, y: Int, x0: Int, frame: PixelRect, radius: Int32,
                      disk: CoverageMask?, alpha: UInt8, opaque: Bool, clip: PixelRect) {
        let target = clip.intersection(bounds)
        guard y >= Int(target.y0), y < Int(target.y1) else { return }
        let lo = max(x0, Int(target.x0)), hi = min(x0 + row.count, Int(target.x1))
        guard lo < hi else { return }
        let out = pixels + y * stride
        let ma = UInt32(alpha), r = Int(radius)
        // In the top or bottom r rows, the disk row whose coverage rounds this row's corners.
        var diskRow = -1
        if r > 0, let disk, disk.width == 2 * radius {
            if y < Int(frame.y0) + r { diskRow = y - Int(frame.y0) }
            else if y >= Int(frame.y1) - r { diskRow = y - (Int(frame.y1) - 2 * r) }
        }
        // An opaque image at full alpha, away from its corners: a copy.
        if opaque && ma == 255 {
            var copyLo = lo, copyHi = hi
            if diskRow >= 0 { copyLo = max(lo, Int(frame.x0) + r); copyHi = min(hi, Int(frame.x1) - r) }
            if copyLo < copyHi {
                // memcpy: the texels' alpha byte (255) lands in the pixel's unused or alpha byte,
                // which nothing reads on an XRGB framebuffer and which is right on an ARGB one.
                (out + copyLo).update(from: row.baseAddress! + (copyLo - x0), count: copyHi - copyLo)
            }
            if diskRow < 0 { return }
            for x in lo..<hi where x < copyLo || x >= copyHi { drawImagePixel(row[x - x0], out + x, x, diskRow, frame, r, disk, ma) }
            return
        }
        // An opaque image faded as a whole, away from its corners: one alpha for the row.
        if opaque && diskRow < 0 {
            let src = row.baseAddress! - x0
            for x in lo..<hi { out[x] = blend(src[x], over: out[x], alpha: ma) }
            return
        }
        for x in lo..<hi { drawImagePixel(row[x - x0], out + x, x, diskRow, frame, r, disk, ma) }
    }

    @inline(__always)
    private func drawImagePixel(_ t: UInt32, _ out: UnsafeMutablePointer<UInt32>, _ x: Int, _ diskRow: Int,
                                _ frame: PixelRect, _ r: Int, _ disk: CoverageMask?, _ ma: UInt32) {
        do {
            var a = t >> 24
            if diskRow >= 0, let disk {
                let dx = x < Int(frame.x0) + r ? x - Int(frame.x0) : (x >= Int(frame.x1) - r ? x - (Int(frame.x1) - 2 * r) : -1)
                if dx >= 0 { a = (a * UInt32(disk.coverage[diskRow * 2 * r + dx]) + 127) / 255 }
            }
            if ma != 255 { a = a * ma / 255 }
            if a == 0 { return }
            out.pointee = a == 255 ? t & 0x00FF_FFFF | alphaBits : blend(t, over: out.pointee, alpha: a)
        }
    }

    /// `(source × α + destination × (255 − α)) / 255` per colour channel, rounded: SDL's
    /// `SDL_BLENDMODE_BLEND` to within one level (SDL floors twice). Red and blue share one
    /// multiply in 16-bit lanes, so a pixel costs a few instructions instead of six divisions.
    @inline(__always)
    private func blend(_ s: UInt32, over d: UInt32, alpha a: UInt32) -> UInt32 {
        let ia = 255 - a
        var rb = (s & 0x00FF_00FF) &* a &+ (d & 0x00FF_00FF) &* ia
        var g = (s & 0x0000_FF00) &* a &+ (d & 0x0000_FF00) &* ia
        // x / 255 ≈ (x + 128 + x / 256) / 256 per lane (no lane exceeds 16 bits on the way).
        rb = ((rb &+ 0x0080_0080 &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        g = ((g &+ 0x0000_8000 &+ ((g >> 8) & 0x0000_FF00)) >> 8) & 0x0000_FF00
        return rb | g | alphaBits
    }
}

/// An 8-bit coverage raster (a glyph, a disk for rounded corners), drawn in any colour.
final class CoverageMask: @unchecked Sendable {   // immutable after init
    let width: Int32
    let height: Int32
    let coverage: [UInt8]
    /// Per row, the columns from the first to past the last pixel with any coverage ((0, 0): none).
    let ink: [(Int32, Int32)]

    init(width: Int32, height: Int32, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.coverage = coverage
        let w = Int(width)
        ink = (0..<Int(height)).map { y in
            let row = coverage[(y * w)..<(y * w + w)]
            guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else { return (0, 0) }
            return (Int32(first - y * w), Int32(last - y * w + 1))
        }
    }

    var byteCount: Int { coverage.count + 8 * ink.count }

    /// Coverage of a function of the pixel centre, as `makeCoverageSurface` would give.
    static func of(width: Int, height: Int, _ coverage: (Double, Double) -> Double) -> CoverageMask {
        var out = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { out[y * width + x] = byte(coverage(Double(x) + 0.5, Double(y) + 0.5)) }
        }
        return CoverageMask(width: Int32(width), height: Int32(height), coverage: out)
    }
}
