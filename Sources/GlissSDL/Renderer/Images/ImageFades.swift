import GlissCore

/// Images a frame showed as a loading placeholder fade in when their pixels arrive, as an
/// `AsyncImage` with a transaction animation does: over ``frames`` frames the image's share
/// of its opacity grows from 0 to 1 and the placeholder's shrinks. An image that was ready
/// the first time it was drawn (decoded in time, or fetched ahead) shows at once.
final class ImageFades {
    /// 0.2 s at 60 Hz.
    static let frames = 12
    /// How long a loading image is remembered without being drawn (then it shows at once).
    static let memory = 60
    /// The loading placeholder: a light grey (SwiftUI's fill behind an image still loading).
    static let placeholderColor = Color(red: 0.92, green: 0.92, blue: 0.94)

    /// Images drawn loading, with the frame they last were.
    private var loading: [ImageIdentity: Int] = [:]
    /// Images fading in, with the frame they started.
    private var started: [ImageIdentity: Int] = [:]

    /// True while an image fades in: the run loop keeps drawing frames.
    var isFading: Bool { !started.isEmpty }

    /// `identity` was drawn as the loading placeholder in `frame`.
    func loading(_ identity: ImageIdentity, frame: Int) { loading[identity] = frame }

    /// The image's share of its opacity in `frame` (nil: all of it).
    func fraction(_ identity: ImageIdentity, frame: Int) -> Double? {
        if let seen = loading.removeValue(forKey: identity), frame - seen <= Self.memory { started[identity] = frame }
        guard let s = started[identity] else { return nil }
        let f = Double(frame - s + 1) / Double(Self.frames + 1)
        if f >= 1 {
            started[identity] = nil
            return nil
        }
        return f
    }

    /// Forgets fades that ended without the image being drawn again, and old loading marks.
    func beginFrame(_ frame: Int) {
        if !started.isEmpty { started = started.filter { frame - $0.value < Self.frames } }
        if loading.count > 256 { loading = loading.filter { frame - $0.value <= Self.memory } }
    }
}
