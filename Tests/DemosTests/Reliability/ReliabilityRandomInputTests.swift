import XCTest
@testable import Demos
import Gliss

/// Randomized input, property style, fixed seeds: for every demo, thousands of random pointer
/// events (moves, clicks, drags of random length and speed, presses held across other input,
/// stray releases, wheel, keys) run headless with fixed 1/60 s frames. After every frame the
/// demo's invariants hold, every draw command is finite, no frame uses more than 100 ms of
/// CPU, scroll views settle inside their bounds, and 600 frames after the last input
/// everything is idle again. A failure is shrunk (commands dropped while it still fails) to a
/// script file the app and `ReliabilityReplayTests` replay; its path and the seed are printed.
///
/// CI: 2,000 events per demo, one seed. RELIABILITY_LONG=1: 10,000 events per demo and three
/// seeds. RELIABILITY_EVENTS, RELIABILITY_SEED and RELIABILITY_DEMO override.
final class ReliabilityRandomInputTests: XCTestCase {
    static let events = Reliability.count("RELIABILITY_EVENTS", ci: 2_000, long: 10_000)
    static let seeds = Reliability.seeds(ci: [20_260_101], long: [20_260_101, 7, 1_234_567])

    func fuzz(_ demo: String, options: DemoOptions? = nil, events: Int = events, label: String? = nil) {
        for seed in Self.seeds {
            let start = Date()
            let (commands, failure, runner) = randomRun(demo: demo, seed: seed, events: events, options: options)
            let seconds = Date().timeIntervalSince(start)
            print(String(format: "reliability random %@ seed %llu: %d events, %d frames, %d model changes, max frame CPU %.2f ms, %.1f s%@",
                         label ?? demo, seed, commands.count, runner.checker.frames, runner.checker.stateChanges, runner.checker.maxCPU, seconds,
                         failure.map { " — FAILED: \($0)" } ?? ""))
            guard let failure else { continue }
            var shrinker = Shrinker { ScriptRunner.replay($0, demo: demo, options: options) }
            let (short, shortFailure) = shrinker.shrink(commands, failure)
            let path = writeReproduction(demo: demo, seed: seed, original: commands.count, commands: short, failure: shortFailure,
                                         options: options, suite: "random")
            let message = "\(demo) seed \(seed): \(failure)\n  shrunk to \(short.count) commands (\(shrinker.replays) replays): \(shortFailure)\n  reproduction script: \(path)\n"
                + ScriptText.text(short).split(separator: "\n").prefix(40).map { "    " + $0 }.joined(separator: "\n")
            print(message)
            XCTFail(message)
        }
    }

    func testPhotos() { guard Reliability.demos.contains("photos") else { return }; fuzz("photos") }
    func testMonths() { guard Reliability.demos.contains("months") else { return }; fuzz("months") }
    func testCards() { guard Reliability.demos.contains("cards") else { return }; fuzz("cards") }
    func testDevices() { guard Reliability.demos.contains("devices") else { return }; fuzz("devices") }
    func testCarousel() { guard Reliability.demos.contains("carousel") else { return }; fuzz("carousel") }

    /// Bigger data: a photo grid that scrolls (300 photos) and a long device list (×40).
    func testPhotosManyPhotos() {
        guard Reliability.demos.contains("photos") else { return }
        var o = DemoOptions(); o.photos = 300
        fuzz("photos", options: o, events: Self.events / 10, label: "photos --photos 300")
    }
    func testDevicesManyRows() {
        guard Reliability.demos.contains("devices") else { return }
        var o = DemoOptions(); o.rows = 40
        fuzz("devices", options: o, events: Self.events / 2, label: "devices --rows 40")
    }
    /// The gallery: open demos, use them, Escape back, open another.
    func testGallery() {
        guard Reliability.env["RELIABILITY_DEMO"] == nil else { return }
        fuzz("gallery", events: Self.events / 2)
    }
}
