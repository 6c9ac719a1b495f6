import Foundation
import Demos
import GlissSDL

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
enum Bench {
    static func run(_ workload: String, options o: LaunchOptions) -> Int32 {
        if let path = o.screenshot, let problem = OutputFile.checkWritable(path, what: "screenshot") { fail(problem, code: 1) }
        if let path = o.json, let problem = OutputFile.checkWritable(path, what: "bench JSON") { fail(problem, code: 1) }
        if workload == "micro" { return runMicro(options: o) }
        if getenv("SDL_VIDEODRIVER") == nil { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        let items = o.items ?? BenchWorkloads.defaultItems(workload)
        guard let scene = BenchWorkloads.make(workload, items: items, seed: o.seed) else {
            fail("unknown bench workload '\(workload)'", code: 2)
        }
        let bo = o.backendOptions(title: "Gliss bench: \(workload)", vsync: false)
        let backend: SDLBackend
        do { backend = try SDLBackend(options: bo) } catch { fail("\(error)", code: 1) }

        let driver = BenchDriver(scene: scene, size: backend.windowSize, measurer: backend.textMeasurer)
        let measured = o.frames ?? BenchWorkloads.defaultFrames
        let total = BenchWorkloads.warmupFrames + measured
        var ui: [Double] = [], render: [Double] = [], frame: [Double] = [], commands: [Int] = []
        ui.reserveCapacity(measured); render.reserveCapacity(measured)
        frame.reserveCapacity(measured); commands.reserveCapacity(measured)
        var texturesAtStart = 0
        // `--trace FILE`: one line per measured frame (frame, ui µs, render µs, commands, new textures).
        let trace = o.trace.flatMap { TraceWriter(path: $0) }
        trace?.line("frame ui_us render_us draw_commands textures_created")
        var lastList = DrawList()
        for n in 0..<total {
            if stopSignal != 0 || backend.quitRequested { break }
            _ = backend.pollEvents(timeout: 0)   // keep the window system happy; input is scripted
            let draw = !o.noRender || n < BenchWorkloads.warmupFrames
            if n == BenchWorkloads.warmupFrames { texturesAtStart = backend.texturesCreated }
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
            guard n >= BenchWorkloads.warmupFrames else { continue }
            ui.append(Double(t1 - t0) / 1000)
            if draw { render.append(Double(t2 - t1) / 1000) }
            frame.append(Double(t2 - t0) / 1000)
            commands.append(list.count)
            trace?.line("\(n) \(Int(ui.last!)) \(draw ? Int(render.last!) : 0) \(list.count) \(backend.texturesCreated - texturesBefore)")
        }
        trace?.close()
        if let path = o.screenshot {
            // The last frame (drawn now if --no-render skipped it), for checking the scene.
            backend.render(lastList)
            do { try backend.saveScreenshot(to: path) } catch { fail("\(error)", code: 1) }
        }
        for w in driver.ui.warnings { FileHandle.standardError.write(Data("warning: \(w)\n".utf8)) }
        let result = BenchResult(
            workload: workload, items: items, frames: ui.count, size: driver.ui.size,
            ui: Stats(ui), render: o.noRender ? nil : Stats(render), frame: Stats(frame),
            rssMB: peakRSSMegabytes(), drawCommands: Stats(commands.map(Double.init)).median,
            texturesCreated: backend.texturesCreated - texturesAtStart,
            videoDriver: backend.videoDriverName, renderer: backend.rendererName,
            glRenderer: backend.glRendererString, textureCache: o.textureCache)
        print(result.text)
        if let path = o.json {
            do { try OutputFile.write(result.json.serialized() + "\n", to: path) } catch { fail("\(error)", code: 1) }
        }
        return 0
    }

    /// `bench micro`: the in-process micro-benchmarks (`--frames F` below 600 shortens them).
    static func runMicro(options o: LaunchOptions) -> Int32 {
        let scale = min(1, Double(o.frames ?? BenchWorkloads.defaultFrames) / Double(BenchWorkloads.defaultFrames))
        let results = MicroBench.run(scale: scale)
        print("bench micro: median of repeated batches (MonospaceTextMeasurer, no window)")
        for r in results { print(String(format: "  %10.1f ns per %@  %@", r.nanosecondsPerOp, r.unit, r.name)) }
        if let path = o.json {
            let json = JSON.object([
                ("workload", .string("micro")),
                ("results", .array(results.map { r in
                    .object([("name", .string(r.name)), ("unit", .string(r.unit)), ("ns_per_op", .number((r.nanosecondsPerOp * 10).rounded() / 10))])
                })),
            ])
            do { try OutputFile.write(json.serialized() + "\n", to: path) } catch { fail("\(error)", code: 1) }
        }
        return 0
    }

    /// Peak resident set size of this process (`VmHWM`), in MB.
    static func peakRSSMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return 0
    }
}

/// Median, 99th percentile (nearest rank) and maximum of a sample.
struct Stats {
    var median = 0.0, p99 = 0.0, max = 0.0
    init(_ values: [Double]) {
        guard !values.isEmpty else { return }
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
    let ui: Stats
    let render: Stats?
    let frame: Stats
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
            ("ui_us", ui.json),
            ("render_us", render?.json ?? .null),
            ("frame_us", frame.json),
            ("rss_mb", .number((rssMB * 10).rounded() / 10)),
            ("draw_commands", .number(drawCommands.rounded())),
            ("textures_created", .number(Double(texturesCreated))),
            ("texture_cache", .number(Double(textureCache))),
            ("video_driver", .string(videoDriver)),
            ("renderer", .string(renderer)),
        ])
    }

    var text: String {
        var lines = [
            "bench \(workload): items \(items.map(String.init) ?? "demo default"), \(frames) frames after \(BenchWorkloads.warmupFrames) warm-up, \(Int(size.width))x\(Int(size.height)), video \(videoDriver), renderer \(renderer)"
                + (glRenderer.map { " (GL probed: \($0))" } ?? ""),
            "  ui     (µs) \(ui.text)",
            "  render (µs) " + (render?.text ?? "skipped (--no-render)"),
            "  frame  (µs) \(frame.text)",
        ]
        lines.append(String(format: "  peak RSS %.1f MB, %.0f draw commands/frame, %d textures created while measuring (cache bound %d)",
                            rssMB, drawCommands, texturesCreated, textureCache))
        return lines.joined(separator: "\n")
    }
}
