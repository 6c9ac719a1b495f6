import XCTest
import Foundation
@testable import GlissApp

/// Strings in the inspector JSON and traces are quoted a run of bytes at a time (a megabyte
/// typed into a field is written within the 2 s a signal leaves): what comes out is what
/// quoting scalar by scalar gave, and parses back to the string.
final class JSONQuotingTests: XCTestCase {
    func testEscapesAndPlainRunsAreWrittenAsBefore() {
        XCTAssertEqual(JSON.string("").serialized(), "\"\"")
        XCTAssertEqual(JSON.string("a\"b\\c\nd\te\rf\u{1}g\u{1F}h\u{7F}").serialized(),
                       "\"a\\\"b\\\\c\\nd\\te\\rf\\u0001g\\u001fh\u{7F}\"")
        XCTAssertEqual(JSON.string("é“x”😀\u{2028}").serialized(), "\"é“x”😀\u{2028}\"")
        XCTAssertEqual(JSON.object([("k\"ey", .string("\n"))]).serialized(), "{\"k\\\"ey\": \"\\n\"}")
    }

    func testEveryStringParsesBackToItself() throws {
        let pieces = ["a", "abc def ", "\"", "\\", "\n", "\t", "\r", "\u{0}", "\u{1B}", "é", "“", "שלום", "😀", "🇫🇷"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let s = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = JSON.array([.string(s)]).serialized()
            let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
            XCTAssertEqual(parsed, [s], text)
        }
        let long = String(repeating: "abcdefghi ", count: 100_000) + "\"end\""
        let parsed = try JSONSerialization.jsonObject(with: Data(JSON.array([.string(long)]).serialized().utf8)) as? [String]
        XCTAssertEqual(parsed, [long])
    }
}
