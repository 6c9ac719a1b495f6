/// The frame's nodes, addressed by index. A class holding one growable buffer rather than a
/// `[Node]` property of `UI`: `nodes[i].field` reads and writes the field in place through
/// the pointer, without the dynamic exclusivity check (and uniqueness check) that every
/// access to an array stored in a class costs — a grid frame makes tens of thousands.
/// Pointers are never handed out, so growth (which moves the buffer) is always safe.
final class NodeBuffer {
    private struct Header {
        var base: UnsafeMutablePointer<Node>
        var count: Int
        var capacity: Int
    }
    private let header: UnsafeMutablePointer<Header>

    init(capacity: Int = 256) {
        header = .allocate(capacity: 1)
        header.initialize(to: Header(base: .allocate(capacity: capacity), count: 0, capacity: capacity))
    }

    deinit {
        header.pointee.base.deinitialize(count: header.pointee.count)
        header.pointee.base.deallocate()
        header.deinitialize(count: 1)
        header.deallocate()
    }

    var count: Int { header.pointee.count }
    var isEmpty: Bool { header.pointee.count == 0 }
    var indices: Range<Int> { 0..<header.pointee.count }

    // Indices come only from this frame's own links (parent, children, siblings), never from
    // app code, so the range check is an `assert`: checked in debug builds (the test suite,
    // the memcheck runs), free in release, where it was ~4 % of a grid frame.
    subscript(i: Int) -> Node {
        unsafeAddress {
            assert(i >= 0 && i < header.pointee.count, "node index out of range")
            return UnsafePointer(header.pointee.base + i)
        }
        unsafeMutableAddress {
            assert(i >= 0 && i < header.pointee.count, "node index out of range")
            return header.pointee.base + i
        }
    }

    /// The address of node `i`, for code that reads or writes many of its fields. Valid until
    /// the next append: only layout and emit use it, and they never add nodes.
    @inline(__always)
    func pointer(_ i: Int) -> UnsafeMutablePointer<Node> {
        assert(i >= 0 && i < header.pointee.count, "node index out of range")
        return header.pointee.base + i
    }

    func append(_ node: __owned Node) {
        reserveOne()
        (header.pointee.base + header.pointee.count).initialize(to: node)
        header.pointee.count += 1
    }

    /// Appends a new node built in place (no intermediate copy with its retains).
    func append(id: NodeID, kind: __owned NodeKind, tag: NodeTag, parent: Int, explicitKey: UInt64?,
                transaction: TransactionSlot) {
        assert(kind.tag == tag, "node tag does not match its kind")
        reserveOne()
        (header.pointee.base + header.pointee.count).initialize(
            to: Node(id: id, kind: kind, tag: tag, parent: parent, explicitKey: explicitKey, transaction: transaction))
        header.pointee.count += 1
    }

    @inline(__always)
    private func reserveOne() {
        if header.pointee.count == header.pointee.capacity { grow() }
    }

    /// Doubles the buffer (rare: it keeps its size from frame to frame).
    @inline(never)
    private func grow() {
        let capacity = header.pointee.capacity * 2
        let base = UnsafeMutablePointer<Node>.allocate(capacity: capacity)
        base.moveInitialize(from: header.pointee.base, count: header.pointee.count)
        header.pointee.base.deallocate()
        header.pointee.base = base
        header.pointee.capacity = capacity
    }

    /// Trades contents with `other` (no node is copied): the UI keeps last frame's nodes
    /// this way while it builds the next frame's in the other buffer's storage.
    func swapContents(with other: NodeBuffer) {
        swap(&header.pointee, &other.header.pointee)
    }

    /// Removes every node, keeping the buffer.
    func removeAll() {
        header.pointee.base.deinitialize(count: header.pointee.count)
        header.pointee.count = 0
    }
}
