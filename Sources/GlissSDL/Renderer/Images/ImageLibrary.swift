import CSDL2
import GlissCore
#if canImport(Glibc)
import Glibc
#endif
import GlissIO

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
    var sources: [String: ImageSource] = [:]
    private var failures: Set<String> = []
    private var resolvedPaths: [String: String] = [:]
    /// Decoded pixels kept for re-scaling (192 MiB; tests move it).
    var heldBudget = 192 << 20
    /// Pixels held plus a decode in progress: the most the images take at any time (384 MiB;
    /// decoding the largest image allowed, 8192×8192, costs 320 MiB).
    static let decodeBudget = 384 << 20
    /// Most images holding pixels at once.
    let limit: Int
    var bytes = 0
    var clock: UInt64 = 0
    var frame = 0
    /// Decoded pixels held now.
    var decodedBytes: Int { bytes }
    /// Times a file was decoded (tests: an image over the budget is not decoded every frame).
    var decodes = 0
    /// Asked while a decode is awaited: true gives up (a signal ended the run).
    var stopRequested: () -> Bool = { false }

    // MARK: - Decoding and preparing in the background (`ImageLoadingJobs`)

    /// Decodes and prepares images on a worker (real-time runs); nil: on the main thread, in
    /// the frame that first draws them (`--fixed-step` and tests: every frame shows exactly
    /// what it would have shown had the work taken no time, so screenshots are byte-identical).
    private(set) var worker: ImageWorker?
    /// Frees the pixels let go off the main thread, with a worker (`SurfaceReclaimer`).
    private(set) var reclaimer: SurfaceReclaimer?
    /// Decodes in progress (by path) and preparations (by the key they make).
    var decoding: [String: ImageJob] = [:]
    var preparing: [ImageKey: ImageJob] = [:]
    /// Decode costs of jobs not yet adopted, kept within ``decodeBudget`` with what is held.
    var reserved = 0
    var sequence = 0
    var timedOut: Set<String> = []
    /// Prepared pixels adopted and not yet uploaded, oldest first (the renderer takes one as
    /// a frame starts, and any a frame draws).
    var prepared: [(key: ImageKey, pixels: [UInt32])] = []

    init(root: String, log: WarningLog, limit: Int) {
        self.root = root
        self.log = log
        self.limit = max(1, limit)
    }

    deinit {
        worker?.stop()
        reclaimer?.stop()
    }

    /// Starts decoding in the background; `finished` is called on the worker after each job
    /// (the run loop's wake-up).
    func decodeInBackground(finished: @escaping @Sendable () -> Void) {
        if worker == nil { worker = ImageWorker(finished: finished) }
        if reclaimer == nil { reclaimer = SurfaceReclaimer() }
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

    /// Decodes `path` after checking its header and making room for its cost: the surface
    /// (ARGB8888, halved until within `maxDimension`) and whether it is opaque, or why not.
    func decode(_ path: String) -> Result<(surface: UnsafeMutablePointer<SDL_Surface>, opaque: Bool), DecodeFailure> {
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

    /// `path` cannot be loaded: remembered, and said once.
    func fail(_ path: String, _ why: String) {
        failures.insert(path)
        log.once("image:" + path, "warning: cannot load image \(path): \(why); drawing a placeholder")
    }

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
