import CSDL2
import GlissCore
#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// A decoded image (ARGB8888) plus lazily built half-size levels for good downscaling.
final class ImageSource {
    /// Level 0 is the decoded image (capped at `maxDimension`); level k is half of level k−1.
    private(set) var levels: [UnsafeMutablePointer<SDL_Surface>]
    let width: Int32
    let height: Int32
    /// Decoded from a file without alpha: every pixel is opaque.
    var opaque = false
    static let maxDimension: Int32 = 4096

    init(_ surface: UnsafeMutablePointer<SDL_Surface>) {
        var s = surface
        // Huge photos: halve until within the cap (bounded memory, still plenty for any frame).
        while max(s.pointee.w, s.pointee.h) > Self.maxDimension, let half = Self.halve(s) {
            SDL_FreeSurface(s)
            s = half
        }
        levels = [s]
        width = s.pointee.w
        height = s.pointee.h
    }

    var byteCount: Int { levels.reduce(0) { $0 + Int($1.pointee.pitch) * Int($1.pointee.h) } }

    /// Level `k` (or the deepest that could be built).
    func level(_ k: Int) -> (surface: UnsafeMutablePointer<SDL_Surface>, index: Int) {
        while levels.count <= k {
            let last = levels[levels.count - 1]
            guard last.pointee.w > 1 || last.pointee.h > 1, let half = Self.halve(last) else { break }
            levels.append(half)
        }
        let i = min(k, levels.count - 1)
        return (levels[i], i)
    }

    /// Bilinear 2:1 reduction samples between each 2×2 block: a box filter.
    static func halve(_ s: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let d = makeARGBSurface(Int(max(1, s.pointee.w / 2)), Int(max(1, s.pointee.h / 2))) else { return nil }
        if SDL_SoftStretchLinear(s, nil, d, nil) != 0 {
            SDL_FreeSurface(d)
            return nil
        }
        return d
    }

    func free() {
        for s in levels { SDL_FreeSurface(s) }
        levels.removeAll()
    }
}

/// Resolves image names, decodes files (IMG_Load) and remembers failures so each missing file
/// is reported once and never re-read every frame.
final class ImageLibrary {
    let root: String
    let log: WarningLog
    private let sources: LRUCache<String, ImageSource>
    private var failures: Set<String> = []
    private var resolvedPaths: [String: String] = [:]
    /// Decoded pixels kept around for re-scaling; least recently used beyond this are freed.
    let byteBudget = 384 << 20
    private var bytes = 0
    /// Decoded pixels held now (as of the last `recount`).
    var decodedBytes: Int { bytes }

    init(root: String, log: WarningLog, limit: Int) {
        self.root = root
        self.log = log
        sources = LRUCache(limit: limit) { $0.free() }
    }

    /// Absolute names are used as-is; others are relative to the resource root. A name without
    /// an extension also tries .png/.jpg/.jpeg.
    func resolve(_ name: String) -> String {
        if let p = resolvedPaths[name] { return p }
        let base = name.hasPrefix("/") ? name : root + "/" + name
        var path = base
        let last = name.split(separator: "/").last ?? ""
        func exists(_ p: String) -> Bool { PathBytes.withCPath(p) { access($0, F_OK) } == 0 }
        if !exists(base) && !last.contains(".") {
            for ext in [".png", ".jpg", ".jpeg"] where exists(base + ext) {
                path = base + ext
                break
            }
        }
        resolvedPaths[name] = path
        return path
    }

    /// The decoded image, or nil (after a one-time warning) when it cannot be loaded.
    func source(_ path: String) -> ImageSource? {
        if let s = sources.get(path) { return s }
        if failures.contains(path) { return nil }
        // The header first: a file that is not a regular file, not a known format or too
        // large is refused before any decoder allocates for it.
        let header: ImageHeader
        switch ImageHeader.read(path) {
        case .success(let h): header = h
        case .failure(let why): return fail(path, why.reason)
        }
        guard let rw = PathBytes.withCPath(path, { SDL_RWFromFile($0, "rb") }),
              let loaded = IMG_LoadTyped_RW(rw, 1, header.format) else { return fail(path, sdlError()) }
        // A file without an alpha channel (JPEG) decodes to pixels that are all opaque.
        let opaque = loaded.pointee.format.pointee.Amask == 0
        let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        SDL_FreeSurface(loaded)
        guard let converted, converted.pointee.w > 0, converted.pointee.h > 0 else {
            return fail(path, sdlError())
        }
        let src = ImageSource(converted)
        src.opaque = opaque
        sources.set(path, src)
        recount()
        while bytes > byteBudget && sources.count > 1 && sources.evictLeastRecentlyUsed() { recount() }
        return src
    }

    /// Call after building levels (memory accounting).
    func recount() { bytes = sources.values.reduce(0) { $0 + $1.byteCount } }

    private func fail(_ path: String, _ reason: String) -> ImageSource? {
        failures.insert(path)
        log.once("image:" + path, "warning: cannot load image \(path): \(reason); drawing a placeholder")
        return nil
    }

    func removeAll() {
        sources.removeAll()
        bytes = 0
    }
}

/// An image as drawn, whatever its size (to notice it changing size between frames).
struct ImageIdentity: Hashable {
    let path: String
    let mode: ContentMode
}

struct PixelSize: Hashable {
    let width: Int32
    let height: Int32
}

/// The pixel size each image was drawn at in this and the previous frame, and the key of the
/// texture last prepared for it.
final class ImageSizeLog {
    var current: [ImageIdentity: PixelSize] = [:]
    var previous: [ImageIdentity: PixelSize] = [:]
    var lastPrepared: [ImageIdentity: ImageKey] = [:]

    /// Called as a frame starts drawing.
    func beginFrame() {
        swap(&current, &previous)
        current.removeAll(keepingCapacity: true)
        // Forget images not drawn for a frame (bounded by what is on screen).
        if lastPrepared.count > 4 * max(16, previous.count) {
            lastPrepared = lastPrepared.filter { previous[$0.key] != nil }
        }
    }
}

/// Bytes held by the image texture cache (updated as textures are added and evicted).

/// Cache key of an image prepared at its exact on-screen pixel size (scaled, cropped, rounded).
struct ImageKey: Hashable {
    let path: String
    let mode: ContentMode
    let width: Int32
    let height: Int32
    let radius: Int32
    /// ≥ 0: a whole mip level uploaded for direct (GPU-scaled) drawing of huge frames.
    let level: Int
}

extension SDLBackend {
    // MARK: - Images

    /// Draws an image fitted by `mode`, corners rounded by `radius`, times `opacity`.
    ///
    /// Images are prepared on the CPU at their exact pixel size — box-filtered mip level, bilinear
    /// to size, centre-cropped (.fill) or letterboxed (.fit), corners masked with analytic AA — and
    /// cached, so drawing is a 1:1 blit that looks identical (and is fast) on every renderer.
    /// Frames larger than twice the window fall back to a scaled blit of a mip level (square corners).
    func drawImage(_ name: String, rect: Rect, mode: ContentMode, radius: Double, opacity: Double) {
        guard opacity > 0, rect.isFinite else { return }
        let frame = pixelRect(rect)
        guard isVisible(frame) else { return }
        let alpha = byte(min(1, opacity))
        let path = images.resolve(name)
        guard let src = images.source(path) else {
            drawPlaceholder(frame, radius: radius, alpha: alpha)
            return
        }
        let sw = Double(src.width), sh = Double(src.height)
        let fw = Double(frame.width), fh = Double(frame.height)
        // Source region (in level-0 pixels) and destination rect.
        var sx = 0.0, sy = 0.0, sWidth = sw, sHeight = sh
        var dst = frame
        switch mode {
        case .stretch:
            break
        case .fill:
            if sw / sh > fw / fh {
                sWidth = sh * fw / fh
                sx = (sw - sWidth) / 2
            } else {
                sHeight = sw * fh / fw
                sy = (sh - sHeight) / 2
            }
        case .fit:
            let k = min(fw / sw, fh / sh)
            let dw = Int32(max(1, (sw * k).rounded())), dh = Int32(max(1, (sh * k).rounded()))
            dst.x0 = frame.x0 + (frame.width - dw) / 2
            dst.y0 = frame.y0 + (frame.height - dh) / 2
            dst.x1 = dst.x0 + dw
            dst.y1 = dst.y0 + dh
        }
        guard isVisible(dst) else { return }
        let r = clampedRadius(radius, dst)
        let area = Double(dst.width) * Double(dst.height)
        let viewArea = Double(viewport.width) * Double(viewport.height)
        var dstRect = dst.sdl
        if let fb = directFramebuffer(), area >= sampledImagePixels {
            drawSampled(src, sx: sx, sy: sy, sw: sWidth, sh: sHeight, dst: dst, radius: r, alpha: alpha, into: fb)
            return
        }
        if area > 2 * viewArea || dst.width > 8192 || dst.height > 8192 {
            // Huge (zoomed) frame: preparing it at full size would cost too much memory.
            var k = 0
            while k < 12 && sWidth / Double(1 << (k + 1)) >= Double(dst.width)
                && sHeight / Double(1 << (k + 1)) >= Double(dst.height) { k += 1 }
            let level = src.level(k)
            images.recount()
            let key = ImageKey(path: path, mode: .stretch, width: level.surface.pointee.w,
                               height: level.surface.pointee.h, radius: 0, level: level.index)
            guard let t = imageTexture(key, fill: { dst, dstStride in
                withARGBPixels(level.surface) { src, srcStride in
                    for y in 0..<Int(key.height) {
                        (dst + y * dstStride).update(from: src + y * srcStride, count: Int(key.width))
                    }
                }
            }) else { return }
            let f = Double(level.surface.pointee.w) / sw
            let srcRect = SDL_Rect(x: Int32(sx * f), y: Int32(sy * f),
                                   w: Int32(max(1, (sWidth * f).rounded())), h: Int32(max(1, (sHeight * f).rounded())))
            if drawDirect(t, srcRect, dst, alpha: alpha, opaque: src.opaque, corner: 0) { return }
            SDL_SetTextureColorMod(t.texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(t.texture, alpha)
            copyScaled(t.texture, srcRect, to: dst)
            return
        }
        let key = ImageKey(path: path, mode: mode, width: dst.width, height: dst.height, radius: r, level: -1)
        let identity = ImageIdentity(path: path, mode: mode)
        let size = PixelSize(width: dst.width, height: dst.height)
        imageSizes.current[identity] = size
        if !imageCache.contains(key), let last = imageSizes.previous[identity], last != size,
           let preparedKey = imageSizes.lastPrepared[identity], let prepared = imageCache.get(preparedKey) {
            // The image is changing size (a frame or layout animation): preparing it at every
            // intermediate size cost milliseconds and a texture per frame. Until it holds
            // still, stretch the last prepared one; then it is prepared at its exact size.
            let whole = SDL_Rect(x: 0, y: 0, w: prepared.width, h: prepared.height)
            if drawDirect(prepared, whole, dst, alpha: alpha, opaque: prepared.opaque, corner: prepared.opaqueExceptCorners) {
                return
            }
            SDL_SetTextureColorMod(prepared.texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(prepared.texture, alpha)
            copyScaled(prepared.texture, whole, to: dst)
            return
        }
        imageSizes.lastPrepared[identity] = key
        guard var t = imageTexture(key, fill: { out, stride in
            prepareImage(src, sx: sx, sy: sy, sw: sWidth, sh: sHeight, into: out, stride: stride,
                         width: dst.width, height: dst.height, radius: r)
        }) else { return }
        if src.opaque && !t.opaque {
            t.opaque = true
            t.opaqueExceptCorners = r
            imageCache.set(key, t, replacing: true)
        }
        if drawDirect(t, SDL_Rect(x: 0, y: 0, w: t.width, h: t.height), dst, alpha: alpha, opaque: t.opaque,
                      corner: t.opaqueExceptCorners) {
            return
        }
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
        let visible = dst.intersection(currentClip)
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
    private func imageTexture(_ key: ImageKey, fill: (UnsafeMutablePointer<UInt32>, Int) -> Void) -> CachedTexture? {
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

    /// Frames of at least this many pixels are sampled from the mip level every frame on the
    /// framebuffer path instead of being prepared and cached (see `drawSampled`).
    static let defaultSampledImagePixels = 1_200_000.0

    /// Draws an image straight from its mip level into the framebuffer, sampling only the
    /// visible rows and columns: the same pixels as preparing it (same level, same bilinear
    /// taps, same corners) without a window-sized texture to make whenever it settles at a new
    /// size. At 3840×2160 the carousel's sheet photo is 8 M pixels: preparing it (SDL zeroes a
    /// new 33 MB texture, then it is filled) cost ~35 ms each time its spring came to rest;
    /// sampling the visible part costs a few ms every frame and holds no texture at all.
    private func drawSampled(_ src: ImageSource, sx: Double, sy: Double, sw: Double, sh: Double, dst: PixelRect,
                             radius: Int32, alpha: UInt8, into fb: Framebuffer) {
        let visible = dst.intersection(currentClip).intersection(viewport)
        guard !visible.isEmpty else { return }
        let (level, srcRect) = levelRegion(src, sx: sx, sy: sy, sw: sw, sh: sh, width: dst.width, height: dst.height)
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

    /// The mip level to scale from for a `width × height` frame — the deepest still at least as
    /// large (bilinear never shrinks more than 2×) — and the source region in its pixels.
    private func levelRegion(_ src: ImageSource, sx: Double, sy: Double, sw: Double, sh: Double,
                             width: Int32, height: Int32) -> (UnsafeMutablePointer<SDL_Surface>, SDL_Rect) {
        var k = 0
        while k < 12 && sw / Double(1 << (k + 1)) >= Double(width) && sh / Double(1 << (k + 1)) >= Double(height) {
            k += 1
        }
        let level = src.level(k).surface
        images.recount()
        let fx = Double(level.pointee.w) / Double(src.width), fy = Double(level.pointee.h) / Double(src.height)
        var srcRect = SDL_Rect(x: Int32((sx * fx).rounded()), y: Int32((sy * fy).rounded()),
                               w: Int32(max(1, (sw * fx).rounded())), h: Int32(max(1, (sh * fy).rounded())))
        srcRect.w = min(srcRect.w, level.pointee.w - srcRect.x)
        srcRect.h = min(srcRect.h, level.pointee.h - srcRect.y)
        return (level, srcRect)
    }

    /// Scales the source region to exactly `width × height` pixels into `out` and masks rounded corners.
    private func prepareImage(_ src: ImageSource, sx: Double, sy: Double, sw: Double, sh: Double,
                              into out: UnsafeMutablePointer<UInt32>, stride: Int, width: Int32, height: Int32, radius: Int32) {
        let (level, srcRect) = levelRegion(src, sx: sx, sy: sy, sw: sw, sh: sh, width: width, height: height)
        withARGBPixels(level) { src, srcStride in
            BilinearScaler.scale(src, srcStride: srcStride, sx: Int(srcRect.x), sy: Int(srcRect.y),
                                 sw: Int(srcRect.w), sh: Int(srcRect.h),
                                 into: out, dstStride: stride, dw: Int(width), dh: Int(height))
        }
        if radius > 0 { maskCorners(out, stride: stride, width: Int(width), height: Int(height), radius: Int(radius)) }
    }

    /// Multiplies the alpha of the four corner squares by the rounded-rect coverage.
    private func maskCorners(_ px: UnsafeMutablePointer<UInt32>, stride: Int, width w: Int, height h: Int, radius r: Int) {
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
