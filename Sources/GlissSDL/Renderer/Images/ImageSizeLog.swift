import GlissCore

/// An image as drawn, whatever its size (to notice it changing size between frames).
struct ImageIdentity: Hashable {
    let path: String
    let mode: ContentMode
}

struct PixelSize: Hashable {
    let width: Int32
    let height: Int32
}

/// The pixel size each image was drawn at in this and the previous frame, and the key of the
/// texture last prepared for it.
final class ImageSizeLog {
    var current: [ImageIdentity: PixelSize] = [:]
    var previous: [ImageIdentity: PixelSize] = [:]
    var lastPrepared: [ImageIdentity: ImageKey] = [:]

    /// Called as a frame starts drawing.
    func beginFrame() {
        swap(&current, &previous)
        current.removeAll(keepingCapacity: true)
        // Forget images not drawn for a frame (bounded by what is on screen).
        if lastPrepared.count > 4 * max(16, previous.count) {
            lastPrepared = lastPrepared.filter { previous[$0.key] != nil }
        }
    }
}
