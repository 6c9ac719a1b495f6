import XCTest
import Gliss
import GlissTesting

/// Issue #51's acceptance for views: `clipShape(Circle())` clears a square's corners.
final class ClipShapeTests: XCTestCase {
    private func green(_ img: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(img.rgba[(y * img.width + x) * 4 + 1]) }

    func testClipShapeCircleClearsASquaresCorners() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        let h = try Harness(size: Size(200, 100)) { ui in
            ui.hstack(spacing: 0) {
                ui.rectangle(fill: black).frame(width: 100, height: 100).clipShape(Circle())
                ui.text("").frame(width: 100, height: 100).background(black).clipShape(Circle())
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.white)
        }
        h.run(frames: 1)
        let img = try h.screenshotImage()
        for x0 in [0, 100] {
            XCTAssertEqual(green(img, x0 + 50, 50), 0, "the centre is drawn")
            XCTAssertEqual(green(img, x0 + 50, 2), 0, "the top edge's middle is drawn")
            XCTAssertEqual(green(img, x0 + 8, 8), 255, "the corner is cleared")
            XCTAssertEqual(green(img, x0 + 92, 92), 255, "the opposite corner too")
            XCTAssertEqual(green(img, x0 + 12, 12), 255, "outside the circle (√2·38 ≈ 54 from its centre)")
            XCTAssertEqual(green(img, x0 + 18, 18), 0, "inside it (√2·32 ≈ 45)")
        }
    }
}
