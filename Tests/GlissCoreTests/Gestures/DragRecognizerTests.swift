import XCTest
import GlissCore

final class DragRecognizerTests: XCTestCase {
    private func value(_ e: DragRecognizer.Event) -> DragValue? {
        switch e {
        case .began(let v), .changed(let v), .ended(let v): return v
        default: return nil
        }
    }

    func testTapWithoutMotion() {
        var d = DragRecognizer()
        XCTAssertEqual(d.minimumDistance, 10)
        d.press(at: Point(5, 5), time: 0)
        XCTAssertTrue(d.isPressed)
        XCTAssertFalse(d.isDragging)
        XCTAssertEqual(d.release(at: Point(5, 5), time: 0.1), .tap(Point(5, 5)))
        XCTAssertFalse(d.isPressed)
    }

    func testSmallMotionIsStillATap() {
        var d = DragRecognizer()
        d.press(at: Point(0, 0), time: 0)
        XCTAssertEqual(d.move(to: Point(6, 0), time: 0.02), .none)
        XCTAssertEqual(d.move(to: Point(6, 7.9), time: 0.04), .none)   // distance 9.9 < 10
        XCTAssertFalse(d.isDragging)
        XCTAssertEqual(d.release(at: Point(3, 3), time: 0.06), .tap(Point(3, 3)))
    }

    func testDragBeginsAtThreshold() {
        var d = DragRecognizer()
        d.press(at: Point(100, 100), time: 0)
        XCTAssertEqual(d.move(to: Point(109, 100), time: 0.016), .none)
        let began = d.move(to: Point(110, 100), time: 0.033)
        guard case .began(let v) = began else { return XCTFail("expected began, got \(began)") }
        XCTAssertTrue(d.isDragging)
        XCTAssertEqual(v.startLocation, Point(100, 100))
        XCTAssertEqual(v.location, Point(110, 100))
        XCTAssertEqual(v.translation, Size(10, 0))
        XCTAssertEqual(v.time, 0.033)
        let changed = d.move(to: Point(130, 80), time: 0.05)
        guard case .changed(let c) = changed else { return XCTFail("expected changed") }
        XCTAssertEqual(c.translation, Size(30, -20))
        let ended = d.release(at: Point(130, 80), time: 0.05)
        guard case .ended(let e) = ended else { return XCTFail("expected ended") }
        XCTAssertEqual(e.translation, Size(30, -20))
        XCTAssertFalse(d.isDragging)
        XCTAssertFalse(d.isPressed)
    }

    func testReleaseBeyondSlopWithoutMovesIsNeither() {
        var d = DragRecognizer()
        d.press(at: Point(0, 0), time: 0)
        XCTAssertEqual(d.release(at: Point(50, 0), time: 0.05), .none)
    }

    func testMinimumDistanceZero() {
        var d = DragRecognizer(minimumDistance: 0)
        d.press(at: Point(1, 1), time: 0)
        XCTAssertEqual(d.move(to: Point(1, 1), time: 0.01), .none)   // no displacement: not yet
        XCTAssertEqual(d.release(at: Point(1, 1), time: 0.02), .tap(Point(1, 1)))

        d.press(at: Point(1, 1), time: 1)
        guard case .began(let v) = d.move(to: Point(1.5, 1), time: 1.01) else { return XCTFail("any motion begins") }
        XCTAssertEqual(v.translation, Size(0.5, 0))
        guard case .ended = d.release(at: Point(1.5, 1), time: 1.02) else { return XCTFail("expected ended") }

        d.press(at: Point(0, 0), time: 2)
        XCTAssertEqual(d.release(at: Point(0.1, 0), time: 2.01), .none)   // moved without a move event
    }

    func testEventsIgnoredWhenNotPressed() {
        var d = DragRecognizer()
        XCTAssertEqual(d.move(to: Point(50, 50), time: 0), .none)
        XCTAssertEqual(d.release(at: Point(50, 50), time: 0), .none)
        XCTAssertNil(d.cancel())
    }

    /// 10 pt every 1/60 s is 600 pt/s.
    func testVelocityFromEvenlySpacedMoves() {
        var d = DragRecognizer()
        d.press(at: Point(0, 0), time: 0)
        var last: DragValue?
        for i in 1...20 {
            last = value(d.move(to: Point(Double(i) * 10, 0), time: Double(i) / 60))
        }
        XCTAssertEqual(last!.velocity.width, 600, accuracy: 1e-6)
        XCTAssertEqual(last!.velocity.height, 0, accuracy: 1e-9)
        // Predicted end: translation + velocity · 0.25.
        XCTAssertEqual(last!.predictedEndTranslation.width, 200 + 150, accuracy: 1e-6)
        XCTAssertEqual(last!.predictedEndLocation.x, 350, accuracy: 1e-6)
        let ended = value(d.release(at: Point(200, 0), time: 20.0 / 60))!
        XCTAssertEqual(ended.velocity.width, 600, accuracy: 1e-6)
        XCTAssertEqual(ended.predictedEndTranslation.width, 350, accuracy: 1e-9)
        XCTAssertEqual(ended.predictedEndTranslation.height, 0, accuracy: 1e-9)
    }

    func testDiagonalVelocityAndEarlyVelocity() {
        var d = DragRecognizer(minimumDistance: 5)
        d.press(at: Point(10, 10), time: 0)
        // A single move 50 ms after the press: measured against the press sample.
        let v = value(d.move(to: Point(40, -20), time: 0.05))!
        XCTAssertEqual(v.velocity.width, 600, accuracy: 1e-9)
        XCTAssertEqual(v.velocity.height, -600, accuracy: 1e-9)
    }

    /// One extra sample a millisecond after another (jitter) barely changes the estimate.
    func testVelocityRobustToASingleJitterySample() {
        var d = DragRecognizer()
        d.press(at: Point(0, 0), time: 0)
        for i in 1...10 {
            _ = d.move(to: Point(Double(i) * 10, 0), time: Double(i) / 60)
            if i == 8 { _ = d.move(to: Point(Double(i) * 10 + 6, 0), time: Double(i) / 60 + 0.001) }
        }
        let v = value(d.move(to: Point(110, 0), time: 11.0 / 60))!
        XCTAssertEqual(v.velocity.width, 600, accuracy: 30)
    }

    func testVelocityIsZeroAfterResting() {
        var d = DragRecognizer()
        d.press(at: Point(0, 0), time: 0)
        for i in 1...10 { _ = d.move(to: Point(Double(i) * 10, 0), time: Double(i) / 60) }
        let ended = value(d.release(at: Point(100, 0), time: 10.0 / 60 + 0.15))!
        XCTAssertEqual(ended.velocity, Size(0, 0))
        XCTAssertEqual(ended.predictedEndTranslation, Size(100, 0))
    }

    func testCancel() {
        var d = DragRecognizer()
        d.press(at: Point(0, 0), time: 0)
        _ = d.move(to: Point(0, 20), time: 0.02)
        _ = d.move(to: Point(0, 30), time: 0.04)
        let v = d.cancel()
        XCTAssertEqual(v?.translation, Size(0, 30))
        XCTAssertFalse(d.isDragging)
        XCTAssertFalse(d.isPressed)
        XCTAssertEqual(d.move(to: Point(0, 40), time: 0.06), .none)
        XCTAssertEqual(d.release(at: Point(0, 40), time: 0.08), .none)
        // Cancelling a press that never became a drag returns nil.
        d.press(at: Point(0, 0), time: 1)
        XCTAssertNil(d.cancel())
        XCTAssertFalse(d.isPressed)
    }

    func testDragValueDerivedFields() {
        let v = DragValue(startLocation: Point(10, 20), location: Point(15, 10), velocity: Size(100, -40), time: 3)
        XCTAssertEqual(v.translation, Size(5, -10))
        XCTAssertEqual(v.predictedEndTranslation, Size(30, -20))
        XCTAssertEqual(v.predictedEndLocation, Point(40, 0))
    }
}
