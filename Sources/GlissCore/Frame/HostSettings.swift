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
}

/// Opens `url` with the desktop's default application (`xdg-open`), without waiting for it;
/// a failure to start is reported once on standard error.
func openWithDesktop(_ url: URL) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["xdg-open", url.absoluteString]
    p.standardOutput = FileHandle.nullDevice
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch {
        FileHandle.standardError.write(Data("gliss: cannot open \(url.absoluteString): \(error)\n".utf8))
    }
}
