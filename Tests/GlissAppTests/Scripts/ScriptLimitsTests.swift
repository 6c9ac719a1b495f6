import XCTest
import Foundation
@testable import GlissApp
import GlissCore

/// Scripts cost memory in proportion to their file, never to the counts written in them.
final class ScriptLimitsTests: XCTestCase {
    /// `drag 0 0 100 100 10000000` (27 bytes) materialised ten million frames (~1 GB).
    func testAHugeDragIsPlayedLazily() throws {
        var player = ScriptPlayer(try Script.parse("drag 0 0 100 100 10000000\nquit\n"))
        let before = residentMegabytes()
        var frames = 0
        var last = ScriptFrame()
        while let f = player.next() {
            frames += 1
            if frames == 2 { XCTAssertEqual(f.events, [.pointerMove(Point(100 * (1.0 / 10_000_000), 100 * (1.0 / 10_000_000)))]) }
            if !f.events.isEmpty { last = f }
        }
        XCTAssertEqual(frames, 10_000_001)
        XCTAssertEqual(last.events, [.pointerMove(Point(100, 100)), .pointerUp(Point(100, 100), .left)])
        XCTAssertLessThan(residentMegabytes() - before, 32)
    }

    func testADragStillMovesEvenlyAndReleasesAtTheEnd() throws {
        let frames = Script.frames(try Script.parse("drag 0 0 40 0 4\nmove 1 1\n"))
        XCTAssertEqual(frames.map(\.events), [
            [.pointerMove(Point(0, 0)), .pointerDown(Point(0, 0), .left)],
            [.pointerMove(Point(10, 0))], [.pointerMove(Point(20, 0))], [.pointerMove(Point(30, 0))],
            [.pointerMove(Point(40, 0)), .pointerUp(Point(40, 0), .left), .pointerMove(Point(1, 1))],
        ])
    }

    func testAScriptAboveTheSizeLimitIsRefusedWholeAndNamed() throws {
        let path = NSTemporaryDirectory() + "gliss-big-\(getpid()).txt"
        defer { unlink(path) }
        let line = Array("wait 1\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count <= Script.maxBytes { bytes += line }
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        XCTAssertThrowsError(try Script.load(path)) { e in
            XCTAssertEqual("\(e)", "\(path): script is larger than 16 MiB; split it or use longer waits")
        }
    }

    func testCountsOutsideTheirRangeNameTheLine() {
        XCTAssertThrowsError(try Script.parse("wait 1\nwait 10000001\n", file: "s")) { e in
            XCTAssertEqual("\(e)", "s:2: wait N must be a whole number from 0 to 10000000")
        }
        XCTAssertThrowsError(try Script.parse("drag 0 0 1 1 1e300\n", file: "s")) { e in
            XCTAssertEqual("\(e)", "s:1: drag's N must be a whole number from 0 to 10000000")
        }
        XCTAssertThrowsError(try Script.parse(bytes: [0x77, 0xFF, 0x0A], file: "s")) { e in
            XCTAssertEqual("\(e)", "s: script is not UTF-8 text")
        }
    }

    func residentMegabytes() -> Double {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = s.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
