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

    init(key: String, defaultValue: Value, store: SettingsStore?, coding: SettingsCoding<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? SettingsStore.current ?? SettingsStore()
        self.typeName = String(describing: Value.self)
        self.encode = coding.encode
        self.decode = coding.decode
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
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .standard)
    }

    /// An Int kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .standard)
    }

    /// A Double kept under `key`, `wrappedValue` until set (a value that is not finite is not kept).
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .standard)
    }

    /// A String kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .standard)
    }

    /// A URL kept under `key` (as its absolute string), `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .standard)
    }

    /// Data kept under `key` (as Base64), `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .standard)
    }

    /// A value with a String raw value (an enum) kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .rawValue)
    }

    /// A value with an Int raw value kept under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .rawValue)
    }

    /// A `Codable` value kept under `key` as the JSON it encodes to, `wrappedValue` until set.
    @_disfavoredOverload
    public init(wrappedValue: Value, _ key: String, store: SettingsStore? = nil) where Value: Codable {
        self.init(key: key, defaultValue: wrappedValue, store: store, coding: .codable)
    }
}


extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(SettingsCoding<Bool>.standard))
    }

    /// An optional Int kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(SettingsCoding<Int>.standard))
    }

    /// An optional Double kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(SettingsCoding<Double>.standard))
    }

    /// An optional String kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(SettingsCoding<String>.standard))
    }

    /// An optional URL kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(SettingsCoding<URL>.standard))
    }

    /// Optional Data kept under `key`, nil until set; setting nil removes it.
    public init(_ key: String, store: SettingsStore? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, coding: .optional(SettingsCoding<Data>.standard))
    }
}
