import CText

/// One rasterised glyph: an 8-bit coverage mask drawn in the text's colour, or (colour emoji)
/// straight-alpha ARGB texels drawn as they are. `left`/`top` place its top-left relative to
/// the pen position on the baseline, as FreeType's `bitmap_left`/`bitmap_top` do.
final class GlyphImage {
    let mask: CoverageMask?
    let color: [UInt32]?
    let width: Int32
    let height: Int32
    let left: Int32
    let top: Int32
    /// The frame it was last drawn in (`GlyphCache` evicts by age).
    var lastUsed = 0

    init(mask: CoverageMask?, color: [UInt32]?, width: Int32, height: Int32, left: Int32, top: Int32) {
        self.mask = mask; self.color = color; self.width = width; self.height = height; self.left = left; self.top = top
    }

    var byteCount: Int { 48 + (mask?.byteCount ?? 0) + (color?.count ?? 0) * 4 }
    var isEmpty: Bool { width <= 0 || height <= 0 }
}

/// Glyphs rasterised by FreeType as they are first drawn, kept per face by glyph and sub-pixel
/// step: drawing a label blits cached glyphs, so a label never seen before costs only the
/// glyphs never seen before. Horizontal positions keep a quarter-pixel step (four rasters at
/// most per glyph), so spacing follows HarfBuzz's fractional advances instead of whole pixels.
///
/// A lookup is an array index on the face (no hashing, no list to reorder: a 4K grid looks up
/// ~13,000 glyphs a frame). Each image carries the frame it was last drawn in; when the cache
/// passes its byte budget, images not drawn in this frame or the last are dropped (eviction by
/// age), so what is on screen always stays.
final class GlyphCache {
    /// One face's images: a dense table for fonts of up to `denseGlyphLimit` glyphs (Latin
    /// fonts), a dictionary for the large ones (CJK, emoji).
    final class FaceGlyphs {
        @exclusivity(unchecked) var dense: [GlyphImage?]
        @exclusivity(unchecked) var sparse: [Int: GlyphImage] = [:]
        /// Bytes of its images.
        @exclusivity(unchecked) var bytes = 0
        init(glyphCount: Int) {
            dense = glyphCount <= GlyphCache.denseGlyphLimit ? Array(repeating: nil, count: glyphCount * GlyphCache.phases) : []
        }
    }

    /// Sub-pixel steps per pixel.
    static let phases = 4
    static let denseGlyphLimit = 16_384
    /// Bytes the cache may hold (a 4K screen of CJK text is a few MB).
    static let byteBudget = 32 << 20

    /// Every face's table, held weakly: a face the font library let go (an animated font size
    /// makes one per pixel size) takes its glyphs with it.
    private struct Table { weak var glyphs: FaceGlyphs? }
    @exclusivity(unchecked) private var tables: [Table] = []
    @exclusivity(unchecked) private var frame = 0
    @exclusivity(unchecked) private(set) var bytes = 0
    /// Glyphs rasterised so far (a steady scroll over seen glyphs adds none).
    @exclusivity(unchecked) private(set) var rasterised = 0
    /// Images dropped by age to stay within the budget.
    @exclusivity(unchecked) private(set) var evicted = 0
    /// The budget (tests lower it).
    var budget = GlyphCache.byteBudget

    /// Images held.
    var count: Int {
        tables.compactMap(\.glyphs).reduce(0) { $0 + $1.dense.lazy.filter { $0 != nil }.count + $1.sparse.count }
    }

    /// Faces whose glyphs are held (tests: faces let go take their glyphs along).
    var liveTables: Int { tables.lazy.filter { $0.glyphs != nil }.count }

    /// Starts a frame: images drawn from now on are this frame's.
    func beginFrame() { frame &+= 1 }

    /// The glyph's raster, made on first use.
    @inline(__always)
    func image(_ face: FontLibrary.Face, _ glyph: UInt32, phase: Int) -> GlyphImage {
        let t = face.glyphImages ?? register(face)
        let slot = Int(glyph) &* Self.phases &+ phase
        if slot < t.dense.count {
            if let hit = t.dense[slot] { hit.lastUsed = frame; return hit }
        } else if let hit = t.sparse[slot] {
            hit.lastUsed = frame
            return hit
        }
        return insert(face, t, glyph, phase, slot)
    }

    private func register(_ face: FontLibrary.Face) -> FaceGlyphs {
        let t = FaceGlyphs(glyphCount: Int(face.file.ftFace.pointee.num_glyphs))
        face.glyphImages = t
        tables.append(Table(glyphs: t))
        return t
    }

    @inline(never)
    private func insert(_ face: FontLibrary.Face, _ t: FaceGlyphs, _ glyph: UInt32, _ phase: Int, _ slot: Int) -> GlyphImage {
        let image = Self.rasterise(face, glyph, phase: phase)
        image.lastUsed = frame
        rasterised += 1
        if bytes + image.byteCount > budget { sweep() }
        bytes += image.byteCount
        t.bytes += image.byteCount
        if slot < t.dense.count { t.dense[slot] = image } else { t.sparse[slot] = image }
        return image
    }

    /// Drops the tables of faces that are gone and the images not drawn in this frame or the
    /// last, and counts the bytes again.
    private func sweep() {
        tables.removeAll { $0.glyphs == nil }
        let keep = frame &- 1
        func old(_ i: GlyphImage) -> Bool { i.lastUsed < keep }
        bytes = 0
        for t in tables.compactMap(\.glyphs) {
            for k in t.dense.indices {
                if let i = t.dense[k], old(i) { t.bytes -= i.byteCount; evicted += 1; t.dense[k] = nil }
            }
            for (k, i) in t.sparse where old(i) { t.bytes -= i.byteCount; evicted += 1; t.sparse[k] = nil }
            bytes += t.bytes
        }
    }

    func removeAll() {
        for t in tables.compactMap(\.glyphs) {
            for k in t.dense.indices { t.dense[k] = nil }
            t.sparse.removeAll()
            t.bytes = 0
        }
        bytes = 0
    }

    private static let empty = GlyphImage(mask: nil, color: nil, width: 0, height: 0, left: 0, top: 0)

    static func rasterise(_ face: FontLibrary.Face, _ glyph: UInt32, phase: Int) -> GlyphImage {
        let file = face.file
        file.setPixels(face.pixels)
        let ft = file.ftFace
        let colorLoad: Int32 = 1 << 20   // FT_LOAD_COLOR
        let flags = file.isColorBitmap ? colorLoad : gliss_FT_LOAD_TARGET_LIGHT()
        guard FT_Load_Glyph(ft, glyph, flags) == 0, let slot = ft.pointee.glyph else { return empty }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            if face.emboldened { FT_GlyphSlot_Embolden(slot) }
            if face.oblique { FT_GlyphSlot_Oblique(slot) }
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 64 / phases), 0)
        }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_LIGHT) == 0 else { return empty }
        }
        let bm = slot.pointee.bitmap
        let w = Int(bm.width), h = Int(bm.rows), pitch = Int(bm.pitch)
        guard w > 0, h > 0, let buffer = bm.buffer else { return empty }
        switch Int32(bm.pixel_mode) {
        case Int32(FT_PIXEL_MODE_GRAY.rawValue):
            var cov = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w { cov[y * w + x] = buffer[y * pitch + x] } }
            return GlyphImage(mask: CoverageMask(width: Int32(w), height: Int32(h), coverage: cov), color: nil,
                              width: Int32(w), height: Int32(h), left: slot.pointee.bitmap_left, top: slot.pointee.bitmap_top)
        case Int32(FT_PIXEL_MODE_BGRA.rawValue):
            // A colour strike at its own size: scaled to the face's size by area averaging.
            let strike = file.strikePixels
            let f = strike > 0 ? Double(face.pixels) / strike : 1
            return scaledColor(buffer, w, h, pitch, factor: f,
                               left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top))
        case Int32(FT_PIXEL_MODE_MONO.rawValue):
            var cov = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h { for x in 0..<w where buffer[y * pitch + x / 8] & (0x80 >> UInt8(x % 8)) != 0 { cov[y * w + x] = 255 } }
            return GlyphImage(mask: CoverageMask(width: Int32(w), height: Int32(h), coverage: cov), color: nil,
                              width: Int32(w), height: Int32(h), left: slot.pointee.bitmap_left, top: slot.pointee.bitmap_top)
        default:
            return empty
        }
    }

    /// Premultiplied BGRA texels averaged over each output pixel's footprint (`factor` < 1
    /// shrinks), returned as straight-alpha ARGB.
    private static func scaledColor(_ src: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int, _ pitch: Int,
                                    factor: Double, left: Double, top: Double) -> GlyphImage {
        let ow = max(1, Int((Double(w) * factor).rounded())), oh = max(1, Int((Double(h) * factor).rounded()))
        var out = [UInt32](repeating: 0, count: ow * oh)
        let sx = Double(w) / Double(ow), sy = Double(h) / Double(oh)
        for oy in 0..<oh {
            let y0 = Double(oy) * sy, y1 = y0 + sy
            for ox in 0..<ow {
                let x0 = Double(ox) * sx, x1 = x0 + sx
                var b = 0.0, g = 0.0, r = 0.0, a = 0.0, area = 0.0
                var y = Int(y0)
                while Double(y) < y1 && y < h {
                    let wy = min(y1, Double(y + 1)) - max(y0, Double(y))
                    var x = Int(x0)
                    while Double(x) < x1 && x < w {
                        let wx = min(x1, Double(x + 1)) - max(x0, Double(x))
                        let k = wx * wy
                        let p = src + y * pitch + x * 4
                        b += Double(p[0]) * k; g += Double(p[1]) * k; r += Double(p[2]) * k; a += Double(p[3]) * k
                        area += k
                        x += 1
                    }
                    y += 1
                }
                guard area > 0, a > 0 else { continue }
                let alpha = a / area
                // Un-premultiply: the framebuffer and SDL blend straight alpha.
                func channel(_ c: Double) -> UInt32 { UInt32(min(255, (c / a * 255).rounded())) }
                out[oy * ow + ox] = UInt32(min(255, alpha.rounded())) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
            }
        }
        return GlyphImage(mask: nil, color: out, width: Int32(ow), height: Int32(oh),
                          left: Int32((left * factor).rounded()), top: Int32((top * factor).rounded()))
    }
}
