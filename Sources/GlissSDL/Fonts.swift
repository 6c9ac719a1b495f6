import CSDL2
import GlissCore

/// Opens bundled fonts per (file, pixel size), maps `Font` requests to files, and falls back
/// (with a one-time warning) when a file cannot be loaded.
final class FontLibrary {
    /// Last-resort system font tried after the bundled ones.
    static let systemFallback = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let bundledFiles = ["Sans-Regular.ttf", "Sans-Bold.ttf", "Sans-Heavy.ttf",
                               "Rounded-Regular.ttf", "Rounded-Bold.ttf", "Icons.ttf"]

    struct Key: Hashable { let path: String; let pixels: Int32 }

    /// A font ready to use: the TTF handle plus metrics in pixels.
    struct Face {
        let font: OpaquePointer
        let path: String
        let pixels: Int32
        let height: Int32     // TTF_FontHeight: height of a rendered line surface
        let lineSkip: Int32   // TTF_FontLineSkip: distance between baselines
    }

    let fontsDirectory: String
    let log: WarningLog
    /// Pixels per point; fonts are opened at `points × scale` pixels for sharp HiDPI text.
    var scale: Double = 1 { didSet { if scale != oldValue { forgetFaces() } } }
    private(set) var isClosed = false
    private var faces: LRUCache<Key, Face>
    /// `Font` → face as last resolved at this scale. Layout asks for the same few fonts
    /// thousands of times a frame; this skips the file-name and path lookups (string
    /// hashing) of `face(_:)`. Cleared whenever a face may have been evicted or the scale changed.
    private var memo: [Font: Face] = [:]

    private func forgetFaces() {
        memo.removeAll()
        lastFont = nil
        lastFace = nil
    }
    /// Requested file name → path that actually loads (nil: nothing loads).
    private var resolved: [String: String?] = [:]

    init(fontsDirectory: String, log: WarningLog, limit: Int) {
        self.fontsDirectory = fontsDirectory
        self.log = log
        faces = LRUCache(limit: limit) { TTF_CloseFont($0.font) }
    }

    /// The bundled file for a request: icon → Icons; rounded → Rounded-Bold (≥ semibold) or
    /// Rounded-Regular; default → Sans-Regular, Sans-Bold (semibold, bold), Sans-Heavy (heavy, black).
    static func fileName(for font: Font) -> String {
        switch font.design {
        case .icon: return "Icons.ttf"
        case .rounded: return font.weight >= .semibold ? "Rounded-Bold.ttf" : "Rounded-Regular.ttf"
        case .default:
            switch font.weight {
            case .regular, .medium: return "Sans-Regular.ttf"
            case .semibold, .bold: return "Sans-Bold.ttf"
            case .heavy, .black: return "Sans-Heavy.ttf"
            }
        }
    }

    func pixelSize(_ font: Font) -> Int32 {
        let px = font.size * scale
        guard px.isFinite else { return 1 }
        return Int32(max(1, min(2000, px.rounded())))
    }

    /// The face for `font`, opening (and caching) it on first use; nil when no font loads.
    func face(_ font: Font) -> Face? {
        guard !isClosed else { return nil }
        // Layout asks for one font many times in a row: compare before hashing.
        if let last = lastFace, lastFont == font { return last }
        let f = memo[font] ?? lookUp(font)
        if let f { memo[font] = f }
        lastFont = font
        lastFace = f
        return f
    }
    private var lastFont: Font?
    private var lastFace: Face?

    private func lookUp(_ font: Font) -> Face? {
        let file = Self.fileName(for: font)
        let px = pixelSize(font)
        if let path = resolved[file] {
            guard let path else { return nil }
            if let f = faces.get(Key(path: path, pixels: px)) { return f }
            if let f = open(path, px) { return f }
            // The path loaded before but not at this size: resolve again from scratch.
        }
        let preferred = fontsDirectory + "/" + file
        var candidates = [preferred]
        candidates += Self.bundledFiles.filter { $0 != file && $0 != "Icons.ttf" }.map { fontsDirectory + "/" + $0 }
        candidates.append(Self.systemFallback)
        for path in candidates {
            if let f = open(path, px) {
                resolved[file] = path
                return f
            }
            log.once("font:" + path,
                     "warning: cannot load font \(path): \(sdlError()); falling back to another font")
        }
        resolved[file] = .some(nil)
        log.once("font:none", "warning: no font could be loaded (tried \(candidates.joined(separator: ", "))); drawing text placeholders")
        return nil
    }

    private func open(_ path: String, _ px: Int32) -> Face? {
        guard let f = TTF_OpenFont(path, px) else { return nil }
        // Light hinting keeps glyph shapes closer to the design (less "blocky" than full hinting).
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        let face = Face(font: f, path: path, pixels: px, height: TTF_FontHeight(f), lineSkip: TTF_FontLineSkip(f))
        // Inserting may evict (and close) another face that the memo still points to.
        forgetFaces()
        faces.set(Key(path: path, pixels: px), face)
        return face
    }

    /// Closes every font (before `TTF_Quit`); later requests fall back to placeholder metrics.
    func close() {
        forgetFaces()
        faces.removeAll()
        isClosed = true
    }

    var openCount: Int { faces.count }
}

func sdlError() -> String {
    guard let e = SDL_GetError() else { return "unknown error" }
    let s = String(cString: e)
    return s.isEmpty ? "unknown error" : s
}

/// `TextMeasurer` backed by SDL_ttf (`TTF_SizeUTF8`), in points.
public final class SDLTextMeasurer: TextMeasurer {
    let fonts: FontLibrary

    init(fonts: FontLibrary) { self.fonts = fonts }

    /// Per font at the current scale: its line skip and the widths measured so far, in
    /// pixels. `TTF_SizeUTF8` shapes the string with HarfBuzz (microseconds) and layout
    /// measures every visible label every frame, so widths are remembered; a hit costs one
    /// string hash. Bounded: emptied when it holds `widthCacheLimit` widths.
    private final class Metrics {
        let face: FontLibrary.Face
        // Unchecked exclusivity: single-threaded, no overlapping access; the check costs as
        // much as the lookup it guards.
        @exclusivity(unchecked) var widths: [String: Int32] = [:]
        init(face: FontLibrary.Face) { self.face = face }
    }
    @exclusivity(unchecked) private var metrics: [Font: Metrics] = [:]
    @exclusivity(unchecked) private var widthCount = 0
    @exclusivity(unchecked) private var metricsScale = 0.0
    @exclusivity(unchecked) private var lastFont: Font?
    @exclusivity(unchecked) private var lastMetrics: Metrics?
    static let widthCacheLimit = 16_384

    /// The metrics of `font`, nil when no font file loads (placeholder metrics are used).
    private func metrics(_ font: Font) -> Metrics? {
        if metricsScale != fonts.scale || widthCount >= Self.widthCacheLimit || fonts.isClosed {
            metrics.removeAll()
            widthCount = 0
            metricsScale = fonts.scale
            lastFont = nil
            lastMetrics = nil
            if fonts.isClosed { return nil }
        }
        if let m = lastMetrics, lastFont == font { return m }
        let m: Metrics
        if let known = metrics[font] {
            m = known
        } else {
            guard let face = fonts.face(font) else { return nil }
            m = Metrics(face: face)
            metrics[font] = m
        }
        lastFont = font
        lastMetrics = m
        return m
    }

    /// Width from `TTF_SizeUTF8`; height is the line height, so the layout box of a
    /// one-line label is `measure(...)`.
    public func measure(_ text: String, font: Font) -> Size {
        guard let m = metrics(font) else {
            return Size(Double(text.count) * font.size * 0.6, lineHeight(font))
        }
        let height = Double(m.face.lineSkip) / fonts.scale
        if text.isEmpty { return Size(0, height) }
        let w: Int32
        if let cached = m.widths[text] {
            w = cached
        } else {
            // The face may have been evicted from the font cache (and closed) since: ask again.
            guard let face = fonts.face(font) else { return Size(Double(text.count) * font.size * 0.6, lineHeight(font)) }
            var mw: Int32 = 0, mh: Int32 = 0
            if TTF_SizeUTF8(face.font, text, &mw, &mh) != 0 { mw = 0 }
            m.widths[text] = mw
            widthCount += 1
            w = mw
        }
        return Size(Double(w) / fonts.scale, height)
    }

    /// `TTF_FontLineSkip / scale`.
    public func lineHeight(_ font: Font) -> Double {
        guard let m = metrics(font) else { return (font.size * 1.2).rounded() }
        return Double(m.face.lineSkip) / fonts.scale
    }
}
