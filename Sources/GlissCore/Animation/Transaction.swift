/// The animation context of a state change, like SwiftUI's `Transaction`.
/// Set by `UI.withAnimation` (explicit) or `UI.animation(_:value:)` (implicit, scoped).
public struct Transaction: Sendable, Equatable {
    /// The animation for changes made under this transaction; nil changes things at once.
    public var animation: Animation?
    /// A transaction animating with `animation` (nil: no animation).
    public init(animation: Animation?) { self.animation = animation }
}
