import Foundation
import GlissCore

/// A property of the app kept between launches — SwiftUI's `@AppStorage`:
///
/// ```swift
/// @main final class Editor: App {
///     @AppStorage("fontSize") var fontSize = 13
///     @AppStorage("wraps") var wraps = true
///     …
/// }
/// ```
///
/// The value is read from the app's ``SettingsStore`` (its `settings.json`, under the key
/// given) and written back when it changes; until it has been set, the property has the
/// value it was declared with. Bool, Int, Double, String, URL, Data, `RawRepresentable`
/// types with String or Int raw values, `Codable` types and optionals of the first six can
/// be kept.
///
/// The store is the one given as `store:`, else ``SettingsStore/current`` when the property
/// is made (the runtime sets it while it makes the app), else one in memory for this
/// property alone: an app made in a unit test or for the test harness starts from its
/// defaults and writes nothing.
@propertyWrapper
public struct AppStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let store: SettingsStore
    private let typeName: String
    private let encode: (Value) -> SettingsValue?
    private let decode: (SettingsValue) -> Value?

    private init(key: String, defaultValue: Value, store: SettingsStore?,
                 encode: @escaping (Value) -> SettingsValue?, decode: @escaping (SettingsValue) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? SettingsStore.current ?? SettingsStore()
        self.typeName = String(describing: Value.self)
        self.encode = encode
        self.decode = decode
    }

    /// The stored value, or the default when none is stored (or it is of the wrong type).
    /// Setting it stores it.
    public var wrappedValue: Value {
        get { store.value(forKey: key, typeName: typeName, decode: decode) ?? defaultValue }
        nonmutating set {
            if let raw = encode(newValue) {
                store.set(newValue, raw: raw, forKey: key)
            } else {
                store.removeValue(forKey: key)
            }
        }
    }

    /// A binding to the value, for controls: `ui.slider(value: $fontSize, in: 8...72)`.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension AppStorage {
    /// A Bool kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .bool($0) },
                  decode: { if case .bool(let b) = $0 { return b } else { return nil } })
    }

    /// An Int kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .number(Double($0)) },
                  decode: { $0.decoding(Int.self) })
    }

    /// A Double kept under `key`, `wrappedValue` until set (a value that is not finite is not kept).
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { $0.isFinite ? .number($0) : nil },
                  decode: { if case .number(let d) = $0 { return d } else { return nil } })
    }

    /// A String kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0) },
                  decode: { if case .string(let s) = $0 { return s } else { return nil } })
    }

    /// A URL kept under `key` (as its absolute string), `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.absoluteString) },
                  decode: { if case .string(let s) = $0 { return URL(string: s) } else { return nil } })
    }

    /// Data kept under `key` (as Base64), `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.base64EncodedString()) },
                  decode: { if case .string(let s) = $0 { return Data(base64Encoded: s) } else { return nil } })
    }

    /// A value with a String raw value (an enum) kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.rawValue) },
                  decode: { if case .string(let s) = $0 { return Value(rawValue: s) } else { return nil } })
    }

    /// A value with an Int raw value kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .number(Double($0.rawValue)) },
                  decode: { $0.decoding(Int.self).flatMap(Value.init(rawValue:)) })
    }

    /// A `Codable` value kept under `key` as the JSON it encodes to, `wrappedValue` until set.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value: Codable {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { SettingsValue.encoding($0) },
                  decode: { $0.decoding(Value.self) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .bool($0) } },
                  decode: { if case .bool(let b) = $0 { return .some(b) } else { return nil } })
    }

    /// An optional Int kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .number(Double($0)) } },
                  decode: { $0.decoding(Int.self).map { .some($0) } })
    }

    /// An optional Double kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.flatMap { $0.isFinite ? .number($0) : nil } },
                  decode: { if case .number(let d) = $0 { return .some(d) } else { return nil } })
    }

    /// An optional String kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .string($0) } },
                  decode: { if case .string(let s) = $0 { return .some(s) } else { return nil } })
    }

    /// An optional URL kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .string($0.absoluteString) } },
                  decode: { if case .string(let s) = $0, let u = URL(string: s) { return .some(u) } else { return nil } })
    }

    /// Optional Data kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.map { .string($0.base64EncodedString()) } },
                  decode: { if case .string(let s) = $0, let d = Data(base64Encoded: s) { return .some(d) } else { return nil } })
    }
}
