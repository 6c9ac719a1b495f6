import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Screenshots written as PNG, and the errors of unwritable paths.
final class ScreenshotTests: SDLTestCase {
    func testScreenshotWritesAPNGAndAnUnwritablePathThrows() throws {
        let b = try makeBackend()
        b.render(list([.fillRoundedRect(rect: Rect(10, 10, 50, 50), radius: 10, color: .red)]))
        let dir = makeTempDir()
        let path = dir + "/shot.png"
        try b.saveScreenshot(to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["shot.png"], "no temp file left")
        // Round trip: the PNG holds the frame.
        let loaded = IMG_Load(path)
        XCTAssertNotNil(loaded)
        XCTAssertEqual(loaded?.pointee.w, 200)
        SDL_FreeSurface(loaded)

        let bad = dir + "/no/such/dir/shot.png"
        XCTAssertThrowsError(try b.saveScreenshot(to: bad)) { error in
            guard case BackendError.screenshot(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix("cannot write screenshot to \(bad): "), message)
            XCTAssertTrue("\(error)".contains(bad))
        }
        XCTAssertThrowsError(try b.saveScreenshot(to: dir)) { error in   // a directory
            XCTAssertTrue("\(error)".contains("cannot write screenshot to \(dir)"), "\(error)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["shot.png"], "failed writes leave nothing")
    }
}
