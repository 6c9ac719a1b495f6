import Foundation
import GlissAccessibility
import GlissCore

/// The run loop, over any ``Backend``: input from the backend and the script → one frame of
/// the app → drawn → the frame's outputs. At 60 fps while anything moves, a gesture is active,
/// input arrives or a script runs; blocking on input otherwise. It ends when the app quits,
/// the window is closed, a signal arrives, `--frames` is reached or an output fails. Between
/// frames it serves the main thread's queued work and timers (see ``MainThreadWork``).
struct RunLoop {
    let host: AppHost
    let backend: any Backend
    var script: ScriptPlayer
    let options: StandardOptions
    let outputs: RunOutputs
    /// The screen readers' view of the app (nil with no session bus).
    var accessibility: ATSPIBridge? = nil

    /// Runs to the end and returns the exit status (see ``RunOutputs/finish(host:backend:)``).
    mutating func run() -> Int32 {
        var pointerPressed = false
        let work = MainThreadWork(wake: { [backend] in backend.wake() })
        defer { work.stop() }
        if !work.isWatching {
            StandardError.warn("this libdispatch has no main-queue handle: DispatchQueue.main and @MainActor work runs only with the next frame")
        }
        while true {
            // What was queued for the main thread (tasks, DispatchQueue.main, timers) runs
            // before the frame, which shows its results.
            // Sleeps on the frame clock that end by the coming frame resume first, so the
            // work they queue runs now and that frame shows it.
            var due = work.serve(after: host.clock, exact: options.fixedStep)
                || frameRequestDue || backend.needsFrame
            // Block on input only when nothing moves, nothing ran and no script is pending —
            // and never before the first frame: with no input (SDL_VIDEODRIVER=offscreen, or
            // an X server that sends nothing) the window would stay blank and
            // --inspect/--screenshot at SIGTERM would hold no frame.
            let idle = !due && host.clock.frame > 0 && host.isIdle && script.isFinished && options.frames == nil && !options.fixedStep
            var events: [InputEvent]
            if idle {
                // Until input, queued work (the watcher wakes the wait), the next timer or the
                // frame a view asked for; at most half a second (signals are checked then).
                var wait = 0.5
                if let t = work.secondsUntilNextTimer { wait = min(wait, t) }
                if let t = host.ui.nextFrameTime { wait = min(wait, t - host.clock.elapsed) }
                if let t = FrameTimeline.shared.nextDeadline { wait = min(wait, t - host.clock.elapsed) }
                events = LastWords.peerCall { backend.pollEvents(timeout: max(wait, 0.001)) }
                due = work.serve() || frameRequestDue || backend.needsFrame
                    || FrameTimeline.shared.nextDeadline.map { $0 <= host.clock.elapsed } ?? false
            } else {
                events = LastWords.peerCall { backend.pollEvents(timeout: 0) }
            }
            // What a screen reader asked (a button pressed, focus moved) is input for this frame.
            if let a = accessibility?.takeInput() {
                events += a.events
                due = due || a.frameNeeded || !a.events.isEmpty
                    || accessibility!.needsFrame(windowActive: backend.isWindowActive)
            }
            // A frame after blocking on input starts a new run of frames: the HUD's interval
            // statistics measure pacing while frames are continuous, not how long the app idled.
            let waited = idle
            if idle && events.isEmpty && !due && !backend.quitRequested && !AppRuntime.stopRequested { continue }
            if backend.quitRequested || AppRuntime.stopRequested { break }
            var shots: [String] = []
            var quitAfter = false
            if let f = script.next() {
                events += f.events
                shots = f.screenshots
                quitAfter = f.quit
                if let r = f.record { outputs.recording = r }
            }
            for e in events {
                if case .pointerDown(_, .left) = e { pointerPressed = true }
                if case .pointerUp(_, .left) = e { pointerPressed = false }
            }
            let start = DispatchTime.now().uptimeNanoseconds
            var list = LastWords.frameCall { host.frame(events: events) }
            outputs.decorate(&list, size: host.ui.size)
            LastWords.peerCall { host.present(list, on: backend) }
            accessibility?.publish(host.ui, windowOrigin: backend.windowOrigin, active: backend.isWindowActive)
            guard outputs.frameDrawn(host: host, backend: backend, start: start, waited: waited, screenshots: shots,
                                     pointerPressed: pointerPressed) else { break }
            if quitAfter || host.quitRequested { break }
            if let n = options.frames, host.clock.frame >= n { break }
        }
        accessibility?.stop()
        return outputs.finish(host: host, backend: backend)
    }

    /// True when a view asked for a frame (``UI/requestFrame(at:)``) whose time has come.
    private var frameRequestDue: Bool {
        guard let t = host.ui.nextFrameTime, !options.fixedStep else { return false }
        return t <= host.clock.elapsed
    }
}
