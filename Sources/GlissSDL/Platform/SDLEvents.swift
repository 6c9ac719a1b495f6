import CSDL2
import GlissCore
#if canImport(Glibc)
import Glibc
#endif

/// Input: SDL events translated into Gliss's `InputEvent`s (window points).
extension SDLBackend {
    // MARK: - Events

    /// Translated events since the last call. When `timeout > 0` it first blocks up to
    /// `timeout` seconds for an event (`SDL_WaitEventTimeout`), so an idle loop costs ~0% CPU.
    /// With several windows, only this window's events (see `SDLEventRouter`).
    public func pollEvents(timeout: Double) -> [InputEvent] {
        var out: [InputEvent] = []
        for event in SDLEventRouter.shared.take(for: windowID, timeout: timeout) { handle(event, into: &out) }
        return out
    }

    private func handle(_ event: SDL_Event, into out: inout [InputEvent]) {
        switch event.type {
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                closeRequested = true
                return
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                refreshMetrics()
                out.append(.resize(windowSize))
                return
            case SDL_WINDOWEVENT_EXPOSED.rawValue:
                // The window system lost our pixels (no compositor): show the last frame again
                // so an idle app never displays garbage.
                damageTracker.invalidate()
                if let list = lastList { render(list) }
                return
            default:
                break
            }
        case SDL_DROPBEGIN.rawValue, SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue, SDL_DROPCOMPLETE.rawValue:
            handleDrop(event, into: &out)
            return
        case SDL_MOUSEBUTTONDOWN.rawValue:
            // A click gives the window the keyboard, as window managers do; with none (a bare
            // X server) keys would stay with the window that had them.
            if SDL_GetKeyboardFocus() != window { SDL_SetWindowInputFocus(window) }
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            let held = Self.modifiers(fromSDL: UInt32(event.key.keysym.mod))
            // The core learns of Shift or Ctrl held from this (a Shift+click on a list).
            if held != trackedModifiers { out.append(.modifiersChanged(held)) }
            trackedModifiers = held
        default:
            break
        }
        if let e = Self.translate(event, modifiers: trackedModifiers,
                                  windowUnitsPerPoint: windowUnitsPerPoint) {
            out.append(e)
        }
    }
}
