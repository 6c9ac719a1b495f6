import CSDL2
import Foundation

/// An RGBA8 image in memory (rows top to bottom), read from and written to PNG with SDL_image.
/// What screenshot tests compare.
public struct RGBAImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// RGBA8, rows top to bottom.
    public var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// Loads a PNG with SDL_image (IMG_Load), converted to RGBA8. Nil when missing or unreadable.
    public init?(png path: String) {
        guard FileManager.default.fileExists(atPath: path), let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let s = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(s) }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        SDL_LockSurface(s)
        let src = s.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        out.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                memcpy(dst.baseAddress! + y * w * 4, src + y * pitch, w * 4)
            }
        }
        SDL_UnlockSurface(s)
        self.init(width: w, height: h, rgba: out)
    }

    /// The image encoded as PNG.
    public func pngBytes() throws -> [UInt8] {
        var pixels = rgba
        return try PNGEncoding.encode(width: width, height: height, rgba: &pixels).get()
    }

    /// Writes a PNG whole or not at all (encoded in memory, temp file, fsync, rename; see `SafeWrite`).
    public func writePNG(to path: String) throws {
        do {
            try SafeWrite.write(try pngBytes(), to: path)
        } catch {
            throw BackendError.screenshot("cannot write \(path): \(error)")
        }
    }

    /// The PNG file's bytes.
    public func pngData() throws -> Data { Data(try pngBytes()) }
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

extension SDLBackend {
    /// The last rendered frame as an image (see `readPixels`).
    public func capture() -> RGBAImage {
        let f = readPixels()
        return RGBAImage(width: f.width, height: f.height, rgba: f.rgba)
    }
}
