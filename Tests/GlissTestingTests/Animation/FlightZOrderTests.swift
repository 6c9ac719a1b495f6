import XCTest
import Gliss
import GlissTesting

/// A matched flight keeps its destination's place in the z-order (as in SwiftUI): the Close
/// button declared after the card in its detail view, and the tab bar declared after the
/// content, stay above the card while it flies; the grid's scroll view it flies out of does
/// not cut it off.
final class FlightZOrderTests: XCTestCase {
    final class HeroApp: App {
        static let defaultSize = Size(320, 400)
        @Namespace var hero
        var open = false
        func body(_ ui: UI) {
            ui.zstack(alignment: .bottom) {
                ui.vstack(alignment: .leading, spacing: 0) {
                    ui.scroll(.horizontal, id: "grid") {
                        ui.hstack {
                            if !open {
                                ui.roundedRectangle(cornerRadius: 8, fill: .orange).frame(width: 80, height: 60)
                                    .matchedGeometryEffect(id: "card", in: hero)
                                    .accessibility(role: .shape, label: "card")
                            }
                            ui.button("Open") { ui.withAnimation(.bouncy) { self.open = true } }
                                .frame(width: 80, height: 60)
                        }.padding(10)
                    }
                    .frame(height: 80)
                    .background(Color(white: 0.9))
                    ui.zstack(alignment: .topTrailing) {
                        if open {
                            ui.roundedRectangle(cornerRadius: 20, fill: .orange).frame(width: 300, height: 250)
                                .matchedGeometryEffect(id: "card", in: hero)
                                .accessibility(role: .shape, label: "card")
                            ui.text("Close").font(.headline).foregroundStyle(.white).padding(8)
                                .background(.black, in: .capsule).padding(12)
                                .transition(.identity)
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    .padding(10)
                }
                // The tab bar, declared last: 350…400.
                ui.rectangle(fill: Color(white: 0.15)).frame(height: 50)
            }
        }
    }

    func testAFlyingCardStaysUnderWhatIsDeclaredAfterItsDestination() throws {
        let h = try Harness(app: HeroApp())
        func green(at p: Point) throws -> Int {
            let img = try h.screenshotImage()
            return Int(img.rgba[(Int(p.y) * img.width + Int(p.x)) * 4 + 1])
        }
        try h.click(label: "Open", role: "button")
        var overshot = false, closeCovered = false
        for frame in 1...40 {
            h.run(frames: 1)
            let card = try h.node(label: "card", role: "shape").frame
            if card.maxY > 352 {
                overshot = true
                XCTAssertEqual(try green(at: Point(card.midX, 351.5)), 38, accuracy: 2, "frame \(frame): the tab bar stays above the card \(card)")
            }
            // The Close capsule (its text's padded frame) is drawn over the card once the card
            // reaches under it.
            if let close = try? h.node(label: "Close", role: "text"), card.maxX > close.frame.maxX {
                XCTAssertEqual(try green(at: Point(close.frame.minX + 4, close.frame.midY)), 0, accuracy: 2,
                               "frame \(frame): the Close capsule is drawn over the flying card")
                closeCovered = true
            }
            if frame == 20 { try h.assertSnapshot(named: "hero-mid-flight") }
        }
        XCTAssertTrue(overshot, "the spring's overshoot reaches over the tab bar")
        XCTAssertTrue(closeCovered, "the card flies under the Close button")
    }
}
