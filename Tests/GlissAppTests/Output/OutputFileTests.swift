import XCTest
import Foundation
@testable import GlissApp
import GlissSDL
import GlissIO

/// Outputs are whole or absent, links stay links, special files are written in place, and
/// every failure is an error naming the path.
final class OutputFileTests: XCTestCase {
    var dir = ""
    override func setUp() {
        dir = NSTemporaryDirectory() + "gliss-out-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func contents(_ p: String) -> String? { FileManager.default.contents(atPath: p).map { String(decoding: $0, as: UTF8.self) } }

    func testAFileIsReplacedWholeKeepingItsPermissionsAndNoTemporaryIsLeft() throws {
        let p = dir + "/out.json"
        try OutputFile.write("old\n", to: p)
        chmod(p, 0o640)
        try OutputFile.write("new\n", to: p)
        XCTAssertEqual(contents(p), "new\n")
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: p)[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["out.json"])
    }

    func testASymlinkIsFollowedAndStaysALink() throws {
        let target = dir + "/real.json", link = dir + "/link.json"
        try OutputFile.write("old\n", to: target)
        XCTAssertEqual(symlink("real.json", link), 0)
        try OutputFile.write("new\n", to: link)
        XCTAssertEqual(contents(target), "new\n")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.json")
        // A dangling link creates the file it names.
        XCTAssertEqual(symlink("made.json", dir + "/dangling.json"), 0)
        try OutputFile.write("x\n", to: dir + "/dangling.json")
        XCTAssertEqual(contents(dir + "/made.json"), "x\n")
    }

    func testAFIFOIsWrittenInPlaceAndOneWithoutAReaderFailsAtOnce() throws {
        let fifo = dir + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try OutputFile.write("x\n", to: fifo, what: "inspector JSON")) { e in
            XCTAssertEqual("\(e)", "cannot write inspector JSON to \(fifo): no process is reading the FIFO")
        }
        // A reader (non-blocking, so the test does not wait for the writer to open).
        let fd = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(fd, 0)
        try OutputFile.write("through the pipe\n", to: fifo)
        var buf = [UInt8](repeating: 0, count: 64)
        let n = read(fd, &buf, 64)
        close(fd)
        XCTAssertEqual(String(decoding: buf[0..<max(0, n)], as: UTF8.self), "through the pipe\n")
        var st = stat()
        XCTAssertEqual(lstat(fifo, &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFIFO, "still a FIFO")
    }

    func testAFullDeviceIsAnErrorNamingThePath() {
        XCTAssertThrowsError(try OutputFile.write("x\n", to: "/dev/full", what: "inspector JSON")) { e in
            XCTAssertEqual("\(e)", "cannot write inspector JSON to /dev/full: No space left on device")
        }
        let t = try? TraceWriter(path: "/dev/full")
        XCTAssertNotNil(t)
        t?.line("{}")
        XCTAssertEqual(t?.takeFailure(), "cannot write trace to /dev/full: No space left on device (the trace holds the frames before)")
        XCTAssertNil(t?.takeFailure(), "reported once")
    }

    func testDirectoriesAndMissingFoldersAreRefusedBeforeAnythingRuns() {
        XCTAssertEqual(OutputFile.checkWritable(dir, what: "trace"), "cannot write trace to \(dir): it is a directory")
        XCTAssertEqual(OutputFile.checkWritable(dir + "/no/x.png", what: "screenshot"),
                       "cannot write screenshot to \(dir)/no/x.png: no such directory '\(dir)/no'")
        XCTAssertNil(OutputFile.checkWritable("/dev/null", what: "inspector JSON"))
        XCTAssertNil(OutputFile.checkWritable(dir + "/new.png", what: "screenshot"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), [], "the probe is removed")
    }

    func testNamesThatAreNotUTF8KeepTheirBytes() throws {
        let raw: [UInt8] = Array((dir + "/caf").utf8) + [0xE9] + Array(".json".utf8)
        let name = raw.withUnsafeBufferPointer { PathBytes.string($0) }
        XCTAssertEqual(PathBytes.bytes(name), raw)
        try OutputFile.write("{}\n", to: name)
        let fd = raw.withUnsafeBufferPointer { b in
            (Array(b) + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) } }
        }
        XCTAssertGreaterThanOrEqual(fd, 0, "the file has exactly the bytes given")
        close(fd)
    }

    func testOptionRangesNameTheOptionAndTheRange() throws {
        XCTAssertNoThrow(try OptionRange.frames.check(1_000_000_000))
        XCTAssertThrowsError(try OptionRange.frames.check(100_000_000_000)) { e in
            XCTAssertEqual("\(e)", "option --frames needs a whole number from 1 to 1000000000, got '100000000000'")
        }
        XCTAssertThrowsError(try StandardOptions.parse(["--texture-cache", "9223372036854775807"]))
        XCTAssertThrowsError(try StandardOptions.parse(["--frames", "0"]))
    }
}
