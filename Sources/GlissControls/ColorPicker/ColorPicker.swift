@_spi(GlissControls) import GlissCore

/// A colour picker's memory: whether its panel is open, and the hue and saturation last
/// chosen (a grey or black has none of its own, so they are kept while it is one).
final class ColorPickerMemory {
    var open = false
    var hue = 0.0
    var saturation = 0.0
}

extension UI {
    /// A control for choosing a colour — SwiftUI's `ColorPicker(_:selection:supportsOpacity:)`:
    /// the title and a well showing the colour; a click on the well (or Space or Return on it)
    /// opens a panel under it with swatches of the system colours, an area of hue (across) and
    /// saturation (down) to click or drag in, brightness and opacity sliders (opacity only
    /// when `supportsOpacity`), and a hex field ("#FF9500", or "#FF950080" with opacity) that
    /// sets the colour when it holds one. The inspector lists the picker with the role
    /// `colorPicker`, its title as label and the colour's hex string as value.
    ///
    /// ```swift
    /// ui.colorPicker("Highlight", selection: Bindable(settings).highlight, supportsOpacity: false)
    /// ```
    @discardableResult @_disfavoredOverload
    public func colorPicker<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true,
                                               id: some IdentityKey = PositionalKey()) -> NodeRef {
        let title = title as? String ?? String(title)
        let color = selection.wrappedValue
        let set = { (c: Color) in
            var c = c
            if !supportsOpacity { c.a = 1 }
            if c != selection.wrappedValue { selection.wrappedValue = c }
        }
        return hstack(spacing: 8, id: id) {
            let memory = state("panel", ColorPickerMemory()).value
            let open = Binding(get: { memory.open }, set: { memory.open = $0 })
            if !title.isEmpty { text(title, color: ControlStyle.label) }
            if structure.formDepth > 0 { spacer() }
            button(label: "Color", action: { memory.open.toggle() }) { colorWell(color) }
                .popover(isPresented: open, arrowEdge: .bottom) {
                    self.colorPanel(color, memory: memory, supportsOpacity: supportsOpacity, set: set)
                }
        }
        .accessibility(role: .colorPicker, label: title)
        .accessibilityValue(color.hexString)
    }

    /// The well: the colour in a rounded box (over a check pattern where it is see-through).
    private func colorWell(_ color: Color) -> NodeRef {
        zstack {
            if color.a < 1 { checkPattern(ControlStyle.colorWell) }
            roundedRectangle(cornerRadius: 4, fill: color)
        }
        .frame(width: ControlStyle.colorWell.width, height: ControlStyle.colorWell.height)
        .padding(3)
        .background { roundedRectangle(cornerRadius: 6, fill: ControlStyle.box, stroke: ControlStyle.border) }
    }

    /// Grey and white squares, what a see-through colour is drawn over.
    private func checkPattern(_ size: Size) {
        let side = 6.0
        canvas {
            for row in 0..<Int((size.height / side).rounded(.up)) {
                for col in 0..<Int((size.width / side).rounded(.up)) where (row + col) % 2 == 0 {
                    rectangle(fill: Color(white: 0.8)).place(in: Rect(Double(col) * side, Double(row) * side, side, side))
                }
            }
        }
        .frame(width: size.width, height: size.height)
        .background(.white)
        .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}
