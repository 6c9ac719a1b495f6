import XCTest
import GlissCore
@testable import GlissSDL

/// Long lines are kept and found by their bytes (``LongLineShapings``, ``TextIdentity``): an
/// equal text built apart finds the shaping, a canonically equal one with other bytes does not,
/// and the few kept are bounded by count and bytes with the newest two always kept.
final class LongLineShapingsTests: SDLTestCase {
    func testALongLineIsFoundByItsBytes() throws {
        let b = try makeBackend()
        let base = String(repeating: "No devices match “abc” ", count: 120)
        let shaped = try XCTUnwrap(b.measurer.shaped(base + "é", font: .body))
        let shapedCount = b.measurer.linesShaped
        // Built apart: another string with the same bytes.
        let again = String(decoding: Array((base + "é").utf8), as: UTF8.self)
        XCTAssertTrue(try XCTUnwrap(b.measurer.shaped(again, font: .body)) === shaped)
        XCTAssertEqual(b.measurer.linesShaped, shapedCount, "found, not shaped again")
        // Canonically equal, other bytes (e + combining acute): its own shaping.
        _ = b.measurer.shaped(base + "e\u{301}", font: .body)
        XCTAssertEqual(b.measurer.linesShaped, shapedCount + 1)
        XCTAssertFalse(TextIdentity.same(base + "é", base + "e\u{301}"))
        XCTAssertTrue(TextIdentity.same(base + "é", again))
    }

    func testTheFewKeptAreBoundedByCountAndBytesNewestFirst() throws {
        let b = try makeBackend()
        let kept = LongLineShapings(limit: 3, budget: 1 << 20)
        let texts = (0..<5).map { String(repeating: "line \($0) ", count: 300) }
        for t in texts { kept.set(t, font: .body, try XCTUnwrap(b.measurer.shaped(t, font: .body))) }
        XCTAssertEqual(kept.count, 3)
        XCTAssertNil(kept.get(texts[1], font: .body))
        XCTAssertNotNil(kept.get(texts[2], font: .body))   // now the most recent
        XCTAssertNil(kept.get(texts[2], font: .title), "another font is another line")
        kept.set(texts[0], font: .body, try XCTUnwrap(b.measurer.shaped(texts[0], font: .body)))
        XCTAssertNotNil(kept.get(texts[2], font: .body), "kept: it was used after texts 3 and 4")
        XCTAssertNil(kept.get(texts[3], font: .body), "the least recent went")
        // Over the byte budget, the newest two stay (a field's text and the label echoing it
        // are shaped in turn).
        let tiny = LongLineShapings(limit: 8, budget: 1)
        for t in texts[0..<3] { tiny.set(t, font: .body, try XCTUnwrap(b.measurer.shaped(t, font: .body))) }
        XCTAssertEqual(tiny.count, 2)
        XCTAssertNotNil(tiny.get(texts[1], font: .body))
        XCTAssertNotNil(tiny.get(texts[2], font: .body))
        XCTAssertNil(tiny.get(texts[0], font: .body))
    }
}
