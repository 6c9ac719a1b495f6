import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import Demos
import Gliss

// Shared machinery of the Reliability* suites: configuration (CI size vs RELIABILITY_LONG=1,
// here), per-frame checks (demo invariants, finite draw lists, frame CPU time, scroll bounds once
// settled: `ReliabilityChecks`), a state-aware random input generator that records what it did
// as script commands (`ReliabilityRandomInput`), an incremental script runner that expands
// commands exactly as `Script.frames` does, so a recorded run replays identically from a file
// (`ReliabilityScripts`), a shrinker that drops commands while the failure still reproduces
// (`ReliabilityShrinking`), the "normal look" comparison against a freshly built demo
// (`ReliabilityLook`) and the inspector JSON check (`ReliabilityInspectorJSON`).

// MARK: - Configuration

enum Reliability {
    static let env = ProcessInfo.processInfo.environment
    /// RELIABILITY_LONG=1: the full-size runs documented in docs/Reliability.md.
    static let long = env["RELIABILITY_LONG"] == "1"

    /// `name` from the environment, else the long or CI value.
    static func count(_ name: String, ci: Int, long l: Int) -> Int {
        if let s = env[name], let n = Int(s), n >= 0 { return n }
        return long ? l : ci
    }

    /// Seeds to run: RELIABILITY_SEED=N runs just that one.
    static func seeds(ci: [UInt64], long l: [UInt64]) -> [UInt64] {
        if let s = env["RELIABILITY_SEED"], let n = UInt64(s) { return [n] }
        return long ? l : ci
    }

    /// Demos to run: RELIABILITY_DEMO=name runs just that one.
    static var demos: [String] {
        let all = allDemos.map { $0.name }
        if let d = env["RELIABILITY_DEMO"], all.contains(d) { return [d] }
        return all
    }

    /// Where shrunk scripts go (RELIABILITY_OUT, else $TMPDIR/gliss-reliability).
    static var outputDirectory: String {
        let dir = env["RELIABILITY_OUT"] ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("gliss-reliability")
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A frame may use at most this much CPU time of the thread running the UI ("no hang").
    static let frameBudgetMs = 100.0
    /// After input stops, every demo must be idle again within this many frames (10 s).
    static let settleFrames = 600
    static let standardSize = Size(1280, 800)

    /// Scroll views each demo builds (by `id:`), with their axis.
    static func scrollViews(_ demo: String) -> [(id: String, horizontal: Bool)] {
        switch demo {
        case "photos": return [("grid", false), ("dock", true)]
        case "cards": return [("hand0", true), ("hand1", true)]
        case "devices": return [("list", false)]
        default: return []
        }
    }
}

/// What the random input and the model checks need from a running demo: `DemoHost`, or a
/// test's own driver that chooses each frame's time (`ReliabilityTimeTests`).
protocol FuzzTarget: AnyObject {
    var ui: UI { get }
    var demo: (any Demo)? { get }
    /// Launched straight into the demo (Escape quits rather than returning to the gallery).
    var direct: Bool { get }
    var options: DemoOptions { get }
    func state() -> JSON
}
extension DemoHost: FuzzTarget {}

/// CPU time of the calling thread in milliseconds (what "ui time" means here: a busy
/// machine does not make a frame look slow, a frame that loops does).
func threadCPUMilliseconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
}
