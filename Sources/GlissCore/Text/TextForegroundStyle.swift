/// `.foregroundStyle(_:)` with any ``ShapeStyle``: a gradient fills the glyphs of the texts and
/// icons inside, and the shapes left to the foreground colour.
extension NodeRef {
    /// The style of the texts and icons inside, and of the shapes given no colour of their own
    /// — SwiftUI's `.foregroundStyle(_:)` with any ``ShapeStyle``. A gradient fills each text's
    /// glyphs resolved in that text's frame (its unit points are the text's bounds, as
    /// SwiftUI's are), and each shape's fill (or stroke) in the shape's frame. As the colour
    /// form, the innermost style wins.
    ///
    /// ```swift
    /// ui.text("Gliss").font(.largeTitle)
    ///     .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
    /// ui.icon(.star).font(.title)
    ///     .foregroundStyle(.linearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom))
    /// ```
    @discardableResult public func foregroundStyle(_ style: some ShapeStyle) -> NodeRef {
        // A style that is one colour whatever the frame (a colour, a colour's `.opacity`) is
        // drawn as the colour form draws it: a plain `.text` command.
        if case .color(let c) = style.resolve(in: Rect(0, 0, 1, 1)) { return foreground(color: c, style: nil) }
        return foreground(color: style.representativeColor, style: style)
    }

    /// The colour form's work, and with `style` the gradient's: the texts' `color` is then its
    /// most opaque stop (what draws where a colour is needed), the gradient itself in
    /// `FrameTree.textStyles`; a shape's colour too, its gradient as its paint.
    func foreground(color: Color, style: (any ShapeStyle)?) -> NodeRef {
        let ui = self.ui
        forEachInSubtree { i in
            switch ui.nodes[i].kind {
            case .shape(let si) where ui.tree.shapes[si].foreground:
                let fills = ui.tree.shapes[si].fill != nil
                if fills { ui.tree.shapes[si].fill = color } else { ui.tree.shapes[si].stroke = color }
                ui.tree.shapes[si].foreground = false
                if let style {
                    ui.editCustomShape(si, node: i) { if fills { $0.fillPaint = style } else { $0.strokePaint = style } }
                }
            case .text(let ti) where !ui.tree.texts[ti].applied.contains(.foreground):
                ui.tree.texts[ti].color = color
                ui.tree.texts[ti].applied.insert(.foreground)
                if let style { ui.tree.textStyles[ti] = style }
            default:
                break
            }
        }
        return self
    }
}

extension UI {
    /// The lines text `ti` emitted from command `start` on, filled with its gradient
    /// (`FrameTree.textStyles`) resolved in its frame `content`: each `.text` becomes a
    /// `.styledText`, the opacity its colour was drawn at (the view's, a transition's fade)
    /// carried over to the paint.
    @inline(never)
    func styleTextLines(_ ti: Int, content: Rect, from start: Int, _ out: inout EmitOutputs) {
        guard let style = tree.textStyles[ti], start < out.commands.count else { return }
        let paint = style.resolve(in: content)
        let base = tree.texts[ti].color.a
        for k in start..<out.commands.count {
            guard case let .text(s, font, color, origin) = out.commands[k] else { continue }
            out.commands[k] = .styledText(s, font: font, paint: paint.opacity(base > 0 ? min(1, color.a / base) : 0), origin: origin)
        }
    }
}
