import XCTest
import Demos
import Gliss
import GlissTesting
import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Every demo, driven as the golden tests drive it, draws byte-identical frames whether the
/// renderer repaints only the damaged rectangles or the whole window (`GLISS_FULL_REDRAW=1`):
/// the two runs step in lockstep and their pixels are compared after every step, mid-animation
/// included.
final class DamageRepaintGoldenTests: XCTestCase {
    typealias Step = (Harness) throws -> Void

    /// Runs `steps` on `demo` twice, in lockstep, and compares the pixels after each one.
    func assertSameFrames(_ demo: String, size: Size = Size(1280, 800), _ steps: [Step],
                          file: StaticString = #filePath, line: UInt = #line) throws {
        setenv("GLISS_FULL_REDRAW", "1", 1)
        let full = try Scene(demo, size: size)
        unsetenv("GLISS_FULL_REDRAW")
        let partial = try Scene(demo, size: size)
        // The share of the window each frame of the damage-tracking run repainted.
        var repaintedShare: [Double] = []
        partial.afterFrame = { h in
            if let sdl = h.backend as? SDLBackend, sdl.outputPixels > 0 {
                repaintedShare.append(Double(sdl.lastRepaintedPixels) / Double(sdl.outputPixels))
            }
        }
        for (n, step) in steps.enumerated() {
            try step(full)
            try step(partial)
            let a = try full.capture(), b = try partial.capture()
            guard a != b else { continue }
            var differing = 0, box = (x0: Int.max, y0: Int.max, x1: 0, y1: 0)
            for i in stride(from: 0, to: min(a.rgba.count, b.rgba.count), by: 4) where a.rgba[i..<(i + 3)] != b.rgba[i..<(i + 3)] {
                differing += 1
                let x = i / 4 % a.width, y = i / 4 / a.width
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x + 1), max(box.y1, y + 1))
            }
            // Both frames kept for a look.
            let dir = NSTemporaryDirectory() + "gliss-damage-failures"
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? a.pngData().write(to: URL(fileURLWithPath: "\(dir)/\(demo)-\(n)-full.png"))
            try? b.pngData().write(to: URL(fileURLWithPath: "\(dir)/\(demo)-\(n)-damage.png"))
            XCTFail("\(demo), step \(n): \(differing) pixels in \(box) differ from the full redraw (both in \(dir))", file: file, line: line)
            return
        }
        // Not every step is a full frame: the comparison did compare partial repaints.
        XCTAssertTrue(repaintedShare.contains { $0 < 0.5 }, "\(demo): no frame repainted part of the window: \(repaintedShare)",
                      file: file, line: line)
    }

    func frames(_ n: Int) -> [Step] { Array(repeating: { $0.wait(1) }, count: n) }

    func testPhotos() throws {
        try assertSameFrames("photos", [{ try $0.settle() }, { try $0.click("9") }] + frames(10)
                             + [{ try $0.click("4") }] + frames(8))
    }

    func testMonths() throws {
        try assertSameFrames("months", [{ try $0.settle() }, { try $0.click("September") }] + frames(12)
                             + [{ try $0.click("Fade") }] + frames(4) + [{ try $0.click("March") }] + frames(6))
    }

    func testCards() throws {
        try assertSameFrames("cards", [{ try $0.settle() }, { h in
            let plus = h.nodes(role: "button").filter { $0.label == "+" }
            if let p = plus.first { h.click(at: p.frame.center) }
        }] + frames(12))
    }

    func testDevices() throws {
        try assertSameFrames("devices", [{ try $0.settle() }, { h in
            if let f = h.nodes(role: "textField").first { h.click(at: f.frame.center) }
        }, { $0.type("ph") }] + frames(4) + [{ $0.type("o") }] + frames(10))
    }

    func testCarousel() throws {
        try assertSameFrames("carousel", [{ try $0.settle() }, { h in
            h.drag(from: Point(900, 400), to: Point(500, 400), frames: 6)
        }] + frames(12) + [{ try $0.settle() }] + frames(2))
    }

    func testControls() throws {
        try assertSameFrames("controls", [{ try $0.settle() }, { try $0.click("Wi-Fi", role: "toggle") }] + frames(6) + [
            { h in
                let s = try h.node(label: "Volume", role: "slider").frame
                h.drag(from: Point(s.minX + 10, s.midY), to: Point(s.maxX - 30, s.midY), frames: 5)
            },
            { try $0.click("Dark", role: "radioButton") },
        ] + frames(8))
    }

    func testModifiersAndTextPages() throws {
        try assertSameFrames("modifiers", [{ try $0.settle() }] + frames(6))
        try assertSameFrames("text", [{ try $0.settle() }, { h in h.wheel(dy: -3, at: Point(640, 400)) }] + frames(6))
    }

    func testASmallWindow() throws {
        try assertSameFrames("controls", size: Size(400, 300), [{ try $0.settle() }, { try $0.click("Wi-Fi", role: "toggle") }] + frames(6))
    }
}
