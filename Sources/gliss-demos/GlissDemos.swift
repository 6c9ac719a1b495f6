import Foundation
import Gliss
import GlissBench
import Demos

/// `gliss-demos`: the demo gallery, each demo, the list and the benchmarks — a thin command
/// line over the same runtime any Gliss app runs on.
@main
struct GlissDemos: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gliss-demos",
        abstract: "SwiftUI-style animated interactions on SDL2: the demos, their gallery and benchmarks.",
        subcommands: [GalleryCommand.self]
            + allDemos.map { $0.command }
            + [ListCommand.self, BenchCommand.self],
        defaultSubcommand: GalleryCommand.self)

    static func main() {
        AppRuntime.markProcessStart()
        CommandRunner.main(Self.self, arguments: subcommandFirst(CommandRunner.rawArguments))
    }

    /// gliss-demos has always taken options before the demo (`--fixed-step months`), which
    /// argument-parser gives to the default subcommand. When the arguments do not parse as they
    /// stand and a later word names a subcommand, that word is tried first instead — asking
    /// argument-parser itself, so no list of which options take values is kept here (such a
    /// list missed `--record-no-pointer`).
    static func subcommandFirst(_ args: [String]) -> [String] {
        let names = Set(configuration.subcommands.map { $0._commandName })
        guard let first = args.first, !names.contains(first),
              args.dropFirst().contains(where: names.contains),
              (try? parseAsRoot(args)) == nil else { return args }
        var candidates: [[String]] = []
        for (i, a) in args.enumerated() where i > 0 && names.contains(a) {
            var moved = args
            moved.remove(at: i)
            moved.insert(a, at: 0)
            if (try? parseAsRoot(moved)) != nil { return moved }
            candidates.append(moved)
        }
        // Nothing parses: the subcommand the user named gives the clearest error.
        return candidates.first ?? args
    }
}

extension Demo {
    /// `gliss-demos <name>`: the demo run directly (Escape or Q quits).
    static var command: ParsableCommand.Type { DemoCommand<Self>.self }
}

/// `gliss-demos <demo> [options]`: one demo, through the gallery app so Escape and Q work as
/// they do in the gallery.
struct DemoCommand<D: Demo>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: D.name, abstract: D.summary)
    }
    @OptionGroup var options: StandardOptions
    @OptionGroup var arguments: DemoArguments

    func run() throws {
        let code = AppRuntime.run(options: options) { GalleryApp(demo: D.self, options: arguments.options) }
        if code != 0 { throw ExitCode(code) }
    }
}

/// `gliss-demos [options]`: the gallery (the default subcommand).
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "The demo gallery: click a demo; Escape comes back, Escape again quits.")
    // Catches a name that is no subcommand, to say which demos exist.
    @Argument(help: ArgumentHelp("A demo to run: \(allDemos.map { $0.name }.joined(separator: ", ")) (none: the gallery).", visibility: .hidden))
    var demo: String?
    @OptionGroup var options: StandardOptions
    @OptionGroup var arguments: DemoArguments

    func validate() throws {
        if let demo {
            throw ValidationError("unknown demo '\(demo)' (expected one of: \(allDemos.map { $0.name }.joined(separator: ", ")))")
        }
    }

    func run() throws {
        let code = AppRuntime.run(options: options) { GalleryApp(demo: nil, options: arguments.options) }
        if code != 0 { throw ExitCode(code) }
    }
}

/// `gliss-demos list`: the demo names, one per line.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Print the demo names, one per line.")
    func run() {
        for d in allDemos { StandardOutput.print(d.name) }
    }
}

/// `gliss-demos bench WORKLOAD [options]`: fixed 1/60 s frames, no vsync, 60 warm-up frames,
/// then the measured ones; median / p99 / max of `ui`, `render` and `frame` time.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure a workload headless (offscreen driver unless SDL_VIDEODRIVER says otherwise).",
        discussion: "WORKLOAD: \(BenchWorkloads.names.joined(separator: ", "))")

    @Argument(help: ArgumentHelp("grid, list, a demo name, or micro.", valueName: "workload"))
    var workload: String
    @Option(parsing: .unconditional, help: ArgumentHelp("Items in the grid, list or table, 0…100000000 (the photos demo: photos, 0…1000000; devices: rows, 1…10000000).", valueName: "N"))
    var items: Int?
    @Option(parsing: .unconditional, help: ArgumentHelp("Seed for shuffles (cards).", valueName: "N"))
    var seed: UInt64 = 1
    @OptionGroup var options: BenchmarkOptions

    func validate() throws {
        guard BenchWorkloads.names.contains(workload) else {
            throw ValidationError("unknown bench workload '\(workload)' (expected one of: \(BenchWorkloads.names.joined(separator: ", ")))")
        }
        switch workload {
        case "photos": try OptionRange("--items", DemoArguments.photosRange.range).check(items)
        case "devices": try OptionRange("--items", 0...DemoArguments.rowsRange.range.upperBound).check(items)   // 0 means 1
        default: try BenchWorkloads.itemsRange.check(items)
        }
    }

    func run() throws {
        let code: Int32
        if workload == "micro" {
            code = runMicro()
        } else {
            let items = self.items ?? BenchWorkloads.defaultItems(workload)
            guard let scene = BenchWorkloads.make(workload, items: items, seed: seed) else { throw ExitCode(2) }
            code = Benchmark.run(workload, scene: scene, items: items, options: options)
        }
        if code != 0 { throw ExitCode(code) }
    }

    /// `bench micro`: the in-process micro-benchmarks (`--frames F` below 600 shortens them).
    func runMicro() -> Int32 {
        let scale = min(1, Double(options.frames ?? Benchmark.defaultFrames) / Double(Benchmark.defaultFrames))
        let results = MicroBench.run(scale: scale)
        StandardOutput.print("bench micro: median of repeated batches (MonospaceTextMeasurer, no window)")
        for r in results { StandardOutput.print(String(format: "  %10.1f ns per %@  %@", r.nanosecondsPerOp, r.unit, r.name)) }
        Benchmark.writeJSON(.object([
            ("workload", .string("micro")),
            ("results", .array(results.map { r in
                .object([("name", .string(r.name)), ("unit", .string(r.unit)), ("ns_per_op", .number((r.nanosecondsPerOp * 10).rounded() / 10))])
            })),
        ]), options: options)
        return 0
    }
}
