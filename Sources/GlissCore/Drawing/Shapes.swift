/// Which outline a shape node draws.
enum ShapeKind: UInt8 {
    /// `roundedRect`: corners of `radius`.
    case roundedRect
    /// Corners of half the shorter side.
    case capsule
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The largest circle centred in the frame.
    case circle

    /// True when `p` is inside the shape drawn in `frame` (`radius`: a rounded rectangle's
    /// corners) — SwiftUI hit-tests a shape by its path, so a round button's corners are
    /// not part of it.
    func contains(_ p: Point, in frame: Rect, radius: Double) -> Bool {
        guard frame.contains(p) else { return false }
        let w = frame.size.width, h = frame.size.height
        let cx = frame.origin.x + w / 2, cy = frame.origin.y + h / 2
        switch self {
        case .ellipse:
            guard w > 0, h > 0 else { return false }
            let dx = (p.x - cx) / (w / 2), dy = (p.y - cy) / (h / 2)
            return dx * dx + dy * dy <= 1
        case .circle:
            let r = min(w, h) / 2, dx = p.x - cx, dy = p.y - cy
            return dx * dx + dy * dy <= r * r
        case .roundedRect, .capsule:
            let r = min(self == .capsule ? .infinity : radius, min(w, h) / 2)
            guard r > 0 else { return true }
            // Outside the corner squares the rectangle decides; inside one, the corner's arc.
            let dx = max(0, abs(p.x - cx) - (w / 2 - r)), dy = max(0, abs(p.y - cy) - (h / 2 - r))
            return dx * dx + dy * dy <= r * r
        }
    }
}

extension UI {
    func shape(_ kind: ShapeKind, radius: Double, fill: Color?, stroke: Color?, lineWidth: Double,
               idBits: UInt64?) -> NodeRef {
        // Neither colour given: filled with the foreground colour, as SwiftUI's shapes are
        // (`.foregroundStyle` or `.fill` on it, or on a container around it, replaces it).
        let foreground = fill == nil && stroke == nil
        tree.shapes.append(ShapeContent(fill: foreground ? .primary : fill, stroke: stroke, lineWidth: lineWidth, radius: radius,
                                        kind: kind, foreground: foreground))
        return ref(add(.shape(index: tree.shapes.count - 1), .shape, idBits: idBits))
    }

    /// A rectangle (SwiftUI `Rectangle`) filling its frame: filled with `fill` and/or stroked
    /// with `stroke` (`lineWidth` centred on the edge); with neither, filled with the
    /// foreground colour (``Color/primary`` unless `.foregroundStyle` says otherwise).
    ///
    /// ```swift
    /// ui.rectangle(fill: .blue).frame(height: 1)
    /// ```
    @inlinable @discardableResult
    public func rectangle(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                          id: some IdentityKey = PositionalKey()) -> NodeRef {
        roundedRect(0, fill, stroke, lineWidth, idBits: id.explicitBits)
    }

    /// A rectangle with corners of `cornerRadius` (SwiftUI `RoundedRectangle(cornerRadius:)`),
    /// filled and/or stroked as ``rectangle(fill:stroke:lineWidth:id:)``.
    ///
    /// ```swift
    /// ui.roundedRectangle(cornerRadius: 12, fill: .orange).frame(width: 80, height: 80)
    /// ui.roundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2)
    /// ```
    @inlinable @discardableResult
    public func roundedRectangle(cornerRadius: Double, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                                 id: some IdentityKey = PositionalKey()) -> NodeRef {
        roundedRect(cornerRadius, fill, stroke, lineWidth, idBits: id.explicitBits)
    }

    /// A capsule (SwiftUI `Capsule`): a rounded rect whose corners are half its shorter side.
    @discardableResult
    public func capsule(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.capsule, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, idBits: id.explicitBits)
    }

    /// A circle (SwiftUI `Circle`): the largest circle centred in the frame.
    @discardableResult
    public func circle(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                       id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.circle, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, idBits: id.explicitBits)
    }

    /// An ellipse inscribed in the frame (SwiftUI `Ellipse`).
    @discardableResult
    public func ellipse(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.ellipse, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, idBits: id.explicitBits)
    }

    /// The shape (its index in this pass's shapes) of node `n`'s background: the background
    /// itself, or the only view of a `background { … }` container. Its focus ring and its
    /// shadow follow that outline.
    func backgroundShape(of n: Node) -> Int? {
        guard var b = n.background else { return nil }
        if nodes[b].tag != .shape, nodes[b].firstChild >= 0, nodes[nodes[b].firstChild].nextSibling < 0 { b = nodes[b].firstChild }
        if case .shape(let si) = nodes[b].kind { return si }
        return nil
    }
}

extension NodeRef {
    /// Fills the shape with `color` — SwiftUI's `Shape.fill(_:)`: `ui.circle().fill(.red)`.
    /// (A stroke it was given stays: `.fill(.yellow).stroke(.orange)` draws both.)
    @discardableResult public func fill(_ color: Color) -> NodeRef {
        editShape("fill(_:)") { s in
            if s.foreground { s.stroke = nil }
            s.fill = color
            s.foreground = false
        }
    }

    /// Strokes the shape's outline with `color` (nil: the foreground colour), `lineWidth`
    /// centred on the edge — SwiftUI's `Shape.stroke(_:lineWidth:)`: `ui.capsule().stroke(.blue,
    /// lineWidth: 2)`. A fill given with `fill:` or ``fill(_:)`` stays; the default one goes.
    @discardableResult public func stroke(_ color: Color? = nil, lineWidth: Double = 1) -> NodeRef {
        editShape("stroke(_:lineWidth:)") { s in
            if s.foreground { s.fill = nil }
            s.stroke = color ?? .primary
            s.foreground = color == nil
            s.lineWidth = lineWidth
        }
    }

    /// Applies `edit` to this view's shape: the node itself, or the shape a modifier wrapped
    /// (`.frame` after `.padding`); a view that is no shape is reported once in `UI.warnings`.
    private func editShape(_ modifier: String, _ edit: (inout ShapeContent) -> Void) -> NodeRef {
        if let (_, si) = shapeNode(modifier) { edit(&ui.tree.shapes[si]) }
        return self
    }

    /// This view's shape: the node itself, or the shape a modifier wrapped (`.frame` after
    /// `.padding`) — its node and its index in this pass's shapes. nil, reported once in
    /// `UI.warnings`, for a view that is no shape.
    func shapeNode(_ modifier: String) -> (node: Int, shape: Int)? {
        let ui = self.ui
        var i = index
        while ui.nodes[i].tag != .shape, ui.nodes[i].childCount == 1, ui.nodes[i].firstChild >= 0 { i = ui.nodes[i].firstChild }
        guard case .shape(let si) = ui.nodes[i].kind else {
            ui.warn("\(modifier) applies to shapes (ui.shape, rectangle, roundedRectangle, capsule, circle, ellipse); it was given a \(ui.nodes[index].tag)")
            return nil
        }
        return (i, si)
    }
}

extension NodeRef {
    /// Clips the view to `shape` — SwiftUI's `.clipShape(_:)`: `.clipShape(.circle)`,
    /// `.clipShape(.rect(cornerRadius: 12))`. Its own image, shape and background are drawn
    /// in the shape; what is inside it is clipped to its frame (Gliss clips to rectangles).
    ///
    /// ```swift
    /// ui.text("3").font(.caption2).padding(4).background(.red).clipShape(.circle)
    /// ```
    @discardableResult public func clipShape(_ shape: ContentShape) -> NodeRef {
        let me = clipped()
        let radius = shape.roundingRadius
        if let si = ui.backgroundShape(of: ui.nodes[me.index]), ui.tree.shapes[si].kind == .roundedRect {
            ui.tree.shapes[si].radius = max(ui.tree.shapes[si].radius, radius)
        }
        return me.cornerRadius(radius)
    }

    /// `color` behind the view, filling `shape` — SwiftUI's `.background(_:in:)`:
    /// `.background(.blue, in: .capsule)`.
    @discardableResult public func background(_ color: Color, in shape: ContentShape) -> NodeRef {
        let ui = self.ui
        return background { ui.shape(shape.kind, radius: shape.cornerRadius, fill: color, stroke: nil, lineWidth: 1, idBits: nil) }
    }

    /// The accent colour of the controls and buttons inside — SwiftUI's `.tint(_:)`: what
    /// they draw in ``Color/accentColor`` (a button's label, a switch that is on, a slider's
    /// track, a selected segment) is drawn in `color`.
    @discardableResult public func tint(_ color: Color) -> NodeRef {
        let ui = self.ui
        let accent = Color.accentColor
        forEachInSubtree(attached: true) { i in
            switch ui.nodes[i].kind {
            case .text(let ti) where ui.tree.texts[ti].color == accent && !ui.tree.texts[ti].applied.contains(.foreground):
                ui.tree.texts[ti].color = color
            case .shape(let si):
                if ui.tree.shapes[si].fill == accent { ui.tree.shapes[si].fill = color }
                if ui.tree.shapes[si].stroke == accent { ui.tree.shapes[si].stroke = color }
            default:
                break
            }
        }
        return self
    }
}
