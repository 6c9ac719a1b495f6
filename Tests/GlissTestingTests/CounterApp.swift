import Gliss

/// A small app for the harness's own tests: a count, a "+" button, a square whose colour and
/// position the test chooses, and a springy bar that animates when the count changes.
final class CounterApp: App {
    var count = 0
    var squareColor = Color(red: 0.9, green: 0.2, blue: 0.2)
    static let defaultSize = Size(320, 200)

    func body(_ ui: UI) {
        ui.vstack(spacing: 12) {
            ui.text("Count \(count)", font: .title2.weight(.bold))
            ui.button("+") { ui.withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) { self.count += 1 } }
            let x = ui.animatedValue("x", Double(count) * 20)   // springs with the button's withAnimation
            ui.roundedRectangle(cornerRadius: 8, fill: squareColor)
                .frame(width: 60, height: 40)
                .offset(x: x)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    func snapshot() -> JSON { .object([("count", .number(Double(count)))]) }
}
