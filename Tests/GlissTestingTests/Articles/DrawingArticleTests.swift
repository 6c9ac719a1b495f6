import XCTest
import Foundation
import Gliss
import GlissTesting

// The code of the article "Paths, shapes and gradients" (Sources/GlissCore/GlissCore.docc/PathsShapesAndGradients.md).

// docs:begin star
/// A star of `points` points, each joined to the one two on: its middle is wound twice.
struct Star: Shape {
    var points = 5

    func path(in rect: Rect) -> Path {
        let c = rect.center, r = min(rect.width, rect.height) / 2
        var p = Path()
        p.addLines((0..<points).map { k in
            let a = -Double.pi / 2 + Double(k * 2) * 2 * .pi / Double(points)
            return Point(c.x + r * cos(a), c.y + r * sin(a))
        })
        p.closeSubpath()
        return p
    }
}
// docs:end star

// docs:begin ring
/// A progress ring: a grey track and, over it, the part done, from the top, clockwise.
func progressRing(_ ui: UI, done: Double) {
    ui.zstack {
        ui.shape(Circle()).stroke(.gray.opacity(0.3), lineWidth: 10)
        ui.shape(Circle()).trim(from: 0, to: done)
            .stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
            .rotationEffect(.degrees(-90))
        ui.text("\(Int(done * 100))%", font: .headline)
    }
    .frame(width: 100, height: 100)
}
// docs:end ring

// docs:begin wedge
/// A slice of a pie, `fraction` of a turn from the top: its `animatableData` is the fraction,
/// so a change under `withAnimation` sweeps it round.
struct Wedge: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: Rect) -> Path {
        let c = rect.center, r = min(rect.width, rect.height) / 2
        var p = Path()
        p.move(to: c)
        p.addArc(center: c, radius: r, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        p.closeSubpath()
        return p
    }
}
// docs:end wedge

// docs:begin chart
/// Bars under a line of the same values, drawn with a canvas.
func chart(_ ui: UI, values: [Double]) {
    ui.canvas { context, size in
        let step = size.width / Double(values.count)
        var line = Path()
        for (i, v) in values.enumerated() {
            let x = step * Double(i), h = size.height * v
            context.fill(Path(roundedRect: Rect(x + 4, size.height - h, step - 8, h), cornerRadius: 4),
                         with: .linearGradient(Gradient(colors: [.teal, .blue]),
                                               startPoint: Point(0, size.height - h), endPoint: Point(0, size.height)))
            let top = Point(x + step / 2, size.height - h)
            if i == 0 { line.move(to: top) } else { line.addLine(to: top) }
        }
        context.stroke(line, with: .color(.orange), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
    }
    .frame(width: 240, height: 120)
}
// docs:end chart

final class DrawingArticleTests: XCTestCase {
    private func green(_ img: RGBAImage, _ x: Int, _ y: Int) -> Int { Int(img.rgba[(y * img.width + x) * 4 + 1]) }

    func testTheStarAndItsFillRules() throws {
        let h = try Harness(size: Size(300, 150)) { ui in
            // docs:begin star-use
            ui.hstack(spacing: 20) {
                ui.shape(Star()).fill(.orange, style: FillStyle(eoFill: true))
                ui.shape(Star()).fill(.orange)
            }
            .frame(width: 260, height: 120)
            // docs:end star-use
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(.white)
        }
        h.run(frames: 1)
        let img = try h.screenshotImage()
        // The stars are 120 wide, centred in their halves: (70, 75) and (210, 75).
        XCTAssertEqual(green(img, 70, 78), 255, "even-odd: a hole in the middle")
        XCTAssertLessThan(green(img, 210, 78), 200, "non-zero: filled")
    }

    func testTheRingShowsWhatIsDone() throws {
        let h = try Harness(size: Size(120, 120)) { ui in
            ui.zstack { progressRing(ui, done: 0.25) }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.white)
        }
        h.run(frames: 1)
        let img = try h.screenshotImage()
        // A quarter from the top, clockwise: the top-right quarter is blue, the left side grey.
        let right = (img.width / 2 + 38, img.height / 2 - 38 + 5)
        XCTAssertLessThan(Int(img.rgba[(right.1 * img.width + right.0) * 4]), 100, "blue on the top right")
        XCTAssertGreaterThan(green(img, 60 - 45, 60), 150, "grey track on the left")
    }

    func testTheWedgeSweepsRound() {
        var fraction = 0.25, change = false
        let h = FrameDriver(width: 200, height: 200, start: 0) { ui in
            // docs:begin wedge-use
            if change { change = false; ui.withAnimation(.easeInOut(duration: 0.5)) { fraction = 0.75 } }
            ui.shape(Wedge(fraction: fraction)).fill(.purple).frame(width: 100, height: 100)
            // docs:end wedge-use
        }
        func box() -> Rect? {
            for c in h.list.commands { if case .fillPath(let p, _, _) = c { return p.boundingRect } }
            return nil
        }
        h.frame()
        XCTAssertEqual(box()?.minX ?? 0, 100, accuracy: 0.5, "a quarter: right of the centre")
        change = true
        h.frame()
        h.run(until: 0.3)
        XCTAssertEqual(box()?.maxY ?? 0, 150, accuracy: 0.5, "half way it has swept past the bottom")
        XCTAssertGreaterThan(box()?.minX ?? 0, 55, "and not yet round to the left")
        h.run(until: 1)
        XCTAssertEqual(box()?.minX ?? 0, 50, accuracy: 0.5, "three quarters: round to the left")
    }

    func testTheChartDrawsBarsAndALine() {
        let h = FrameDriver(width: 300, height: 200) { ui in chart(ui, values: [0.2, 0.6, 0.4, 0.9]) }
        h.frame()
        var bars = 0, lines = 0
        for c in h.list.commands {
            if case .fillPath(_, _, .linearGradient) = c { bars += 1 }
            if case .strokePath(_, _, .color(.orange)) = c { lines += 1 }
        }
        XCTAssertEqual(bars, 4)
        XCTAssertEqual(lines, 1)
    }
}
