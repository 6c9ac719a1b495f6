@_spi(GlissControls) import GlissCore

/// A slider's memory between frames: its width as last laid out (a click or drag turns a
/// point into a value with it) and whether a drag is editing it.
final class SliderState {
    var width = 0.0
    var editing = false
}

extension UI {
    /// A control for choosing a value from a continuous range — SwiftUI's
    /// `Slider(value:in:step:onEditingChanged:)`. It takes the width it is offered. Dragging
    /// the knob (or pressing anywhere on the track and dragging) sets the value; a click on
    /// the track jumps there. With keyboard focus (Tab reaches it) the arrows move it by
    /// `step` (without a step, by a twentieth of the range), Page Up/Down by a tenth, Home and
    /// End to the ends. Values are clamped to `range` and rounded to `step`.
    ///
    /// `label` names it for the inspector (role `slider`; its value is the number);
    /// `onEditingChanged` is told `true` when a drag starts and `false` when it ends.
    ///
    /// ```swift
    /// ui.slider(value: Bindable(player).volume, in: 0...100, step: 5, label: "Volume")
    /// ```
    @discardableResult
    public func slider(value: Binding<Double>, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
                       label: String = "Slider", id: some IdentityKey = PositionalKey(),
                       onEditingChanged: ((Bool) -> Void)? = nil) -> NodeRef {
        let span = range.upperBound - range.lowerBound
        let step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        /// `v` clamped to the range and rounded to the step.
        func settle(_ v: Double) -> Double {
            guard v.isFinite else { return range.lowerBound }
            var x = min(max(v, range.lowerBound), range.upperBound)
            if let step { x = min(range.upperBound, range.lowerBound + ((x - range.lowerBound) / step).rounded() * step) }
            return x
        }
        let current = settle(value.wrappedValue)
        let fraction = span > 0 ? (current - range.lowerBound) / span : 0
        let knob = ControlStyle.sliderKnob

        // (1) Its place: all the width offered, a knob high.
        let reader = geometryReader(id: id) { geo in
            let state = memory(currentScope.child("slider")) { SliderState() }
            state.width = geo.size.width
            // (3) Its drawing: the knob glides when the value changes inside `withAnimation`.
            let shown = animatedValue("fraction", fraction)
            let travel = max(0, geo.size.width - knob)
            let mid = geo.size.height / 2, bar = ControlStyle.sliderTrack
            canvas {
                capsule(fill: ControlStyle.track).place(in: Rect(knob / 2, mid - bar / 2, travel, bar))
                capsule(fill: .accentColor).place(in: Rect(knob / 2, mid - bar / 2, travel * shown, bar))
                circle(fill: ControlStyle.knob, stroke: ControlStyle.border, lineWidth: 0.5)
                    .place(in: Rect(travel * shown, mid - knob / 2, knob, knob))
                    .shadow(color: ControlStyle.knobShadow, radius: 1.5, y: 0.5)
            }
            .frame(width: geo.size.width, height: geo.size.height)
        }
        .frame(height: knob + 4)
        let state = memory(reader.id.child("slider")) { SliderState() }
        // Right to left the track is mirrored (it fills from the right): so are its points.
        let rightToLeft = EnvironmentValues.building.layoutDirection == .rightToLeft
        /// The value at `x` points from the slider's left edge (the knob's centre there).
        func valueAt(_ x: Double) -> Double {
            let travel = max(1, state.width - knob)
            let leading = rightToLeft ? state.width - x : x
            return settle(range.lowerBound + (leading - knob / 2) / travel * span)
        }
        func set(_ v: Double) { if v != value.wrappedValue { value.wrappedValue = v } }
        /// Moves by `d` from the value as it is when the key's action runs (two presses in one
        /// frame move twice).
        func nudge(_ d: Double) { set(settle(settle(value.wrappedValue) + d)) }

        // (2) Its interaction: drags and clicks on the track, and keys while focused.
        let keyStep = step ?? span / 20
        // A screen reader setting the value (AT-SPI's Value interface) moves it as a drag would.
        // Taken once: each layout pass builds the slider again.
        if let v = reader.takeAccessibilityValueRequest() { afterPass { set(settle(v)) } }
        return reader
            .accessibility(role: .slider, label: label)
            .accessibilityValue(ControlStyle.format(current))
            .accessibilityValue(current, in: range, step: step ?? 0)
            .onDrag(minimumDistance: 0, changed: { v in
                if !state.editing { state.editing = true; onEditingChanged?(true) }
                set(valueAt(v.location.x))
            }, ended: { v in
                set(valueAt(v.location.x))
                state.editing = false
                onEditingChanged?(false)
            })
            .onTapGesture { p in set(valueAt(p.x)) }
            .focusable()
            .onKeyPress(.leftArrow) { nudge(rightToLeft ? keyStep : -keyStep) }
            .onKeyPress(.downArrow) { nudge(-keyStep) }
            .onKeyPress(.rightArrow) { nudge(rightToLeft ? -keyStep : keyStep) }
            .onKeyPress(.upArrow) { nudge(keyStep) }
            .onKeyPress(.pageDown) { nudge(-max(keyStep, span / 10)) }
            .onKeyPress(.pageUp) { nudge(max(keyStep, span / 10)) }
            .onKeyPress(.home) { set(range.lowerBound) }
            .onKeyPress(.end) { set(settle(range.upperBound)) }
    }
}
