/// A shape given to a modifier: the one a view takes the pointer with (SwiftUI's
/// `contentShape(_:)` argument), clips to (`clipShape(_:)`) or is filled in
/// (`background(_:in:)`) — SwiftUI's `.rect`, `.rect(cornerRadius:)`, `.capsule`, `.circle`,
/// `.ellipse`.
public struct ContentShape: Sendable, Equatable {
    /// The shape's kind and its corners' radius (a rectangle's).
    let kind: ShapeKind
    let cornerRadius: Double
    /// A `Shape` value of the app's (`contentShape(Star())`): its path decides; `kind` is unused.
    var custom: ShapeBox? = nil
    /// The view's whole frame.
    public static let rect = ContentShape(kind: .roundedRect, cornerRadius: 0)
    /// The frame with corners of `cornerRadius`.
    public static func rect(cornerRadius: Double) -> ContentShape { ContentShape(kind: .roundedRect, cornerRadius: cornerRadius) }
    /// Corners of half the shorter side.
    public static let capsule = ContentShape(kind: .capsule, cornerRadius: 0)
    /// The largest circle centred in the frame.
    public static let circle = ContentShape(kind: .circle, cornerRadius: 0)
    /// The ellipse inscribed in the frame.
    public static let ellipse = ContentShape(kind: .ellipse, cornerRadius: 0)
    /// The radius that rounds a frame's corners into this shape (a capsule's, a circle's and
    /// an ellipse's: as round as the frame allows).
    var roundingRadius: Double { kind == .roundedRect ? cornerRadius : 1_000_000 }
}

extension NodeRef {
    /// Whether the view and everything in it take pointer input — SwiftUI's
    /// `allowsHitTesting(_:)`. With `false`, clicks, drags, the wheel and hovering pass through
    /// to what is behind (a decoration over a list, a label over a button), and its opaque
    /// background covers nothing. Keyboard focus is unchanged.
    @discardableResult public func allowsHitTesting(_ enabled: Bool) -> NodeRef {
        editExtras { $0.allowsHitTesting = enabled }
    }

    /// Makes `shape`, in the view's frame, take the hit — SwiftUI's `contentShape(_:)`:
    /// nothing behind it gets a press inside the shape, though the view draws nothing there
    /// (a transparent backdrop that catches clicks), and the view's own gestures take only
    /// presses inside it (`.contentShape(.circle)` on a round button leaves its corners to
    /// what is behind). The views it is part of still get them.
    ///
    /// Gliss hit-tests a view in front of others as SwiftUI does: a filled shape
    /// (`ui.rectangle(fill: .black.opacity(0.3))`, `ui.circle()`) takes the presses inside
    /// its path, and so does a view whose background is one (`.background(.white)`), so a
    /// page, a sheet or a scrim over a button keeps the button from being clicked. Text,
    /// images, outlines and views without such a background let presses through to what is
    /// behind.
    @discardableResult public func contentShape(_ shape: ContentShape) -> NodeRef {
        editExtras { $0.contentShape = shape }
    }
}
