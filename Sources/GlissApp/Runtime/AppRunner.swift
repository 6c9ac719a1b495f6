import Foundation
import GlissCore
import GlissSDL

/// The windowed runtime: SDL window + ``AppHost`` + script player, at 60 fps while anything
/// moves, blocking on input when idle.
public enum AppRuntime {
    /// When the process started running Swift code (for `--startup-report`).
    nonisolated(unsafe) public private(set) static var processStartNanos = DispatchTime.now().uptimeNanoseconds

    /// Records the start time; `App.main()` calls it first thing.
    public static func markProcessStart() { _ = processStartNanos }

    /// True once a signal asked the run to end (SIGINT, SIGTERM, SIGHUP, SIGQUIT, …).
    public static var stopRequested: Bool { stopSignal != 0 }

    /// Installs the handlers that turn SIGINT, SIGTERM, SIGHUP, SIGQUIT and the other
    /// terminating signals into a clean stop.
    public static func installSignalHandlers() { Signals.install() }

    /// Runs the app `make` creates in a window with `options` until it quits; returns the
    /// exit status (0; 1 when an output could not be written; 3 when an invariant broke).
    /// Everything is validated before the window opens: nothing runs on bad input.
    public static func run<A: App>(options o: StandardOptions, make: () -> A) -> Int32 {
        installSignalHandlers()
        var script = ScriptPlayer([])
        if let path = o.script {
            // A script that cannot be read is bad input (2); a signal while waiting for a FIFO
            // to be written is the user giving up (1). Nothing runs either way.
            do { script = ScriptPlayer(try Script.load(path)) } catch { fail("\(error)", code: stopRequested ? 1 : 2) }
        }
        for (path, what) in [(o.screenshot, "screenshot"), (o.inspect, "inspector JSON"), (o.trace, "trace")] {
            if let path, let problem = OutputFile.checkWritable(path, what: what) { fail(problem, code: 1) }
        }
        // --record: a missing ffmpeg or an unwritable path is said before anything runs.
        var recorder: Recorder?
        if o.recording.record != nil {
            do { recorder = try Recorder(options: o.recording, fixedStep: o.fixedStep) } catch { fail("\(error)", code: 2) }
        }
        var recording = !script.startsRecordingLater
        var pointerPressed = false
        let bo = backendOptions(o.window, title: A.title, size: o.windowSize(default: A.defaultSize),
                                resourceFolder: A.resourceFolder, vsync: !o.fixedStep)
        let backend: SDLBackend
        do { backend = try SDLBackend(options: bo) } catch { fail("\(error)", code: 1) }

        let host = AppHost(app: make(), size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: o.fixedStep)
        var trace: TraceWriter?
        if let path = o.trace {
            do { trace = try TraceWriter(path: path) } catch { fail("\(error)", code: 1) }
        }
        // GLISS_STATS=FILE (reliability soak runs): every 60 frames one line with the frame
        // number, the live texture count and the image pixel bytes, so a long run shows the caches stay bounded.
        let stats = ProcessInfo.processInfo.environment["GLISS_STATS"].flatMap { try? TraceWriter(path: $0, what: "GLISS_STATS") }
        let hud = FrameStats()
        var reportedWarnings = 0
        var exitCode: Int32 = 0
        var reportedStartup = false

        // The handler holds the host; released when the run is over (valgrind otherwise
        // counts the app's objects, still alive at exit, as leaks).
        defer { DisplayLoss.uninstall() }
        if backend.videoDriverName == "x11" {
            DisplayLoss.install {
                report("lost the connection to the X server: ending the run")
                trace?.close()
                if let m = trace?.takeFailure() { report(m) }
                if let s = o.screenshot {
                    // The software renderer draws into memory SDL owns, so the last frame can
                    // still be read; a GPU renderer's pixels went with the connection.
                    if backend.rendererName == "software" {
                        do { try backend.saveScreenshot(to: s) } catch { report(error) }
                    } else {
                        report("cannot write screenshot to \(s): the \(backend.rendererName) renderer's last frame went with the X server")
                    }
                }
                if let path = o.inspect {
                    do { try OutputFile.write(host.inspector().serialized() + "\n", to: path, what: "inspector JSON") } catch { report(error) }
                }
                exit(1)
            }
        }

        loop: while true {
            // Block on input only when nothing moves and no script is pending — and never
            // before the first frame: with no input (SDL_VIDEODRIVER=offscreen, or an X server
            // that sends nothing) the window would stay blank and --inspect/--screenshot at
            // SIGTERM would hold no frame.
            let idle = host.clock.frame > 0 && host.isIdle && script.isFinished && o.frames == nil && !o.fixedStep
            var events = backend.pollEvents(timeout: idle ? 0.5 : 0)
            // A frame after blocking on input starts a new run of frames: the HUD's interval
            // statistics measure pacing while frames are continuous, not how long the app idled.
            let waited = idle
            if idle && events.isEmpty && !backend.quitRequested && stopSignal == 0 { continue }
            if backend.quitRequested || stopSignal != 0 { break }
            var shots: [String] = []
            var quitAfter = false
            if let f = script.next() {
                events += f.events
                shots = f.screenshots
                quitAfter = f.quit
                if let r = f.record { recording = r }
            }
            for e in events {
                if case .pointerDown(_, .left) = e { pointerPressed = true }
                if case .pointerUp(_, .left) = e { pointerPressed = false }
            }
            let start = DispatchTime.now().uptimeNanoseconds
            var list = host.frame(events: events)
            if o.hud { hud.draw(into: &list, size: host.ui.size) }
            backend.render(list)
            if o.startupReport && !reportedStartup {
                reportedStartup = true
                backend.finishFrame()   // really drawn, not just queued
                StandardError.write(StartupReport.line(renderer: backend.rendererName))
            }
            // Only with --hud: the statistics keep every frame's times (16 bytes a frame, ~80 MB a
            // day at 60 fps), which would otherwise grow without bound in every long run.
            if o.hud { hud.record(start: start, afterIdle: waited, waiting: backend.lastPaceWait) }
            for w in host.ui.warnings.dropFirst(reportedWarnings) { StandardError.warn(w) }
            reportedWarnings = host.ui.warnings.count
            if let trace {
                trace.line(host.traceLine())
                // A full disk or a vanished reader: said once; the run goes on and exits 1.
                if let m = trace.takeFailure() { report(m); exitCode = 1 }
            }
            if let stats, host.clock.frame % 60 == 0 {
                let pixels = backend.imagePixelBytes
                stats.line("{\"frame\": \(host.clock.frame), \"textures\": \(backend.textureCount), \"imageTextureBytes\": \(pixels.textures), \"decodedImageBytes\": \(pixels.decoded)}")
            }
            for s in shots {
                do { try backend.saveScreenshot(to: s) } catch { report(error); exitCode = 1 }
            }
            if let r = recorder, recording, r.wants(frame: host.clock.frame) {
                let image = backend.capture()
                let scale = Double(image.width) / max(1, host.ui.size.width)
                let pointer = host.ui.pointer.map { Point($0.x * scale, $0.y * scale) }
                do { try r.add(image, pointer: pointer, pressed: pointerPressed, pointSize: scale) } catch {
                    // The encoder failed mid-run: say so, remove the partial file, stop.
                    report("\(error)")
                    r.abort()
                    recorder = nil
                    exitCode = 1
                    break loop
                }
            }
            // The model's invariants (photos conserved, card count, bounds) cost O(model) per
            // frame, so they are checked only on request (tests, soak and fuzz runs).
            if o.checkInvariants, let v = host.app.invariantViolation() {
                report("invariant broken at frame \(host.clock.frame): \(v)")
                exitCode = 3
                break loop
            }
            if quitAfter || host.quitRequested { break }
            if let n = o.frames, host.clock.frame >= n { break }
        }
        if let trace {
            trace.close()
            if let m = trace.takeFailure() { report(m); exitCode = 1 }
        }
        if host.clock.frame == 0 {
            report("stopped before the first frame: the screenshot is blank, the inspector shows frame 0 and the trace is empty")
        }
        stats?.close()
        if let s = o.screenshot {
            do { try backend.saveScreenshot(to: s) } catch { report(error); exitCode = 1 }
        }
        if let path = o.inspect {
            do { try OutputFile.write(host.inspector().serialized() + "\n", to: path, what: "inspector JSON") } catch { report(error); exitCode = 1 }
        }
        if let r = recorder {
            do { try r.finish() } catch { report(error); exitCode = 1 }
        }
        if o.hud { StandardError.write(hud.summary()) }
        return exitCode
    }

    /// Backend options for the standard options, with the resource folder found: `--resources`,
    /// then `$GLISS_RESOURCES`, then `resourceFolder` looked for near the executable. A warning
    /// when a folder was named but cannot be used (images then draw as placeholders).
    public static func backendOptions(_ o: WindowOptions, title: String, size: Size,
                                      resourceFolder: String?, vsync: Bool) -> BackendOptions {
        let root = ResourceLocator.find(explicit: o.resources, folder: resourceFolder)
        var isDir: ObjCBool = false
        if let root, !(FileManager.default.fileExists(atPath: root, isDirectory: &isDir) && isDir.boolValue) {
            StandardError.warn("resource folder \(root) is not a folder: images draw as placeholders")
        } else if root == nil, let resourceFolder {
            StandardError.warn("cannot find the \(resourceFolder) folder (set GLISS_RESOURCES or pass --resources); images draw as placeholders")
        }
        var bo = BackendOptions()
        bo.title = title
        bo.size = size
        bo.vsync = vsync
        bo.resourceRoot = root ?? resourceFolder ?? "."
        bo.textureCacheLimit = o.textureCache
        bo.renderer = o.renderer
        return bo
    }

    static func report(_ error: Any) {
        StandardError.write("\(CommandRunner.executableName): \(error)")
    }
}
