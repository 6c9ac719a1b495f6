import CSDL2
import GlissCore

/// What stands in for an image that cannot be loaded.
extension SDLBackend {
    /// Light grey rounded rect with a darker anti-aliased diagonal cross: "image missing".
    func drawPlaceholder(_ frame: PixelRect, radius: Double, alpha: UInt8) {
        guard isVisible(frame), frame.width * frame.height <= 16_000_000 else { return }
        let r = clampedRadius(radius, frame)
        let w = frame.width, h = frame.height
        let key = ShapeKey.placeholder(width: w, height: h, radius: r)
        let lineHalf = max(0.5, 0.75 * pixelScale)
        guard let t = shapeTexture(key, make: {
            let W = Double(w), H = Double(h), R = Double(r)
            let box = RoundedBox(x0: 0, y0: 0, x1: W, y1: H, radius: R)
            let inset = R * (1 - 0.5.squareRoot())   // cross ends where the diagonal meets the arc
            guard let s = makeARGBSurface(Int(w), Int(h)) else { return nil }
            let bg = (229.0, 229.0, 234.0), fg = (160.0, 160.0, 168.0)
            withARGBPixels(s) { px, stride in
                for y in 0..<Int(h) {
                    let row = px + y * stride
                    let cy = Double(y) + 0.5
                    for x in 0..<Int(w) {
                        let cx = Double(x) + 0.5
                        let cover = box.coverage(cx, cy)
                        if cover <= 0 { row[x] = 0; continue }
                        let d = min(distanceToSegment(cx, cy, inset, inset, W - inset, H - inset),
                                    distanceToSegment(cx, cy, W - inset, inset, inset, H - inset))
                        let line = min(1, max(0, lineHalf + 0.5 - d))
                        row[x] = argb(byte(cover),
                                      UInt8(bg.0 + (fg.0 - bg.0) * line),
                                      UInt8(bg.1 + (fg.1 - bg.1) * line),
                                      UInt8(bg.2 + (fg.2 - bg.2) * line))
                    }
                }
            }
            return s
        }) else { return }
        SDL_SetTextureColorMod(t.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(t.texture, alpha)
        var d = frame.sdl
        SDL_RenderCopy(renderer, t.texture, nil, &d)
    }
}
