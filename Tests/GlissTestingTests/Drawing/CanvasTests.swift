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

    func testClippingToACircleDrawsADiscUnderAnyTransform() throws {
        let black = Color(red: 0, green: 0, blue: 0)
        let h = try Harness(size: Size(300, 200)) { ui in
            ui.canvas { context, size in
                var clipped = context
                clipped.clip(to: Path(ellipseIn: Rect(20, 20, 160, 160)))
                clipped.fill(Path(Rect(0, 0, 200, 200)), with: .color(black))
                // Clipped to a circle under a rotation: still a disc.
                var turned = context
                turned.translateBy(x: 250, y: 100)
                turned.rotate(by: .degrees(30))
                turned.clip(to: Path(ellipseIn: Rect(-40, -40, 80, 80)))
                turned.fill(Path(Rect(-50, -50, 100, 100)), with: .color(black))
            }
            .frame(width: 300, height: 200)
            .background(.white)
        }
        h.run(frames: 1)
        let img = try h.screenshotImage()
        XCTAssertEqual(ink(img, in: (0, 0, 200, 200)), Double.pi * 80 * 80, accuracy: Double.pi * 80 * 80 * 0.01, "a disc's area")
        XCTAssertEqual(pixel(img, 100, 100), 0, "its centre is inked")
        XCTAssertEqual(pixel(img, 30, 30), 255, "the square's corner is not")
        XCTAssertEqual(pixel(img, 250 + 32, 100), 0, "32 points from the turned disc's centre: inside")
        XCTAssertEqual(pixel(img, 250 + 45, 100), 255, "45 points: outside it, though inside the turned square")
    }

    func testABlendModeMixesWithWhatIsAlreadyDrawn() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), cyan = Color(red: 0, green: 1, blue: 1)
        let h = try Harness(size: Size(300, 200)) { ui in
            ui.canvas { context, size in
                context.fill(Path(Rect(0, 0, 200, 200)), with: .color(yellow))
                var multiplied = context
                multiplied.blendMode = .multiply
                multiplied.fill(Path(Rect(100, 0, 200, 100)), with: .color(cyan))
                // The original context still draws normally.
                context.fill(Path(Rect(100, 100, 200, 100)), with: .color(cyan))
            }
            .frame(width: 300, height: 200)
            .background(.white)
        }
        h.run(frames: 1)
        let img = try h.screenshotImage()
        func rgb(_ x: Int, _ y: Int) -> [UInt8] { Array(img.rgba[((y * img.width + x) * 4)..<((y * img.width + x) * 4 + 3)]) }
        XCTAssertEqual(rgb(150, 50), [0, 255, 0], "yellow × cyan")
        XCTAssertEqual(rgb(250, 50), [0, 255, 255], "white × cyan")
        XCTAssertEqual(rgb(150, 150), [0, 255, 255], "drawn normally over the yellow")
    }

    func testWhatAClipOrABlendModeAddsToTheDrawList() {
        let h = FrameDriver(width: 300, height: 200) { ui in
            ui.canvas { context, _ in
                var a = context
                a.clip(to: Path(Rect(0, 0, 100, 100)))
                a.fill(Path(Rect(0, 0, 50, 50)), with: .color(.red))
                var b = context
                b.clip(to: Path(ellipseIn: Rect(0, 0, 100, 100)), style: FillStyle(eoFill: true))
                b.fill(Path(Rect(0, 0, 50, 50)), with: .color(.green))
                var c = context
                c.blendMode = .screen
                c.draw("Hi", at: Point(50, 50))
            }
        }
        h.frame()
        var plain: [Paint] = [], composited: [Compositing] = []
        for command in h.list.commands {
            switch command {
            case .fillPath(_, _, let p): plain.append(p)
            case .composited(_, let c): composited.append(c)
            default: break
            }
        }
        XCTAssertEqual(plain, [.color(.red)], "a rectangle clips as the clip rectangle alone")
        XCTAssertEqual(composited.count, 2, "\(h.list.commands)")
        XCTAssertEqual(composited.first?.clipPaths.count, 1)
        XCTAssertEqual(composited.first?.clipPaths.first?.eoFill, true)
        XCTAssertEqual(composited.first?.clipPaths.first?.path.boundingRect.width ?? 0, 100, accuracy: 0.01)
        XCTAssertEqual(composited.last, Compositing(blendMode: .screen))
        XCTAssertEqual(h.texts.map(\.string), ["Hi"], "composited text is still found")
    }
}
