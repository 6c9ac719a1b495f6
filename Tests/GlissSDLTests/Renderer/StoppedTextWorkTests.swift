import XCTest
import GlissCore
@testable import GlissSDL

/// Work on a long text gives up when the run is ending (`stopRequested`, a signal): a frame
/// laying out a megabyte must end within the signal's 2 s. What it answers then is short, is
/// kept nowhere (the next question gets the whole answer), and changes the measurer's
/// `measurementEpoch` so that the UI forgets what it measured meanwhile.
final class StoppedTextWorkTests: SDLTestCase {
    /// 256 KB of words: one paragraph, or lines of ~60 bytes.
    private func longText(paragraphs: Bool) -> String {
        let words = String(repeating: "abcdefghi ", count: 6)
        return (0..<(1 << 18) / words.utf8.count).map { _ in words }.joined(separator: paragraphs ? "\n" : "")
    }

    /// A backend whose measurer is asked to stop at its `stopAt`-th question; `asks` counts them.
    private final class Asker {
        var asks = 0
        var stopAt = Int.max
        func ask() -> Bool { asks += 1; return asks >= stopAt }
    }

    func testALongLayoutGivesUpPartwayAndIsNotKept() throws {
        for paragraphs in [false, true] {
            for width in [nil, 300.0] as [Double?] {
                let what = "\(paragraphs ? "paragraphs" : "one paragraph"), width \(width.map { "\($0)" } ?? "none")"
                let text = longText(paragraphs: paragraphs)
                // The questions the whole work asks, in a backend of its own (nothing kept).
                let reference = try makeBackend()
                let counting = Asker()
                reference.stopRequested = counting.ask
                let whole = reference.measurer.layout(text, font: .body, width: width)
                XCTAssertGreaterThan(counting.asks, 4, what)

                let b = try makeBackend()
                let asker = Asker()
                asker.stopAt = 3
                b.stopRequested = asker.ask
                let epoch = b.measurer.measurementEpoch
                let stopped = b.measurer.layout(text, font: .body, width: width)
                XCTAssertEqual(asker.asks, 3, "\(what): the work ends at the question that says stop")
                XCTAssertEqual(stopped.lines.count, 1, what)
                XCTAssertTrue(stopped.lines[0].runs.isEmpty, what)
                XCTAssertEqual(stopped.lines[0].range, 0..<text.utf8.count, what)
                XCTAssertNotEqual(b.measurer.measurementEpoch, epoch, "\(what): the UI must forget what it measured")

                // Asked again with no stop: the whole layout, not the short one kept.
                asker.stopAt = .max
                let again = b.measurer.layout(text, font: .body, width: width)
                XCTAssertEqual(again, whole, what)
                XCTAssertGreaterThan(again.lines.count, width == nil && !paragraphs ? 0 : 100, what)
            }
        }
    }

    func testALongTextsShapingGivesUpAndIsNotKept() throws {
        let text = longText(paragraphs: false) + "é"   // not context-free: HarfBuzz and the walk around it
        let b = try makeBackend()
        let asker = Asker()
        asker.stopAt = 2
        b.stopRequested = asker.ask
        XCTAssertEqual(try XCTUnwrap(b.measurer.shaped(text, font: .body)).runs.count, 0)
        XCTAssertEqual(asker.asks, 2)
        asker.stopAt = .max
        let shaped = try XCTUnwrap(b.measurer.shaped(text, font: .body))
        XCTAssertGreaterThan(shaped.runs.reduce(0) { $0 + $1.glyphs.count }, text.count / 2)
        XCTAssertGreaterThan(b.measurer.measure(text, font: .body).width, 1000)
    }

    /// A long text no layout holds is measured without shaping it (a frame would spend its
    /// time on it): wider than it is (it wraps, and is laid out over frames), asking nothing.
    func testALongTextNothingHoldsIsMeasuredWithoutShaping() throws {
        let text = longText(paragraphs: false) + "é"
        let b = try makeBackend()
        let asker = Asker()
        asker.stopAt = 1
        b.stopRequested = asker.ask
        let estimate = b.measurer.measure(text, font: .body).width
        XCTAssertEqual(asker.asks, 0)
        XCTAssertEqual(b.measurer.linesShaped, 0)
        asker.stopAt = .max
        XCTAssertGreaterThan(estimate, try XCTUnwrap(b.measurer.shaped(text, font: .body)).width / b.measurer.fonts.scale)
    }

    /// A stop that came before the frame reached the text: each long text asks once and is not
    /// walked at all (a megabyte's byte loops took tenths of a second in a debug build).
    func testAStopThatCameBeforeAsksOnce() throws {
        let b = try makeBackend()
        let asker = Asker()
        asker.stopAt = 1
        b.stopRequested = asker.ask
        let text = longText(paragraphs: false)
        XCTAssertTrue(b.measurer.layout(text, font: .body, width: 200).lines[0].runs.isEmpty)
        XCTAssertEqual(asker.asks, 1)
        XCTAssertEqual(try XCTUnwrap(b.measurer.shaped(text + "y", font: .body)).runs.count, 0)
        XCTAssertEqual(asker.asks, 2)
    }

    /// Short texts never ask: the question costs labels nothing.
    func testShortTextsNeverAsk() throws {
        let b = try makeBackend()
        let asker = Asker()
        asker.stopAt = 1
        b.stopRequested = asker.ask
        let text = String(repeating: "Short text, wrapped. ", count: 100)
        XCTAssertGreaterThan(b.measurer.layout(text, font: .body, width: 120).lines.count, 10)
        XCTAssertGreaterThan(b.measurer.measure(text, font: .body).width, 100)
        XCTAssertEqual(asker.asks, 0)
    }
}
