import CSDL2

/// SDL's one event queue, shared out to the windows: each backend's `pollEvents` takes only
/// its own window's events, whichever backend happened to read them from SDL. Events of no
/// window (SDL_QUIT, the run loop's wake-ups, keymap changes) are not any window's:
/// SDL_QUIT is remembered for all, the rest dropped, as a single window dropped them.
///
/// Main thread only, like SDL's video API.
final class SDLEventRouter {
    nonisolated(unsafe) static let shared = SDLEventRouter()

    /// Events read from SDL for each window, not yet taken.
    private var pending: [UInt32: [SDL_Event]] = [:]
    /// The windows (SDL window ids) of live backends, oldest first.
    private var windows: [UInt32] = []
    /// True once SDL_QUIT was read (the last window's close button, a session ending).
    private(set) var quitSeen = false

    /// True while any backend's window is open.
    var hasWindows: Bool { !windows.isEmpty }

    /// A backend's window starts taking events.
    func register(_ window: UInt32) {
        if !windows.contains(window) { windows.append(window) }
    }

    /// A backend's window closed: its queued events go with it.
    func unregister(_ window: UInt32) {
        windows.removeAll { $0 == window }
        pending[window] = nil
        if windows.isEmpty { quitSeen = false }
    }

    /// The events for `window` read so far and now. When none is waiting for any window and
    /// `timeout > 0`, first waits up to `timeout` seconds for SDL's next event (any window's:
    /// the run loop then polls the others).
    func take(for window: UInt32, timeout: Double) -> [SDL_Event] {
        var event = SDL_Event()
        if timeout > 0 && pending.values.allSatisfy(\.isEmpty) {
            let ms = Int32(min(Double(Int32.max), (timeout * 1000).rounded(.up)))
            if SDL_WaitEventTimeout(&event, ms) == 1 { route(event) }
        }
        while SDL_PollEvent(&event) == 1 { route(event) }
        return pending.removeValue(forKey: window) ?? []
    }

    /// Queues `event` for its window.
    private func route(_ event: SDL_Event) {
        if event.type == SDL_QUIT.rawValue {
            quitSeen = true
            return
        }
        guard var window = Self.windowID(of: event) else { return }
        // Events of no window SDL knows (keys typed while no window has the keyboard, an X
        // server with no window manager, events pushed by hand) go to the oldest window, as
        // with one window; a closed window's late events are dropped.
        if window == 0 {
            guard let first = windows.first else { return }
            window = first
        }
        guard windows.contains(window) else { return }
        pending[window, default: []].append(event)
    }

    /// The window an event belongs to (0: SDL knew none), nil for events of no window.
    static func windowID(of event: SDL_Event) -> UInt32? {
        switch event.type {
        case SDL_WINDOWEVENT.rawValue: return event.window.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return event.key.windowID
        case SDL_TEXTEDITING.rawValue: return event.edit.windowID
        case SDL_TEXTINPUT.rawValue: return event.text.windowID
        case SDL_MOUSEMOTION.rawValue: return event.motion.windowID
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: return event.button.windowID
        case SDL_MOUSEWHEEL.rawValue: return event.wheel.windowID
        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPBEGIN.rawValue, SDL_DROPCOMPLETE.rawValue:
            return event.drop.windowID
        default: return nil
        }
    }
}
