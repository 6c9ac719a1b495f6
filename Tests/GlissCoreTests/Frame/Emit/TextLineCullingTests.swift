import XCTest
import GlissCore

/// A text of many lines draws the lines near what its clip shows, each where it would be
/// drawn if all were: a 100 KB editor emitted 2,000 lines a frame to show 40.
final class TextLineCullingTests: XCTestCase {
    private var proxy: ScrollProxy?
    private let lines = (0..<500).map { "Line \($0)" }

    /// A 300×100 scroll view at the window's top-left holding one text of 500 lines.
    private func harness() -> CoreHarness {
        CoreHarness(width: 400, height: 300) { [unowned self] ui in
            self.proxy = ui.scrollProxy("text")
            ui.vstack(spacing: 0) {
                ui.scroll(.vertical, id: "text") {
                    ui.text(self.lines.joined(separator: "\n")).frame(width: 300, alignment: .topLeading)
                }.frame(width: 300, height: 100)
                ui.spacer()
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func drawnLines(_ list: DrawList) -> [(String, Point)] {
        list.commands.compactMap { if case .text(let s, _, _, let origin) = $0 { return (s, origin) } else { return nil } }
    }

    func testOnlyTheLinesNearTheViewportAreDrawnWhereTheyBelong() throws {
        let h = harness()
        h.frame()
        let top = drawnLines(h.frame())
        XCTAssertEqual(top.first?.0, "Line 0")
        XCTAssertLessThan(top.count, 20, "a 100-pt viewport shows a handful of 500 lines")
        let step = top[1].1.y - top[0].1.y
        XCTAssertGreaterThan(step, 0)
        // Every line the viewport shows is drawn: those whose box meets 0…100.
        let shown = Int((100 / step).rounded(.up))
        XCTAssertGreaterThanOrEqual(top.count, shown)
        XCTAssertEqual(top.map(\.0), Array(lines.prefix(top.count)))

        // Scrolled deep into the text: the lines there, at the y of line k when all are laid out.
        let offset = 200 * step + step / 2   // line 200 half scrolled off the top
        proxy?.setOffset(offset)
        h.frame()
        let deep = drawnLines(h.frame())
        XCTAssertLessThan(deep.count, 20)
        let names = deep.map(\.0)
        XCTAssertTrue(names.contains("Line 200"), "a line half under the top edge is drawn: \(names)")
        XCTAssertTrue(names.contains("Line \(200 + shown)"), "the line under the bottom edge is drawn: \(names)")
        XCTAssertFalse(names.contains("Line 0"))
        for (name, origin) in deep {
            let k = try XCTUnwrap(lines.firstIndex(of: name))
            XCTAssertEqual(origin.y, top[0].1.y + Double(k) * step - offset, accuracy: 1e-6, name)
            XCTAssertEqual(origin.x, top[0].1.x, accuracy: 1e-9, name)
        }
    }
}
