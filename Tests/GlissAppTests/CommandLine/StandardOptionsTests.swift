import XCTest
import Gliss

final class StandardOptionsTests: XCTestCase {
    func testSizeParses() throws {
        XCTAssertEqual(try StandardOptions.parseSize("800x600"), Size(800, 600))
        XCTAssertThrowsError(try StandardOptions.parseSize("0x600"))
    }
}
