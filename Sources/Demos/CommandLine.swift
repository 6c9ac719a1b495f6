import Foundation

/// What the command line asked for.
public struct LaunchOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case gallery
        case demo(String)
        case list
        case bench(String)
        case help
    }
    public var mode: Mode = .gallery
    public var size = Size(1280, 800)
    public var fixedStep = false
    public var frames: Int? = nil
    public var script: String? = nil
    public var screenshot: String? = nil
    public var inspect: String? = nil
    public var trace: String? = nil
    public var hud = false
    /// Check the demo's model invariants after every frame; exit 3 when one breaks.
    public var checkInvariants = false
    public var seed: UInt64 = 1
    public var photos: Int? = nil
    public var rows: Int? = nil
    public var renderer: String? = nil
    public var textureCache = 512
    public var resources: String? = nil
    // bench
    public var items: Int? = nil
    public var noRender = false
    public var json: String? = nil
    /// `--startup-report`: print how long it took from process start to the first presented frame.
    public var startupReport = false
    public init() {}

    public var demoOptions: DemoOptions {
        var o = DemoOptions()
        o.seed = seed; o.photos = photos; o.rows = rows
        return o
    }
}

/// A command line that cannot be run; printed as one line, then the usage, exit 2.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { message }
}

public enum LaunchParser {
    public static let usage = """
    usage: gliss-demos [DEMO | list | bench WORKLOAD] [options]
      DEMO: \(allDemos.map { $0.name }.joined(separator: ", ")) (none: the gallery)
      --size WxH          window size in points (default 1280x800)
      --fixed-step        every frame advances exactly 1/60 s (reproducible runs)
      --frames N          quit after N frames
      --script FILE       play a script of input commands (see README)
      --screenshot FILE   write a PNG of the last frame at exit
      --inspect FILE      write JSON of the last frame's nodes and the demo state at exit
      --trace FILE        write one JSON line per frame with the demo state
      --seed N            seed for shuffles (default 1)
      --hud               show frame time / fps
      --check-invariants  check the demo's model invariants after every frame (exit 3 if broken)
      --photos N          photos demo: number of photos
      --rows N            devices demo: repeat each device N times
      --renderer NAME     SDL render driver (software, opengl, opengles2)
      --texture-cache N   texture cache bound per cache (default 512)
      --resources DIR     resource folder (default: $GLISS_RESOURCES or found near the binary)
      --startup-report    print the time from process start to the first presented frame
      bench: --items N --frames F --size WxH --no-render --json FILE (WORKLOAD: \(BenchWorkloads.names.joined(separator: ", ")))
    """

    /// Parses `args` (without the program name).
    public static func parse(_ args: [String]) throws -> LaunchOptions {
        var o = LaunchOptions()
        var positional: [String] = []
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < args.count else { throw UsageError(message: "option \(name) needs a value") }
            return args[i]
        }
        func count(_ name: String, _ s: String, min lo: Int = 0) throws -> Int {
            guard let n = Int(s), n >= lo else { throw UsageError(message: "option \(name) needs a whole number ≥ \(lo), got '\(s)'") }
            return n
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "-h", "--help": o.mode = .help; return o
            case "--size": o.size = try parseSize(try value(a))
            case "--fixed-step": o.fixedStep = true
            case "--frames": o.frames = try count(a, try value(a), min: 1)
            case "--script": o.script = try value(a)
            case "--screenshot": o.screenshot = try value(a)
            case "--inspect": o.inspect = try value(a)
            case "--trace": o.trace = try value(a)
            case "--hud": o.hud = true
            case "--check-invariants": o.checkInvariants = true
            case "--seed":
                let s = try value(a)
                guard let n = UInt64(s) else { throw UsageError(message: "option --seed needs a whole number ≥ 0, got '\(s)'") }
                o.seed = n
            case "--photos": o.photos = try count(a, try value(a), min: 0)
            case "--rows": o.rows = try count(a, try value(a), min: 1)
            case "--renderer": o.renderer = try value(a)
            case "--texture-cache": o.textureCache = try count(a, try value(a), min: 16)
            case "--resources": o.resources = try value(a)
            case "--items": o.items = try count(a, try value(a), min: 0)
            case "--no-render": o.noRender = true
            case "--json": o.json = try value(a)
            case "--startup-report": o.startupReport = true
            default:
                if a.hasPrefix("-") { throw UsageError(message: "unknown option '\(a)'") }
                positional.append(a)
            }
            i += 1
        }
        let names = allDemos.map { $0.name }
        switch positional.first {
        case nil: o.mode = .gallery
        case "list"?:
            guard positional.count == 1 else { throw UsageError(message: "'list' takes no arguments") }
            o.mode = .list
        case "bench"?:
            guard positional.count == 2 else { throw UsageError(message: "bench needs one workload: \(BenchWorkloads.names.joined(separator: ", "))") }
            guard BenchWorkloads.names.contains(positional[1]) else {
                throw UsageError(message: "unknown bench workload '\(positional[1])' (expected one of: \(BenchWorkloads.names.joined(separator: ", ")))")
            }
            o.mode = .bench(positional[1])
        case let name?:
            guard names.contains(name) else {
                throw UsageError(message: "unknown demo '\(name)' (expected one of: \(names.joined(separator: ", ")))")
            }
            guard positional.count == 1 else { throw UsageError(message: "unexpected argument '\(positional[1])'") }
            o.mode = .demo(name)
        }
        return o
    }

    /// `WxH` with whole numbers 1…16384.
    public static func parseSize(_ s: String) throws -> Size {
        let parts = s.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else {
            throw UsageError(message: "bad --size '\(s)': expected WxH with whole numbers from 1 to 16384, e.g. 1280x800")
        }
        return Size(Double(w), Double(h))
    }
}

/// Names of the benchmark workloads (`gliss-demos bench NAME`).
public enum BenchWorkloads {
    /// `micro` runs the micro-benchmarks (layout, lazy ranges, springs, preferences).
    public static let names = ["grid", "list"] + allDemos.map { $0.name } + ["micro"]
}
