import CSDL2
import GlissCore

/// Images loading in the background: the placeholder and fade-in while they arrive, the
/// worker's prepared pixels uploaded or drawn, and images asked for before they show.
extension SDLBackend {
    /// What stands in for an image being decoded or prepared: a plain light rounded rect (as
    /// SwiftUI's `AsyncImage` shows until its phase is `.success`), the image fading in over
    /// it when it arrives.
    func drawLoading(_ identity: ImageIdentity, _ rect: Rect, radius: Double, opacity: Double) {
        imageFades.loading(identity, frame: images.frameNumber)
        imagesUnsettled = true
        fillRoundedRect(rect, radius: radius, color: ImageFades.placeholderColor.opacity(min(1, opacity)))
    }

    /// The alpha to draw an image at now: its opacity, or — while it fades in after being
    /// shown loading — a share of it, the loading placeholder drawn under it with the rest.
    func fadeIn(_ identity: ImageIdentity, _ rect: Rect, radius: Double, opacity: Double) -> UInt8 {
        guard let f = imageFades.fraction(identity, frame: images.frameNumber) else { return byte(min(1, opacity)) }
        imagesUnsettled = true
        fillRoundedRect(rect, radius: radius, color: ImageFades.placeholderColor.opacity(min(1, opacity) * (1 - f)))
        return byte(min(1, opacity) * f)
    }

    /// Uploads one image the worker prepared (as a frame starts), so drawing it is a blit:
    /// one a frame, as an upload costs about a millisecond (a frame draws any other it needs).
    /// True when one was (an image on screen may now draw differently).
    @discardableResult
    func uploadPreparedImage() -> Bool {
        guard let (key, pixels) = images.takePrepared() else { return false }
        upload(key, pixels)
        return true
    }

    /// Makes the texture for `key` from the worker's pixels.
    @discardableResult
    func upload(_ key: ImageKey, _ pixels: [UInt32]) -> Bool {
        if imageCache.contains(key) || imagePixels.contains(key) { return true }
        let opaque = images.loaded(key.path)?.opaque == true
        imageSizes.lastPrepared[ImageIdentity(path: key.path, mode: key.mode)] = key
        if isSoftwareRenderer {
            // Drawn straight from these pixels: nothing to make or copy.
            imagePixels.set(key, PixelImage(width: key.width, height: key.height, pixels: pixels, opaque: opaque,
                                            opaqueExceptCorners: opaque ? key.radius : 0))
            return true
        }
        guard var t = imageTexture(key, fill: { out, stride in
            pixels.withUnsafeBufferPointer {
                copyRows($0.baseAddress!, stride: Int(key.width), into: out, stride: stride, width: Int(key.width), height: Int(key.height))
            }
        }) else { return false }
        if opaque && !t.opaque {
            t.opaque = true
            t.opaqueExceptCorners = key.radius
            imageCache.set(key, t, replacing: true)
        }
        return true
    }

    /// Draws `p` (all of it) onto `dst`: straight into the framebuffer, or — where a frame could
    /// not have its window surface — through a texture made for this once.
    func drawPixels(_ p: PixelImage, _ dst: PixelRect, alpha: UInt8) {
        if let fb = directFramebuffer() {
            p.pixels.withUnsafeBufferPointer { px in
                fb.drawImage(px.baseAddress!, srcStride: Int(p.width), source: PixelRect(x0: 0, y0: 0, x1: p.width, y1: p.height),
                             dst: dst, clip: currentClip, alpha: alpha, opaque: p.opaque, corner: p.opaqueExceptCorners)
            }
            return
        }
        guard let s = makeARGBSurface(Int(p.width), Int(p.height)) else { return }
        defer { SDL_FreeSurface(s) }
        withARGBPixels(s) { out, stride in
            p.pixels.withUnsafeBufferPointer {
                copyRows($0.baseAddress!, stride: Int(p.width), into: out, stride: stride, width: Int(p.width), height: Int(p.height))
            }
        }
        guard let t = SDL_CreateTextureFromSurface(renderer, s) else { return }
        defer { SDL_DestroyTexture(t) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(t, alpha)
        copyScaled(t, SDL_Rect(x: 0, y: 0, w: p.width, h: p.height), to: dst)
    }

    /// Asks for an image a frame laid out just outside what shows (the next page, the next
    /// rows), so it is decoded and prepared before it scrolls into view.
    func prefetchImage(_ p: ImagePrefetch) {
        guard images.worker != nil, p.rect.isFinite else { return }
        let frame = pixelRect(p.rect)
        guard !frame.isEmpty, Double(frame.width) * Double(frame.height) <= Double(viewport.width) * Double(viewport.height) else { return }
        let path = images.resolve(p.name)
        let preparation = ImageJob.Preparation(frame: frame, mode: p.mode, radius: p.radius * pixelScale)
        guard case .ready(let src) = images.lookup(path, preparing: preparation, priority: 1) else { return }
        let placement = ImagePlacement(sourceWidth: src.width, sourceHeight: src.height, frame: frame, mode: p.mode)
        let dst = placement.dst
        // Only what drawImage would prepare and cache (not sampled, not huge).
        guard !dst.isEmpty, !isSoftwareRenderer || Double(dst.width) * Double(dst.height) < sampledImagePixels else { return }
        let key = ImageKey(path: path, mode: p.mode, width: dst.width, height: dst.height,
                           radius: clampedRadius(p.radius, dst), level: -1)
        if !imageCache.contains(key) && !imagePixels.contains(key) { images.requestPreparation(src, key: key, preparation, priority: 1) }
    }
}
