@_spi(GlissControls) import GlissCore

extension UI {
    /// A control that adds or takes away `step` — SwiftUI's `Stepper(_:value:in:step:)`: its
    /// title, then a − and a + button. A button at the end of the range is dimmed and does
    /// nothing. With keyboard focus (the stepper is one Tab stop) Up/Right add and Down/Left
    /// take away. The inspector lists it with the role `stepper` and the number as its value.
    ///
    /// ```swift
    /// ui.stepper("Copies: \(copies)", value: Bindable(job).copies, in: 1...99)
    /// ```
    @discardableResult
    @_disfavoredOverload
    public func stepper<S: StringProtocol>(_ title: S, value: Binding<Int>, in range: ClosedRange<Int> = Int.min...Int.max, step: Int = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        let v = min(max(value.wrappedValue, range.lowerBound), range.upperBound)
        let step = max(1, step)
        // From the value as it is when the action runs (two presses in one frame move twice);
        // checked for overflow, so a range reaching Int's ends stops there.
        func move(_ by: Int) {
            let now = min(max(value.wrappedValue, range.lowerBound), range.upperBound)
            let (sum, overflow) = now.addingReportingOverflow(by)
            let next = overflow ? (by > 0 ? range.upperBound : range.lowerBound) : min(max(sum, range.lowerBound), range.upperBound)
            if next != value.wrappedValue { value.wrappedValue = next }
        }
        return stepper(title, shown: String(v), canDown: v > range.lowerBound, canUp: v < range.upperBound,
                       down: { move(-step) }, up: { move(step) }, id: id)
            .accessibilityValue(Double(v), in: Double(range.lowerBound)...Double(range.upperBound), step: Double(step))
    }

    /// A stepper over a `Double` — SwiftUI's `Stepper(_:value:in:step:)` for floating-point
    /// values: each press adds or takes away `step`, clamped to `range`.
    @discardableResult
    @_disfavoredOverload
    public func stepper<S: StringProtocol>(_ title: S, value: Binding<Double>, in range: ClosedRange<Double>, step: Double = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        let raw = value.wrappedValue
        let v = raw.isFinite ? min(max(raw, range.lowerBound), range.upperBound) : range.lowerBound
        let step = step > 0 && step.isFinite ? step : 1
        func move(_ by: Double) {
            let now = value.wrappedValue.isFinite ? value.wrappedValue : range.lowerBound
            let next = min(max(now + by, range.lowerBound), range.upperBound)
            if next != value.wrappedValue { value.wrappedValue = next }
        }
        return stepper(title, shown: ControlStyle.format(v), canDown: v > range.lowerBound, canUp: v < range.upperBound,
                       down: { move(-step) }, up: { move(step) }, id: id)
            .accessibilityValue(v, in: range, step: step)
    }

    private func stepper(_ title: String, shown: String, canDown: Bool, canUp: Bool,
                         down: @escaping () -> Void, up: @escaping () -> Void, id: some IdentityKey) -> NodeRef {
        let half = ControlStyle.stepperHalf
        // (1) Its place: a row, the title leading and the two buttons trailing.
        let row = hstack(spacing: 8, id: id) {
            text(title, color: ControlStyle.label)
            spacer()
            // (3) Its drawing: one rounded face split in two; the buttons are its inner parts,
            // clicked but not Tab stops (the stepper as a whole is one).
            hstack(spacing: 0) {
                stepperHalf(Icon(named: "minus"), enabled: canDown, size: half, action: down)
                rectangle(fill: ControlStyle.border).frame(width: 1, height: half.height - 8)
                stepperHalf(.plus, enabled: canUp, size: half, action: up)
            }
            .background { roundedRectangle(cornerRadius: 6, fill: ControlStyle.well, stroke: ControlStyle.border, lineWidth: 0.5) }
        }
        // (2) Its interaction: the buttons' clicks, and arrows while focused.
        return row
            .accessibility(role: .stepper, label: title)
            .accessibilityValue(shown)
            .focusable()
            .onKeyPress(.upArrow, action: up)
            .onKeyPress(.rightArrow, action: up)
            .onKeyPress(.downArrow, action: down)
            .onKeyPress(.leftArrow, action: down)
    }

    private func stepperHalf(_ icon: Icon, enabled: Bool, size: Size, action: @escaping () -> Void) {
        zstack {
            self.icon(icon, size: 11, color: ControlStyle.label.opacity(enabled ? 0.85 : 0.25))
                .accessibility(label: icon == .plus ? "Increment" : "Decrement")
        }
        .frame(width: size.width, height: size.height)
        .onTap { if enabled { action() } }
        .focusable(false)
    }
}
