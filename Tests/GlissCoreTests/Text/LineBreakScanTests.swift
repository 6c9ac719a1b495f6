import XCTest
@testable import GlissCore

/// `TextContent.hasLineBreak` answers "maybe" exactly when a byte could start a line break
/// (LF, VT, FF, CR; U+0085, U+2028, U+2029's first bytes), wherever it is: in a printable
/// word, in a word with other bytes, in the tail, after CJK or emoji.
final class LineBreakScanTests: XCTestCase {
    private func reference(_ s: String) -> Bool { s.utf8.contains { ($0 &- 0x0A) < 4 || ($0 | 0x20) == 0xE2 } }

    func testEveryPlaceABreakCanBeIsFound() {
        let fillers = ["", "a", "abcdefg", "Lorem ipsum dolor sit amet.", "照片", "é", "👍🏽", "tab\there", String(repeating: "x", count: 100)]
        let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "—", ""]
        var checked = 0
        for a in fillers {
            for brk in breaks {
                for b in fillers {
                    let s = a + brk + b
                    XCTAssertEqual(TextContent.hasLineBreak(s), reference(s), "\(s.debugDescription)")
                    checked += 1
                }
            }
        }
        // A break far into a long text, after a word with other bytes in it.
        let long = String(repeating: "照片 and words ", count: 2000)
        XCTAssertFalse(TextContent.hasLineBreak(long))
        XCTAssertTrue(TextContent.hasLineBreak(long + "\n"))
        XCTAssertTrue(TextContent.hasLineBreak("é" + long + "\u{2028}" + long))
        XCTAssertGreaterThan(checked, 800)
    }
}
