import CSDL2
import Foundation
import GlissCore

/// What an image job does on the worker: decode a file (and normalise it to ARGB within the
/// size cap), then, when asked, prepare it at the size a frame draws it at.
final class ImageJob: @unchecked Sendable {   // fields are handed over under the worker's lock
    /// The path decoded, or the image prepared.
    let path: String
    /// Decoded first (nil: `base` is the image's level to prepare from, or the job only reads
    /// the header).
    let format: String?
    /// Only reads the file's header (its format, its size, what a decode would cost): the
    /// library then makes room and asks for the decode. Reading a JPEG's markers to count its
    /// scans took ~0.9 ms of a frame on the main thread.
    let readsHeader: Bool
    /// The header read (``readsHeader``).
    var header: ImageHeader?
    /// Bytes the decode may hold at once (reserved in the library's budget until adopted).
    let cost: Int
    /// Visible now (0) or fetched ahead (1): the worker takes visible work first.
    var priority: Int
    /// The library's frame when a frame last asked for it (older than the frame before: cancelled).
    var wanted: Int
    /// Order of submission (ties in priority: first come, first served).
    let sequence: Int

    /// To prepare: the frame's size in pixels (`.fit` shrinks it to the image's aspect), the
    /// content mode and the corner radius in pixels.
    struct Preparation {
        var frame: PixelRect
        var mode: ContentMode
        var radius: Double
    }
    var preparation: Preparation?
    /// The level prepared from (retained for the job: `refcount` raised on the main thread,
    /// released there when the job is adopted or dropped) and its index.
    var base: (surface: UnsafeMutablePointer<SDL_Surface>, index: Int)?
    /// Level 0's size when `base` is a coarser level.
    var sourceSize: (width: Int32, height: Int32)?

    // The worker's results.
    /// Level 0, when decoded here, and whether it is opaque.
    var decoded: (surface: UnsafeMutablePointer<SDL_Surface>, opaque: Bool)?
    /// Why the decode failed.
    var failure: DecodeFailure?
    /// Levels made on the way to the one prepared from (index, surface).
    var levels: [(Int, UnsafeMutablePointer<SDL_Surface>)] = []
    /// The prepared pixels (`key.width × key.height`, ARGB8888) and their cache key.
    var prepared: (key: ImageKey, pixels: [UInt32])?

    /// Set on the main thread when no frame wants it any more; a decode in progress ends at
    /// its next read, and whatever it produced is dropped, never drawn.
    private let cancelLock = NSLock()
    private var _cancelled = false
    var decodeJob: DecodeJob?
    var isCancelled: Bool { cancelLock.lock(); defer { cancelLock.unlock() }; return _cancelled }
    func cancel() {
        cancelLock.lock()
        _cancelled = true
        let d = decodeJob
        cancelLock.unlock()
        d?.cancel()
    }
    /// When the worker started it (uptime ns; 0: waiting).
    var started: UInt64 = 0

    init(path: String, format: String?, cost: Int, priority: Int, wanted: Int, sequence: Int, readsHeader: Bool = false) {
        self.path = path
        self.format = format
        self.readsHeader = readsHeader
        self.cost = cost
        self.priority = priority
        self.wanted = wanted
        self.sequence = sequence
    }

    /// Runs on the worker: decode (if asked), then prepare (if asked).
    fileprivate func run() {
        if readsHeader {
            switch ImageHeader.read(path) {
            case .success(let h): header = h
            case .failure(let why): failure = DecodeFailure(why.reason)
            }
            return
        }
        var level0: UnsafeMutablePointer<SDL_Surface>?
        var width: Int32 = 0, height: Int32 = 0
        if let format {
            switch ImageDecoder.open(path) {
            case .failure(let why): failure = DecodeFailure(why.text)
            case .success(let d):
                cancelLock.lock()
                decodeJob = d
                let cancelled = _cancelled
                cancelLock.unlock()
                if cancelled { d.cancel() }
                ImageDecoder.decodeHere(d, format: format)
                switch d.wait(seconds: 0) {
                case .success(let s)?:
                    switch ImageSource.normalize(s) {
                    case .success(let n): decoded = n; level0 = n.surface
                    case .failure(let why): failure = why
                    }
                case .failure(let why)?: failure = DecodeFailure(why.text)
                case nil: failure = DecodeFailure("cancelled")
                }
            }
            if let l = level0 { width = l.pointee.w; height = l.pointee.h }
        } else if let base {
            level0 = base.surface
            width = sourceSize?.width ?? base.surface.pointee.w
            height = sourceSize?.height ?? base.surface.pointee.h
        }
        guard let p = preparation, let start = level0, !isCancelled else { return }
        let placement = ImagePlacement(sourceWidth: width, sourceHeight: height, frame: p.frame, mode: p.mode)
        let dst = placement.dst
        guard dst.width > 0, dst.height > 0, dst.width <= 8192, dst.height <= 8192 else { return }
        let r = clampedCornerRadius(pixels: p.radius, dst)
        // From the level given (0 when just decoded) down to the one to scale from.
        let want = placement.levelIndex(width: dst.width, height: dst.height)
        var index = format != nil ? 0 : base!.index
        var level = start
        while index < want, level.pointee.w > 1 || level.pointee.h > 1, let half = ImageSource.halve(level) {
            index += 1
            levels.append((index, half))
            level = half
        }
        let rect = placement.region(levelWidth: level.pointee.w, levelHeight: level.pointee.h,
                                    sourceWidth: width, sourceHeight: height)
        var pixels = [UInt32](repeating: 0, count: Int(dst.width) * Int(dst.height))
        pixels.withUnsafeMutableBufferPointer { out in
            ImagePlacement.prepare(level, rect, into: out.baseAddress!, stride: Int(dst.width),
                                   width: dst.width, height: dst.height, radius: r)
        }
        prepared = (ImageKey(path: path, mode: p.mode, width: dst.width, height: dst.height, radius: r, level: -1), pixels)
    }
}

/// One background thread that decodes and prepares images, so a frame never waits for one
/// (SwiftUI's `AsyncImage`, browsers and Flutter's image cache work the same way).
///
/// The main thread submits jobs and takes finished ones at a frame's start; the worker takes
/// the most urgent waiting job (visible before fetched ahead, then oldest), runs it, hands it
/// back and calls `finished` (the run loop's wake-up, so an idle app draws the image). One
/// worker is enough: the machine this is measured on has two cores, and the main thread uses one.
final class ImageWorker: @unchecked Sendable {   // state under `condition`
    private let condition = NSCondition()
    private var waiting: [ImageJob] = []
    private var done: [ImageJob] = []
    private var running: ImageJob?
    private var stopped = false
    private var thread: Thread?
    /// Called on the worker after each job (wakes the run loop).
    let finished: @Sendable () -> Void

    init(finished: @escaping @Sendable () -> Void) { self.finished = finished }

    /// Queues `job` (starting the thread the first time).
    func submit(_ job: ImageJob) {
        condition.lock()
        waiting.append(job)
        if thread == nil && !stopped {
            // The thread holds the worker until `stop()` ends its loop (a decode may outlive
            // the library by a moment; nothing it touches is freed under it).
            // Decoders keep large tables on the stack.
            thread = BackgroundPriority.startThread("gliss-images", stackSize: 8 << 20) { self.loop() }
        }
        condition.signal()
        condition.unlock()
    }

    /// Jobs finished since the last call (the main thread adopts or drops them).
    func takeFinished() -> [ImageJob] {
        condition.lock(); defer { condition.unlock() }
        let d = done
        done.removeAll()
        return d
    }

    /// True when a finished job waits to be taken.
    var hasFinished: Bool { condition.lock(); defer { condition.unlock() }; return !done.isEmpty }

    /// True while a job waits or runs.
    var isBusy: Bool { condition.lock(); defer { condition.unlock() }; return running != nil || !waiting.isEmpty }

    /// The job running now, if any.
    var current: ImageJob? { condition.lock(); defer { condition.unlock() }; return running }

    /// Moves a waiting `job` up to `priority` (an image fetched ahead came into view).
    func raise(_ job: ImageJob, to priority: Int) {
        condition.lock(); defer { condition.unlock() }
        job.priority = min(job.priority, priority)
    }

    /// Removes the waiting jobs `drop` says no frame wants any more and returns them.
    func removeWaiting(where drop: (ImageJob) -> Bool) -> [ImageJob] {
        condition.lock(); defer { condition.unlock() }
        let removed = waiting.filter(drop)
        if !removed.isEmpty { waiting.removeAll(where: drop) }
        return removed
    }

    /// Blocks until no job waits or runs (a frame boundary under `--fixed-step` and in tests)
    /// or `seconds` pass; false on timeout.
    @discardableResult
    func waitUntilIdle(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock(); defer { condition.unlock() }
        while running != nil || !waiting.isEmpty {
            if !condition.wait(until: deadline) { return running == nil && waiting.isEmpty }
        }
        return true
    }

    /// Ends the thread after the job it is running (waiting jobs are dropped undone).
    func stop() {
        condition.lock()
        stopped = true
        for j in waiting { j.cancel() }
        done += waiting
        waiting.removeAll()
        running?.cancel()
        condition.broadcast()
        condition.unlock()
    }

    private func loop() {
        while true {
            condition.lock()
            while waiting.isEmpty && !stopped { condition.wait() }
            if stopped && waiting.isEmpty { condition.unlock(); return }
            var best = 0
            for (i, j) in waiting.enumerated().dropFirst()
            where (j.priority, j.sequence) < (waiting[best].priority, waiting[best].sequence) { best = i }
            let job = waiting.remove(at: best)
            job.started = DispatchTime.now().uptimeNanoseconds
            running = job
            condition.unlock()

            if !job.isCancelled { job.run() }

            condition.lock()
            running = nil
            done.append(job)
            condition.broadcast()
            condition.unlock()
            finished()
        }
    }
}

extension ImageDecoder.Failure {
    /// What a warning says about it.
    var text: String {
        switch self {
        case .decoder(let why): return why
        case .timedOut: return "decoding it took longer than \(Int(ImageDecoder.deadline)) s"
        case .stopped: return "stopped by a signal while decoding it"
        }
    }
}
