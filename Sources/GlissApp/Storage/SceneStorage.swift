import Foundation
import GlissCore

/// A property of the app kept per window — SwiftUI's `@SceneStorage`: each window has its own
/// value (the tab it shows, a sidebar's width, a draft), remembered for the next launch while
/// the window stays open at the end of the run.
///
/// ```swift
/// @main final class Mail: App {
///     @SceneStorage("selectedTab") var selectedTab = 0
///     func body(_ ui: UI) { ui.picker("View", selection: $selectedTab) { … } }
///     func scenes(_ scenes: SceneBuilder) {
///         scenes.windowGroup(id: "mailbox", for: String.self) { ui, name in … selectedTab … }
///     }
/// }
/// ```
///
/// The app object is one for all its windows, so the property reads and writes the values of
/// the window being built (its body, and the actions its views run): two windows of one group
/// each keep their own `selectedTab`. Read outside any window's frame (a task, a timer), it is
/// the last built window's value. A window closed by the user forgets its values, as SwiftUI's
/// scenes do; the windows open when the app ends keep theirs in
/// `$XDG_STATE_HOME/<app id>/windows.json` (interactive runs only, as window sizes), and get
/// them back when they open again. Bool, Int, Double, String, URL, Data and
/// `RawRepresentable` types with String or Int raw values can be kept — SwiftUI's list.
@propertyWrapper
public struct SceneStorage<Value> {
    private let key: String
    private let defaultValue: Value
    private let coding: SettingsCoding<Value>

    private init(key: String, defaultValue: Value, coding: SettingsCoding<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }

    /// The window's value, or the default when it has none. Setting it sets the window's.
    public var wrappedValue: Value {
        get { SceneValues.current.values[key].flatMap(coding.decode) ?? defaultValue }
        nonmutating set { SceneValues.current.values[key] = coding.encode(newValue) }
    }

    /// A binding to the window's value, for controls.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

extension SceneStorage {
    /// A Bool kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue, coding: .standard) }
    /// An Int kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue, coding: .standard) }
    /// A Double kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue, coding: .standard) }
    /// A String kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue, coding: .standard) }
    /// A URL kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue, coding: .standard) }
    /// Data kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue, coding: .standard) }
    /// A value with a String raw value kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .rawValue)
    }
    /// A value with an Int raw value kept per window under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .rawValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional String kept per window under `key`, nil until set.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil, coding: .optional(SettingsCoding<String>.standard)) }
    /// An optional Int kept per window under `key`, nil until set.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil, coding: .optional(SettingsCoding<Int>.standard)) }
    /// An optional URL kept per window under `key`, nil until set.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil, coding: .optional(SettingsCoding<URL>.standard)) }
}

/// One window's `@SceneStorage` values.
final class SceneValues {
    /// The values by key.
    var values: [String: SettingsValue] = [:]

    init(_ values: [String: SettingsValue] = [:]) { self.values = values }

    /// The values of the window being built (the runtime sets it around each window's frame);
    /// outside a frame, the last built window's. Frames run on the main thread only.
    nonisolated(unsafe) static var current = SceneValues()
}
