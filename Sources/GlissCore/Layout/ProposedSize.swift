/// A size proposal; nil on an axis asks for the ideal size on that axis.
struct ProposedSize: Equatable {
    var width: Double?
    var height: Double?
    init(_ w: Double?, _ h: Double?) { width = w; height = h }
    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
    /// The proposal for what is inside `pad`: each given length less the padding, not below 0.
    @inline(__always)
    func inset(by pad: EdgeInsets) -> ProposedSize {
        ProposedSize(width.map { max(0, $0 - pad.horizontal) }, height.map { max(0, $0 - pad.vertical) })
    }
    static func make(_ axis: Axis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(main, cross) : ProposedSize(cross, main)
    }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
    static func make(_ axis: Axis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(main, cross) : Size(cross, main)
    }
}
