import Foundation

/// SwiftUI's `ForEach`: views for each element of a collection, each keyed by the element's
/// identifier rather than its position, so an element's state, animation and scroll position
/// follow it when elements are inserted, removed or reordered.
extension UI {
    /// Builds `content` for each element of `data`, keyed by the value at `id` —
    /// SwiftUI's `ForEach(_:id:content:)`: `\.self` for strings and integers, `\.id` for a
    /// model's identifier (an `Int`, a `String`, a `UUID`). Two elements with the same
    /// identifier would share state: the second is built with a warning naming it.
    ///
    /// ```swift
    /// ui.forEach(tags, id: \.self) { tag in ui.text(tag) }
    /// ```
    public func forEach<Data: Sequence, ID: IdentityKey & Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                    content: (Data.Element) -> Void) {
        var seen = Set<ID>()
        for element in data {
            let key = element[keyPath: id]
            if !seen.insert(key).inserted {
                warn("forEach: the id \(key) appears more than once; its views share state (give each element its own id)")
            }
            withID(key) { content(element) }
        }
    }

    /// Builds `content` for each element of `data`, keyed by its `id` — SwiftUI's
    /// `ForEach(_:content:)` over `Identifiable` elements.
    public func forEach<Data: Sequence>(_ data: Data, content: (Data.Element) -> Void)
    where Data.Element: Identifiable, Data.Element.ID: IdentityKey {
        forEach(data, id: \.id, content: content)
    }
}

extension UUID: IdentityKey {
    /// The UUID's 128 bits folded to 64 (the same in every run).
    public var identityBits: UInt64 {
        let u = uuid
        let hi = [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let lo = [u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return (hi ^ (lo &* 0x9E3779B97F4A7C15)) ^ 0x3
    }
}
