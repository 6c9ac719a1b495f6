import Foundation

/// What the app runtime (or a test driver) sets on a `UI` from outside the frame: when the
/// frame clock started, how to ask whether the run should stop, what opening a URL does, and
/// the system's colour scheme. Kept inline in `UI`.
struct HostSettings {
    /// When the frame clock started (its time 0).
    var startDate = Date()
    /// Asked by loops whose length depends on the app's data; the default never stops.
    var stopRequested: () -> Bool = { false }
    /// What opening a URL does (by default the desktop's application for it).
    var openURL: (URL) -> Void = { openWithDesktop($0) }
    /// The system's appearance, as the platform reports it.
    var systemColorScheme: ColorScheme = .light
    /// The window's layout direction (the user's language's, or `--layout-direction`).
    var layoutDirection: LayoutDirection = .leftToRight
    /// The scene this UI's window shows.
    var window = WindowIdentity.main
    /// The window has the keyboard (a focused field in another window shows no caret).
    var isWindowActive = true
    /// The app's open windows and their titles (the Window menu lists them).
    var openWindows: [(window: WindowIdentity, title: String)] = []
    /// Measure the content's smallest and ideal sizes each frame (a window sized by them).
    var measuresContentSize = false
    /// The app declares a settings scene (the menu bar's Settings… item and Ctrl+, open it).
    var hasSettingsScene = false
    /// The window's undo manager, made on first use.
    var undoManager: UndoManager? = nil
    /// Who shows file dialogs: the desktop (through the runtime) or Gliss's own sheet.
    var fileDialogPresenter = FileDialogPresenter.builtIn
    /// The last file dialog token handed out.
    var fileDialogTokens = 0
    /// File dialogs' answers not yet taken by their views, by token.
    var fileDialogResults: [Int: FileDialogResult] = [:]
    /// What built-in views keep for the window across launches (``UI/windowRestorationValues``).
    var windowRestorationValues: [String: Double] = [:]
}

/// Opens `url` with the desktop's default application (`xdg-open`), without waiting for it.
/// When it cannot be opened — no `xdg-open` on `searchPath`, it fails to start, or it exits
/// with an error — `report` gets one line saying so (by default, standard error): a click
/// that does nothing must not also say nothing.
func openWithDesktop(_ url: URL, searchPath: String? = ProcessInfo.processInfo.environment["PATH"],
                     report: @escaping @Sendable (String) -> Void = reportOnStandardError) {
    let what = "cannot open \(url.absoluteString.prefix(200))"
    let dirs = (searchPath ?? "").split(separator: ":").map(String.init)
    guard let opener = dirs.map({ $0 + "/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        report("\(what): xdg-open is not on PATH (install xdg-utils)")
        return
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: opener)
    p.arguments = [url.absoluteString]
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    p.terminationHandler = { p in
        if p.terminationReason == .exit && p.terminationStatus != 0 {
            report("\(what): xdg-open failed (exit status \(p.terminationStatus))")
        }
    }
    do { try p.run() } catch { report("\(what): \(error.localizedDescription)") }
}

/// Writes `gliss: line` to standard error.
@Sendable func reportOnStandardError(_ line: String) {
    FileHandle.standardError.write(Data("gliss: \(line)\n".utf8))
}
