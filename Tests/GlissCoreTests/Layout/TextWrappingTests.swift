import XCTest
import GlissCore

/// Text laid out as SwiftUI's `Text` is: wrapped when offered less width than its line needs,
/// as many lines as the height holds, the last truncated. The test measurer: 10 pt text is
/// 6 pt a character and 12 pt a line; it breaks lines at spaces.
final class TextWrappingTests: XCTestCase {
    let f = Font(size: 10)
    /// 80 characters: 480 pt on one line.
    let eighty = String(repeating: "lorem ipsum ", count: 6) + "dolor si"

    func testALongLabelInANarrowFrameWrapsWithinIt() {
        XCTAssertEqual(eighty.count, 80)
        let h = CoreHarness { ui in ui.text(self.eighty, font: self.f).accessibility(label: "t").frame(width: 200) }
        h.frame()
        let frame = h.node("t")!.frame
        XCTAssertGreaterThanOrEqual(h.texts.count, 3, "\(h.texts.map(\.string))")
        XCTAssertLessThanOrEqual(frame.width, 200)
        XCTAssertEqual(frame.height, Double(h.texts.count) * 12)
        for line in h.texts {
            XCTAssertLessThanOrEqual(Double(line.string.count) * 6, 200, line.string)
            XCTAssertGreaterThanOrEqual(line.origin.x, frame.minX)
        }
        // Every word is drawn, in order.
        XCTAssertEqual(h.texts.map(\.string).joined(separator: " "), eighty.trimmingCharacters(in: .whitespaces))
    }

    func testLineLimitOneIsOneLineEndingInAnEllipsis() {
        let h = CoreHarness { ui in ui.text(self.eighty, font: self.f).lineLimit(1).accessibility(label: "t").frame(width: 200) }
        h.frame()
        XCTAssertEqual(h.texts.count, 1)
        XCTAssertTrue(h.texts[0].string.hasSuffix("…"), h.texts[0].string)
        XCTAssertLessThanOrEqual(Double(h.texts[0].string.count) * 6, 200)
        XCTAssertEqual(h.node("t")?.frame.height, 12)
    }

    func testFixedSizeKeepsItsFullWidthOnOneLine() {
        let h = CoreHarness { ui in
            ui.text(self.eighty, font: self.f).fixedSize().accessibility(label: "t").frame(width: 200).clipped()
        }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), [eighty])
        XCTAssertEqual(h.node("t")?.frame.size, Size(480, 12))
    }

    func testAsManyLinesAsTheHeightHoldsTheLastTruncated() {
        // Four words, one a line at 30 pt; 30 pt of height holds two 12-pt lines.
        let h = CoreHarness { ui in
            ui.text("aaaa bbbb cccc dddd", font: self.f).frame(width: 30, height: 30)
        }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["aaaa", "bbbb…"])
        // Two lines centred in the frame's 30 pt: 3 pt above.
        XCTAssertEqual(h.texts.first?.origin.y, 135 + 3)
    }

    func testFixedVerticallyItWrapsToTheWidthAndTakesEveryLinesHeight() {
        let h = CoreHarness { ui in
            ui.text("aaaa bbbb cccc dddd", font: self.f).fixedSize(horizontal: false, vertical: true)
                .accessibility(label: "t").frame(width: 30, height: 12)
        }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["aaaa", "bbbb", "cccc", "dddd"])
        XCTAssertEqual(h.node("t")?.frame.size, Size(24, 48))
    }

    func testTwoParagraphsInARowShareItsWidth() {
        // 200 pt for two 240-pt paragraphs and 10 pt of spacing: the first is offered 95 pt and
        // wraps narrower; the second is offered what is left (SwiftUI's stack). Both wrap.
        let half = String(eighty.prefix(40))
        let h = CoreHarness { ui in
            ui.hstack(spacing: 10) {
                ui.text(half, font: self.f).accessibility(label: "a")
                ui.text(half, font: self.f).accessibility(label: "b")
            }.frame(width: 200)
        }
        h.frame()
        let a = h.node("a")!.frame, b = h.node("b")!.frame
        XCTAssertLessThanOrEqual(a.width, 95)
        XCTAssertEqual(b.minX - a.maxX, 10, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(b.width, 200 - 10 - a.width)
        XCTAssertGreaterThan(a.height, 12)
        XCTAssertGreaterThan(b.height, 12)
    }

    func testALabelThatFitsIsOneLineAndTakesItsOwnWidth() {
        let h = CoreHarness { ui in ui.text("Photos", font: self.f).frame(width: 200) }
        h.frame()
        XCTAssertEqual(h.texts.map(\.string), ["Photos"])
        // Centred in the frame: (400 − 36) / 2.
        XCTAssertEqual(h.texts.first?.origin.x, 182)
    }

    func testInAScrollViewAParagraphWrapsToTheViewsWidthAndTakesItsHeight() {
        let h = CoreHarness(width: 200, height: 30) { ui in
            ui.scroll(id: "s") { ui.text(self.eighty, font: self.f).accessibility(label: "t") }
        }
        h.frame()
        let t = h.node("t")!.frame
        XCTAssertLessThanOrEqual(t.width, 200)
        XCTAssertEqual(t.height, Double(h.texts.count) * 12)
        XCTAssertGreaterThanOrEqual(h.texts.count, 3)
    }
}

extension TextWrappingTests {
    func testALineLimitThatReservesSpaceKeepsItsHeightForFewerLines() {
        let h = CoreHarness { ui in
            ui.vstack(spacing: 0) {
                ui.text("One line", font: self.f).lineLimit(3, reservesSpace: true).accessibility(label: "reserved")
                ui.text("One line", font: self.f).lineLimit(3).accessibility(label: "plain")
            }
        }
        h.frame()
        XCTAssertEqual(h.node("reserved")?.frame.height, 36)
        XCTAssertEqual(h.node("plain")?.frame.height, 12)
    }
}

extension TextWrappingTests {
    /// A page in a scroll view: a title over a paragraph in a card. The card was sized from its
    /// children's ideal heights, and places them at those: the paragraph shows every line.
    func testAParagraphUnderATitleInAScrollViewShowsEveryLine() {
        let h = CoreHarness(width: 120, height: 300) { ui in
            ui.scroll(id: "page") {
                ui.vstack(alignment: .leading, spacing: 4) {
                    ui.text("Title", font: Font(size: 20))
                    ui.text(self.eighty, font: self.f).accessibility(label: "p")
                    ui.text("Footer", font: self.f)
                }
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        h.frame()
        XCTAssertFalse(h.texts.contains { $0.string.hasSuffix("…") }, "\(h.texts.map(\.string))")
        XCTAssertEqual(h.texts.map(\.string).filter { $0 != "Title" && $0 != "Footer" }.joined(separator: " "),
                       eighty.trimmingCharacters(in: .whitespaces))
    }
}

extension TextWrappingTests {
    func testMinimumScaleFactorShrinksAOneLineTextBeforeTruncatingIt() {
        func drawn(_ factor: Double) -> (strings: [String], size: Double?, width: Double?) {
            // "aaaa bbbb cccc" is 84 pt; 60 pt needs a scale of 60/84 ≈ 0.71.
            let h = CoreHarness { ui in
                ui.text("aaaa bbbb cccc", font: self.f).lineLimit(1).minimumScaleFactor(factor)
                    .accessibility(label: "t").frame(width: 60)
            }
            let list = h.frame()
            let size = list.commands.compactMap { if case .text(_, let font, _, _) = $0 { return font.size } else { return nil } }.first
            return (h.texts.map(\.string), size, h.node("t")?.frame.width)
        }
        let shrunk = drawn(0.5)
        XCTAssertEqual(shrunk.strings, ["aaaa bbbb cccc"], "whole, in a smaller font")
        XCTAssertEqual(shrunk.size ?? 0, 10 * 60 / 84, accuracy: 0.01)
        let tooFar = drawn(0.9)
        XCTAssertEqual(tooFar.strings.count, 1)
        XCTAssertTrue(tooFar.strings[0].hasSuffix("…"), "\(tooFar.strings)")
        XCTAssertEqual(tooFar.size, 10)
    }
}

extension TextWrappingTests {
    /// Monospace widths, recording the widths paragraphs are laid out at.
    final class WidthRecordingMeasurer: TextMeasurer {
        let mono = MonospaceTextMeasurer()
        var widths: [Double?] = []
        func measure(_ text: String, font: Font) -> Size { mono.measure(text, font: font) }
        func lineHeight(_ font: Font) -> Double { mono.lineHeight(font) }
        func layout(_ text: String, font: Font, width: Double?) -> TextLayout {
            widths.append(width)
            return mono.layout(text, font: font, width: width)
        }
    }

    /// A paragraph whose widest line falls short of its proposed width by less than half a
    /// point is placed with the lines its measuring found, at the proposed width: not laid out
    /// again at its own width (for a megabyte-long label, a second layout prepared over frames,
    /// and the two evicted a field's from the recent layouts, which was then prepared again).
    func testAParagraphNearlyAsWideAsProposedIsLaidOutAtOneWidth() {
        let m = WidthRecordingMeasurer()
        let ui = UI(size: Size(400, 300), measurer: m)
        // "aaaa bbbb" is 54 pt: the widest line at 54.3.
        let list = ui.runFrame(time: 0, events: []) { ui in
            ui.text("aaaa bbbb cccc", font: self.f).frame(width: 54.3)
        }
        XCTAssertEqual(list.commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } },
                       ["aaaa bbbb", "cccc"])
        XCTAssertEqual(Set(m.widths.compactMap { $0 }), [54.3], "laid out at \(m.widths)")
    }
}
