import CSDL2
import GlissCore

/// Where an image's pixels come from and where they land for a content mode: the source
/// region in level-0 pixels and the destination rect in window pixels. One function for the
/// frame that draws an image and for the worker that prepares it ahead of time, so both
/// arrive at the same size (and so the same cache key).
struct ImagePlacement {
    var sx = 0.0, sy = 0.0, sw: Double, sh: Double
    var dst: PixelRect

    /// `.fill` crops the source's centre to the frame's aspect, `.fit` letterboxes the
    /// destination inside the frame, `.stretch` uses both whole.
    init(sourceWidth: Int32, sourceHeight: Int32, frame: PixelRect, mode: ContentMode) {
        let w = Double(sourceWidth), h = Double(sourceHeight)
        let fw = Double(frame.width), fh = Double(frame.height)
        sw = w
        sh = h
        dst = frame
        switch mode {
        case .stretch:
            break
        case .fill:
            if w / h > fw / fh {
                sw = h * fw / fh
                sx = (w - sw) / 2
            } else {
                sh = w * fh / fw
                sy = (h - sh) / 2
            }
        case .fit:
            let k = min(fw / w, fh / h)
            let dw = Int32(max(1, (w * k).rounded())), dh = Int32(max(1, (h * k).rounded()))
            dst.x0 = frame.x0 + (frame.width - dw) / 2
            dst.y0 = frame.y0 + (frame.height - dh) / 2
            dst.x1 = dst.x0 + dw
            dst.y1 = dst.y0 + dh
        }
    }

    /// The mip level to scale from for a `width × height` destination: the deepest still at
    /// least as large (bilinear never shrinks more than 2×).
    func levelIndex(width: Int32, height: Int32) -> Int {
        var k = 0
        while k < 12 && sw / Double(1 << (k + 1)) >= Double(width) && sh / Double(1 << (k + 1)) >= Double(height) {
            k += 1
        }
        return k
    }

    /// The source region in the pixels of a level `levelWidth × levelHeight` of an image whose
    /// level 0 is `sourceWidth × sourceHeight`.
    func region(levelWidth: Int32, levelHeight: Int32, sourceWidth: Int32, sourceHeight: Int32) -> SDL_Rect {
        let fx = Double(levelWidth) / Double(sourceWidth), fy = Double(levelHeight) / Double(sourceHeight)
        var r = SDL_Rect(x: Int32((sx * fx).rounded()), y: Int32((sy * fy).rounded()),
                         w: Int32(max(1, (sw * fx).rounded())), h: Int32(max(1, (sh * fy).rounded())))
        r.w = min(r.w, levelWidth - r.x)
        r.h = min(r.h, levelHeight - r.y)
        return r
    }

    /// Scales `rect` of `level` to exactly `width × height` pixels into `out` (bilinear) and
    /// masks rounded corners of `radius` pixels. Touches nothing shared: safe on a worker.
    static func prepare(_ level: UnsafeMutablePointer<SDL_Surface>, _ rect: SDL_Rect,
                        into out: UnsafeMutablePointer<UInt32>, stride: Int, width: Int32, height: Int32, radius: Int32) {
        withARGBPixels(level) { src, srcStride in
            BilinearScaler.scale(src, srcStride: srcStride, sx: Int(rect.x), sy: Int(rect.y),
                                 sw: Int(rect.w), sh: Int(rect.h),
                                 into: out, dstStride: stride, dw: Int(width), dh: Int(height))
        }
        if radius > 0 { maskCorners(out, stride: stride, width: Int(width), height: Int(height), radius: Int(radius)) }
    }

    /// Multiplies the alpha of the four corner squares by the rounded-rect coverage.
    static func maskCorners(_ px: UnsafeMutablePointer<UInt32>, stride: Int, width w: Int, height h: Int, radius r: Int) {
        let box = RoundedBox(x0: 0, y0: 0, x1: Double(w), y1: Double(h), radius: Double(r))
        for (ox, oy) in [(0, 0), (w - r, 0), (0, h - r), (w - r, h - r)] {
            for y in oy..<(oy + r) {
                let row = px + y * stride
                for x in ox..<(ox + r) {
                    let c = box.coverage(Double(x) + 0.5, Double(y) + 0.5)
                    if c >= 1 { continue }
                    let p = row[x]
                    let a = UInt32(Double(p >> 24) * c + 0.5)
                    row[x] = (p & 0x00FF_FFFF) | (a << 24)
                }
            }
        }
    }
}
