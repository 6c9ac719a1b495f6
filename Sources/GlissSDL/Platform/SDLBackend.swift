import CSDL2
import GlissCore
#if canImport(Glibc)
import Glibc
#endif

/// The SDL2 backend: owns the window and renderer, translates SDL events into `InputEvent`s
/// and executes `DrawList`s. DrawList coordinates are window points; the backend maps them
/// to pixels (`pixelScale`) so HiDPI output is sharp.
///
/// Renderer choice (unless `BackendOptions.renderer` or `SDL_RENDER_DRIVER` says otherwise):
/// the software renderer, drawing straight into the window framebuffer, on the offscreen driver,
/// when the machine has no GPU render node (`/dev/dri/renderD*`), and whenever OpenGL turns out
/// to be llvmpipe/softpipe (Xvfb, VMs); OpenGL on a real GPU.
/// Measured on a 1280x800 frame of 250 rounded tiles + 250 labels (2 cores, llvmpipe):
/// software ≈ 3.2–3.6 ms vs OpenGL ≈ 8–11 ms per frame.
///
/// Not thread-safe: use it from the thread that created it (SDL's video API is main-thread only).
public final class SDLBackend {
    /// The folder images with relative names are loaded from (the options' `resourceRoot`).
    public var resourceRoot: String { options.resourceRoot }

    /// The message thrown (as `.noDisplay`) when no video device is available.
    public static let noDisplayMessage =
        "no display: set DISPLAY, run under xvfb-run, or set SDL_VIDEODRIVER=offscreen"

    let options: BackendOptions
    let window: OpaquePointer
    let renderer: OpaquePointer
    let log = WarningLog()
    let fonts: FontLibrary
    let images: ImageLibrary
    let measurer: SDLTextMeasurer
    /// Glyph rasters (the text engine's cache) and, on SDL's GPU renderers, the atlas textures they are packed into.
    let glyphs = GlyphCache()
    let glyphAtlas = GlyphAtlas()
    /// Lines the text prefetch has prepared (`prefetchTexts`).
    let preparedLines = PreparedLines()

    /// Window units (what SDL reports for window size and mouse coordinates) per point.
    /// 1 everywhere except under the `GLISS_SDL_SCALE` debugging override (``ScaleOverride``).
    let windowUnitsPerPoint: Double
    /// Pixels per point, from `SDL_GetRendererOutputSize` vs `SDL_GetWindowSize`.
    private(set) var pixelScale: Double = 1
    /// The whole output in pixels.
    private(set) var viewport = PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)

    /// Texture caches (LRU, each bounded by `options.textureCacheLimit`).
    let shapeCache: LRUCache<ShapeKey, CachedTexture>
    let imageCache: LRUCache<ImageKey, CachedTexture>
    /// Images the worker prepared, as plain pixels (the software renderer; see `PixelImage`).
    let imagePixels: LRUCache<ImageKey, PixelImage>
    /// Pixel bytes `imageCache` may hold: a few window-sized photos weigh as much as hundreds
    /// of thumbnails.
    static let imageCacheByteBudget = 96 << 20
    let imageSizes = ImageSizeLog()
    /// Images fading in after loading in the background.
    let imageFades = ImageFades()
    /// Render effects: the transform stack, transformed rasters, ellipses and shadows.
    let effects: EffectCaches
    /// Corner disks as coverage masks, for drawing straight into the framebuffer.
    let masks: MaskCaches
    /// The software renderer's window framebuffer while a frame draws (nil: everything goes
    /// through SDL, e.g. on a GPU renderer).
    var framebuffer: Framebuffer?
    /// True when SDL holds queued drawing that must land before the next direct write.
    var sdlQueued = false
    /// Set while a frame's fills and text are recorded for a two-thread replay (`RasterBands`).
    var bands: RasterBands?
    /// Frames of at least this many pixels are banded (tests move it).
    var bandMinimumPixels = RasterBands.minimumPixels
    let bandRecorder = RasterBands()
    /// Banded replays so far (tests check that a frame really was banded).
    var bandedReplays = 0
    /// Image frames this large (pixels) are sampled each frame rather than prepared (tests move it).
    var sampledImagePixels = SDLBackend.defaultSampledImagePixels

    /// Which pixels each frame changed (``DamageTracker``).
    let damageTracker = DamageTracker()
    /// The damaged rectangle being repainted (the whole output on a full frame).
    var damageClip = PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
    /// True when an image was drawn as a stand-in this frame (loading, fading in, stretched
    /// while its exact size is prepared): the next frame repaints the images.
    var imagesUnsettled = false
    /// Pixels the last `render` repainted: the whole output, or its damaged rectangles.
    public internal(set) var lastRepaintedPixels = 0

    var clipStack: [PixelRect] = []
    var clipIsEmpty = false
    var lastList: DrawList?
    /// Output size when `lastList` was presented (the software read-back shortcut needs it unchanged).
    var lastPresentedSize = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
    /// Modifier state in event-queue order (key events carry it), so a wheel event queued
    /// between shift-down and shift-up sees shift even if the keys were released since.
    /// (SDL itself synthesises key-ups on focus loss and reconciles on focus gain.)
    var trackedModifiers: KeyModifiers = []
    /// The items of a drop from another app so far (between SDL_DROPBEGIN and
    /// SDL_DROPCOMPLETE); nil when none is in progress.
    var dropItems: [TransferItem]?
    /// The text input area last given to SDL (nil: text input stopped).
    var textInputArea: Rect?
    /// The pointer style shown, and the system cursors made so far (`setPointerStyle`).
    /// SDL's cursor is one for the process (all windows): what it shows now.
    nonisolated(unsafe) static var shownPointerStyle = PointerStyle.default
    /// The title the window shows (set by `setWindowTitle` when it changes).
    public internal(set) var windowTitle: String
    nonisolated(unsafe) static var systemCursors: [PointerStyle: OpaquePointer] = [:]
    /// Seconds (performance counter) of the last paced present.
    var lastPresentTime = 0.0
    /// Seconds the last `render` spent waiting for the frame's turn (simulated vsync), so
    /// frame statistics can tell work from waiting.
    public internal(set) var lastPaceWait = 0.0
    /// True once the window's close button was pressed (``closeRequested``).
    public internal(set) var closeRequested = false
    /// The size limits last set (`setSizeLimits`), in window units.
    var limits: (w: Int32, h: Int32, resizable: Bool)?
    /// SDL's id of the window (its events carry it).
    let windowID: UInt32
    let isSoftwareRenderer: Bool
    /// `GL_RENDERER` of the probed OpenGL context (nil when not probed).
    public private(set) var glRendererString: String?

    // MARK: - Lifecycle

    /// Initialises SDL video and SDL_image, opens a resizable HiDPI-aware window and
    /// a renderer. Throws `.noDisplay` when there is no video device.
    public init(options: BackendOptions) throws {
        self.options = options
        _ = PixelMemory.configured
        windowUnitsPerPoint = ScaleOverride.current

        // Hints at normal priority: environment variables still win.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        // Naming a render driver turns batching off unless asked for; we never issue raw GL.
        SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        // The software renderer must draw straight into the window framebuffer: otherwise SDL
        // uploads it through an OpenGL texture on every present (measured +4-7 ms per
        // 1280x800 frame on llvmpipe). Irrelevant to GPU renderers.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // The X11 class, read when the window is created: SDL 2.0.x reads only the variable,
        // later versions the hint (which a set variable overrides). Neither replaces one given.
        if let windowClass = options.windowClass {
            setenv("SDL_VIDEO_X11_WMCLASS", windowClass, 0)
            SDL_SetHint("SDL_VIDEO_X11_WMCLASS", windowClass)
        }

        guard Self.hasDisplay() else { throw BackendError.noDisplay(Self.noDisplayMessage) }
        if SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) != 0 {
            let msg = sdlError()
            throw Self.initError(msg)
        }
        var cleanup = true
        defer { if cleanup { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) } }
        let videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        // SDL 2.26 silently falls back to its invisible "offscreen" driver when X11/Wayland
        // cannot be opened (e.g. a stale DISPLAY). Only accept that when it was asked for.
        if ["offscreen", "dummy"].contains(videoDriver) && !Self.videoDriverRequested() {
            throw BackendError.noDisplay("\(Self.noDisplayMessage) (no X11/Wayland display could be opened)")
        }
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue))

        let plan = Self.rendererPlan(options: options, videoDriver: videoDriver)

        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= options.hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        if plan == .probeGPU { flags |= SDL_WINDOW_OPENGL.rawValue }
        let w = Int32(max(1, min(16384, (options.size.width * windowUnitsPerPoint).rounded())))
        let h = Int32(max(1, min(16384, (options.size.height * windowUnitsPerPoint).rounded())))
        let centered = gliss_SDL_WINDOWPOS_CENTERED()
        let x = options.position.map { Int32(max(-16384, min(16384, $0.x.rounded()))) } ?? centered
        let y = options.position.map { Int32(max(-16384, min(16384, $0.y.rounded()))) } ?? centered
        // Files and text other apps drop (SDL makes the window an XDND target when these are on).
        SDL_EventState(SDL_DROPFILE.rawValue, SDL_ENABLE)
        SDL_EventState(SDL_DROPTEXT.rawValue, SDL_ENABLE)
        guard let win = SDL_CreateWindow(options.title, x, y, w, h, flags) else {
            throw Self.initError(sdlError())
        }
        defer { if cleanup { SDL_DestroyWindow(win) } }

        var glName: String?
        guard let ren = Self.createRenderer(win, plan: plan, vsync: options.vsync, log: log, glName: &glName) else {
            throw BackendError.sdl("cannot create a renderer: \(sdlError())")
        }
        cleanup = false
        // One clipboard for all the windows: a new one per window forgot which selections the
        // app owns, and closed the last one's X connection, whose hidden window then vanished
        // just as the new window appeared (a client walking the window tree at that moment,
        // as `xdotool search` does, dies of BadWindow).
        let x11 = videoDriver == "x11"
        if (Clipboard.provider as? SDLClipboard)?.isX11 != x11 { Clipboard.provider = SDLClipboard(x11: x11, log: log) }
        // SDL starts text input (and an input method) at once; Gliss starts it when a text
        // field takes focus (see `setTextInputArea`).
        SDL_StopTextInput()
        window = win
        windowID = SDL_GetWindowID(win)
        SDLEventRouter.shared.register(windowID)
        windowTitle = options.title
        renderer = ren
        glRendererString = glName
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(ren, &info)
        isSoftwareRenderer = info.name.map { String(cString: $0) } == "software"

        let limit = max(1, options.textureCacheLimit)
        shapeCache = LRUCache(limit: limit) { SDL_DestroyTexture($0.texture) }
        effects = EffectCaches(limit: limit)
        masks = MaskCaches(limit: limit)
        imageCache = LRUCache(limit: limit, costBudget: Self.imageCacheByteBudget, cost: \.pixelBytes) {
            SDL_DestroyTexture($0.texture)
        }
        imagePixels = LRUCache(limit: limit, costBudget: Self.imageCacheByteBudget, cost: \.pixelBytes)
        let root = options.resourceRoot.hasSuffix("/") && options.resourceRoot.count > 1
            ? String(options.resourceRoot.dropLast()) : options.resourceRoot
        fonts = FontLibrary(fontsDirectory: root + "/Fonts", log: log, limit: 64)
        images = ImageLibrary(root: root, log: log, limit: limit)
        if options.loadsImagesInBackground {
            images.decodeInBackground(finished: { SDLBackend.postWake() })
            FontFallback.prepareInBackground()
        }
        measurer = SDLTextMeasurer(fonts: fonts)
        refreshMetrics()
        trackedModifiers = Self.modifiers(fromSDL: UInt32(SDL_GetModState().rawValue))
    }

    deinit {
        // Textures first: they belong to the renderer.
        glyphAtlas.removeAll()
        glyphs.removeAll()
        shapeCache.removeAll()
        imageCache.removeAll()
        imagePixels.removeAll()
        effects.removeAll()
        masks.removeAll()
        images.removeAll()
        fonts.close()
        SDLEventRouter.shared.unregister(windowID)
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        // The last window: SDL freed its cursors with the video subsystem.
        if !SDLEventRouter.shared.hasWindows {
            Self.systemCursors.removeAll()
            Self.shownPointerStyle = .default
        }
    }

    /// True when SDL can plausibly open a window: a video driver was requested
    /// (`SDL_VIDEODRIVER`), or `DISPLAY` / `WAYLAND_DISPLAY` is set. (A set but dead `DISPLAY`
    /// still fails in `init`, as `.noDisplay`.)
    public static func hasDisplay() -> Bool {
        if videoDriverRequested() { return true }
        for name in ["DISPLAY", "WAYLAND_DISPLAY"] {
            if let v = getenv(name), v.pointee != 0 { return true }
        }
        return false
    }

    /// True when the app or the environment named a video driver (`SDL_VIDEODRIVER`).
    static func videoDriverRequested() -> Bool {
        if let v = SDL_GetHint(SDL_HINT_VIDEODRIVER), v.pointee != 0 { return true }
        if let v = getenv("SDL_VIDEODRIVER"), v.pointee != 0 { return true }
        return false
    }

    private static func initError(_ msg: String) -> BackendError {
        let lower = msg.lowercased()
        if !hasDisplay() || lower.contains("no available video device")
            || lower.contains("x11") || lower.contains("display") {
            return .noDisplay("\(noDisplayMessage) (SDL: \(msg))")
        }
        return .sdl(msg)
    }

    // MARK: - Renderer choice

    enum RendererPlan: Equatable {
        /// `options.renderer` names the driver.
        case named(String)
        /// `SDL_RENDER_DRIVER` in the environment decides (SDL reads it itself).
        case environment
        /// Software renderer straight into the window framebuffer.
        case software
        /// Try OpenGL (then GLES2); keep it only on a real GPU, not llvmpipe/softpipe.
        case probeGPU
    }

    static func rendererPlan(options: BackendOptions, videoDriver: String) -> RendererPlan {
        if let r = options.renderer, !r.isEmpty { return .named(r) }
        if let env = getenv("SDL_RENDER_DRIVER"), env.pointee != 0 { return .environment }
        // Measured: on offscreen/Xvfb/llvmpipe the software renderer drawing straight into the
        // window framebuffer is 2-3x faster than OpenGL (see SDLBackend docs / report).
        if ["offscreen", "dummy"].contains(videoDriver) { return .software }
        // No DRM render node means no GPU for Mesa to use: OpenGL could only be llvmpipe, so
        // skip the probe (creating and destroying that context cost ~100 ms of start-up).
        if !hasRenderNode() { return .software }
        return .probeGPU
    }

    /// True when a DRM render node (`/dev/dri/renderD*`) exists, i.e. a GPU could be used.
    static func hasRenderNode(_ dir: String = "/dev/dri") -> Bool {
        guard let d = opendir(dir) else { return false }
        defer { closedir(d) }
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("renderD") { return true }
        }
        return false
    }

    /// Index of the render driver called `name`, or nil.
    static func renderDriverIndex(_ name: String) -> Int32? {
        for i in 0..<max(0, SDL_GetNumRenderDrivers()) {
            var info = SDL_RendererInfo()
            if SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name, String(cString: n) == name { return i }
        }
        return nil
    }

    /// The names SDL offers here, e.g. ["opengl", "opengles2", "software"].
    public static func availableRenderers() -> [String] {
        (0..<max(0, SDL_GetNumRenderDrivers())).compactMap { i in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(i, &info) == 0, let n = info.name else { return nil }
            return String(cString: n)
        }
    }

    private static func createRenderer(_ win: OpaquePointer, plan: RendererPlan, vsync: Bool,
                                       log: WarningLog, glName: inout String?) -> OpaquePointer? {
        let flags = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
        // Drivers are picked by index, so no process-wide SDL_RENDER_DRIVER hint is left behind.
        func make(_ name: String) -> OpaquePointer? {
            guard let i = renderDriverIndex(name) else { return nil }
            return SDL_CreateRenderer(win, i, flags)
        }
        func software() -> OpaquePointer? { make("software") ?? SDL_CreateRenderer(win, -1, flags) }
        switch plan {
        case .named(let name):
            if let r = make(name) { return r }
            log.once("renderer:" + name, "warning: cannot create the \(name) renderer (available: "
                     + availableRenderers().joined(separator: ", ") + "): \(sdlError()); using the default")
            return SDL_CreateRenderer(win, -1, flags) ?? software()
        case .environment:
            return SDL_CreateRenderer(win, -1, flags) ?? software()
        case .software:
            return software()
        case .probeGPU:
            for name in ["opengl", "opengles2"] {
                guard let gl = make(name) else { continue }
                let gpu = currentGLRenderer() ?? ""
                glName = gpu
                let lower = gpu.lowercased()
                if !["llvmpipe", "softpipe", "swrast", "software"].contains(where: { lower.contains($0) }) {
                    return gl
                }
                SDL_DestroyRenderer(gl)
                break
            }
            return software()
        }
    }

    /// `glGetString(GL_RENDERER)` of the current context.
    private static func currentGLRenderer() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let proc = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let getString = unsafeBitCast(proc, to: GetString.self)
        guard let s = getString(0x1F01 /* GL_RENDERER */) else { return nil }
        return String(cString: s)
    }

    // MARK: - Public state

    /// The text engine's measurer; fonts follow the current pixel scale.
    public var textMeasurer: TextMeasurer { measurer }

    /// The window's size in points.
    public var windowSize: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return Size(Double(w) / windowUnitsPerPoint, Double(h) / windowUnitsPerPoint)
    }

    /// The window has had the keyboard once (see ``isWindowActive``).
    private var hadInputFocus = false

    /// Where the window's content is on the screen (SDL's window position), in points.
    public var windowOrigin: Point {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(Double(x) / windowUnitsPerPoint, Double(y) / windowUnitsPerPoint)
    }

    /// True while the window has the keyboard (SDL's input focus). With no window manager (a
    /// bare X server, offscreen) nothing gives the keyboard away: a window nothing has taken
    /// it from counts as active.
    public var isWindowActive: Bool {
        if SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 {
            hadInputFocus = true
            return true
        }
        return !hadInputFocus
    }

    /// The SDL renderer's name ("software", "opengl", …).
    public var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let n = info.name else { return "unknown" }
        return String(cString: n)
    }

    /// Pixels per point of the current output.
    public var scale: Double { pixelScale }
    /// Pixels of the whole output (what a full frame repaints).
    public var outputPixels: Int { viewport.area }

    /// True once SDL_QUIT was seen (the last window's close button, the session ending).
    public var quitRequested: Bool { SDLEventRouter.shared.quitSeen }

    /// Live textures in all caches (glyph atlas pages, shapes, images, effects), counting the
    /// framebuffer path's corner disks as textures.
    public var textureCount: Int {
        glyphAtlas.pageCount + shapeCache.count + imageCache.count + effects.count + masks.count
    }

    /// Glyphs rasterised since the backend started: a steady scroll over glyphs already seen
    /// adds none, however new the labels are.
    public var glyphsRasterised: Int { glyphs.rasterised }

    /// Glyph rasters cached.
    var cachedGlyphs: Int { glyphs.count }

    /// Pixel bytes held for images: prepared textures (and prepared pixels) and decoded sources (with their mip levels).
    /// Soak runs log them beside RSS to tell a cache filling up from memory lost.
    public var imagePixelBytes: (textures: Int, decoded: Int) { (imageCache.totalCost + imagePixels.totalCost, images.decodedBytes) }

    /// Asked while an image decode is awaited (it runs on a worker thread): true gives it up
    /// and draws a placeholder, so a signal is answered during a slow decode. Asked too between
    /// chunks of work on a long text (a megabyte's shaping and line breaking take seconds):
    /// true gives it up, and the text is drawn as nothing in the frame that ends the run.
    public var stopRequested: () -> Bool {
        get { images.stopRequested }
        set { images.stopRequested = newValue; measurer.stopRequested = newValue }
    }

    /// Every warning emitted so far (each also went to stderr once).
    public var warnings: [String] { log.messages }

    /// Textures created since the backend started (glyph atlas pages, shapes, prepared images;
    /// on the software renderer corner disks are coverage masks, counted here too; glyphs there
    /// are blitted from `GlyphCache` and create none).
    /// Benchmarks read it to check that content already seen comes from the caches.
    public internal(set) var texturesCreated = 0

    /// The SDL video driver in use ("x11", "offscreen", …).
    public var videoDriverName: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown" }

    /// Uploads `surface` (and frees it) as a cached texture, counting it in `texturesCreated`.
    func upload(_ surface: UnsafeMutablePointer<SDL_Surface>, linear: Bool) -> CachedTexture? {
        texturesCreated += 1
        return uploadTexture(renderer, surface, linear: linear)
    }

    /// Waits until the last presented frame is really drawn by reading one pixel back
    /// (returned as RGBA). Renderers may queue work at present (Mesa's llvmpipe rasterises on
    /// threads after `SDL_RenderPresent` returns); timing without this hides that cost and,
    /// frame after frame, lets queued work and memory pile up.
    @discardableResult
    public func finishFrame() -> (UInt8, UInt8, UInt8, UInt8) {
        var px: UInt32 = 0
        var r = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        _ = SDL_RenderReadPixels(renderer, &r, SDL_PIXELFORMAT_ABGR8888.rawValue, &px, 4)
        return (UInt8(px & 0xFF), UInt8(px >> 8 & 0xFF), UInt8(px >> 16 & 0xFF), UInt8(px >> 24))
    }

    /// Times the rendering floor at this window's size: per frame one full-output clear, one
    /// full fill (inset 16 pixels), present and a one-pixel read-back, through this SDL renderer
    /// (what `shared/tools/floor.c` measures). Benchmarks divide their frame times by it, so a
    /// figure means the same on a loaded machine as on a quiet one. Returns `frames` samples
    /// in microseconds, after `warmup` unmeasured frames; leaves the output cleared.
    public func measureFloor(frames: Int, warmup: Int = 10) -> [Double] {
        refreshMetrics()
        SDL_RenderSetClipRect(renderer, nil)
        let w = viewport.width, h = viewport.height
        var inner = SDL_Rect(x: 16, y: 16, w: max(1, w - 32), h: max(1, h - 32))
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        let freq = Double(SDL_GetPerformanceFrequency())
        for i in 0..<(warmup + max(1, frames)) {
            let start = SDL_GetPerformanceCounter()
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawColor(renderer, UInt8(truncatingIfNeeded: i * 7), 100, 200, 255)
            SDL_RenderFillRect(renderer, &inner)
            SDL_RenderPresent(renderer)
            finishFrame()
            let end = SDL_GetPerformanceCounter()
            if i >= warmup { samples.append(Double(end - start) * 1_000_000 / freq) }
        }
        lastList = nil
        damageTracker.invalidate()
        return samples
    }

    func refreshMetrics() {
        var ww: Int32 = 0, wh: Int32 = 0, ow: Int32 = 0, oh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        SDL_GetRendererOutputSize(renderer, &ow, &oh)
        let s = ww > 0 && ow > 0 ? Double(ow) / Double(ww) * windowUnitsPerPoint : windowUnitsPerPoint
        if s != pixelScale {
            pixelScale = s
            fonts.scale = s
        }
        viewport = PixelRect(x0: 0, y0: 0, x1: max(1, ow), y1: max(1, oh))
    }
}

func sdlError() -> String {
    guard let e = SDL_GetError() else { return "unknown error" }
    let s = String(cString: e)
    return s.isEmpty ? "unknown error" : s
}
