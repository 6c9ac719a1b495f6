import CSDL2
import Dispatch

/// The worker's jobs (real-time runs): a header read, then a decode once room is made for
/// its cost, and preparations at a frame's pixel size; taken in (or dropped) as frames start.
extension ImageLibrary {
    /// Frees `s`, which nothing else holds: on the reclaimer's thread when there is one.
    func release(_ s: UnsafeMutablePointer<SDL_Surface>) {
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
    func isOverdue(_ j: ImageJob) -> Bool {
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

    /// Starts loading `path` on the worker: the header first (the decode follows once room is
    /// made for its cost, see `adopt`).
    func readHeader(_ path: String, priority: Int, preparing preparation: ImageJob.Preparation?, on worker: ImageWorker) {
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

    func want(_ j: ImageJob, _ priority: Int) {
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
    func adopt(_ j: ImageJob) {
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

    /// Frees what a job holds or made (it was cancelled or is no longer wanted).
    func drop(_ j: ImageJob) {
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
}
