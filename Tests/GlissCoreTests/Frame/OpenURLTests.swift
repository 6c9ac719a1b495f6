import XCTest
import Foundation
@testable import GlissCore

/// A link that cannot be opened says so, once, instead of doing nothing silently.
final class OpenURLTests: XCTestCase {
    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ l: String) { lock.withLock { lines.append(l) } }
        var all: [String] { lock.withLock { lines } }
    }

    func testNoOpenerOnThePathReportsOneLine() {
        let lines = Lines()
        openWithDesktop(URL(string: "https://example.org/a")!, searchPath: "/nonexistent:/also-not") { lines.add($0) }
        XCTAssertEqual(lines.all, ["cannot open https://example.org/a: xdg-open is not on PATH (install xdg-utils)"])
    }

    func testAnOpenerThatFailsIsReported() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-open-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let opener = dir.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nexit 3\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        let lines = Lines()
        let done = expectation(description: "reported")
        openWithDesktop(URL(string: "https://example.org/b")!, searchPath: dir.path) { lines.add($0); done.fulfill() }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(lines.all, ["cannot open https://example.org/b: xdg-open failed (exit status 3)"])
    }
}
