import Dispatch

/// Bilinear resampling of ARGB8888 pixels, the way images are prepared at their on-screen size.
///
/// Why not `SDL_SoftStretchLinear`: preparing the carousel's sheet photo for a 3840×2160 window
/// (a 6× upscale to 8.6 M pixels) took it ~80 ms, a frame's worth of stutter each time the
/// photo settles. This one is separable — each source row is interpolated horizontally once and
/// kept while the output rows between it and the next are blended from the pair — works on two
/// channels at a time in one 32-bit word, and splits the output rows between two threads (each
/// row is computed the same way whichever thread runs it: the result does not depend on timing).
/// Sampling is at pixel centres, edges clamped, 8-bit weights, as SDL's.
enum BilinearScaler {
    /// Scales the `sw`×`sh` block at (`sx`, `sy`) of `src` to the whole `dw`×`dh` `dst`.
    /// Strides are in pixels.
    static func scale(_ src: UnsafePointer<UInt32>, srcStride: Int, sx: Int, sy: Int, sw: Int, sh: Int,
                      into dst: UnsafeMutablePointer<UInt32>, dstStride: Int, dw: Int, dh: Int) {
        guard sw > 0, sh > 0, dw > 0, dh > 0 else { return }
        let xs = taps(source: sw, destination: dw, offset: sx)
        let ys = taps(source: sh, destination: dh, offset: sy)
        let bands = dw * dh >= 1 << 18 ? 2 : 1   // threads pay off above ~250 k pixels
        let sendable = Pointers(src: src, dst: dst)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let rows = (dh * band / bands)..<(dh * (band + 1) / bands)
            scaleRows(rows, sendable.src, srcStride, xs, ys, sendable.dst, dstStride, dw)
        }
    }

    /// The pointers a band needs (each band writes its own rows only).
    private struct Pointers: @unchecked Sendable {
        let src: UnsafePointer<UInt32>
        let dst: UnsafeMutablePointer<UInt32>
    }

    /// Per output column (row): the first source index and the weight of the next (0…256).
    private static func taps(source: Int, destination: Int, offset: Int) -> [(index: Int, weight: UInt32)] {
        (0..<destination).map { d in
            // Centre of output pixel d in source pixels, minus half a pixel, in 1/256ths.
            let pos = max(0, ((2 * d + 1) * source * 256) / (2 * destination) - 128)
            let i = min(source - 1, pos >> 8)
            let w = i + 1 < source ? UInt32(pos & 0xFF) : 0
            return (offset + i, w)
        }
    }

    private static func scaleRows(_ rows: Range<Int>, _ src: UnsafePointer<UInt32>, _ srcStride: Int,
                                  _ xs: [(index: Int, weight: UInt32)], _ ys: [(index: Int, weight: UInt32)],
                                  _ dst: UnsafeMutablePointer<UInt32>, _ dstStride: Int, _ dw: Int) {
        guard !rows.isEmpty else { return }
        // The two horizontally scaled source rows the current output row blends.
        var upper = [UInt32](repeating: 0, count: dw), lower = [UInt32](repeating: 0, count: dw)
        var upperIndex = -1, lowerIndex = -1
        xs.withUnsafeBufferPointer { xs in
            for y in rows {
                let (i, wy) = ys[y]
                let j = wy > 0 ? i + 1 : i
                if upperIndex != i {
                    if lowerIndex == i { swap(&upper, &lower); swap(&upperIndex, &lowerIndex) }
                    else { horizontal(src + i * srcStride, xs, &upper); upperIndex = i }
                }
                if lowerIndex != j && j != i { horizontal(src + j * srcStride, xs, &lower); lowerIndex = j }
                let out = dst + y * dstStride
                if wy == 0 || j == i {
                    upper.withUnsafeBufferPointer { u in for x in 0..<dw { out[x] = u[x] } }
                } else {
                    upper.withUnsafeBufferPointer { u in
                        lower.withUnsafeBufferPointer { l in
                            for x in 0..<dw { out[x] = lerp(u[x], l[x], wy) }
                        }
                    }
                }
            }
        }
    }

    private static func horizontal(_ row: UnsafePointer<UInt32>, _ xs: UnsafeBufferPointer<(index: Int, weight: UInt32)>,
                                   _ out: inout [UInt32]) {
        out.withUnsafeMutableBufferPointer { out in
            for x in 0..<xs.count {
                let (i, w) = xs[x]
                out[x] = w == 0 ? row[i] : lerp(row[i], row[i + 1], w)
            }
        }
    }

    /// `a + (b − a) × w / 256` per channel, two channels per multiply (0x00FF00FF lanes).
    @inline(__always)
    private static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let v = 256 - w
        let rb = ((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w) >> 8 & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* v &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ag
    }
}
