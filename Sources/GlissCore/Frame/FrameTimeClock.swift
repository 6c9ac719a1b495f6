import Foundation

/// Gliss's frame clock as a Swift `Clock`: time as the frames see it. Under `--fixed-step`
/// (and in `Harness`) every frame is exactly 1/60 s, so a wait on it repeats exactly:
/// `try await Task.sleep(for: .milliseconds(200), clock: .frame)` ends in the frame 12 frames
/// (0.2 s of frame time) after it began, in every run. In real time it follows the wall clock,
/// as frames do.
///
/// Wall-clock waits — `Task.sleep(for:)` on the default clock, `DispatchQueue.main.asyncAfter`,
/// `Timer` — follow the wall clock also under `--fixed-step`: use this clock for waits a test
/// or a recording must see at the same frame each time (the Swift ecosystem's injectable-clock
/// way, as swift-clocks' `TestClock`).
///
/// A sleep ends before the frame whose time reaches its deadline is built, so that frame shows
/// what the task did next (when the task runs on the main actor, as `.task` bodies do). `now`
/// is the time of the last frame built: a sleep a task begins between frames k and k+1 counts
/// from frame k.
public struct FrameTimeClock: Clock, Sendable {
    /// A moment of frame time: seconds since the first frame.
    public struct Instant: InstantProtocol, Sendable {
        /// Frame time since the first frame.
        public var offset: Swift.Duration

        /// The instant `offset` after the first frame.
        public init(offset: Swift.Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
        /// The frame time from this instant to `other`.
        public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
        /// Earlier frame time first.
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    /// The frame clock (all frame clocks read the same frames).
    public init() {}

    /// The time of the frame being built, or of the last one.
    public var now: Instant { Instant(offset: .seconds(FrameTimeline.shared.now)) }

    /// Frames are what it counts; below a frame it does not resolve.
    public var minimumResolution: Swift.Duration { .nanoseconds(1) }

    /// Suspends until the frame whose time reaches `deadline` is about to be built; throws
    /// `CancellationError` when the task is cancelled (a `.task` whose view went away).
    nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
        let seconds = Double(deadline.offset.components.seconds) + Double(deadline.offset.components.attoseconds) / 1e18
        try await FrameTimeline.shared.wait(until: seconds)
    }
}

extension FrameTimeClock {
    /// Sleeps for `duration` of frame time, on the caller's actor: no hop to another thread
    /// first (the `Clock` protocol's own `sleep(for:)` makes one), so the wait counts from the
    /// frame the caller is at, and the caller resumes on its actor as the sleep ends.
    nonisolated(nonsending) public func sleep(for duration: Swift.Duration, tolerance: Swift.Duration? = nil) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }
}

extension Task where Success == Never, Failure == Never {
    /// `Task.sleep(for:tolerance:clock:)` on the frame clock, run on the caller's actor. The
    /// standard library's generic version first hops to another thread, where it would read the
    /// clock a frame late now and then (under load); this one makes a sleep begun in a
    /// `.task` end at the same frame in every run.
    nonisolated(nonsending) public static func sleep(for duration: Swift.Duration, tolerance: Swift.Duration? = nil,
                                                     clock: FrameTimeClock) async throws {
        try await clock.sleep(for: duration, tolerance: tolerance)
    }
}

extension Clock where Self == FrameTimeClock {
    /// Gliss's frame clock: `Task.sleep(for: .milliseconds(200), clock: .frame)`.
    public static var frame: FrameTimeClock { FrameTimeClock() }
}

/// The frame time the frame clock reads, and the sleeps waiting on it. Before running the main
/// thread's work the run loop (and the test harness) end the sleeps that end by the coming
/// frame, so what they do next is seen by that frame. The runtime's and the harness's
/// (`package`): an app reads the clock through ``FrameTimeClock``.
package final class FrameTimeline: @unchecked Sendable {
    /// The one timeline of the process (one frame clock per process, as one run loop).
    package static let shared = FrameTimeline()

    private let lock = NSLock()
    private var time = 0.0
    private var nextID = 0
    private var waiters: [Int: (deadline: Double, resume: CheckedContinuation<Void, Error>)] = [:]
    /// Set once the clock is used (a sleep, or its time read): only then do runs settle.
    private var inUse = false
    /// Sleeps begun so far.
    private var registrations = 0
    /// Sleeps the last ``resumeSleeps(endingBy:)`` ended, and how many have returned since.
    private var resumed = 0, returned = 0

    /// The frame time now: the last frame built's.
    package var now: Double { lock.withLock { inUse = true; return time } }

    /// The earliest deadline a sleep waits for (the run loop wakes for it), nil when none.
    package var nextDeadline: Double? { lock.withLock { waiters.values.map(\.deadline).min() } }

    /// True while some task sleeps on the frame clock.
    package var hasWaiters: Bool { lock.withLock { !waiters.isEmpty } }

    /// The main thread's work between two frames begins: the last frame built was at `last`,
    /// and the coming one will be at `upcoming`. `now` becomes `last`, and the sleeps that end
    /// by `upcoming` are ended (true when any were).
    ///
    /// `now` moves only here: `Task.sleep(for:clock:)` reads `now` after a hop off the main
    /// actor, which may land while the next frame is being built; read then, it still gives
    /// the frame the task began after, so the same sleep ends at the same frame in every run.
    @discardableResult
    package func beginWork(after last: Double, before upcoming: Double) -> Bool {
        lock.withLock { time = last }
        return resumeSleeps(endingBy: upcoming)
    }

    /// After the main thread's work between two frames: under a fixed step, gives the tasks it
    /// ran a moment to reach their sleeps (the stdlib's `Task.sleep` reaches this clock from
    /// another thread), so a sleep begun there is counted from the same frame in every run —
    /// what swift-clocks' `TestClock` does with its yields. Waits only while sleeps keep
    /// arriving, at most ~5 ms; only when work ran (`ranWork`) or the clock is in use.
    package func settleAfterWork(ranWork: Bool) {
        guard ranWork || lock.withLock({ inUse }) else { return }
        var last = lock.withLock { registrations }
        var quiet = 0
        for _ in 0..<50 where quiet < 3 {
            usleep(100)
            let now = lock.withLock { registrations }
            if now == last { quiet += 1 } else { quiet = 0; last = now }
        }
    }

    /// Ends the sleeps whose deadline is at or before `t` — the coming frame's time — without
    /// moving `now`. True when any ended.
    @discardableResult
    package func resumeSleeps(endingBy t: Double) -> Bool {
        let due: [CheckedContinuation<Void, Error>] = lock.withLock {
            returned = 0
            let ids = waiters.filter { $0.value.deadline <= t + 1e-9 }.sorted { $0.value.deadline < $1.value.deadline }.map(\.key)
            return ids.compactMap { waiters.removeValue(forKey: $0)?.resume }
        }
        lock.withLock { resumed = due.count }
        for c in due { c.resume() }
        return !due.isEmpty
    }

    /// Under a fixed step, after ``resumeSleeps(endingBy:)``: waits (at most ~5 ms) until the
    /// sleeps it ended have returned from this clock — on their way back to the main actor,
    /// through the stdlib's `Task.sleep` on another thread — so the main thread's work that
    /// follows runs what they do next, in every run.
    package func awaitResumedSleeps() {
        for _ in 0..<50 {
            if lock.withLock({ returned >= resumed }) { return }
            usleep(100)
        }
    }

    /// Starts a new run at frame time 0 (a new window's clock, a new test harness): sleeps of
    /// the last run are cancelled.
    package func reset() {
        let left: [CheckedContinuation<Void, Error>] = lock.withLock {
            time = 0
            inUse = false
            defer { waiters.removeAll() }
            return waiters.values.map(\.resume)
        }
        for c in left { c.resume(throwing: CancellationError()) }
    }

    nonisolated(nonsending) func wait(until deadline: Double) async throws {
        try Task.checkCancellation()
        let id: Int = lock.withLock { nextID += 1; inUse = true; return nextID }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, Error>) in
                // Cancelled before it could wait (the handler below already ran): end at once.
                if Task.isCancelled { c.resume(throwing: CancellationError()); return }
                let resumeNow: Bool = lock.withLock {
                    if deadline <= time + 1e-9 { return true }
                    waiters[id] = (deadline, c)
                    registrations += 1
                    return false
                }
                if resumeNow { c.resume() }
            }
            lock.withLock { returned += 1 }
        } onCancel: {
            let c = lock.withLock { waiters.removeValue(forKey: id)?.resume }
            c?.resume(throwing: CancellationError())
        }
    }
}
