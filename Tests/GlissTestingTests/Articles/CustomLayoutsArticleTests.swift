import XCTest
import Gliss
import GlissTesting

// The code of the article "Custom layouts" (Sources/GlissCore/GlissCore.docc/CustomLayouts.md).

// docs:begin flow-layout
/// Rows left to right, a new row when the next view would cross the proposed width.
struct FlowLayout: Layout {
    var spacing: Double = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        arrange(subviews, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = arrange(subviews, width: bounds.width).origins
        for (subview, o) in zip(subviews, origins) {
            subview.place(at: Point(bounds.minX + o.x, bounds.minY + o.y), proposal: .unspecified)
        }
    }

    /// Where each subview goes (at its ideal size, rows wrapped at `width`), and the size of it all.
    private func arrange(_ subviews: Subviews, width: Double) -> (size: Size, origins: [Point]) {
        var x = 0.0, y = 0.0, rowHeight = 0.0, widest = 0.0
        var origins: [Point] = []
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {   // no room left in this row
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(Point(x, y))
            x += size.width
            widest = max(widest, x)
            x += spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (Size(widest, y + rowHeight), origins)
    }
}
// docs:end flow-layout

// docs:begin flow-screen
func squaresScreen(_ ui: UI) {
    ui.layout(FlowLayout(spacing: 5)) {
        for k in 0..<7 {
            ui.roundedRectangle(cornerRadius: 6, fill: .blue)
                .frame(width: 40, height: 40)
                .accessibility(role: .shape, label: "square \(k)")
        }
    }
    .frame(width: 130)            // 3 × 40 + 2 × 5: three squares to a row
}
// docs:end flow-screen

// docs:begin ranked
/// A value each view gives its container's layout.
struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// A column of its subviews, ordered by rank.
struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Size]) -> Size {
        Size(cache.map(\.width).max() ?? 0, cache.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Size]) {
        var y = bounds.minY
        for k in subviews.indices.sorted(by: { subviews[$0][Rank.self] < subviews[$1][Rank.self] }) {
            subviews[k].place(at: Point(bounds.midX, y), anchor: .top, proposal: ProposedViewSize(cache[k]))
            y += cache[k].height
        }
    }

    /// The subviews' ideal sizes, measured once for both methods.
    func makeCache(subviews: Subviews) -> [Size] {
        subviews.map { $0.sizeThatFits(.unspecified) }
    }
}
// docs:end ranked

// docs:begin any-layout
final class Contacts {
    var wide = false

    func body(_ ui: UI) {
        ui.vstack(spacing: 20) {
            ui.button(wide ? "Column" : "Row") {
                ui.withAnimation(.smooth) { self.wide.toggle() }   // the children glide
            }
            let layout = wide ? AnyLayout(HStackLayout(spacing: 12)) : AnyLayout(VStackLayout(spacing: 12))
            ui.layout(layout) {
                ui.text("Call")
                ui.text("Message")
                ui.text("Mail")
            }
        }
    }
}
// docs:end any-layout

// docs:begin view-that-fits
func favouriteLabel(_ ui: UI) {
    ui.viewThatFits(in: .horizontal) {
        ui.hstack {                                       // shown when it fits…
            ui.icon(.heart)
            ui.text("Add to favourites")
        }
        ui.text("Favourite")                              // …else this one
    }
}
// docs:end view-that-fits

final class CustomLayoutsArticleTests: XCTestCase {
    func testFlowLayoutWrapsIntoRowsOfThree() throws {
        // docs:begin flow-test
        let h = try Harness(size: Size(400, 300), text: .headless, body: squaresScreen)
        let first = try h.node(label: "square 0").frame
        for k in 0..<7 {
            let square = try h.node(label: "square \(k)").frame
            XCTAssertEqual(square.minX, first.minX + Double(k % 3) * 45)   // its column
            XCTAssertEqual(square.minY, first.minY + Double(k / 3) * 45)   // its row
        }
        // docs:end flow-test
    }

    func testRankOrdersTheColumn() throws {
        // docs:begin ranked-test
        let h = try Harness(size: Size(400, 300), text: .headless) { ui in
            ui.layout(RankedColumn()) {
                ui.text("Bronze").layoutValue(key: Rank.self, value: 3)
                ui.text("Gold").layoutValue(key: Rank.self, value: 1)
                ui.text("Silver").padding(4).layoutValue(key: Rank.self, value: 2)
            }
        }
        XCTAssertLessThan(try h.node(label: "Gold").frame.minY, try h.node(label: "Silver").frame.minY)
        XCTAssertLessThan(try h.node(label: "Silver").frame.minY, try h.node(label: "Bronze").frame.minY)
        // docs:end ranked-test
    }

    func testAnyLayoutGlides() throws {
        let contacts = Contacts()
        let h = try Harness(size: Size(400, 300), text: .headless, body: contacts.body)
        let column = try h.node(label: "Mail").frame
        try h.click(label: "Row")
        h.run(frames: 6)
        let moving = try h.node(label: "Mail").frame
        try h.runUntilIdle()
        let row = try h.node(label: "Mail").frame
        XCTAssertLessThan(row.minY, column.minY)
        XCTAssertTrue(moving.minY < column.minY && moving.minY > row.minY, "between the column and the row: \(moving)")
    }

    func testViewThatFitsPicksByWidth() throws {
        // docs:begin view-that-fits-test
        let wide = try Harness(size: Size(400, 100), text: .headless, body: favouriteLabel)
        XCTAssertNoThrow(try wide.node(label: "Add to favourites"))
        XCTAssertThrowsError(try wide.node(label: "Favourite"))           // not read, nor drawn
        let narrow = try Harness(size: Size(150, 100), text: .headless, body: favouriteLabel)
        XCTAssertNoThrow(try narrow.node(label: "Favourite"))
        XCTAssertThrowsError(try narrow.node(label: "Add to favourites"))
        // docs:end view-that-fits-test
    }
}
