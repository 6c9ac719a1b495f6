import XCTest
@testable import GlissCore

/// A view's size for a proposal is computed once a pass (SwiftUI's caching), and stacks nested
/// across axes do not multiply the proposals a view is asked about: depth does not multiply
/// work. Measured structurally — how many distinct proposals each view answered in the pass —
/// not by time.
final class NestedLayoutCostTests: XCTestCase {
    /// SwiftCrossUI's layout benchmark (as `gliss-demos bench nested` builds it), with
    /// `extra` more stacks, alternately vertical and horizontal, round the whole grid.
    private func nestedGrid(_ ui: UI, extra: Int, roundEachCell: Int = 0) {
        func cell() { wrapCell(roundEachCell) }
        func wrapCell(_ levels: Int) {
            if levels > 0 {
                if levels % 2 == 0 { ui.hstack { wrapCell(levels - 1) } } else { ui.vstack { wrapCell(levels - 1) } }
                return
            }
            ui.hstack {
                ui.rectangle(fill: .orange).frame(width: 5)
                ui.text("Lorem ipsum dolor sit amet.")
            }
        }
        func grid() {
            ui.vstack {
                for _ in 0..<2 {
                    ui.vstack {
                        for _ in 0..<4 {
                            ui.vstack {
                                for _ in 0..<2 {
                                    ui.hstack {
                                        for _ in 0..<2 {
                                            ui.hstack { for _ in 0..<4 { ui.hstack { cell(); cell() } } }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        func wrap(_ levels: Int) {
            if levels == 0 { return grid() }
            if levels % 2 == 0 { ui.hstack { wrap(levels - 1) } } else { ui.vstack { wrap(levels - 1) } }
        }
        wrap(extra)
    }

    func testEveryViewIsMeasuredAFewTimesWhateverTheDepth() {
        var results: [(measured: Int, nodes: Int)] = []
        for extra in [0, 4] {
            let d = CoreHarness(width: 800, height: 800) { ui in self.nestedGrid(ui, extra: extra) }
            d.frame()
            results.append((d.ui.tree.measurements, d.ui.nodes.count))
        }
        for r in results {
            XCTAssertLessThanOrEqual(r.measured, 4 * r.nodes, "sizes computed grow with views, not depth (\(r))")
        }
        // Four more levels round the grid: four more views, and about as many sizes computed.
        XCTAssertEqual(results[1].nodes, results[0].nodes + 4)
        XCTAssertLessThanOrEqual(Double(results[1].measured), Double(results[0].measured) * 1.05 + 16, "\(results)")
    }

    func testAnOverflowingStackPlacesItsChildrenAsItMeasuredThem() {
        // Three labels kept on one line (`fixedSize`), too wide for 100 points: the row is wider
        // than offered. Placing it must not measure them again with another proposal (its own
        // width), and they sit side by side.
        let d = CoreHarness(width: 600, height: 100) { ui in
            ui.hstack(spacing: 0) {
                ui.text("Alpha beta").fixedSize()
                ui.text("Gamma delta").fixedSize()
                ui.text("Epsilon zeta").fixedSize()
            }
            .frame(width: 100)
        }
        d.frame()
        let labels = ["Alpha beta", "Gamma delta", "Epsilon zeta"].compactMap { d.node($0)?.frame }
        XCTAssertEqual(labels.count, 3)
        XCTAssertGreaterThan(labels.map(\.width).reduce(0, +), 100, "the labels keep their one-line widths")
        for (a, b) in zip(labels, labels.dropFirst()) { XCTAssertEqual(a.maxX, b.minX, accuracy: 0.001) }
        XCTAssertLessThanOrEqual(d.ui.tree.measurements, 12, "each label measured for the row's two probes and its share, the row once: \(d.ui.tree.measurements) for \(d.ui.nodes.count) views")
    }

    func testAStackOfOneViewIsSizedAndPlacedAsThatView() {
        // `bench nested --items 4`: four stacks of one view round every cell. They change no
        // frame, and the wrapped views compute no more sizes than without them (a stack of one
        // view answers with its view's answers, not by sharing out its length again).
        var frames: [[Rect]] = []
        var measured: [Int] = []
        for levels in [0, 4] {
            let d = CoreHarness(width: 800, height: 800) { ui in self.nestedGrid(ui, extra: 0, roundEachCell: levels) }
            d.frame()
            let shown = (0..<d.ui.nodes.count).filter { d.ui.nodes[$0].tag != .stack }
            frames.append(shown.map { d.ui.nodes[$0].rect })
            measured.append(d.ui.tree.measurements)
        }
        XCTAssertGreaterThanOrEqual(frames[0].count, 256 * 2, "every bar and label")
        XCTAssertEqual(frames[0], frames[1])
        XCTAssertEqual(measured[1], measured[0], "1,024 more stacks, no more sizes computed")
    }

    func testAStackOfOneViewStillSharesOutItsFrameAndKeepsASpacerItsLength() {
        let d = CoreHarness(width: 300, height: 200) { ui in
            ui.vstack(spacing: 0) {
                // A frame on the wrapper: its content is placed inside it as before.
                ui.hstack { ui.text("Left") }.frame(maxWidth: .infinity, alignment: .leading)
                // A spacer alone takes the stack's length along its axis, not the cross length.
                ui.hstack { ui.spacer() }.background(Color.red)
                ui.vstack { ui.hstack { ui.text("Right") } }.frame(maxWidth: .infinity, alignment: .trailing)
            }
        }
        d.frame()
        let left = try! XCTUnwrap(d.node("Left")?.frame), right = try! XCTUnwrap(d.node("Right")?.frame)
        XCTAssertEqual(left.minX, 0, accuracy: 0.5)
        XCTAssertEqual(right.maxX, 300, accuracy: 0.5)
        let spacer = try! XCTUnwrap((0..<d.ui.nodes.count).first { d.ui.nodes[$0].tag == .spacer })
        let row = d.ui.nodes[d.ui.nodes[spacer].parent].rect
        XCTAssertEqual(row.width, 300, accuracy: 0.001, "a spacer alone in an hstack takes its width")
        XCTAssertEqual(row.height, 0, accuracy: 0.001, "and none of the column's height")
    }
}
