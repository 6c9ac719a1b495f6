import Foundation
import Demos
import GlissSDL

/// When `main` started (for `--startup-report`).
let mainStartNanos = DispatchTime.now().uptimeNanoseconds

// Signals end the loop cleanly so --screenshot/--inspect are still written.
nonisolated(unsafe) var stopSignal: Int32 = 0
signal(SIGINT) { _ in stopSignal = 1 }
signal(SIGTERM) { _ in stopSignal = 1 }

let options: LaunchOptions
do {
    options = try LaunchParser.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("gliss-demos: \(error)\n\(LaunchParser.usage)\n".utf8))
    exit(2)
}

switch options.mode {
case .help:
    print(LaunchParser.usage)
    exit(0)
case .list:
    for d in allDemos { print(d.name) }
    exit(0)
case .bench(let workload):
    exit(Bench.run(workload, options: options))
case .gallery, .demo:
    exit(App.run(options))
}
