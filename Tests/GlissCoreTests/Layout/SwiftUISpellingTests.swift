import XCTest
import GlissCore

/// SwiftUI's spellings people type from memory: they compile and do what SwiftUI's do.
final class SwiftUISpellingTests: XCTestCase {
    /// A padded text's frame (what the inspector lists) grows by the padding on the edges named.
    func testPaddingOnSomeEdges() {
        let h = CoreHarness { ui in
            ui.vstack(alignment: .leading, spacing: 0) {
                ui.text("Plain")                                   // the same width as each below (monospace)
                ui.text("Above").padding(.top, 10)
                ui.text("Sides").padding(.horizontal)
                ui.text("Twoed").padding([.leading, .bottom], 5)
            }
        }
        h.frame()
        let plain = h.node("Plain")!.frame.size
        XCTAssertEqual(h.node("Above")!.frame.size, Size(plain.width, plain.height + 10))
        XCTAssertEqual(h.node("Sides")!.frame.size, Size(plain.width + 32, plain.height), "16 points, the default, on both sides")
        XCTAssertEqual(h.node("Twoed")!.frame.size, Size(plain.width + 5, plain.height + 5))
        XCTAssertEqual(Edge.Set.all, [.top, .leading, .bottom, .trailing])
    }

    func testBoldAndMatchedGeometryEffect() {
        XCTAssertEqual(Font.body.bold(), Font(size: 17, weight: .bold))
        var flown = false
        let h = CoreHarness { ui in
            ui.hstack(spacing: 200) {
                if flown { ui.spacer().frame(width: 10) }
                ui.roundedRect(fill: .red).frame(width: 40, height: 40).matchedGeometryEffect(id: "card", in: "deck")
                    .accessibility(role: .shape, label: "card")
                if !flown { ui.spacer().frame(width: 10) }
            }
        }
        h.frame()
        let before = h.node("card")!.frame.minX
        h.inNextBuild { ui in ui.withAnimation(.linear(duration: 1)) { flown = true } }
        h.frame()
        h.frame()
        let mid = h.node("card")!.frame.minX
        h.run(until: h.time + 2)
        let after = h.node("card")!.frame.minX
        XCTAssertNotEqual(before, after)
        XCTAssertTrue((min(before, after) + 1...max(before, after) - 1).contains(mid), "it flies between its places: \(before) \(mid) \(after)")
    }
}
