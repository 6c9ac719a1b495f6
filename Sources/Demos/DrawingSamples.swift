import Foundation
import Gliss

/// The modifiers page's drawing cards (issue #51): a line chart whose line is drawn by an
/// animated trim over a gradient-filled area, a pie slice whose `animatableData` sweeps, and a
/// canvas of bars under an angular-gradient ring. Each changes when the page flips.
enum DrawingSamples {
    static let values = [0.35, 0.6, 0.45, 0.8, 0.55, 0.9, 0.7]

    static func sample(_ ui: UI, _ k: Int, on: Bool) {
        switch k {
        case 0:
            ui.zstack {
                ui.shape(LineChart(values: values, closed: true))
                    .fill(LinearGradient(colors: [Color.blue.opacity(0.45), Color.blue.opacity(0.02)], startPoint: .top, endPoint: .bottom))
                ui.shape(LineChart(values: values, closed: false))
                    .trim(from: 0, to: on ? 1 : 0.3)
                    .stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
            }
            .frame(width: 260, height: 90)
        case 1:
            ui.hstack(spacing: 18) {
                ui.shape(PieSlice(fraction: on ? 0.8 : 0.25))
                    .fill(AngularGradient(colors: [.orange, .pink, .purple], startAngle: .degrees(-90), endAngle: .degrees(270)))
                    .frame(width: 90, height: 90)
                ui.text(on ? "80 %" : "25 %", font: .title2.weight(.bold))
            }
        default:
            ui.canvas { context, size in
                let bars = values.count, step = size.width * 0.62 / Double(bars)
                for (i, v) in values.enumerated() {
                    let h = size.height * (on ? v : 1 - v) * 0.9
                    context.fill(Path(roundedRect: Rect(Double(i) * step + 3, size.height - h, step - 6, h), cornerRadius: 3),
                                 with: .linearGradient(Gradient(colors: [.teal, .green]), startPoint: Point(0, size.height - h),
                                                       endPoint: Point(0, size.height)))
                }
                let d = min(size.height, size.width * 0.38) - 8
                var ring = context
                ring.translateBy(x: size.width - d / 2 - 4, y: size.height / 2)
                ring.rotate(by: .degrees(on ? 90 : 0))
                ring.stroke(Path(ellipseIn: Rect(-d / 2 + 5, -d / 2 + 5, d - 10, d - 10)),
                            with: .conicGradient(Gradient(colors: [.red, .yellow, .green, .blue, .red]), center: .zero),
                            style: StrokeStyle(lineWidth: 10, dash: [14, 6]))
            }
            .frame(width: 280, height: 90)
        }
    }
}

/// The values as a line across the frame (0 at the bottom, 1 at the top); closed, the area
/// under it.
struct LineChart: Shape {
    var values: [Double]
    var closed: Bool

    func path(in rect: Rect) -> Path {
        var p = Path()
        guard values.count > 1 else { return p }
        for (i, v) in values.enumerated() {
            let pt = Point(rect.minX + rect.width * Double(i) / Double(values.count - 1), rect.maxY - rect.height * v)
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        if closed {
            p.addLine(to: Point(rect.maxX, rect.maxY))
            p.addLine(to: Point(rect.minX, rect.maxY))
            p.closeSubpath()
        }
        return p
    }
}

/// `fraction` of a disc from the top, clockwise; it animates by its fraction.
struct PieSlice: Shape {
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
