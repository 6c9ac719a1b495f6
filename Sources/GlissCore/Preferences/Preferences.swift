/// A value views report upward to their ancestors (SwiftUI's `PreferenceKey`).
///
/// ```swift
/// struct LabelRects: PreferenceKey {
///     static let defaultValue: [Int: Rect] = [:]
///     static func reduce(value: inout [Int: Rect], nextValue: () -> [Int: Rect]) {
///         value.merge(nextValue()) { $1 }
///     }
/// }
/// ui.text("May").preference(LabelRects.self) { geo in [4: geo.frame(in: .named("months"))] }
/// container.onPreferenceChange(LabelRects.self) { rects in model.rects = rects }
/// ```
public protocol PreferenceKey {
    /// The type of the reported value.
    associatedtype Value
    /// The value when no view in the subtree reports one.
    static var defaultValue: Value { get }
    /// Folds `nextValue()` (the next view in tree order) into `value`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Sendable, Hashable {
    /// The window.
    case global
    /// The view's own bounds.
    case local
    /// The nearest ancestor named with `.coordinateSpace(name:)`.
    case named(String)
}

/// A view's laid-out geometry, handed to preference producers after layout.
public struct GeometryProxy: Sendable {
    /// The view's size.
    public let size: Size
    let global: Rect
    let spaces: [String: Point]
    /// The view's frame in `space`.
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .global: return global
        case .local: return Rect(origin: .zero, size: size)
        case .named(let name):
            let o = spaces[name] ?? .zero
            return global.offsetBy(-o.x, -o.y)
        }
    }
}

/// A preference value attached to a node, computed from its geometry after layout.
struct PreferenceProducer {
    let key: ObjectIdentifier
    let compute: (GeometryProxy) -> Any
}

/// A subscriber to the reduced value of a key over a node's subtree.
struct PreferenceReader {
    let key: ObjectIdentifier
    let keyName: String
    /// Reduces the subtree's values (in tree order) into the key's value.
    let reduce: ([Any]) -> Any
    /// Compares with the last delivered value; true (and stores) when it changed.
    let changed: (Any, Box<Any?>) -> Bool
    let handler: (Any) -> Void
}

extension PreferenceKey {
    /// SwiftUI's order: the first value starts, each later one is folded in;
    /// no values gives `defaultValue`.
    static func reduceAll(_ values: [Any]) -> Value {
        var result: Value? = nil
        for v in values {
            guard let next = v as? Value else { continue }
            if result == nil { result = next } else { reduce(value: &result!, nextValue: { next }) }
        }
        return result ?? defaultValue
    }
}
