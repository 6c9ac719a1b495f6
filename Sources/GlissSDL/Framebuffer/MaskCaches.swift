/// Coverage masks for drawing straight into the framebuffer: text lines and the disks whose
/// quadrants are rounded corners. The direct path's counterpart of the text and shape textures.
final class MaskCaches {
    /// Text lines (nil: the line could not be rendered; remembered so it is not retried per frame).
    let text: LRUCache<TextKey, CoverageMask?>
    /// Disks by radius in pixels (bounded like the shape textures).
    let disks: LRUCache<Int32, CoverageMask>
    /// Bytes held by `text`, kept under `textByteBudget` (its count limit follows the working set).
    private let textBytes = ByteCount()
    let textByteBudget = 64 << 20
    /// Text lines drawn in the frame being drawn and in the one before (both paths count).
    private(set) var textLinesThisFrame = 0
    private(set) var textLinesLastFrame = 0

    init(limit: Int) {
        let bytes = textBytes
        text = LRUCache(limit: limit) { bytes.value -= $0?.byteCount ?? 0 }
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

    /// The cached mask for `key`, or `make()`'s, remembered; `created` is called when it was made.
    func textMask(_ key: TextKey, make: () -> CoverageMask?) -> CoverageMask? {
        if let hit = text.get(key) { return hit }
        let mask = make()
        textBytes.value += mask?.byteCount ?? 0
        text.set(key, mask)
        while textBytes.value > textByteBudget, text.count > 1, text.evictLeastRecentlyUsed() {}
        return mask
    }

    func removeAll() {
        text.removeAll()
        disks.removeAll()
    }
}
