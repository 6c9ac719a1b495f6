extension Script {
    /// The SDL name of the key `name` names (case-insensitive: `escape` → `Escape`, `q` → `Q`),
    /// or nil when SDL has no such key. What a script's `key` line accepts.
    public static func canonicalKeyName(_ name: String) -> String? { KeyNames.canonical(name) }
}
