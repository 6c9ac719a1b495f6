import Foundation
import GlissAccessibility
import GlissCore

/// The run loop, over any ``Backend``s: input from each window's backend and the script → one
/// frame of each open window → drawn → the frame's outputs and window requests. At 60 fps
/// while anything moves in any window, a gesture is active, input arrives or a script runs;
/// blocking on input otherwise. It ends when the app quits, its last window is closed, a
/// signal arrives, `--frames` is reached or an output fails. Between frames it serves the
/// main thread's queued work and timers (see ``MainThreadWork``).
///
/// The windows share the app object, so a frame that handled input in one window may change
/// what another shows: every open window is stepped whenever any is.
struct RunLoop {
    let windows: AppWindows
    var script: ScriptPlayer
    let options: StandardOptions
    let outputs: RunOutputs
    /// The screen readers' view of the app (nil with no session bus).
    var accessibility: ATSPIBridge? = nil
    /// Shows the file dialogs frames ask for (the desktop's chooser, else Gliss's sheet).
    var fileDialogs = PlatformFileDialogs(chooser: nil)

    /// The main window's host: the run's outputs (trace, inspector, screenshot) follow it.
    private var host: AppHost { windows.main.host }
    private var backend: any Backend { windows.main.backend }

    /// Runs to the end and returns the exit status (see ``RunOutputs/finish(host:backend:)``).
    mutating func run() -> Int32 {
        var pointerPressed = false
        let work = MainThreadWork(wake: { [backend] in backend.wake() })
        defer { work.stop() }
        if !work.isWatching {
            StandardError.warn("this libdispatch has no main-queue handle: DispatchQueue.main and @MainActor work runs only with the next frame")
        }
        var warnedWindows = Set<String>()
        // Frames run (the main window's, while it is open; `--frames` counts these, so a run
        // whose main window closed still ends).
        var framesRun = 0
        outputs.windowList = { [windows] in
            ([windows.main] + windows.others).map { $0.host.windowInspector(open: $0.isOpen, frame: $0.isOpen ? $0.backend.windowFrame : nil) }
        }
        defer { outputs.windowList = nil }
        while true {
            let open = windows.open
            for w in open { fileDialogs.prepare(w) }
            // What was queued for the main thread (tasks, DispatchQueue.main, timers) runs
            // before the frame, which shows its results.
            // Sleeps on the frame clock that end by the coming frame resume first, so the
            // work they queue runs now and that frame shows it.
            var due = work.serve(after: host.clock, exact: options.fixedStep)
                || frameRequestDue(open) || open.contains { $0.backend.needsFrame }
                || activeChanged(open)
            // Block on input only when nothing moves in any window, nothing ran and no script
            // is pending — and never before a window's first frame: with no input
            // (SDL_VIDEODRIVER=offscreen, or an X server that sends nothing) it would stay
            // blank and --inspect/--screenshot at SIGTERM would hold no frame.
            let idle = !due && open.allSatisfy { $0.host.clock.frame > 0 && $0.host.isIdle }
                && script.isFinished && options.frames == nil && !options.fixedStep
            var events: [ObjectIdentifier: [InputEvent]] = [:]
            if idle, let waiter = open.first {
                // Until input to any window, queued work (the watcher wakes the wait), the next
                // timer or the frame a view asked for; at most half a second (signals are
                // checked then).
                var wait = 0.5
                if let t = work.secondsUntilNextTimer { wait = min(wait, t) }
                for w in open { if let t = w.host.ui.nextFrameTime { wait = min(wait, t - w.host.clock.elapsed) } }
                if let t = FrameTimeline.shared.nextDeadline { wait = min(wait, t - host.clock.elapsed) }
                events[ObjectIdentifier(waiter)] = LastWords.peerCall { waiter.backend.pollEvents(timeout: max(wait, 0.001)) }
                for w in open.dropFirst() { events[ObjectIdentifier(w)] = LastWords.peerCall { w.backend.pollEvents(timeout: 0) } }
                due = work.serve() || frameRequestDue(open) || open.contains { $0.backend.needsFrame } || activeChanged(open)
                    || FrameTimeline.shared.nextDeadline.map { $0 <= host.clock.elapsed } ?? false
                // A setting changed too soon after the last write (a slider let go) is written
                // while idle, within half a second, not only at the end of the run.
                SettingsStore.saveChanges(force: false)
            } else {
                for w in open { events[ObjectIdentifier(w)] = LastWords.peerCall { w.backend.pollEvents(timeout: 0) } }
            }
            // What a screen reader asked (a button pressed, focus moved) is input for this frame
            // of the window it addressed (dropped when that window has closed since).
            if let bridge = accessibility {
                let a = bridge.takeInput()
                for (name, input) in a.events {
                    if let w = windows.window(named: name) { events[ObjectIdentifier(w), default: []] += input }
                }
                due = due || a.frameNeeded || !a.events.isEmpty
                    || bridge.needsFrame { windows.window(named: $0)?.backend.isWindowActive }
            }
            // A frame after blocking on input starts a new run of frames: the HUD's interval
            // statistics measure pacing while frames are continuous, not how long the app idled.
            let waited = idle
            let anyInput = events.values.contains { !$0.isEmpty }
            if AppRuntime.stopRequested || open.contains(where: { $0.backend.quitRequested }) { break }
            // A window's close button closes that window (the last one: the app).
            for w in open where w.backend.closeRequested { windows.close(w) }
            if windows.quitRequested { break }
            if idle && !anyInput && !due { continue }
            var shots: [String] = []
            var quitAfter = false
            if let f = script.next() {
                events[ObjectIdentifier(windows.main), default: []] += f.events
                for (name, input) in f.windowEvents {
                    if let w = windows.window(named: name) {
                        events[ObjectIdentifier(w), default: []] += input
                    } else if warnedWindows.insert(name).inserted {
                        StandardError.warn("script: no open window is called \(name) (open: \(windows.open.map(\.name).joined(separator: ", "))): its input is dropped")
                    }
                }
                shots = f.screenshots
                quitAfter = f.quit
                if let r = f.record { outputs.recording = r }
            }
            for e in events[ObjectIdentifier(windows.main)] ?? [] {
                if case .pointerDown(_, .left) = e { pointerPressed = true }
                if case .pointerUp(_, .left) = e { pointerPressed = false }
            }
            var mainDrawn = false
            var start: UInt64 = 0
            windows.shareWindowList()
            // The platform's text input is one for all windows: it follows the active window's
            // focused field (the first active one with a field, when several say active, as
            // with no window manager).
            let active = windows.open.filter { $0.backend.isWindowActive }
            let typing = active.first { $0.host.ui.textInputArea != nil } ?? active.first ?? windows.open.first
            for w in windows.open {
                let isMain = w === windows.main
                if isMain { start = DispatchTime.now().uptimeNanoseconds }
                var list = LastWords.frameCall { w.host.frame(events: events[ObjectIdentifier(w)] ?? []) }
                if isMain { outputs.decorate(&list, size: w.host.ui.size) }
                LastWords.peerCall {
                    w.host.present(list, on: w.backend, textInput: w === typing)
                    w.fitToContent()
                }
                if isMain { mainDrawn = true }
            }
            framesRun += 1
            // Settings the frames changed are written after them (at most twice a second).
            SettingsStore.saveChanges(force: false)
            // Every open window as a frame of the application, once all are drawn (built only
            // while a screen reader is connected).
            accessibility?.publish(windows.open.map {
                AccessibleWindow(name: $0.name, title: $0.host.title, ui: $0.host.ui, origin: $0.backend.windowOrigin,
                                 isActive: $0.backend.isWindowActive)
            })
            if mainDrawn {
                guard outputs.frameDrawn(host: host, backend: backend, start: start, waited: waited, screenshots: shots,
                                         pointerPressed: pointerPressed) else { break }
            }
            // What the frames asked of the windows, in window order and then request order.
            for w in windows.open {
                for request in w.host.ui.takeWindowRequests() { windows.perform(request, from: w) }
                fileDialogs.show(requestsOf: w)
            }
            for warning in windows.takeWarnings() { StandardError.warn(warning) }
            if quitAfter || windows.quitRequested || host.quitRequested { break }
            if let n = options.frames, framesRun >= n { break }
        }
        accessibility?.stop()
        windows.saveState()
        // Settings changed since their last write (a slider let go a moment ago) are written now.
        SettingsStore.saveChanges(force: true)
        for warning in windows.takeWarnings() { StandardError.warn(warning) }
        return LastWords.finishCall { outputs.finish(host: host, backend: backend) }
    }

    /// True when a window gained or lost the keyboard since its last frame (each window's
    /// `UI` learns it here, before its frame).
    private func activeChanged(_ open: [AppWindow]) -> Bool {
        var changed = false
        for w in open where w.noteActive() { changed = true }
        return changed
    }

    /// True when a view of an open window asked for a frame (``UI/requestFrame(at:)``) whose
    /// time has come.
    private func frameRequestDue(_ open: [AppWindow]) -> Bool {
        guard !options.fixedStep else { return false }
        return open.contains { w in w.host.ui.nextFrameTime.map { $0 <= w.host.clock.elapsed } ?? false }
    }
}

extension RunLoop {
    /// A loop over one window, `host` shown by `backend`, that cannot open others (tests
    /// driving the loop over a backend of their own).
    init(host: AppHost, backend: any Backend, script: ScriptPlayer, options: StandardOptions, outputs: RunOutputs,
         accessibility: ATSPIBridge? = nil) {
        let windows = AppWindows(app: host.app, main: AppWindow(host: host, backend: backend), makeBackend: nil,
                                 fixedStep: options.fixedStep, state: nil)
        self.init(windows: windows, script: script, options: options, outputs: outputs, accessibility: accessibility)
    }
}
