import CSDL2

/// An image: its size and, while memory allows, its decoded pixels (ARGB8888) as a chain of
/// levels — level 0 the decoded image (capped at `maxDimension`), level k half of level k−1 —
/// built as frames ask for them (``level(_:)``). The library (``ImageLibrary``) keeps every
/// image's size for good and its pixels within a budget: levels finer than an image is drawn
/// at go first, so an image over the budget is drawn from the downscaled level it needs
/// instead of being decoded again every frame.
final class ImageSource {
    let path: String
    /// Level 0's size.
    let width: Int32
    let height: Int32
    /// Decoded from a file without alpha: every pixel is opaque.
    let opaque: Bool
    static let maxDimension: Int32 = 4096
    /// The levels held, by index.
    var levels: [Int: UnsafeMutablePointer<SDL_Surface>] = [:]
    fileprivate unowned let library: ImageLibrary
    /// The finest level asked for in the frame `useFrame` and in the frame before it.
    var useFrame = -1, finestNow = Int.max, finestBefore = Int.max
    /// When it was last asked for (the library's clock): least recently used pixels go first.
    var lastUse: UInt64 = 0

    init(path: String, level0: UnsafeMutablePointer<SDL_Surface>, opaque: Bool, library: ImageLibrary) {
        self.path = path
        width = level0.pointee.w
        height = level0.pointee.h
        self.opaque = opaque
        self.library = library
        levels[0] = level0
    }

    var byteCount: Int { levels.values.reduce(0) { $0 + Int($1.pointee.pitch) * Int($1.pointee.h) } }

    /// Level `k` (or the deepest that could be built) and its index; decoded again when its
    /// finer levels were let go; nil when that decode fails (the file changed or went).
    func level(_ k: Int) -> (surface: UnsafeMutablePointer<SDL_Surface>, index: Int)? { library.level(self, k) }

    /// The size and index of what ``level(_:)`` returns for `k`, without its pixels.
    func size(ofLevel k: Int) -> (width: Int32, height: Int32, index: Int) {
        var w = width, h = height, i = 0
        while i < k && (w > 1 || h > 1) { w = max(1, w / 2); h = max(1, h / 2); i += 1 }
        return (w, h, i)
    }

    /// The finest level this image must keep now (what the last two frames drew it at).
    func needed(frame: Int) -> Int {
        useFrame >= frame - 1 ? min(finestNow, useFrame == frame ? finestBefore : Int.max) : finestNow
    }

    /// Lets go of the levels finer than `k` (`Int.max`: all of them).
    func free(finerThan k: Int) {
        for (i, s) in levels where i < k {
            library.release(s)
            levels[i] = nil
        }
    }
}
