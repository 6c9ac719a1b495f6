/// A value a view hands to its container's ``Layout`` — SwiftUI's `LayoutValueKey`. Declare a
/// key, set it with ``NodeRef/layoutValue(key:value:)``, read it in the layout with
/// `subview[Key.self]`:
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// ui.text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews.sorted { $0[Rank.self] < $1[Rank.self] }
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

extension NodeRef {
    /// Gives `key` a value the container's ``Layout`` reads with `subview[key]` — SwiftUI's
    /// `.layoutValue(key:value:)`. Modifiers applied after it keep it (it is the view's, however
    /// many frames and paddings wrap it).
    @discardableResult
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> NodeRef {
        editExtras { $0.layoutValues[ObjectIdentifier(key)] = value }
    }

    /// How early the container sizes this view — SwiftUI's `.layoutPriority(_:)` (0 by default);
    /// a ``Layout`` reads it as ``LayoutSubview/priority``. Modifiers applied after it keep it.
    @discardableResult
    public func layoutPriority(_ value: Double) -> NodeRef {
        editExtras { $0.layoutPriority = value }
    }
}

extension UI {
    /// Node `i`'s `.layoutPriority` (0 when it has none): what a container sizing its children
    /// by priority reads.
    @inline(__always)
    func layoutPriority(_ i: Int) -> Double {
        let e = nodes[i].extra
        return e < 0 ? 0 : tree.extras[e].layoutPriority
    }

    /// Node `i`'s value for `key` (`.layoutValue(key:value:)`), else the key's default.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type, of i: Int) -> K.Value {
        let e = nodes[i].extra
        guard e >= 0, let v = tree.extras[e].layoutValues[ObjectIdentifier(key)] else { return K.defaultValue }
        return v as? K.Value ?? K.defaultValue
    }

    /// Gives wrapper `w` the layout traits of node `i`, the node it wraps: a modifier that wraps
    /// a view (`.padding()` after `.frame`) leaves the priority and values on the view its
    /// container sees, as SwiftUI's traits pass through modifiers.
    @inline(__always)
    func carryLayoutTraits(from i: Int, to w: Int) {
        let e = nodes[i].extra
        guard e >= 0, tree.extras[e].layoutPriority != 0 || !tree.extras[e].layoutValues.isEmpty else { return }
        let priority = tree.extras[e].layoutPriority, values = tree.extras[e].layoutValues
        editExtras(w) { $0.layoutPriority = priority; $0.layoutValues = values }
    }
}
