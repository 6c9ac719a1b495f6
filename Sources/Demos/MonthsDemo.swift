import Gliss
/// Each label reports its rect in the "months" coordinate space; the reduced dictionary
/// (tree order, later wins) reaches the container's `onPreferenceChange`.
public struct MonthRectsKey: PreferenceKey {
    public static let defaultValue: [Int: Rect] = [:]
    public static func reduce(value: inout [Int: Rect], nextValue: () -> [Int: Rect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// Seed 001: twelve month labels; the selection border either fades per label (Fade) or is
/// one border that glides between labels (Glide), its target taken from the labels' own
/// geometry reported upward through a preference — never computed by the demo.
public final class MonthsDemo: Demo {
    public static let name = "months"
    public static let title = "Months"
    public static let summary = "A border glides between month labels using geometry reported upward (preferences, easeInOut)."
    public static let keys = "Arrows move the selection (the border glides); Tab and Return too; Escape or Q quits."

    public enum Mode: String { case fade, glide }
    public var mode: Mode = .glide
    public var active = 0
    /// Label rects as last reported through `MonthRectsKey` (named space "months").
    public private(set) var rects: [Int: Rect] = [:]
    /// Label texts and padding; a test changes them to show the border follows the report.
    public var labels = ["January", "February", "March", "April", "May", "June", "July",
                         "August", "September", "October", "November", "December"]
    public var labelPadding: Double = 10
    public var labelFont = Font(size: 20)
    /// The border rect drawn in the last frame (glide mode), or the active label's rect (fade).
    public private(set) var border: Rect = .zero

    public init(options: DemoOptions) {}

    public func body(_ ui: UI) {
        // Arrows move the selection in reading order (the border glides as after a click).
        for (key, step) in [(Key.rightArrow, 1), (.downArrow, 1), (.leftArrow, -1), (.upArrow, -1)] {
            ui.onKeyPress(key) { [unowned ui] in self.select(self.active + step, ui) }
        }
        ui.zstack(alignment: .topLeading) {
            ui.vstack(spacing: 0) {
                modeToggle(ui)
                ui.spacer()
                for row in 0..<3 {
                    ui.hstack(spacing: 8) {
                        for m in row * 4..<row * 4 + 4 { label(ui, m) }
                    }
                    ui.spacer()
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onPreferenceChange(MonthRectsKey.self) { [weak self] rects in self?.rects = rects }

            let target = rects[active] ?? .zero
            if mode == .glide {
                // The border animates toward the active label's reported rect; a resize moves
                // the target without a new animation, so it stays glued to its label.
                border = ui.animatedValue("glide-border", target)
                ui.canvas {
                    ui.roundedRectangle(cornerRadius: 15, stroke: .green, lineWidth: 3).place(in: border)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                border = target
            }
        }
        .coordinateSpace(name: "months")
    }

    /// Selects month `m` (clamped) with the mode's animation: taps, Return and the arrows.
    private func select(_ m: Int, _ ui: UI) {
        let m = min(max(m, 0), labels.count - 1)
        ui.withAnimation(.easeInOut(duration: mode == .glide ? 1.0 : 0.6)) { active = m }
    }

    private func label(_ ui: UI, _ m: Int) {
        let fadeColor = ui.animatedValue(m, mode == .fade && active == m ? Color.red : Color.red.opacity(0))
        ui.text(labels[m], font: labelFont, id: labels[m])
            .padding(labelPadding)
            .background {
                if mode == .fade { ui.roundedRectangle(cornerRadius: 15, stroke: fadeColor, lineWidth: 3) }
            }
            .preference(MonthRectsKey.self) { geo in [m: geo.frame(in: .named("months"))] }
            .onTap { [weak self, unowned ui] in self?.select(m, ui) }
            .focusable()   // Tab reaches the labels (a view with only a tap is not a stop by itself)
            .accessibilityAddTraits(active == m ? [.isButton, .isSelected] : .isButton)
    }

    private func modeToggle(_ ui: UI) {
        ui.hstack(spacing: 0) {
            for m in [Mode.fade, Mode.glide] {
                let selected = mode == m
                ui.button(m == .fade ? "Fade" : "Glide", font: Font(size: 15, weight: .semibold),
                          color: selected ? .white : .black) { [weak self] in self?.mode = m }
                    .accessibilityAddTraits(selected ? .isSelected : [])
                    .padding(EdgeInsets(horizontal: 18, vertical: 7))
                    .background(selected ? Color.blue : Color.clear, radius: 8)
            }
        }
        .padding(3)
        .background(.systemGray5, radius: 10)
        .padding(EdgeInsets(top: 24))
    }

    public func snapshot() -> JSON {
        .object([("mode", .string(mode.rawValue)), ("active", .number(Double(active))),
                 ("border", .rect(border)), ("reported", .number(Double(rects.count)))])
    }

    public func invariantViolation() -> String? {
        if !(0...11).contains(active) { return "active month \(active) out of 0…11" }
        if !border.isFinite { return "border is not finite: \(border)" }
        return nil
    }
}
