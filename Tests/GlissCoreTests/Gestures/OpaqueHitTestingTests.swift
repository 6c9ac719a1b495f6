import XCTest
import GlissCore

/// What is in front takes the press, as in SwiftUI: an opaque background covers the views
/// behind it, `allowsHitTesting(false)` lets presses through, `contentShape` catches them.
final class OpaqueHitTestingTests: XCTestCase {
    /// A list with a Delete button, and a page that may cover it.
    final class Model {
        var deleted = 0, saved = 0, rowTaps = 0, wheel = 0.0
        var page = true
        var pageFill: Color = .white
        var pageHitTesting = true
        var backdrop = false
    }

    private func harness(_ m: Model) -> CoreHarness {
        CoreHarness(width: 400, height: 400) { ui in
            ui.zstack(alignment: .topLeading) {
                ui.vstack(alignment: .leading) {
                    ui.button("Delete") { m.deleted += 1 }
                    ui.scroll(.vertical, id: "list") {
                        for i in 0..<40 { ui.text("Row \(i)").frame(height: 30) }
                    }
                    .frame(height: 200)
                }
                if m.backdrop {
                    ui.rectangle(fill: .clear).frame(width: 300, height: 300).contentShape(.rect)
                }
                if m.page {
                    ui.vstack {
                        ui.button("Save") { m.saved += 1 }
                        ui.spacer()
                    }
                    .padding(20)
                    .frame(width: 300, height: 300)
                    .background(m.pageFill)
                    .allowsHitTesting(m.pageHitTesting)
                }
            }
            .frame(width: 400, height: 400, alignment: .topLeading)
        }
    }

    func testAnOpaquePageTakesTheClickMeantForTheButtonBehindIt() {
        let m = Model()
        m.page = false
        let h = harness(m)
        h.frame()
        guard let delete = h.node("Delete")?.frame.center else { return XCTFail("no Delete") }
        m.page = true
        h.frame()
        guard let save = h.node("Save")?.frame.center else { return XCTFail("no Save") }
        XCTAssertNil(h.node("Delete"), "the inspector lists what can be seen: the page hides Delete")
        XCTAssertNil(h.node("Row 0"), "…and the rows it covers whole")
        h.click(delete)
        XCTAssertEqual(m.deleted, 0, "the page covers Delete")
        h.click(save)
        XCTAssertEqual(m.saved, 1, "the page's own button, in front of its background, takes its click")
        // The wheel does not scroll the list under the page either.
        h.frame([.pointerMove(Point(50, 150)), .wheel(dx: 0, dy: 200, modifiers: [])])
        for _ in 0..<30 { h.frame() }
        // Without the page: the list had not scrolled, and Delete takes the click.
        m.page = false
        h.frame()
        XCTAssertEqual(h.node("Row 0")?.frame.minY ?? -1, h.node("list")?.frame.minY ?? -2, accuracy: 0.5,
                       "the list behind the page did not scroll")
        h.click(delete)
        XCTAssertEqual(m.deleted, 1)
    }

    func testClearAndNonHitTestingPagesLetTheClickThrough() {
        let m = Model()
        m.pageFill = Color(white: 1, opacity: 0.5)
        let h = harness(m)
        h.frame()
        guard let delete = h.node("Delete")?.frame.center else { return XCTFail("no button") }
        h.click(delete)
        XCTAssertEqual(m.deleted, 0, "a translucent background is filled: it takes the click, as SwiftUI's")
        m.pageFill = .clear
        h.frame()
        h.click(delete)
        XCTAssertEqual(m.deleted, 1, "a clear one covers nothing")
        m.pageFill = .white
        m.pageHitTesting = false
        h.frame()
        h.click(delete)
        XCTAssertEqual(m.deleted, 2, "allowsHitTesting(false): presses pass through")
        guard let save = h.node("Save")?.frame.center else { return XCTFail("no Save") }
        h.click(save)
        XCTAssertEqual(m.saved, 0, "…and the page's own button takes none")
    }

    func testAContentShapeCatchesClicksWhereNothingIsDrawn() {
        let m = Model()
        m.page = false
        m.backdrop = true
        let h = harness(m)
        h.frame()
        guard let delete = h.node("Delete")?.frame.center else { return XCTFail("no button") }
        h.click(delete)
        XCTAssertEqual(m.deleted, 0, "the transparent backdrop with a content shape takes the click")
    }

    /// A button whose own background is opaque still gets its click; so does a tappable card
    /// around it when the press lands on the card's background.
    func testAViewsOwnOpaqueBackgroundDoesNotBlockIt() {
        var card = 0, inner = 0
        let h = CoreHarness { ui in
            ui.vstack {
                ui.text("Inner").padding(10).background(.blue).onTap { inner += 1 }
                ui.spacer().frame(height: 60)
            }
            .frame(width: 200, height: 120)
            .background(.white)
            .onTap { card += 1 }
        }
        h.frame()
        guard let f = h.node("Inner")?.frame else { return XCTFail("no text") }
        h.click(f.center)
        XCTAssertEqual(inner, 1)
        XCTAssertEqual(card, 0, "the front tappable view takes it")
        h.click(Point(f.midX, f.maxY + 40))
        XCTAssertEqual(card, 1, "a press on the card's own background is the card's")
    }
}
