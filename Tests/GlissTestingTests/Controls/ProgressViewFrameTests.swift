import XCTest
import Gliss
import GlissTesting

/// A progress view fills the frame it is given, as SwiftUI's does: the view is that frame
/// (for the inspector and a background), the spinner keeps its size centred in it, the bar
/// runs across its width.
final class ProgressViewFrameTests: XCTestCase {
    /// The rects of the draw list's filled shapes (the spinner's dots, the bar's capsules).
    private func fills(_ h: Harness) -> [Rect] {
        h.host.lastDrawList.commands.compactMap { c in
            if case .fillRoundedRect(let r, _, _) = c { return r }
            return nil
        }
    }

    func testASpinnerIsTheFrameItIsGivenAndSitsInItsMiddle() throws {
        let frames: [(Double?, Double?, Rect)] = [
            (200, 60, Rect(220, 180, 200, 60)),
            (nil, nil, Rect(0, 0, 640, 420)),       // .frame(maxWidth: .infinity, maxHeight: .infinity)
        ]
        for (w, hgt, expected) in frames {
            let h = try Harness(size: Size(640, 420), text: .headless) { ui in
                let p = ui.progressView()
                if let w, let hgt { p.frame(width: w, height: hgt) } else { p.frame(maxWidth: .infinity, maxHeight: .infinity) }
            }
            h.run(frames: 1)
            XCTAssertEqual(try XCTUnwrap(h.nodes(role: "progress").first).frame, expected, "the view is its frame")
            let dots = fills(h)
            XCTAssertEqual(dots.count, 8)
            let minX = dots.map(\.minX).min() ?? 0, maxX = dots.map(\.maxX).max() ?? 0
            let minY = dots.map(\.minY).min() ?? 0, maxY = dots.map(\.maxY).max() ?? 0
            let box = Rect(minX, minY, maxX - minX, maxY - minY)
            XCTAssertEqual(box.width, 20, accuracy: 1, "the spinner keeps its size")
            XCTAssertEqual(box.midX, expected.midX, accuracy: 0.5, "centred across the frame")
            XCTAssertEqual(box.midY, expected.midY, accuracy: 0.5, "and down it")
        }
    }

    func testABarRunsAcrossTheWidthItIsGiven() throws {
        let h = try Harness(size: Size(640, 420), text: .headless) { ui in
            ui.progressView(value: 0.5).frame(width: 300, height: 40)
        }
        h.run(frames: 1)
        let view = try XCTUnwrap(h.nodes(role: "progress").first).frame
        XCTAssertEqual(view, Rect(170, 190, 300, 40), "the view is its frame")
        let capsules = fills(h)
        XCTAssertEqual(capsules.map(\.width), [300, 150], "the track across the frame, filled half")
        XCTAssertEqual(capsules.first?.minX ?? 0, view.minX, accuracy: 0.5)
        XCTAssertEqual(capsules.first?.midY ?? 0, view.midY, accuracy: 0.5, "centred down it")
    }
}
