import CSDL2

/// Which pixels stay held: the levels frames ask for, built or decoded again as needed, and
/// the budgets that let the rest go.
extension ImageLibrary {
    /// Level `k` of `s` (see ``ImageSource/level(_:)``).
    func level(_ s: ImageSource, _ k: Int) -> (surface: UnsafeMutablePointer<SDL_Surface>, index: Int)? {
        touch(s, level: k)
        if let l = s.levels[k] { return (l, k) }
        var i: Int
        if let j = s.levels.keys.filter({ $0 <= k }).max() {
            i = j
        } else if let worker {
            // Its finer levels were let go, in the background: decoded again on the worker
            // (the header first, as any decode); until then, drawn from the coarser copy held.
            if let j = decoding[s.path] {
                want(j, 0)
            } else if !stopRequested() {
                readHeader(s.path, priority: 0, preparing: nil, on: worker)
            }
            if let coarsest = s.levels.keys.min() { return (s.levels[coarsest]!, coarsest) }
            return nil
        } else {
            // Its finer levels were let go: decode again (once, then kept at this level).
            guard !stopRequested(), case .success(let (surface, _)) = decode(s.path) else {
                if !stopRequested() { log.once("image-again:" + s.path, "warning: cannot load image \(s.path) again; drawing it from a coarser copy or a placeholder") }
                if let coarsest = s.levels.keys.min() { return (s.levels[coarsest]!, coarsest) }
                return nil
            }
            guard surface.pointee.w == s.width, surface.pointee.h == s.height else {   // the file changed
                SDL_FreeSurface(surface)
                if let coarsest = s.levels.keys.min() { return (s.levels[coarsest]!, coarsest) }
                return nil
            }
            s.levels[0] = surface
            i = 0
        }
        var current = s.levels[i]!
        while i < k, current.pointee.w > 1 || current.pointee.h > 1 {
            if let next = s.levels[i + 1] {
                current = next
            } else {
                guard let half = ImageSource.halve(current) else { break }
                s.levels[i + 1] = half
                current = half
            }
            i += 1
        }
        recount()
        fitHeld(keeping: s, from: i)
        return (current, i)
    }

    private func touch(_ s: ImageSource, level k: Int) {
        clock += 1
        s.lastUse = clock
        if s.useFrame == frame {
            s.finestNow = min(s.finestNow, k)
        } else {
            s.finestBefore = s.useFrame == frame - 1 ? s.finestNow : Int.max
            s.finestNow = k
            s.useFrame = frame
        }
    }

    /// Lets go of held pixels until `cost` more fits ``decodeBudget``.
    func makeRoom(for cost: Int) {
        guard bytes + cost > Self.decodeBudget else { return }
        shed(until: { self.bytes + cost <= Self.decodeBudget }, keeping: nil, from: 0)
    }

    /// Keeps held pixels within ``heldBudget`` and `limit` images, never touching `keep`'s
    /// levels from `from` on (what the caller draws with).
    func fitHeld(keeping keep: ImageSource, from: Int) {
        shed(until: { self.bytes <= self.heldBudget && self.holding <= self.limit }, keeping: keep, from: from)
    }

    private var holding: Int { sources.values.reduce(0) { $0 + ($1.levels.isEmpty ? 0 : 1) } }

    /// Frees pixels until `done()`: levels finer than each image is drawn at (least recently
    /// used first), then `keep`'s own finer levels, then whole images.
    private func shed(until done: () -> Bool, keeping keep: ImageSource?, from: Int) {
        if done() { return }
        let order = sources.values.filter { !$0.levels.isEmpty }.sorted { $0.lastUse < $1.lastUse }
        for s in order where s !== keep {
            s.free(finerThan: s.needed(frame: frame))
            recount()
            if done() { return }
        }
        if let keep {
            keep.free(finerThan: from)
            recount()
            if done() { return }
        }
        for s in order where s !== keep {
            s.free(finerThan: Int.max)
            recount()
            if done() { return }
        }
    }

    func recount() { bytes = sources.values.reduce(0) { $0 + $1.byteCount } }
}

extension ImageHeader {
    /// Bytes a decode of this image may hold at once: its largest frame at 4 bytes a pixel
    /// (the decoder's), and its ARGB copy — a quarter of that when it is over the 4096 cap
    /// (halved while converted).
    var decodeCost: Int {
        let pixels = max(width * height, largestFrame)
        return pixels * 4 + (max(width, height) > Int(ImageSource.maxDimension) ? pixels : pixels * 4)
    }
}
