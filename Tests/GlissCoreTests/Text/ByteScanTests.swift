import XCTest
@testable import GlissCore

/// `ByteScan` finds the first byte of a set in a text's UTF-8, past NULs in the text (where
/// `strcspn` alone stops) and from any offset.
final class ByteScanTests: XCTestCase {
    private let set = ByteScan.Set(Array("*<".utf8) + [0xE2])

    func testTheFirstByteOfTheSetIsFound() {
        XCTAssertNil(ByteScan.firstOffset(in: "", of: set))
        XCTAssertNil(ByteScan.firstOffset(in: "plain text", of: set))
        XCTAssertEqual(ByteScan.firstOffset(in: "a *b* <c>", of: set), 2)
        XCTAssertEqual(ByteScan.firstOffset(in: "a *b* <c>", of: set, from: 3), 4)
        XCTAssertEqual(ByteScan.firstOffset(in: "a *b* <c>", of: set, from: 5), 6)
        XCTAssertNil(ByteScan.firstOffset(in: "a *b* <c>", of: set, from: 7))
        XCTAssertEqual(ByteScan.firstOffset(in: "“quoted”", of: set), 0, "a lead byte of the set")
    }

    func testNULsInTheTextAreStepped() {
        XCTAssertEqual(ByteScan.firstOffset(in: "a\0b\0\0*", of: set), 5)
        XCTAssertNil(ByteScan.firstOffset(in: "a\0b\0", of: set))
        XCTAssertEqual(ByteScan.firstOffset(in: String(repeating: "x\0", count: 50_000) + "<", of: set), 100_000)
    }
}
