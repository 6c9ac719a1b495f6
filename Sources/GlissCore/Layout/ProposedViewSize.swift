/// A size proposed to a view — SwiftUI's `ProposedViewSize`: on each axis a length, or nil for
/// "your ideal length". `0` asks for the view's minimum, `.infinity` for its maximum.
///
/// A ``Layout`` is given one in ``Layout/sizeThatFits(proposal:subviews:cache:)`` and makes
/// others for its subviews with ``LayoutSubview/sizeThatFits(_:)``.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; nil asks for the ideal width.
    public var width: Double?
    /// The proposed height; nil asks for the ideal height.
    public var height: Double?

    /// A proposal of `width` × `height` (nil on an axis: the ideal length).
    public init(width: Double?, height: Double?) { self.width = width; self.height = height }
    /// A proposal of exactly `size`.
    public init(_ size: Size) { width = size.width; height = size.height }

    /// Nil on both axes: the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Zero on both axes: the view's minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Infinity on both axes: the view's maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, its nil axes taken from `size` (10 × 10 by default, as in
    /// SwiftUI: what a shape takes when offered nothing).
    public func replacingUnspecifiedDimensions(by size: Size = Size(10, 10)) -> Size {
        Size(width ?? size.width, height ?? size.height)
    }
}

// The layout pass's own proposal type stays internal (`ProposedSize`: positional, cheap, with
// the pass's helpers); the public one is converted at the custom layout's boundary only.
extension ProposedViewSize {
    init(_ p: ProposedSize) { width = p.width; height = p.height }
    var internalProposal: ProposedSize { ProposedSize(width, height) }
}
