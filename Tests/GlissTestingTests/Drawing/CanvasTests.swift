import XCTest
import Gliss
import GlissTesting

/// Issue #51, item 3: `ui.canvas { context, size in … }` drawn through the real renderer.
final class CanvasTests: XCTestCase {
    /// How much of `rect` (pixels) is covered by black drawn on white.
    private func ink(_ img: RGBAImage, in rect: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil) -> Double {
        let r = rect ?? (0, 0, img.width, img.height)
        var area = 0.0
        for y in r.y0..<r.y1 {
            for x in r.x0..<r.x1 { area += Double(255 - Int(img.rgba[(y * img.width + x) * 4])) / 255 }
        }
        return area
    }

    private func pixel(_ img: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(img.rgba[(y * img.width + x) * 4 + 1]) }

    func testACanvasEllipseCoversItsArea() throws {
        let h = try Harness(size: Size(300, 200)) { ui in
            ui.canvas { context, size in
                context.fill(Path(ellipseIn: Rect(20, 20, 200, 100)), with: .color(Color(red: 0, green: 0, blue: 0)))
            }
            .frame(width: 300, height: 200)
            .background(.white)
        }
        h.run(frames: 1)
        let area = ink(try h.screenshotImage())
        XCTAssertEqual(area, Double.pi * 100 * 50, accuracy: Double.pi * 100 * 50 * 0.03)
    }

    func testTransformsCopiesAndClips() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        let h = try Harness(size: Size(300, 200)) { ui in
            ui.canvas { context, size in
                // A 60-point square turned 45° about (75, 100): a diamond.
                var turned = context
                turned.translateBy(x: 75, y: 100)
                turned.rotate(by: .degrees(45))
                turned.fill(Path(Rect(-30, -30, 60, 60)), with: .color(black))
                // The original context was not turned: this square is upright at (170, 70).
                context.fill(Path(Rect(170, 70, 60, 60)), with: .color(black))
                // Half as opaque in a layer.
                context.drawLayer { layer in
                    layer.opacity = 0.5
                    layer.fill(Path(Rect(250, 10, 40, 40)), with: .color(black))
                }
                // Clipped to its left half.
                var clipped = context
                clipped.clip(to: Path(Rect(250, 150, 20, 40)))
                clipped.fill(Path(Rect(250, 150, 40, 40)), with: .color(black))
                // Past the canvas's frame: not drawn.
                context.fill(Path(Rect(0, 190, 300, 50)), with: .color(black))
            }
            .frame(width: 300, height: 190)
            .frame(maxHeight: .infinity, alignment: .top)
            .background(.white)
        }
        h.run(frames: 1)
        let img = try h.screenshotImage()
        XCTAssertEqual(pixel(img, 75, 100 - 40), 0, "the diamond's top tip (√2·30 ≈ 42 above its centre) is inked")
        XCTAssertEqual(pixel(img, 75 - 28, 100 - 28), 255, "the upright square's corner is not")
        XCTAssertEqual(pixel(img, 172, 72), 0, "the original context draws upright")
        XCTAssertEqual(Double(pixel(img, 270, 30)), 128, accuracy: 3, "a layer at half opacity")
        XCTAssertEqual(pixel(img, 260, 170), 0, "inside the clip")
        XCTAssertEqual(pixel(img, 280, 170), 255, "outside the clip")
        XCTAssertEqual(pixel(img, 150, 195), 255, "the canvas clips to its frame")
    }

    func testTextIsPlacedByItsAnchor() {
        let h = FrameDriver(width: 300, height: 200) { ui in
            ui.canvas { context, _ in
                context.draw("Hello", at: Point(150, 100), anchor: .topLeading)
                context.draw("Mid", at: Point(150, 100))
            }
        }
        h.frame()
        let texts = h.texts
        XCTAssertEqual(texts.first { $0.string == "Hello" }?.origin, Point(150, 100))
        guard let mid = texts.first(where: { $0.string == "Mid" })?.origin else { return XCTFail("\(texts)") }
        XCTAssertLessThan(mid.x, 150, "centred on the point")
        XCTAssertLessThan(mid.y, 100)
    }
}
