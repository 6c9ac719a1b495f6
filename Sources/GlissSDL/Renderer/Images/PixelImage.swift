/// An image the worker prepared at its drawn size, kept as plain pixels on the software
/// renderer: drawing it reads them straight into the framebuffer, so taking it in costs
/// nothing. As a texture it cost 0.8–1.6 ms of the frame that took it in (the carousel's
/// photos, 0.5–1 M pixels): SDL zeroes a new texture's memory, faulting every page in, and the
/// pixels are copied into it.
final class PixelImage {
    let width: Int32
    let height: Int32
    /// ARGB8888, `width` a row.
    let pixels: [UInt32]
    /// Every pixel is opaque except, possibly, `opaqueExceptCorners`-sized rounded corners.
    let opaque: Bool
    let opaqueExceptCorners: Int32

    init(width: Int32, height: Int32, pixels: [UInt32], opaque: Bool, opaqueExceptCorners: Int32) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.opaque = opaque
        self.opaqueExceptCorners = opaqueExceptCorners
    }

    /// Bytes of pixels it holds (what the cache's byte budget counts).
    var pixelBytes: Int { pixels.count * 4 }
}
