import XCTest
import GlissCore

/// Placement proposes to a container what its parent sized it with (the last proposal whose
/// answer is its size), so its children sit as they were measured for that proposal.
final class PlacementProposalTests: XCTestCase {
    /// A zstack whose size a fixed rectangle decides answers a stack's narrow probe with the
    /// same size as the real proposal: its label is placed for the real one, whole, not for
    /// the probe (where it truncated to "…").
    func testALabelOverAFixedShapeInAStackIsNotTruncated() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 16) {
                ui.zstack {
                    ui.text("Covered 0")
                    ui.rectangle(fill: .red).frame(width: 160, height: 40)
                }
                ui.zstack {
                    ui.text("B")
                    ui.rectangle(fill: .blue).frame(width: 160, height: 40)
                }
            }
        }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string).sorted(), ["B", "Covered 0"], "both labels drawn whole")
        let label = h.node("Covered 0")?.frame
        XCTAssertGreaterThan(label?.width ?? 0, 40, "the label has its own width, not the ellipsis's")
    }
}
