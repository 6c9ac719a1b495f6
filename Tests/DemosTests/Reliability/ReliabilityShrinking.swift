import Foundation
@testable import Demos
import Gliss

// MARK: - Shrinking

/// Drops commands while the failure (same kind) still reproduces: first everything after the
/// failing command, then ddmin-style chunks, then single commands, then shorter waits and drags.
struct Shrinker {
    let reproduces: ([ScriptCommand]) -> ReliabilityFailure?
    var maxReplays = 4000
    var deadline = Date().addingTimeInterval(Double(Reliability.env["RELIABILITY_SHRINK_SECONDS"] ?? "") ?? 120)
    private(set) var replays = 0

    init(reproduces: @escaping ([ScriptCommand]) -> ReliabilityFailure?) { self.reproduces = reproduces }

    private mutating func test(_ c: [ScriptCommand], _ kind: ReliabilityFailure.Kind) -> ReliabilityFailure? {
        guard replays < maxReplays, Date() < deadline else { return nil }
        replays += 1
        if let f = reproduces(c), f.kind == kind { return f }
        return nil
    }

    /// The commands up to and including the failing one.
    static func cut(_ c: [ScriptCommand], _ f: ReliabilityFailure) -> [ScriptCommand] {
        guard let i = f.command, i < c.count else { return c }
        return Array(c[...i])
    }

    mutating func shrink(_ commands: [ScriptCommand], _ failure: ReliabilityFailure) -> (commands: [ScriptCommand], failure: ReliabilityFailure) {
        var cur = Shrinker.cut(commands, failure), best = failure
        let kind = failure.kind
        var n = 2
        while cur.count >= 2 {
            let chunk = (cur.count + n - 1) / n
            var reduced = false
            var start = 0
            while start < cur.count {
                var cand = cur
                cand.removeSubrange(start..<min(cur.count, start + chunk))
                if let f = test(cand, kind) {
                    cur = Shrinker.cut(cand, f); best = f
                    n = max(n - 1, 2); reduced = true
                    break
                }
                start += chunk
            }
            if !reduced {
                if n >= cur.count { break }
                n = min(cur.count, n * 2)
            }
            if replays >= maxReplays || Date() >= deadline { break }
        }
        // Single commands, then smaller numbers (waits, drag lengths).
        var i = cur.count - 1
        while i >= 0 && cur.count > 1 {
            var cand = cur; cand.remove(at: i)
            if let f = test(cand, kind) { cur = Shrinker.cut(cand, f); best = f }
            i = min(i - 1, cur.count - 1)
        }
        for j in cur.indices {
            var lo: Int
            switch cur[j] {
            case .wait(let w): lo = w
            case .drag(_, _, let k): lo = k
            default: continue
            }
            while lo > 1 {
                lo /= 2
                var cand = cur
                if case .drag(let a, let b, _) = cur[j] { cand[j] = .drag(from: a, to: b, frames: max(1, lo)) } else { cand[j] = .wait(lo) }
                guard let f = test(cand, kind) else { break }
                cur = cand; best = f
            }
        }
        return (cur, best)
    }
}

/// Writes a replayable script for a failure and returns its path.
func writeReproduction(demo: String, seed: UInt64, original: Int, commands: [ScriptCommand],
                       failure: ReliabilityFailure, size: Size = Reliability.standardSize, options: DemoOptions? = nil,
                       suite: String = "random") -> String {
    let path = (Reliability.outputDirectory as NSString).appendingPathComponent("\(demo)-\(suite)-seed\(seed)-\(failure.kind.rawValue).txt")
    let w = Int(size.width), h = Int(size.height)
    var flags = ""
    if let n = options?.photos { flags += " --photos \(n)" }
    if let n = options?.rows { flags += " --rows \(n)" }
    let app = demo == "gallery" ? "" : " \(demo)"
    let header = [
        "gliss reliability (\(suite)): shortest script found that reproduces a failure",
        "demo: \(demo)  seed: \(seed)  size: \(w)x\(h)  options:\(flags.isEmpty ? " none" : flags)  shrunk from \(original) commands to \(commands.count)",
        "failure: \(failure.description)",
        "replay headless: RELIABILITY_REPLAY=\(path) swift test --scratch-path .build-rel --filter ReliabilityReplayTests",
        "replay in the app: gliss-demos\(app) --fixed-step --size \(w)x\(h)\(flags) --script \(path)",
        "  (the app measures text with real fonts, so text-sized layouts differ slightly from the headless run)",
    ]
    try? ScriptText.text(commands, header: header).write(toFile: path, atomically: true, encoding: .utf8)
    return path
}
