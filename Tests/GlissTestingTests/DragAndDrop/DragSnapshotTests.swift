import XCTest
import Gliss
import GlissTesting

/// What an in-app drag looks like, pixel for pixel (references looked at when recorded): the
/// dragged card's preview over a destination that highlights while targeted, and the preview
/// springing back after a release over nothing.
final class DragSnapshotTests: XCTestCase {
    final class Board: App {
        var over = false
        var inBin: [String] = []
        init() {}
        func body(_ ui: UI) {
            ui.hstack(alignment: .top, spacing: 40) {
                ui.vstack(spacing: 10) {
                    for t in ["Apples", "Pears", "Plums"] where !inBin.contains(t) {
                        ui.text(t).padding(10).background(.yellow, in: .rect(cornerRadius: 8)).draggable(t)
                    }
                }
                ui.text(inBin.isEmpty ? "Bin" : inBin.joined(separator: ", ")).frame(width: 160, height: 160)
                    .background(over ? .green.opacity(0.5) : .gray.opacity(0.2), in: .rect(cornerRadius: 12))
                    .dropDestination(for: String.self, action: { items, _ in self.inBin += items; return true },
                                     isTargeted: { self.over = $0 })
            }
            .padding(20)
        }
    }

    func testPreviewOverATargetAndSpringingBack() throws {
        let app = Board()
        let h = try Harness(app: app, size: Size(360, 220))
        let pears = try h.node(label: "Pears").frame.center
        let bin = try h.node(label: "Bin").frame.center
        h.press(at: pears)
        h.move(to: Point(pears.x + 6, pears.y))
        h.move(to: Point(bin.x - 20, bin.y + 10))
        h.run(frames: 2)
        XCTAssertTrue(app.over)
        try h.assertSnapshot(named: "over-target")
        h.release(at: Point(20, 200))
        h.run(frames: 8)
        try h.assertSnapshot(named: "springing-back")
        XCTAssertEqual(app.inBin, [])
    }
}
