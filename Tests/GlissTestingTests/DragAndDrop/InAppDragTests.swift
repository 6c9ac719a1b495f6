import XCTest
import Foundation
import Gliss
import GlissTesting

/// `draggable` and `dropDestination` within one app: the preview follows the pointer, the
/// destination under it is targeted and gets the payload; a drag nothing takes springs back.
final class InAppDragTests: XCTestCase {
    /// A card (text "Card", tappable) at (20, 20), a bin for strings at (200, 20) and a file
    /// well (URLs only) at (200, 150), each 100 × 100 but the card (80 × 40).
    final class Page: App {
        var taps = 0
        var dropped: [([String], Point)] = []
        var targeted: [Bool] = []
        var wellTargeted: [Bool] = []
        var binTakes = true
        var customPreview = false
        init() {}
        func body(_ ui: UI) {
            ui.zstack(alignment: .topLeading) {
                ui.rectangle(fill: .blue).frame(width: 100, height: 100)
                    .dropDestination(for: String.self, action: { items, p in self.dropped.append((items, p)); return self.binTakes },
                                     isTargeted: { self.targeted.append($0) })
                    .offset(x: 200, y: 20)
                ui.rectangle(fill: .green).frame(width: 100, height: 100)
                    .dropDestination(for: URL.self, action: { _, _ in true }, isTargeted: { self.wellTargeted.append($0) })
                    .offset(x: 200, y: 150)
                let card = ui.text("Card").frame(width: 80, height: 40)
                    .onTapGesture { self.taps += 1 }
                if customPreview {
                    card.draggable("card-1") { ui.text("Preview") }.offset(x: 20, y: 20)
                } else {
                    card.draggable("card-1").offset(x: 20, y: 20)
                }
            }
            .frame(width: 400, height: 300, alignment: .topLeading)
        }
    }

    /// The text commands saying `s` in the last frame, with the translation in force for each.
    func texts(_ h: Harness, _ s: String) -> [Point] {
        var shifts: [Point] = [.zero], out: [Point] = []
        for c in h.host.lastDrawList.commands {
            switch c {
            case .pushTransform(let t):
                let o = t.apply(.zero); let top = shifts.last!
                shifts.append(Point(top.x + o.x, top.y + o.y))
            case .popTransform: shifts.removeLast()
            case .text(let t, _, _, let origin) where t == s:
                out.append(Point(origin.x + shifts.last!.x, origin.y + shifts.last!.y))
            default: break
            }
        }
        return out
    }

    func testATapOnADraggableViewStillTaps() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        h.click(at: Point(60, 40))
        h.run(frames: 1)
        XCTAssertEqual(app.taps, 1)
        XCTAssertEqual(texts(h, "Card").count, 1, "no preview")
    }

    func testDraggingOntoADestinationTargetsItAndDropsThePayload() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        let start = texts(h, "Card")
        h.press(at: Point(60, 40))
        h.move(to: Point(66, 40))
        h.move(to: Point(240, 60))   // over the bin
        h.run(frames: 1)
        XCTAssertEqual(app.targeted, [true])
        XCTAssertEqual(app.wellTargeted, [], "the well takes files, not strings")
        let drawn = texts(h, "Card")
        XCTAssertEqual(drawn.count, 2, "the view and its preview")
        guard drawn.count == 2 else { return }
        XCTAssertEqual(drawn[1].x - start[0].x, 180, accuracy: 0.01, "the preview moved with the pointer")
        h.move(to: Point(150, 250))  // over nothing
        h.run(frames: 1)
        XCTAssertEqual(app.targeted, [true, false])
        h.move(to: Point(250, 70))
        h.release(at: Point(250, 70))
        h.run(frames: 1)
        XCTAssertEqual(app.dropped.map(\.0), [["card-1"]])
        XCTAssertEqual(app.dropped.first?.1, Point(50, 50), "in the bin's own coordinates")
        XCTAssertEqual(app.targeted, [true, false, true, false])
        XCTAssertEqual(app.taps, 0, "a drag is not a tap")
        XCTAssertEqual(texts(h, "Card").count, 1, "taken: the preview is gone")
    }

    func testADragNothingTakesSpringsBackThenDisappears() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        let start = try XCTUnwrap(texts(h, "Card").first)
        h.drag(from: Point(60, 40), to: Point(160, 240), frames: 5)   // released over nothing
        XCTAssertEqual(app.dropped.count, 0)
        h.run(frames: 6)   // 0.1 s into the spring
        let mid = texts(h, "Card")
        XCTAssertEqual(mid.count, 2, "still springing back")
        guard mid.count == 2 else { return }
        XCTAssertGreaterThan(mid[1].y - start.y, 1, "not back yet")
        XCTAssertLessThan(mid[1].y - start.y, 199, "on its way")
        h.run(frames: 180)
        XCTAssertEqual(texts(h, "Card"), [start], "at rest: only the view itself")
    }

    func testADropTheActionRefusesSpringsBack() throws {
        let app = Page()
        app.binTakes = false
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        h.drag(from: Point(60, 40), to: Point(250, 70), frames: 5)
        h.run(frames: 2)
        XCTAssertEqual(app.dropped.count, 1, "the action ran")
        XCTAssertEqual(texts(h, "Card").count, 2, "and said no: the preview springs back")
        h.run(frames: 180)
        XCTAssertEqual(texts(h, "Card").count, 1)
    }

    func testEscapeCancelsTheDrag() throws {
        let app = Page()
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        h.press(at: Point(60, 40))
        h.move(to: Point(66, 40))
        h.move(to: Point(250, 70))
        h.run(frames: 1)
        try h.key("Escape")
        h.run(frames: 1)
        XCTAssertEqual(app.targeted, [true, false])
        h.release(at: Point(250, 70))
        h.run(frames: 180)
        XCTAssertEqual(app.dropped.count, 0, "cancelled: nothing dropped")
        XCTAssertEqual(texts(h, "Card").count, 1)
    }

    func testACustomPreviewFollowsThePointer() throws {
        let app = Page()
        app.customPreview = true
        let h = try Harness(app: app, size: Size(400, 300), text: .headless)
        XCTAssertEqual(texts(h, "Preview").count, 0)
        h.press(at: Point(60, 40))
        h.move(to: Point(66, 40))
        h.move(to: Point(160, 140))
        h.run(frames: 1)
        XCTAssertEqual(texts(h, "Card").count, 1, "the preview, not the view, follows")
        let p = try XCTUnwrap(texts(h, "Preview").first)
        XCTAssertEqual(p.x, 20 + 100, accuracy: 0.5)
        XCTAssertEqual(p.y, 20 + 100, accuracy: 0.5)
        h.release(at: Point(250, 70))
        h.run(frames: 2)
        XCTAssertEqual(app.dropped.map(\.0), [["card-1"]])
        XCTAssertEqual(texts(h, "Preview").count, 0)
    }

    /// Draggable rows in a scroll view: the wheel still scrolls them, and a row scrolled into
    /// view drags out of the scroll view (its preview unclipped, where the row was) onto a bin.
    func testDraggableRowsInAScrollView() throws {
        final class Rows: App {
            var dropped: [String] = []
            init() {}
            func body(_ ui: UI) {
                ui.hstack(alignment: .top, spacing: 0) {
                    ui.scroll(id: "rows", spacing: 0) {
                        for k in 0..<30 {
                            ui.text("Row \(k)").frame(width: 150, height: 30, alignment: .leading).draggable("row \(k)")
                        }
                    }
                    .frame(width: 150, height: 200)
                    ui.rectangle(fill: .blue).frame(width: 100, height: 100)
                        .dropDestination(for: String.self) { items, _ in self.dropped += items; return true }
                }
                .frame(width: 300, height: 300, alignment: .topLeading)
            }
        }
        let app = Rows()
        let h = try Harness(app: app, size: Size(300, 300), text: .headless)
        XCTAssertEqual(try h.node(label: "Row 5").frame.minY, 150)
        h.wheel(dy: 90, at: Point(75, 100))
        h.run(frames: 60)
        let row5 = try h.node(label: "Row 5").frame
        XCTAssertEqual(row5.minY, 60, accuracy: 0.5, "the wheel scrolled the rows")
        let at = try XCTUnwrap(texts(h, "Row 5").first)
        h.press(at: Point(40, row5.midY))
        h.move(to: Point(46, row5.midY))
        h.move(to: Point(240, row5.midY))
        h.run(frames: 1)
        let drawn = texts(h, "Row 5")
        XCTAssertEqual(drawn.count, 2)
        guard drawn.count == 2 else { return }
        XCTAssertEqual(drawn[1].x - at.x, 200, accuracy: 0.01)
        XCTAssertEqual(drawn[1].y, at.y, accuracy: 0.01, "the preview starts where the row is drawn, scrolled")
        h.release(at: Point(240, row5.midY))
        h.run(frames: 1)
        XCTAssertEqual(app.dropped, ["row 5"])
    }

    /// A drag with a preview of its own leaves keyboard focus where it was: typing after it
    /// still goes to the field that had it.
    func testADragWithAPreviewLeavesFocusAlone() throws {
        final class Form: App {
            var name = ""
            var dropped = 0
            init() {}
            func body(_ ui: UI) {
                ui.vstack(alignment: .leading, spacing: 20) {
                    ui.textField("Name", text: Bindable(self).name).frame(width: 200)
                    ui.text("Card").frame(width: 80, height: 40).draggable("card") { ui.text("Preview") }
                    ui.rectangle(fill: .blue).frame(width: 100, height: 60)
                        .dropDestination(for: String.self) { _, _ in self.dropped += 1; return true }
                }
                .padding(20)
            }
        }
        let app = Form()
        let h = try Harness(app: app, size: Size(300, 300), text: .headless)
        try h.click(label: "Name")
        h.type("Ada")
        let card = try h.node(label: "Card").frame.center
        h.drag(from: card, to: Point(card.x + 10, card.y + 60), frames: 6)
        h.run(frames: 2)
        XCTAssertEqual(app.dropped, 1)
        h.type(" L")
        XCTAssertEqual(app.name, "Ada L")
    }
}
