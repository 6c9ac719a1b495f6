import XCTest
import GlissCore
@testable import GlissSDL

/// Which pixels a frame damages, worked out from two frames' commands (no SDL).
final class DamageTrackerTests: XCTestCase {
    let viewport = PixelRect(x0: 0, y0: 0, x1: 1000, y1: 800)

    func fill(_ x: Double, _ y: Double, _ w: Double = 40, _ h: Double = 20, _ c: Color = .blue) -> DrawCommand {
        .fillRoundedRect(rect: Rect(x, y, w, h), radius: 0, color: c)
    }

    func resolve(_ commands: [DrawCommand]) -> [ResolvedCommand] {
        var l = DrawList()
        commands.forEach { l.append($0) }
        return l.resolved(viewport: viewport, scale: 1) { PixelRect.enclosing($0, scale: 1, margin: 0) }
    }

    /// The damage of drawing `b` after `a` (both cleared to white).
    func damage(_ a: [DrawCommand], _ b: [DrawCommand], clear: Color = .white, viewport second: PixelRect? = nil) -> Damage {
        let t = DamageTracker()
        // What the backend uses, without the two pixels of margin (so rectangles read as given).
        let bounds = { (c: ResolvedCommand) -> PixelRect in c.paintedPixels(scale: 1, margin: 0) { _, _, p in Rect(p.x, p.y, 50, 20) } }
        _ = t.damage(resolve(a), clear: .white, viewport: viewport, scale: 1, surface: nil, bounds: bounds)
        return t.damage(resolve(b), clear: clear, viewport: second ?? viewport, scale: 1, surface: nil, bounds: bounds)
    }

    func testTheFirstFrameIsDrawnWhole() {
        let t = DamageTracker()
        XCTAssertEqual(t.damage(resolve([fill(0, 0)]), clear: .white, viewport: viewport, scale: 1, surface: nil) { _ in viewport }, .full)
    }

    func testTheSameFrameAgainDamagesNothing() {
        let frame = [fill(0, 0), fill(100, 100), .text("Wi-Fi", font: .body, color: .black, origin: Point(10, 300))]
        XCTAssertEqual(damage(frame, frame), .rects([]))
    }

    func testAMovedKnobDamagesWhereItWasAndWhereItIs() {
        let a = [fill(0, 0, 1000, 800, .gray), fill(100, 100), fill(500, 500)]
        let b = [fill(0, 0, 1000, 800, .gray), fill(110, 100), fill(500, 500)]
        XCTAssertEqual(damage(a, b), .rects([PixelRect(x0: 100, y0: 100, x1: 150, y1: 120)]))
    }

    func testAnInsertedViewDamagesOnlyItself() {
        let rows = (0..<20).map { fill(0, Double($0) * 30) }
        var b = rows
        b.insert(fill(600, 600, 10, 10, .red), at: 7)
        XCTAssertEqual(damage(rows, b), .rects([PixelRect(x0: 600, y0: 600, x1: 610, y1: 610)]))
        // …and removing it again damages the same.
        XCTAssertEqual(damage(b, rows), .rects([PixelRect(x0: 600, y0: 600, x1: 610, y1: 610)]))
    }

    func testTwoChangesFarApartAreTwoRectanglesNotTheSpanBetween() {
        let rows = (0..<20).map { fill(0, Double($0) * 30) }
        var b = rows
        b[2] = fill(0, 60, 40, 20, .red)
        b[17] = fill(0, 510, 40, 20, .red)
        guard case .rects(let rs) = damage(rows, b) else { return XCTFail("expected rectangles") }
        XCTAssertEqual(Set(rs), [PixelRect(x0: 0, y0: 60, x1: 40, y1: 80), PixelRect(x0: 0, y0: 510, x1: 40, y1: 530)])
    }

    func testAReorderDamagesTheOverlap() {
        // Same two commands, swapped: no command changed, but the overlap's pixels did.
        let a = [fill(0, 0, 100, 100, .red), fill(50, 50, 100, 100, .blue)]
        let b = [fill(50, 50, 100, 100, .blue), fill(0, 0, 100, 100, .red)]
        guard case .rects(let rs) = damage(a, b) else { return XCTFail("expected rectangles") }
        XCTAssertFalse(rs.isEmpty)
        XCTAssertTrue(rs.contains { $0.x0 <= 50 && $0.y0 <= 50 && $0.x1 >= 100 && $0.y1 >= 100 }, "\(rs)")
    }

    func testANarrowedClipDamagesTheCommandsUnderIt() {
        let a: [DrawCommand] = [.pushClip(Rect(0, 0, 200, 200)), fill(10, 10, 150, 150), .popClip]
        let b: [DrawCommand] = [.pushClip(Rect(0, 0, 100, 200)), fill(10, 10, 150, 150), .popClip]
        XCTAssertEqual(damage(a, b), .rects([PixelRect(x0: 10, y0: 10, x1: 160, y1: 160)]))
    }

    func testATransformIsPartOfTheCommand() {
        let a: [DrawCommand] = [.pushTransform(.identity), fill(10, 10), .popTransform]
        let b: [DrawCommand] = [.pushTransform(.translation(100, 0)), fill(10, 10), .popTransform]
        XCTAssertEqual(damage(a, b), .rects([PixelRect(x0: 10, y0: 10, x1: 50, y1: 30), PixelRect(x0: 110, y0: 10, x1: 150, y1: 30)]))
    }

    func testANewClearColourSizeOrMostOfTheWindowIsAFullFrame() {
        let frame = [fill(0, 0)]
        XCTAssertEqual(damage(frame, frame, clear: .black), .full)
        XCTAssertEqual(damage(frame, frame, viewport: PixelRect(x0: 0, y0: 0, x1: 999, y1: 800)), .full)
        XCTAssertEqual(damage([fill(0, 0, 900, 700)], [fill(0, 0, 900, 700, .red)]), .full)
    }

    func testManyRectanglesAreMergedToAFew() {
        let a = (0..<40).map { fill(Double($0 % 8) * 120, Double($0 / 8) * 150, 10, 10) }
        let b = a.map { c -> DrawCommand in
            guard case let .fillRoundedRect(r, _, _) = c else { return c }
            return .fillRoundedRect(rect: r, radius: 0, color: .red)
        }
        guard case .rects(let rs) = damage(a, b) else { return XCTFail("expected rectangles") }
        XCTAssertLessThanOrEqual(rs.count, DamageTracker.maximumRects)
        // Every changed square is still inside one of them.
        for c in b {
            guard case let .fillRoundedRect(r, _, _) = c else { continue }
            let p = PixelRect.enclosing(r, scale: 1, margin: 0)
            XCTAssertTrue(rs.contains { $0.x0 <= p.x0 && $0.y0 <= p.y0 && $0.x1 >= p.x1 && $0.y1 >= p.y1 }, "\(p) not covered")
        }
    }

    func testStrokesAndShadowsReachBeyondTheirRect() {
        let stroke = DrawCommand.strokePath(Path(Rect(10, 10, 20, 20)), style: StrokeStyle(lineWidth: 8, lineJoin: .miter), paint: .color(.black))
        let b = stroke.paintedBounds { _, _, _ in .zero }!
        XCTAssertLessThanOrEqual(b.minX, 10 - 4 * 2.squareRoot())
        let shadow = DrawCommand.shadow(rect: Rect(100, 100, 50, 50), radius: 8, blur: 10, color: .black)
        XCTAssertLessThanOrEqual(shadow.paintedBounds { _, _, _ in .zero }!.minX, 100 - 15)
    }
}
