import CSDL2
import GlissCore
#if canImport(Glibc)
import Glibc
#endif

/// Frames: a `DrawList` executed through SDL's renderer or written straight into the
/// software framebuffer, paced, presented and read back.
extension SDLBackend {
    // MARK: - Frames

    /// Clears to `list.clearColor`, executes every command in order, then presents — on the
    /// software renderer only what changed since the last frame (``DamageTracker``), unless
    /// `GLISS_FULL_REDRAW=1`.
    public func render(_ list: DrawList) {
        lastList = list
        refreshMetrics()
        framebuffer = isSoftwareRenderer ? Framebuffer.of(window: window) : nil
        images.beginFrame()
        imageFades.beginFrame(images.frameNumber)
        let damage = frameDamage(list)
        draw(list, damage: damage)
        present(damage)
        lastPresentedSize = viewport
        // What lies just outside the view, asked for after the frame is shown.
        for p in list.prefetchedImages { prefetchImage(p) }
        prefetchTexts(list.prefetchedTexts)
        if options.vsync { paceFrame() }
    }

    /// Vsync for renderers without it (SDL 2.26's software renderer ignores PRESENTVSYNC):
    /// never present faster than the display's refresh rate. With real vsync the present
    /// already blocked for a frame, so this does not sleep.
    private func paceFrame() {
        let freq = Double(SDL_GetPerformanceFrequency())
        var mode = SDL_DisplayMode()
        let hz = SDL_GetWindowDisplayMode(window, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        let interval = 1 / min(240, max(24, hz))
        let start = Double(SDL_GetPerformanceCounter()) / freq
        var now = start
        let target = lastPresentTime + interval
        if now < target {
            usleep(UInt32((target - now) * 1_000_000))
            now = Double(SDL_GetPerformanceCounter()) / freq
        }
        lastPaceWait = now - start
        // Keep a steady cadence unless we fell more than a frame behind.
        lastPresentTime = now - target < interval ? max(target, now - interval) : now
    }

    /// Executes a list into the back buffer (no present): all of it, or once for each damaged
    /// rectangle, clipped to it.
    private func draw(_ list: DrawList, damage: Damage) {
        // Nothing changed: nothing is drawn, and what images keep of the frames they were drawn
        // in stays as it was (this frame would have drawn them just so).
        if damage == .rects([]) { return }
        imageSizes.beginFrame()
        glyphs.beginFrame()
        switch damage {
        case .full:
            drawPass(list, within: viewport)
        case .rects(let rects):
            for r in rects { drawPass(list, within: r) }
        }
        damageClip = viewport
    }

    /// Clears `area` and draws the list's commands clipped to it.
    private func drawPass(_ list: DrawList, within area: PixelRect) {
        damageClip = area
        clipStack.removeAll(keepingCapacity: true)
        clipIsEmpty = false
        applyClip()
        let c = list.clearColor
        let pixels = area.area
        bands = framebuffer != nil && pixels >= bandMinimumPixels && RasterBands.canBand(list) ? bandRecorder : nil
        if let fb = framebuffer {
            let clear = (byte(c.r), byte(c.g), byte(c.b), UInt8(255))
            if let bands { bands.record(.fill(area, clip: area, color: clear)) } else { fb.fill(area, clip: area, clear) }
        } else {
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, byte(c.r), byte(c.g), byte(c.b), 255)
            SDL_RenderClear(renderer)
        }
        effects.stack.removeAll(keepingCapacity: true)
        effects.transform = .identity
        for command in list.commands {
            // Under a scale or rotation (render effects), commands take the resampling path.
            if !effects.transform.isIdentity {
                sdlQueued = true
                if drawTransformedIfNeeded(command) { continue }
            }
            switch command {
            case .fillRoundedRect, .text, .pushClip, .popClip: break
            default: sdlQueued = true   // drawn through SDL: must land before the next direct write
            }
            switch command {
            case let .fillRoundedRect(rect, radius, color):
                fillRoundedRect(rect, radius: radius, color: color)
            case let .strokeRoundedRect(rect, radius, lineWidth, color):
                strokeRoundedRect(rect, radius: radius, lineWidth: lineWidth, color: color)
            case let .image(name, rect, mode, radius, opacity):
                drawImage(name, rect: rect, mode: mode, radius: radius, opacity: opacity)
            case let .text(string, font, color, origin):
                drawText(string, font: font, color: color, origin: origin)
            case let .pushClip(rect):
                pushClip(rect)
            case .popClip:
                popClip()
            case .fillEllipse, .strokeEllipse, .shadow, .pushTransform, .popTransform, .fillPath, .strokePath, .styledText, .composited:
                drawPlain(command)
            }
        }
        replayBands()
        // Unbalanced pushes must not leak into the next frame.
        if !clipStack.isEmpty {
            clipStack.removeAll(keepingCapacity: true)
            clipIsEmpty = false
        }
        damageClip = viewport
        applyClip()
    }

    /// The last rendered frame in pixels, RGBA8 rows top to bottom (alpha is always 255).
    /// Call it before the next `render`.
    public func readPixels() -> (width: Int, height: Int, rgba: [UInt8]) {
        // The software renderer's window surface still holds the presented frame; GL back
        // buffers are undefined after a swap, so draw the last list again (without presenting).
        refreshMetrics()
        if !isSoftwareRenderer || lastList == nil || viewport != lastPresentedSize {
            framebuffer = isSoftwareRenderer ? Framebuffer.of(window: window) : nil
            draw(lastList ?? DrawList(), damage: .full)
            damageTracker.invalidate()
        }
        var ow: Int32 = 0, oh: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &ow, &oh)
        let w = Int(max(0, ow)), h = Int(max(0, oh))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        if w > 0 && h > 0 {
            let ok = rgba.withUnsafeMutableBytes { buf in
                SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                     buf.baseAddress, Int32(w * 4)) == 0
            }
            if !ok { log.once("readpixels", "warning: SDL_RenderReadPixels failed: \(sdlError())") }
            var i = 3
            while i < rgba.count { rgba[i] = 255; i += 4 }
        }
        return (w, h, rgba)
    }

    // MARK: - Helpers shared by the drawing code

    /// Draws what the frame recorded for a banded replay so far, and draws the rest in one
    /// pass: at the end of the frame, or before something only SDL draws (a text placeholder).
    func replayBands() {
        if let bands, let fb = framebuffer {
            bands.replay(into: fb)
            bandedReplays += 1
        }
        bands = nil
    }

    /// The framebuffer to write directly, after SDL's queued commands have landed; nil on the
    /// SDL path.
    func directFramebuffer() -> Framebuffer? {
        guard let fb = framebuffer else { return nil }
        if sdlQueued {
            SDL_RenderFlush(renderer)
            sdlQueued = false
        }
        return fb
    }

    /// Snaps a point-space rect to whole pixels (rounded edges).
    func pixelRect(_ r: Rect) -> PixelRect {
        let s = pixelScale
        return PixelRect(x0: pixelCoord(r.minX * s), y0: pixelCoord(r.minY * s),
                         x1: pixelCoord(r.maxX * s), y1: pixelCoord(r.maxY * s))
    }

    /// The rect drawing is currently limited to: the list's clips and the damaged rectangle
    /// being repainted.
    var currentClip: PixelRect { (clipStack.last ?? viewport).intersection(damageClip) }

    /// The list's clip alone, without the damaged rectangle: what a raster cached across
    /// frames is cut to (so repainting part of it neither misses the cache nor changes a pixel).
    var logicalClip: PixelRect { clipStack.last ?? viewport }

    /// False when nothing of `r` can be visible (culls offscreen commands cheaply).
    func isVisible(_ r: PixelRect) -> Bool {
        !clipIsEmpty && !r.isEmpty && r.intersects(currentClip)
    }

    /// False when nothing of `r` is inside the list's clips (whatever the damaged rectangle).
    func isVisibleInList(_ r: PixelRect) -> Bool {
        let clip = logicalClip
        return !clip.isEmpty && !r.isEmpty && r.intersects(clip)
    }

    func pushClip(_ rect: Rect) {
        let r = rect.isFinite ? pixelRect(rect) : PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
        clipStack.append(logicalClip.intersection(r))
        applyClip()
    }

    func popClip() {
        guard !clipStack.isEmpty else { return }
        clipStack.removeLast()
        applyClip()
    }

    private func applyClip() {
        guard !clipStack.isEmpty else {
            clipIsEmpty = damageClip.isEmpty
            if damageClip == viewport {
                SDL_RenderSetClipRect(renderer, nil)
            } else {
                var r = damageClip.sdl
                SDL_RenderSetClipRect(renderer, &r)
            }
            return
        }
        let c = currentClip
        // Drawing is skipped entirely under an empty clip (SDL treats empty rects inconsistently).
        clipIsEmpty = c.isEmpty
        if !c.isEmpty {
            var r = c.sdl
            SDL_RenderSetClipRect(renderer, &r)
        }
    }

    func warn(_ key: String, _ message: String) { log.once(key, message) }
}
