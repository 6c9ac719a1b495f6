import Foundation
import GlissAccessibility
import GlissCore
import GlissPortal
import GlissSDL
import GlissIO

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
    /// `--install-desktop-entry` and `--uninstall-desktop-entry` do their job
    /// (``DesktopEntryCommand``) and return without opening a window.
    public static func run<A: App>(options o: StandardOptions, make: () -> A) -> Int32 {
        installSignalHandlers()
        if o.installDesktopEntry || o.uninstallDesktopEntry {
            return DesktopEntryCommand.run(A.self, install: o.installDesktopEntry, resources: o.resources)
        }
        checkPixelBudget(o.window, default: A.defaultSize, recordScale: o.recording.record == nil ? nil : o.recording.recordScale)
        var script = ScriptPlayer([])
        if let path = o.script {
            // A script that cannot be read is bad input (2); a signal while waiting for a FIFO
            // to be written is the user giving up (1). Nothing runs either way.
            do { script = ScriptPlayer(try Script.load(path)) } catch { fail("\(error)", code: stopRequested ? 1 : 2) }
        }
        for (path, what) in [(o.screenshot, "screenshot"), (o.inspect, "inspector JSON"), (o.trace, "trace"),
                             (RunOutputs.statsPath, "GLISS_STATS")] {
            if let path, let problem = OutputFile.checkWritable(path, what: what) { fail(problem, code: 1) }
        }
        if let v = ProcessInfo.processInfo.environment["GLISS_ACCESSIBILITY"], AccessibilitySetting(v) == nil {
            fail("GLISS_ACCESSIBILITY must be 0, false or no (never connect to screen readers) or 1, true or yes (always), not \"\(v)\"", code: 2)
        }
        let outputs = RunOutputs(options: o, recordsFromStart: !script.startsRecordingLater)
        var bo = backendOptions(o.window, title: A.title, size: o.windowSize(default: A.defaultSize),
                                resourceFolder: A.resourceFolder, vsync: !o.fixedStep)
        // In real time, images load in the background (a frame never waits for a decoder);
        // a run that captures frames decodes each in the frame that draws it, so what it
        // writes is exactly reproducible.
        bo.windowClass = DesktopEntry.problem(withID: A.id) == nil ? A.id : nil
        bo.showsDamage = o.hudDamage
        bo.loadsImagesInBackground = !o.fixedStep && o.screenshot == nil && o.recording.record == nil && !script.capturesFrames
        // SDL's start talks to the session bus with no timeout: a bus that never answers must
        // not hold the first frame.
        let busAddress = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] ?? ""
        let busAnswers = SessionBusCheck.sessionBusAnswers(stopRequested: { AppRuntime.stopRequested })
        if !busAnswers && !AppRuntime.stopRequested {
            StandardError.warn("the D-Bus session bus (\(busAddress)) did not answer in \(Int(SessionBusCheck.timeout)) s: running without it (no input method, screen reader or desktop portal)")
        }
        // Window sizes are remembered only in interactive runs: a run whose size, steps or
        // input are given (tests, scripts, screenshots) must not depend on an earlier one.
        let remembers = !o.fixedStep && o.size == nil && o.script == nil && o.screenshot == nil
            && o.recording.record == nil && o.frames == nil
        let state = remembers ? WindowStateStore(appID: A.id) : nil
        if let problem = state?.loadProblem { StandardError.warn(problem) }
        if let remembered = state?.frame(for: WindowStateStore.mainKey) {
            bo.size = remembered.size
            bo.position = remembered.origin
        }
        let backend: SDLBackend
        do { backend = try SDLBackend(options: bo) } catch { fail("\(error)", code: 1) }
        backend.stopRequested = { AppRuntime.stopRequested }

        // Settings (`@AppStorage`) follow the same rule, unless GLISS_SETTINGS names a folder:
        // the store is installed while the app is made, so its properties find it.
        let environment = ProcessInfo.processInfo.environment
        let settings = remembers || environment["GLISS_SETTINGS"].map({ !$0.isEmpty }) == true
            ? SettingsStore(appID: A.id, environment: environment) : SettingsStore()
        // The translations, and the locale dates and numbers are shown in, are set before the
        // app is made: its properties may be texts.
        PreferredLanguages.locale = PreferredLanguages.locale(for: o.languages)
        Localization.current = AppLocalization.load(languages: o.languages,
                                                    resourceFolder: ResourceLocator.find(explicit: o.resources, folder: A.resourceFolder),
                                                    warn: StandardError.warn)
        let app = SettingsStore.$current.withValue(settings) { make() }
        let host = AppHost(app: app, size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: o.fixedStep)
        host.ui.systemColorScheme = o.colorScheme ?? .desktopPreference()
        host.ui.layoutDirection = o.resolvedLayoutDirection
        outputs.openFrameFiles()
        host.ui.stopRequested = { AppRuntime.stopRequested }
        // The handler holds the host; released when the run is over (valgrind otherwise
        // counts the app's objects, still alive at exit, as leaks).
        defer { DisplayLoss.uninstall() }
        if backend.videoDriverName == "x11" {
            DisplayLoss.install {
                outputs.displayLost(host: host, backend: backend)
                SettingsStore.saveChanges(force: true)
                exit(1)
            }
        }
        LastWords.action = {
            outputs.lastWords(host: host)
            SettingsStore.saveChanges(force: true)
        }
        defer { LastWords.action = nil }
        let accessibility = ATSPIBridge.start(appName: A.title, wake: { [backend] in backend.wake() })
        // Other windows share the main window's options: renderer, caches, resources.
        let windows = AppWindows(app: app, main: AppWindow(host: host, backend: backend), makeBackend: { title, size, position in
            var options = bo
            options.title = title
            options.size = size
            options.position = position
            options.hidden = false
            let other = try SDLBackend(options: options)
            other.stopRequested = { AppRuntime.stopRequested }
            return other
        }, fixedStep: o.fixedStep, state: state)
        var loop = RunLoop(windows: windows, script: script, options: o, outputs: outputs, accessibility: accessibility)
        // File dialogs are the desktop's (the portal) when there is a bus to ask it on; a
        // script cannot drive the desktop's chooser, so a scripted run shows Gliss's sheet.
        if o.script == nil && busAnswers && PortalFileChooser.sessionBusConfigured {
            loop.fileDialogs = PlatformFileDialogs(chooser: PortalFileDialogs())
        }
        let code = loop.run()
        // Ended by a signal: the outputs are written; leave without closing the window (that
        // waits on the X server, which may be frozen) so the process ends within 2 s.
        if stopRequested { _exit(code) }
        return code
    }

    /// Backend options for the standard options, with the resource folder found: `--resources`,
    /// then `$GLISS_RESOURCES`, then `resourceFolder` looked for near the executable. A warning
    /// when a folder was named but cannot be used (images then draw as placeholders).
    public static func backendOptions(_ o: WindowOptions, title: String, size: Size,
                                      resourceFolder: String?, vsync: Bool) -> BackendOptions {
        let root = ResourceLocator.find(explicit: o.resources, folder: resourceFolder)
        // Through PathBytes: a folder whose name is not UTF-8 is a folder (FileManager read
        // other bytes and called it "not a folder").
        if let root, OutputPath.kind(root) != .directory {
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

    /// Exits (2, one line) when `GLISS_SDL_SCALE` is not a number in its range or the window
    /// (`--size`, else `fallback`) or its recorded frames would be over the ``PixelBudget``.
    public static func checkPixelBudget(_ o: WindowOptions, default fallback: Size, recordScale: Double?) {
        let scale: Double
        do { scale = try ScaleOverride.check() ?? 1 } catch { fail("\(error)", code: 2) }
        let size = o.windowSize(default: fallback)
        let text = o.size.map { "--size \($0)" } ?? "the default size \(Int(size.width))x\(Int(size.height))"
        if let problem = PixelBudget.problem(size: size, scale: scale, recordScale: recordScale, sizeText: text) {
            fail(problem, code: 2)
        }
    }

    static func report(_ error: Any) {
        StandardError.write("\(CommandRunner.executableName): \(error)")
    }
}
