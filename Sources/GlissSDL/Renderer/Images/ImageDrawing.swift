import CSDL2
import GlissCore

/// Drawing an image: prepared at its exact pixel size and cached as a texture, stretched while
/// it changes size, or from a mip level when the frame is huge.
extension SDLBackend {
    /// Draws an image fitted by `mode`, corners rounded by `radius`, times `opacity`.
    ///
    /// Images are prepared on the CPU at their exact pixel size — box-filtered mip level, bilinear
    /// to size, centre-cropped (.fill) or letterboxed (.fit), corners masked with analytic AA — and
    /// cached, so drawing is a 1:1 blit that looks identical (and is fast) on every renderer.
    /// Frames larger than twice the window fall back to a scaled blit of a mip level (square corners).
    func drawImage(_ name: String, rect: Rect, mode: ContentMode, radius: Double, opacity: Double) {
        guard opacity > 0, rect.isFinite else { return }
        let frame = pixelRect(rect)
        // Culled by the list's clip only, not by a damaged rectangle: what an image drawn in a
        // frame leaves for the next (the size it was drawn at, the texture last prepared) must
        // not depend on which part of the window was repainted. Its pixels are still clipped.
        guard isVisibleInList(frame) else { return }
        var alpha = byte(min(1, opacity))
        let path = images.resolve(name)
        let identity = ImageIdentity(path: path, mode: mode)
        let preparation = ImageJob.Preparation(frame: frame, mode: mode, radius: radius * pixelScale)
        let src: ImageSource
        switch images.lookup(path, preparing: preparation, priority: 0) {
        case .ready(let s): src = s
        case .pending:
            drawLoading(identity, rect, radius: radius, opacity: opacity)
            return
        case .failed:
            drawPlaceholder(frame, radius: radius, alpha: alpha)
            return
        }
        let placement = ImagePlacement(sourceWidth: src.width, sourceHeight: src.height, frame: frame, mode: mode)
        let sw = Double(src.width)
        let (sx, sy, sWidth, sHeight, dst) = (placement.sx, placement.sy, placement.sw, placement.sh, placement.dst)
        guard isVisibleInList(dst) else { return }
        let r = clampedRadius(radius, dst)
        let area = Double(dst.width) * Double(dst.height)
        let viewArea = Double(viewport.width) * Double(viewport.height)
        var dstRect = dst.sdl
        if let fb = directFramebuffer(), area >= sampledImagePixels {
            alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
            drawSampled(src, placement, dst: dst, radius: r, alpha: alpha, into: fb)
            return
        }
        if area > 2 * viewArea || dst.width > 8192 || dst.height > 8192 {
            // Huge (zoomed) frame: preparing it at full size would cost too much memory.
            alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
            let k = placement.levelIndex(width: dst.width, height: dst.height)
            let size = src.size(ofLevel: k)
            let key = ImageKey(path: path, mode: .stretch, width: size.width, height: size.height, radius: 0, level: size.index)
            // The level's pixels only when the texture must be made (they may have to be decoded again).
            var level: UnsafeMutablePointer<SDL_Surface>?
            if !imageCache.contains(key) {
                guard let l = src.level(k), l.surface.pointee.w == size.width, l.surface.pointee.h == size.height else {
                    drawPlaceholder(frame, radius: radius, alpha: alpha)
                    return
                }
                level = l.surface
            }
            guard let t = imageTexture(key, fill: { dst, dstStride in
                withARGBPixels(level!) { src, srcStride in
                    copyRows(src, stride: srcStride, into: dst, stride: dstStride, width: Int(key.width), height: Int(key.height))
                }
            }) else { return }
            let f = Double(size.width) / sw
            let srcRect = SDL_Rect(x: Int32(sx * f), y: Int32(sy * f),
                                   w: Int32(max(1, (sWidth * f).rounded())), h: Int32(max(1, (sHeight * f).rounded())))
            if drawDirect(t, srcRect, dst, alpha: alpha, opaque: src.opaque, corner: 0) { return }
            SDL_SetTextureColorMod(t.texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(t.texture, alpha)
            copyScaled(t.texture, srcRect, to: dst)
            return
        }
        let key = ImageKey(path: path, mode: mode, width: dst.width, height: dst.height, radius: r, level: -1)
        let size = PixelSize(width: dst.width, height: dst.height)
        imageSizes.current[identity] = size
        var cached = imageCache.contains(key) || imagePixels.contains(key)
        if !cached, let pixels = images.takePrepared(key) { cached = upload(key, pixels) }
        let resizing = imageSizes.previous[identity].map { $0 != size } ?? false
        // In the background, a size not prepared yet is asked of the worker (unless the image
        // is changing size: then only once it holds still).
        if !cached && images.worker != nil && !resizing {
            images.requestPreparation(src, key: key, preparation, priority: 0)
        }
        if !cached && (resizing || images.worker != nil), let preparedKey = imageSizes.lastPrepared[identity],
           let pixels = imagePixels.get(preparedKey) {
            // As below, from the worker's pixels.
            imagesUnsettled = true   // stand-ins: the exact size is drawn once prepared
            drawPixels(pixels, dst, alpha: fadeIn(identity, rect, radius: radius, opacity: opacity))
            return
        }
        if !cached && (resizing || images.worker != nil), let preparedKey = imageSizes.lastPrepared[identity],
           let prepared = imageCache.get(preparedKey) {
            // The image is changing size (a frame or layout animation): preparing it at every
            // intermediate size cost milliseconds and a texture per frame. Until it holds
            // still (and, in the background, until the worker has prepared it), stretch the
            // last prepared one; then it is drawn at its exact size.
            imagesUnsettled = true
            alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
            let whole = SDL_Rect(x: 0, y: 0, w: prepared.width, h: prepared.height)
            if drawDirect(prepared, whole, dst, alpha: alpha, opaque: prepared.opaque, corner: prepared.opaqueExceptCorners) {
                return
            }
            SDL_SetTextureColorMod(prepared.texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(prepared.texture, alpha)
            copyScaled(prepared.texture, whole, to: dst)
            return
        }
        if !cached && images.worker != nil {
            // Being prepared, with nothing to stand in for it yet.
            drawLoading(identity, rect, radius: radius, opacity: opacity)
            return
        }
        if let pixels = imagePixels.get(key) {
            imageSizes.lastPrepared[identity] = key
            drawPixels(pixels, dst, alpha: fadeIn(identity, rect, radius: radius, opacity: opacity))
            return
        }
        imageSizes.lastPrepared[identity] = key
        // The level's pixels only when the texture must be prepared: a texture already made
        // needs none, so an image whose pixels were let go is not decoded again to draw it.
        var region: (UnsafeMutablePointer<SDL_Surface>, SDL_Rect)?
        if !cached {
            guard let found = levelRegion(src, placement, width: dst.width, height: dst.height) else {
                drawPlaceholder(frame, radius: radius, alpha: alpha)
                return
            }
            region = found
        }
        guard var t = imageTexture(key, fill: { out, stride in
            ImagePlacement.prepare(region!.0, region!.1, into: out, stride: stride, width: dst.width, height: dst.height, radius: r)
        }) else { return }
        if src.opaque && !t.opaque {
            t.opaque = true
            t.opaqueExceptCorners = r
            imageCache.set(key, t, replacing: true)
        }
        alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
        if drawDirect(t, SDL_Rect(x: 0, y: 0, w: t.width, h: t.height), dst, alpha: alpha, opaque: t.opaque,
                      corner: t.opaqueExceptCorners) {
            return
        }
        if clipIsEmpty { return }   // SDL keeps its last clip rect under an empty one
        SDL_SetTextureColorMod(t.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(t.texture, alpha)
        if t.opaque && alpha == 255 {
            copyMostlyOpaque(t, dst)
        } else {
            SDL_RenderCopy(renderer, t.texture, nil, &dstRect)
        }
    }

    /// Draws `src` of an image texture onto `dst` straight into the framebuffer (software
    /// renderer: its texels are read in place); false on the SDL path. SDL's software blits
    /// of photos cost 6–17 ns a pixel with alpha or scaling (the carousel's translucent side
    /// cards, the sheet growing to fill a 4K window): tens of milliseconds a frame.
    private func drawDirect(_ t: CachedTexture, _ src: SDL_Rect, _ dst: PixelRect, alpha: UInt8,
                            opaque: Bool, corner: Int32) -> Bool {
        guard let fb = directFramebuffer() else { return false }
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        // Only streaming textures lock; anything else falls back to SDL.
        guard SDL_LockTexture(t.texture, nil, &raw, &pitch) == 0, let raw else { return false }
        defer { SDL_UnlockTexture(t.texture) }
        fb.drawImage(UnsafePointer(raw.assumingMemoryBound(to: UInt32.self)), srcStride: Int(pitch) / 4,
                     source: PixelRect(x0: src.x, y0: src.y, x1: src.x + src.w, y1: src.y + src.h),
                     dst: dst, clip: currentClip, alpha: alpha, opaque: opaque, corner: corner)
        return true
    }

    /// Copies `src` of `texture` scaled onto `dst`, sending SDL only the part that shows.
    ///
    /// SDL 2.26's software renderer scales a copy whose destination crosses the window's edge
    /// into a temporary surface of the whole destination first: a photo sliding off a 4K window
    /// while it changes size cost a 20 MB allocation, its page faults and a full-size resample
    /// every frame (the carousel's p99 was 76 ms at 3840×2160). Here the source is cut to the
    /// texels that land inside the clip and the destination to their pixels (edges move by
    /// under one texel, only while an image is scaled on the fly). GPU renderers clip for free.
    func copyScaled(_ texture: OpaquePointer, _ src: SDL_Rect, to dst: PixelRect) {
        // The cut depends on the list's clip only (SDL's clip rect narrows it to a damaged
        // rectangle): repainting part of a scaled image must give the pixels of the whole.
        guard !dst.intersection(currentClip).isEmpty else { return }
        let visible = dst.intersection(logicalClip)
        guard !visible.isEmpty, src.w > 0, src.h > 0 else { return }
        var s = src, d = dst.sdl
        if isSoftwareRenderer && visible != dst {
            // One axis: the texels covering [lo, hi), and the pixels they land on, kept inside
            // the window [edge0, edge1) (SDL's clip rect does the rest exactly).
            func cut(_ lo: Int32, _ hi: Int32, _ edge0: Int32, _ edge1: Int32, _ start: Int32, _ length: Int32,
                     _ texStart: Int32, _ texLength: Int32) -> (texStart: Int32, texLength: Int32, start: Int32, length: Int32) {
                let k = Double(texLength) / Double(length)   // texels per pixel
                let t0 = (Double(lo - start) * k).rounded(.down), t1 = min(Double(texLength), (Double(hi - start) * k).rounded(.up))
                let p0 = max(edge0, start + Int32((t0 / k).rounded())), p1 = min(edge1, start + Int32((t1 / k).rounded()))
                return (texStart + Int32(t0), max(1, Int32(t1 - t0)), p0, max(1, p1 - p0))
            }
            let x = cut(visible.x0, visible.x1, viewport.x0, viewport.x1, dst.x0, dst.width, src.x, src.w)
            let y = cut(visible.y0, visible.y1, viewport.y0, viewport.y1, dst.y0, dst.height, src.y, src.h)
            s = SDL_Rect(x: x.texStart, y: y.texStart, w: x.texLength, h: y.texLength)
            d = SDL_Rect(x: x.start, y: y.start, w: x.length, h: y.length)
        }
        SDL_RenderCopy(renderer, texture, &s, &d)
    }

    /// Draws a prepared opaque photo (rounded corners aside) at 1:1: the rows and columns
    /// clear of the corners are copied, only the corner squares are blended. Blending every
    /// pixel of a window-sized photo cost the software renderer milliseconds per frame; the
    /// result is the same, since blending an opaque pixel yields that pixel.
    private func copyMostlyOpaque(_ t: CachedTexture, _ dst: PixelRect) {
        let w = t.width, h = t.height, r = min(t.opaqueExceptCorners, w / 2, h / 2)
        func copy(_ x: Int32, _ y: Int32, _ cw: Int32, _ ch: Int32, blend: Bool) {
            guard cw > 0, ch > 0 else { return }
            SDL_SetTextureBlendMode(t.texture, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            var s = SDL_Rect(x: x, y: y, w: cw, h: ch)
            var d = SDL_Rect(x: dst.x0 + x, y: dst.y0 + y, w: cw, h: ch)
            SDL_RenderCopy(renderer, t.texture, &s, &d)
        }
        copy(0, r, w, h - 2 * r, blend: false)                 // the band between the corners
        for y in r > 0 ? [0, h - r] : [] {                      // top and bottom bands
            copy(0, y, r, r, blend: true)
            copy(r, y, w - 2 * r, r, blend: false)
            copy(w - r, y, r, r, blend: true)
        }
        SDL_SetTextureBlendMode(t.texture, SDL_BLENDMODE_BLEND)
    }

    /// The cached texture for `key` (`key.width` × `key.height`), or a new one whose ARGB8888
    /// pixels `fill` writes. On the framebuffer path `fill` writes the streaming texture's own
    /// pixels: a window-sized photo at 4K is 33 MB, and a separate surface plus its copy into
    /// the texture cost as much again as preparing it.
    func imageTexture(_ key: ImageKey, fill: (UnsafeMutablePointer<UInt32>, Int) -> Void) -> CachedTexture? {
        if let t = imageCache.get(key) { return t }
        let made: CachedTexture?
        if framebuffer != nil,
           let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                           Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), key.width, key.height) {
            var raw: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture, nil, &raw, &pitch) == 0, let raw else { SDL_DestroyTexture(texture); return nil }
            fill(raw.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
            SDL_UnlockTexture(texture)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            texturesCreated += 1
            made = CachedTexture(texture: texture, width: key.width, height: key.height)
        } else if let surface = makeARGBSurface(Int(key.width), Int(key.height)) {
            withARGBPixels(surface) { fill($0, $1) }
            made = upload(surface, linear: true)
        } else {
            made = nil
        }
        guard let t = made else { return nil }
        imageCache.set(key, t)   // evicts beyond the count and the byte budget
        return t
    }
}
