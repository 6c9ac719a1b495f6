import XCTest
import GlissCore

/// A drag's locations in the three coordinate spaces SwiftUI's DragGesture offers.
final class DragCoordinateSpaceTests: XCTestCase {
    func run(_ space: CoordinateSpace) -> [DragValue] {
        var values: [DragValue] = []
        let ui = UI(size: Size(400, 300), measurer: MonospaceTextMeasurer())
        let body: (UI) -> Void = { ui in
            ui.canvas {
                ui.zstack {
                    ui.rectangle(fill: .blue)
                        .frame(width: 100, height: 100)
                        .place(in: Rect(50, 40, 100, 100))
                        .onDrag(minimumDistance: 0, coordinateSpace: space, changed: { values.append($0) })
                }
                .coordinateSpace(name: "panel")
                .place(in: Rect(20, 10, 300, 200))
            }
        }
        var t = 0.0
        func frame(_ e: [InputEvent]) { _ = ui.runFrame(time: t, events: e, body); t += 1.0 / 60 }
        frame([])
        frame([.pointerMove(Point(100, 100)), .pointerDown(Point(100, 100), .left)])
        frame([.pointerMove(Point(130, 110))])
        frame([.pointerUp(Point(130, 110), .left)])
        return values
    }

    func testGlobalLocalAndNamedLocations() throws {
        let global = try XCTUnwrap(run(.global).last)
        XCTAssertEqual(global.startLocation, Point(100, 100))
        XCTAssertEqual(global.location, Point(130, 110))
        // The shape sits at (20+50, 10+40) in the window; "panel" at (20, 10).
        let local = try XCTUnwrap(run(.local).last)
        XCTAssertEqual(local.startLocation, Point(30, 50))
        XCTAssertEqual(local.location, Point(60, 60))
        let named = try XCTUnwrap(run(.named("panel")).last)
        XCTAssertEqual(named.location, Point(110, 100))
        XCTAssertEqual(named.translation, global.translation, "translation does not depend on the space")
    }
}
