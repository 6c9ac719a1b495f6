/// Coverage masks for drawing straight into the framebuffer: text lines and the disks whose
/// quadrants are rounded corners. The direct path's counterpart of the text and shape textures.
final class MaskCaches {
    /// Text lines (nil: the line could not be rendered; remembered so it is not retried per frame).
    let text: LRUCache<TextKey, CoverageMask?>
    /// Disks by radius in pixels (bounded like the shape textures).
    let disks: LRUCache<Int32, CoverageMask>
    /// Bytes `text` may hold (its count limit follows the working set); text textures on the
    /// SDL path share the bound.
    static let textByteBudget = 64 << 20
    /// Text lines drawn in the frame being drawn and in the one before (both paths count).
    private(set) var textLinesThisFrame = 0
    private(set) var textLinesLastFrame = 0

    init(limit: Int) {
        text = LRUCache(limit: limit, costBudget: Self.textByteBudget, cost: { $0?.byteCount ?? 0 })
        disks = LRUCache(limit: limit)
    }

    var count: Int { text.count + disks.count }

    func beginFrame(textLimit: Int) {
        textLinesLastFrame = textLinesThisFrame
        textLinesThisFrame = 0
        text.limit = textLimit
    }

    /// Counts one text line drawn this frame.
    func noteTextLine() { textLinesThisFrame += 1 }

    /// The cached mask for `key`, or else `make()`'s, remembered (a nil too).
    func textMask(_ key: TextKey, make: () -> CoverageMask?) -> CoverageMask? {
        if let hit = text.get(key) { return hit }
        let mask = make()
        text.set(key, mask)
        return mask
    }

    func removeAll() {
        text.removeAll()
        disks.removeAll()
    }
}
