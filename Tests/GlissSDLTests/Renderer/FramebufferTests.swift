import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// The framebuffer drawn in bands by two threads.
final class FramebufferTests: SDLTestCase {
    /// Large frames of fills and text are drawn by two threads, each into its half of the rows:
    /// the pixels must be exactly those of one pass, including shapes and labels that straddle
    /// the halves, clips, translucency and text cut by a clip.
    func testBandedFramesMatchOnePass() throws {
        let b = try makeBackend(size: Size(400, 300))
        var commands: [DrawCommand] = [.pushClip(Rect(10, 10, 380, 270))]
        for i in 0..<60 {
            let x = Double(i % 10) * 40 + 3, y = Double(i / 10) * 47 + 2
            let color = Color(red: Double(i % 3) / 2, green: Double(i % 5) / 4, blue: 0.6, opacity: i % 4 == 0 ? 0.6 : 1)
            commands.append(.fillRoundedRect(rect: Rect(x, y, 36, 44), radius: Double(i % 6), color: color))
            commands.append(.text("Tile \(i)", font: Font(size: 11 + Double(i % 3)), color: .white, origin: Point(x + 2, y + 14)))
        }
        commands.append(.popClip)
        commands.append(.text("across the middle", font: Font(size: 30, weight: .bold), color: Color(red: 0, green: 0, blue: 0, opacity: 0.8),
                              origin: Point(40, 132)))
        let l = list(commands)
        b.bandMinimumPixels = .max
        b.render(l)
        let onePass = frame(b)
        // Something else in between (in one pass), so a row the bands missed cannot show the
        // last frame's pixels.
        b.render(list([.fillRoundedRect(rect: Rect(0, 0, 400, 300), radius: 0, color: Color(red: 0, green: 0, blue: 0))]))
        b.bandMinimumPixels = 0
        let replays = b.bandedReplays
        b.render(l)
        XCTAssertEqual(b.bandedReplays, replays + 1, "the frame was banded")
        XCTAssertNil(b.bands, "the replay ends with the frame")
        let banded = frame(b)
        XCTAssertEqual(banded.rgba.count, onePass.rgba.count)
        let differing = zip(banded.rgba, onePass.rgba).filter { $0 != $1 }.count
        XCTAssertEqual(differing, 0, "bytes differing between the banded and the one-pass frame")
        XCTAssertTrue(banded.isColor(5, 150, white), "outside the clip: the clear")
        XCTAssertFalse(banded.isColor(20, 150, white), "a tile inside the clip")
    }
}
