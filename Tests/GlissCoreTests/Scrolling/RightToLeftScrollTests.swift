import XCTest
import GlissCore

/// A horizontal scroll view laid out right to left: its content starts at the right and its
/// offset is measured from there, yet the wheel and a drag move the content the same way on
/// screen as left to right, its indicator starts at the right, and `scrollTo` brings an item
/// into view. Viewport 300×100 at (50, 100) in a 400×300 window.
final class RightToLeftScrollTests: XCTestCase {
    private let directions: [LayoutDirection] = [.leftToRight, .rightToLeft]

    private func tiles(_ direction: LayoutDirection, proxy: @escaping (ScrollProxy) -> Void) -> CoreHarness {
        CoreHarness { ui in
            proxy(ui.scrollProxy("dock"))
            ui.environment(\.layoutDirection, direction) {
                ui.scroll(.horizontal, id: "dock") {
                    ui.lazyHGrid(rows: [GridItem()], itemWidth: 100, count: 1000, key: { $0 }) { _, i in
                        ui.rectangle(fill: .gray).accessibility(role: .image, label: "Tile \(i)")
                    }
                }
                .frame(width: 300, height: 100)
            }
        }
    }

    /// The tiles built, then scrolled to `offset`; and the scroll view's proxy of the latest frame.
    private func tiles(_ direction: LayoutDirection, scrolledTo offset: Double) -> (CoreHarness, () -> ScrollProxy?) {
        var proxy: ScrollProxy?
        let h = tiles(direction) { proxy = $0 }
        h.frame()
        proxy?.setOffset(offset)
        h.frame()
        return (h, { proxy })
    }

    func testTheContentStartsAtTheLeadingEdge() {
        for direction in directions {
            let h = tiles(direction) { _ in }
            h.frame()
            let x = h.node("Tile 0")?.frame.minX ?? -1
            XCTAssertEqual(x, direction == .leftToRight ? 50 : 250, accuracy: 1e-9, "\(direction)")
        }
    }

    /// Shift+wheel moves the content left on screen for a positive delta either way (its
    /// offset, measured from the right edge right to left, goes down there).
    func testTheWheelMovesTheContentTheSameWayOnScreen() {
        for direction in directions {
            let (h, proxy) = tiles(direction, scrolledTo: 500)
            let before = h.node("Tile 5")?.frame.minX ?? -1
            h.frame([.pointerMove(Point(200, 150)), .wheel(dx: 0, dy: 40, modifiers: .shift)])
            for _ in 0..<30 { h.frame() }
            let after = h.node("Tile 5")?.frame.minX ?? -1
            XCTAssertEqual(after - before, -40, accuracy: 1e-6, "\(direction): moved left")
            XCTAssertEqual(proxy()?.offset ?? -1, direction == .leftToRight ? 540 : 460, accuracy: 1e-6)
        }
    }

    /// A drag to the left moves the content to the left either way.
    func testADragMovesTheContentWithThePointer() {
        for direction in directions {
            let (h, _) = tiles(direction, scrolledTo: 500)
            let before = h.node("Tile 5")?.frame.minX ?? -1
            h.drag(from: Point(300, 150), through: (1...6).map { Point(300 - 10 * Double($0), 150) })
            let after = h.node("Tile 5")?.frame.minX ?? -1
            XCTAssertLessThan(after - before, -30, "\(direction): the content follows the pointer left")
        }
    }

    /// The indicator starts at the leading edge with the content: at the right right to left.
    func testTheIndicatorStartsAtTheLeadingEdge() {
        for direction in directions {
            let h = tiles(direction) { _ in }
            h.frame()
            let bar = h.fills(Color(white: 0, opacity: 0.3)).first
            XCTAssertNotNil(bar)
            if direction == .leftToRight {
                XCTAssertEqual(bar?.minX ?? -1, 50, accuracy: 1e-6)
            } else {
                XCTAssertEqual(bar?.maxX ?? -1, 350, accuracy: 1e-6)
            }
        }
    }

    /// `scrollTo` a view of a plain horizontal stack, partly in view, scrolls by the least
    /// amount that shows it (its trailing edge on the viewport's: the left one right to left);
    /// with the `.leading` anchor its leading edge is on the viewport's.
    func testScrollToBringsAViewOfAStackIntoView() {
        for direction in directions {
            var proxy: ScrollProxy?
            let h = CoreHarness { ui in
                proxy = ui.scrollProxy("row")
                ui.environment(\.layoutDirection, direction) {
                    ui.scroll(.horizontal, id: "row") {
                        for i in 0..<10 { ui.text("T\(i)", id: "t\(i)").frame(width: 100, height: 100) }
                    }
                    .frame(width: 300, height: 100)
                }
            }
            h.frame()
            // "t2" is 216…316 from the leading edge: 16 points are past the viewport's end.
            proxy?.scrollTo("t2")
            h.frame()
            XCTAssertEqual(proxy?.offset ?? -1, 16, accuracy: 1e-6, "\(direction)")
            proxy?.scrollTo("t7", anchor: .leading)
            h.frame()
            XCTAssertEqual(proxy?.offset ?? -1, 7 * 108, accuracy: 1e-6, "\(direction)")
        }
    }

    /// `scrollTo` an item of a lazy stack partly in view scrolls by the least amount that
    /// shows it, and one never built comes into view at the viewport's trailing edge (the
    /// left, right to left).
    func testScrollToBringsALazyItemIntoView() {
        for direction in directions {
            var proxy: ScrollProxy?
            let h = tiles(direction) { proxy = $0 }
            h.frame()
            // Tile 2 is 216…316 from the leading edge: 16 points are past the viewport's end.
            proxy?.scrollTo(2)
            h.frame()
            XCTAssertEqual(proxy?.offset ?? -1, 16, accuracy: 1e-6, "\(direction)")
            let two = h.node("Tile 2")?.frame
            XCTAssertEqual(direction == .leftToRight ? two?.maxX ?? -1 : two?.minX ?? -1,
                           direction == .leftToRight ? 350 : 50, accuracy: 1e-6, "\(direction): \(String(describing: two))")
            proxy?.scrollTo(700)
            h.frame()
            XCTAssertEqual(proxy?.offset ?? -1, 700 * 108 + 100 - 300, accuracy: 1e-6)
            let far = h.node("Tile 700")?.frame
            XCTAssertEqual(far?.minX ?? -1, direction == .leftToRight ? 250 : 50, accuracy: 1e-6, "\(direction)")
        }
    }
}
