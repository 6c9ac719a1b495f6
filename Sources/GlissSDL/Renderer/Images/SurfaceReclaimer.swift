import CSDL2
import Foundation

/// Frees decoded pixels the image library lets go on a thread of its own, in real-time runs.
/// Giving back a 4000×3000 photo's 48 MB is the kernel unmapping and uncharging ~12,000 pages,
/// a millisecond or more; with photos beyond the decoded budget the library lets go of one
/// every few frames, and on the main thread those frees were most of a frame's work at its
/// slowest (work p99 9–16 ms under Xvfb, 24 photos of 4000×3000). Nothing else touches a surface
/// once it is handed over, so freeing it elsewhere changes no pixel.
final class SurfaceReclaimer: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [UnsafeMutablePointer<SDL_Surface>] = []
    private var stopped = false
    private var thread: Thread?
    /// Handed over and not freed yet.
    private var pending = 0
    /// Surfaces handed over so far (tests).
    private(set) var handedOver = 0

    /// Hands `s` over to be freed.
    func free(_ s: UnsafeMutablePointer<SDL_Surface>) {
        condition.lock()
        queue.append(s)
        pending += 1
        handedOver += 1
        if thread == nil && !stopped {
            thread = BackgroundPriority.startThread("gliss-reclaim") { self.loop() }
        }
        condition.signal()
        condition.unlock()
    }

    /// Ends the thread once it has freed what is queued; what it has not reached is freed
    /// here (the backend is going).
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        let left = queue
        queue.removeAll()
        pending -= left.count
        condition.unlock()
        for s in left { SDL_FreeSurface(s) }
        _ = waitUntilFreed(seconds: 1)
    }

    /// Waits until everything handed over is freed, at most `seconds`; true when it is.
    func waitUntilFreed(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while pending > 0 && Date() < deadline { _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.005))) }
        return pending == 0
    }

    private func loop() {
        while true {
            condition.lock()
            while queue.isEmpty && !stopped { condition.wait() }
            if queue.isEmpty { thread = nil; condition.broadcast(); condition.unlock(); return }
            let s = queue.removeFirst()
            condition.unlock()
            SDL_FreeSurface(s)
            condition.lock()
            pending -= 1
            condition.broadcast()
            condition.unlock()
        }
    }
}
