import XCTest
import GlissCore
@testable import GlissSDL

/// Repainting only the damaged rectangles draws exactly the frames a full redraw draws.
final class DamageRepaintTests: SDLTestCase {
    /// Frame `n` of a small settings screen that changes a little each frame: a switch knob
    /// slides, a counter's label changes length, a ring's trim grows, a card's shadow moves,
    /// a rotated badge turns, a clip narrows, a row comes and goes.
    func scene(_ n: Int) -> DrawList {
        let t = Double(n)
        var c: [DrawCommand] = [
            .fillRoundedRect(rect: Rect(0, 0, 640, 480), radius: 0, color: Color(white: 0.95)),
            .shadow(rect: Rect(20 + t, 20, 120, 60), radius: 10, blur: 8, color: Color(white: 0, opacity: 0.3)),
            .fillRoundedRect(rect: Rect(20 + t, 20, 120, 60), radius: 10, color: .white),
            .text("Wi-Fi", font: .body, color: .black, origin: Point(30 + t, 30)),
            .fillRoundedRect(rect: Rect(180, 30, 51, 31), radius: 15.5, color: n % 4 < 2 ? .green : Color(white: 0.8)),
            .fillEllipse(rect: Rect(182 + Double(n % 4) * 6, 32, 27, 27), color: .white),
            .text("Count: \(n * 37)", font: .headline, color: .black, origin: Point(20, 110)),
            .strokePath(Path { p in
                p.addArc(center: Point(270, 120), radius: 25, startAngle: .degrees(-90), endAngle: .degrees(-90 + 40 * t), clockwise: false)
            }, style: StrokeStyle(lineWidth: 6, lineCap: .round), paint: .color(.blue)),
            .image(name: "img.bmp", rect: Rect(20, 150, 60, 60), mode: .fill, radius: 8, opacity: 1),
            .pushTransform(Transform2D.translation(150, 180).concatenating(after: .rotation(.degrees(10 * t)))),
            .fillRoundedRect(rect: Rect(-20, -10, 40, 20), radius: 4, color: .orange),
            .popTransform,
            .styledText("Gradient \(n % 3)", font: .title, paint: .linearGradient(Gradient(colors: [.red, .blue]),
                                                                           start: Point(330, 0), end: Point(480, 0)),
                        origin: Point(330, 20)),
            .composited(.fillEllipse(rect: Rect(340 + 3 * t, 80, 80, 80), color: .orange),
                        Compositing(blendMode: .multiply, clipPaths: [ClipPath(Path(ellipseIn: Rect(350, 70, 70, 100)))])),
            .pushClip(Rect(200, 170, 100 - 10 * t, 50)),
            .fillRoundedRect(rect: Rect(190, 160, 120, 70), radius: 0, color: .purple),
            .popClip,
        ]
        if n % 2 == 1 {
            c.insert(.text("New row", font: .caption, color: .red, origin: Point(100, 150)), at: 9)
        }
        return list(c)
    }

    func testEveryFrameMatchesAFullRedraw() throws {
        let root = makeResourceRoot()
        writeBMP(root + "/img.bmp", width: 64, height: 48, left: 0x3366CC, right: 0xDD8844)
        var full = BackendOptions(title: "full", size: Size(640, 480), vsync: false, hidden: true, resourceRoot: root)
        full.repaintsOnlyDamage = false
        var partial = full
        partial.repaintsOnlyDamage = true
        let a = try SDLBackend(options: full), b = try SDLBackend(options: partial)
        XCTAssertEqual(b.rendererName, "software")
        var repainted: [Int] = []
        for n in 0..<8 {
            a.render(scene(n))
            b.render(scene(n))
            repainted.append(b.lastRepaintedPixels)
            let fa = frame(a), fb = frame(b)
            XCTAssertEqual(fa.width, fb.width)
            var differing = 0, box = (x0: Int.max, y0: Int.max, x1: 0, y1: 0)
            for i in stride(from: 0, to: min(fa.rgba.count, fb.rgba.count), by: 4) where fa.rgba[i..<(i + 3)] != fb.rgba[i..<(i + 3)] {
                differing += 1
                let x = i / 4 % fa.width, y = i / 4 / fa.width
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x + 1), max(box.y1, y + 1))
            }
            XCTAssertEqual(differing, 0, "frame \(n): \(differing) pixels in \(box) differ from the full redraw")
        }
        XCTAssertEqual(repainted[0], 640 * 480, "the first frame is drawn whole")
        XCTAssertLessThan(repainted.dropFirst().max()!, 640 * 480 / 3, "later frames repaint only what changed: \(repainted)")
        // The same frame again repaints nothing.
        b.render(scene(7))
        XCTAssertEqual(b.lastRepaintedPixels, 0)
    }

    func testOnlyTheChangedRectangleIsRepainted() throws {
        let b = try makeBackend(size: Size(400, 300))
        let base: [DrawCommand] = [.fillRoundedRect(rect: Rect(0, 0, 400, 300), radius: 0, color: .gray),
                                   .text("Volume", font: .body, color: .black, origin: Point(20, 20))]
        b.render(list(base + [.fillEllipse(rect: Rect(100, 100, 20, 20), color: .white)]))
        b.render(list(base + [.fillEllipse(rect: Rect(104, 100, 20, 20), color: .white)]))
        // The knob's old and new places, with two pixels of margin: 28 × 24 pixels.
        XCTAssertEqual(b.lastRepaintedPixels, 28 * 24)
        // The knob moved, and the label (outside the damage) is still drawn.
        let f = frame(b)
        XCTAssertTrue(f.isColor(122, 110, white))
        XCTAssertLessThan(f.pixel(102, 110).r, 200, "where the knob was is grey again")
        XCTAssertTrue((18..<90).contains { x in (20..<40).contains { y in f.pixel(x, y).r < 60 } }, "the label was rubbed out")
    }

    func testFullRedrawWhenAskedOrWhenTheWindowChanges() throws {
        var o = BackendOptions(title: "t", size: Size(200, 100), vsync: false, hidden: true, resourceRoot: makeResourceRoot())
        o.repaintsOnlyDamage = false
        let full = try SDLBackend(options: o)
        let l = list([.fillRoundedRect(rect: Rect(10, 10, 20, 20), radius: 0, color: .red)])
        full.render(l)
        full.render(l)
        XCTAssertEqual(full.lastRepaintedPixels, 200 * 100, "GLISS_FULL_REDRAW / repaintsOnlyDamage = false repaints every frame")

        let b = try makeBackend(size: Size(200, 100))
        b.render(l)
        b.render(l)
        XCTAssertEqual(b.lastRepaintedPixels, 0)
        b.setWindowSize(Size(240, 120))
        _ = b.pollEvents(timeout: 0)
        b.render(l)
        XCTAssertEqual(b.lastRepaintedPixels, b.outputPixels, "a new size is a full frame")
        XCTAssertEqual(b.outputPixels, 240 * 120)
    }

    func testTheEnvironmentVariableTurnsItOff() {
        setenv("GLISS_FULL_REDRAW", "1", 1)
        XCTAssertFalse(BackendOptions().repaintsOnlyDamage)
        setenv("GLISS_FULL_REDRAW", "0", 1)
        XCTAssertTrue(BackendOptions().repaintsOnlyDamage)
        unsetenv("GLISS_FULL_REDRAW")
        XCTAssertTrue(BackendOptions().repaintsOnlyDamage)
    }
}
