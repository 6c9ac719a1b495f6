/// A least-recently-used cache with O(1) lookup, insert and eviction, bounded by entry count
/// and, when given a `cost` per value (pixel bytes), by the total cost: least recently used
/// entries leave while either bound is exceeded (the newest entry always stays).
/// `onEvict` runs for every value that leaves the cache (eviction, `removeAll`), so
/// callers can free SDL resources there.
final class LRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        /// Weak: the list is owned from `head` along `next` (and by `map`); a strong link both
        /// ways would keep every node alive after the cache is gone.
        weak var prev: Node?
        var next: Node?
        init(key: Key, value: Value) { self.key = key; self.value = value }
    }

    private var map: [Key: Node] = [:]
    private var head: Node?   // most recently used
    private var tail: Node?   // least recently used
    var limit: Int
    let onEvict: (Value) -> Void
    /// The most `totalCost` may be.
    let costBudget: Int
    private let cost: (Value) -> Int
    /// The summed cost of the values held.
    private(set) var totalCost = 0

    /// Bounded by entry count only.
    convenience init(limit: Int, onEvict: @escaping (Value) -> Void = { _ in }) {
        self.init(limit: limit, costBudget: .max, cost: { _ in 0 }, onEvict: onEvict)
    }

    /// Bounded by entry count and by the summed `cost` of the values.
    init(limit: Int, costBudget: Int, cost: @escaping (Value) -> Int, onEvict: @escaping (Value) -> Void = { _ in }) {
        self.limit = max(1, limit)
        self.costBudget = costBudget
        self.cost = cost
        self.onEvict = onEvict
    }

    var count: Int { map.count }
    var values: [Value] { map.values.map(\.value) }

    /// The value for `key`, marking it most recently used.
    func get(_ key: Key) -> Value? {
        guard let node = map[key] else { return nil }
        moveToFront(node)
        return node.value
    }

    func contains(_ key: Key) -> Bool { map[key] != nil }

    /// Insert or replace; evicts least recently used entries beyond `limit`. Replacing calls
    /// `onEvict` for the old value unless `replacing` says the new value takes over its
    /// resources (the same texture with updated facts about it).
    func set(_ key: Key, _ value: Value, replacing: Bool = false) {
        totalCost += cost(value)
        if let node = map[key] {
            totalCost -= cost(node.value)
            if !replacing { onEvict(node.value) }
            node.value = value
            moveToFront(node)
        } else {
            let node = Node(key: key, value: value)
            map[key] = node
            node.next = head
            head?.prev = node
            head = node
            if tail == nil { tail = node }
        }
        while map.count > limit || (totalCost > costBudget && map.count > 1) {
            guard evictLeastRecentlyUsed() else { break }
        }
    }

    /// Evicts the least recently used entry (calling `onEvict`); false when empty.
    @discardableResult
    func evictLeastRecentlyUsed() -> Bool {
        guard let last = tail else { return false }
        unlink(last)
        map[last.key] = nil
        totalCost -= cost(last.value)
        onEvict(last.value)
        return true
    }

    func removeAll() {
        var node = head
        while let n = node {
            node = n.next
            n.prev = nil
            n.next = nil
            onEvict(n.value)
        }
        map.removeAll()
        totalCost = 0
        head = nil
        tail = nil
    }

    private func unlink(_ node: Node) {
        node.prev?.next = node.next
        node.next?.prev = node.prev
        if head === node { head = node.next }
        if tail === node { tail = node.prev }
        node.prev = nil
        node.next = nil
    }

    private func moveToFront(_ node: Node) {
        guard head !== node else { return }
        unlink(node)
        node.next = head
        head?.prev = node
        head = node
        if tail == nil { tail = node }
    }
}
