import CSDL2
import GlissCore

/// The SDL backend behind Gliss's ``Backend`` seam: the run loop and the test harness use it
/// through the protocol only.
extension SDLBackend: Backend {
    /// The last rendered frame (see `readPixels`).
    public func pixels() -> RGBAImage? { capture() }

    /// Pushes an event of Gliss's own type, which ends `SDL_WaitEventTimeout` (SDL's event
    /// queue is thread-safe; X11 wakes its wait with a client message). Translation drops it.
    public func wake() {
        var event = SDL_Event()
        event.type = Self.wakeEventType
        _ = SDL_PushEvent(&event)
    }

    /// An event type of Gliss's own for ``wake()`` (registered once per process).
    static let wakeEventType: UInt32 = {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? SDL_USEREVENT.rawValue : type
    }()

    /// Reads one pixel back, which waits for the GPU (see `finishFrame`).
    public func waitUntilDrawn() { finishFrame() }

    /// Live textures and image pixel bytes, as JSON members: what soak runs compare with RSS.
    public var cacheStatistics: String? {
        let pixels = imagePixelBytes
        return "\"textures\": \(textureCount), \"imageTextureBytes\": \(pixels.textures), \"decodedImageBytes\": \(pixels.decoded)"
    }
}
