import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// The renderer's caches: LRU budgets, bounded textures, image pixel bytes.
final class CacheTests: SDLTestCase {
    /// The caches' byte budgets: least recently used entries leave while the summed cost is
    /// over budget (the newest stays even alone over it), and the total follows replacements,
    /// evictions and `removeAll`.
    func testLRUCacheKeepsItsCostUnderTheBudget() {
        var evicted: [String] = []
        let cache = LRUCache<String, Int>(limit: 10, costBudget: 100, cost: { $0 }) { evicted.append("\($0)") }
        cache.set("a", 40)
        cache.set("b", 40)
        _ = cache.get("a")                  // b is now the least recently used
        cache.set("c", 30)
        XCTAssertEqual(evicted, ["40"])
        XCTAssertNil(cache.get("b"))
        XCTAssertEqual(cache.totalCost, 70)
        cache.set("c", 50)                  // a replacement is counted at its new cost
        XCTAssertEqual(cache.totalCost, 90)
        cache.set("huge", 500)
        XCTAssertEqual(cache.count, 1, "alone over budget, the newest entry stays")
        XCTAssertEqual(cache.totalCost, 500)
        cache.removeAll()
        XCTAssertEqual(cache.totalCost, 0)
    }

    func testTextureCacheStaysBounded() throws {
        let limit = 8
        let b = try makeBackend(limit: limit)
        var l = list([])
        for i in 0..<(2 * limit) {
            l.append(.text("label \(i)", font: .caption, color: .black, origin: Point(2, Double(i) * 8)))
        }
        b.render(l)
        XCTAssertEqual(b.textureCount, 0, "text is blitted from glyph rasters: no texture per line")
        let glyphs = b.cachedGlyphs
        XCTAssertGreaterThan(glyphs, 5)
        for round in 0..<3 {
            var more = list([])
            for i in 0..<(2 * limit) {
                more.append(.text("r\(round) \(i)", font: .caption, color: .black, origin: Point(2, Double(i) * 8)))
                more.append(.fillRoundedRect(rect: Rect(100, Double(i) * 8, 50, 7), radius: Double(i % 4) + 1, color: .blue))
            }
            b.render(more)
            XCTAssertLessThanOrEqual(b.textureCount, 2 * limit, "each cache is bounded")
            XCTAssertLessThanOrEqual(b.shapeCache.count, limit)
            XCTAssertLessThanOrEqual(b.masks.disks.count, limit)
        }
        // Strings come back drawn from the glyphs already rasterised.
        let rasterised = b.glyphsRasterised
        b.render(l)
        XCTAssertEqual(b.glyphsRasterised, rasterised, "labels drawn before rasterise nothing again")
    }

    /// Soak runs read `imagePixelBytes` to tell a filling cache from lost memory: it must equal
    /// what the image cache holds, through insertions and evictions.
    func testImagePixelBytesMatchTheImageCacheThroughEvictions() throws {
        let root = makeResourceRoot()
        writeBMP(root + "/photo.bmp", width: 120, height: 80, left: 0xFF0000, right: 0x00FF00)
        let limit = 3
        let b = try makeBackend(root: root, size: Size(320, 200), limit: limit)
        func held() -> Int { b.imageCache.values.reduce(0) { $0 + Int($1.width) * Int($1.height) * 4 } }
        XCTAssertEqual(b.imagePixelBytes.textures, 0)
        for side in stride(from: 20, through: 90, by: 10) {   // 8 sizes through a cache of 3
            // Two frames at each size: a size change alone stretches the last prepared texture.
            for _ in 0..<2 {
                b.render(list([.image(name: "photo.bmp", rect: Rect(10, 10, Double(side), Double(side)),
                                      mode: .fill, radius: 4, opacity: 1)]))
            }
            XCTAssertEqual(b.imagePixelBytes.textures, held(), "after drawing at \(side)")
            XCTAssertLessThanOrEqual(b.imageCache.count, limit)
        }
        XCTAssertEqual(b.imagePixelBytes.textures, 90 * 90 * 4 + 80 * 80 * 4 + 70 * 70 * 4)
        // The decoded source and the half-size levels the 20- and 30-point frames were made from.
        XCTAssertEqual(b.imagePixelBytes.decoded, (120 * 80 + 60 * 40 + 30 * 20) * 4)
        // Large pixel buffers are kept out of the malloc heap (see PixelMemory) unless the
        // environment already chose a threshold.
        if getenv("MALLOC_MMAP_THRESHOLD_") == nil { XCTAssertTrue(PixelMemory.configured) }
    }
}
