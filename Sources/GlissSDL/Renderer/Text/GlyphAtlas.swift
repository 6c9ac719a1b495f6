import CSDL2

/// Glyphs packed into a few large textures for SDL's (accelerated) renderers, as they are first
/// drawn: drawing text copies rectangles out of these pages and creates no texture, except a new
/// page when the others are full. Pages fill shelf by shelf; when all `maxPages` are full the
/// oldest page is emptied and reused (its glyphs are packed again if they are drawn again).
/// Coverage glyphs are stored white with their coverage as alpha and tinted by colour mod;
/// colour glyphs are stored as they are.
final class GlyphAtlas {
    static let pageSize: Int32 = 1024
    static let maxPages = 4

    private final class Page {
        let texture: OpaquePointer
        var shelfY: Int32 = 0
        var shelfHeight: Int32 = 0
        var x: Int32 = 0
        var generation = 0
        init(texture: OpaquePointer) { self.texture = texture }
    }
    private struct Slot { let image: GlyphImage; let page: Int; let generation: Int; let rect: SDL_Rect }

    private var pages: [Page] = []
    private var slots: [ObjectIdentifier: Slot] = [:]
    private var current = 0

    var pageCount: Int { pages.count }

    /// Draws `glyph` with its top-left at (`x`, `y`), packing it first if needed; `newTexture`
    /// is called when a page texture is created.
    func draw(_ glyph: GlyphImage, x: Int32, y: Int32, color: (UInt8, UInt8, UInt8, UInt8),
              renderer: OpaquePointer, newTexture: () -> Void) {
        guard let slot = slot(for: glyph, renderer: renderer, newTexture: newTexture) else { return }
        let page = pages[slot.page]
        if glyph.mask != nil {
            SDL_SetTextureColorMod(page.texture, color.0, color.1, color.2)
        } else {
            SDL_SetTextureColorMod(page.texture, 255, 255, 255)
        }
        SDL_SetTextureAlphaMod(page.texture, color.3)
        var src = slot.rect
        var dst = SDL_Rect(x: x, y: y, w: slot.rect.w, h: slot.rect.h)
        SDL_RenderCopy(renderer, page.texture, &src, &dst)
    }

    private func slot(for glyph: GlyphImage, renderer: OpaquePointer, newTexture: () -> Void) -> Slot? {
        let id = ObjectIdentifier(glyph)
        if let s = slots[id], s.image === glyph, pages[s.page].generation == s.generation { return s }
        let w = glyph.width, h = glyph.height
        guard w > 0, h > 0, w + 1 <= Self.pageSize, h + 1 <= Self.pageSize else { return nil }
        guard let (pageIndex, origin) = place(w + 1, h + 1, renderer: renderer, newTexture: newTexture) else { return nil }
        let page = pages[pageIndex]
        // Upload the glyph's texels as ARGB8888.
        var texels = [UInt32](repeating: 0, count: Int(w * h))
        if let mask = glyph.mask {
            for i in 0..<texels.count { texels[i] = UInt32(mask.coverage[i]) << 24 | 0x00FF_FFFF }
        } else if let color = glyph.color {
            texels = color
        }
        var rect = SDL_Rect(x: origin.0, y: origin.1, w: w, h: h)
        _ = texels.withUnsafeBytes { SDL_UpdateTexture(page.texture, &rect, $0.baseAddress, w * 4) }
        let slot = Slot(image: glyph, page: pageIndex, generation: page.generation, rect: rect)
        slots[id] = slot
        return slot
    }

    /// A free `w`×`h` spot: on the current page's shelf, a new shelf, a new page, or the oldest
    /// page emptied.
    private func place(_ w: Int32, _ h: Int32, renderer: OpaquePointer, newTexture: () -> Void) -> (Int, (Int32, Int32))? {
        if pages.isEmpty, !addPage(renderer, newTexture) { return nil }
        for _ in 0..<2 {
            let p = pages[current]
            if p.x + w > Self.pageSize { p.shelfY += p.shelfHeight; p.shelfHeight = 0; p.x = 0 }
            if p.shelfY + h <= Self.pageSize {
                let at = (p.x, p.shelfY)
                p.x += w
                p.shelfHeight = max(p.shelfHeight, h)
                return (current, at)
            }
            // This page is full: a new one, or the next one emptied (the oldest, in turn).
            if pages.count < Self.maxPages, addPage(renderer, newTexture) { continue }
            current = (current + 1) % pages.count
            let next = pages[current]
            next.generation += 1
            next.x = 0; next.shelfY = 0; next.shelfHeight = 0
            slots = slots.filter { $0.value.page != current }
        }
        return nil
    }

    private func addPage(_ renderer: OpaquePointer, _ newTexture: () -> Void) -> Bool {
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                        Self.pageSize, Self.pageSize) else { return false }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        newTexture()
        pages.append(Page(texture: t))
        current = pages.count - 1
        return true
    }

    /// Destroys the pages (before the renderer goes).
    func removeAll() {
        for p in pages { SDL_DestroyTexture(p.texture) }
        pages.removeAll()
        slots.removeAll()
        current = 0
    }
}
