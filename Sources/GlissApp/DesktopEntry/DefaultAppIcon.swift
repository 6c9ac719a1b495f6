import GlissCore
import GlissSDL

/// The icon an app's desktop entry gets when the app names none (``App/iconPath``): a 64×64
/// PNG drawn here, a blue rounded square with a white ring, so no image file has to ship with
/// Gliss. Encoded as screenshots are (`RGBAImage.pngBytes`, libpng through SDL_image).
public enum DefaultAppIcon {
    /// The icon's width and height in pixels.
    public static let size = 64

    /// The PNG file's bytes.
    /// (Empty if libpng failed, which the installer reports as an icon that is not a PNG.)
    public static var png: [UInt8] { (try? RGBAImage(width: size, height: size, rgba: pixels).pngBytes()) ?? [] }

    /// The icon's RGBA pixels, rows top to bottom.
    static var pixels: [UInt8] {
        var px = [UInt8](repeating: 0, count: size * size * 4)
        let n = Double(size), r = 12.0, c = n / 2
        for y in 0..<size {
            for x in 0..<size {
                let fx = Double(x) + 0.5, fy = Double(y) + 0.5
                // Coverage of the rounded square (2 px margin), antialiased over one pixel.
                let qx = max(abs(fx - c) - (c - 2 - r), 0), qy = max(abs(fy - c) - (c - 2 - r), 0)
                let outside = (qx * qx + qy * qy).squareRoot() - r
                let alpha = min(max(0.5 - outside, 0), 1)
                // Top to bottom, a lighter to darker blue.
                let t = fy / n
                var rgb = (0.25 - 0.1 * t, 0.55 - 0.15 * t, 0.95 - 0.15 * t)
                // A white ring, 8 px wide, radius 18.
                let d = ((fx - c) * (fx - c) + (fy - c) * (fy - c)).squareRoot()
                let ring = min(max(4.5 - abs(d - 18), 0), 1)
                rgb = (rgb.0 + (1 - rgb.0) * ring, rgb.1 + (1 - rgb.1) * ring, rgb.2 + (1 - rgb.2) * ring)
                let i = (y * size + x) * 4
                px[i] = UInt8(rgb.0 * 255); px[i + 1] = UInt8(rgb.1 * 255); px[i + 2] = UInt8(rgb.2 * 255)
                px[i + 3] = UInt8(alpha * 255)
            }
        }
        return px
    }
}
