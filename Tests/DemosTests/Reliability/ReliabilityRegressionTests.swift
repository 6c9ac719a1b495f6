import XCTest
import Foundation
@testable import Demos
import Gliss

/// Bugs the reliability suites found (huge scripted drags trapping in Int conversions, CRLF
/// scripts, long waits allocating per frame); fixed, and these tests keep them fixed.
final class ReliabilityRegressionTests: XCTestCase {
    /// CarouselDemo.pages(translation:width:) converts −translation / (0.65·width) to Int with
    /// no range check; `self.index + n` can overflow too. A script drag far past the window
    /// (`drag 640 400 -1e300 400 3`) traps: "Double value cannot be converted to Int because
    /// the result would be greater than Int.max" (CarouselDemo.swift, `pages`).
    func testCarouselHugeDragClampsToTheLastCard() throws {
        let h = DemoHarness("carousel")
        h.wait(2)
        h.drag(from: Point(640, 400), to: Point(-1e300, 400), frames: 3)
        h.wait(120)
        XCTAssertEqual(h.number("index"), 12)
        XCTAssertEqual(h.number("offset"), -12 * 1280, accuracy: 0.5)
        XCTAssertEqual(CarouselDemo.pages(translation: 1e300, width: 1280) <= 0, true)
    }

    /// DevicesDemo.scrub converts (p.y − indexRect.minY) / pitch to Int with no range check: a
    /// press on the section index dragged to y = 1e300 (`drag 1244 313 1244 1e300 3`) traps
    /// (DevicesDemo.swift, `scrub`). Expected: clamps to the last section like any y below it.
    func testDevicesScrubFarBelowTheIndexClampsToTheLastSection() throws {
        let h = DemoHarness("devices")
        h.wait(2)
        let first = h.center("Apple TV", role: "button")
        h.drag(from: first, to: Point(first.x, 1e300), frames: 3)
        h.wait(30)
        XCTAssertTrue(h.string("centerSection") == "iPod" || h.string("topSection") == "iPod" || h.string("topSection") == "iPhone",
                      "\(h.state)")
    }

    /// Script.parse splits the text on the Character "\n", but in Swift "\r\n" is a single
    /// Character (one grapheme), so a script saved with Windows line endings is one long line:
    /// `gliss-demos months --script crlf.txt` fails with "crlf.txt:1: 'wait' takes 1 number".
    /// The parser already treats "\r" as whitespace, so CRLF was meant to work.
    func testScriptWithWindowsLineEndingsParses() throws {
        XCTAssertEqual(try Script.parse("wait 2\r\nclick 10 10\r\n# note\r\nquit\r\n"), [.wait(2), .click(Point(10, 10)), .quit])
        XCTAssertThrowsError(try Script.parse("wait 2\r\nwait 3\r\nfly 1 2\r\n")) { e in
            XCTAssertEqual((e as? ScriptError)?.line, 3)
        }
    }

    /// Script.frames materialised one ScriptFrame per frame a script waits (the app now plays a
    /// ScriptPlayer instead): `wait 10000000` (the
    /// largest wait allowed) allocates ~400 MB before anything runs, and a script of 60 such
    /// lines (valid, 60 lines) asks for ~24 GB: the app is killed for memory instead of
    /// running or refusing the script. Expected: memory independent of how long a script waits.
    func testLongWaitDoesNotAllocatePerFrame() throws {
        // The app plays scripts with ScriptPlayer, one frame at a time.
        let before = residentMegabytes()
        var player = ScriptPlayer(try Script.parse("wait 10000000\nquit\n"))
        var count = 0
        while player.next() != nil { count += 1 }
        let grown = residentMegabytes() - before
        XCTAssertEqual(count, 10_000_001)
        XCTAssertLessThan(grown, 64, "expanding one 'wait 10000000' took \(grown) MB")
    }

    func residentMegabytes() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = s.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
