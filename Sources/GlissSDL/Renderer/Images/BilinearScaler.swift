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
        let out = Pointers(src: src, dst: dst)
        scale(src, srcStride: srcStride, sx: sx, sy: sy, sw: sw, sh: sh, dw: dw, dh: dh,
              rows: 0..<dh, columns: 0..<dw) { y, row in
            (out.dst + y * dstStride).update(from: row.baseAddress!, count: row.count)
        }
    }

    /// Scales as above, but only the output `rows` × `columns` of a `dw`×`dh` result, handing
    /// each row's pixels to `emit` (output row index, pixels of `columns`). `emit` runs on two
    /// threads at once for large areas, each with its own rows.
    static func scale(_ src: UnsafePointer<UInt32>, srcStride: Int, sx: Int, sy: Int, sw: Int, sh: Int,
                      dw: Int, dh: Int, rows: Range<Int>, columns: Range<Int>,
                      emit: @Sendable (Int, UnsafeBufferPointer<UInt32>) -> Void) {
        guard sw > 0, sh > 0, dw > 0, dh > 0, !rows.isEmpty, !columns.isEmpty else { return }
        let xs = taps(source: sw, destination: dw, offset: sx, for: columns)
        let ys = taps(source: sh, destination: dh, offset: sy, for: 0..<dh)
        let bands = rows.count * columns.count >= 1 << 18 ? 2 : 1   // threads pay off above ~250 k pixels
        let source = Pointers(src: src, dst: nil)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let n = rows.count
            let part = (rows.lowerBound + n * band / bands)..<(rows.lowerBound + n * (band + 1) / bands)
            scaleRows(part, source.src, srcStride, xs, ys, emit)
        }
    }

    /// The pointers a band needs (each band writes its own rows only).
    private struct Pointers: @unchecked Sendable {
        let src: UnsafePointer<UInt32>
        let dst: UnsafeMutablePointer<UInt32>!
    }

    /// Per output column (row): the first source index and the weight of the next (0…256).
    private static func taps(source: Int, destination: Int, offset: Int, for range: Range<Int>) -> [(index: Int, weight: UInt32)] {
        range.map { d in
            // Centre of output pixel d in source pixels, minus half a pixel, in 1/256ths.
            let pos = max(0, ((2 * d + 1) * source * 256) / (2 * destination) - 128)
            let i = min(source - 1, pos >> 8)
            let w = i + 1 < source ? UInt32(pos & 0xFF) : 0
            return (offset + i, w)
        }
    }

    private static func scaleRows(_ rows: Range<Int>, _ src: UnsafePointer<UInt32>, _ srcStride: Int,
                                  _ xs: [(index: Int, weight: UInt32)], _ ys: [(index: Int, weight: UInt32)],
                                  _ emit: (Int, UnsafeBufferPointer<UInt32>) -> Void) {
        guard !rows.isEmpty else { return }
        let dw = xs.count
        // The two horizontally scaled source rows the current output row blends, and the result.
        var upper = [UInt32](repeating: 0, count: dw), lower = [UInt32](repeating: 0, count: dw)
        var result = [UInt32](repeating: 0, count: dw)
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
                if wy == 0 || j == i {
                    upper.withUnsafeBufferPointer { emit(y, $0) }
                } else {
                    upper.withUnsafeBufferPointer { u in
                        lower.withUnsafeBufferPointer { l in
                            result.withUnsafeMutableBufferPointer { out in
                                lerpRows(u.baseAddress!, l.baseAddress!, out.baseAddress!, dw, wy)
                            }
                        }
                    }
                    result.withUnsafeBufferPointer { emit(y, $0) }
                }
            }
        }
    }

    private static func horizontal(_ row: UnsafePointer<UInt32>, _ xs: UnsafeBufferPointer<(index: Int, weight: UInt32)>,
                                   _ out: inout [UInt32]) {
        out.withUnsafeMutableBufferPointer { out in
            for x in 0..<xs.count {
                let (i, w) = xs[x]
                // Branch-free (an upscale's zero weights come in an unpredictable rhythm): the
                // last column's weight is 0, so reading its own texel twice is exact.
                out[x] = lerp(row[i], row[i + (w == 0 ? 0 : 1)], w)
            }
        }
    }

    /// `lerp` of two rows into `out`, four pixels at a time: `lerp`'s two-channel lanes, with the
    /// multiplies done as 16-bit lanes (no lane product exceeds 16 bits; SSE2 has 16-bit vector
    /// multiplies but not 32-bit ones), so the same pixels.
    private static func lerpRows(_ u: UnsafePointer<UInt32>, _ l: UnsafePointer<UInt32>,
                                 _ out: UnsafeMutablePointer<UInt32>, _ n: Int, _ w: UInt32) {
        typealias Pixels = SIMD4<UInt32>
        typealias Lanes = SIMD8<UInt16>
        let wv = Lanes(repeating: UInt16(w)), vv = Lanes(repeating: UInt16(256 - w))
        let low = Pixels(repeating: 0x00FF_00FF), high = Lanes(repeating: 0xFF00)
        var x = 0
        #if !DEBUG
        // Unoptimised, Swift's SIMD types are generic code ~20× slower than the scalar lanes
        // below (a debug carousel spent 400 ms preparing a photo): the same pixels either way.
        let ub = UnsafeRawPointer(u), lb = UnsafeRawPointer(l), ob = UnsafeMutableRawPointer(out)
        while x + 4 <= n {
            let a = ub.loadUnaligned(fromByteOffset: x * 4, as: Pixels.self)
            let b = lb.loadUnaligned(fromByteOffset: x * 4, as: Pixels.self)
            let rb = (unsafeBitCast(a & low, to: Lanes.self) &* vv &+ unsafeBitCast(b & low, to: Lanes.self) &* wv) &>> 8
            let ag = (unsafeBitCast((a &>> 8) & low, to: Lanes.self) &* vv
                      &+ unsafeBitCast((b &>> 8) & low, to: Lanes.self) &* wv) & high
            ob.storeBytes(of: unsafeBitCast(rb, to: Pixels.self) | unsafeBitCast(ag, to: Pixels.self),
                          toByteOffset: x * 4, as: Pixels.self)
            x += 4
        }
        #endif
        while x < n {
            out[x] = lerp(u[x], l[x], w)
            x += 1
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
