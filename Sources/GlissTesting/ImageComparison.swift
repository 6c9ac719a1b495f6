import GlissSDL

/// How close a screenshot must be to its reference.
///
/// The default is Gliss's golden-screenshot tolerance: images compared **downscaled 2×**
/// (each pixel the rounded mean of a 2×2 block, which keeps references small and smooths
/// anti-aliasing), a pixel matches when each of R, G, B is within **8**/255, and an image
/// matches when at most **0.1 %** of its pixels do not. Runs on one machine are bit-identical
/// (fixed step, software renderer); the tolerance absorbs what another SDL / FreeType /
/// libjpeg build rounds differently, while one frame of animation drift (a few hundred
/// pixels) still fails.
public struct SnapshotTolerance: Sendable, Equatable {
    /// Largest allowed difference of one channel, 0…255.
    public var channel: Int
    /// Fraction of pixels allowed to differ by more than `channel`.
    public var pixelFraction: Double
    /// Images are stored and compared downscaled by this factor (1: full size).
    public var downscale: Int

    /// A tolerance; the defaults are ``standard``.
    public init(channel: Int = 8, pixelFraction: Double = 0.001, downscale: Int = 2) {
        self.channel = channel; self.pixelFraction = pixelFraction; self.downscale = downscale
    }

    /// The golden-screenshot tolerance described above.
    public static let standard = SnapshotTolerance()
    /// Every pixel identical, full size.
    public static let exact = SnapshotTolerance(channel: 0, pixelFraction: 0, downscale: 1)
}

/// The result of comparing two images of the same size.
public struct ImageDifference: Sendable {
    /// Pixels whose R, G or B differs by more than the tolerance.
    public let count: Int
    /// The largest channel difference seen.
    public let maxDelta: Int
    /// Per pixel: differs.
    public let mask: [Bool]
}

extension RGBAImage {
    /// Compares with `other` (same size): pixels whose R, G or B differs by more than `tolerance`.
    public func difference(from other: RGBAImage, tolerance: Int) -> ImageDifference {
        precondition(width == other.width && height == other.height, "images of different sizes")
        var count = 0, maxDelta = 0
        var mask = [Bool](repeating: false, count: width * height)
        for p in 0..<(width * height) {
            var d = 0
            for c in 0..<3 { d = max(d, abs(Int(rgba[p * 4 + c]) - Int(other.rgba[p * 4 + c]))) }
            maxDelta = max(maxDelta, d)
            if d > tolerance { count += 1; mask[p] = true }
        }
        return ImageDifference(count: count, maxDelta: maxDelta, mask: mask)
    }

    /// Differing pixels in red over a faded copy of this image.
    public func diffImage(mask: [Bool]) -> RGBAImage {
        var out = rgba
        for p in 0..<(width * height) {
            if mask[p] {
                out[p * 4] = 255; out[p * 4 + 1] = 0; out[p * 4 + 2] = 0
            } else {
                for c in 0..<3 { out[p * 4 + c] = UInt8(191 + Int(rgba[p * 4 + c]) / 4) }
            }
            out[p * 4 + 3] = 255
        }
        return RGBAImage(width: width, height: height, rgba: out)
    }
}
