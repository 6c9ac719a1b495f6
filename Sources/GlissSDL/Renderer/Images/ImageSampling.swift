import CSDL2
import GlissCore

/// Large frames on the framebuffer path, sampled from a mip level every frame.
extension SDLBackend {
    /// Frames of at least this many pixels are sampled from the mip level every frame on the
    /// framebuffer path instead of being prepared and cached (see `drawSampled`).
    static let defaultSampledImagePixels = 1_200_000.0

    /// Draws an image straight from its mip level into the framebuffer, sampling only the
    /// visible rows and columns: the same pixels as preparing it (same level, same bilinear
    /// taps, same corners) without a window-sized texture to make whenever it settles at a new
    /// size. At 3840×2160 the carousel's sheet photo is 8 M pixels: preparing it (SDL zeroes a
    /// new 33 MB texture, then it is filled) cost ~35 ms each time its spring came to rest;
    /// sampling the visible part costs a few ms every frame and holds no texture at all.
    func drawSampled(_ src: ImageSource, _ placement: ImagePlacement, dst: PixelRect,
                             radius: Int32, alpha: UInt8, into fb: Framebuffer) {
        let visible = dst.intersection(currentClip).intersection(viewport)
        guard !visible.isEmpty else { return }
        guard let (level, srcRect) = levelRegion(src, placement, width: dst.width, height: dst.height) else {
            drawPlaceholder(dst, radius: Double(radius) / pixelScale, alpha: alpha)
            return
        }
        var disk: CoverageMask?
        if radius > 0 {
            if let known = masks.disks.get(radius) {
                disk = known
            } else {
                let d = Double(radius)
                let box = RoundedBox(x0: 0, y0: 0, x1: 2 * d, y1: 2 * d, radius: d)
                let made = CoverageMask.of(width: Int(2 * radius), height: Int(2 * radius)) { box.coverage($0, $1) }
                masks.disks.set(radius, made)
                disk = made
            }
        }
        let clip = currentClip, frame = dst, x0 = Int(visible.x0), corners = disk, opaque = src.opaque
        withARGBPixels(level) { pixels, stride in
            BilinearScaler.scale(pixels, srcStride: stride, sx: Int(srcRect.x), sy: Int(srcRect.y),
                                 sw: Int(srcRect.w), sh: Int(srcRect.h), dw: Int(dst.width), dh: Int(dst.height),
                                 rows: Int(visible.y0 - dst.y0)..<Int(visible.y1 - dst.y0),
                                 columns: Int(visible.x0 - dst.x0)..<Int(visible.x1 - dst.x0)) { y, row in
                fb.drawImageRow(row, y: Int(frame.y0) + y, x0: x0, frame: frame, radius: radius, disk: corners,
                                alpha: alpha, opaque: opaque, clip: clip)
            }
        }
    }

    /// The mip level of `src` to scale from for a `width × height` frame (see
    /// ``ImagePlacement/levelIndex(width:height:)``) and the source region in its pixels.
    func levelRegion(_ src: ImageSource, _ placement: ImagePlacement,
                             width: Int32, height: Int32) -> (UnsafeMutablePointer<SDL_Surface>, SDL_Rect)? {
        guard let level = src.level(placement.levelIndex(width: width, height: height))?.surface else { return nil }
        return (level, placement.region(levelWidth: level.pointee.w, levelHeight: level.pointee.h,
                                        sourceWidth: src.width, sourceHeight: src.height))
    }
}
