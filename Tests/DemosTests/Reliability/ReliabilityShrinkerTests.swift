import XCTest
@testable import Demos
import Gliss

/// The machinery the other Reliability suites rely on: scripts written by the shrinker parse
/// and replay exactly as recorded, the incremental runner builds the same frames as
/// `Script.frames`, and the shrinker reduces a real random failure to a short script.
final class ReliabilityShrinkerTests: XCTestCase {
    func testScriptTextRoundTripsThroughTheParser() throws {
        let commands: [ScriptCommand] = [
            .wait(0), .wait(17), .move(Point(-300, 12)), .down(Point(0, 799)), .up(Point(1280.5, 3)),
            .click(Point(41, 86)), .drag(from: Point(1, 2), to: Point(-3000, 2500), frames: 90),
            .wheel(dx: 0, dy: -100_000), .wheel(dx: 12.25, dy: 0), .key("Left"), .key("Escape"),
            .screenshot("/tmp/x.png"), .quit,
        ]
        XCTAssertEqual(try Script.parse(ScriptText.text(commands, header: ["a header", "demo: photos"])), commands)
    }

    func testIncrementalRunnerBuildsTheFramesScriptFramesBuilds() {
        for demo in ["photos", "carousel"] {
            let runner = ScriptRunner(demo: demo)
            runner.recordFrames = true
            var input = RandomInput(seed: 99, demo: demo)
            var commands: [ScriptCommand] = []
            for i in 0..<400 {
                let c = input.next(runner.host, pendingEmpty: runner.pendingIsEmpty)
                commands.append(c)
                runner.apply(c, index: i)
                if runner.ended { break }
            }
            if !runner.ended { runner.finish(index: commands.count - 1) }
            XCTAssertFalse(runner.quit)
            XCTAssertEqual(runner.frames, Script.frames(commands).map { $0.events }, demo)
        }
    }

    /// A property the photos demo breaks on purpose after three photos reach the dock: the
    /// random run finds it, the shrinker cuts thousands of commands down to a handful, the
    /// file it writes parses and replays to the same failure.
    func testShrinkerReducesARandomFailureToAReplayableScript() throws {
        let property: (DemoHost) -> String? = { host in
            let dock = (host.demo as? PhotosDemo)?.dock.count ?? 0
            return dock >= 3 ? "three photos in the dock (a planted failure)" : nil
        }
        var found: (commands: [ScriptCommand], failure: ReliabilityFailure)?
        for seed in UInt64(1)...20 {
            let r = randomRun(demo: "photos", seed: seed, events: 3_000, extra: property)
            if let f = r.failure { found = (r.commands, f); break }
        }
        let (commands, failure) = try XCTUnwrap(found, "no seed reached three docked photos")
        XCTAssertEqual(failure.kind, .invariant)
        var shrinker = Shrinker { ScriptRunner.replay($0, demo: "photos", extra: property) }
        let (short, shortFailure) = shrinker.shrink(commands, failure)
        XCTAssertEqual(shortFailure.kind, .invariant)
        XCTAssertLessThanOrEqual(short.count, 8, "three clicks (plus perhaps a wait) should remain: \(ScriptText.text(short))")
        XCTAssertLessThan(short.count, commands.count)
        let path = writeReproduction(demo: "photos", seed: 0, original: commands.count, commands: short,
                                     failure: shortFailure, suite: "selftest")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = try Script.load(path)
        XCTAssertEqual(loaded, short)
        XCTAssertEqual(ScriptRunner.replay(loaded, demo: "photos", extra: property)?.kind, .invariant)
        XCTAssertNil(ScriptRunner.replay(loaded, demo: "photos"), "without the planted property the script is fine")
        print("shrinker self-test: \(commands.count) commands → \(short.count) in \(shrinker.replays) replays:\n" + ScriptText.text(short))
    }
}

/// Replays a reproduction script written by a failing random run (or any script) headless
/// with every reliability check: RELIABILITY_REPLAY=FILE [RELIABILITY_DEMO=name]
/// swift test --scratch-path .build-rel --filter ReliabilityReplayTests
final class ReliabilityReplayTests: XCTestCase {
    func testReplayScriptFromEnvironment() throws {
        guard let path = Reliability.env["RELIABILITY_REPLAY"] else {
            throw XCTSkip("set RELIABILITY_REPLAY=FILE to replay a reproduction script")
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // Header written by writeReproduction: "# demo: NAME  seed: N  size: WxH  options: ..."
        var demo = Reliability.env["RELIABILITY_DEMO"] ?? "photos"
        var size = Reliability.standardSize
        var options = DemoOptions()
        for line in text.split(separator: "\n") where line.hasPrefix("# demo:") {
            let words = line.split(separator: " ").map(String.init)
            if let i = words.firstIndex(of: "demo:"), i + 1 < words.count { demo = words[i + 1] }
            if let i = words.firstIndex(of: "size:"), i + 1 < words.count, let s = try? StandardOptions.parseSize(words[i + 1]) { size = s }
            if let i = words.firstIndex(of: "--photos"), i + 1 < words.count { options.photos = Int(words[i + 1]) }
            if let i = words.firstIndex(of: "--rows"), i + 1 < words.count { options.rows = Int(words[i + 1]) }
        }
        let commands = try Script.load(path)
        if let f = ScriptRunner.replay(commands, demo: demo, size: size, options: options) {
            XCTFail("\(path) (\(demo)): \(f)")
        } else {
            print("replay \(path) (\(demo)): \(commands.count) commands, no failure")
        }
    }
}
