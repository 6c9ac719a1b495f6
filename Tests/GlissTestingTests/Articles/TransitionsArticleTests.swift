import XCTest
import Gliss
import GlissTesting

// The code of the article "Transitions and matched geometry"
// (Sources/GlissCore/GlissCore.docc/TransitionsAndMatchedGeometry.md).

// docs:begin sheet
final class SheetScreen {
    var open = false

    func body(_ ui: UI) {
        ui.zstack(alignment: .bottom) {
            ui.button("Open") { ui.withAnimation(.spring(response: 0.4, dampingFraction: 1)) { self.open = true } }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            if open {
                ui.vstack {
                    ui.text("Details", font: .title2)
                    ui.button("Close") { ui.withAnimation(.easeInOut(duration: 0.3)) { self.open = false } }
                }
                .frame(maxWidth: .infinity)
                .frame(height: 150)
                .background(.systemGray6, radius: 12)
                .transition(.move(edge: .bottom))      // slides in from, and out to, the bottom
            }
        }
    }
}
// docs:end sheet

// docs:begin hero
final class Shelf {
    var shelf = ["A", "B", "C"]
    var picked: [String] = []

    func tile(_ ui: UI, _ name: String) {
        ui.text(name, font: .title, id: name)
            .frame(width: 60, height: 60)
            .background(.orange, radius: 8)
            .matchedGeometryEffect(id: name, in: "tiles")      // one view, wherever it is built
            .onTap { ui.withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { self.move(name) } }
    }

    func move(_ name: String) {
        if let i = shelf.firstIndex(of: name) { shelf.remove(at: i); picked.append(name) }
        else if let i = picked.firstIndex(of: name) { picked.remove(at: i); shelf.append(name) }
    }

    func body(_ ui: UI) {
        ui.vstack(alignment: .leading, spacing: 40) {
            ui.hstack { for name in shelf { tile(ui, name) } }.frame(height: 60)
            ui.scroll(.horizontal, id: "picked") {       // clips what it holds
                for name in picked { tile(ui, name) }
            }
            .frame(width: 200, height: 60)
        }
        .padding(20)
    }
}
// docs:end hero

final class TransitionsArticleTests: XCTestCase {
    func testSheetSlidesInAndOut() throws {
        let screen = SheetScreen()
        let d = FrameDriver(width: 400, height: 300, screen.body)
        d.frame()
        let t = try d.click(label: "Open")
        d.run(until: t + 0.1)
        let rising = try XCTUnwrap(d.textOrigin("Details")).y
        d.run(until: t + 2)
        let resting = try XCTUnwrap(d.textOrigin("Details")).y
        XCTAssertGreaterThan(rising, resting + 20, "mid-transition the sheet is still lower")
        let t2 = try d.click(label: "Close")
        d.run(until: t2 + 0.15)
        XCTAssertNotNil(d.textOrigin("Details"), "removed, yet still drawn while it leaves")
        d.run(until: t2 + 0.5)
        XCTAssertNil(d.textOrigin("Details"))
    }

    /// How many clips are open where `text` is drawn.
    func clipDepth(_ d: FrameDriver, at text: String) -> Int? {
        var depth = 0
        for c in d.list.commands {
            switch c {
            case .pushClip: depth += 1
            case .popClip: depth -= 1
            case .text(let s, _, _, _) where s == text: return depth
            default: break
            }
        }
        return nil
    }

    func testHeroFliesAboveTheClip() throws {
        let shelf = Shelf()
        let d = FrameDriver(width: 400, height: 300, shelf.body)
        d.frame()
        let start = try XCTUnwrap(d.textOrigin("B"))
        let t = try d.click(label: "B")
        d.run(until: t + 0.1)
        let flying = try XCTUnwrap(d.textOrigin("B"))
        XCTAssertGreaterThan(flying.y, start.y + 5, "on its way down")
        XCTAssertEqual(clipDepth(d, at: "B"), 0, "in flight it is drawn above every clip")
        d.run(until: t + 2)
        let landed = try XCTUnwrap(d.textOrigin("B"))
        XCTAssertEqual(landed.y, start.y + 100, accuracy: 1e-6)
        XCTAssertGreaterThan(clipDepth(d, at: "B") ?? 0, 0, "landed, it is inside the scroll view's clip")
    }
}
