@_spi(GlissControls) import GlissCore

extension UI {
    /// The system colours a colour panel offers as swatches, with their names.
    static var colorSwatches: [(String, Color)] {
        [("Red", .red), ("Orange", .orange), ("Yellow", .yellow), ("Green", .green), ("Mint", .mint), ("Teal", .teal),
         ("Cyan", .cyan), ("Blue", .blue), ("Indigo", .indigo), ("Purple", .purple), ("Pink", .pink), ("Brown", .brown),
         ("Black", .black), ("Gray", .gray), ("Light Gray", Color(white: 0.85)), ("White", .white)]
    }

    /// A colour picker's panel: swatches, the hue and saturation area, brightness and opacity
    /// sliders, and the hex field, each setting the colour through `set`.
    func colorPanel(_ color: Color, memory: ColorPickerMemory, supportsOpacity: Bool, set: @escaping (Color) -> Void) {
        var (hue, saturation, brightness) = color.hsb
        // A grey has no hue or saturation of its own: keep the ones last chosen.
        if saturation == 0 || brightness == 0 { hue = memory.hue; saturation = brightness == 0 ? memory.saturation : 0 }
        let choose = { (h: Double, s: Double, b: Double, a: Double) in
            memory.hue = h
            memory.saturation = s
            set(Color(hue: h, saturation: s, brightness: b, opacity: a))
        }
        let width = ControlStyle.colorArea.width
        vstack(alignment: .leading, spacing: 10) {
            // Swatches, eight to a row.
            let swatches = UI.colorSwatches
            vstack(alignment: .leading, spacing: 6) {
                for row in 0..<(swatches.count / 8) {
                    hstack(spacing: 6) {
                        for (name, swatch) in swatches[(row * 8)..<(row * 8 + 8)] {
                            button(label: name, action: { memory.hue = swatch.hsb.hue; set(swatch.opacity(color.a)) }) {
                                roundedRectangle(cornerRadius: 4, fill: swatch, stroke: ControlStyle.border)
                                    .frame(width: 22, height: 22)
                            }
                            .focusable(false)
                        }
                    }
                }
            }
            hueSaturationArea(hue: hue, saturation: saturation, brightness: brightness) { h, s in
                choose(h, s, max(brightness, 0.05), color.a)
            }
            slider(value: Binding(get: { brightness }, set: { choose(hue, saturation, $0, color.a) }), in: 0...1,
                   label: "Brightness")
                .frame(width: width)
            if supportsOpacity {
                slider(value: Binding(get: { color.a }, set: { var c = color; c.a = $0; set(c) }), in: 0...1, label: "Opacity")
                    .frame(width: width)
            }
            hstack(spacing: 6) {
                text("Hex", color: ControlStyle.secondaryLabel)
                // The field sets the colour when its text names one; its text follows the colour.
                textField("Hex", text: Binding(get: { color.hexString },
                                               set: { if let c = Color(hexString: $0) { memory.hue = c.hsb.hue; set(c) } }))
                    .frame(width: 120)
            }
        }
        .frame(width: width, alignment: .leading)
    }

    /// Hue across and saturation down (full at the top), at `brightness`, with a ring where
    /// the colour is; a click or a drag sets hue and saturation.
    private func hueSaturationArea(hue: Double, saturation: Double, brightness: Double,
                                   set: @escaping (Double, Double) -> Void) {
        let size = ControlStyle.colorArea
        let at = { (p: Point) in
            set(max(0, min(1, p.x / size.width)) * 0.999, 1 - max(0, min(1, p.y / size.height)))
        }
        let hues = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map { Color(hue: min($0, 0.999), saturation: 1, brightness: 1) }
        zstack(alignment: .topLeading) {
            rectangle().fill(LinearGradient(colors: hues, startPoint: .leading, endPoint: .trailing))
            rectangle().fill(LinearGradient(colors: [Color.white.opacity(0), .white], startPoint: .top, endPoint: .bottom))
            rectangle(fill: Color.black.opacity(1 - brightness))
            circle(fill: .clear, stroke: .white, lineWidth: 2)
                .frame(width: 12, height: 12)
                .offset(x: hue * size.width - 6, y: (1 - saturation) * size.height - 6)
        }
        .frame(width: size.width, height: size.height)
        .clipShape(RoundedRectangle(cornerRadius: 4))
        .contentShape(.rect)
        .accessibility(role: .container, label: "Hue and saturation")
        .onTapGesture(count: 1, coordinateSpace: .local) { at($0) }
        .onDrag(minimumDistance: 0, coordinateSpace: .local, changed: { at($0.location) })
    }
}
