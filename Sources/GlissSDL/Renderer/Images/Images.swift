import CSDL2
import Dispatch
import GlissCore
#if canImport(Glibc)
import Glibc
#endif
import GlissIO

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
    fileprivate(set) var levels: [Int: UnsafeMutablePointer<SDL_Surface>] = [:]
    fileprivate unowned let library: ImageLibrary
    /// The finest level asked for in the frame `useFrame` and in the frame before it.
    fileprivate var useFrame = -1, finestNow = Int.max, finestBefore = Int.max
    /// When it was last asked for (the library's clock): least recently used pixels go first.
    fileprivate var lastUse: UInt64 = 0

    fileprivate init(path: String, level0: UnsafeMutablePointer<SDL_Surface>, opaque: Bool, library: ImageLibrary) {
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
    fileprivate func needed(frame: Int) -> Int {
        useFrame >= frame - 1 ? min(finestNow, useFrame == frame ? finestBefore : Int.max) : finestNow
    }

    /// Lets go of the levels finer than `k` (`Int.max`: all of them).
    fileprivate func free(finerThan k: Int) {
        for (i, s) in levels where i < k {
            library.release(s)
            levels[i] = nil
        }
    }

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

/// Resolves image names, decodes files and remembers failures so each missing file is
/// reported once and never re-read every frame; holds decoded pixels within a budget.
///
/// Budgets (docs/Resources.md): before a decode its cost is known from the header (see
/// `ImageHeader.decodeCost`) and held pixels are let go until what is held plus that cost
/// fits ``decodeBudget``; after it, held pixels are kept within
/// ``heldBudget`` (and at most `limit` images): first the levels finer than each image is
/// drawn at (least recently used first), then whole images. A decode runs on a worker thread
/// with a deadline (``ImageDecoder``).
final class ImageLibrary {
    let root: String
    let log: WarningLog
    /// Every image decoded so far (its size for good, its pixels while the budget allows).
    private var sources: [String: ImageSource] = [:]
    private var failures: Set<String> = []
    private var resolvedPaths: [String: String] = [:]
    /// Decoded pixels kept for re-scaling (192 MiB; tests move it).
    var heldBudget = 192 << 20
    /// Pixels held plus a decode in progress: the most the images take at any time (384 MiB;
    /// decoding the largest image allowed, 8192×8192, costs 320 MiB).
    static let decodeBudget = 384 << 20
    /// Most images holding pixels at once.
    let limit: Int
    private var bytes = 0
    private var clock: UInt64 = 0
    private var frame = 0
    /// Decoded pixels held now.
    var decodedBytes: Int { bytes }
    /// Times a file was decoded (tests: an image over the budget is not decoded every frame).
    private(set) var decodes = 0
    /// Asked while a decode is awaited: true gives up (a signal ended the run).
    var stopRequested: () -> Bool = { false }

    init(root: String, log: WarningLog, limit: Int) {
        self.root = root
        self.log = log
        self.limit = max(1, limit)
    }

    deinit {
        worker?.stop()
        reclaimer?.stop()
    }

    /// The frame count (as ``beginFrame()`` counts them): the clock fades run on.
    var frameNumber: Int { frame }

    /// The image at `path` when it is decoded (its size and opacity), without decoding it.
    func loaded(_ path: String) -> ImageSource? { sources[path] }

    /// Called as a frame starts drawing: what the worker finished is taken in, and what no
    /// frame wants any more is dropped.
    func beginFrame() {
        frame += 1
        guard let worker else { return }
        for j in worker.takeFinished() { adopt(j) }
        // Not asked for in the last two frames: scrolled past, the page turned back.
        for j in worker.removeWaiting(where: { $0.wanted < self.frame - 2 }) {
            if j.format != nil { reserved -= j.cost }
            drop(j)
        }
        if let j = worker.current {
            if j.wanted < frame - 2 {
                j.cancel()
            } else if isOverdue(j) {
                // A decode that runs past the deadline is given up (a hostile file): its
                // reads fail from now on, the image is a placeholder, with one warning.
                timedOut.insert(j.path)
                j.cancel()
            }
        }
    }

    // MARK: - Decoding and preparing in the background

    /// Decodes and prepares images on a worker (real-time runs); nil: on the main thread, in
    /// the frame that first draws them (`--fixed-step` and tests: every frame shows exactly
    /// what it would have shown had the work taken no time, so screenshots are byte-identical).
    private(set) var worker: ImageWorker?
    /// Frees the pixels let go off the main thread, with a worker (`SurfaceReclaimer`).
    private(set) var reclaimer: SurfaceReclaimer?
    /// Decodes in progress (by path) and preparations (by the key they make).
    private var decoding: [String: ImageJob] = [:]
    private var preparing: [ImageKey: ImageJob] = [:]
    /// Decode costs of jobs not yet adopted, kept within ``decodeBudget`` with what is held.
    private var reserved = 0
    private var sequence = 0
    private var timedOut: Set<String> = []
    /// Prepared pixels adopted and not yet uploaded, oldest first (the renderer takes one as
    /// a frame starts, and any a frame draws).
    private var prepared: [(key: ImageKey, pixels: [UInt32])] = []

    /// Starts decoding in the background; `finished` is called on the worker after each job
    /// (the run loop's wake-up).
    func decodeInBackground(finished: @escaping @Sendable () -> Void) {
        if worker == nil { worker = ImageWorker(finished: finished) }
        if reclaimer == nil { reclaimer = SurfaceReclaimer() }
    }

    /// Frees `s`, which nothing else holds: on the reclaimer's thread when there is one.
    fileprivate func release(_ s: UnsafeMutablePointer<SDL_Surface>) {
        if let reclaimer { reclaimer.free(s) } else { SDL_FreeSurface(s) }
    }

    /// The decode of `path` under way (tests).
    func pendingJob(_ path: String) -> ImageJob? { decoding[path] }

    /// True when a decode has run past ``ImageDecoder/deadline`` and no frame has given it up
    /// yet (an idle loop draws a frame for that: the placeholder stays, with its warning).
    var hasOverdueWork: Bool {
        guard let j = worker?.current, !j.isCancelled else { return false }
        return isOverdue(j)
    }

    /// True when `j` is a decode that has run past ``ImageDecoder/deadline``.
    private func isOverdue(_ j: ImageJob) -> Bool {
        j.format != nil && j.started > 0 && Double(DispatchTime.now().uptimeNanoseconds - j.started) / 1e9 > ImageDecoder.deadline
    }

    /// True when the worker finished something a frame has not taken in yet.
    var hasFinishedWork: Bool { worker?.hasFinished ?? false }

    /// Waits until the worker has nothing to do (tests), at most `seconds`.
    @discardableResult
    func waitForWorker(seconds: Double = ImageDecoder.deadline) -> Bool { worker?.waitUntilIdle(seconds: seconds) ?? true }

    /// The oldest prepared pixels not uploaded yet.
    func takePrepared() -> (key: ImageKey, pixels: [UInt32])? { prepared.isEmpty ? nil : prepared.removeFirst() }

    /// The prepared pixels for `key`, if the worker made them and they are not uploaded yet.
    func takePrepared(_ key: ImageKey) -> [UInt32]? {
        guard let i = prepared.firstIndex(where: { $0.key == key }) else { return nil }
        return prepared.remove(at: i).pixels
    }

    /// True while prepared pixels wait to be uploaded.
    var hasPrepared: Bool { !prepared.isEmpty }

    /// An image as a frame finds it.
    enum Lookup {
        /// Decoded: draw it.
        case ready(ImageSource)
        /// Being decoded: draw the loading placeholder.
        case pending
        /// Cannot be loaded (warned once): draw the missing-image placeholder.
        case failed
    }

    /// The image at `path`: decoded, on its way (a job is started or kept, `preparation`
    /// asked of it for when it is decoded; `priority` 0: visible, 1: fetched ahead), or failed.
    /// Without a worker it is decoded now (``source(_:)``).
    func lookup(_ path: String, preparing preparation: ImageJob.Preparation?, priority: Int) -> Lookup {
        if let s = sources[path] { return .ready(s) }
        if failures.contains(path) { return .failed }
        guard let worker else { return source(path).map { .ready($0) } ?? .failed }
        if let j = decoding[path] {
            want(j, priority)
            return .pending
        }
        if stopRequested() { return .failed }
        readHeader(path, priority: priority, preparing: preparation, on: worker)
        return .pending
    }

    /// Starts loading `path` on the worker: the header first (the decode follows once room is
    /// made for its cost, see `adopt`).
    private func readHeader(_ path: String, priority: Int, preparing preparation: ImageJob.Preparation?, on worker: ImageWorker) {
        sequence += 1
        let j = ImageJob(path: path, format: nil, cost: 0, priority: priority, wanted: frame, sequence: sequence, readsHeader: true)
        j.preparation = preparation
        decoding[path] = j
        worker.submit(j)
    }

    /// Asks the worker for `s` prepared by `preparation` (the key it will make: `key`) unless
    /// that is under way; from the coarsest level held that is fine enough, or decoded again
    /// when none is.
    func requestPreparation(_ s: ImageSource, key: ImageKey, _ preparation: ImageJob.Preparation, priority: Int) {
        guard let worker else { return }
        if let j = preparing[key] {
            want(j, priority)
            return
        }
        let j: ImageJob
        let placement = ImagePlacement(sourceWidth: s.width, sourceHeight: s.height, frame: preparation.frame, mode: preparation.mode)
        let want = placement.levelIndex(width: key.width, height: key.height)
        // From the coarsest level held that is fine enough (none: decoded again, as a frame
        // drawing it in the foreground would do).
        if let i = s.levels.keys.filter({ $0 <= want }).max(), let level = s.levels[i] {
            sequence += 1
            j = ImageJob(path: s.path, format: nil, cost: 0, priority: priority, wanted: frame, sequence: sequence)
            level.pointee.refcount += 1   // the job's; released on this thread when it is taken in
            j.base = (level, i)
            j.sourceSize = (s.width, s.height)
        } else {
            guard !stopRequested(), let d = submitDecode(s.path, priority: priority) else { return }
            j = d
        }
        j.preparation = preparation
        preparing[key] = j
        worker.submit(j)
    }

    private func want(_ j: ImageJob, _ priority: Int) {
        j.wanted = frame
        if priority < j.priority { worker?.raise(j, to: priority) }
    }

    /// A decode job for `path` after its header is checked and room made for its cost; nil
    /// (with one warning) when the header refuses it.
    private func submitDecode(_ path: String, priority: Int, header known: ImageHeader? = nil) -> ImageJob? {
        let header: ImageHeader
        switch known.map({ .success($0) }) ?? ImageHeader.read(path) {
        case .success(let h): header = h
        case .failure(let why):
            fail(path, why.reason)
            return nil
        }
        makeRoom(for: reserved + header.decodeCost)
        reserved += header.decodeCost
        decodes += 1
        sequence += 1
        return ImageJob(path: path, format: header.format, cost: header.decodeCost, priority: priority, wanted: frame,
                        sequence: sequence)
    }

    /// Takes in a finished job: a new image, levels, prepared pixels — or, when it was
    /// cancelled, nothing at all (its results are freed, never drawn).
    private func adopt(_ j: ImageJob) {
        if decoding[j.path] === j { decoding[j.path] = nil }
        if let key = preparing.first(where: { $0.value === j })?.key { preparing[key] = nil }
        if j.format != nil { reserved -= j.cost }
        if j.isCancelled || stopRequested() {
            if timedOut.remove(j.path) != nil, sources[j.path] == nil { fail(j.path, ImageDecoder.Failure.timedOut.text) }
            drop(j)
            return
        }
        if j.readsHeader {
            // The header read: room made for the decode, which is asked for now.
            if let header = j.header, sources[j.path].map({ $0.levels[0] == nil }) ?? true, let worker,
               let d = submitDecode(j.path, priority: j.priority, header: header) {
                d.preparation = j.preparation
                d.wanted = j.wanted
                decoding[j.path] = d
                worker.submit(d)
            } else if let why = j.failure {
                fail(j.path, why.description)
            }
            return
        }
        var s = sources[j.path]
        if let d = j.decoded {
            if let s {
                // Decoded again (its pixels had been let go): level 0 back if the file is unchanged.
                if s.levels[0] == nil && d.surface.pointee.w == s.width && d.surface.pointee.h == s.height {
                    s.levels[0] = d.surface
                } else {
                    release(d.surface)
                }
            } else {
                let made = ImageSource(path: j.path, level0: d.surface, opaque: d.opaque, library: self)
                sources[j.path] = made
                s = made
            }
        } else if let why = j.failure, sources[j.path] == nil {
            fail(j.path, why.description)
        }
        if let base = j.base { release(base.surface) }
        for (i, level) in j.levels {
            if let s, s.levels[i] == nil { s.levels[i] = level } else { release(level) }
        }
        if let s {
            clock += 1
            s.lastUse = clock
            recount()
            fitHeld(keeping: s, from: 0)
        }
        if let p = j.prepared { prepared.append(p) }
    }

    /// `path` cannot be loaded: remembered, and said once.
    private func fail(_ path: String, _ why: String) {
        failures.insert(path)
        log.once("image:" + path, "warning: cannot load image \(path): \(why); drawing a placeholder")
    }

    /// Frees what a job holds or made (it was cancelled or is no longer wanted).
    private func drop(_ j: ImageJob) {
        j.cancel()
        if decoding[j.path] === j { decoding[j.path] = nil }
        if let key = preparing.first(where: { $0.value === j })?.key { preparing[key] = nil }
        if let d = j.decoded { release(d.surface) }
        for (_, level) in j.levels { release(level) }
        if let base = j.base { release(base.surface) }
        j.decoded = nil
        j.levels = []
        j.base = nil
        j.prepared = nil
    }

    /// Absolute names are used as-is; others are relative to the resource root. A name without
    /// an extension also tries .png/.jpg/.jpeg.
    func resolve(_ name: String) -> String {
        if let p = resolvedPaths[name] { return p }
        let base = name.hasPrefix("/") ? name : root + "/" + name
        var path = base
        let last = name.split(separator: "/").last ?? ""
        func exists(_ p: String) -> Bool { PathBytes.withCPath(p) { access($0, F_OK) } == 0 }
        if !exists(base) && !last.contains(".") {
            for ext in [".png", ".jpg", ".jpeg"] where exists(base + ext) {
                path = base + ext
                break
            }
        }
        resolvedPaths[name] = path
        return path
    }

    /// The image at `path` (decoded the first time), or nil (after a one-time warning) when
    /// it cannot be loaded.
    func source(_ path: String) -> ImageSource? {
        if let s = sources[path] { return s }
        if failures.contains(path) { return nil }
        // A signal ended the run: this frame is the last, nothing more is decoded for it.
        if stopRequested() { return nil }
        switch decode(path) {
        case .success(let (surface, opaque)):
            let s = ImageSource(path: path, level0: surface, opaque: opaque, library: self)
            sources[path] = s
            clock += 1
            s.lastUse = clock   // its levels are asked for next (what it is drawn at)
            recount()
            fitHeld(keeping: s, from: 0)
            return s
        case .failure(let why) where why.stopped:
            return nil
        case .failure(let why):
            fail(path, why.description)
            return nil
        }
    }

    /// Level `k` of `s` (see ``ImageSource/level(_:)``).
    fileprivate func level(_ s: ImageSource, _ k: Int) -> (surface: UnsafeMutablePointer<SDL_Surface>, index: Int)? {
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

    /// Decodes `path` after checking its header and making room for its cost: the surface
    /// (ARGB8888, halved until within `maxDimension`) and whether it is opaque, or why not.
    private func decode(_ path: String) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, opaque: Bool), DecodeFailure> {
        // The header first: a file that is not a regular file, not a known format or too
        // large (frames and scans included) is refused before any decoder allocates for it.
        let header: ImageHeader
        switch ImageHeader.read(path) {
        case .success(let h): header = h
        case .failure(let why): return .failure(DecodeFailure(why.reason))
        }
        makeRoom(for: header.decodeCost)
        decodes += 1
        let loaded: UnsafeMutablePointer<SDL_Surface>
        switch ImageDecoder.decode(path, format: header.format, stop: stopRequested) {
        case .success(let s): loaded = s
        case .failure(let why): return .failure(DecodeFailure(why.text, stopped: why == .stopped))
        }
        return ImageSource.normalize(loaded)
    }

    /// Lets go of held pixels until `cost` more fits ``decodeBudget``.
    private func makeRoom(for cost: Int) {
        guard bytes + cost > Self.decodeBudget else { return }
        shed(until: { self.bytes + cost <= Self.decodeBudget }, keeping: nil, from: 0)
    }

    /// Keeps held pixels within ``heldBudget`` and `limit` images, never touching `keep`'s
    /// levels from `from` on (what the caller draws with).
    private func fitHeld(keeping keep: ImageSource, from: Int) {
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

    private func recount() { bytes = sources.values.reduce(0) { $0 + $1.byteCount } }

    func removeAll() {
        if let w = worker {
            w.stop()
            w.waitUntilIdle(seconds: 1)
            for j in w.takeFinished() { drop(j) }
            worker = nil
        }
        for s in sources.values { s.free(finerThan: Int.max) }
        sources.removeAll()
        reclaimer?.stop()
        reclaimer = nil
        bytes = 0
    }
}

/// Why an image was not decoded.
struct DecodeFailure: Error, CustomStringConvertible {
    let description: String
    /// A signal ended the wait (not the file's fault: no warning, tried again if asked).
    var stopped = false
    init(_ d: String, stopped: Bool = false) { description = d; self.stopped = stopped }
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

/// An image as drawn, whatever its size (to notice it changing size between frames).
struct ImageIdentity: Hashable {
    let path: String
    let mode: ContentMode
}

struct PixelSize: Hashable {
    let width: Int32
    let height: Int32
}

/// The pixel size each image was drawn at in this and the previous frame, and the key of the
/// texture last prepared for it.
final class ImageSizeLog {
    var current: [ImageIdentity: PixelSize] = [:]
    var previous: [ImageIdentity: PixelSize] = [:]
    var lastPrepared: [ImageIdentity: ImageKey] = [:]

    /// Called as a frame starts drawing.
    func beginFrame() {
        swap(&current, &previous)
        current.removeAll(keepingCapacity: true)
        // Forget images not drawn for a frame (bounded by what is on screen).
        if lastPrepared.count > 4 * max(16, previous.count) {
            lastPrepared = lastPrepared.filter { previous[$0.key] != nil }
        }
    }
}

/// Bytes held by the image texture cache (updated as textures are added and evicted).

/// Cache key of an image prepared at its exact on-screen pixel size (scaled, cropped, rounded).
struct ImageKey: Hashable {
    let path: String
    let mode: ContentMode
    let width: Int32
    let height: Int32
    let radius: Int32
    /// ≥ 0: a whole mip level uploaded for direct (GPU-scaled) drawing of huge frames.
    let level: Int
}

extension SDLBackend {
    // MARK: - Images

    /// Draws an image fitted by `mode`, corners rounded by `radius`, times `opacity`.
    ///
    /// Images are prepared on the CPU at their exact pixel size — box-filtered mip level, bilinear
    /// to size, centre-cropped (.fill) or letterboxed (.fit), corners masked with analytic AA — and
    /// cached, so drawing is a 1:1 blit that looks identical (and is fast) on every renderer.
    /// Frames larger than twice the window fall back to a scaled blit of a mip level (square corners).
    func drawImage(_ name: String, rect: Rect, mode: ContentMode, radius: Double, opacity: Double) {
        guard opacity > 0, rect.isFinite else { return }
        let frame = pixelRect(rect)
        guard isVisible(frame) else { return }
        var alpha = byte(min(1, opacity))
        let path = images.resolve(name)
        let identity = ImageIdentity(path: path, mode: mode)
        let preparation = ImageJob.Preparation(frame: frame, mode: mode, radius: radius * pixelScale)
        let src: ImageSource
        switch images.lookup(path, preparing: preparation, priority: 0) {
        case .ready(let s): src = s
        case .pending:
            drawLoading(identity, rect, radius: radius, opacity: opacity)
            return
        case .failed:
            drawPlaceholder(frame, radius: radius, alpha: alpha)
            return
        }
        let placement = ImagePlacement(sourceWidth: src.width, sourceHeight: src.height, frame: frame, mode: mode)
        let sw = Double(src.width)
        let (sx, sy, sWidth, sHeight, dst) = (placement.sx, placement.sy, placement.sw, placement.sh, placement.dst)
        guard isVisible(dst) else { return }
        let r = clampedRadius(radius, dst)
        let area = Double(dst.width) * Double(dst.height)
        let viewArea = Double(viewport.width) * Double(viewport.height)
        var dstRect = dst.sdl
        if let fb = directFramebuffer(), area >= sampledImagePixels {
            alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
            drawSampled(src, placement, dst: dst, radius: r, alpha: alpha, into: fb)
            return
        }
        if area > 2 * viewArea || dst.width > 8192 || dst.height > 8192 {
            // Huge (zoomed) frame: preparing it at full size would cost too much memory.
            alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
            let k = placement.levelIndex(width: dst.width, height: dst.height)
            let size = src.size(ofLevel: k)
            let key = ImageKey(path: path, mode: .stretch, width: size.width, height: size.height, radius: 0, level: size.index)
            // The level's pixels only when the texture must be made (they may have to be decoded again).
            var level: UnsafeMutablePointer<SDL_Surface>?
            if !imageCache.contains(key) {
                guard let l = src.level(k), l.surface.pointee.w == size.width, l.surface.pointee.h == size.height else {
                    drawPlaceholder(frame, radius: radius, alpha: alpha)
                    return
                }
                level = l.surface
            }
            guard let t = imageTexture(key, fill: { dst, dstStride in
                withARGBPixels(level!) { src, srcStride in
                    copyRows(src, stride: srcStride, into: dst, stride: dstStride, width: Int(key.width), height: Int(key.height))
                }
            }) else { return }
            let f = Double(size.width) / sw
            let srcRect = SDL_Rect(x: Int32(sx * f), y: Int32(sy * f),
                                   w: Int32(max(1, (sWidth * f).rounded())), h: Int32(max(1, (sHeight * f).rounded())))
            if drawDirect(t, srcRect, dst, alpha: alpha, opaque: src.opaque, corner: 0) { return }
            SDL_SetTextureColorMod(t.texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(t.texture, alpha)
            copyScaled(t.texture, srcRect, to: dst)
            return
        }
        let key = ImageKey(path: path, mode: mode, width: dst.width, height: dst.height, radius: r, level: -1)
        let size = PixelSize(width: dst.width, height: dst.height)
        imageSizes.current[identity] = size
        var cached = imageCache.contains(key) || imagePixels.contains(key)
        if !cached, let pixels = images.takePrepared(key) { cached = upload(key, pixels) }
        let resizing = imageSizes.previous[identity].map { $0 != size } ?? false
        // In the background, a size not prepared yet is asked of the worker (unless the image
        // is changing size: then only once it holds still).
        if !cached && images.worker != nil && !resizing {
            images.requestPreparation(src, key: key, preparation, priority: 0)
        }
        if !cached && (resizing || images.worker != nil), let preparedKey = imageSizes.lastPrepared[identity],
           let pixels = imagePixels.get(preparedKey) {
            // As below, from the worker's pixels.
            drawPixels(pixels, dst, alpha: fadeIn(identity, rect, radius: radius, opacity: opacity))
            return
        }
        if !cached && (resizing || images.worker != nil), let preparedKey = imageSizes.lastPrepared[identity],
           let prepared = imageCache.get(preparedKey) {
            // The image is changing size (a frame or layout animation): preparing it at every
            // intermediate size cost milliseconds and a texture per frame. Until it holds
            // still (and, in the background, until the worker has prepared it), stretch the
            // last prepared one; then it is drawn at its exact size.
            alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
            let whole = SDL_Rect(x: 0, y: 0, w: prepared.width, h: prepared.height)
            if drawDirect(prepared, whole, dst, alpha: alpha, opaque: prepared.opaque, corner: prepared.opaqueExceptCorners) {
                return
            }
            SDL_SetTextureColorMod(prepared.texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(prepared.texture, alpha)
            copyScaled(prepared.texture, whole, to: dst)
            return
        }
        if !cached && images.worker != nil {
            // Being prepared, with nothing to stand in for it yet.
            drawLoading(identity, rect, radius: radius, opacity: opacity)
            return
        }
        if let pixels = imagePixels.get(key) {
            imageSizes.lastPrepared[identity] = key
            drawPixels(pixels, dst, alpha: fadeIn(identity, rect, radius: radius, opacity: opacity))
            return
        }
        imageSizes.lastPrepared[identity] = key
        // The level's pixels only when the texture must be prepared: a texture already made
        // needs none, so an image whose pixels were let go is not decoded again to draw it.
        var region: (UnsafeMutablePointer<SDL_Surface>, SDL_Rect)?
        if !cached {
            guard let found = levelRegion(src, placement, width: dst.width, height: dst.height) else {
                drawPlaceholder(frame, radius: radius, alpha: alpha)
                return
            }
            region = found
        }
        guard var t = imageTexture(key, fill: { out, stride in
            ImagePlacement.prepare(region!.0, region!.1, into: out, stride: stride, width: dst.width, height: dst.height, radius: r)
        }) else { return }
        if src.opaque && !t.opaque {
            t.opaque = true
            t.opaqueExceptCorners = r
            imageCache.set(key, t, replacing: true)
        }
        alpha = fadeIn(identity, rect, radius: radius, opacity: opacity)
        if drawDirect(t, SDL_Rect(x: 0, y: 0, w: t.width, h: t.height), dst, alpha: alpha, opaque: t.opaque,
                      corner: t.opaqueExceptCorners) {
            return
        }
        SDL_SetTextureColorMod(t.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(t.texture, alpha)
        if t.opaque && alpha == 255 {
            copyMostlyOpaque(t, dst)
        } else {
            SDL_RenderCopy(renderer, t.texture, nil, &dstRect)
        }
    }

    /// Draws `src` of an image texture onto `dst` straight into the framebuffer (software
    /// renderer: its texels are read in place); false on the SDL path. SDL's software blits
    /// of photos cost 6–17 ns a pixel with alpha or scaling (the carousel's translucent side
    /// cards, the sheet growing to fill a 4K window): tens of milliseconds a frame.
    private func drawDirect(_ t: CachedTexture, _ src: SDL_Rect, _ dst: PixelRect, alpha: UInt8,
                            opaque: Bool, corner: Int32) -> Bool {
        guard let fb = directFramebuffer() else { return false }
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        // Only streaming textures lock; anything else falls back to SDL.
        guard SDL_LockTexture(t.texture, nil, &raw, &pitch) == 0, let raw else { return false }
        defer { SDL_UnlockTexture(t.texture) }
        fb.drawImage(UnsafePointer(raw.assumingMemoryBound(to: UInt32.self)), srcStride: Int(pitch) / 4,
                     source: PixelRect(x0: src.x, y0: src.y, x1: src.x + src.w, y1: src.y + src.h),
                     dst: dst, clip: currentClip, alpha: alpha, opaque: opaque, corner: corner)
        return true
    }

    /// Copies `src` of `texture` scaled onto `dst`, sending SDL only the part that shows.
    ///
    /// SDL 2.26's software renderer scales a copy whose destination crosses the window's edge
    /// into a temporary surface of the whole destination first: a photo sliding off a 4K window
    /// while it changes size cost a 20 MB allocation, its page faults and a full-size resample
    /// every frame (the carousel's p99 was 76 ms at 3840×2160). Here the source is cut to the
    /// texels that land inside the clip and the destination to their pixels (edges move by
    /// under one texel, only while an image is scaled on the fly). GPU renderers clip for free.
    func copyScaled(_ texture: OpaquePointer, _ src: SDL_Rect, to dst: PixelRect) {
        let visible = dst.intersection(currentClip)
        guard !visible.isEmpty, src.w > 0, src.h > 0 else { return }
        var s = src, d = dst.sdl
        if isSoftwareRenderer && visible != dst {
            // One axis: the texels covering [lo, hi), and the pixels they land on, kept inside
            // the window [edge0, edge1) (SDL's clip rect does the rest exactly).
            func cut(_ lo: Int32, _ hi: Int32, _ edge0: Int32, _ edge1: Int32, _ start: Int32, _ length: Int32,
                     _ texStart: Int32, _ texLength: Int32) -> (texStart: Int32, texLength: Int32, start: Int32, length: Int32) {
                let k = Double(texLength) / Double(length)   // texels per pixel
                let t0 = (Double(lo - start) * k).rounded(.down), t1 = min(Double(texLength), (Double(hi - start) * k).rounded(.up))
                let p0 = max(edge0, start + Int32((t0 / k).rounded())), p1 = min(edge1, start + Int32((t1 / k).rounded()))
                return (texStart + Int32(t0), max(1, Int32(t1 - t0)), p0, max(1, p1 - p0))
            }
            let x = cut(visible.x0, visible.x1, viewport.x0, viewport.x1, dst.x0, dst.width, src.x, src.w)
            let y = cut(visible.y0, visible.y1, viewport.y0, viewport.y1, dst.y0, dst.height, src.y, src.h)
            s = SDL_Rect(x: x.texStart, y: y.texStart, w: x.texLength, h: y.texLength)
            d = SDL_Rect(x: x.start, y: y.start, w: x.length, h: y.length)
        }
        SDL_RenderCopy(renderer, texture, &s, &d)
    }

    /// Draws a prepared opaque photo (rounded corners aside) at 1:1: the rows and columns
    /// clear of the corners are copied, only the corner squares are blended. Blending every
    /// pixel of a window-sized photo cost the software renderer milliseconds per frame; the
    /// result is the same, since blending an opaque pixel yields that pixel.
    private func copyMostlyOpaque(_ t: CachedTexture, _ dst: PixelRect) {
        let w = t.width, h = t.height, r = min(t.opaqueExceptCorners, w / 2, h / 2)
        func copy(_ x: Int32, _ y: Int32, _ cw: Int32, _ ch: Int32, blend: Bool) {
            guard cw > 0, ch > 0 else { return }
            SDL_SetTextureBlendMode(t.texture, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            var s = SDL_Rect(x: x, y: y, w: cw, h: ch)
            var d = SDL_Rect(x: dst.x0 + x, y: dst.y0 + y, w: cw, h: ch)
            SDL_RenderCopy(renderer, t.texture, &s, &d)
        }
        copy(0, r, w, h - 2 * r, blend: false)                 // the band between the corners
        for y in r > 0 ? [0, h - r] : [] {                      // top and bottom bands
            copy(0, y, r, r, blend: true)
            copy(r, y, w - 2 * r, r, blend: false)
            copy(w - r, y, r, r, blend: true)
        }
        SDL_SetTextureBlendMode(t.texture, SDL_BLENDMODE_BLEND)
    }

    /// The cached texture for `key` (`key.width` × `key.height`), or a new one whose ARGB8888
    /// pixels `fill` writes. On the framebuffer path `fill` writes the streaming texture's own
    /// pixels: a window-sized photo at 4K is 33 MB, and a separate surface plus its copy into
    /// the texture cost as much again as preparing it.
    private func imageTexture(_ key: ImageKey, fill: (UnsafeMutablePointer<UInt32>, Int) -> Void) -> CachedTexture? {
        if let t = imageCache.get(key) { return t }
        let made: CachedTexture?
        if framebuffer != nil,
           let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                           Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), key.width, key.height) {
            var raw: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture, nil, &raw, &pitch) == 0, let raw else { SDL_DestroyTexture(texture); return nil }
            fill(raw.assumingMemoryBound(to: UInt32.self), Int(pitch) / 4)
            SDL_UnlockTexture(texture)
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
            SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
            texturesCreated += 1
            made = CachedTexture(texture: texture, width: key.width, height: key.height)
        } else if let surface = makeARGBSurface(Int(key.width), Int(key.height)) {
            withARGBPixels(surface) { fill($0, $1) }
            made = upload(surface, linear: true)
        } else {
            made = nil
        }
        guard let t = made else { return nil }
        imageCache.set(key, t)   // evicts beyond the count and the byte budget
        return t
    }

    /// Frames of at least this many pixels are sampled from the mip level every frame on the
    /// framebuffer path instead of being prepared and cached (see `drawSampled`).
    static let defaultSampledImagePixels = 1_200_000.0

    /// Draws an image straight from its mip level into the framebuffer, sampling only the
    /// visible rows and columns: the same pixels as preparing it (same level, same bilinear
    /// taps, same corners) without a window-sized texture to make whenever it settles at a new
    /// size. At 3840×2160 the carousel's sheet photo is 8 M pixels: preparing it (SDL zeroes a
    /// new 33 MB texture, then it is filled) cost ~35 ms each time its spring came to rest;
    /// sampling the visible part costs a few ms every frame and holds no texture at all.
    private func drawSampled(_ src: ImageSource, _ placement: ImagePlacement, dst: PixelRect,
                             radius: Int32, alpha: UInt8, into fb: Framebuffer) {
        let visible = dst.intersection(currentClip).intersection(viewport)
        guard !visible.isEmpty else { return }
        guard let (level, srcRect) = levelRegion(src, placement, width: dst.width, height: dst.height) else {
            drawPlaceholder(dst, radius: Double(radius) / pixelScale, alpha: alpha)
            return
        }
        var disk: CoverageMask?
        if radius > 0 {
            if let known = masks.disks.get(radius) {
                disk = known
            } else {
                let d = Double(radius)
                let box = RoundedBox(x0: 0, y0: 0, x1: 2 * d, y1: 2 * d, radius: d)
                let made = CoverageMask.of(width: Int(2 * radius), height: Int(2 * radius)) { box.coverage($0, $1) }
                masks.disks.set(radius, made)
                disk = made
            }
        }
        let clip = currentClip, frame = dst, x0 = Int(visible.x0), corners = disk, opaque = src.opaque
        withARGBPixels(level) { pixels, stride in
            BilinearScaler.scale(pixels, srcStride: stride, sx: Int(srcRect.x), sy: Int(srcRect.y),
                                 sw: Int(srcRect.w), sh: Int(srcRect.h), dw: Int(dst.width), dh: Int(dst.height),
                                 rows: Int(visible.y0 - dst.y0)..<Int(visible.y1 - dst.y0),
                                 columns: Int(visible.x0 - dst.x0)..<Int(visible.x1 - dst.x0)) { y, row in
                fb.drawImageRow(row, y: Int(frame.y0) + y, x0: x0, frame: frame, radius: radius, disk: corners,
                                alpha: alpha, opaque: opaque, clip: clip)
            }
        }
    }

    /// The mip level of `src` to scale from for a `width × height` frame (see
    /// ``ImagePlacement/levelIndex(width:height:)``) and the source region in its pixels.
    private func levelRegion(_ src: ImageSource, _ placement: ImagePlacement,
                             width: Int32, height: Int32) -> (UnsafeMutablePointer<SDL_Surface>, SDL_Rect)? {
        guard let level = src.level(placement.levelIndex(width: width, height: height))?.surface else { return nil }
        return (level, placement.region(levelWidth: level.pointee.w, levelHeight: level.pointee.h,
                                        sourceWidth: src.width, sourceHeight: src.height))
    }

    // MARK: - Loading in the background

    /// What stands in for an image being decoded or prepared: a plain light rounded rect (as
    /// SwiftUI's `AsyncImage` shows until its phase is `.success`), the image fading in over
    /// it when it arrives.
    private func drawLoading(_ identity: ImageIdentity, _ rect: Rect, radius: Double, opacity: Double) {
        imageFades.loading(identity, frame: images.frameNumber)
        fillRoundedRect(rect, radius: radius, color: ImageFades.placeholderColor.opacity(min(1, opacity)))
    }

    /// The alpha to draw an image at now: its opacity, or — while it fades in after being
    /// shown loading — a share of it, the loading placeholder drawn under it with the rest.
    private func fadeIn(_ identity: ImageIdentity, _ rect: Rect, radius: Double, opacity: Double) -> UInt8 {
        guard let f = imageFades.fraction(identity, frame: images.frameNumber) else { return byte(min(1, opacity)) }
        fillRoundedRect(rect, radius: radius, color: ImageFades.placeholderColor.opacity(min(1, opacity) * (1 - f)))
        return byte(min(1, opacity) * f)
    }

    /// Uploads one image the worker prepared (as a frame starts), so drawing it is a blit:
    /// one a frame, as an upload costs about a millisecond (a frame draws any other it needs).
    func uploadPreparedImage() {
        guard let (key, pixels) = images.takePrepared() else { return }
        upload(key, pixels)
    }

    /// Makes the texture for `key` from the worker's pixels.
    @discardableResult
    private func upload(_ key: ImageKey, _ pixels: [UInt32]) -> Bool {
        if imageCache.contains(key) || imagePixels.contains(key) { return true }
        let opaque = images.loaded(key.path)?.opaque == true
        imageSizes.lastPrepared[ImageIdentity(path: key.path, mode: key.mode)] = key
        if isSoftwareRenderer {
            // Drawn straight from these pixels: nothing to make or copy.
            imagePixels.set(key, PixelImage(width: key.width, height: key.height, pixels: pixels, opaque: opaque,
                                            opaqueExceptCorners: opaque ? key.radius : 0))
            return true
        }
        guard var t = imageTexture(key, fill: { out, stride in
            pixels.withUnsafeBufferPointer {
                copyRows($0.baseAddress!, stride: Int(key.width), into: out, stride: stride, width: Int(key.width), height: Int(key.height))
            }
        }) else { return false }
        if opaque && !t.opaque {
            t.opaque = true
            t.opaqueExceptCorners = key.radius
            imageCache.set(key, t, replacing: true)
        }
        return true
    }

    /// Draws `p` (all of it) onto `dst`: straight into the framebuffer, or — where a frame could
    /// not have its window surface — through a texture made for this once.
    private func drawPixels(_ p: PixelImage, _ dst: PixelRect, alpha: UInt8) {
        if let fb = directFramebuffer() {
            p.pixels.withUnsafeBufferPointer { px in
                fb.drawImage(px.baseAddress!, srcStride: Int(p.width), source: PixelRect(x0: 0, y0: 0, x1: p.width, y1: p.height),
                             dst: dst, clip: currentClip, alpha: alpha, opaque: p.opaque, corner: p.opaqueExceptCorners)
            }
            return
        }
        guard let s = makeARGBSurface(Int(p.width), Int(p.height)) else { return }
        defer { SDL_FreeSurface(s) }
        withARGBPixels(s) { out, stride in
            p.pixels.withUnsafeBufferPointer {
                copyRows($0.baseAddress!, stride: Int(p.width), into: out, stride: stride, width: Int(p.width), height: Int(p.height))
            }
        }
        guard let t = SDL_CreateTextureFromSurface(renderer, s) else { return }
        defer { SDL_DestroyTexture(t) }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(t, alpha)
        copyScaled(t, SDL_Rect(x: 0, y: 0, w: p.width, h: p.height), to: dst)
    }

    /// Asks for an image a frame laid out just outside what shows (the next page, the next
    /// rows), so it is decoded and prepared before it scrolls into view.
    func prefetchImage(_ p: ImagePrefetch) {
        guard images.worker != nil, p.rect.isFinite else { return }
        let frame = pixelRect(p.rect)
        guard !frame.isEmpty, Double(frame.width) * Double(frame.height) <= Double(viewport.width) * Double(viewport.height) else { return }
        let path = images.resolve(p.name)
        let preparation = ImageJob.Preparation(frame: frame, mode: p.mode, radius: p.radius * pixelScale)
        guard case .ready(let src) = images.lookup(path, preparing: preparation, priority: 1) else { return }
        let placement = ImagePlacement(sourceWidth: src.width, sourceHeight: src.height, frame: frame, mode: p.mode)
        let dst = placement.dst
        // Only what drawImage would prepare and cache (not sampled, not huge).
        guard !dst.isEmpty, !isSoftwareRenderer || Double(dst.width) * Double(dst.height) < sampledImagePixels else { return }
        let key = ImageKey(path: path, mode: p.mode, width: dst.width, height: dst.height,
                           radius: clampedRadius(p.radius, dst), level: -1)
        if !imageCache.contains(key) && !imagePixels.contains(key) { images.requestPreparation(src, key: key, preparation, priority: 1) }
    }

    /// Light grey rounded rect with a darker anti-aliased diagonal cross: "image missing".
    func drawPlaceholder(_ frame: PixelRect, radius: Double, alpha: UInt8) {
        guard isVisible(frame), frame.width * frame.height <= 16_000_000 else { return }
        let r = clampedRadius(radius, frame)
        let w = frame.width, h = frame.height
        let key = ShapeKey.placeholder(width: w, height: h, radius: r)
        let lineHalf = max(0.5, 0.75 * pixelScale)
        guard let t = shapeTexture(key, make: {
            let W = Double(w), H = Double(h), R = Double(r)
            let box = RoundedBox(x0: 0, y0: 0, x1: W, y1: H, radius: R)
            let inset = R * (1 - 0.5.squareRoot())   // cross ends where the diagonal meets the arc
            guard let s = makeARGBSurface(Int(w), Int(h)) else { return nil }
            let bg = (229.0, 229.0, 234.0), fg = (160.0, 160.0, 168.0)
            withARGBPixels(s) { px, stride in
                for y in 0..<Int(h) {
                    let row = px + y * stride
                    let cy = Double(y) + 0.5
                    for x in 0..<Int(w) {
                        let cx = Double(x) + 0.5
                        let cover = box.coverage(cx, cy)
                        if cover <= 0 { row[x] = 0; continue }
                        let d = min(distanceToSegment(cx, cy, inset, inset, W - inset, H - inset),
                                    distanceToSegment(cx, cy, W - inset, inset, inset, H - inset))
                        let line = min(1, max(0, lineHalf + 0.5 - d))
                        row[x] = argb(byte(cover),
                                      UInt8(bg.0 + (fg.0 - bg.0) * line),
                                      UInt8(bg.1 + (fg.1 - bg.1) * line),
                                      UInt8(bg.2 + (fg.2 - bg.2) * line))
                    }
                }
            }
            return s
        }) else { return }
        SDL_SetTextureColorMod(t.texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(t.texture, alpha)
        var d = frame.sdl
        SDL_RenderCopy(renderer, t.texture, nil, &d)
    }
}
