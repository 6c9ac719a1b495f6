import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// SDL events translated into Gliss input events: wheel, keys, pointer, window.
final class EventTranslationTests: SDLTestCase {
    func wheel(x: Float = 0, y: Float = 0, ix: Int32 = 0, iy: Int32 = 0, flipped: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseX = x
        e.wheel.preciseY = y
        e.wheel.x = ix
        e.wheel.y = iy
        e.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return e
    }

    func testWheelTranslation() {
        // SDL y > 0 = wheel away from the user = reveal content above: negative dy.
        XCTAssertEqual(SDLBackend.translate(wheel(y: 1)), .wheel(dx: 0, dy: -40, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(y: -1)), .wheel(dx: 0, dy: 40, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(y: -0.25)), .wheel(dx: 0, dy: 10, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(x: 1)), .wheel(dx: 40, dy: 0, modifiers: []))
        XCTAssertEqual(SDLBackend.translate(wheel(iy: -2)), .wheel(dx: 0, dy: 80, modifiers: []), "integer fallback")
        XCTAssertEqual(SDLBackend.translate(wheel(y: 1, flipped: true)), .wheel(dx: 0, dy: 40, modifiers: []))
        // Shift swaps the vertical wheel into horizontal scrolling.
        XCTAssertEqual(SDLBackend.translate(wheel(y: -1), modifiers: .shift), .wheel(dx: 40, dy: 0, modifiers: .shift))
        XCTAssertEqual(SDLBackend.translate(wheel(y: 1), modifiers: .shift), .wheel(dx: -40, dy: 0, modifiers: .shift))
        XCTAssertNil(SDLBackend.translate(wheel()))
    }

    func testKeyTranslation() {
        func key(_ sym: Int32, mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = sym
            e.key.keysym.mod = UInt16(mod.rawValue)
            return e
        }
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_ESCAPE.rawValue))), .key("Escape", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_LEFT.rawValue))), .key("Left", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_RIGHT.rawValue))), .key("Right", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_q.rawValue))), .key("Q", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_SPACE.rawValue))), .key("Space", modifiers: []))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_q.rawValue), mod: KMOD_LCTRL)), .key("Q", modifiers: .control))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_TAB.rawValue), mod: KMOD_RSHIFT)), .key("Tab", modifiers: .shift))
        XCTAssertEqual(SDLBackend.translate(key(Int32(SDLK_a.rawValue), mod: SDL_Keymod(KMOD_LGUI.rawValue | KMOD_LSHIFT.rawValue))),
                       .key("A", modifiers: [.super, .shift]))
        var held = key(Int32(SDLK_BACKSPACE.rawValue))
        held.key.repeat = 1
        XCTAssertEqual(SDLBackend.translate(held), .key("Backspace", modifiers: [], isRepeat: true))
    }

    /// Every named key has one SDL key code, which translates to it; SDL names it as a script
    /// spells it (but for the keypad's Enter, a space in SDL's name), so scripted keys match
    /// real ones. Letters come as their upper case, other characters as they are; keys with
    /// no `Key` (modifiers, keypad digits) come as no event.
    func testEveryNamedKeyTranslates() {
        func press(_ code: SDL_Keycode) -> SDL_Event {
            var e = SDL_Event()
            e.type = SDL_KEYDOWN.rawValue
            e.key.keysym.sym = code
            return e
        }
        XCTAssertEqual(SDLBackend.namedKeyCodes.map(\.key), Key.namedKeys, "each named key once, in order")
        XCTAssertEqual(Set(SDLBackend.namedKeyCodes.map(\.code.rawValue)).count, Key.namedKeys.count, "distinct codes")
        for key in Key.namedKeys {
            guard let code = SDLBackend.keyCode(for: key) else { XCTFail("\(key): no SDL key code"); continue }
            XCTAssertEqual(SDLBackend.key(fromSDL: code), key)
            XCTAssertEqual(SDLBackend.translate(press(code)), .key(key, modifiers: []), "\(key)")
            let sdlName = String(cString: SDL_GetKeyName(code))
            XCTAssertEqual(sdlName, key == .keypadEnter ? "Keypad Enter" : key.description)
        }
        for c in UInt8(ascii: "a")...UInt8(ascii: "z") {
            let code = SDL_Keycode(c)
            XCTAssertEqual(SDLBackend.translate(press(code)), .key(Key(name: String(UnicodeScalar(c)))!, modifiers: []))
            XCTAssertEqual(SDLBackend.key(fromSDL: code)?.description, String(cString: SDL_GetKeyName(code)))
            XCTAssertEqual(SDLBackend.keyCode(for: SDLBackend.key(fromSDL: code)!), code)
        }
        for code in [SDLK_0, SDLK_COMMA, SDLK_SLASH, SDLK_MINUS, SDLK_EQUALS, SDLK_QUOTE] {
            let code = SDL_Keycode(bitPattern: code.rawValue)
            XCTAssertEqual(SDLBackend.key(fromSDL: code)?.description, String(cString: SDL_GetKeyName(code)))
        }
        XCTAssertEqual(SDLBackend.key(fromSDL: 0xE4), Key(name: "Ä"), "a German layout's ä key")
        for none in [SDLK_LSHIFT, SDLK_RCTRL, SDLK_LALT, SDLK_LGUI, SDLK_KP_1, SDLK_AUDIOPLAY, SDLK_UNKNOWN] {
            XCTAssertNil(SDLBackend.translate(press(SDL_Keycode(bitPattern: none.rawValue))), "\(none)")
        }
    }

    /// Typed text and an input method's composition, from SDL's fixed-size UTF-8 buffers.
    func testTextInputTranslation() {
        func fill<T>(_ buffer: inout T, _ s: String) {
            withUnsafeMutableBytes(of: &buffer) { raw in
                raw.initializeMemory(as: UInt8.self, repeating: 0)
                for (i, b) in s.utf8.enumerated() where i < raw.count - 1 { raw[i] = b }
            }
        }
        var e = SDL_Event()
        e.type = SDL_TEXTINPUT.rawValue
        fill(&e.text.text, "你好😀")
        XCTAssertEqual(SDLBackend.translate(e), .text("你好😀"))
        fill(&e.text.text, "")
        XCTAssertNil(SDLBackend.translate(e), "no text, no event")
        var edit = SDL_Event()
        edit.type = SDL_TEXTEDITING.rawValue
        fill(&edit.edit.text, "ni")
        edit.edit.start = 2
        XCTAssertEqual(SDLBackend.translate(edit), .textEditing("ni", cursor: 2))
    }

    func testPointerAndWindowTranslation() {
        var e = SDL_Event()
        e.type = SDL_MOUSEBUTTONDOWN.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = 12
        e.button.y = 34
        XCTAssertEqual(SDLBackend.translate(e), .pointerDown(Point(12, 34), .left))
        e.type = SDL_MOUSEBUTTONUP.rawValue
        e.button.button = UInt8(SDL_BUTTON_RIGHT)
        XCTAssertEqual(SDLBackend.translate(e), .pointerUp(Point(12, 34), .right))
        e.button.button = UInt8(SDL_BUTTON_MIDDLE)
        XCTAssertEqual(SDLBackend.translate(e, windowUnitsPerPoint: 2), .pointerUp(Point(6, 17), .middle))
        var m = SDL_Event()
        m.type = SDL_MOUSEMOTION.rawValue
        m.motion.x = 5
        m.motion.y = 7
        XCTAssertEqual(SDLBackend.translate(m), .pointerMove(Point(5, 7)))
        var w = SDL_Event()
        w.type = SDL_WINDOWEVENT.rawValue
        w.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        w.window.data1 = 800
        w.window.data2 = 600
        XCTAssertEqual(SDLBackend.translate(w), .resize(Size(800, 600)))
        w.window.event = UInt8(SDL_WINDOWEVENT_LEAVE.rawValue)
        XCTAssertEqual(SDLBackend.translate(w), .pointerLeave)
        var q = SDL_Event()
        q.type = SDL_QUIT.rawValue
        XCTAssertNil(SDLBackend.translate(q), "quit is reported through quitRequested")
    }
}
