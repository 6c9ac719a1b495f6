import XCTest
import GlissCore

/// Issue #51, item 1: `Path` and `Shape` as SwiftUI has them, and `ui.shape` drawing, trimming
/// and hit-testing them.
final class PathTests: XCTestCase {
    /// A five-point star whose outline crosses itself (each point joined to the one two on):
    /// its centre is wound twice, so even-odd leaves it a hole and non-zero fills it.
    struct Star: Shape {
        func path(in rect: Rect) -> Path {
            let c = rect.center, r = min(rect.width, rect.height) / 2
            let points = (0..<5).map { k -> Point in
                let a = -Double.pi / 2 + Double(k * 2) * 2 * .pi / 5
                return Point(c.x + r * cos(a), c.y + r * sin(a))
            }
            var p = Path()
            p.addLines(points)
            p.closeSubpath()
            return p
        }
    }

    func testBuildingAPathKeepsItsElements() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addLine(to: Point(10, 0))
        p.addQuadCurve(to: Point(20, 10), control: Point(20, 0))
        p.addCurve(to: Point(0, 20), control1: Point(20, 20), control2: Point(5, 20))
        p.closeSubpath()
        XCTAssertEqual(p.elements.count, 5)
        XCTAssertEqual(p.elements[2], .quadCurve(to: Point(20, 10), control: Point(20, 0)))
        XCTAssertEqual(p.currentPoint, Point(0, 0), "closing goes back to the subpath's start")
        XCTAssertTrue(Path().isEmpty)
        XCTAssertEqual(Path(Rect(1, 2, 3, 4)).boundingRect, Rect(1, 2, 3, 4))
    }

    func testBoundingRectFollowsCurvesNotControlPoints() {
        let b = Path(ellipseIn: Rect(10, 20, 100, 50)).boundingRect
        XCTAssertEqual(b.minX, 10, accuracy: 0.01); XCTAssertEqual(b.maxX, 110, accuracy: 0.01)
        XCTAssertEqual(b.minY, 20, accuracy: 0.01); XCTAssertEqual(b.maxY, 70, accuracy: 0.01)
        var q = Path()
        q.move(to: Point(0, 0))
        q.addQuadCurve(to: Point(100, 0), control: Point(50, 100))
        // The curve peaks at half its control point's height.
        XCTAssertEqual(q.boundingRect.maxY, 50, accuracy: 0.05)
    }

    func testArcsGoTheWaySwiftUIsDo() {
        // clockwise: false goes clockwise on screen (y down): from 0° through 90° (below the centre).
        var p = Path()
        p.addArc(center: Point(100, 100), radius: 50, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        XCTAssertEqual(p.boundingRect.maxY, 150, accuracy: 0.05, "the lower half")
        XCTAssertEqual(p.boundingRect.minY, 100, accuracy: 0.05)
        var q = Path()
        q.addArc(center: Point(100, 100), radius: 50, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
        XCTAssertEqual(q.boundingRect.minY, 50, accuracy: 0.05, "the upper half")
        XCTAssertEqual(q.currentPoint!.x, 50, accuracy: 1e-9)
        // A whole turn: a circle, 20 across, ending where it started.
        var c = Path()
        c.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        XCTAssertEqual(c.boundingRect.width, 20, accuracy: 0.01)
        XCTAssertEqual(c.boundingRect.height, 20, accuracy: 0.01)
        XCTAssertEqual(c.currentPoint!.x, 10, accuracy: 1e-9)
    }

    func testContainsByEitherFillRule() {
        let star = Star().path(in: Rect(0, 0, 200, 200))
        XCTAssertTrue(star.contains(Point(100, 100)), "non-zero: the centre is inside")
        XCTAssertFalse(star.contains(Point(100, 100), eoFill: true), "even-odd: the centre is a hole")
        XCTAssertTrue(star.contains(Point(100, 12)), "a point's tip is inside either way")
        XCTAssertTrue(star.contains(Point(100, 12), eoFill: true))
        XCTAssertFalse(star.contains(Point(5, 5)))
        let circle = Circle().path(in: Rect(0, 0, 100, 100))
        XCTAssertTrue(circle.contains(Point(50, 50)))
        XCTAssertFalse(circle.contains(Point(3, 3)), "a circle's corners are outside")
    }

    func testTrimmedPathIsAFractionOfTheLength() {
        let square = Path(Rect(0, 0, 100, 100))   // 400 long, clockwise from the top-left
        let half = square.trimmedPath(from: 0, to: 0.5)
        XCTAssertEqual(half.boundingRect, Rect(0, 0, 100, 100), "top then right edge")
        XCTAssertEqual(half.currentPoint!.x, 100, accuracy: 1e-9)
        XCTAssertEqual(half.currentPoint!.y, 100, accuracy: 1e-9)
        let quarter = square.trimmedPath(from: 0.125, to: 0.375)
        XCTAssertEqual(quarter.boundingRect.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(quarter.boundingRect.maxY, 50, accuracy: 1e-9)
        XCTAssertTrue(square.trimmedPath(from: 0.6, to: 0.6).isEmpty)
        XCTAssertEqual(square.trimmedPath(from: 0, to: 1), square)
    }

    func testBuiltInShapesFitTheirFrame() {
        XCTAssertEqual(Circle().path(in: Rect(0, 0, 300, 100)).boundingRect.width, 100, accuracy: 0.01)
        XCTAssertEqual(Capsule().path(in: Rect(0, 0, 300, 100)).boundingRect.width, 300, accuracy: 0.01)
        let rr = RoundedRectangle(cornerRadius: 20).path(in: Rect(0, 0, 100, 60))
        XCTAssertFalse(rr.contains(Point(2, 2)), "a rounded corner is cut")
        XCTAssertTrue(rr.contains(Point(20, 2)))
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 30).path(in: Rect(0, 0, 100, 100))
        XCTAssertFalse(uneven.contains(Point(3, 3)))
        XCTAssertTrue(uneven.contains(Point(97, 3)), "only the top-leading corner is round")
    }

    // MARK: ui.shape

    private func paths(_ h: CoreHarness) -> [DrawCommand] {
        h.list.commands.filter {
            switch $0 {
            case .fillPath, .strokePath: return true
            default: return false
            }
        }
    }

    func testAShapeViewFillsItsPathInItsFrame() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.shape(Star()).fill(.orange, style: FillStyle(eoFill: true)).frame(width: 100, height: 100)
        }
        h.frame()
        guard case let .fillPath(path, eo, .color(color)) = paths(h).first else { return XCTFail("no fill: \(h.list.commands)") }
        XCTAssertTrue(eo)
        XCTAssertEqual(color, .orange)
        let b = path.boundingRect
        XCTAssertEqual(b.midX, 200, accuracy: 0.5, "drawn in the view's frame, centred in the window")
        XCTAssertLessThanOrEqual(b.maxY, 200.01)
        XCTAssertGreaterThan(b.height, 80)
    }

    func testStrokeStyleTrimAndStrokeBorder() {
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 2])
        let h = CoreHarness(width: 200, height: 200) { ui in
            ui.vstack(spacing: 0) {
                ui.circle().trim(from: 0, to: 0.5).stroke(.blue, style: style).frame(width: 100, height: 100)
                ui.shape(Rectangle()).strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 50)
            }
        }
        h.frame()
        let cmds = paths(h)
        XCTAssertEqual(cmds.count, 2, "\(h.list.commands)")
        guard case let .strokePath(arc, s, .color(c)) = cmds.first else { return XCTFail() }
        XCTAssertEqual(s, style)
        XCTAssertEqual(c, .blue)
        // The stack (150 tall) is centred: the circle's frame is (50, 25, 100, 100). Half of it,
        // from its right end going clockwise: its lower half.
        XCTAssertEqual(arc.boundingRect.minY, 75, accuracy: 0.1)
        XCTAssertEqual(arc.boundingRect.maxY, 125, accuracy: 0.1)
        guard case let .strokePath(border, bs, _) = cmds.last else { return XCTFail() }
        XCTAssertEqual(bs.lineWidth, 10)
        XCTAssertEqual(border.boundingRect, Rect(55, 130, 90, 40), "inset by half the line width")
    }

    func testAShapeTakesPressesOnlyInsideItsFilledPath() {
        var behind = 0, star = 0
        let h = CoreHarness(width: 200, height: 200) { ui in
            ui.zstack {
                ui.rectangle(fill: .white).onTap { behind += 1 }
                ui.shape(Star()).fill(.black, style: FillStyle(eoFill: true)).frame(width: 200, height: 200).onTap { star += 1 }
            }
        }
        h.frame()
        h.click(Point(100, 20))
        XCTAssertEqual(star, 1, "a point of the star")
        h.click(Point(5, 5))
        XCTAssertEqual(behind, 1, "outside the star, the press reaches what is behind")
        h.click(Point(100, 105))
        XCTAssertEqual(behind, 2, "the even-odd hole in its middle too")
    }

    func testStrokeModifiersOnAViewThatIsNoShapeAreReported() {
        let h = CoreHarness(width: 200, height: 200) { ui in
            ui.text("x").trim(from: 0, to: 0.5)
        }
        h.frame()
        XCTAssertTrue(h.ui.warnings.contains { $0.contains("trim(from:to:)") }, "\(h.ui.warnings)")
    }
}

/// Issue #51, item 2: gradients as shape styles, resolved in the view's frame.
final class ShapeStyleTests: XCTestCase {
    func testAGradientFillIsResolvedInTheShapesFrame() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.shape(Circle()).fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 100, height: 100)
        }
        h.frame()
        let fills = h.list.commands.compactMap { c -> Paint? in if case .fillPath(_, _, let p) = c { return p } else { return nil } }
        guard case let .linearGradient(g, start, end)? = fills.first else { return XCTFail("\(h.list.commands)") }
        XCTAssertEqual(g.stops.map(\.color), [.red, .blue])
        XCTAssertEqual(start, Point(200, 100), "the top of the frame")
        XCTAssertEqual(end, Point(200, 200), "its bottom")
    }

    func testAGradientBackgroundAndABuiltInShapeTakeStyles() {
        let h = CoreHarness(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("Hi").frame(width: 80, height: 40)
                    .background(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                ui.circle().stroke(AngularGradient(colors: [.red, .green]), lineWidth: 4).frame(width: 50, height: 50)
            }
        }
        h.frame()
        let paints = h.list.commands.compactMap { c -> Paint? in
            switch c {
            case .fillPath(_, _, let p), .strokePath(_, _, let p): return p
            default: return nil
            }
        }
        XCTAssertEqual(paints.count, 2, "\(h.list.commands)")
        if case .linearGradient = paints[0] {} else { XCTFail("background: \(paints[0])") }
        if case .angularGradient(_, let c, _, _) = paints[1] { XCTAssertEqual(c.x, 200, accuracy: 0.01) } else { XCTFail("stroke: \(paints[1])") }
    }

    func testAGradientStyleTakesAnOpacity() {
        let faded = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)
        guard case let .linearGradient(g, _, _) = faded.resolve(in: Rect(0, 0, 10, 10)) else { return XCTFail() }
        XCTAssertEqual(g.stops.map(\.color.a), [0.5, 0.5])
        let c: Color = Color.red.opacity(0.5)   // a colour's own opacity stays a colour
        XCTAssertEqual(c.a, 0.5)
    }

    func testGradientStopsInterpolate() {
        let g = Gradient(stops: [.init(color: .white, location: 1), .init(color: Color(red: 0, green: 0, blue: 0), location: 0.5)])
        XCTAssertEqual(g.stops.first?.location, 0.5, "sorted by location")
        XCTAssertEqual(g.color(at: 0).r, 0, "before the first stop: its colour")
        XCTAssertEqual(g.color(at: 0.75).r, 0.5, accuracy: 1e-9)
        XCTAssertEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
    }
}

/// Issue #51: a shape's `animatableData` and its trim animate under `withAnimation`.
final class AnimatableShapeTests: XCTestCase {
    /// A bar whose height is `fraction` of its frame's, growing from the bottom.
    struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: Rect) -> Path { Path(Rect(rect.minX, rect.maxY - rect.height * fraction, rect.width, rect.height * fraction)) }
    }

    private func fillHeight(_ h: CoreHarness) -> Double? {
        for c in h.list.commands { if case .fillPath(let p, _, _) = c { return p.boundingRect.height } }
        return nil
    }

    private func strokeLength(_ h: CoreHarness) -> Double? {
        for c in h.list.commands { if case .strokePath(let p, _, _) = c { return p.boundingRect.width } }
        return nil
    }

    func testAShapesDataAnimatesUnderWithAnimation() {
        var target = 0.2, change = false
        let h = CoreHarness(width: 200, height: 200, start: 0, step: 1.0 / 64) { ui in
            if change { change = false; ui.withAnimation(.linear(duration: 1)) { target = 1 } }
            ui.shape(Bar(fraction: target)).fill(.blue).frame(width: 50, height: 100)
        }
        h.frame()
        XCTAssertEqual(fillHeight(h) ?? 0, 20, accuracy: 1e-9)
        change = true
        h.frame()                    // the change, at t = 1/64
        h.run(until: 1.0 / 64 + 0.5)
        XCTAssertEqual(fillHeight(h) ?? 0, 60, accuracy: 1.5, "half way from 20 to 100")
        h.run(until: 2)
        XCTAssertEqual(fillHeight(h) ?? 0, 100, accuracy: 1e-9)
    }

    func testAChangeWithoutAnimationJumps() {
        var target = 0.2
        let h = CoreHarness(width: 200, height: 200) { ui in
            ui.shape(Bar(fraction: target)).fill(.blue).frame(width: 50, height: 100)
        }
        h.frame()
        target = 0.9
        h.frame()
        XCTAssertEqual(fillHeight(h) ?? 0, 90, accuracy: 1e-9)
    }

    func testATrimAnimates() {
        var to = 0.0, change = false
        let h = CoreHarness(width: 200, height: 200, start: 0, step: 1.0 / 64) { ui in
            if change { change = false; ui.withAnimation(.linear(duration: 1)) { to = 1 } }
            var line = Path()
            line.move(to: Point(0, 0)); line.addLine(to: Point(100, 0))
            ui.shape(line).trim(from: 0, to: to).stroke(.red, lineWidth: 2).frame(width: 100, height: 10)
        }
        h.frame()
        XCTAssertNil(strokeLength(h), "nothing of it at first")
        change = true
        h.frame()
        h.run(until: 1.0 / 64 + 0.25)
        XCTAssertEqual(strokeLength(h) ?? 0, 25, accuracy: 1.5, "a quarter of it a quarter of a second in")
    }
}

/// Issue #51: shape values where SwiftUI takes them — clipShape, background(_:in:), contentShape.
final class ShapeModifierTests: XCTestCase {
    func testClipShapeWithACircleRoundsTheSquare() {
        let h = CoreHarness(width: 200, height: 200) { ui in
            ui.rectangle(fill: .red).frame(width: 100, height: 100).clipShape(Circle())
        }
        h.frame()
        let r = h.list.commands.compactMap { c -> Double? in
            if case .fillRoundedRect(_, let radius, .red) = c { return radius } else { return nil }
        }
        // As round as the frame allows (the renderer clamps a radius to half the shorter side).
        XCTAssertGreaterThanOrEqual(r.first ?? 0, 50, "its corners cleared: a circle")
    }

    func testAShapeOfYourOwnAsBackgroundAndContentShape() {
        var taps = 0
        let h = CoreHarness(width: 200, height: 200) { ui in
            ui.text("★").frame(width: 200, height: 200)
                .background(.yellow, in: PathTests.Star())
                .contentShape(PathTests.Star())
                .onTap { taps += 1 }
        }
        h.frame()
        XCTAssertTrue(h.list.commands.contains { if case .fillPath(_, _, .color(.yellow)) = $0 { return true } else { return false } })
        h.click(Point(100, 100))
        XCTAssertEqual(taps, 1, "inside the star")
        h.click(Point(10, 190))
        XCTAssertEqual(taps, 1, "outside it, though inside the frame")
    }

    func testAnotherShapeClipsToTheFrameAndSaysSo() {
        let h = CoreHarness(width: 200, height: 200) { ui in
            ui.rectangle(fill: .red).frame(width: 100, height: 100).clipShape(PathTests.Star())
        }
        h.frame()
        XCTAssertTrue(h.ui.warnings.contains { $0.contains("clipShape(_:)") && $0.contains("Star") }, "\(h.ui.warnings)")
    }
}
