/// One child of a ``Layout``'s container — SwiftUI's `LayoutSubview`: measure it with
/// ``sizeThatFits(_:)``, place it with ``place(at:anchor:proposal:)``, read what it says to its
/// container with ``priority`` and `subview[MyKey.self]` (``LayoutValueKey``).
///
/// Valid during the layout pass it was given in (it names a view of that pass's tree).
public struct LayoutSubview: Equatable {
    /// The container's layout box: what its pass placed is recorded there.
    let owner: CustomLayoutBox
    /// The child's node.
    let node: Int
    /// Its place among the container's children (``LayoutSubviews``' index).
    let position: Int

    /// The subview's size for `proposal` (cached for the pass: asking again costs a lookup).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        owner.ui.sizeThatFits(node, proposal.internalProposal)
    }

    /// Places the subview: its size for `proposal`, with its `anchor` point at `position`
    /// (window coordinates, as the `bounds` given to
    /// ``Layout/placeSubviews(in:proposal:subviews:cache:)``).
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let s = sizeThatFits(proposal)
        place(in: Rect(position.x - anchor.x * s.width, position.y - anchor.y * s.height, s.width, s.height))
    }

    /// `.layoutPriority(_:)`'s value on the subview (0 when it has none).
    public var priority: Double { owner.ui.layoutPriority(node) }

    /// The value the subview gave `key` with `.layoutValue(key:value:)`, else the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { owner.ui.layoutValue(key, of: node) }

    /// The same child of the same container.
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.owner === b.owner && a.node == b.node }

    /// Places the subview at exactly `rect` (the built-in stacks: a spacer's rect is not its
    /// size for any proposal).
    func place(in rect: Rect) {
        owner.didPlace(position)
        owner.ui.place(node, rect)
    }

    /// The spacer's minimum length when the subview is a spacer, else nil: stacks share the
    /// space left by the other views among their spacers.
    var spacerMinLength: Double? {
        guard owner.ui.isStackSpacer(node), case .spacer(let minLength) = owner.ui.nodes[node].kind else { return nil }
        return minLength
    }

}

/// The children of a ``Layout``'s container, in the order they were built — SwiftUI's
/// `LayoutSubviews`. A slice (`subviews[1...]`) is itself a `LayoutSubviews` with the same
/// indices, to hand a part of the children to another layout.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// A subview's index: its place among the container's children.
    public typealias Index = Int
    /// A slice of the subviews is itself a `LayoutSubviews`.
    public typealias SubSequence = LayoutSubviews

    let owner: CustomLayoutBox
    /// The index of the first subview.
    public let startIndex: Int
    /// One past the index of the last subview.
    public let endIndex: Int

    init(owner: CustomLayoutBox, _ range: Range<Int>) {
        self.owner = owner
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews: index \(index) out of \(startIndex)..<\(endIndex)")
        return LayoutSubview(owner: owner, node: owner.children[index], position: index)
    }

    /// The subviews at `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews: range out of bounds")
        return LayoutSubviews(owner: owner, bounds)
    }

    /// The same children of the same container.
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.owner === b.owner && a.startIndex == b.startIndex && a.endIndex == b.endIndex
    }
}
