import Foundation
import Demos
import GlissSDL

/// The desktop app: SDL window + demo host + script player, at 60 fps while anything
/// moves, blocking on input when idle.
enum App {
    static func run(_ o: LaunchOptions) -> Int32 {
        // Validate everything before opening a window: nothing runs on bad input.
        var scriptFrames: [ScriptFrame] = []
        if let path = o.script {
            do { scriptFrames = Script.frames(try Script.load(path)) } catch { fail("\(error)", code: 2) }
        }
        for (path, what) in [(o.screenshot, "screenshot"), (o.inspect, "inspector JSON"), (o.trace, "trace")] {
            if let path, let problem = OutputFile.checkWritable(path, what: what) { fail(problem, code: 1) }
        }
        let root = ResourceLocator.find(explicit: o.resources)
        if root == nil {
            FileHandle.standardError.write(Data("warning: cannot find the Resources folder (set GLISS_RESOURCES); images and fonts draw as placeholders\n".utf8))
        }
        var bo = BackendOptions()
        bo.title = "Gliss"
        bo.size = o.size
        bo.vsync = !o.fixedStep
        bo.resourceRoot = root ?? "Resources"
        bo.textureCacheLimit = o.textureCache
        bo.renderer = o.renderer
        let backend: SDLBackend
        do { backend = try SDLBackend(options: bo) } catch { fail("\(error)", code: 1) }

        let demoName: String? = { if case .demo(let n) = o.mode { return n }; return nil }()
        let host = DemoHost(demoName: demoName, options: o.demoOptions, size: backend.windowSize,
                            measurer: backend.textMeasurer, fixedStep: o.fixedStep)
        let trace = o.trace.flatMap { TraceWriter(path: $0) }
        let hud = FrameStats()
        var scriptIndex = 0
        var reportedWarnings = 0
        var exitCode: Int32 = 0

        loop: while true {
            // Block on input only when nothing moves and no script is pending.
            let idle = host.isIdle && scriptIndex >= scriptFrames.count && o.frames == nil && !o.fixedStep
            var events = backend.pollEvents(timeout: idle ? 0.5 : 0)
            if idle && events.isEmpty && !backend.quitRequested && stopSignal == 0 { continue }
            if backend.quitRequested || stopSignal != 0 { break }
            var shots: [String] = []
            var quitAfter = false
            if scriptIndex < scriptFrames.count {
                let f = scriptFrames[scriptIndex]
                scriptIndex += 1
                events += f.events
                shots = f.screenshots
                quitAfter = f.quit
            }
            let start = DispatchTime.now().uptimeNanoseconds
            var list = host.frame(events: events)
            if o.hud { hud.draw(into: &list, size: host.ui.size) }
            backend.render(list)
            hud.record(start: start)
            for w in host.ui.warnings.dropFirst(reportedWarnings) {
                FileHandle.standardError.write(Data("warning: \(w)\n".utf8))
            }
            reportedWarnings = host.ui.warnings.count
            trace?.line(host.traceLine())
            for s in shots {
                do { try backend.saveScreenshot(to: s) } catch { FileHandle.standardError.write(Data("gliss-demos: \(error)\n".utf8)); exitCode = 1 }
            }
            if let v = host.demo?.invariantViolation() {
                FileHandle.standardError.write(Data("gliss-demos: invariant broken at frame \(host.clock.frame): \(v)\n".utf8))
                exitCode = 3
                break loop
            }
            if quitAfter || host.quitRequested { break }
            if let n = o.frames, host.clock.frame >= n { break }
        }
        trace?.close()
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

/// Frame-interval statistics for `--hud`.
final class FrameStats {
    private var last: UInt64 = 0
    private(set) var intervals: [Double] = []
    private var work: [Double] = []

    func record(start: UInt64) {
        let now = DispatchTime.now().uptimeNanoseconds
        work.append(Double(now - start) / 1e6)
        if last != 0 { intervals.append(Double(now - last) / 1e6) }
        last = now
    }

    private func percentile(_ v: [Double], _ p: Double) -> Double {
        guard !v.isEmpty else { return 0 }
        let s = v.sorted()
        return s[min(s.count - 1, Int(Double(s.count - 1) * p))]
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
        String(format: "hud: %d frames, interval median %.2f ms, p99 %.2f ms, max %.2f ms; work median %.2f ms, p99 %.2f ms",
               intervals.count + 1, percentile(intervals, 0.5), percentile(intervals, 0.99), intervals.max() ?? 0,
               percentile(work, 0.5), percentile(work, 0.99))
    }
}
