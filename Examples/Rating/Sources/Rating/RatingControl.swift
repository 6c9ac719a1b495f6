import Gliss
// The control SPI: for people writing controls; it may change between releases.
@_spi(GlissControls) import GlissCore

extension UI {
    /// Five dots that set `rating` (0…5): a click on a dot, Left and Right while it has
    /// keyboard focus, or a screen reader setting its value — as the built-in slider is.
    @discardableResult
    func rating(_ title: String, value rating: Binding<Int>, id: some IdentityKey = PositionalKey()) -> NodeRef {
        let dots = hstack(spacing: 6, id: id) {
            for dot in 1...5 {
                circle(fill: dot <= rating.wrappedValue ? .orange : .gray.opacity(0.3))
                    .frame(width: 22, height: 22)
                    .onTap { rating.wrappedValue = dot }
                    .focusable(false)
            }
        }
        // A screen reader's new value (Orca, or pyatspi's setCurrentValue), taken once a
        // frame, rounded and clamped as a click would set it; applied after the pass.
        if let v = dots.takeAccessibilityValueRequest() {
            afterPass { rating.wrappedValue = min(5, max(0, Int(v.rounded()))) }
        }
        return dots
            .focusable()
            .onKeyPress(.leftArrow) { rating.wrappedValue = max(0, rating.wrappedValue - 1) }
            .onKeyPress(.rightArrow) { rating.wrappedValue = min(5, rating.wrappedValue + 1) }
            .accessibility(role: .slider, label: title)
            .accessibilityValue("\(rating.wrappedValue) of 5")
            .accessibilityValue(Double(rating.wrappedValue), in: 0...5, step: 1)
    }
}
