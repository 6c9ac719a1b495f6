import XCTest
import CSDL2
import GlissCore
@testable import GlissSDL
#if canImport(Glibc)
import Glibc
#endif

/// Draw lists executed as a whole: the clip stack, and the same list through the software and
/// OpenGL renderers.
final class DrawListTests: SDLTestCase {
    func testClipStackIntersectsAndRestores() throws {
        let b = try makeBackend()
        let green = (0, 255, 0), blue = (0, 0, 255), black = (0, 0, 0)
        b.render(list([
            .pushClip(Rect(0, 0, 50, 50)),
            .fillRoundedRect(rect: Rect(0, 0, 200, 150), radius: 0, color: Color(red: 1, green: 0, blue: 0)),
            .pushClip(Rect(40, 40, 100, 100)),     // intersects to (40,40,10,10)
            .fillRoundedRect(rect: Rect(0, 0, 200, 150), radius: 0, color: Color(red: 0, green: 0, blue: 1)),
            .pushClip(Rect(150, 150, 10, 10)),     // disjoint: empty clip, nothing drawn
            .fillRoundedRect(rect: Rect(0, 0, 200, 150), radius: 0, color: .black),
            .popClip,
            .popClip,                              // back to (0,0,50,50)
            .fillRoundedRect(rect: Rect(0, 0, 30, 100), radius: 0, color: Color(red: 0, green: 1, blue: 0)),
            .popClip,                              // no clip
            .fillRoundedRect(rect: Rect(150, 100, 20, 20), radius: 0, color: .black),
        ]))
        let f = frame(b)
        XCTAssertTrue(f.isColor(45, 45, blue), "inner clip drew blue: \(f.pixel(45, 45))")
        XCTAssertTrue(f.isColor(35, 35, red), "outer clip only red")
        XCTAssertTrue(f.isColor(60, 60, white), "outside both clips stays background")
        XCTAssertTrue(f.isColor(10, 10, green), "restored outer clip lets green in")
        XCTAssertTrue(f.isColor(10, 60, white), "green clipped to the restored outer clip")
        XCTAssertTrue(f.isColor(160, 110, black), "after the last pop nothing clips")
        XCTAssertTrue(f.isColor(120, 140, white), "empty clip drew nothing")
    }

    func sampleScene(root: String) -> DrawList {
        writeBMP(root + "/img.bmp", width: 64, height: 48, left: 0x3366CC, right: 0xDD8844)
        return list([
            .fillRoundedRect(rect: Rect(10, 10, 80, 50), radius: 12, color: .orange),
            .strokeRoundedRect(rect: Rect(100, 10, 80, 50), radius: 10, lineWidth: 1.5, color: .blue),
            .text("Gliss", font: .headline, color: .black, origin: Point(10, 70)),
            .image(name: "img.bmp", rect: Rect(100, 70, 80, 60), mode: .fill, radius: 14, opacity: 1),
        ])
    }

    func testOpenGLRendererMatchesSoftware() throws {
        let root = makeResourceRoot()
        let scene = sampleScene(root: root)
        var frames: [Frame] = []
        for name in ["software", "opengl"] {
            let b = try SDLBackend(options: BackendOptions(size: Size(200, 150), vsync: false, hidden: true,
                                                           resourceRoot: root, renderer: name))
            if b.rendererName != name { throw XCTSkip("\(name) renderer unavailable here") }
            b.render(scene)
            frames.append(frame(b))
        }
        var differing = 0
        for y in 0..<150 {
            for x in 0..<200 {
                let a = frames[0].pixel(x, y), c = frames[1].pixel(x, y)
                if abs(a.r - c.r) > 8 || abs(a.g - c.g) > 8 || abs(a.b - c.b) > 8 { differing += 1 }
            }
        }
        XCTAssertLessThan(differing, 30, "software and OpenGL output should match")
    }
}
