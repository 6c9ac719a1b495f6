/// Coverage masks for drawing straight into the framebuffer: the disks whose quadrants are
/// rounded corners (glyphs are in `GlyphCache`). It also counts the text lines drawn per frame.
final class MaskCaches {
    /// Disks by radius in pixels (bounded like the shape textures).
    let disks: LRUCache<Int32, CoverageMask>
    /// Text lines drawn in the frame being drawn and in the one before.
    private(set) var textLinesThisFrame = 0
    private(set) var textLinesLastFrame = 0

    init(limit: Int) {
        disks = LRUCache(limit: limit)
    }

    var count: Int { disks.count }

    func beginFrame() {
        textLinesLastFrame = textLinesThisFrame
        textLinesThisFrame = 0
    }

    /// Counts one text line drawn this frame.
    func noteTextLine() { textLinesThisFrame += 1 }

    func removeAll() {
        disks.removeAll()
    }
}
