import Foundation
import GlissCore
import GlissSDL
import GlissIO

/// What a run leaves behind, beside the window: the trace (a line a frame), `GLISS_STATS`,
/// screenshots a script asks for, the recording, warnings on stderr, the HUD's statistics, the
/// app's invariants, and at exit the screenshot, the inspector JSON and the finished
/// recording. The run loop hands it each frame; it says when the run must end.
final class RunOutputs {
    let options: StandardOptions
    /// The exit status so far: 0, 1 once an output failed, 3 once an invariant broke.
    private(set) var exitCode: Int32 = 0
    /// Frames go to the recorder while true (`record on` / `record off` in a script).
    var recording: Bool
    private var trace: TraceWriter?
    private var stats: TraceWriter?
    private var recorder: Recorder?
    private let hud = FrameStats()
    private var reportedWarnings = 0
    private var reportedStartup = false
    /// Every window of the app for the inspector's `"windows"` (set by the run loop).
    var windowList: (() -> [JSON])?

    /// The outputs `options` name; a script that records later starts with recording off.
    /// The recorder starts here, before the window opens: a missing ffmpeg (2) or an
    /// unwritable path (1) exits with nothing run.
    init(options o: StandardOptions, recordsFromStart: Bool) {
        options = o
        recording = recordsFromStart
        if o.recording.record != nil {
            do { recorder = try Recorder(options: o.recording, fixedStep: o.fixedStep) } catch {
                fail("\(error)", code: (error as? RecordingError)?.exitCode ?? 1)
            }
        }
    }

    /// Opens the files written frame by frame, once the window is open (exits 1 when the
    /// trace cannot be created).
    func openFrameFiles() {
        if let path = options.trace {
            do { trace = try TraceWriter(path: path) } catch { fail("\(error)", code: 1) }
        }
        // GLISS_STATS=FILE (reliability soak runs): every 60 frames one line with the frame
        // number and the backend's cache figures, so a long run shows the caches stay bounded.
        // An output like the others: one that cannot be created exits 1.
        if let path = Self.statsPath {
            do { stats = try TraceWriter(path: path, what: "GLISS_STATS") } catch { fail("\(error)", code: 1) }
        }
    }

    /// `GLISS_STATS`, byte for byte (nil when unset or empty).
    static var statsPath: String? {
        guard let v = getenv("GLISS_STATS"), v.pointee != 0 else { return nil }
        return PathBytes.string(cString: v)
    }

    /// Draws the HUD over `list` (with `--hud`).
    func decorate(_ list: inout DrawList, size: Size) {
        if options.hud || options.hudDamage { hud.draw(into: &list, size: size) }
    }

    /// After frame `host.clock.frame` was drawn by `backend` (it started at `start`, after
    /// blocking on input when `waited`): the outputs of that frame. False when the run must
    /// end now (the recording failed, an invariant broke).
    func frameDrawn(host: AppHost, backend: any Backend, start: UInt64, waited: Bool, screenshots: [String],
                    pointerPressed: Bool) -> Bool {
        if options.startupReport && !reportedStartup {
            reportedStartup = true
            backend.waitUntilDrawn()   // really drawn, not just queued
            StandardError.write(StartupReport.line(renderer: backend.rendererName))
        }
        // Only with --hud: the statistics keep every frame's times (16 bytes a frame, ~80 MB a
        // day at 60 fps), which would otherwise grow without bound in every long run.
        if options.hud || options.hudDamage { hud.record(start: start, afterIdle: waited, waiting: backend.lastPaceWait) }
        for w in host.ui.warnings.dropFirst(reportedWarnings) { StandardError.warn(w) }
        reportedWarnings = host.ui.warnings.count
        if let trace {
            trace.line(host.traceLine())
            // A full disk or a vanished reader: said once; the run goes on and exits 1.
            if let m = trace.takeFailure() { report(m); exitCode = 1 }
        }
        if let stats, host.clock.frame % 60 == 0, let figures = backend.cacheStatistics {
            stats.line("{\"frame\": \(host.clock.frame), \(figures)}")
        }
        for s in screenshots {
            do { try backend.saveScreenshot(to: s) } catch { report(error); exitCode = 1 }
        }
        if let r = recorder, recording, r.wants(frame: host.clock.frame) {
            do {
                guard let image = LastWords.peerCall({ backend.pixels() }) else { throw RecordingError("the \(backend.rendererName) backend draws no pixels to record") }
                let scale = Double(image.width) / max(1, host.ui.size.width)
                let pointer = host.ui.pointer.map { Point($0.x * scale, $0.y * scale) }
                try r.add(image, pointer: pointer, pressed: pointerPressed, pointSize: scale)
            } catch {
                // The encoder failed mid-run: say so, remove the partial file, stop.
                report("\(error)")
                r.abort()
                recorder = nil
                exitCode = 1
                return false
            }
        }
        // The model's invariants (photos conserved, card count, bounds) cost O(model) per
        // frame, so they are checked only on request (tests, soak and fuzz runs).
        if options.checkInvariants, let v = host.app.invariantViolation() {
            report("invariant broken at frame \(host.clock.frame): \(v)")
            exitCode = 3
            return false
        }
        return true
    }

    /// The run is over: the trace closed, the screenshot, inspector JSON and recording
    /// written, the HUD's summary printed. Returns the exit status.
    func finish(host: AppHost, backend: any Backend) -> Int32 {
        if let trace {
            trace.close()
            if let m = trace.takeFailure() { report(m); exitCode = 1 }
        }
        if host.clock.frame == 0 {
            report("stopped before the first frame: the screenshot is blank, the inspector shows frame 0 and the trace is empty")
        }
        stats?.close()
        if let s = options.screenshot {
            do { try backend.saveScreenshot(to: s) } catch { report(error); exitCode = 1 }
        }
        writeInspector(host)
        if let r = recorder {
            do { try r.finish() } catch { report(error); exitCode = 1 }
        }
        if options.hud || options.hudDamage { StandardError.write(hud.summary()) }
        return exitCode
    }

    /// The X server went away: what can still be written (the trace, the inspector JSON, the
    /// screenshot when the software renderer's memory still holds the last frame, and the
    /// recording of the frames before).
    func displayLost(host: AppHost, backend: SDLBackend) {
        report("lost the connection to the X server: ending the run")
        trace?.close()
        if let m = trace?.takeFailure() { report(m) }
        if let s = options.screenshot {
            // The software renderer draws into memory SDL owns, so the last frame can
            // still be read; a GPU renderer's pixels went with the connection.
            if backend.rendererName == "software" {
                do { try backend.saveScreenshot(to: s) } catch { report(error) }
            } else {
                report("cannot write screenshot to \(s): the \(backend.rendererName) renderer's last frame went with the X server")
            }
        }
        writeInspector(host)
        // The frames so far are in ffmpeg (or the folder): the recording can still be finished.
        if let r = recorder {
            do { try r.finish() } catch { report(error) }
            recorder = nil
        }
    }

    /// What the signal watchdog writes when the main thread is stuck in a peer (see
    /// ``LastWords``): the inspector JSON, from the state of the last frame.
    func lastWords(host: AppHost) { writeInspector(host) }

    private func writeInspector(_ host: AppHost) {
        guard let path = options.inspect else { return }
        var json = host.inspector()
        if let windows = windowList?(), case .object(var fields) = json {
            fields.append(("windows", .array(windows)))
            json = .object(fields)
        }
        do { try OutputFile.write(json.serialized() + "\n", to: path, what: "inspector JSON") } catch { report(error); exitCode = 1 }
    }

    private func report(_ error: Any) { AppRuntime.report(error) }
}
