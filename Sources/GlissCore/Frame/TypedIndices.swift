/// Where a node's inspector label is: at an index of `FrameTree.labels`, the node's own text
/// (no copy of it kept), or nowhere. One `Int` wide, as the bare index with -1 and -2 it names
/// was: a node stays a plain value, created and dropped by the hundred each pass.
struct NodeLabel: Equatable {
    private let raw: Int
    private init(raw: Int) { self.raw = raw }
    /// No label.
    static let none = NodeLabel(raw: -1)
    /// A text labelled by its own string.
    static let ownText = NodeLabel(raw: -2)
    /// The label at `index` of `FrameTree.labels`.
    static func table(_ index: Int) -> NodeLabel { NodeLabel(raw: index) }
    /// Its index in `FrameTree.labels`, when it is there.
    var tableIndex: Int? { raw >= 0 ? raw : nil }
}

/// The transaction a node was built under: an index of `FrameTree.transactions`, or none; and,
/// for `BuildContext.currentTransactionIndex` only, "not in this pass's table yet" (it goes in
/// when the first node is built under it). One `Int32` wide, as the bare index with -1 and -2
/// it names was: every node stores one.
struct TransactionSlot: Equatable {
    private let raw: Int32
    private init(raw: Int32) { self.raw = raw }
    /// Built under no transaction.
    static let none = TransactionSlot(raw: -1)
    /// The current transaction is not in this pass's table yet.
    static let notInTable = TransactionSlot(raw: -2)
    /// The transaction at `index` of `FrameTree.transactions`.
    static func table(_ index: Int) -> TransactionSlot { TransactionSlot(raw: Int32(index)) }
    /// Its index in `FrameTree.transactions`, when it names one.
    var tableIndex: Int? { raw >= 0 ? Int(raw) : nil }
}
