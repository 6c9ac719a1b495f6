/// Scroll views' proxies and state, and the keys they are kept under.
extension UI {
    /// The proxy of the scroll view built with `id:` (anywhere in the tree).
    public func scrollProxy(_ id: some IdentityKey) -> ScrollProxy {
        ScrollProxy(ui: self, name: id.identityBits)
    }

    func scrollState(_ id: NodeID, axis: Axis) -> ScrollState {
        store.get(id.child(UI.scrollStateKey).raw) { ScrollState(axis: axis) }
    }
    /// The keys under which a scroll view and a lazy container keep their state, hashed once
    /// (a string key is hashed where it is used: every frame, for every scroll view).
    static let scrollStateKey = RawIdentity(identityBits: "scroll".identityBits)
    static let lazyStateKey = RawIdentity(identityBits: "lazy".identityBits)
    /// The root node's `id:` ("root"), hashed once.
    static let rootKeyBits = "root".identityBits
}
