import CSDL2
#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// PNG encoding into memory, so a screenshot reaches the disk through ``SafeWrite`` (every
/// write checked, fsync, rename). `IMG_SavePNG` straight to a file ignores the result of
/// closing it: on a full disk it reported success for a truncated PNG.
enum PNGEncoding {
    /// The PNG of `width × height` RGBA8 pixels (rows top to bottom), or the reason it failed.
    static func encode(width: Int, height: Int, rgba: inout [UInt8]) -> Result<[UInt8], WriteFailure> {
        guard width > 0, height > 0, rgba.count >= width * height * 4 else { return .failure(WriteFailure("no frame to write")) }
        // Deflate never grows data by more than ~0.1 % (+ a few bytes per block), and PNG adds
        // a filter byte per row and small chunks: a buffer this size always holds the file.
        let raw = (width * 4 + 1) * height
        let capacity = raw + raw / 64 + 65_536
        var out = [UInt8](repeating: 0, count: capacity)
        var failure: String?
        var used = 0
        rgba.withUnsafeMutableBytes { px in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                px.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue) else {
                failure = sdlError()
                return
            }
            defer { SDL_FreeSurface(surface) }
            out.withUnsafeMutableBytes { buf in
                guard let rw = SDL_RWFromMem(buf.baseAddress, Int32(buf.count)) else {
                    failure = sdlError()
                    return
                }
                if IMG_SavePNG_RW(surface, rw, 0) != 0 { failure = sdlError() }
                used = Int(SDL_RWtell(rw))
                SDL_RWclose(rw)
            }
        }
        if let failure { return .failure(WriteFailure(failure)) }
        // A full buffer means the encoder ran out of room (its writes are not all checked).
        guard used > 8, used < capacity else { return .failure(WriteFailure("the PNG encoder failed")) }
        out.removeSubrange(used...)
        return .success(out)
    }
}
