/// How a drag gesture on a node behaves.
public struct DragOptions: Sendable, Equatable {
    /// Points the pointer must move from the press before the drag begins (0: at once).
    public var minimumDistance: Double
    /// Options with the given minimum distance (SwiftUI's default, 10 points).
    public init(minimumDistance: Double = 10) { self.minimumDistance = minimumDistance }
}
