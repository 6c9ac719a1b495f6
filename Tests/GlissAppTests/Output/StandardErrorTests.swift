import XCTest
@testable import GlissApp
import GlissAccessibility

/// Error lines stay short whatever they quote, and the accessibility switch takes what
/// people type.
final class StandardErrorTests: XCTestCase {
    func testAHugeQuotedValueIsShortenedToItsEnds() {
        let value = "x" + String(repeating: "a", count: 100_000) + "z"
        let line = StandardError.shorteningLongWords("bad --size '\(value)': want WxH")
        XCTAssertLessThan(line.count, 200)
        XCTAssertTrue(line.hasPrefix("bad --size 'xaaa"), line)
        XCTAssertTrue(line.contains("…(100005 characters)…"), line)   // the word with its quotes and colon
        XCTAssertTrue(line.hasSuffix("aaz': want WxH"), line)
    }

    func testOrdinaryLinesAndLongPathsAreKeptWhole() {
        let path = "/home/someone/" + String(repeating: "d", count: 120) + "/shot.png"
        let line = "cannot write screenshot \(path): No such file or directory"
        XCTAssertEqual(StandardError.shorteningLongWords(line), line)
    }

    func testAccessibilitySettingSpellings() {
        for v in ["1", "true", "YES", "on"] { XCTAssertEqual(AccessibilitySetting(v), .always, v) }
        for v in ["0", "False", "no", "OFF"] { XCTAssertEqual(AccessibilitySetting(v), .never, v) }
        XCTAssertEqual(AccessibilitySetting(nil), .automatic)
        XCTAssertEqual(AccessibilitySetting(""), .automatic)
        XCTAssertNil(AccessibilitySetting("maybe"))
    }
}
