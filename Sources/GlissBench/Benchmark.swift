import Foundation
import Gliss
import GlissSDL

/// The options of a benchmark run (`gliss-demos bench WORKLOAD …`).
public struct BenchmarkOptions: ParsableArguments {
    /// `--size`, `--renderer`, `--texture-cache`, `--resources` (as for an app; the size
    /// defaults to 1280x800).
    @OptionGroup public var window: WindowOptions
    /// `--frames F`: measured frames after the 60 warm-up frames (nil: 600).
    @Option(parsing: .unconditional, help: ArgumentHelp("Measured frames after the 60 warm-up frames (default 600; F: 1…1000000).", valueName: "F"))
    public var frames: Int?
    /// `--no-render`: measure the UI alone after warm-up.
    @Flag(help: "Stop rendering after warm-up, so `ui` is measured with nothing else running.")
    public var noRender = false
    /// `--json FILE`: where to write the results as JSON.
    @Option(help: ArgumentHelp("Write the results as JSON.", valueName: "FILE"))
    public var json: String?
    /// `--screenshot FILE`: where to write a PNG of the last frame.
    @Option(help: ArgumentHelp("Write a PNG of the last frame.", valueName: "FILE"))
    public var screenshot: String?
    /// `--trace FILE`: where to write one line per measured frame.
    @Option(help: ArgumentHelp("One line per measured frame: frame, ui µs, render µs, draw commands, new textures.", valueName: "FILE"))
    public var trace: String?

    /// `--frames F`: measured frames; four samples of 8 bytes are kept per frame.
    public static let framesRange = OptionRange("--frames", 1...1_000_000)

    public init() {}

    public mutating func validate() throws {
        try Self.framesRange.check(frames)
    }
}

/// `gliss-demos bench WORKLOAD [--items N] [--frames F] [--size WxH] [--no-render] [--json FILE]`
///
/// Runs a workload with fixed 1/60 s frames and no vsync: 60 warm-up frames, then F measured
/// (600 by default). Per frame it times
/// - `ui`: input, build, layout, preferences, animation and draw-list generation (`UI.runFrame`);
/// - `render`: executing the draw list, present, and a one-pixel read-back so the rasteriser
///   has really finished (llvmpipe queues work at present otherwise);
/// - `frame`: both.
/// It reports median / p99 / max in microseconds, peak RSS, draw commands per frame, textures
/// created while measuring, the video driver and the SDL renderer. Headless by default
/// (`SDL_VIDEODRIVER=offscreen` unless the environment names a driver).
/// `--no-render` stops rendering after warm-up, so `ui` is measured with nothing else running.
public enum Benchmark {
    /// Frames run before measuring (caches warm, lazy guesses settled).
    public static let warmupFrames = 60
    /// Measured frames unless `--frames` says otherwise.
    public static let defaultFrames = 600
    /// Frames of the rendering floor measured before the workload (see `SDLBackend.measureFloor`).
    public static let floorFrames = 120

    /// Runs `scene` (called `workload` in the report; `items`: its item count, if it has one)
    /// and prints the results; returns the exit status.
    public static func run(_ workload: String, scene: BenchScene, items: Int?, options o: BenchmarkOptions) -> Int32 {
        AppRuntime.installSignalHandlers()
        AppRuntime.checkPixelBudget(o.window, default: Size(1280, 800), recordScale: nil)
        if let path = o.screenshot, let problem = OutputFile.checkWritable(path, what: "screenshot") { StandardError.fail(problem, code: 1) }
        if let path = o.json, let problem = OutputFile.checkWritable(path, what: "bench JSON") { StandardError.fail(problem, code: 1) }
        if let path = o.trace, let problem = OutputFile.checkWritable(path, what: "trace") { StandardError.fail(problem, code: 1) }
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        var bo = AppRuntime.backendOptions(o.window, title: "Gliss bench: \(workload)", size: o.window.windowSize(default: Size(1280, 800)),
                                           resourceFolder: "Resources", vsync: false)
        // As an app runs in real time: images load in the background (unless a screenshot is
        // to be written, which must not catch one still loading).
        bo.loadsImagesInBackground = o.screenshot == nil
        let backend: SDLBackend
        do { backend = try SDLBackend(options: bo) } catch { StandardError.fail("\(error)", code: 1) }
        backend.stopRequested = { AppRuntime.stopRequested }

        // The floor first, at the same size through the same renderer: frame times are judged
        // against it (the machine's load moves both).
        let floor = Stats(backend.measureFloor(frames: floorFrames))
        let driver = BenchDriver(scene: scene, size: backend.windowSize, measurer: backend.textMeasurer)
        driver.ui.stopRequested = { AppRuntime.stopRequested }
        let measured = o.frames ?? defaultFrames
        let total = warmupFrames + measured
        var ui: [Double] = [], render: [Double] = [], frame: [Double] = [], commands: [Int] = [], repainted: [Double] = []
        ui.reserveCapacity(measured); render.reserveCapacity(measured)
        frame.reserveCapacity(measured); commands.reserveCapacity(measured)
        var texturesAtStart = 0
        // `--trace FILE`: one line per measured frame (frame, ui µs, render µs, commands, new textures).
        var trace: TraceWriter?
        if let path = o.trace {
            do { trace = try TraceWriter(path: path) } catch { StandardError.fail("\(error)", code: 1) }
        }
        trace?.line("frame ui_us render_us draw_commands textures_created")
        var lastList = DrawList()
        for n in 0..<total {
            if AppRuntime.stopRequested || backend.quitRequested { break }
            _ = backend.pollEvents(timeout: 0)   // keep the window system happy; input is scripted
            let draw = !o.noRender || n < warmupFrames
            if n == warmupFrames { texturesAtStart = backend.texturesCreated }
            let texturesBefore = backend.texturesCreated
            let t0 = DispatchTime.now().uptimeNanoseconds
            let list = driver.step()
            lastList = list
            let t1 = DispatchTime.now().uptimeNanoseconds
            if draw {
                backend.render(list)
                backend.finishFrame()
            }
            let t2 = DispatchTime.now().uptimeNanoseconds
            guard n >= warmupFrames else { continue }
            ui.append(Double(t1 - t0) / 1000)
            if draw {
                render.append(Double(t2 - t1) / 1000)
                repainted.append(Double(backend.lastRepaintedPixels))
            }
            frame.append(Double(t2 - t0) / 1000)
            commands.append(list.count)
            trace?.line("\(n) \(Int(ui.last!)) \(draw ? Int(render.last!) : 0) \(list.count) \(backend.texturesCreated - texturesBefore)")
        }
        trace?.close()
        // A trace that could not be written (disk full) fails the run: its numbers are incomplete.
        if let m = trace?.takeFailure() { StandardError.fail(m, code: 1) }
        if let path = o.screenshot {
            // The last frame (drawn now if --no-render skipped it), for checking the scene.
            backend.render(lastList)
            do { try backend.saveScreenshot(to: path) } catch { StandardError.fail("\(error)", code: 1) }
        }
        for w in driver.ui.warnings { StandardError.warn(w) }
        let result = BenchResult(
            workload: workload, items: items, frames: ui.count, size: driver.ui.size, pixelScale: backend.scale,
            floor: floor,
            ui: Stats(ui), render: o.noRender ? nil : Stats(render), frame: Stats(frame),
            repainted: o.noRender ? nil : Stats(repainted), outputPixels: backend.outputPixels,
            rssMB: peakRSSMegabytes(), drawCommands: Stats(commands.map(Double.init)).median,
            texturesCreated: backend.texturesCreated - texturesAtStart,
            videoDriver: backend.videoDriverName, renderer: backend.rendererName,
            glRenderer: backend.glRendererString, textureCache: o.window.textureCache)
        StandardOutput.print(result.text)
        writeJSON(result.json, options: o)
        return 0
    }

    /// Writes `json` to `--json FILE` when given (exit 1 when it cannot be written).
    public static func writeJSON(_ json: JSON, options o: BenchmarkOptions) {
        if let path = o.json {
            do { try OutputFile.write(json.serialized() + "\n", to: path, what: "bench JSON") } catch { StandardError.fail("\(error)", code: 1) }
        }
    }

    /// Peak resident set size of this process (`VmHWM`), in MB.
    public static func peakRSSMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return 0
    }
}

/// Median, 99th percentile (nearest rank) and maximum of a sample (µs), and how many of its
/// frames took longer than the two budgets a frame can miss: 8 ms (120 Hz, or half a 60 Hz
/// frame — what is left for a GPU's work) and 16.7 ms (a dropped frame at 60 Hz).
struct Stats {
    var median = 0.0, p99 = 0.0, max = 0.0, mean = 0.0
    var over8ms = 0, over16ms = 0
    init(_ values: [Double]) {
        guard !values.isEmpty else { return }
        mean = values.reduce(0, +) / Double(values.count)
        over8ms = values.filter { $0 > 8_000 }.count
        over16ms = values.filter { $0 > 16_667 }.count
        let s = values.sorted()
        func rank(_ p: Double) -> Double { s[Swift.min(s.count - 1, Swift.max(0, Int((p * Double(s.count)).rounded(.up)) - 1))] }
        median = s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        p99 = rank(0.99)
        max = s[s.count - 1]
    }
    var json: JSON { .object([("median", .number(median.rounded())), ("p99", .number(p99.rounded())), ("max", .number(max.rounded()))]) }
    var text: String { String(format: "median %8.0f  p99 %8.0f  max %8.0f", median, p99, max) }
}

struct BenchResult {
    let workload: String
    let items: Int?
    let frames: Int
    let size: Size
    /// Pixels per point (2 under `GLISS_SDL_SCALE=2`).
    let pixelScale: Double
    /// The rendering floor measured before the workload.
    let floor: Stats
    let ui: Stats
    let render: Stats?
    let frame: Stats
    /// Pixels repainted a frame (the damaged rectangles, or the whole output).
    let repainted: Stats?
    /// Pixels of the whole output.
    let outputPixels: Int
    let rssMB: Double
    let drawCommands: Double
    let texturesCreated: Int
    let videoDriver: String
    let renderer: String
    let glRenderer: String?
    let textureCache: Int

    var json: JSON {
        .object([
            ("workload", .string(workload)),
            ("items", items.map { .number(Double($0)) } ?? .null),
            ("frames", .number(Double(frames))),
            ("size", .array([.number(size.width), .number(size.height)])),
            ("pixel_scale", .number(pixelScale)),
            ("floor_us", floor.json),
            ("frame_over_floor", render == nil ? .null : .object([("median", .number(ratio(frame.median))), ("p99", .number(ratio(frame.p99)))])),
            ("ui_us", ui.json),
            ("render_us", render?.json ?? .null),
            ("frame_us", frame.json),
            ("render_over_floor", render == nil ? .null : .object([("median", .number(ratio(render!.median)))])),
            ("repainted_px", repainted.map { .object([("median", .number($0.median)), ("mean", .number($0.mean.rounded())),
                                                       ("output", .number(Double(outputPixels)))]) } ?? .null),
            ("frames_over_budget", .object([("8ms", .number(Double(frame.over8ms))), ("16.7ms", .number(Double(frame.over16ms)))])),
            ("rss_mb", .number((rssMB * 10).rounded() / 10)),
            ("draw_commands", .number(drawCommands.rounded())),
            ("textures_created", .number(Double(texturesCreated))),
            ("texture_cache", .number(Double(textureCache))),
            ("video_driver", .string(videoDriver)),
            ("renderer", .string(renderer)),
        ])
    }

    /// `value` in units of the floor's median, to two decimals.
    func ratio(_ value: Double) -> Double {
        floor.median > 0 ? (value / floor.median * 100).rounded() / 100 : 0
    }

    var text: String {
        var lines = [
            "bench \(workload): items \(items.map(String.init) ?? "demo default"), \(frames) frames after \(Benchmark.warmupFrames) warm-up, \(Int(size.width))x\(Int(size.height)), video \(videoDriver), renderer \(renderer)"
                + (glRenderer.map { " (GL probed: \($0))" } ?? ""),
            "  ui     (µs) \(ui.text)",
            "  render (µs) " + (render?.text ?? "skipped (--no-render)"),
            "  frame  (µs) \(frame.text)",
            "  floor  (µs) \(floor.text)   (clear + fill + present + read-back at \(Int(size.width * pixelScale))x\(Int(size.height * pixelScale)) pixels)",
        ]
        if render != nil {
            lines.append(String(format: "  frame / floor: median %.2f×  p99 %.2f×  (over the floor's median); render / floor: median %.2f×",
                                ratio(frame.median), ratio(frame.p99), ratio(render!.median)))
        }
        if let repainted, outputPixels > 0 {
            lines.append(String(format: "  repainted (px/frame): median %.0f, mean %.0f of %d (%.1f %%; GLISS_FULL_REDRAW=1 repaints all)",
                                repainted.median, repainted.mean, outputPixels, repainted.mean / Double(outputPixels) * 100))
        }
        lines.append("  frames over budget: \(frame.over8ms) of \(frames) over 8 ms, \(frame.over16ms) over 16.7 ms")
        lines.append(String(format: "  peak RSS %.1f MB, %.0f draw commands/frame, %d textures created while measuring (cache bound %d)",
                            rssMB, drawCommands, texturesCreated, textureCache))
        return lines.joined(separator: "\n")
    }
}
