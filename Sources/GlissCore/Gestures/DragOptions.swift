/// How a drag gesture on a node behaves.
public struct DragOptions: Sendable, Equatable {
    /// Points the pointer must move from the press before the drag begins (0: at once).
    public var minimumDistance: Double
    /// The one direction the drag takes, or nil for any: a drag mostly along the other axis
    /// is left to what is behind (a row swiped sideways in a list that scrolls vertically).
    public var axis: Axis?
    /// Options with the given minimum distance (SwiftUI's default, 10 points) and axis.
    public init(minimumDistance: Double = 10, axis: Axis? = nil) {
        self.minimumDistance = minimumDistance
        self.axis = axis
    }
}
