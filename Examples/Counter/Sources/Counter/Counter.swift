import Gliss

/// The smallest Gliss app: a number and a "+" button. Each click pops the number: it jumps to
/// a bigger size and springs back with a little wobble.
@main final class Counter: App {
    static var defaultSize: Size { Size(480, 360) }

    var count = 0

    func body(_ ui: UI) {
        if ui.keyPressed("Space") || ui.keyPressed("Return") { count += 1 }

        // `shown` chases `count` on a bouncy spring; how far it still lags behind (1 right after
        // a click, overshooting past 0 as it settles) scales the number's font.
        let shown = ui.animatedValue("shown", Double(count),
                                     animation: .spring(response: 0.45, dampingFraction: 0.5))
        let kick = min(max(Double(count) - shown, -1), 1)
        let size = (72 * (1 + 0.45 * kick)).rounded()

        ui.vstack(spacing: 28) {
            ui.text("\(count)", font: Font(size: size, weight: .heavy, design: .rounded),
                    color: Color(hex: 0x1C1C1E))
                // A fixed box: the growing number does not push the button around.
                .frame(width: 320, height: 140)

            ui.button(label: "+", action: { [weak self] in self?.count += 1 }) {
                ui.roundedRectangle(cornerRadius: 32, fill: .blue)
                ui.icon(.plus, size: 26, color: .white)
            }
            .frame(width: 64, height: 64)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.systemGray6)
    }

    func snapshot() -> JSON { .object([("count", .number(Double(count)))]) }
}
