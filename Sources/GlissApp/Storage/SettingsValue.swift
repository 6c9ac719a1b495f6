import Foundation

/// A value as the settings file holds it: JSON, read strictly (`true` is not a number, `1` is
/// not a Bool), written with sorted keys so the file is the same for the same values.
enum SettingsValue: Equatable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SettingsValue])
    case object([String: SettingsValue])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let d = try? c.decode(Double.self) { self = .number(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([SettingsValue].self) { self = .array(a) }
        else { self = .object(try c.decode([String: SettingsValue].self)) }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .number(let d): try c.encode(d)
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// The value `bytes` hold, nil when they are not JSON.
    static func parse(_ bytes: [UInt8]) -> SettingsValue? {
        try? JSONDecoder().decode(SettingsValue.self, from: Data(bytes))
    }

    /// `value` encoded as JSON, nil when it cannot be.
    static func encoding<T: Encodable>(_ value: T) -> SettingsValue? {
        guard let data = try? JSONEncoder().encode(value) else { return nil }
        return try? JSONDecoder().decode(SettingsValue.self, from: data)
    }

    /// The value decoded as a `T`, nil when it is not one.
    func decoding<T: Decodable>(_ type: T.Type) -> T? {
        guard let data = try? JSONEncoder().encode(self) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }

    /// The JSON text, one member a line at the top level (a file a person can read and diff).
    func serialized() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
