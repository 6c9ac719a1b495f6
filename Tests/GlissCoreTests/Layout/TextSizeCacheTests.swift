import XCTest
import GlissCore

/// Labels keep their measured size from frame to frame (no hashing of the string); a new
/// string, a new font line height or a resize measures again.
final class TextSizeCacheTests: XCTestCase {
    /// Monospace widths times `scale`, counting the calls.
    final class CountingMeasurer: TextMeasurer {
        var measures: [String] = []
        var scale = 1.0
        var lineScale = 1.0
        var measurementEpoch = 0
        func measure(_ text: String, font: Font) -> Size {
            measures.append(text)
            return Size(Double(text.count) * font.size * 0.6 * scale, lineHeight(font))
        }
        func lineHeight(_ font: Font) -> Double { (font.size * 1.2 * lineScale).rounded() }
    }

    private func frame(_ ui: UI, _ t: Double, _ events: [InputEvent] = [], labels: [String]) -> [Rect] {
        _ = ui.runFrame(time: t, events: events) { ui in
            ui.vstack(alignment: .leading, spacing: 0) {
                for l in labels { ui.text(l, font: .body).padding(2) }
                // Framed: sized, then asked again when placed.
                ui.text("framed", font: .body).padding(2).frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        return ui.inspector.filter { $0.role == "text" }.map(\.frame)
    }

    func testAKnownLabelIsNotMeasuredAgain() {
        let m = CountingMeasurer()
        let ui = UI(size: Size(400, 300), measurer: m)
        let first = frame(ui, 0, labels: ["one", "two"])
        XCTAssertEqual(m.measures.sorted(), ["framed", "one", "two"], "each label measured once")
        m.measures = []
        let second = frame(ui, 1.0 / 60, labels: ["one", "two"])
        XCTAssertEqual(m.measures, [], "same labels next frame: sizes kept")
        XCTAssertEqual(first, second)
        m.measures = []
        let third = frame(ui, 2.0 / 60, labels: ["one", "three"])
        XCTAssertEqual(m.measures, ["three"], "a changed string is measured")
        XCTAssertEqual(third[1].width, Double("three".count) * 17 * 0.6 + 4, accuracy: 1e-9)
    }

    /// A screenful of labels (a grid shows ~300) is kept whole, however their ids fall into the
    /// cache's slots: none is measured again next frame. (Direct mapped, ids sharing a slot
    /// evicted each other and were measured every frame.)
    func testAScreenfulOfLabelsIsKept() {
        let m = CountingMeasurer()
        let ui = UI(size: Size(400, 300), measurer: m)
        let labels = (0..<400).map { "label \($0)" }
        _ = frame(ui, 0, labels: labels)
        XCTAssertEqual(m.measures.count, labels.count + 1)
        m.measures = []
        _ = frame(ui, 1.0 / 60, labels: labels)
        XCTAssertEqual(m.measures, [], "every label kept")
    }

    /// A UI that has laid out the label "abc" once, and its measurer.
    private func uiThatMeasuredABC() -> (CountingMeasurer, UI) {
        let m = CountingMeasurer()
        let ui = UI(size: Size(400, 300), measurer: m)
        _ = frame(ui, 0, labels: ["abc"])
        return (m, ui)
    }

    func testNewMetricsAreMeasuredAfterAResizeOrANewLineHeight() {
        let (m, ui) = uiThatMeasuredABC()
        // A new pixel scale comes with a resize event: measured again, at the new widths.
        m.scale = 2
        m.measures = []
        let resized = frame(ui, 1.0 / 60, [.resize(Size(400, 300))], labels: ["abc"])
        XCTAssertEqual(m.measures, ["abc", "framed"])
        XCTAssertEqual(resized[0].width, 3 * 17 * 0.6 * 2 + 4, accuracy: 1e-9)
        // A font whose line height changed is measured again too.
        m.scale = 1
        m.lineScale = 2
        m.measures = []
        let taller = frame(ui, 2.0 / 60, labels: ["abc"])
        XCTAssertEqual(m.measures, ["abc", "framed"])
        XCTAssertEqual(taller[0].width, 3 * 17 * 0.6 + 4, accuracy: 1e-9)
        XCTAssertEqual(taller[0].height, (17 * 1.2 * 2).rounded() + 4, accuracy: 1e-9)
    }

    /// A window moved to a display of another scale may get no resize event, but the measurer's
    /// `measurementEpoch` changes: measured again, at the new widths, with the same line height.
    func testANewMeasurementEpochMeasuresAgainWithoutAResize() {
        let (m, ui) = uiThatMeasuredABC()
        m.scale = 2
        m.measures = []
        let same = frame(ui, 1.0 / 60, labels: ["abc"])
        XCTAssertEqual(m.measures, [], "nothing says the answers changed")
        XCTAssertEqual(same[0].width, 3 * 17 * 0.6 + 4, accuracy: 1e-9)
        m.measurementEpoch = 1
        let rescaled = frame(ui, 2.0 / 60, labels: ["abc"])
        XCTAssertEqual(m.measures, ["abc", "framed"])
        XCTAssertEqual(rescaled[0].width, 3 * 17 * 0.6 * 2 + 4, accuracy: 1e-9)
    }
}
