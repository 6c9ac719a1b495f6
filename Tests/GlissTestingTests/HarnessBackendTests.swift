import XCTest
import GlissTesting

/// A backend of a test's own: it keeps what it is asked to draw and answers with a frame of
/// one grey.
final class RecordingBackend: Backend {
    let windowSize = Size(320, 200)
    let textMeasurer: TextMeasurer = MonospaceTextMeasurer()
    let quitRequested = false
    let warnings = ["from the recording backend"]
    let rendererName = "recording"
    private(set) var drawn: [DrawList] = []
    func pollEvents(timeout: Double) -> [InputEvent] { [] }
    func render(_ list: DrawList) { drawn.append(list) }
    func pixels() -> RGBAImage? { RGBAImage(width: 2, height: 1, rgba: [9, 9, 9, 255, 9, 9, 9, 255]) }
}

final class HarnessBackendTests: XCTestCase {
    /// Headless harnesses run on the null backend: no pixels, the monospace measurer.
    func testHeadlessHarnessRunsOnTheNullBackend() throws {
        let h = try Harness(app: CounterApp(), text: .headless)
        let null = try XCTUnwrap(h.backend as? NullBackend)
        XCTAssertEqual(null.windowSize, CounterApp.defaultSize)
        XCTAssertThrowsError(try h.screenshotImage()) { XCTAssertEqual($0 as? HarnessError, .noPixels) }
        try h.click(label: "+")
        XCTAssertEqual(h.state["count"], .number(1))
    }

    /// An app driven through a backend of the test's own: its size and measurer are used, a
    /// screenshot draws the last frame through it and returns its pixels, its warnings show.
    func testHarnessDrivesAnAppThroughAGivenBackend() throws {
        let backend = RecordingBackend()
        let h = Harness(app: CounterApp(), backend: backend)
        try h.click(label: "+")
        try h.runUntilIdle()
        XCTAssertEqual(h.ui.size, backend.windowSize)
        XCTAssertTrue(backend.drawn.isEmpty, "frames are drawn only when pixels are asked for")
        let image = try h.screenshotImage()
        XCTAssertEqual(image.rgba, [9, 9, 9, 255, 9, 9, 9, 255])
        let texts = backend.drawn.last?.commands.compactMap { c -> String? in
            if case .text(let s, _, _, _) = c { return s } else { return nil }
        }
        XCTAssertEqual(texts?.first, "Count 1", "the backend was handed the frame the harness built")
        XCTAssertTrue(h.warnings.contains("from the recording backend"))
    }
}
