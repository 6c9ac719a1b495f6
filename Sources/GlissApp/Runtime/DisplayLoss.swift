#if canImport(Glibc)
import Glibc
#endif

/// What to do when the X server goes away (set by the run loop, called once).
nonisolated(unsafe) private var displayLostAction: (() -> Never)?
nonisolated(unsafe) private var displayLostEntered = false

/// Losing the X server (it was killed, the SSH tunnel closed) ends the run like a signal
/// does instead of killing it: Xlib's default I/O error handler, which SDL keeps, calls
/// `exit(1)` on the spot, losing `--inspect` and `--screenshot`.
///
/// Xlib calls the handler from inside the SDL call that found the connection dead (polling
/// events or presenting), between frames, on the main thread — so the action may read the
/// app's state and write files. It must not return (Xlib would exit) and must not use the
/// display again. libX11 is found with `dlopen(RTLD_NOLOAD)`: SDL has already loaded it,
/// so Gliss needs no link-time dependency on X11 and nothing happens on other video drivers.
enum DisplayLoss {
    private typealias IOErrorHandler = @convention(c) (OpaquePointer?) -> Int32
    private typealias SetIOErrorHandler = @convention(c) (IOErrorHandler?) -> IOErrorHandler?

    /// Installs `action` as Xlib's I/O error handler; false when libX11 is not loaded.
    @discardableResult
    static func install(_ action: @escaping () -> Never) -> Bool {
        guard let lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
              let sym = dlsym(lib, "XSetIOErrorHandler") else { return false }
        displayLostAction = action
        let set = unsafeBitCast(sym, to: SetIOErrorHandler.self)
        _ = set { _ in
            // A second I/O error while handling the first (a stray X call): leave at once.
            if displayLostEntered { _exit(1) }
            displayLostEntered = true
            displayLostAction?()
            exit(1)
        }
        return true
    }

    /// Drops the action (and what it holds: the app, its host) when the run is over; a later
    /// I/O error exits as Xlib's default handler does.
    static func uninstall() { displayLostAction = nil }
}
