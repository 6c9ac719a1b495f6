import XCTest
import Gliss
import GlissTesting

// The code of the article "Preferences and coordinate spaces"
// (Sources/GlissCore/GlissCore.docc/PreferencesAndCoordinateSpaces.md).

// docs:begin key
struct LabelRects: PreferenceKey {
    static let defaultValue: [Int: Rect] = [:]
    static func reduce(value: inout [Int: Rect], nextValue: () -> [Int: Rect]) {
        value.merge(nextValue()) { $1 }              // tree order; a later view wins
    }
}
// docs:end key

// docs:begin months
final class MonthStrip {
    let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    var active = 0
    var rects: [Int: Rect] = [:]                     // reported by the labels, never computed here

    func body(_ ui: UI) {
        ui.zstack(alignment: .topLeading) {
            ui.hstack(spacing: 8) {
                for (i, name) in names.enumerated() {
                    ui.text(name, id: name)
                        .padding(10)
                        // 1. Each label reports its rect, measured in the "months" space.
                        .preference(LabelRects.self) { geo in [i: geo.frame(in: .named("months"))] }
                        .onTap { ui.withAnimation(.easeInOut(duration: 1)) { self.active = i } }
                }
            }
            .padding(20)
            // 2. The reduced dictionary arrives after layout, before the frame is drawn.
            .onPreferenceChange(LabelRects.self) { self.rects = $0 }

            // 3. One border animates toward the active label's rect.
            let border = ui.animatedValue("border", rects[active] ?? .zero)
            ui.canvas {
                ui.roundedRectangle(cornerRadius: 12, stroke: .green, lineWidth: 3).place(in: border)
            }
        }
        .coordinateSpace(name: "months")                 // 4. The space the rects are in.
    }
}
// docs:end months

final class PreferencesArticleTests: XCTestCase {
    func border(_ d: FrameDriver) -> Rect? {
        for c in d.list.commands {
            if case .strokeRoundedRect(let r, _, _, let color) = c, color.hasSameRGB(as: .green) { return r }
        }
        return nil
    }

    func testTheBorderFollowsTheReportedRects() throws {
        // docs:begin months-test
        let strip = MonthStrip()
        let d = FrameDriver(width: 500, height: 120, strip.body)
        d.frame()
        // The first frame already draws the border where "Jan" is: the handler ran between passes.
        XCTAssertEqual(strip.rects.count, 6)
        XCTAssertEqual(border(d), strip.rects[0])
        let t = try d.click(label: "Mar")
        d.run(until: t + 0.5)                            // half way through the glide
        let mid = try XCTUnwrap(border(d))
        XCTAssertTrue(mid.minX > strip.rects[0]!.minX && mid.minX < strip.rects[2]!.minX)
        d.run(until: t + 1.5)
        XCTAssertEqual(border(d), strip.rects[2])
        // docs:end months-test
    }
}
