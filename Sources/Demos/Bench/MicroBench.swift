import Gliss
import GlissBench
import Foundation

/// `gliss-demos bench micro`: small, repeatable timings of the engine's inner pieces, run
/// in-process with no window (text measured by `MonospaceTextMeasurer`).
///
/// Why not ordo-one/package-benchmark: it needs swift-tools-version 6.1 and its
/// `MallocInterposer` trait, which would move the whole package to tools 6.1 and add its
/// dependencies to every CI build; these few timings need nothing but a clock.
public enum MicroBench {
    public struct Result: Sendable {
        public let name: String
        /// Median over the samples, nanoseconds per operation.
        public let nanosecondsPerOp: Double
        /// What one operation is.
        public let unit: String
    }

    /// Runs every micro-benchmark; `scale` < 1 shortens them (CI smoke runs).
    public static func run(scale: Double = 1) -> [Result] {
        let samples = max(3, Int(25 * scale))
        var results: [Result] = []

        // Layout: a frame (build + layout + preferences + draw list) of a 20 x 5 stack tree.
        let ui = UI(size: Size(1280, 800), measurer: MonospaceTextMeasurer())
        var time = 0.0
        let tree: (UI) -> Void = { ui in
            ui.vstack(alignment: .leading, spacing: 4) {
                for row in 0..<20 {
                    ui.hstack(spacing: 8) {
                        for col in 0..<5 { ui.text("r\(row) c\(col)").padding(4) }
                        ui.spacer()
                    }
                    .background(.systemGray6, radius: 4)
                }
            }
            .padding(16)
        }
        results.append(measure("layout: stack tree frame (20 rows x 5 labels, ~150 nodes)", unit: "frame", samples: samples, reps: 20) {
            time += 1.0 / 60
            _ = ui.runFrame(time: time, events: []) { tree($0) }
        })

        // Lazy range computation for a million items, tracks resolved once vs. per query.
        let grid = LazyGridLayout(tracks: [GridItem(.adaptive(minimum: 50))], lineSpacing: 8, itemLength: 60,
                                  count: 1_000_000)
        let resolved = grid.resolved(crossLength: 1248)
        var y = 0.0
        var sink = 0
        results.append(measure("lazy range: visibleRange, resolved tracks, 1M items", unit: "query", samples: samples, reps: 20_000) {
            y += 7; if y > 3_000_000 { y = 0 }
            sink &+= resolved.visibleRange(visibleMin: y, visibleMax: y + 768).count
        })
        results.append(measure("lazy range: visibleRange resolving tracks each time", unit: "query", samples: samples, reps: 5_000) {
            y += 7; if y > 3_000_000 { y = 0 }
            sink &+= grid.visibleRange(crossLength: 1248, visibleMin: y, visibleMax: y + 768).count
        })

        // Spring evaluation: an animated value with two overlapping springs.
        var value = AnimatedValue(0.0)
        value.setTarget(100, animation: .spring(response: 0.5, dampingFraction: 0.8), now: 0)
        value.setTarget(40, animation: .interpolatingSpring(mass: 0.6, stiffness: 100, damping: 10, initialVelocity: 0.3), now: 0.1)
        var t = 0.1
        var acc = 0.0
        results.append(measure("spring: AnimatedValue.value(at:), 2 springs", unit: "evaluation", samples: samples, reps: 20_000) {
            t += 0.0001; if t > 1 { t = 0.1 }
            acc += value.value(at: t)
        })

        // Preference reduction: 100 producers reduced into one reader every frame.
        let prefUI = UI(size: Size(1280, 800), measurer: MonospaceTextMeasurer())
        var reported = 0
        results.append(measure("preferences: frame with 100 producers reduced by 1 reader", unit: "frame", samples: samples, reps: 20) {
            time += 1.0 / 60
            _ = prefUI.runFrame(time: time, events: []) { ui in
                ui.vstack(spacing: 2) {
                    for k in 0..<100 {
                        ui.text("item \(k)").preference(MicroBenchSum.self) { geo in Int(geo.size.width) }
                    }
                }
                .onPreferenceChange(MicroBenchSum.self) { reported = $0 }
            }
        })
        if sink == -1 || acc.isNaN || reported == -1 { print("") }   // keep the work observable
        return results
    }

    /// Median nanoseconds per call of `body`, over `samples` batches of `reps` calls.
    static func measure(_ name: String, unit: String, samples: Int, reps: Int, _ body: () -> Void) -> Result {
        for _ in 0..<max(1, reps / 10) { body() }   // warm up
        var perOp: [Double] = []
        for _ in 0..<samples {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<reps { body() }
            perOp.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(reps))
        }
        perOp.sort()
        return Result(name: name, nanosecondsPerOp: perOp[perOp.count / 2], unit: unit)
    }
}

/// Sum of the reported widths (the micro-benchmark's preference key).
public enum MicroBenchSum: PreferenceKey {
    public static let defaultValue = 0
    public static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
