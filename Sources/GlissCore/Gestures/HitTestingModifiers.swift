/// The shape a view takes the pointer with — SwiftUI's `contentShape(_:)` argument.
public enum ContentShape: Sendable, Equatable {
    /// The view's whole frame.
    case rect
}

extension NodeRef {
    /// Whether the view and everything in it take pointer input — SwiftUI's
    /// `allowsHitTesting(_:)`. With `false`, clicks, drags, the wheel and hovering pass through
    /// to what is behind (a decoration over a list, a label over a button), and its opaque
    /// background covers nothing. Keyboard focus is unchanged.
    @discardableResult public func allowsHitTesting(_ enabled: Bool) -> NodeRef {
        editExtras { $0.allowsHitTesting = enabled }
    }

    /// Makes the view's frame take the hit — SwiftUI's `contentShape(_:)`: nothing behind it
    /// gets a press inside its frame, though it draws nothing there (a transparent backdrop
    /// that catches clicks). The views it is part of, and its own gestures, still get them.
    ///
    /// Gliss hit-tests a view in front of others as SwiftUI does: a view whose background
    /// is an opaque shape or colour (`.background(.white)`) takes the press, so a page or
    /// sheet over a button keeps the button from being clicked. Text, images and shapes
    /// without such a background let presses through to what is behind.
    @discardableResult public func contentShape(_ shape: ContentShape) -> NodeRef {
        editExtras { $0.contentShape = true }
    }
}
