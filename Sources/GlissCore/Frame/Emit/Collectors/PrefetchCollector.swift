/// What emit asks the renderer to prepare ahead (``DrawList/prefetchedImages``,
/// ``DrawList/prefetchedTexts``): images and lines of text in a scroll view's prefetch band but
/// outside its clip, bounded per frame.
struct PrefetchCollector {
    var images: [ImagePrefetch] = []
    var texts: [TextPrefetch] = []

    /// Most images fetched ahead per frame (a grid's next rows, a carousel's next pages).
    static let imageLimit = 64
    /// Most lines of text prepared ahead per frame (a screenful of paragraphs).
    static let textLimit = 256

    var acceptsImages: Bool { images.count < Self.imageLimit }
    var acceptsTexts: Bool { texts.count < Self.textLimit }

    /// Asks for `image` ahead, unless this frame's are all asked for.
    mutating func add(_ image: ImagePrefetch) {
        if acceptsImages { images.append(image) }
    }

    /// Asks for a line of text ahead, unless this frame's are all asked for.
    mutating func add(_ text: TextPrefetch) {
        if acceptsTexts { texts.append(text) }
    }
}
