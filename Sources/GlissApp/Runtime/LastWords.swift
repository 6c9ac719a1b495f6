import Foundation

/// What can still be written when the main thread is stuck in a call that waits on a peer (an
/// X server frozen while a frame is presented) past the time a signal allows.
///
/// The run loop wraps such calls in ``peerCall(_:)``. While the main thread is inside one, the
/// app's state is at rest between frames, so the signal watchdog may take over: ``speak()``
/// marks the outputs as its to write, runs ``action`` (the inspector JSON) on its own thread,
/// and the process then exits; should the peer answer meanwhile, the main thread parks on
/// leaving the call instead of writing the same files.
enum LastWords {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var inPeerCall = false
    nonisolated(unsafe) private static var claimed = false
    /// What to write (set by the run; nil outside a run).
    nonisolated(unsafe) static var action: (() -> Void)?

    /// What the main thread is doing that a stop may find it still in.
    private enum Stage: Int { case frame, finishing }
    /// When the main thread entered each stage (uptime nanoseconds), nil when it is not in it.
    nonisolated(unsafe) private static var stageStarted: [UInt64?] = [nil, nil]

    /// Runs `body` marked as being in `stage`.
    private static func during<R>(_ stage: Stage, _ body: () -> R) -> R {
        lock.lock(); stageStarted[stage.rawValue] = DispatchTime.now().uptimeNanoseconds; lock.unlock()
        defer { lock.lock(); stageStarted[stage.rawValue] = nil; lock.unlock() }
        return body()
    }

    /// Seconds the main thread has been in `stage`, nil when it is not in it.
    private static func seconds(in stage: Stage) -> Double? {
        lock.lock(); defer { lock.unlock() }
        return stageStarted[stage.rawValue].map { Double(DispatchTime.now().uptimeNanoseconds - $0) / 1e9 }
    }

    /// Runs `body`, the building and laying out of one frame, marked as such: a stop that
    /// finds the main thread still in it can say so (a long build) instead of blaming a peer.
    static func frameCall<R>(_ body: () -> R) -> R { during(.frame, body) }

    /// Seconds the main thread has been building the current frame, nil when it is not in one.
    static var secondsInFrame: Double? { seconds(in: .frame) }

    /// Runs `body`, the writing of the run's outputs at its end, marked as such: a stop that
    /// finds the main thread still in it says the outputs were being written.
    static func finishCall<R>(_ body: () -> R) -> R { during(.finishing, body) }

    /// Seconds the main thread has been writing the run's outputs, nil when it is not.
    static var secondsFinishing: Double? { seconds(in: .finishing) }

    /// Runs `body`, a call that may wait on a peer, marked as such.
    static func peerCall<R>(_ body: () -> R) -> R {
        lock.lock(); inPeerCall = true; lock.unlock()
        let result = body()
        lock.lock(); inPeerCall = false; let taken = claimed; lock.unlock()
        // The watchdog is writing the outputs and ends the process: wait for it.
        if taken { while true { pause() } }
        return result
    }

    /// Runs ``action`` when the main thread is inside a peer call (and marks the outputs as
    /// taken); false when it is not, and nothing was written.
    @discardableResult
    static func speak() -> Bool {
        lock.lock()
        let mine = inPeerCall && !claimed && action != nil
        if mine { claimed = true }
        let a = action
        lock.unlock()
        if mine { a?() }
        return mine
    }
}
