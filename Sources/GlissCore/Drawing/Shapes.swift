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
}

extension UI {
    private func shape(_ kind: ShapeKind, radius: Double, fill: Color?, stroke: Color?, lineWidth: Double,
                       id: some IdentityKey) -> NodeRef {
        tree.shapes.append(ShapeContent(fill: fill, stroke: stroke, lineWidth: lineWidth, radius: radius, kind: kind))
        return ref(add(.shape(index: tree.shapes.count - 1), .shape, idBits: id.explicitBits))
    }

    /// A capsule (SwiftUI `Capsule`): a rounded rect whose corners are half its shorter side.
    @discardableResult
    public func capsule(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.capsule, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, id: id)
    }

    /// A circle (SwiftUI `Circle`): the largest circle centred in the frame.
    @discardableResult
    public func circle(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                       id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.circle, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, id: id)
    }

    /// An ellipse inscribed in the frame (SwiftUI `Ellipse`).
    @discardableResult
    public func ellipse(fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1,
                        id: some IdentityKey = PositionalKey()) -> NodeRef {
        shape(.ellipse, radius: 0, fill: fill, stroke: stroke, lineWidth: lineWidth, id: id)
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
