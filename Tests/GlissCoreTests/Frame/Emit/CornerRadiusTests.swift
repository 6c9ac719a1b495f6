import XCTest
@testable import GlissCore

/// `.cornerRadius` after `.background` rounds the background (SwiftUI clips the whole view);
/// a background given after it is not clipped, so stays square.
final class CornerRadiusTests: XCTestCase {
    private func radii(_ d: CoreHarness, _ color: Color) -> [Double] {
        d.list.commands.compactMap {
            if case .fillRoundedRect(_, let r, let c) = $0, c.ctSameRGB(color) { return r } else { return nil }
        }
    }

    func testCornerRadiusAfterABackgroundRoundsIt() {
        let d = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack(spacing: 10) {
                ui.text("Rounded").padding(20).background(.blue).cornerRadius(20)
                ui.text("Square").padding(20).cornerRadius(20).background(.green)
                ui.text("Rounder").padding(20).background(.orange, radius: 30).cornerRadius(10)
            }
        }
        d.frame()
        XCTAssertEqual(radii(d, .blue), [20], "the background given before is rounded")
        XCTAssertEqual(radii(d, .green), [0], "a background given after is not clipped")
        XCTAssertEqual(radii(d, .orange), [30], "a rounder background keeps its corners")
    }
}
