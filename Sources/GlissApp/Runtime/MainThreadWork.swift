import Foundation
import GlissCore
#if canImport(Glibc)
import Glibc
#endif

/// The main thread's own work between frames: blocks on the main dispatch queue
/// (`DispatchQueue.main.async`/`asyncAfter`, and `@MainActor` jobs — Swift runs the main
/// actor on that queue on Linux: `Task { @MainActor in … }`, `MainActor.run`, a view's `task`)
/// and the main run loop's timers (Foundation's `Timer`).
///
/// The run loop waits on SDL's event queue, which knows nothing of these. So a watcher thread
/// waits on the handle libdispatch signals when the main queue gets work — the eventfd
/// Foundation's own `RunLoop` waits on — and wakes the backend's wait (an SDL event); the next
/// frame then runs the work and draws its results. Chosen over polling (a wake-up every few
/// milliseconds costs CPU when idle) and over an SDL event posted by each job (no hook sees
/// every job). Timers need no thread: ``serve()`` returns the next one's date and the loop
/// waits no longer than that.
package final class MainThreadWork: @unchecked Sendable {
    /// libdispatch's main-queue handle (the eventfd `RunLoop` waits on), or -1 if this
    /// libdispatch has none (then queued work runs only when a frame runs: see ``isWatching``).
    private let handle: Int32
    /// Ends the wait for input; dropped at ``stop()``, so the backend it holds is released when
    /// the run ends even while the watcher thread still sleeps in its last poll.
    private var wake: (() -> Void)?
    private let lock = NSCondition()
    /// True while the watcher has woken the loop and waits for ``serve()`` to run the work.
    private var watcherWaiting = false
    private var stopped = false
    /// The next timer's date, from the last ``serve()``.
    private(set) var nextTimer: Date?
    /// False when this libdispatch offers no handle to watch.
    package var isWatching: Bool { handle >= 0 }

    /// Starts watching the main queue; `wake` (called on the watcher thread) ends the main
    /// thread's wait for input. With `watching` false no thread starts: the owner waits
    /// itself (``waitForWork(timeout:)``), as the test harness does.
    package init(watching: Bool = true, wake: @escaping () -> Void = {}) {
        self.wake = wake
        handle = Self.mainQueueHandle()
        if handle >= 0 && watching {
            let thread = Thread { [self] in watch() }
            thread.name = "gliss.main-queue-watcher"
            thread.start()
        }
    }

    /// Runs what is due on the main thread: queued blocks and main-actor jobs, timers whose
    /// time has come. Returns true when something may have run (the frame after shows it).
    @discardableResult
    package func serve() -> Bool {
        var ran = false
        // A job may queue another (a task resuming after `await MainActor.run`); serve a few
        // rounds so one frame shows a short chain, and leave a long one to the next frames.
        for round in 0..<8 {
            let queued = handle >= 0 && Self.isReadable(handle)
            let timerDue = nextTimer.map { $0 <= Date() } ?? false
            if round > 0 && !queued && !timerDue { break }
            // Foundation's run loop runs the main queue (it reads the eventfd) and fires due
            // timers, without waiting; it returns the next timer's date.
            let limit = Foundation.RunLoop.main.limitDate(forMode: .default)
            nextTimer = limit.flatMap { $0 == .distantFuture ? nil : $0 }
            ran = ran || queued || timerDue
        }
        lock.lock()
        if watcherWaiting { watcherWaiting = false; lock.signal() }
        lock.unlock()
        return ran
    }

    /// Ends the frame clock's sleeps that end by the coming frame (``FrameTimeline``), then
    /// runs what is due (``serve()``). With `exact` (a fixed step) it first waits, briefly,
    /// for the woken tasks to come back to the main queue, and after serving lets the tasks it
    /// ran reach their next sleep: the same sleep then ends at the same frame in every run.
    @discardableResult
    package func serve(after clock: FrameClock, exact: Bool) -> Bool {
        let timeline = FrameTimeline.shared
        let woke = timeline.beginWork(after: clock.time, before: clock.upcomingTime)
        if woke && exact && !hasQueuedWork {
            // Woken through the standard library's generic sleep: back by another thread.
            timeline.awaitResumedSleeps()
            _ = waitForWork(timeout: 0.005)
        }
        let ran = serve()
        if exact { timeline.settleAfterWork(ranWork: ran) }
        return ran || woke
    }

    /// Seconds until the next timer, or nil when there is none.
    package var secondsUntilNextTimer: Double? { nextTimer.map { $0.timeIntervalSinceNow } }

    /// True when the main queue holds work ``serve()`` would run.
    package var hasQueuedWork: Bool { handle >= 0 && Self.isReadable(handle) }

    /// Blocks up to `timeout` seconds until the main queue has work or a timer is due;
    /// returns true if one has.
    package func waitForWork(timeout: Double) -> Bool {
        let wait = min(timeout, secondsUntilNextTimer ?? timeout)
        if wait > 0, handle >= 0 {
            var fds = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            if poll(&fds, 1, Int32((wait * 1000).rounded(.up))) > 0 { return true }
        } else if wait > 0 {
            usleep(UInt32(wait * 1e6))
        }
        return hasQueuedWork || (secondsUntilNextTimer.map { $0 <= 0 } ?? false)
    }

    /// Stops the watcher (at the end of the run).
    package func stop() {
        lock.lock()
        stopped = true
        wake = nil
        watcherWaiting = false
        lock.signal()
        lock.unlock()
    }

    private func watch() {
        // Signals go to the main thread, whose wait they cut short (a stop is then answered at once).
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var fds = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
        while true {
            fds.revents = 0
            // Wait (without reading: the run loop reads it) until the main queue has work.
            let r = poll(&fds, 1, 1000)
            lock.lock()
            if stopped { lock.unlock(); return }
            if r > 0 {
                watcherWaiting = true
                let wake = self.wake
                lock.unlock()
                wake?()
                // Until the main thread has served it: the handle stays readable till then.
                lock.lock()
                while watcherWaiting && !stopped { lock.wait() }
            }
            lock.unlock()
        }
    }

    private static func isReadable(_ fd: Int32) -> Bool {
        var fds = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&fds, 1, 0) > 0
    }

    /// `_dispatch_get_main_queue_handle_4CF()`: libdispatch's hook for run loops (Foundation's
    /// `RunLoop` uses it). Looked up at run time so a libdispatch without it degrades to polling.
    private static func mainQueueHandle() -> Int32 {
        typealias Getter = @convention(c) () -> Int32
        guard let symbol = dlsym(nil, "_dispatch_get_main_queue_handle_4CF") else { return -1 }
        // The main queue must exist before its handle does.
        _ = DispatchQueue.main
        return unsafeBitCast(symbol, to: Getter.self)()
    }
}
