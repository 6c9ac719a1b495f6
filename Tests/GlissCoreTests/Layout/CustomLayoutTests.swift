import XCTest
import GlissCore

/// Rows left to right, wrapping when the next subview would cross the proposed width: the
/// layout a user writes first.
private struct FlowLayout: Layout {
    var spacing = 5.0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        arrange(width: proposal.width ?? .infinity, subviews).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (s, p) in zip(subviews, arrange(width: bounds.width, subviews).origins) {
            s.place(at: Point(bounds.minX + p.x, bounds.minY + p.y), proposal: .unspecified)
        }
    }

    private func arrange(width: Double, _ subviews: Subviews) -> (size: Size, origins: [Point]) {
        var x = 0.0, y = 0.0, rowHeight = 0.0, widest = 0.0
        var origins: [Point] = []
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width { x = 0; y += rowHeight + spacing; rowHeight = 0 }
            origins.append(Point(x, y))
            x += size.width
            widest = max(widest, x)
            x += spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (Size(widest, y + rowHeight), origins)
    }
}

/// What the test layouts saw, read after the frame.
private final class Recorder {
    var makes = 0, sizes = 0, places = 0
    var priorities: [Double] = []
    var cacheSeenWhenPlacing: [Int] = []
}

/// A column of its subviews at their ideal sizes, ordered by their `Rank`.
private struct Rank: LayoutValueKey { static let defaultValue = 0 }
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Size(sizes.map(\.width).max() ?? 0, sizes.map(\.height).reduce(0, +))
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            s.place(at: Point(bounds.minX, y), proposal: .unspecified)
            y += s.sizeThatFits(.unspecified).height
        }
    }
}

/// Takes what it is offered; counts its cache's making and writes its calls into the cache.
private struct CountingLayout: Layout {
    let recorder: Recorder
    func makeCache(subviews: Subviews) -> Int { recorder.makes += 1; return 0 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> Size {
        recorder.sizes += 1
        cache += 1
        recorder.priorities = subviews.map(\.priority)
        return proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        recorder.places += 1
        recorder.cacheSeenWhenPlacing.append(cache)
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// Places its first subview only.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// Its first subview as a header across the top, the rest in a row under it, laid out by
/// `HStackLayout` (a slice of the subviews handed to another layout).
private struct HeaderOverRow: Layout {
    let row = HStackLayout(alignment: .top, spacing: 4)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let header = subviews.first else { return .zero }
        let h = header.sizeThatFits(.unspecified)
        var none: () = ()
        let r = row.sizeThatFits(proposal: .unspecified, subviews: subviews[1...], cache: &none)
        return Size(max(h.width, r.width), h.height + r.height)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let header = subviews.first else { return }
        let h = header.sizeThatFits(.unspecified)
        header.place(at: bounds.origin, proposal: .unspecified)
        var none: () = ()
        let rest = Rect(bounds.minX, bounds.minY + h.height, bounds.width, bounds.height - h.height)
        row.placeSubviews(in: rest, proposal: .unspecified, subviews: subviews[1...], cache: &none)
    }
}

/// `ui.layout(_:)`: a `Layout` of the app's sizes and places the container's children.
/// Window 400×300; body text is 10.2 pt per character and 20 pt high.
final class CustomLayoutTests: XCTestCase {
    private func square(_ ui: UI, _ name: String, _ side: Double = 40) {
        ui.rectangle(fill: CTSwatch.a).frame(width: side, height: side).accessibility(role: .shape, label: name)
    }

    func testFlowLayoutWrapsSquaresIntoRowsOfThree() throws {
        let h = CoreHarness { ui in
            ui.layout(FlowLayout(spacing: 5)) {
                for k in 0..<7 { self.square(ui, "sq\(k)") }
            }
            .frame(width: 130)
        }
        h.frame()
        // 3 × 40 + 2 × 5 = 130: three to a row, three rows (130 high), centred: origin (135, 85).
        for k in 0..<7 {
            let (row, column) = (Double(k / 3), Double(k % 3))
            ctAssertRect(try XCTUnwrap(h.node("sq\(k)")).frame, Rect(135 + 45 * column, 85 + 45 * row, 40, 40),
                         accuracy: 1e-9, "square \(k)")
        }
    }

    func testLayoutValuesAreReadByTheLayoutThroughModifiers() {
        let h = CoreHarness { ui in
            ui.layout(RankedColumn()) {
                ui.rectangle().frame(width: 40, height: 20).padding(2).layoutValue(key: Rank.self, value: 3)
                    .accessibility(role: .shape, label: "third")
                ui.text("first").layoutValue(key: Rank.self, value: 1)
                // `.padding` after `.frame` wraps the view: the value must stay on what the layout sees.
                ui.rectangle().layoutValue(key: Rank.self, value: 2).frame(width: 40, height: 20).padding(3)
                    .accessibility(role: .shape, label: "second")
            }
        }
        h.frame()
        // Ranked 1, 2, 3: 20, 26 and 24 high, a column 70 high centred: its top at 115.
        XCTAssertEqual(h.node("first")?.frame.minY ?? -1, 115, accuracy: 1e-9)
        XCTAssertEqual(h.node("second")?.frame.minY ?? -1, 135, accuracy: 1e-9)
        XCTAssertEqual(h.node("third")?.frame.minY ?? -1, 161, accuracy: 1e-9)
    }

    func testPriorityIsReadThroughModifiers() {
        let r = Recorder()
        let h = CoreHarness { ui in
            ui.layout(CountingLayout(recorder: r)) {
                ui.text("none")
                ui.text("two").layoutPriority(2)
                ui.text("one").layoutPriority(1).frame(width: 40).padding(1)   // wrapped after
                ui.text("half").padding(1).layoutPriority(0.5)
            }
        }
        h.frame()
        XCTAssertEqual(r.priorities, [0, 2, 1, 0.5])
    }

    func testCacheIsMadeOncePerPassAndKeptBetweenSizingAndPlacing() {
        let r = Recorder()
        var passes = 0
        let h = CoreHarness { ui in
            passes += 1
            // Beside a flexible view, so the hstack asks the layout about several proposals.
            ui.hstack(spacing: 0) {
                ui.layout(CountingLayout(recorder: r)) { ui.text("x") }
                ui.rectangle().frame(minWidth: 10, maxWidth: 300)
            }
        }
        h.frame()
        h.frame()
        XCTAssertEqual(r.makes, passes, "one cache per pass")
        XCTAssertGreaterThan(r.sizes, r.makes, "asked about several proposals per pass")
        XCTAssertEqual(r.places, passes)
        XCTAssertTrue(r.cacheSeenWhenPlacing.allSatisfy { $0 > 0 }, "placing sees what sizing wrote: \(r.cacheSeenWhenPlacing)")
    }

    func testSubviewsNotPlacedSitAtTheCentreWithNoSize() throws {
        let h = CoreHarness { ui in
            ui.layout(FirstOnly()) {
                self.square(ui, "placed")
                ui.zstack { self.square(ui, "inside the unplaced") }.accessibility(role: .shape, label: "unplaced")
            }
            .frame(width: 100, height: 60)
        }
        h.frame()
        ctAssertRect(try XCTUnwrap(h.node("placed")).frame, Rect(150, 120, 40, 40))
        // A plain layout hides nothing (only `viewThatFits` does): the unplaced zstack is an empty
        // rect at the centre, its square centred on it.
        ctAssertRect(h.node("unplaced")?.frame, Rect(200, 150, 0, 0))
        ctAssertRect(h.node("inside the unplaced")?.frame, Rect(180, 130, 40, 40))
    }

    func testALayoutCanHandASliceOfItsSubviewsToAnother() throws {
        let h = CoreHarness { ui in
            ui.layout(HeaderOverRow()) {
                ui.text("Header")
                self.square(ui, "a", 20)
                self.square(ui, "b", 30)
            }
        }
        h.frame()
        // 61.2 × (20 + 30), centred: origin (169.4, 125); the row under the header, top-aligned.
        XCTAssertEqual(h.textOrigin("Header")?.y ?? -1, 125, accuracy: 1e-9)
        ctAssertRect(h.node("a")?.frame, Rect(169.4, 145, 20, 20), accuracy: 1e-9)
        ctAssertRect(h.node("b")?.frame, Rect(169.4 + 24, 145, 30, 30), accuracy: 1e-9)
    }

    func testProposedViewSize() {
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), Size(10, 10))
        XCTAssertEqual(ProposedViewSize(width: 30, height: nil).replacingUnspecifiedDimensions(by: Size(1, 2)), Size(30, 2))
        XCTAssertEqual(ProposedViewSize(Size(3, 4)), ProposedViewSize(width: 3, height: 4))
        XCTAssertEqual(ProposedViewSize.infinity.width, .infinity)
        XCTAssertEqual(ProposedViewSize.zero.height, 0)
    }
}
