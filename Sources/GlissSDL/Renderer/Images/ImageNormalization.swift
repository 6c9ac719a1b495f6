import CSDL2

/// Turning a decoded surface into level 0, and halving surfaces into the next level.
extension ImageSource {
    /// `s` (any format) halved into a new ARGB8888 surface, converted a band of rows at a
    /// time, so only a band is ever held twice. A 2:1 reduction of even-height bands gives
    /// what halving the whole picture does (each pixel is the mean of its 2×2 block); an odd
    /// last row or column is left out.
    static func halveToARGB(_ s: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        let w = Int(s.pointee.w) & ~1, h = Int(s.pointee.h) & ~1
        guard w >= 2, h >= 2, let pixels = s.pointee.pixels, let d = makeARGBSurface(w / 2, h / 2) else { return nil }
        let format = s.pointee.format.pointee
        let band = 256
        for y0 in stride(from: 0, to: h, by: band) {
            let rows = min(band, h - y0)
            guard let view = SDL_CreateRGBSurfaceWithFormatFrom(pixels + y0 * Int(s.pointee.pitch), Int32(w), Int32(rows),
                                                                Int32(format.BitsPerPixel), s.pointee.pitch, format.format) else {
                SDL_FreeSurface(d)
                return nil
            }
            if let palette = format.palette { SDL_SetSurfacePalette(view, palette) }
            let argb = SDL_ConvertSurfaceFormat(view, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
            SDL_FreeSurface(view)
            var to = SDL_Rect(x: 0, y: Int32(y0 / 2), w: Int32(w / 2), h: Int32(rows / 2))
            guard let argb, SDL_SoftStretchLinear(argb, nil, d, &to) == 0 else {
                if let argb { SDL_FreeSurface(argb) }
                SDL_FreeSurface(d)
                return nil
            }
            SDL_FreeSurface(argb)
        }
        return d
    }

    /// A decoded surface (freed here) as level 0: ARGB8888, halved until within
    /// `maxDimension`, and whether it is opaque. Touches nothing shared: safe on a worker.
    static func normalize(_ loaded: UnsafeMutablePointer<SDL_Surface>) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, opaque: Bool), DecodeFailure> {
        // A file without an alpha channel (JPEG) decodes to pixels that are all opaque.
        let opaque = loaded.pointee.format.pointee.Amask == 0
        // Over the cap, halved straight into ARGB a band at a time: a whole ARGB copy of an
        // 8192×8192 picture would cost 256 MiB more, for an instant.
        let converted = max(loaded.pointee.w, loaded.pointee.h) > maxDimension
            ? halveToARGB(loaded) : SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
        SDL_FreeSurface(loaded)
        guard var s = converted, s.pointee.w > 0, s.pointee.h > 0 else {
            if let converted { SDL_FreeSurface(converted) }
            return .failure(DecodeFailure(sdlError()))
        }
        // Huge photos: halve until within the cap (bounded memory, still plenty for any frame).
        while max(s.pointee.w, s.pointee.h) > maxDimension, let half = halve(s) {
            SDL_FreeSurface(s)
            s = half
        }
        return .success((s, opaque))
    }

    /// Bilinear 2:1 reduction samples between each 2×2 block: a box filter.
    static func halve(_ s: UnsafeMutablePointer<SDL_Surface>) -> UnsafeMutablePointer<SDL_Surface>? {
        guard let d = makeARGBSurface(Int(max(1, s.pointee.w / 2)), Int(max(1, s.pointee.h / 2))) else { return nil }
        if SDL_SoftStretchLinear(s, nil, d, nil) != 0 {
            SDL_FreeSurface(d)
            return nil
        }
        return d
    }
}

/// Why an image was not decoded.
struct DecodeFailure: Error, CustomStringConvertible {
    let description: String
    /// A signal ended the wait (not the file's fault: no warning, tried again if asked).
    var stopped = false
    init(_ d: String, stopped: Bool = false) { description = d; self.stopped = stopped }
}
