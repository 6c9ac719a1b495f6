import CSDL2
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GlissIO

/// Decodes an image file on a worker thread while the main thread waits with a deadline.
///
/// A decode is a C library's loop the app cannot interrupt: a hostile file (within every
/// size limit) could hold the first frame for minutes, with SIGTERM unanswered. Here the main
/// thread waits in 20 ms steps, asking `stop` (a signal ended the run) each time, and gives up
/// after ``deadline`` seconds: the image draws as a placeholder with one warning, the run goes
/// on. The decoder reads the file through an `SDL_RWops` whose reads fail once the decode is
/// abandoned, so it ends at its next read instead of running to the end; what it still
/// produces is freed on the worker. Decodes run one at a time (SDL_image loads its codec
/// libraries on first use, which is not safe from two threads at once).
enum ImageDecoder {
    /// Seconds a decode may take (an 8192×8192 PNG, the largest allowed, takes about 1.5 s;
    /// a 4096×4096 JPEG of 90 noisy scans, within every limit, 6.5 s).
    static let deadline = 5.0

    /// Serialises decodes (see above); held by the worker while it decodes.
    private static let serial = NSLock()

    /// Why a decode produced no surface.
    enum Failure: Error, Equatable {
        case decoder(String)
        case timedOut
        case stopped
    }

    /// The decoded surface of `path` (format `format`, as `IMG_LoadTyped_RW` names it), or
    /// why there is none. `stop` is asked while waiting (true: give up now).
    static func decode(_ path: String, format: String, deadline: Double = deadline,
                       stop: () -> Bool) -> Result<UnsafeMutablePointer<SDL_Surface>, Failure> {
        let job: DecodeJob
        switch open(path) {
        case .success(let j): job = j
        case .failure(let why): return .failure(why)
        }
        let thread = Thread { decodeHere(job, format: format) }
        thread.name = "gliss-image-decode"
        thread.stackSize = 8 << 20   // decoders keep large tables on the stack
        thread.start()
        let start = DispatchTime.now().uptimeNanoseconds
        while true {
            if let r = job.wait(seconds: 0.02) { return r }
            if stop() { job.cancel(); return .failure(.stopped) }
            if Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > deadline { job.cancel(); return .failure(.timedOut) }
        }
    }

    /// A decode of `path`, not started: its file opened.
    static func open(_ path: String) -> Result<DecodeJob, Failure> {
        let fd = PathBytes.withCPath(path) { Glibc.open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return .failure(.decoder(OutputPath.errorText(errno))) }
        return .success(DecodeJob(fd: fd))
    }

    /// Runs `job` on the calling thread (a worker's, never the main thread's): one decode at
    /// a time, its reads failing once the job is cancelled; the outcome goes to the job.
    static func decodeHere(_ job: DecodeJob, format: String) {
        serial.lock()
        defer { serial.unlock() }
        let surface: UnsafeMutablePointer<SDL_Surface>?
        if job.isCancelled {
            surface = nil
        } else if let rw = job.makeRW() {
            surface = IMG_LoadTyped_RW(rw, 1, format)   // 1: frees the RWops (closes the file)
        } else {
            surface = nil
        }
        job.finish(surface, error: surface == nil ? sdlError() : nil)
    }
}

/// One decode shared by the waiting thread and the worker: its file, whether it was
/// abandoned, and its outcome.
final class DecodeJob: @unchecked Sendable {
    private let condition = NSCondition()
    private var cancelled = false
    private var outcome: Result<UnsafeMutablePointer<SDL_Surface>, ImageDecoder.Failure>?
    private var fd: Int32

    init(fd: Int32) { self.fd = fd }

    var isCancelled: Bool {
        condition.lock(); defer { condition.unlock() }
        return cancelled
    }

    /// The waiting thread gives up: reads fail from now on, and a late surface is freed.
    func cancel() {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
    }

    /// The worker's result; freed at once when the decode was abandoned.
    func finish(_ surface: UnsafeMutablePointer<SDL_Surface>?, error: String?) {
        condition.lock()
        defer { condition.unlock() }
        if fd >= 0 { close(fd); fd = -1 }   // the RWops was never made
        if cancelled {
            if let surface { SDL_FreeSurface(surface) }
            return
        }
        outcome = surface.map { .success($0) } ?? .failure(.decoder(error ?? "cannot decode"))
        condition.broadcast()
    }

    /// The outcome, waiting up to `seconds` for it.
    func wait(seconds: Double) -> Result<UnsafeMutablePointer<SDL_Surface>, ImageDecoder.Failure>? {
        condition.lock()
        defer { condition.unlock() }
        if outcome == nil { _ = condition.wait(until: Date(timeIntervalSinceNow: seconds)) }
        return outcome
    }

    /// An `SDL_RWops` reading the file (positional reads), failing once cancelled. It owns
    /// the file from here on (closed with it).
    func makeRW() -> UnsafeMutablePointer<SDL_RWops>? {
        guard let rw = SDL_AllocRW() else { return nil }
        let file = CancellableFile(fd: fd, job: self)
        condition.lock(); fd = -1; condition.unlock()
        rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        rw.pointee.hidden.unknown.data1 = Unmanaged.passRetained(file).toOpaque()
        rw.pointee.size = { rw in CancellableFile.of(rw).size() }
        rw.pointee.seek = { rw, offset, whence in CancellableFile.of(rw).seek(offset, whence) }
        rw.pointee.read = { rw, ptr, size, count in CancellableFile.of(rw).read(ptr, size, count) }
        rw.pointee.write = { _, _, _, _ in 0 }
        rw.pointee.close = { rw in
            guard let rw else { return 0 }
            Unmanaged<CancellableFile>.fromOpaque(rw.pointee.hidden.unknown.data1).release()
            SDL_FreeRW(rw)
            return 0
        }
        return rw
    }
}

/// The file under a decoder's `SDL_RWops`.
private final class CancellableFile {
    let fd: Int32
    let job: DecodeJob
    var offset: Int64 = 0

    init(fd: Int32, job: DecodeJob) { self.fd = fd; self.job = job }
    deinit { close(fd) }

    static func of(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> CancellableFile {
        Unmanaged<CancellableFile>.fromOpaque(rw!.pointee.hidden.unknown.data1).takeUnretainedValue()
    }

    func size() -> Int64 {
        var st = stat()
        return fstat(fd, &st) == 0 ? Int64(st.st_size) : -1
    }

    func seek(_ delta: Int64, _ whence: Int32) -> Int64 {
        let base: Int64
        switch whence {
        case RW_SEEK_SET: base = 0
        case RW_SEEK_CUR: base = offset
        case RW_SEEK_END: base = size()
        default: return -1
        }
        guard base + delta >= 0 else { return -1 }
        offset = base + delta
        return offset
    }

    func read(_ ptr: UnsafeMutableRawPointer?, _ size: Int, _ count: Int) -> Int {
        guard let ptr, size > 0, count > 0, !job.isCancelled else { return 0 }
        var done = 0
        let want = size * count
        while done < want {
            let n = pread(fd, ptr + done, want - done, off_t(offset) + off_t(done))
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        offset += Int64(done)
        return done / size
    }
}
