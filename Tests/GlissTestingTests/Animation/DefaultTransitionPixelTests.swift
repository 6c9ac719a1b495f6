import XCTest
import Gliss
import GlissTesting

/// SwiftUI's default transition, seen in pixels: a view inserted under `withAnimation` with no
/// transition of its own fades in, so half-way its colour is half mixed with what is behind it.
final class DefaultTransitionPixelTests: XCTestCase {
    func testAnInsertedViewFadesInOverTheBackground() throws {
        var shown = false, show = false
        let h = try Harness(size: Size(120, 120)) { ui in
            // The change, in a frame's body as an action would make it.
            if show { show = false; ui.withAnimation(.linear(duration: 1)) { shown = true } }
            ui.zstack {
                ui.rectangle(fill: .white)
                if shown { ui.rectangle(fill: Color(red: 1, green: 0, blue: 0)).frame(width: 60, height: 60) }
            }
        }
        func centre() throws -> (r: Int, g: Int, b: Int) {
            let img = try h.screenshotImage()
            let k = (img.height / 2 * img.width + img.width / 2) * 4
            return (Int(img.rgba[k]), Int(img.rgba[k + 1]), Int(img.rgba[k + 2]))
        }
        XCTAssertEqual(try centre().g, 255, "white before")
        show = true
        h.run(frames: 31)   // the frame of the change, then half a second
        let mid = try centre()
        XCTAssertEqual(mid.r, 255, accuracy: 2)
        XCTAssertEqual(mid.g, 128, accuracy: 6, "half-way between the white behind and the red: \(mid)")
        XCTAssertEqual(mid.b, 128, accuracy: 6)
        h.run(frames: 40)
        XCTAssertEqual(try centre().g, 0, accuracy: 2, "red once in")
    }
}
