import Foundation

/// How a kept property's value becomes a ``SettingsValue`` and back: what `@AppStorage` and
/// `@SceneStorage` share, one coding per type they keep.
struct SettingsCoding<Value> {
    /// The stored form, nil when the value is not kept (a `Double` that is not finite).
    let encode: (Value) -> SettingsValue?
    /// The value, nil when the stored one is not of this type.
    let decode: (SettingsValue) -> Value?
}

extension SettingsCoding where Value == Bool {
    static var standard: Self { .init(encode: { .bool($0) }, decode: { if case .bool(let b) = $0 { return b } else { return nil } }) }
}

extension SettingsCoding where Value == Int {
    static var standard: Self { .init(encode: { .number(Double($0)) }, decode: { $0.decoding(Int.self) }) }
}

extension SettingsCoding where Value == Double {
    static var standard: Self {
        .init(encode: { $0.isFinite ? .number($0) : nil }, decode: { if case .number(let d) = $0 { return d } else { return nil } })
    }
}

extension SettingsCoding where Value == String {
    static var standard: Self { .init(encode: { .string($0) }, decode: { if case .string(let s) = $0 { return s } else { return nil } }) }
}

extension SettingsCoding where Value == URL {
    /// A URL as its absolute string.
    static var standard: Self {
        .init(encode: { .string($0.absoluteString) }, decode: { if case .string(let s) = $0 { return URL(string: s) } else { return nil } })
    }
}

extension SettingsCoding where Value == Data {
    /// Bytes as Base64.
    static var standard: Self {
        .init(encode: { .string($0.base64EncodedString()) },
              decode: { if case .string(let s) = $0 { return Data(base64Encoded: s) } else { return nil } })
    }
}

extension SettingsCoding where Value: RawRepresentable, Value.RawValue == String {
    static var rawValue: Self {
        .init(encode: { .string($0.rawValue) }, decode: { if case .string(let s) = $0 { return Value(rawValue: s) } else { return nil } })
    }
}

extension SettingsCoding where Value: RawRepresentable, Value.RawValue == Int {
    static var rawValue: Self {
        .init(encode: { .number(Double($0.rawValue)) }, decode: { $0.decoding(Int.self).flatMap(Value.init(rawValue:)) })
    }
}

extension SettingsCoding where Value: Codable {
    /// The JSON the value encodes to.
    static var codable: Self { .init(encode: { SettingsValue.encoding($0) }, decode: { $0.decoding(Value.self) }) }
}

extension SettingsCoding {
    /// An optional of what `wrapped` keeps: nil is not kept (setting it removes the value).
    static func optional<Wrapped>(_ wrapped: SettingsCoding<Wrapped>) -> Self where Value == Wrapped? {
        .init(encode: { $0.flatMap(wrapped.encode) }, decode: { wrapped.decode($0).map { .some($0) } })
    }
}
