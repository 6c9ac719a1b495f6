import XCTest
import GlissCore
import GlissTesting

/// The null backend: input a test queues, lists it keeps, no pixels — what engine tests and
/// the headless harness run on.
final class NullBackendTests: XCTestCase {
    func testQueuedInputIsPolledOnceAndListsAreKept() {
        let backend = NullBackend(size: Size(200, 100))
        backend.queue([.pointerMove(Point(5, 5))])
        backend.queue([.pointerDown(Point(5, 5), .left)])
        XCTAssertEqual(backend.pollEvents(timeout: 1), [.pointerMove(Point(5, 5)), .pointerDown(Point(5, 5), .left)])
        XCTAssertEqual(backend.pollEvents(timeout: 1), [], "handed out once")
        var list = DrawList()
        list.append(.fillRoundedRect(rect: Rect(0, 0, 10, 10), radius: 0, color: .white))
        backend.render(list)
        XCTAssertEqual(backend.lastDrawList, list)
        XCTAssertEqual(backend.framesRendered, 1)
        XCTAssertNil(backend.pixels())
        XCTAssertFalse(backend.quitRequested)
        backend.requestQuit()
        XCTAssertTrue(backend.quitRequested)
    }

    /// Engine tests draw every frame through it: what the driver's frame returned is what the
    /// backend was given.
    func testFrameDriverDrawsThroughTheNullBackend() {
        let h = CoreHarness(width: 300, height: 200) { ui in ui.text("Hello") }
        let list = h.frame()
        XCTAssertEqual(h.backend.lastDrawList, list)
        XCTAssertEqual(h.backend.framesRendered, 1)
        XCTAssertEqual(h.ui.size, h.backend.windowSize)
    }
}
