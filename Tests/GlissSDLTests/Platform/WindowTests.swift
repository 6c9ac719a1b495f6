import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// The window: its size, scale (HiDPI), first frame, and the error when there is no display.
final class WindowTests: SDLTestCase {
    func testBackendBasics() throws {
        let b = try makeBackend(size: Size(320, 240))
        XCTAssertEqual(b.windowSize, Size(320, 240))
        XCTAssertEqual(b.rendererName, "software", "offscreen default is the measured-fastest software renderer")
        XCTAssertEqual(b.scale, 1)
        let f = b.readPixels()   // before any render: the clear colour
        XCTAssertEqual(f.width, 320)
        XCTAssertEqual(f.rgba.count, 320 * 240 * 4)
        XCTAssertEqual(Array(f.rgba.prefix(4)), [255, 255, 255, 255])
    }

    func testHiDPIScaleRendersMorePixelsAndKeepsPointMetrics() throws {
        let root = makeResourceRoot()
        let at1 = try makeBackend(root: root, size: Size(100, 80))
        let width1 = at1.textMeasurer.measure("Hello world", font: .body).width
        let line1 = at1.textMeasurer.lineHeight(.body)
        setenv("GLISS_SDL_SCALE", "2", 1)
        defer { unsetenv("GLISS_SDL_SCALE") }
        let b = try makeBackend(root: root, size: Size(100, 80))
        XCTAssertEqual(b.scale, 2)
        XCTAssertEqual(b.windowSize, Size(100, 80), "window size stays in points")
        b.render(list([.fillRoundedRect(rect: Rect(10, 10, 30, 20), radius: 0, color: Color(red: 1, green: 0, blue: 0))]))
        let f = frame(b)
        XCTAssertEqual(f.width, 200)
        XCTAssertEqual(f.height, 160)
        XCTAssertTrue(f.isColor(20, 20, red) && f.isColor(79, 59, red), "covers 2x the pixels")
        XCTAssertTrue(f.isColor(80, 60, white) && f.isColor(19, 19, white))
        // Text is rasterised at 2x but measured in points: about the same as at 1x.
        XCTAssertEqual(b.textMeasurer.measure("Hello world", font: .body).width, width1, accuracy: width1 * 0.08)
        XCTAssertEqual(b.textMeasurer.lineHeight(.body), line1, accuracy: 1.5)
        var m = SDL_Event()
        m.type = SDL_MOUSEMOTION.rawValue
        m.motion.x = 40
        m.motion.y = 60
        XCTAssertEqual(SDLBackend.translate(m, windowUnitsPerPoint: b.windowUnitsPerPoint), .pointerMove(Point(20, 30)))
    }

    func testNoDisplayThrowsAHelpfulError() throws {
        var saved: [String: String] = [:]
        for name in ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"] {
            if let v = getenv(name) { saved[name] = String(cString: v) }
            unsetenv(name)
        }
        defer { for (k, v) in saved { setenv(k, v, 1) } }
        XCTAssertFalse(SDLBackend.hasDisplay())
        XCTAssertThrowsError(try SDLBackend(options: BackendOptions(size: Size(64, 64), hidden: true))) { error in
            guard case BackendError.noDisplay(let message) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "no display: set DISPLAY, run under xvfb-run, or set SDL_VIDEODRIVER=offscreen")
        }
        // A DISPLAY that cannot be opened: SDL would silently fall back to "offscreen"; we refuse.
        setenv("DISPLAY", ":987", 1)
        XCTAssertTrue(SDLBackend.hasDisplay())
        XCTAssertThrowsError(try SDLBackend(options: BackendOptions(size: Size(64, 64), hidden: true))) { error in
            guard case BackendError.noDisplay(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix(SDLBackend.noDisplayMessage), message)
        }
        unsetenv("DISPLAY")
    }
}
