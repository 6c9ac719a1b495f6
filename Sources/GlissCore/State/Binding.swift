/// A read-write reference to a value the app owns — SwiftUI's `Binding`. Controls take one
/// (`ui.textField("Name", text: Bindable(model).name)`), read it while building and write it
/// when the user edits.
///
/// ```swift
/// let name = Binding(get: { model.name }, set: { model.name = $0 })
/// let fixed = Binding.constant("read only")
/// let city = Bindable(model).address.city      // a property of a property
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The same binding (SwiftUI's `init(projectedValue:)`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value: reading calls `get`, writing calls `set`.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$value` of a `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value: `$person.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}

/// Bindings to the properties of an object — SwiftUI's `Bindable`: `Bindable(model).name` is
/// a `Binding<String>` that reads and writes `model.name`. A class app binds its own state
/// with `Bindable(self).query`.
///
/// ```swift
/// final class Search: App {
///     var query = ""
///     func body(_ ui: UI) {
///         ui.textField("Search", text: Bindable(self).query)
///     }
/// }
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Object: AnyObject> {
    /// The object whose properties are bound.
    public var wrappedValue: Object

    /// Bindings to `object`'s properties.
    public init(wrappedValue object: Object) { wrappedValue = object }
    /// Bindings to `object`'s properties.
    public init(_ object: Object) { wrappedValue = object }

    /// Itself: `$model.name` of a `@Bindable var model`.
    public var projectedValue: Bindable<Object> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
