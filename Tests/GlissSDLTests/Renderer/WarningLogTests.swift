import Foundation
import XCTest
import Glibc
@testable import GlissSDL

/// The backend's warnings print as stderr's other lines do: an overlong quoted value shortened
/// to its ends and length, control characters escaped.
final class WarningLogTests: XCTestCase {
    /// What `body` writes to fd 2 (through a file: a pipe nobody reads while `body` runs
    /// would block a write longer than its 64 KB).
    private func standardError(_ body: () -> Void) throws -> String {
        let path = NSTemporaryDirectory() + "warning-log-\(getpid()).txt"
        let fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { unlink(path) }
        let saved = dup(2)
        dup2(fd, 2)
        body()
        dup2(saved, 2)
        close(saved)
        close(fd)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    func testALongOrControlLadenWarningIsOneShortSafeLine() throws {
        let log = WarningLog()
        let pasted = String(repeating: "x", count: 100_000)
        let message = "warning: cannot paste '\(pasted)\u{1B}[2J'"
        let out = try standardError { log.always(message) }
        XCTAssertLessThan(out.utf8.count, 300, "one readable line, not 100 KB")
        // The quoted word: a quote, the 100,000 x's, ESC [ 2 J, a quote.
        XCTAssertTrue(out.contains("…(100006 characters)…"), out)
        XCTAssertTrue(out.hasSuffix("x\\x1b[2J'\n"), "its end shown, the escape escaped: \(out.suffix(30))")
        XCTAssertFalse(out.contains("\u{1B}"), "no escape reaches the terminal")
        XCTAssertEqual(log.messages, [message], "the log keeps the message whole")
    }
}
