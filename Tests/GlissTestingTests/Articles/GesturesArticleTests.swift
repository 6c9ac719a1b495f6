import XCTest
import Gliss
import GlissTesting

// The code of the article "Gestures" (Sources/GlissCore/GlissCore.docc/Gestures.md).

// docs:begin card
final class SwipeCard {
    var x = 0.0                                         // where the card rests
    var taps = 0
    var dismissed = 0

    func body(_ ui: UI) {
        let drag = ui.dragValue("card")                 // live while dragging, then nil (@GestureState)
        ui.text("Drag me", id: "card")
            .frame(width: 120, height: 80)
            .background(.orange, radius: 12)
            .offset(x: x + (drag?.translation.width ?? 0))
            .onTap { self.taps += 1 }                   // a press and release without a drag
            .onDrag(minimumDistance: 5, ended: { v in
                ui.withAnimation(.interactiveSpring()) {
                    // A flick: where the motion would carry it (translation + velocity × 0.25 s).
                    if abs(v.predictedEndTranslation.width) > 300 {
                        self.dismissed += 1
                        self.x = 0
                    } else {
                        self.x += v.translation.width   // a slow drag: stay where dropped
                    }
                }
            })
    }
}
// docs:end card

// docs:begin drag-and-drop
final class Board {
    var cards = ["Apples", "Pears"]
    var done: [String] = []
    var over = false                                    // an in-app drag is over "Done"

    func body(_ ui: UI) {
        ui.hstack(alignment: .top, spacing: 40) {
            ui.vstack(spacing: 10) {
                for card in cards {
                    ui.text(card).padding(10).background(.yellow, radius: 8)
                        .draggable(card)                // the view follows the pointer
                }
            }
            ui.text("Done: \(done.count)").frame(width: 160, height: 160)
                .background(over ? .green : .gray, radius: 12)
                .dropDestination(for: String.self, action: { items, _ in
                    self.cards.removeAll { items.contains($0) }
                    self.done += items
                    return true                         // false: the card springs back
                }, isTargeted: { self.over = $0 })
        }
        .padding(20)
    }
}
// docs:end drag-and-drop

final class GesturesArticleTests: XCTestCase {
    func testDragAndDrop() throws {
        // docs:begin drag-and-drop-test
        let board = Board()
        let h = try Harness(size: Size(360, 220), text: .headless, body: board.body)
        let pears = try h.node(label: "Pears").frame.center
        let done = try h.node(label: "Done: 0").frame.center
        h.press(at: pears)
        h.move(to: Point(pears.x + 6, pears.y))          // past the threshold: a drag
        h.move(to: done)
        h.run(frames: 1)
        XCTAssertTrue(board.over)
        h.release(at: done)
        h.run(frames: 1)
        XCTAssertEqual(board.done, ["Pears"])
        XCTAssertFalse(board.over)
        // Files from another app: the same destination, for URL.self.
        h.dropText("Plums", at: done)
        h.run(frames: 1)
        XCTAssertEqual(board.done, ["Pears", "Plums"])
        // docs:end drag-and-drop-test
    }

    func testTapDragAndFlick() throws {
        // docs:begin card-test
        let card = SwipeCard()
        let d = FrameDriver(width: 400, height: 300, card.body)
        d.frame()
        let home = d.fills(.orange)[0]
        try d.click(label: "Drag me")
        XCTAssertEqual(card.taps, 1)

        // Slowly, 5 points a frame: the card follows the pointer and stays where dropped.
        d.frame([.pointerMove(home.center), .pointerDown(home.center, .left)])
        for k in 1...12 { d.frame([.pointerMove(Point(home.midX + Double(k) * 5, home.midY))]) }
        XCTAssertEqual(d.fills(.orange)[0].minX, home.minX + 60)   // following 1:1
        d.frame([.pointerUp(Point(home.midX + 60, home.midY), .left)])
        d.run(until: d.time + 1)
        XCTAssertEqual(d.fills(.orange)[0].minX, home.minX + 60, accuracy: 1e-6)
        XCTAssertEqual(card.taps, 1, "a drag never taps")

        // A flick, 40 points a frame: the predicted end is far away, so it is dismissed.
        let start = d.fills(.orange)[0].center
        d.drag(from: start, through: (1...4).map { Point(start.x + Double($0) * 40, start.y) })
        XCTAssertEqual(card.dismissed, 1)
        // docs:end card-test
    }
}
