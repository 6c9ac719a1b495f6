import Foundation
import GlissAccessibility
import GlissCore
import GlissSDL

/// The windowed runtime: an SDL window, the app's ``AppHost`` and the run loop, at 60 fps
/// while anything moves, blocking on input when idle.
public enum AppRuntime {
    /// When the process started running Swift code (for `--startup-report`).
    nonisolated(unsafe) public private(set) static var processStartNanos = DispatchTime.now().uptimeNanoseconds

    /// Records the start time; `App.main()` calls it first thing.
    public static func markProcessStart() { _ = processStartNanos }

    /// True once a signal asked the run to end (SIGINT, SIGTERM, SIGHUP, SIGQUIT, …).
    public static var stopRequested: Bool { stopSignal != 0 }

    /// Installs the handlers that turn SIGINT, SIGTERM, SIGHUP, SIGQUIT and the other
    /// terminating signals into a clean stop.
    public static func installSignalHandlers() { Signals.install() }

    /// Runs the app `make` creates in a window with `options` until it quits; returns the
    /// exit status (0; 1 when an output could not be written; 3 when an invariant broke).
    /// Everything is validated before the window opens: nothing runs on bad input.
    public static func run<A: App>(options o: StandardOptions, make: () -> A) -> Int32 {
        installSignalHandlers()
        var script = ScriptPlayer([])
        if let path = o.script {
            // A script that cannot be read is bad input (2); a signal while waiting for a FIFO
            // to be written is the user giving up (1). Nothing runs either way.
            do { script = ScriptPlayer(try Script.load(path)) } catch { fail("\(error)", code: stopRequested ? 1 : 2) }
        }
        for (path, what) in [(o.screenshot, "screenshot"), (o.inspect, "inspector JSON"), (o.trace, "trace")] {
            if let path, let problem = OutputFile.checkWritable(path, what: what) { fail(problem, code: 1) }
        }
        if let v = ProcessInfo.processInfo.environment["GLISS_ACCESSIBILITY"], !["", "0", "1"].contains(v) {
            fail("GLISS_ACCESSIBILITY must be 0 (never connect to screen readers) or 1 (always), not \"\(v)\"", code: 2)
        }
        let outputs = RunOutputs(options: o, recordsFromStart: !script.startsRecordingLater)
        let bo = backendOptions(o.window, title: A.title, size: o.windowSize(default: A.defaultSize),
                                resourceFolder: A.resourceFolder, vsync: !o.fixedStep)
        let backend: SDLBackend
        do { backend = try SDLBackend(options: bo) } catch { fail("\(error)", code: 1) }

        let host = AppHost(app: make(), size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: o.fixedStep)
        host.ui.systemColorScheme = o.colorScheme ?? .desktopPreference()
        outputs.openFrameFiles()
        host.ui.stopRequested = { AppRuntime.stopRequested }
        // The handler holds the host; released when the run is over (valgrind otherwise
        // counts the app's objects, still alive at exit, as leaks).
        defer { DisplayLoss.uninstall() }
        if backend.videoDriverName == "x11" {
            DisplayLoss.install {
                outputs.displayLost(host: host, backend: backend)
                exit(1)
            }
        }
        let accessibility = ATSPIBridge.start(appName: A.title, wake: { [backend] in backend.wake() })
        var loop = RunLoop(host: host, backend: backend, script: script, options: o, outputs: outputs,
                           accessibility: accessibility)
        return loop.run()
    }

    /// Backend options for the standard options, with the resource folder found: `--resources`,
    /// then `$GLISS_RESOURCES`, then `resourceFolder` looked for near the executable. A warning
    /// when a folder was named but cannot be used (images then draw as placeholders).
    public static func backendOptions(_ o: WindowOptions, title: String, size: Size,
                                      resourceFolder: String?, vsync: Bool) -> BackendOptions {
        let root = ResourceLocator.find(explicit: o.resources, folder: resourceFolder)
        var isDir: ObjCBool = false
        if let root, !(FileManager.default.fileExists(atPath: root, isDirectory: &isDir) && isDir.boolValue) {
            StandardError.warn("resource folder \(root) is not a folder: images draw as placeholders")
        } else if root == nil, let resourceFolder {
            StandardError.warn("cannot find the \(resourceFolder) folder (set GLISS_RESOURCES or pass --resources); images draw as placeholders")
        }
        var bo = BackendOptions()
        bo.title = title
        bo.size = size
        bo.vsync = vsync
        bo.resourceRoot = root ?? resourceFolder ?? "."
        bo.textureCacheLimit = o.textureCache
        bo.renderer = o.renderer
        return bo
    }

    static func report(_ error: Any) {
        StandardError.write("\(CommandRunner.executableName): \(error)")
    }
}
