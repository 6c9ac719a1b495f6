/// The tables one build pass fills and layout, preferences and emit read: the nodes, what
/// few nodes carry (`NodeExtras`), their inspector labels, the payloads that hold references
/// (`NodeKind` names them by index) and the nodes later phases visit. Emptied at the start of
/// every pass, storage kept.
///
/// A class held by a `let` of `UI` (`ui.tree`), so the optimiser knows the tree and its
/// `nodes` never change under a running loop: both loads are hoisted, and nothing is retained
/// per access. (As a struct in a `var`, every `tree.nodes` access retained and released the
/// node buffer: +6 % instructions in a grid frame.) Its tables are `@exclusivity(unchecked)`
/// for the reason `UI`'s are.
final class FrameTree {
    /// The nodes, addressed by index; node 0 is the root.
    let nodes = NodeBuffer()
    /// Rarely used node fields (see `NodeExtras`), indexed by `Node.extra`.
    @exclusivity(unchecked) var extras: [NodeExtras] = []
    /// The nodes that have extras, in the order their extras were made.
    @exclusivity(unchecked) var extraOwners: [Int] = []
    /// Nodes' inspector labels, indexed by `Node.labelIndex`.
    @exclusivity(unchecked) var labels: [String] = []
    /// Node payloads that hold references (see `NodeKind`).
    @exclusivity(unchecked) var texts: [TextContent] = []
    @exclusivity(unchecked) var images: [ImageContent] = []
    @exclusivity(unchecked) var shapes: [ShapeContent] = []
    @exclusivity(unchecked) var scrollViews: [ScrollState] = []
    @exclusivity(unchecked) var lazyContainers: [LazyContainer] = []
    /// Scroll views built in this pass, by the bits of their `id:` (`ScrollProxy` finds them).
    @exclusivity(unchecked) var scrollNames: [UInt64: ScrollState] = [:]
    /// Nodes that read preferences, lazy containers, scroll views and `geometryReader`s:
    /// what the phases after layout visit without walking the tree.
    @exclusivity(unchecked) var readers: [(node: Int, reader: PreferenceReader)] = []
    @exclusivity(unchecked) var lazyNodes: [Int] = []
    @exclusivity(unchecked) var scrollNodes: [Int] = []
    @exclusivity(unchecked) var geometryReaderNodes: [Int] = []

    /// Empties every table for a new pass (their storage is kept).
    func removeAll() {
        nodes.removeAll()
        extras.removeAll(keepingCapacity: true)
        extraOwners.removeAll(keepingCapacity: true)
        labels.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        shapes.removeAll(keepingCapacity: true)
        scrollViews.removeAll(keepingCapacity: true)
        lazyContainers.removeAll(keepingCapacity: true)
        scrollNames.removeAll(keepingCapacity: true)
        readers.removeAll(keepingCapacity: true)
        lazyNodes.removeAll(keepingCapacity: true)
        scrollNodes.removeAll(keepingCapacity: true)
        geometryReaderNodes.removeAll(keepingCapacity: true)
    }
}
