import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Polling the SDL event queue: queued events, quit, idle waits.
final class EventPollingTests: SDLTestCase {
    func testPollEventsTranslatesQueuedEventsAndSeesQuit() throws {
        let b = try makeBackend()
        _ = b.pollEvents(timeout: 0)   // drain window-creation events
        var m = SDL_Event()
        m.type = SDL_MOUSEMOTION.rawValue
        m.motion.x = 40
        m.motion.y = 50
        XCTAssertEqual(SDL_PushEvent(&m), 1)
        let events = b.pollEvents(timeout: 0.5)
        XCTAssertTrue(events.contains(.pointerMove(Point(40, 50))), "\(events)")
        XCTAssertFalse(b.quitRequested)
        var q = SDL_Event()
        q.type = SDL_QUIT.rawValue
        XCTAssertEqual(SDL_PushEvent(&q), 1)
        _ = b.pollEvents(timeout: 0)
        XCTAssertTrue(b.quitRequested)
        // An idle wait returns after the timeout with nothing.
        let start = Date()
        XCTAssertEqual(b.pollEvents(timeout: 0.05), [])
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.04)
    }

    /// With two windows, each backend takes only its own window's events, whichever backend
    /// read them from SDL; events of no window go to the oldest; a window's close button
    /// closes that window only.
    func testEventsAreSharedOutByWindow() throws {
        let a = try makeBackend()
        let b = try makeBackend()
        _ = a.pollEvents(timeout: 0); _ = b.pollEvents(timeout: 0)
        func motion(_ window: UInt32, _ x: Int32) {
            var m = SDL_Event()
            m.type = SDL_MOUSEMOTION.rawValue
            m.motion.windowID = window
            m.motion.x = x
            m.motion.y = 1
            XCTAssertEqual(SDL_PushEvent(&m), 1)
        }
        motion(b.windowID, 20)
        motion(a.windowID, 10)
        motion(0, 30)
        XCTAssertEqual(a.pollEvents(timeout: 0), [.pointerMove(Point(10, 1)), .pointerMove(Point(30, 1))])
        XCTAssertEqual(b.pollEvents(timeout: 0), [.pointerMove(Point(20, 1))], "read by a, kept for b")
        var close = SDL_Event()
        close.type = SDL_WINDOWEVENT.rawValue
        close.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        close.window.windowID = b.windowID
        XCTAssertEqual(SDL_PushEvent(&close), 1)
        _ = a.pollEvents(timeout: 0); _ = b.pollEvents(timeout: 0)
        XCTAssertTrue(b.closeRequested)
        XCTAssertFalse(a.closeRequested)
    }

    /// Shift pressed and released reach the core as the modifiers held, before the key itself
    /// (a Shift+click on a list reads them); a key that changes none adds nothing.
    func testModifierChangesAreReported() throws {
        let b = try makeBackend()
        _ = b.pollEvents(timeout: 0)
        func key(_ type: SDL_EventType, _ sym: SDL_KeyCode, _ mod: SDL_Keymod) {
            var e = SDL_Event()
            e.type = type.rawValue
            e.key.keysym.sym = SDL_Keycode(sym.rawValue)
            e.key.keysym.mod = UInt16(mod.rawValue)
            XCTAssertEqual(SDL_PushEvent(&e), 1)
        }
        key(SDL_KEYDOWN, SDLK_LSHIFT, KMOD_LSHIFT)
        key(SDL_KEYDOWN, SDLK_a, KMOD_LSHIFT)
        key(SDL_KEYUP, SDLK_LSHIFT, KMOD_NONE)
        let events = b.pollEvents(timeout: 0.5)
        XCTAssertEqual(events.filter { if case .modifiersChanged = $0 { return true } else { return false } },
                       [.modifiersChanged(.shift), .modifiersChanged([])], "\(events)")
        XCTAssertEqual(events.first, .modifiersChanged(.shift))
    }

    /// One drag from another app (SDL_DROPBEGIN, its files and text, SDL_DROPCOMPLETE) is one
    /// `.drop` with every item, at the pointer; a drop with no items is none.
    func testADropFromAnotherAppIsOneEventWithEveryItem() throws {
        let b = try makeBackend()
        _ = b.pollEvents(timeout: 0)
        func drop(_ type: SDL_EventType, _ text: String? = nil) {
            var e = SDL_Event()
            e.type = type.rawValue
            e.drop.windowID = b.windowID
            e.drop.file = text.map { SDL_strdup($0) }   // SDL's own strings are SDL_malloc'd; the backend frees them
            XCTAssertEqual(SDL_PushEvent(&e), 1)
        }
        drop(SDL_DROPBEGIN)
        drop(SDL_DROPFILE, "/tmp/a b.txt")
        drop(SDL_DROPTEXT, "some text")
        drop(SDL_DROPFILE, "/tmp/c.txt")
        XCTAssertEqual(b.pollEvents(timeout: 0), [], "nothing until the drop completes")
        drop(SDL_DROPCOMPLETE)
        let events = b.pollEvents(timeout: 0)
        XCTAssertEqual(events.count, 1, "\(events)")
        guard case .drop(let items, _) = events.first else { return XCTFail("\(events)") }
        XCTAssertEqual(items, [.file(URL(fileURLWithPath: "/tmp/a b.txt")), .text("some text"), .file(URL(fileURLWithPath: "/tmp/c.txt"))])
        drop(SDL_DROPBEGIN)
        drop(SDL_DROPCOMPLETE)
        XCTAssertEqual(b.pollEvents(timeout: 0), [], "an empty drop is no event")
    }
}
