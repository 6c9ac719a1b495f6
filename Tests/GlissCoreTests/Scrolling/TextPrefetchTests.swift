import XCTest
import GlissCore

/// A frame names the lines of text laid out just outside a scroll view's viewport, where they
/// would be drawn, so a renderer can shape them and rasterise their glyphs before they scroll in.
final class TextPrefetchTests: XCTestCase {
    private var proxy: ScrollProxy?

    /// A 300×100 scroll view at the window's top-left holding ten 40-high rows, 10 apart (row i
    /// spans content y 50i…50i+40): each a label, and row 6 a paragraph that wraps.
    private func harness(_ label: @escaping (Int) -> String) -> CoreHarness {
        CoreHarness(width: 400, height: 300) { [unowned self] ui in
            self.proxy = ui.scrollProxy("rows")
            ui.vstack(spacing: 0) {
                ui.scroll(.vertical, id: "rows", spacing: 10) {
                    for i in 0..<10 {
                        if i == 6 {
                            ui.text("Leaves fall in the garden")
                                .frame(width: 150, height: 40, alignment: .topLeading)
                        } else {
                            ui.text(label(i)).frame(width: 300, height: 40, alignment: .topLeading)
                        }
                    }
                }.frame(width: 300, height: 100)
                ui.spacer()
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func drawnTexts(_ list: DrawList) -> [(String, Point)] {
        list.commands.compactMap { if case .text(let s, _, _, let origin) = $0 { return (s, origin) } else { return nil } }
    }

    func testLinesInTheNextViewportAreListedWhereTheyWillBeDrawn() {
        let h = harness { "照片 \($0)" }
        h.frame()
        let list = h.frame()
        XCTAssertEqual(drawnTexts(list).map(\.0), ["照片 0", "照片 1"], "the viewport shows rows 0 and 1 (0…90)")
        // One viewport below (100…200): rows 2 and 3; row 4 starts at 200.
        XCTAssertEqual(list.prefetchedTexts.map(\.string), ["照片 2", "照片 3"])
        let ahead = list.prefetchedTexts[0]
        proxy?.setOffset(100)
        h.frame()
        let scrolled = h.frame()
        let drawn = try? XCTUnwrap(drawnTexts(scrolled).first { $0.0 == "照片 2" })
        XCTAssertEqual(drawn?.1, Point(ahead.origin.x, ahead.origin.y - 100), "listed where it is drawn once scrolled in")
        XCTAssertEqual(ahead.font, .body)
    }

    func testAWrappedParagraphIsListedLineByLineAndLatinLabelsAreNot() {
        let h = harness { "Row \($0)" }
        h.frame()
        proxy?.setOffset(100)
        h.frame()
        let list = h.frame()
        // Offset 100: rows 2 and 3 show; rows 0, 1 behind and 4, 5 ahead are plain Latin labels
        // (layout has shaped them; their glyphs are a font's few dozen), so nothing is listed.
        XCTAssertEqual(list.prefetchedTexts, [], "\(list.prefetchedTexts.map(\.string))")
        proxy?.setOffset(150)
        h.frame()
        let later = h.frame()
        // Offset 150: the paragraph (row 6, content 300…340) is a viewport ahead: its lines are.
        let lines = later.prefetchedTexts
        XCTAssertGreaterThan(lines.count, 1, "a wrapped paragraph: \(lines.map(\.string))")
        XCTAssertEqual(lines.map(\.string).joined(separator: " "), "Leaves fall in the garden")
        XCTAssertEqual(Set(lines.map(\.origin.x)).count, 1, "leading-aligned lines start at one x")
        XCTAssertEqual(lines.map(\.origin.y), lines.map(\.origin.y).sorted(), "top to bottom")
        proxy?.setOffset(300)
        h.frame()
        let shown = drawnTexts(h.frame()).filter { lines.map(\.string).contains($0.0) }
        XCTAssertEqual(shown.map(\.0), lines.map(\.string), "the same lines are drawn once it shows")
        XCTAssertEqual(shown.map(\.1.y), lines.map { $0.origin.y - 150 })
    }

    func testNothingIsListedOutsideScrollViews() {
        let h = CoreHarness(width: 200, height: 100) { ui in
            ui.vstack(spacing: 0) {
                ui.text("照片 a").frame(width: 100, height: 80)
                ui.text("照片 b").frame(width: 100, height: 80)   // below the window
            }
        }
        XCTAssertTrue(h.frame().prefetchedTexts.isEmpty)
    }
}
