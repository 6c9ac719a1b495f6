import CSDL2
import GlissCore

extension SDLBackend {
    /// Points scrolled per wheel notch.
    public static let wheelNotchPoints = 40.0

    /// Translates one SDL event into an `InputEvent` (nil for events the core does not use,
    /// including SDL_QUIT, which `pollEvents` records in `quitRequested`).
    ///
    /// Pure: everything it needs is in the arguments, so tests can construct events.
    /// - Parameters:
    ///   - modifiers: modifier state for events that do not carry it (the wheel); key events
    ///     use their own `keysym.mod`.
    ///   - windowUnitsPerPoint: SDL window coordinates per point (1 unless scaled for debugging).
    public static func translate(_ event: SDL_Event, modifiers: KeyModifiers = [],
                                 windowUnitsPerPoint: Double = 1) -> InputEvent? {
        let k = windowUnitsPerPoint > 0 ? windowUnitsPerPoint : 1
        func point(_ x: Int32, _ y: Int32) -> Point { Point(Double(x) / k, Double(y) / k) }
        func button(_ b: UInt8) -> PointerButton? {
            switch Int32(b) {
            case SDL_BUTTON_LEFT: return .left
            case SDL_BUTTON_MIDDLE: return .middle
            case SDL_BUTTON_RIGHT: return .right
            default: return nil
            }
        }
        switch event.type {
        case SDL_MOUSEMOTION.rawValue:
            return .pointerMove(point(event.motion.x, event.motion.y))
        case SDL_MOUSEBUTTONDOWN.rawValue:
            guard let b = button(event.button.button) else { return nil }
            return .pointerDown(point(event.button.x, event.button.y), b)
        case SDL_MOUSEBUTTONUP.rawValue:
            guard let b = button(event.button.button) else { return nil }
            return .pointerUp(point(event.button.x, event.button.y), b)
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            var x = Double(w.preciseX), y = Double(w.preciseY)
            if x == 0 && y == 0 { x = Double(w.x); y = Double(w.y) }   // drivers without precise values
            if w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { x = -x; y = -y }
            // SDL: y > 0 is "away from the user" (reveal content above); ours: dy > 0 reveals below.
            var dx = x * wheelNotchPoints
            var dy = -y * wheelNotchPoints
            if modifiers.contains(.shift) { swap(&dx, &dy) }   // shift+wheel scrolls horizontally
            if dx == 0 && dy == 0 { return nil }
            return .wheel(dx: dx + 0, dy: dy + 0, modifiers: modifiers)   // "+ 0" turns -0 into 0
        case SDL_KEYDOWN.rawValue:
            guard let key = Self.key(fromSDL: event.key.keysym.sym) else { return nil }
            return .key(key, modifiers: Self.modifiers(fromSDL: UInt32(event.key.keysym.mod)), isRepeat: event.key.repeat != 0)
        case SDL_TEXTINPUT.rawValue:
            var e = event.text
            let text = withUnsafeBytes(of: &e.text) { Self.utf8String($0) }
            return text.isEmpty ? nil : .text(text)
        case SDL_TEXTEDITING.rawValue:
            var e = event.edit
            let text = withUnsafeBytes(of: &e.text) { Self.utf8String($0) }
            return .textEditing(text, cursor: Int(max(0, e.start)))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return .resize(Size(Double(event.window.data1) / k, Double(event.window.data2) / k))
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                return .pointerLeave
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Maps SDL's `SDL_Keymod` bits to `KeyModifiers`.
    public static func modifiers(fromSDL mod: UInt32) -> KeyModifiers {
        var m: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { m.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { m.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { m.insert(.super) }
        return m
    }

    /// The NUL-terminated UTF-8 in a fixed-size C buffer (SDL's text events); invalid bytes
    /// become U+FFFD rather than dropping the event.
    static func utf8String(_ bytes: UnsafeRawBufferPointer) -> String {
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
