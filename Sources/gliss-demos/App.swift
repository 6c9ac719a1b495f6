import Foundation
import Demos
import GlissSDL

/// The desktop app: SDL window + demo host + script player, at 60 fps while anything
/// moves, blocking on input when idle.
enum App {
    static func run(_ o: LaunchOptions) -> Int32 {
        // Validate everything before opening a window: nothing runs on bad input.
        var script = ScriptPlayer([])
        if let path = o.script {
            do { script = ScriptPlayer(try Script.load(path)) } catch { fail("\(error)", code: 2) }
        }
        for (path, what) in [(o.screenshot, "screenshot"), (o.inspect, "inspector JSON"), (o.trace, "trace")] {
            if let path, let problem = OutputFile.checkWritable(path, what: what) { fail(problem, code: 1) }
        }
        let bo = o.backendOptions(title: "Gliss", vsync: !o.fixedStep)
        let backend: SDLBackend
        do { backend = try SDLBackend(options: bo) } catch { fail("\(error)", code: 1) }

        let demoName: String? = { if case .demo(let n) = o.mode { return n }; return nil }()
        let host = DemoHost(demoName: demoName, options: o.demoOptions, size: backend.windowSize,
                            measurer: backend.textMeasurer, fixedStep: o.fixedStep)
        let trace = o.trace.flatMap { TraceWriter(path: $0) }
        // GLISS_STATS=FILE (reliability soak runs): every 60 frames one line with the frame
        // number, the live texture count and the image pixel bytes, so a long run shows the caches stay bounded.
        let stats = ProcessInfo.processInfo.environment["GLISS_STATS"].flatMap { TraceWriter(path: $0) }
        let hud = FrameStats()
        var reportedWarnings = 0
        var exitCode: Int32 = 0
        var reportedStartup = false

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
            }
            let start = DispatchTime.now().uptimeNanoseconds
            var list = host.frame(events: events)
            if o.hud { hud.draw(into: &list, size: host.ui.size) }
            backend.render(list)
            if o.startupReport && !reportedStartup {
                reportedStartup = true
                backend.finishFrame()   // really drawn, not just queued
                FileHandle.standardError.write(Data((StartupReport.line(renderer: backend.rendererName) + "\n").utf8))
            }
            // Only with --hud: the statistics keep every frame's times (16 bytes a frame, ~80 MB a
            // day at 60 fps), which would otherwise grow without bound in every long run.
            if o.hud { hud.record(start: start, afterIdle: waited, waiting: backend.lastPaceWait) }
            for w in host.ui.warnings.dropFirst(reportedWarnings) {
                FileHandle.standardError.write(Data("warning: \(w)\n".utf8))
            }
            reportedWarnings = host.ui.warnings.count
            trace?.line(host.traceLine())
            if let stats, host.clock.frame % 60 == 0 {
                let pixels = backend.imagePixelBytes
                stats.line("{\"frame\": \(host.clock.frame), \"textures\": \(backend.textureCount), \"imageTextureBytes\": \(pixels.textures), \"decodedImageBytes\": \(pixels.decoded)}")
            }
            for s in shots {
                do { try backend.saveScreenshot(to: s) } catch { FileHandle.standardError.write(Data("gliss-demos: \(error)\n".utf8)); exitCode = 1 }
            }
            // The model's invariants (photos conserved, card count, bounds) cost O(model) per
            // frame, so they are checked only on request (tests, soak and fuzz runs).
            if o.checkInvariants, let v = host.demo?.invariantViolation() {
                FileHandle.standardError.write(Data("gliss-demos: invariant broken at frame \(host.clock.frame): \(v)\n".utf8))
                exitCode = 3
                break loop
            }
            if quitAfter || host.quitRequested { break }
            if let n = o.frames, host.clock.frame >= n { break }
        }
        trace?.close()
        if host.clock.frame == 0 {
            FileHandle.standardError.write(Data("gliss-demos: stopped before the first frame: the screenshot is blank, the inspector shows frame 0 and the trace is empty\n".utf8))
        }
        stats?.close()
        if let s = o.screenshot {
            do { try backend.saveScreenshot(to: s) } catch { FileHandle.standardError.write(Data("gliss-demos: \(error)\n".utf8)); exitCode = 1 }
        }
        if let path = o.inspect {
            do { try OutputFile.write(host.inspector().serialized() + "\n", to: path) } catch {
                FileHandle.standardError.write(Data("gliss-demos: \(error)\n".utf8)); exitCode = 1
            }
        }
        if o.hud { FileHandle.standardError.write(Data((hud.summary() + "\n").utf8)) }
        return exitCode
    }
}

/// Frame-interval statistics for `--hud`: the time between consecutive presents while frames
/// run continuously (an interval that includes waiting for input while idle is not a frame
/// interval and is left out), and the work (build + draw + present) of every frame.
final class FrameStats {
    private var last: UInt64 = 0
    private(set) var intervals: [Double] = []
    private var work: [Double] = []
    private var frames = 0

    /// `waiting`: seconds of the frame spent waiting for vsync (not work).
    func record(start: UInt64, afterIdle: Bool = false, waiting: Double = 0) {
        let now = DispatchTime.now().uptimeNanoseconds
        frames += 1
        work.append(max(0, Double(now - start) / 1e6 - waiting * 1000))
        if last != 0 && !afterIdle { intervals.append(Double(now - last) / 1e6) }
        last = now
    }

    /// Nearest-rank percentile (the smallest value with at least p of the sample at or below it).
    private func percentile(_ v: [Double], _ p: Double) -> Double {
        guard !v.isEmpty else { return 0 }
        let s = v.sorted()
        return s[min(s.count - 1, max(0, Int((p * Double(s.count)).rounded(.up)) - 1))]
    }

    func draw(into list: inout DrawList, size: Size) {
        let recent = Array(intervals.suffix(60))
        let ms = recent.isEmpty ? 0 : recent.reduce(0, +) / Double(recent.count)
        let fps = ms > 0 ? 1000 / ms : 0
        let w = work.last ?? 0
        let text = String(format: "%.0f fps  %.2f ms/frame  work %.2f ms", fps, ms, w)
        list.append(.fillRoundedRect(rect: Rect(size.width - 300, 8, 292, 28), radius: 6, color: Color(white: 0, alpha: 0.65)))
        list.append(.text(text, font: Font(size: 13, weight: .bold), color: .white, origin: Point(size.width - 290, 13)))
    }

    func summary() -> String {
        String(format: "hud: %d frames (%d continuous intervals), interval median %.2f ms, p99 %.2f ms, max %.2f ms; work median %.2f ms, p99 %.2f ms",
               frames, intervals.count, percentile(intervals, 0.5), percentile(intervals, 0.99), intervals.max() ?? 0,
               percentile(work, 0.5), percentile(work, 0.99))
    }
}

/// `--startup-report`: how long the first frame took to reach the screen.
enum StartupReport {
    /// Milliseconds since the kernel started this process (`/proc/self/stat` start time, which
    /// has clock-tick resolution, usually 10 ms), or nil when unavailable.
    static func millisecondsSinceProcessStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name start at field 3; the start time is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        var ts = timespec()
        guard hz > 0, clock_gettime(CLOCK_BOOTTIME, &ts) == 0 else { return nil }
        let now = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        return (now - ticks / hz) * 1000
    }

    static func line(renderer: String) -> String {
        let sinceMain = Double(DispatchTime.now().uptimeNanoseconds - mainStartNanos) / 1e6
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let wall = Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
        let sinceStart = millisecondsSinceProcessStart().map { String(format: "%.1f ms", $0) } ?? "unknown"
        return String(format: "startup: first frame presented %.1f ms after main(), ", sinceMain)
            + "\(sinceStart) after process start (10 ms resolution); renderer \(renderer); wall clock \(wall) ns"
    }
}
