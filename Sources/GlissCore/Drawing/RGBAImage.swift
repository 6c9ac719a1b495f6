import Foundation

/// An RGBA8 image in memory (rows top to bottom): what a backend's frame reads back as
/// (`Backend.pixels()`), what recordings encode and screenshot tests compare.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// RGBA8, rows top to bottom.
    public var rgba: [UInt8]

    /// An image of `width`×`height` pixels from `rgba` (4 bytes a pixel, rows top to bottom).
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }
}

extension RGBAImage {
    /// This image at `width`×`height`: each output pixel is the mean of the source area it
    /// covers (no aliasing when shrinking, e.g. README-sized recordings; the nearest pixel when
    /// growing).
    public func resampled(width w: Int, height h: Int) -> RGBAImage {
        averaged(width: w, height: h, step: (Double(width) / Double(w), Double(height) / Double(h)))
    }

    /// Each output pixel is the rounded mean of a `k`×`k` block (edges dropped when not
    /// divisible): how snapshots are stored and compared.
    public func downscaled(by k: Int) -> RGBAImage {
        k > 1 ? averaged(width: width / k, height: height / k, step: (Double(k), Double(k))) : self
    }

    /// Area averaging: output pixel (x, y) covers source [x·sx, (x+1)·sx) × [y·sy, (y+1)·sy).
    private func averaged(width w: Int, height h: Int, step: (Double, Double)) -> RGBAImage {
        var out = [UInt8](repeating: 255, count: w * h * 4)
        let (sx, sy) = step
        for y in 0..<h {
            let fy0 = Double(y) * sy, fy1 = fy0 + sy
            for x in 0..<w {
                let fx0 = Double(x) * sx, fx1 = fx0 + sx
                var acc = (0.0, 0.0, 0.0), weight = 0.0
                var yy = Int(fy0)
                while Double(yy) < fy1 && yy < height {
                    let wy = min(fy1, Double(yy + 1)) - max(fy0, Double(yy))
                    var xx = Int(fx0)
                    while Double(xx) < fx1 && xx < width {
                        let wgt = (min(fx1, Double(xx + 1)) - max(fx0, Double(xx))) * wy
                        let i = (yy * width + xx) * 4
                        acc.0 += Double(rgba[i]) * wgt; acc.1 += Double(rgba[i + 1]) * wgt; acc.2 += Double(rgba[i + 2]) * wgt
                        weight += wgt
                        xx += 1
                    }
                    yy += 1
                }
                let o = (y * w + x) * 4
                if weight > 0 {
                    out[o] = UInt8((acc.0 / weight).rounded()); out[o + 1] = UInt8((acc.1 / weight).rounded())
                    out[o + 2] = UInt8((acc.2 / weight).rounded())
                }
            }
        }
        return RGBAImage(width: w, height: h, rgba: out)
    }
}
