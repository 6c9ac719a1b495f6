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

    /// Writes a PNG (IMG_SavePNG) through a temporary file and a rename, so `path` is whole or absent.
    public func writePNG(to path: String) throws {
        var pixels = rgba
        let tmp = path + ".tmp-\(getpid())"
        var failure: String?
        pixels.withUnsafeMutableBytes { buf in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                buf.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                failure = sdlError()
                return
            }
            defer { SDL_FreeSurface(surface) }
            if IMG_SavePNG(surface, tmp) != 0 { failure = sdlError() }
        }
        if failure == nil && rename(tmp, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(tmp)
            throw BackendError.screenshot("cannot write \(path): \(failure)")
        }
    }

    /// The PNG file's bytes.
    public func pngData() throws -> Data {
        let path = NSTemporaryDirectory() + "gliss-png-\(getpid())-\(UUID().uuidString).png"
        defer { unlink(path) }
        try writePNG(to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}

extension SDLBackend {
    /// The last rendered frame as an image (see `readPixels`).
    public func capture() -> RGBAImage {
        let f = readPixels()
        return RGBAImage(width: f.width, height: f.height, rgba: f.rgba)
    }
}
