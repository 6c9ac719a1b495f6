import Foundation
import CText
import GlissCore
import GlissIO

/// Opens font files (FreeType for glyphs, HarfBuzz for shaping), maps `Font` requests to the
/// app's or the bundled files, and sizes them for the window's pixel scale. An app may override
/// a default font by putting a file of the same name in `<resource folder>/Fonts/`; otherwise
/// the fonts that ship with Gliss (`BundledFonts`) are used. Characters those lack come from
/// `FontFallback` (fontconfig), one grapheme cluster at a time.
final class FontLibrary {
    /// Last-resort system font tried after the bundled ones.
    static let systemFallback = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let bundledFiles = ["Sans-Regular.ttf", "Sans-Bold.ttf", "Sans-Heavy.ttf",
                               "Rounded-Regular.ttf", "Rounded-Bold.ttf", "Icons.ttf"]

    /// One font file (a face of it, for collections): FreeType's face for rasterising and
    /// HarfBuzz's for shaping, opened once and shared by every size.
    final class FontFile {
        let path: String
        let index: Int32
        let ftFace: FT_Face
        let hbFace: OpaquePointer
        /// The family name (what `GlyphRun.fontName` reports).
        let family: String
        /// Colour bitmaps (Noto Color Emoji's CBDT strikes) rather than outlines.
        let isColorBitmap: Bool
        /// The pixel size FreeType is set to now (changed only when a glyph of another size is drawn).
        var currentPixels: Int32 = 0
        /// The ASCII characters that shape without context in this file (`ContextFreeAdvances`).
        lazy var contextFree = ContextFreeCharacters(hbFace: hbFace)
        /// Whether a code point has a glyph, remembered (fallback asks per cluster).
        private var coverage: [UInt32: Bool] = [:]
        /// ASCII coverage, checked without hashing (nearly every label).
        private let asciiCovered: [Bool]

        init(path: String, index: Int32, ftFace: FT_Face, hbFace: OpaquePointer) {
            self.path = path; self.index = index; self.ftFace = ftFace; self.hbFace = hbFace
            family = ftFace.pointee.family_name.map { String(cString: $0) } ?? (path as NSString).lastPathComponent
            isColorBitmap = gliss_FT_HAS_COLOR(ftFace) != 0 && gliss_FT_IS_SCALABLE(ftFace) == 0
            asciiCovered = (0..<128).map { FT_Get_Char_Index(ftFace, FT_ULong($0)) != 0 }
        }

        /// True when the font has a glyph for `scalar`.
        func covers(_ scalar: UInt32) -> Bool {
            if scalar < 128 { return asciiCovered[Int(scalar)] }
            if let known = coverage[scalar] { return known }
            let has = FT_Get_Char_Index(ftFace, FT_ULong(scalar)) != 0
            coverage[scalar] = has
            return has
        }

        /// Sets FreeType's size to `pixels` (a bitmap font: selects its nearest strike).
        func setPixels(_ pixels: Int32) {
            guard pixels != currentPixels else { return }
            currentPixels = pixels
            if isColorBitmap {
                if ftFace.pointee.num_fixed_sizes > 0 { FT_Select_Size(ftFace, 0) }
            } else {
                FT_Set_Pixel_Sizes(ftFace, 0, FT_UInt(pixels))
            }
        }

        /// The pixel size of a bitmap font's strike (its glyphs are scaled from it).
        var strikePixels: Double {
            guard isColorBitmap, ftFace.pointee.num_fixed_sizes > 0, let sizes = ftFace.pointee.available_sizes else { return 0 }
            return Double(sizes[0].y_ppem) / 64
        }

        deinit {
            hb_face_destroy(hbFace)
            FontLibrary.faceLock.lock()
            FT_Done_Face(ftFace)
            FontLibrary.faceLock.unlock()
        }
    }

    /// A font file at one pixel size: the HarfBuzz font that shapes with it and the line metrics.
    final class Face {
        let file: FontFile
        let pixels: Int32
        /// Synthetic bold (outlines emboldened as they are rasterised, advances widened to match).
        let emboldened: Bool
        /// Synthetic oblique (`Font.italic()`: outlines slanted as they are rasterised).
        let oblique: Bool
        /// Shaped with OpenType `tnum` (`Font.monospacedDigit()`): digits of one width.
        let tabularDigits: Bool
        let hbFont: OpaquePointer
        /// A number unique among the faces this library opened (glyph cache keys).
        let serial: Int
        /// Height of the glyph box SDL_ttf rendered (ascent − descent, rounded up), in pixels.
        let height: Int32
        /// Distance between baselines in pixels: the line box's height.
        let lineSkip: Int32
        /// Ascent in pixels: the baseline's distance below the glyph box's top.
        let ascent: Int32
        /// What synthetic bold adds to every advance, in pixels.
        let boldAdvance: Double
        /// The characters that shape without context in this face (built by `TextShaper` on first use).
        var contextFree: ContextFreeAdvances?
        /// Its rasterised glyphs (`GlyphCache` registers them on first use).
        var glyphImages: GlyphCache.FaceGlyphs?

        var path: String { file.path }
        /// The space's glyph (what a control character the font lacks draws: nothing); 0 without one.
        lazy var spaceGlyph: UInt32 = {
            var g: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(hbFont, 0x20, &g) != 0 ? g : 0
        }()
        /// The baseline's distance below the line box's top: the glyph box is centred in it,
        /// as text was placed before the engine (so layouts and goldens keep their lines).
        var baseline: Int32 { max(0, (lineSkip - height) / 2) + ascent }

        init(file: FontFile, pixels: Int32, style: Style, serial: Int) {
            self.file = file; self.pixels = pixels; self.serial = serial
            emboldened = style.emboldened; oblique = style.oblique; tabularDigits = style.tabularDigits
            hbFont = hb_font_create(file.hbFace)
            hb_font_set_scale(hbFont, Int32(pixels) * 64, Int32(pixels) * 64)
            file.setPixels(pixels)
            let face = file.ftFace
            if gliss_FT_IS_SCALABLE(face) != 0 {
                let scale = face.pointee.size.pointee.metrics.y_scale
                func ceil26(_ v: FT_Long) -> Int32 { Int32((v + 63) >> 6) }
                ascent = ceil26(FT_MulFix(FT_Long(face.pointee.ascender), scale))
                let descent = ceil26(FT_MulFix(FT_Long(face.pointee.descender), scale))
                height = max(1, ascent - descent)
                lineSkip = max(1, ceil26(FT_MulFix(FT_Long(face.pointee.height), scale)))
            } else {
                ascent = Int32(Double(pixels) * 0.95); height = Int32(Double(pixels) * 1.2); lineSkip = height
            }
            boldAdvance = emboldened ? Double(pixels) / 24 : 0
        }

        deinit { hb_font_destroy(hbFont) }
    }

    /// The app's own `Fonts/` folder (files there override the bundled ones).
    let fontsDirectory: String
    /// Gliss's default fonts.
    let bundledDirectory: String?
    let log: WarningLog
    /// Characters the app's fonts lack come from here.
    let fallback: FontFallback
    /// Pixels per point; fonts are sized at `points × scale` pixels for sharp HiDPI text.
    var scale: Double = 1 { didSet { if scale != oldValue { forgetFaces(); scaleChanges += 1 } } }
    /// How many times `scale` changed (text measured before may measure differently now).
    private(set) var scaleChanges = 0
    private(set) var isClosed = false
    /// One FreeType library for the process: faces outlive a backend in caches (and tests open
    /// many backends), and closing the library would free faces still referenced.
    nonisolated(unsafe) private static var sharedLibrary: FT_Library? = {
        var lib: FT_Library?
        return FT_Init_FreeType(&lib) == 0 ? lib : nil
    }()
    private var library: FT_Library? { isClosed ? nil : Self.sharedLibrary }
    /// Open files by (path, face index); they live until `close()` (a few, and fallbacks).
    private var files: [String: FontFile] = [:]
    /// Sized faces by (path, index, pixels, bold).
    private var faces: LRUCache<Key, Face>
    private var nextSerial = 0
    struct Key: Hashable { let path: String; let index: Int32; let pixels: Int32; let style: Style }
    /// What a face adds to its file: synthetic bold and oblique, and digits of one width.
    struct Style: Hashable {
        var emboldened = false
        var oblique = false
        var tabularDigits = false
        /// A fallback face keeps the slant and the digits of the face it stands in for, not its
        /// synthetic bold (that is only for the bundled file it was made for).
        var forFallback: Style { Style(emboldened: false, oblique: oblique, tabularDigits: tabularDigits) }
    }
    /// `Font` → face as last resolved at this scale. Layout asks for the same few fonts
    /// thousands of times a frame; this skips the file-name and path lookups (string hashing).
    private var memo: [Font: Face] = [:]
    private var lastFont: Font?
    private var lastFace: Face?
    /// Requested file name → path that actually loads (nil: nothing loads).
    private var resolved: [String: String?] = [:]

    init(fontsDirectory: String, bundledDirectory: String? = BundledFonts.directory, log: WarningLog, limit: Int) {
        self.fontsDirectory = fontsDirectory
        self.bundledDirectory = bundledDirectory
        self.log = log
        fallback = FontFallback(log: log)
        faces = LRUCache(limit: limit)
        if Self.sharedLibrary == nil {
            log.once("font:freetype", "warning: FreeType could not be initialised; drawing text placeholders")
        }
    }

    private func forgetFaces() {
        memo.removeAll()
        lastFont = nil
        lastFace = nil
    }

    /// The bundled file for a request: icon → Icons; rounded → Rounded-Bold (≥ semibold; heavy
    /// and black also emboldened, see `wantsSyntheticBold`) or Rounded-Regular; default →
    /// Sans-Regular, Sans-Bold (semibold, bold), Sans-Heavy (heavy, black). Serif and
    /// monospaced are not bundled: an app's `Serif-*.ttf` / `Mono-*.ttf`, else the system's
    /// (`systemPattern`).
    static func fileName(for font: Font) -> String {
        let bold = font.weight >= .semibold
        switch font.design {
        case .icon: return "Icons.ttf"
        case .rounded: return bold ? "Rounded-Bold.ttf" : "Rounded-Regular.ttf"
        case .serif: return bold ? "Serif-Bold.ttf" : "Serif-Regular.ttf"
        case .monospaced: return bold ? "Mono-Bold.ttf" : "Mono-Regular.ttf"
        case .default:
            switch font.weight {
            case .ultraLight, .thin, .light, .regular, .medium: return "Sans-Regular.ttf"
            case .semibold, .bold: return "Sans-Bold.ttf"
            case .heavy, .black: return "Sans-Heavy.ttf"
            }
        }
    }

    /// The fontconfig pattern for a design Gliss does not bundle (nil: bundled).
    static func systemPattern(for font: Font) -> String? {
        let weight = font.weight >= .semibold ? ":weight=bold" : ""
        switch font.design {
        case .serif: return "serif" + weight
        case .monospaced: return "monospace" + weight
        case .default, .rounded, .icon: return nil
        }
    }

    /// The face style `font` asks of its file.
    static func style(for font: Font) -> Style {
        Style(emboldened: wantsSyntheticBold(font), oblique: font.isItalic, tabularDigits: font.hasMonospacedDigits)
    }

    /// Rounded heavy/black: Comfortaa stops at Bold, while SF Rounded Heavy/Black are clearly
    /// heavier, so Rounded-Bold gets a synthetic bold (only that file, not a fallback).
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

    /// `file` at `pixels` in `style` (a fallback font at the primary font's size).
    func face(of file: FontFile, pixels: Int32, style: Style = Style()) -> Face {
        let key = Key(path: file.path, index: file.index, pixels: pixels, style: style)
        if let f = faces.get(key) { return f }
        nextSerial += 1
        let f = Face(file: file, pixels: pixels, style: style, serial: nextSerial)
        // Inserting may evict another face that the memo still holds: forget the memo, so a face
        // let go is freed (with its glyphs) and the memo cannot grow with every size asked for.
        forgetFaces()
        faces.set(key, f)
        return f
    }

    private func lookUp(_ font: Font) -> Face? {
        let file = Self.fileName(for: font)
        let px = pixelSize(font)
        let style = Self.style(for: font)
        // Synthetic bold only on the bundled file itself, never on a fallback.
        func styled(_ path: String) -> Style { path.hasSuffix("/" + file) ? style : style.forFallback }
        if let path = resolved[file] {
            guard let path, let f = self.file(path, index: 0) else { return nil }
            return face(of: f, pixels: px, style: styled(path))
        }
        // The app's file of this name if it has one, then (serif, monospaced) the system's
        // face of that design, then the bundled one, then the other bundled text faces, then a
        // system font.
        var candidates: [String] = []
        let own = fontsDirectory + "/" + file
        if OutputPath.kind(own) != .missing { candidates.append(own) }
        if let pattern = Self.systemPattern(for: font), let match = FontFallback.bestMatch(pattern), match.index == 0 {
            candidates.append(match.path)
        }
        if let bundled = bundledDirectory {
            candidates.append(bundled + "/" + file)
            candidates += Self.bundledFiles.filter { $0 != file && $0 != "Icons.ttf" }.map { bundled + "/" + $0 }
        } else {
            log.once("font:bundled", "warning: Gliss's bundled fonts were not found (looked for \(BundledFonts.bundleName)/Fonts and GlissFonts/ beside the executable, and share/gliss/Fonts); text falls back to a system font")
        }
        candidates.append(Self.systemFallback)
        for path in candidates {
            if let f = self.file(path, index: 0) {
                resolved[file] = path
                return face(of: f, pixels: px, style: styled(path))
            }
        }
        resolved[file] = .some(nil)
        log.once("font:none", "warning: no font could be loaded (tried \(candidates.joined(separator: ", "))); drawing text placeholders")
        return nil
    }

    /// Largest font file opened (the biggest real fonts, CJK collections, are ~30 MB).
    static let maxFileBytes = 64 << 20

    /// The font file at `path` (face `index` of a collection), opened once; nil (with a
    /// one-time warning) when it is not a font FreeType can read.
    func file(_ path: String, index: Int32) -> FontFile? {
        let key = "\(index):" + path
        if let f = files[key] { return f }
        guard !isClosed, let library else { return nil }
        if let ahead = Self.takeOpenedAhead(key) {
            let f = FontFile(path: path, index: index, ftFace: ahead.ft, hbFace: ahead.hb)
            files[key] = f
            return f
        }
        switch Self.open(path, index: index, library: library) {
        case .success(let opened):
            let f = FontFile(path: path, index: index, ftFace: opened.ft, hbFace: opened.hb)
            files[key] = f
            return f
        case .failure(let why):
            log.once("font:" + path, "warning: cannot load font \(path): \(why.description); falling back to another font")
            return nil
        }
    }

    /// Why a font file did not open.
    struct OpenFailure: Error { let description: String }

    /// Opens face `index` of `path` with FreeType and HarfBuzz. Any thread: FreeType's face
    /// list is changed under `faceLock`.
    private static func open(_ path: String, index: Int32, library: FT_Library) -> Result<(ft: FT_Face, hb: OpaquePointer), OpenFailure> {
        // Only regular files of a sane size: a FIFO would block the first frame forever, a
        // device or a huge file would be read without end.
        if let why = ResourceFile.problem(path, maxBytes: maxFileBytes) { return .failure(OpenFailure(description: why)) }
        var ft: FT_Face?
        faceLock.lock()
        // File names are bytes (PathBytes): a folder named in Latin-1 must open as typed.
        let error = PathBytes.withCPath(path) { FT_New_Face(library, $0, FT_Long(index), &ft) }
        faceLock.unlock()
        guard error == 0, let ft else {
            return .failure(OpenFailure(description: "FreeType error \(error) (not a font file?)"))
        }
        func close() { faceLock.lock(); FT_Done_Face(ft); faceLock.unlock() }
        guard gliss_FT_IS_SCALABLE(ft) != 0 || ft.pointee.num_fixed_sizes > 0,
              let blob = PathBytes.withCPath(path, { hb_blob_create_from_file($0) }) else {
            close()
            return .failure(OpenFailure(description: "no usable glyphs"))
        }
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        guard let hbFace else { close(); return .failure(OpenFailure(description: "HarfBuzz could not read it")) }
        return .success((ft, hbFace))
    }

    /// Opening and closing faces of the one FreeType library: FreeType asks that they never
    /// overlap, and fallback faces are opened ahead on a background thread.
    static let faceLock = NSLock()
    /// Faces opened ahead (by "index:path"), until the first frame that needs one takes it.
    nonisolated(unsafe) private static var openedAhead: [String: (ft: FT_Face, hb: OpaquePointer)] = [:]

    /// Opens face `index` of `path` on the calling (background) thread, and has HarfBuzz make
    /// its shape plan for `sample` in `script`, for `file(_:index:)` to take: opening a CJK
    /// collection (~6.5 M instructions) and its first shape plan (~4 M) were most of the first
    /// frame to show Chinese after fontconfig moved to start. A face nothing asks for stays
    /// open (a few MB of tables).
    static func openAhead(_ path: String, index: Int32, sample: String, script: hb_script_t) {
        let key = "\(index):" + path
        faceLock.lock()
        let known = openedAhead[key] != nil
        faceLock.unlock()
        guard !known, let library = sharedLibrary, case .success(let opened) = open(path, index: index, library: library) else { return }
        if let font = hb_font_create(opened.hb), let buffer = hb_buffer_create() {
            hb_buffer_add_utf8(buffer, sample, -1, 0, -1)
            hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, script)
            hb_buffer_set_language(buffer, hb_language_get_default())
            hb_shape(font, buffer, nil, 0)
            hb_buffer_destroy(buffer)
            hb_font_destroy(font)
        }
        faceLock.lock()
        openedAhead[key] = opened
        faceLock.unlock()
    }

    /// Whether face `index` of `path` is open ahead, not yet taken (tests).
    static func isOpenAhead(_ path: String, index: Int32) -> Bool {
        faceLock.lock()
        defer { faceLock.unlock() }
        return openedAhead["\(index):" + path] != nil
    }

    /// The face opened ahead for `key`, handed over (nil when there is none).
    private static func takeOpenedAhead(_ key: String) -> (ft: FT_Face, hb: OpaquePointer)? {
        faceLock.lock()
        defer { faceLock.unlock() }
        return openedAhead.removeValue(forKey: key)
    }

    /// Closes every font (before the backend goes); later requests fall back to placeholder metrics.
    func close() {
        forgetFaces()
        faces.removeAll()
        files.removeAll()
        fallback.close()
        isClosed = true
    }

    var openCount: Int { faces.count }
}
