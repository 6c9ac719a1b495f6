import XCTest
import Foundation
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// The windows of an app share one system clipboard. The X11 test needs an X display:
/// Scripts/check/e2e-xvfb.sh runs it on its Xvfb; elsewhere it is skipped.
final class SDLClipboardTests: SDLTestCase {
    private var savedProvider: (any ClipboardProvider)?

    override func setUp() {
        super.setUp()
        savedProvider = Clipboard.provider
    }

    override func tearDown() {
        if let savedProvider { Clipboard.provider = savedProvider }
        super.tearDown()
    }

    func testAnotherWindowKeepsTheClipboard() throws {
        let first = try makeBackend()
        let clipboard = try XCTUnwrap(Clipboard.provider as? SDLClipboard)
        let second = try makeBackend()
        XCTAssertTrue(Clipboard.provider === clipboard, "the second window's backend made a clipboard of its own")
        withExtendedLifetime((first, second)) {}
    }

    /// Under X11 a new clipboard per window forgot that the app owns what it copied: a paste
    /// after another window opened asked the owner, SDL on this very thread, and timed out.
    func testTextCopiedBeforeAnotherWindowOpenedPastesAtOnce() throws {
        guard let display = getenv("DISPLAY"), display.pointee != 0 else { throw XCTSkip("needs an X display") }
        unsetenv("SDL_VIDEODRIVER")
        defer { setenv("SDL_VIDEODRIVER", "offscreen", 1) }
        let first = try makeBackend()
        XCTAssertEqual(SDL_GetCurrentVideoDriver().map { String(cString: $0) }, "x11")
        Clipboard.string = "copied in the first window"
        let second = try makeBackend()
        let start = Date()
        XCTAssertEqual(Clipboard.string, "copied in the first window")
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "the paste waited on the app's own selection")
        withExtendedLifetime((first, second)) {}
    }
}
