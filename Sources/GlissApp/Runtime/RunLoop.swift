import Foundation
import GlissCore

/// The run loop, over any ``Backend``: input from the backend and the script → one frame of
/// the app → drawn → the frame's outputs. At 60 fps while anything moves, a gesture is active,
/// input arrives or a script runs; blocking on input otherwise. It ends when the app quits,
/// the window is closed, a signal arrives, `--frames` is reached or an output fails.
struct RunLoop {
    let host: AppHost
    let backend: any Backend
    var script: ScriptPlayer
    let options: StandardOptions
    let outputs: RunOutputs

    /// Runs to the end and returns the exit status (see ``RunOutputs/finish(host:backend:)``).
    mutating func run() -> Int32 {
        var pointerPressed = false
        while true {
            // Block on input only when nothing moves and no script is pending — and never
            // before the first frame: with no input (SDL_VIDEODRIVER=offscreen, or an X server
            // that sends nothing) the window would stay blank and --inspect/--screenshot at
            // SIGTERM would hold no frame.
            let idle = host.clock.frame > 0 && host.isIdle && script.isFinished && options.frames == nil && !options.fixedStep
            var events = backend.pollEvents(timeout: idle ? 0.5 : 0)
            // A frame after blocking on input starts a new run of frames: the HUD's interval
            // statistics measure pacing while frames are continuous, not how long the app idled.
            let waited = idle
            if idle && events.isEmpty && !backend.quitRequested && !AppRuntime.stopRequested { continue }
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
            var list = host.frame(events: events)
            outputs.decorate(&list, size: host.ui.size)
            backend.render(list)
            guard outputs.frameDrawn(host: host, backend: backend, start: start, waited: waited, screenshots: shots,
                                     pointerPressed: pointerPressed) else { break }
            if quitAfter || host.quitRequested { break }
            if let n = options.frames, host.clock.frame >= n { break }
        }
        return outputs.finish(host: host, backend: backend)
    }
}
