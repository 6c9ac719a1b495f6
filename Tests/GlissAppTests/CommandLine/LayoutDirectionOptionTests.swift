import XCTest
import Gliss

/// `--layout-direction` chooses the window's layout direction; without it the language does
/// (`--locale ar_EG`, else `LANG`).
final class LayoutDirectionOptionTests: XCTestCase {
    func testTheOptionParses() throws {
        XCTAssertEqual(try StandardOptions.parse(["--layout-direction", "right-to-left"]).resolvedLayoutDirection, .rightToLeft)
        XCTAssertEqual(try StandardOptions.parse(["--layout-direction", "left-to-right", "--locale", "ar_EG"]).resolvedLayoutDirection,
                       .leftToRight, "the option wins over the language")
        XCTAssertEqual(try StandardOptions.parse(["--locale", "ar_EG"]).resolvedLayoutDirection, .rightToLeft)
        XCTAssertEqual(try StandardOptions.parse(["--locale", "he"]).resolvedLayoutDirection, .rightToLeft)
        XCTAssertEqual(try StandardOptions.parse(["--locale", "fr_FR"]).resolvedLayoutDirection, .leftToRight)
    }

    func testABadValueIsOneLine() {
        XCTAssertThrowsError(try StandardOptions.parse(["--layout-direction", "sideways"])) {
            let message = StandardOptions.message(for: $0)
            XCTAssertTrue(message.contains("--layout-direction"), message)
            XCTAssertTrue(message.contains("sideways"), message)
            XCTAssertFalse(message.trimmingCharacters(in: .whitespacesAndNewlines).contains("\n"), message)
        }
    }
}
