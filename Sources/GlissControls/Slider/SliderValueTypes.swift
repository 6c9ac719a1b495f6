@_spi(GlissControls) import GlissCore

/// Sliders over other value types than `Double`, each a `Double` slider underneath.
extension UI {
    /// A slider over any floating-point type (`Float`, `Float16`, …) — SwiftUI's `Slider` is
    /// generic over `BinaryFloatingPoint`. Otherwise as
    /// the `Double` slider.
    @discardableResult
    public func slider<V: BinaryFloatingPoint>(value: Binding<V>, in range: ClosedRange<V> = 0...1, step: V? = nil,
                                               label: String = "Slider", id: some IdentityKey = PositionalKey(),
                                               onEditingChanged: ((Bool) -> Void)? = nil) -> NodeRef {
        let doubles = Binding<Double>(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        return slider(value: doubles, in: Double(range.lowerBound)...Double(range.upperBound), step: step.map { Double($0) },
                      label: label, id: id, onEditingChanged: onEditingChanged)
    }

    /// A slider over whole numbers: it moves in whole `step`s (1 unless given) and sets the
    /// binding only to whole numbers in `range`.
    ///
    /// ```swift
    /// ui.slider(value: Bindable(settings).copies, in: 1...10, label: "Copies")
    /// ```
    @discardableResult
    public func slider(value: Binding<Int>, in range: ClosedRange<Int>, step: Int = 1,
                       label: String = "Slider", id: some IdentityKey = PositionalKey(),
                       onEditingChanged: ((Bool) -> Void)? = nil) -> NodeRef {
        let doubles = Binding<Double>(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = Int($0.rounded()) })
        return slider(value: doubles, in: Double(range.lowerBound)...Double(range.upperBound), step: Double(max(1, step)),
                      label: label, id: id, onEditingChanged: onEditingChanged)
    }
}
