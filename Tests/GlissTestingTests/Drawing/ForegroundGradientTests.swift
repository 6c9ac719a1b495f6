import XCTest
import Gliss
import GlissTesting

/// Issue #51: `.foregroundStyle` with a gradient on a text and an icon, through the real renderer.
final class ForegroundGradientTests: XCTestCase {
    /// The columns' (red, blue) of the fully inked pixels of `img` (green 0 only there when a
    /// red-to-blue gradient is drawn on white), left to right.
    private func inkedColumns(_ img: RGBAImage) -> [(x: Int, r: Int, b: Int)] {
        var out: [(Int, Int, Int)] = []
        for y in 0..<img.height {
            for x in 0..<img.width {
                let i = (y * img.width + x) * 4
                if img.rgba[i + 1] < 8 { out.append((x, Int(img.rgba[i]), Int(img.rgba[i + 2]))) }
            }
        }
        return out.sorted { $0.0 < $1.0 }
    }

    func testAGradientTitleRunsFromRedToBlueAcrossItsGlyphs() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let h = try Harness(size: Size(300, 120)) { ui in
            ui.text("Gliss").font(.largeTitle).bold()
                .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.white)
        }
        h.run(frames: 1)
        let ink = inkedColumns(try h.screenshotImage())
        guard let first = ink.first, let last = ink.last else { return XCTFail("no ink") }
        XCTAssertGreaterThan(ink.count, 300)
        XCTAssertGreaterThan(first.r, 200, "the first glyph's left edge is red: \(first)")
        XCTAssertGreaterThan(last.b, 200, "the last one's right edge is blue: \(last)")
        // Redder to bluer along the line.
        let mid = ink.filter { abs($0.x - (first.x + last.x) / 2) < 6 }
        XCTAssertFalse(mid.isEmpty)
        XCTAssertTrue(mid.allSatisfy { abs($0.r - $0.b) < 60 }, "purple half way: \(mid.prefix(3))")
    }

    func testAnIconTakesAVerticalGradient() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let h = try Harness(size: Size(120, 120)) { ui in
            ui.icon(Icon(named: "fa-square"), size: 80)
                .foregroundStyle(.linearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.white)
        }
        h.run(frames: 1)
        let img = try h.screenshotImage()
        var top: (Int, Int)? = nil, bottom: (Int, Int)? = nil
        for y in 0..<img.height {
            let i = (y * img.width + 60) * 4
            guard img.rgba[i + 1] < 8 else { continue }
            if top == nil { top = (Int(img.rgba[i]), Int(img.rgba[i + 2])) }
            bottom = (Int(img.rgba[i]), Int(img.rgba[i + 2]))
        }
        guard let top, let bottom else { return XCTFail("no ink down the middle") }
        XCTAssertGreaterThan(top.0, top.1, "red at the top: \(top)")
        XCTAssertGreaterThan(bottom.1, bottom.0, "blue at the bottom: \(bottom)")
    }
}
