import XCTest
import Foundation
@testable import GlissSDL

/// X selections of any size arrive whole (SDL 2 returns nothing above about 1 MiB: the owner
/// sends those in parts, INCR). Needs an X display and xclip: Scripts/check/e2e-xvfb.sh runs
/// these on its Xvfb; elsewhere they are skipped.
final class X11SelectionReaderTests: XCTestCase {
    private var owner: Process?

    override func tearDown() {
        owner?.terminate()
        owner?.waitUntilExit()
        super.tearDown()
    }

    private let xclip = ["/usr/bin/xclip", "/usr/local/bin/xclip"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A reader on this run's X display; skips the test without a display or xclip.
    private func makeReader() throws -> X11SelectionReader {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil, xclip != nil else { throw XCTSkip("needs an X display and xclip") }
        return try XCTUnwrap(X11SelectionReader())
    }

    /// Starts xclip owning CLIPBOARD with `bytes`, and waits until it does.
    private func own(_ bytes: [UInt8], reader: X11SelectionReader) throws {
        let xclip = try XCTUnwrap(xclip)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-clip-\(getpid())")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xclip)
        p.arguments = ["-selection", "clipboard", "-i", "-quiet", file.path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        owner = p
        let before = reader.owner("CLIPBOARD")
        for _ in 0..<200 where reader.owner("CLIPBOARD") == before || reader.owner("CLIPBOARD") == 0 { usleep(20_000) }
    }

    func testSixteenMegabytesArriveWholeWithTheirNul() throws {
        let reader = try makeReader()
        var bytes = Array(repeating: UInt8(ascii: "a"), count: 16 << 20)
        for i in stride(from: 0, to: bytes.count, by: 1000) { bytes[i] = UInt8(ascii: "0") + UInt8(i / 1000 % 10) }
        bytes[5] = 0   // a NUL early on must not cut the rest
        try own(bytes, reader: reader)
        let got = try reader.read("CLIPBOARD", limit: 64 << 20).get()
        XCTAssertEqual(got?.count, bytes.count)
        XCTAssertTrue(got == bytes, "every byte, in order")
        let text = SDLClipboard.text(got ?? [])
        XCTAssertEqual(text.utf8.count, bytes.count + 2, "the NUL shown as U+FFFD (3 bytes), nothing after it lost")
    }

    func testMoreThanTheLimitIsRefusedWithAReason() throws {
        let reader = try makeReader()
        try own(Array(repeating: UInt8(ascii: "b"), count: 3 << 20), reader: reader)
        let result = reader.read("CLIPBOARD", limit: 2 << 20)
        XCTAssertEqual(result.failureValue, .tooLarge(bytes: 2 << 20))
        XCTAssertEqual(result.failureValue?.reason, "it is larger than 2 MiB")
    }
}

private extension Result {
    var failureValue: Failure? { if case .failure(let f) = self { return f } else { return nil } }
}
