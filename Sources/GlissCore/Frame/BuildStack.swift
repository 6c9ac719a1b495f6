/// One level of the build (`UI.levels`): the container nodes built now are added to (-1:
/// none), the identity scope they are keyed in, and the position the next one without a key
/// takes among its siblings.
struct BuildLevel {
    var parent: Int
    var scope: NodeID
    var next: Int
}

/// A stack of plain values for the build (the ID scope, positional counters, parents).
/// A class over one buffer rather than an `[T]` property of `UI`: every node pushes, reads
/// and bumps these, and an array stored in a class pays a uniqueness check (and a possible
/// copy) on each mutation. Elements are trivial values (no references), never handed out.
/// Pushes and pops pair up inside the builders, so emptiness is `assert`ed (debug builds).
final class BuildStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 32) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// The top element; the stack must not be empty.
    var top: Element {
        @inline(__always) get {
            assert(count > 0, "empty build stack")
            return base[count - 1]
        }
        @inline(__always) set {
            assert(count > 0, "empty build stack")
            base[count - 1] = newValue
        }
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// The elements, bottom first, for a loop over them (valid until the next push).
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The top element's address, for editing one of its fields in place; the stack must not
    /// be empty. Valid until the next push.
    var topAddress: UnsafeMutablePointer<Element> {
        @inline(__always) get {
            assert(count > 0, "empty build stack")
            return base + (count - 1)
        }
    }

    /// Element `i` (counted from the bottom); it must exist.
    subscript(i: Int) -> Element {
        @inline(__always) get {
            assert(i >= 0 && i < count, "build stack index out of range")
            return base[i]
        }
    }

    @inline(__always)
    func append(_ e: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: e)
        count += 1
    }

    @inline(__always)
    func removeLast() {
        assert(count > 0, "empty build stack")
        count -= 1
        (base + count).deinitialize(count: 1)
    }

    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
