import GlissCore

/// The SDL backend behind Gliss's ``Backend`` seam: the run loop and the test harness use it
/// through the protocol only.
extension SDLBackend: Backend {
    /// The last rendered frame (see `readPixels`).
    public func pixels() -> RGBAImage? { capture() }

    /// Reads one pixel back, which waits for the GPU (see `finishFrame`).
    public func waitUntilDrawn() { finishFrame() }

    /// Live textures and image pixel bytes, as JSON members: what soak runs compare with RSS.
    public var cacheStatistics: String? {
        let pixels = imagePixelBytes
        return "\"textures\": \(textureCount), \"imageTextureBytes\": \(pixels.textures), \"decodedImageBytes\": \(pixels.decoded)"
    }
}
