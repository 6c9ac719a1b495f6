import CSDL2
import Foundation
import GlissCore
import GlissIO

/// PNG files of an ``RGBAImage``, read and written with SDL_image.
extension RGBAImage {
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

extension SDLBackend {
    /// The last rendered frame as an image (see `readPixels`).
    public func capture() -> RGBAImage {
        let f = readPixels()
        return RGBAImage(width: f.width, height: f.height, rgba: f.rgba)
    }
}

extension Backend {
    /// Writes the last frame as PNG, whole or not at all (``SafeWrite``: encoded in memory,
    /// written to a temporary sibling, fsync'd and renamed; a symlink is followed, a FIFO or
    /// device written in place). Throws `.screenshot` naming `path` on failure.
    public func saveScreenshot(to path: String) throws {
        do {
            try SafeWrite.write(try screenshotPixels().pngBytes(), to: path)
        } catch {
            throw BackendError.screenshot("cannot write screenshot to \(path): \(error)")
        }
    }

    private func screenshotPixels() throws -> RGBAImage {
        guard let image = pixels() else { throw BackendError.screenshot("the \(rendererName) backend draws no pixels") }
        return image
    }
}
