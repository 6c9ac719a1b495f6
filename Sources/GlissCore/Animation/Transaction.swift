/// The animation context of a state change, like SwiftUI's `Transaction`.
/// Set by `UI.withAnimation` (explicit) or `UI.animation(_:value:)` (implicit, scoped).
public struct Transaction: Sendable, Equatable {
    /// The animation for changes made under this transaction; nil changes things at once.
    public var animation: Animation?
    /// A transaction animating with `animation` (nil: no animation).
    public init(animation: Animation?) { self.animation = animation }
}

/// A matched-geometry identity: views with the same key in the same namespace
/// are one view moving between places.
public struct MatchedKey: Hashable, Sendable {
    /// The namespace name given to `matchedGeometry(id:in:)`.
    public var namespace: String
    /// The bits of the `id:` given to `matchedGeometry(id:in:)`.
    public var id: UInt64
    /// The key of `id` in `namespace`.
    public init(namespace: String, id: some IdentityKey) {
        self.namespace = namespace; self.id = id.identityBits
    }
}

/// An edge of a rectangle (for `Transition.move(edge:)`).
public enum Edge: Sendable, Hashable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The left edge.
    case leading
    /// The right edge.
    case trailing
}

/// How a view enters and leaves (SwiftUI `.transition`). Applied as a function of
/// presence p (0 = gone, 1 = fully there).
public struct Transition: Sendable, Equatable {
    var fades: Bool
    var moveEdge: Edge?
    /// `.opacity`: fade in and out (the default).
    public static let opacity = Transition(fades: true, moveEdge: nil)
    /// `.move(edge:)`: slide in from / out to `edge`, offset by the view's own size; no fade.
    public static func move(edge: Edge) -> Transition { Transition(fades: false, moveEdge: edge) }
    /// `.scale(scale: 1)` / `.identity`: no visible change, yet the view lives through the animation.
    public static let identity = Transition(fades: false, moveEdge: nil)
    /// Both effects at once.
    public func combined(with other: Transition) -> Transition {
        Transition(fades: fades || other.fades, moveEdge: moveEdge ?? other.moveEdge)
    }
    /// Offset and opacity factor for a view of `rect` at presence `p`.
    public func effect(presence p: Double, rect: Rect) -> (offset: Point, opacity: Double) {
        let q = 1 - p
        var off = Point.zero
        switch moveEdge {
        case .top?: off.y = -rect.height * q
        case .bottom?: off.y = rect.height * q
        case .leading?: off.x = -rect.width * q
        case .trailing?: off.x = rect.width * q
        case nil: break
        }
        return (off, fades ? max(0, min(1, p)) : 1)
    }
}
