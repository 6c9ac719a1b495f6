import XCTest
@testable import GlissCore

/// `ScrollProxy.setOffset(_:)` (added for benchmarks and tests) and lazy items built without
/// their slot zstack (a performance change that must not change what is laid out or drawn).
final class ScrollOffsetAndLazySlotTests: XCTestCase {
    /// 200 rows 20 points high in a 300-point viewport (content 4000).
    private func list(_ ui: UI) {
        ui.scroll(.vertical, id: "list", spacing: 0) {
            ui.lazyVGrid(columns: [GridItem(.flexible())], spacing: 0, itemHeight: 20, count: 200, key: { $0 }) { _, i in
                ui.text("Row \(i)")
            }
        }
    }

    private func firstVisibleRow(_ ui: UI) -> String? {
        ui.inspector.filter { $0.role == "text" && $0.frame.minY >= -0.5 }.min { $0.frame.minY < $1.frame.minY }?.label
    }

    func testSetOffsetBetweenFramesTakesEffectNextFrameWithoutAnExtraPass() {
        let h = CoreHarness { ui in self.list(ui) }
        h.frame(); h.frame()
        h.ui.scrollProxy("list").setOffset(200)
        h.frame()
        XCTAssertEqual(h.ui.scrollProxy("list").offset, 200)
        XCTAssertEqual(h.ui.build.pass, 0, "the new offset was known when the scroll view was built")
        XCTAssertEqual(firstVisibleRow(h.ui), "Row 10")
    }

    func testSetOffsetPastTheEndIsClampedAfterLayout() {
        let h = CoreHarness { ui in self.list(ui) }
        h.frame(); h.frame()
        h.ui.scrollProxy("list").setOffset(1_000_000)
        h.frame()
        XCTAssertEqual(h.ui.scrollProxy("list").offset, 4000 - 300, accuracy: 1e-9)
        XCTAssertEqual(firstVisibleRow(h.ui), "Row 185")
    }

    func testSetOffsetInsideABodyRebuildsTheFrame() {
        var jump = false
        let h = CoreHarness { ui in
            self.list(ui)
            if jump { jump = false; ui.scrollProxy("list").setOffset(400) }
        }
        h.frame(); h.frame()
        jump = true
        h.frame()
        XCTAssertEqual(h.ui.scrollProxy("list").offset, 400)
        XCTAssertEqual(firstVisibleRow(h.ui), "Row 20", "drawn consistently in the same frame")
    }

    func testSetOffsetUnderWithAnimationAnimates() {
        let h = CoreHarness { ui in self.list(ui) }
        h.frame(); h.frame()
        h.ui.withAnimation(.easeInOut(duration: 0.5)) { h.ui.scrollProxy("list").setOffset(1000) }
        h.frame()
        let mid = h.ui.scrollProxy("list").offset
        XCTAssertGreaterThan(mid, 0)
        XCTAssertLessThan(mid, 1000)
        h.run(until: h.time + 1)
        XCTAssertEqual(h.ui.scrollProxy("list").offset, 1000, accuracy: 1e-9)
    }

    /// One node per item: laid out as the slot zstack's only child would be (offered the
    /// slot, centred in it), with the same identity for its state.
    func testSingleNodeItemIsCentredInItsSlotAndKeepsItsState() {
        var counts: [Int: Int] = [:]
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.lazyVGrid(columns: [GridItem(.fixed(100))], spacing: 0, itemHeight: 50, count: 3, key: { $0 }) { _, i in
                let n = ui.state("count", 0)
                n.value += 1
                counts[i] = n.value
                ui.text("T\(i)")   // 2 chars x 17 x 0.6 = 20.4 wide, 20 high (monospace measurer)
            }
        }
        h.frame(); h.frame(); h.frame()
        let t1 = h.ui.inspector.first { $0.label == "T1" }?.frame ?? .zero
        XCTAssertEqual(t1.width, 20.4, accuracy: 1e-9)
        // One 100-point column, rows 50 high; the 150-high grid is centred in the 300-high root.
        XCTAssertEqual(t1.midX, 50, accuracy: 1e-9, "centred across slot 1 (x 0…100)")
        XCTAssertEqual(t1.midY, 75 + 75, accuracy: 1e-9, "centred down slot 1 (y 125…175)")
        XCTAssertGreaterThanOrEqual(counts[1] ?? 0, 3, "item state survives frames")
    }

    /// Several nodes per item still get their slot zstack (centred on top of each other).
    func testMultiNodeItemStacksInItsSlot() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.lazyVGrid(columns: [GridItem(.fixed(100))], spacing: 0, itemHeight: 50, count: 2, key: { $0 }) { _, i in
                ui.text("A\(i)")
                ui.text("BBBB\(i)")
            }
        }
        h.frame(); h.frame()
        let a = h.ui.inspector.first { $0.label == "A0" }!.frame
        let b = h.ui.inspector.first { $0.label == "BBBB0" }!.frame
        XCTAssertEqual(a.midX, b.midX, accuracy: 1e-9)
        XCTAssertEqual(a.midY, b.midY, accuracy: 1e-9)
    }

    /// `scrollTo` a built item's key still finds its slot, not the smaller node inside it.
    func testScrollToABuiltLazyItemUsesItsSlot() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.scroll(.vertical, id: "s", spacing: 0) {
                ui.lazyVGrid(columns: [GridItem(.flexible())], spacing: 10, itemHeight: 40, count: 100,
                             key: { "item\($0)" }) { _, i in
                    ui.text("Item \(i)")
                }
            }
        }
        h.frame(); h.frame()
        h.ui.scrollProxy("s").scrollTo("item3", anchor: .top)
        h.frame()
        XCTAssertEqual(h.ui.scrollProxy("s").offset, 150, accuracy: 1e-9, "slot 3 starts at 3 x (40 + 10)")
    }
}
