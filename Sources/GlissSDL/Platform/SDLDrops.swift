import CSDL2
import Foundation
import GlissCore

/// Drops from other apps: SDL2 reports one drag's items between SDL_DROPBEGIN and
/// SDL_DROPCOMPLETE, each file (SDL_DROPFILE, a path) and text (SDL_DROPTEXT) on its own; they
/// become one `InputEvent.drop`. SDL2's drop events carry no position (X11's XDND gives SDL
/// one, SDL keeps it to itself), so the drop point is where the pointer is as the drop
/// completes: the global pointer less the window's position, in points.
extension SDLBackend {
    /// Takes a drop event: gathers its item, or at SDL_DROPCOMPLETE hands the whole drop out.
    func handleDrop(_ event: SDL_Event, into out: inout [InputEvent]) {
        switch event.type {
        case SDL_DROPBEGIN.rawValue:
            dropItems = []
        case SDL_DROPFILE.rawValue, SDL_DROPTEXT.rawValue:
            // SDL before 2.0.5 sends no SDL_DROPBEGIN: an item then starts a drop of its own.
            if let item = Self.dropItem(event) { dropItems = (dropItems ?? []) + [item] }
        case SDL_DROPCOMPLETE.rawValue:
            if let items = dropItems, !items.isEmpty { out.append(.drop(items, at: dropPoint)) }
            dropItems = nil
        default:
            break
        }
    }

    /// Where the pointer is over the window, in points (the drop's point). SDL's window
    /// position is what SDL was told: with no window manager, SDL 2.26 misses a move another
    /// client made (`xdotool windowmove`), and the point is off by that move.
    var dropPoint: Point {
        var gx: Int32 = 0, gy: Int32 = 0, wx: Int32 = 0, wy: Int32 = 0
        SDL_GetGlobalMouseState(&gx, &gy)
        SDL_GetWindowPosition(window, &wx, &wy)
        return Point(Double(gx - wx) / windowUnitsPerPoint, Double(gy - wy) / windowUnitsPerPoint)
    }

    /// The item an SDL_DROPFILE or SDL_DROPTEXT event carries, its string freed (SDL leaves
    /// that to the app); nil for other events and empty strings.
    static func dropItem(_ event: SDL_Event) -> TransferItem? {
        guard event.type == SDL_DROPFILE.rawValue || event.type == SDL_DROPTEXT.rawValue,
              let s = event.drop.file else { return nil }
        defer { SDL_free(s) }
        let text = String(cString: s)
        guard !text.isEmpty else { return nil }
        return event.type == SDL_DROPFILE.rawValue ? .file(URL(fileURLWithPath: text)) : .text(text)
    }
}
