import Foundation
import CSDL2
import GlissCore
import GlissIO

/// Opens fonts per (file, pixel size), maps `Font` requests to files, and falls back (with a
/// one-time warning) when a file cannot be loaded. An app may override a default font by
/// putting a file of the same name in `<resource folder>/Fonts/`; otherwise the fonts that
/// ship with Gliss (`BundledFonts`) are used.
final class FontLibrary {
    /// Last-resort system font tried after the bundled ones.
    static let systemFallback = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let bundledFiles = ["Sans-Regular.ttf", "Sans-Bold.ttf", "Sans-Heavy.ttf",
                               "Rounded-Regular.ttf", "Rounded-Bold.ttf", "Icons.ttf"]

    /// `emboldened`: a separate TTF_Font with synthetic bold (the style is per font object).
    struct Key: Hashable { let path: String; let pixels: Int32; let emboldened: Bool }

    /// A font ready to use: the TTF handle plus metrics in pixels.
    struct Face {
        let font: OpaquePointer
        let path: String
        let pixels: Int32
        let emboldened: Bool
        let height: Int32     // TTF_FontHeight: height of a rendered line surface
        let lineSkip: Int32   // TTF_FontLineSkip: distance between baselines
    }

    /// The app's own `Fonts/` folder (files there override the bundled ones).
    let fontsDirectory: String
    /// Gliss's default fonts.
    let bundledDirectory: String?
    let log: WarningLog
    /// Pixels per point; fonts are opened at `points × scale` pixels for sharp HiDPI text.
    var scale: Double = 1 { didSet { if scale != oldValue { forgetFaces(); scaleChanges += 1 } } }
    /// How many times `scale` changed (text measured before may measure differently now).
    private(set) var scaleChanges = 0
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
    /// Path → the file's bytes with its bold flags cleared (see `openEmboldened`). Fonts read
    /// from these lazily, so they are freed only in `close()`.
    private var unflaggedBytes: [String: UnsafeMutableRawBufferPointer] = [:]

    init(fontsDirectory: String, bundledDirectory: String? = BundledFonts.directory, log: WarningLog, limit: Int) {
        self.fontsDirectory = fontsDirectory
        self.bundledDirectory = bundledDirectory
        self.log = log
        faces = LRUCache(limit: limit) { TTF_CloseFont($0.font) }
    }

    /// The bundled file for a request: icon → Icons; rounded → Rounded-Bold (≥ semibold; heavy
    /// and black also emboldened, see `wantsSyntheticBold`) or Rounded-Regular; default →
    /// Sans-Regular, Sans-Bold (semibold, bold), Sans-Heavy (heavy, black).
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

    /// Rounded heavy/black: Comfortaa stops at Bold, while SF Rounded Heavy/Black are clearly
    /// heavier, so Rounded-Bold gets SDL_ttf's synthetic bold (only that file, not a fallback).
    static func wantsSyntheticBold(_ font: Font) -> Bool {
        font.design == .rounded && font.weight >= .heavy
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
        let bold = Self.wantsSyntheticBold(font)
        // Synthetic bold only on the bundled file itself, never on a fallback. (Decided per
        // lookup without building the path unless the font wants it: this is the text path.)
        func embolden(_ path: String) -> Bool { bold && path.hasSuffix("/" + file) }
        if let path = resolved[file] {
            guard let path else { return nil }
            let e = embolden(path)
            if let f = faces.get(Key(path: path, pixels: px, emboldened: e)) { return f }
            if let f = open(path, px, emboldened: e) { return f }
            // The path loaded before but not at this size: resolve again from scratch.
        }
        // The app's file of this name if it has one, then the bundled one, then the other
        // bundled text faces, then a system font.
        var candidates: [String] = []
        let own = fontsDirectory + "/" + file
        if FileManager.default.fileExists(atPath: own) { candidates.append(own) }
        if let bundled = bundledDirectory {
            candidates.append(bundled + "/" + file)
            candidates += Self.bundledFiles.filter { $0 != file && $0 != "Icons.ttf" }.map { bundled + "/" + $0 }
        } else {
            log.once("font:bundled", "warning: Gliss's bundled fonts were not found (looked for \(BundledFonts.bundleName)/Fonts and GlissFonts/ beside the executable, and share/gliss/Fonts); text falls back to a system font")
        }
        candidates.append(Self.systemFallback)
        for path in candidates {
            if let f = open(path, px, emboldened: embolden(path)) {
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

    /// Largest font file opened (the biggest real fonts, CJK collections, are ~30 MB).
    static let maxFileBytes = 64 << 20

    private func open(_ path: String, _ px: Int32, emboldened: Bool) -> Face? {
        // Only regular files of a sane size: a FIFO would block the first frame forever, a
        // device or a huge file would be read without end.
        if let why = ResourceFile.problem(path, maxBytes: Self.maxFileBytes) {
            log.once("font:" + path, "warning: cannot load font \(path): \(why); falling back to another font")
            return nil
        }
        guard let f = emboldened ? openEmboldened(path, px) : TTF_OpenFont(path, px) else { return nil }
        // Light hinting keeps glyph shapes closer to the design (less "blocky" than full hinting).
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        let face = Face(font: f, path: path, pixels: px, emboldened: emboldened,
                        height: TTF_FontHeight(f), lineSkip: TTF_FontLineSkip(f))
        // Inserting may evict (and close) another face that the memo still points to.
        forgetFaces()
        faces.set(Key(path: path, pixels: px, emboldened: emboldened), face)
        return face
    }

    /// `path` with `TTF_STYLE_BOLD`. SDL_ttf 2.x skips synthetic bold on faces flagged bold
    /// (Comfortaa Bold is), so the font is opened from a copy of its bytes with the flags
    /// (OS/2 fsSelection bit 5, head macStyle bit 0) cleared; glyphs and metrics are untouched.
    private func openEmboldened(_ path: String, _ px: Int32) -> OpaquePointer? {
        if unflaggedBytes[path] == nil, let bytes = Self.readWithoutBoldFlags(path) {
            unflaggedBytes[path] = bytes
        }
        let f: OpaquePointer?
        if let bytes = unflaggedBytes[path], let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) {
            f = TTF_OpenFontRW(rw, 1, px)
        } else {
            f = TTF_OpenFont(path, px)   // not a TrueType file we can patch: SDL_ttf decides
        }
        if let f { TTF_SetFontStyle(f, TTF_STYLE_BOLD) }
        return f
    }

    /// The file's bytes with the bold flags of its `OS/2` and `head` tables cleared; nil when
    /// the file cannot be read or has neither table.
    static func readWithoutBoldFlags(_ path: String) -> UnsafeMutableRawBufferPointer? {
        guard let rw = SDL_RWFromFile(path, "rb") else { return nil }
        defer { SDL_RWclose(rw) }
        let size = SDL_RWsize(rw)
        guard size >= 12, size < 64 << 20 else { return nil }
        let buf = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(size), alignment: 8)
        guard SDL_RWread(rw, buf.baseAddress, 1, Int(size)) == Int(size) else { buf.deallocate(); return nil }
        func u16(_ o: Int) -> Int { Int(buf[o]) << 8 | Int(buf[o + 1]) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        var patched = false
        let tables = u16(4)
        for i in 0..<tables where 12 + 16 * i + 16 <= buf.count {
            let entry = 12 + 16 * i
            let tag = String(decoding: buf[entry..<entry + 4], as: UTF8.self)
            let offset = u32(entry + 8)
            if tag == "OS/2", offset + 64 <= buf.count { buf[offset + 63] &= ~0x20; patched = true }
            if tag == "head", offset + 46 <= buf.count { buf[offset + 45] &= ~0x01; patched = true }
        }
        guard patched else { buf.deallocate(); return nil }
        return buf
    }

    /// Closes every font (before `TTF_Quit`); later requests fall back to placeholder metrics.
    func close() {
        forgetFaces()
        faces.removeAll()
        for bytes in unflaggedBytes.values { bytes.deallocate() }
        unflaggedBytes.removeAll()
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

    /// Changes with the pixel scale fonts are opened at (and when the fonts are closed).
    public var measurementEpoch: Int { fonts.scaleChanges * 2 + (fonts.isClosed ? 1 : 0) }

    /// `TTF_FontLineSkip / scale`.
    public func lineHeight(_ font: Font) -> Double {
        guard let m = metrics(font) else { return (font.size * 1.2).rounded() }
        return Double(m.face.lineSkip) / fonts.scale
    }
}
