import CSDL2

/// A texture owned by one of the backend's caches (destroyed when evicted).
struct CachedTexture {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    /// Every pixel is opaque except, possibly, `opaqueExceptCorners`-sized rounded corners
    /// (prepared photos): such a texture is mostly copied rather than blended (see `drawImage`).
    var opaque = false
    var opaqueExceptCorners: Int32 = 0

    /// Bytes of pixels it holds (what the caches' byte budgets count).
    var pixelBytes: Int { Int(width) * Int(height) * 4 }
}

/// A rounded box in pixel coordinates, with analytic anti-aliased coverage.
/// Coverage is `clamp(0.5 − signedDistance)` at the pixel centre: exact for straight
/// edges, and the usual one-pixel ramp across arcs.
struct RoundedBox {
    var x0: Double, y0: Double, x1: Double, y1: Double, radius: Double

    @inline(__always)
    func coverage(_ px: Double, _ py: Double) -> Double {
        let hw = (x1 - x0) / 2, hh = (y1 - y0) / 2
        if hw <= 0 || hh <= 0 { return 0 }
        let r = max(0, min(radius, hw, hh))
        let qx = abs(px - (x0 + hw)) - hw + r
        let qy = abs(py - (y0 + hh)) - hh + r
        let ox = max(qx, 0), oy = max(qy, 0)
        let outside = (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - r
        return min(1, max(0, 0.5 - outside))
    }
}

/// Distance from point to the segment a–b.
@inline(__always)
func distanceToSegment(_ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
    let vx = bx - ax, vy = by - ay
    let len2 = vx * vx + vy * vy
    var t = len2 > 0 ? ((px - ax) * vx + (py - ay) * vy) / len2 : 0
    t = min(1, max(0, t))
    let dx = px - (ax + t * vx), dy = py - (ay + t * vy)
    return (dx * dx + dy * dy).squareRoot()
}

@inline(__always)
func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v * 255 + 0.5))) }

@inline(__always)
func argb(_ a: UInt8, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
    UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
}

/// A new ARGB8888 surface (caller frees), or nil on failure.
func makeARGBSurface(_ w: Int, _ h: Int) -> UnsafeMutablePointer<SDL_Surface>? {
    SDL_CreateRGBSurfaceWithFormat(0, Int32(max(1, w)), Int32(max(1, h)), 32,
                                   SDL_PIXELFORMAT_ARGB8888.rawValue)
}

/// A corner radius of `rp` pixels as drawn on `p`: whole pixels, at most half its shorter side
/// (0 for a radius that is not a positive number).
func clampedCornerRadius(pixels rp: Double, _ p: PixelRect) -> Int32 {
    guard rp.isFinite, rp > 0 else { return 0 }
    return max(0, min(Int32(min(rp.rounded(), 1_000_000)), min(p.width, p.height) / 2))
}

/// Copies `height` rows of `width` pixels between buffers of different row strides.
func copyRows(_ src: UnsafePointer<UInt32>, stride srcStride: Int, into dst: UnsafeMutablePointer<UInt32>,
              stride dstStride: Int, width: Int, height: Int) {
    for y in 0..<height { (dst + y * dstStride).update(from: src + y * srcStride, count: width) }
}

/// Calls `body` with the surface's pixels as UInt32 and the row stride in pixels.
func withARGBPixels(_ s: UnsafeMutablePointer<SDL_Surface>,
                    _ body: (UnsafeMutablePointer<UInt32>, Int) -> Void) {
    let mustLock = (s.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
    if mustLock { SDL_LockSurface(s) }
    defer { if mustLock { SDL_UnlockSurface(s) } }
    guard let raw = s.pointee.pixels else { return }
    body(raw.assumingMemoryBound(to: UInt32.self), Int(s.pointee.pitch) / 4)
}

/// Fills an ARGB surface from a per-pixel function of the pixel centre; white with alpha = coverage.
func makeCoverageSurface(_ w: Int, _ h: Int, _ coverage: (Double, Double) -> Double)
    -> UnsafeMutablePointer<SDL_Surface>? {
    guard let s = makeARGBSurface(w, h) else { return nil }
    withARGBPixels(s) { px, stride in
        for y in 0..<h {
            let row = px + y * stride
            let cy = Double(y) + 0.5
            for x in 0..<w {
                row[x] = argb(byte(coverage(Double(x) + 0.5, cy)), 255, 255, 255)
            }
        }
    }
    return s
}

/// Uploads `surface` (and frees it) as a blended texture.
func uploadTexture(_ renderer: OpaquePointer, _ surface: UnsafeMutablePointer<SDL_Surface>,
                   linear: Bool) -> CachedTexture? {
    defer { SDL_FreeSurface(surface) }
    guard let t = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(t, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    return CachedTexture(texture: t, width: surface.pointee.w, height: surface.pointee.h)
}

/// Integer pixel rect with exclusive max edges.
struct PixelRect: Hashable {
    var x0: Int32, y0: Int32, x1: Int32, y1: Int32
    var width: Int32 { x1 - x0 }
    var height: Int32 { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var sdl: SDL_Rect { SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0)) }
    func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
    func intersects(_ o: PixelRect) -> Bool {
        x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1
    }
}

/// Clamps a double to the Int32 range used by SDL rects (keeps absurd layout values from trapping).
@inline(__always)
func pixelCoord(_ v: Double) -> Int32 {
    guard v.isFinite else { return 0 }
    return Int32(max(-1_000_000, min(1_000_000, v.rounded())))
}
