/// Coverage masks for drawing straight into the framebuffer: the disks whose quadrants are
/// rounded corners (glyphs are in `GlyphCache`).
final class MaskCaches {
    /// Disks by radius in pixels (bounded like the shape textures).
    let disks: LRUCache<Int32, CoverageMask>
    init(limit: Int) {
        disks = LRUCache(limit: limit)
    }

    var count: Int { disks.count }

    func removeAll() {
        disks.removeAll()
    }
}
