import CSDL2
import GlissCore

/// SDL's keys as Gliss's ``Key``s: the one place SDL's key codes and names meet Gliss's keys.
extension SDLBackend {
    /// Every named key, with SDL's key code for it. SDL names each as a script spells it
    /// (`SDL_GetKeyName`), except the keypad's Enter ("Keypad Enter", a script's `KeypadEnter`).
    static let namedKeyCodes: [(code: SDL_KeyCode, key: Key)] = [
        (SDLK_UP, .upArrow), (SDLK_DOWN, .downArrow), (SDLK_LEFT, .leftArrow),
        (SDLK_RIGHT, .rightArrow), (SDLK_RETURN, .return), (SDLK_ESCAPE, .escape),
        (SDLK_BACKSPACE, .delete), (SDLK_DELETE, .deleteForward), (SDLK_TAB, .tab),
        (SDLK_SPACE, .space), (SDLK_HOME, .home), (SDLK_END, .end),
        (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown), (SDLK_CLEAR, .clear),
        (SDLK_INSERT, .insert), (SDLK_KP_ENTER, .keypadEnter), (SDLK_CAPSLOCK, .capsLock),
        (SDLK_PRINTSCREEN, .printScreen), (SDLK_SCROLLLOCK, .scrollLock), (SDLK_PAUSE, .pause),
        (SDLK_NUMLOCKCLEAR, .numLock), (SDLK_MENU, .menu), (SDLK_APPLICATION, .application),
        (SDLK_HELP, .help), (SDLK_UNDO, .undo), (SDLK_CUT, .cut),
        (SDLK_COPY, .copy), (SDLK_PASTE, .paste), (SDLK_FIND, .find),
        (SDLK_MUTE, .mute), (SDLK_VOLUMEUP, .volumeUp), (SDLK_VOLUMEDOWN, .volumeDown),
        (SDLK_F1, .f1), (SDLK_F2, .f2), (SDLK_F3, .f3),
        (SDLK_F4, .f4), (SDLK_F5, .f5), (SDLK_F6, .f6),
        (SDLK_F7, .f7), (SDLK_F8, .f8), (SDLK_F9, .f9),
        (SDLK_F10, .f10), (SDLK_F11, .f11), (SDLK_F12, .f12),
        (SDLK_F13, .f13), (SDLK_F14, .f14), (SDLK_F15, .f15),
        (SDLK_F16, .f16), (SDLK_F17, .f17), (SDLK_F18, .f18),
        (SDLK_F19, .f19), (SDLK_F20, .f20), (SDLK_F21, .f21),
        (SDLK_F22, .f22), (SDLK_F23, .f23), (SDLK_F24, .f24),
    ]

    /// The ``Key`` an SDL key code is: a named key, or the key of the character it types
    /// (a letter's upper case, as SDL names it). Nil for keys Gliss has no name for (Shift,
    /// Control and the other modifiers, the keypad's digits, media keys): the app sees those
    /// as ``InputEvent/modifiersChanged(_:)`` or typed text, if at all.
    public static func key(fromSDL code: SDL_Keycode) -> Key? {
        let code = UInt32(bitPattern: code)
        if let named = namedKeyCodes.first(where: { $0.code.rawValue == code }) { return named.key }
        // Without SDL's scancode bit, a key code is the Unicode scalar its key types.
        guard code & UInt32(SDLK_SCANCODE_MASK) == 0, let scalar = Unicode.Scalar(code) else { return nil }
        return Key(Character(scalar))
    }

    /// SDL's key code for `key`, the other way from ``key(fromSDL:)`` (for synthetic events).
    static func keyCode(for key: Key) -> SDL_Keycode? {
        if let named = namedKeyCodes.first(where: { $0.key == key }) { return SDL_Keycode(bitPattern: named.code.rawValue) }
        guard let scalar = key.character?.unicodeScalars.first else { return nil }
        // SDL's letter keys are lower-case letters (SDLK_a is 'a').
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return SDL_Keycode(bitPattern: (lower.count == 1 ? lower.first! : scalar).value)
    }
}
