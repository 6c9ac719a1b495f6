/// A handle on persistent per-ID state (see ``UI/state(_:_:)``), like SwiftUI's `@State`:
/// reading and writing `value` reaches the same storage every frame while the view is built.
public struct StateRef<T> {
    let box: Box<T>
    /// The stored value; setting it needs no `mutating` access (the storage is shared).
    public var value: T {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}
