import XCTest
import Gliss
import GlissTesting

// The code of the article "Scrolling and lazy containers"
// (Sources/GlissCore/GlissCore.docc/ScrollingAndLazyContainers.md).

// docs:begin grid
final class NumberGrid {
    let count = 100_000

    func body(_ ui: UI) {
        ui.vstack(spacing: 0) {
            ui.button("Jump to 50000") {
                ui.withAnimation(.spring()) { ui.scrollProxy("grid").scrollTo(50_000, anchor: .top) }
            }
            .padding(8)
            ui.scroll(.vertical, id: "grid") {
                ui.lazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], itemHeight: 80,
                             count: count, key: { $0 }) { _, i in
                    ui.text("\(i)")
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(.systemGray6, radius: 6)
                }
            }
        }
    }
}
// docs:end grid

// docs:begin sections
final class Groceries {
    let sections = ["Fruit", "Vegetables", "Bread"]
    let rows = (0..<3).map { s in (0..<1000).map { "Item \(s).\($0)" } }

    func body(_ ui: UI) {
        let layout = SectionedListPlacement(counts: rows.map(\.count), headerHeight: 40, rowHeight: 30)
        ui.vstack(spacing: 0) {
            ui.hstack {
                for name in sections {   // headers never built are reached by index math
                    ui.button("Go to \(name)") { ui.scrollProxy("list").scrollTo(name, anchor: .top) }
                }
            }
            ui.scroll(id: "list") {
                ui.lazySectionedList(layout, sectionKey: { self.sections[$0] },
                                     header: { s in
                                         ui.text(self.sections[s], font: .headline)
                                             .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                                     },
                                     row: { s, r in ui.text(self.rows[s][r]) })
            }
        }
    }
}
// docs:end sections

final class ScrollingArticleTests: XCTestCase {
    func testOnlyVisibleItemsAreBuiltAndScrollToReachesTheRest() throws {
        // docs:begin grid-test
        let h = try Harness(size: Size(400, 300), text: .headless, body: NumberGrid().body)
        XCTAssertLessThan(h.nodes.count, 60)                 // 100,000 items, a screenful built
        XCTAssertThrowsError(try h.node(label: "50000"))     // never built so far
        try h.click(label: "Jump to 50000")
        try h.runUntilIdle()
        let item = try h.node(label: "50000"), button = try h.node(label: "Jump to 50000")
        XCTAssertEqual(item.frame.minY, button.frame.maxY + 8, accuracy: 0.5)   // anchor .top: at the top, under the button's padding
        // docs:end grid-test
    }

    func testSectionsNeverBuiltAreReached() throws {
        let d = FrameDriver(width: 500, height: 400, Groceries().body)
        d.frame()
        XCTAssertNil(d.node("Bread"))
        // docs:begin sections-test
        let top = try XCTUnwrap(d.node("Go to Bread")).frame.maxY
        try d.click(label: "Go to Bread")
        XCTAssertEqual(d.node("Bread")?.frame.minY, top)   // its header, at the top, at once
        XCTAssertNotNil(d.node("Item 2.0"))
        // docs:end sections-test
    }

    func testMomentumAndRubberBand() throws {
        // docs:begin momentum
        let h = try Harness(size: Size(400, 300), text: .headless, body: NumberGrid().body)
        let proxy = h.ui.scrollProxy("grid")
        h.drag(from: Point(200, 250), to: Point(200, 100), frames: 5)   // a flick upward
        let released = proxy.offset
        h.run(frames: 30)
        XCTAssertGreaterThan(proxy.offset, released + 100)    // momentum carries it on
        try h.runUntilIdle()                                  // …and it decelerates to rest

        proxy.setOffset(0)                                    // back to the top
        h.run(frames: 1)
        h.press(at: Point(200, 100))
        for y in stride(from: 120.0, through: 300, by: 20) { h.move(to: Point(200, y)) }
        XCTAssertLessThan(proxy.offset, 0)                    // pulled past the top…
        XCTAssertGreaterThan(proxy.offset, -200)              // …less than the pointer moved
        h.release(at: Point(200, 300))
        try h.runUntilIdle()
        XCTAssertEqual(proxy.offset, 0)                       // and sprung back
        // docs:end momentum
    }
}
