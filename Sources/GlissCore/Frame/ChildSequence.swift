/// The children of a node, walked through their sibling links.
struct ChildSequence: Sequence, IteratorProtocol {
    let nodes: NodeBuffer
    var cursor: Int
    init(nodes: NodeBuffer, first: Int) { self.nodes = nodes; cursor = first }
    mutating func next() -> Int? {
        guard cursor >= 0 else { return nil }
        let c = cursor
        cursor = nodes[c].nextSibling
        return c
    }
}
