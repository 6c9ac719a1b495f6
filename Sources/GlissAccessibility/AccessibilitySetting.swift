import Foundation

/// What `GLISS_ACCESSIBILITY` asks for: connect to screen readers when the desktop says one
/// wants it (unset or empty), always, or never.
public enum AccessibilitySetting: Equatable, Sendable {
    /// Connect when the accessibility bus says a screen reader is on (the default).
    case automatic
    /// Connect at start, whatever the bus says (`1`, `true`, `yes`, `on`).
    case always
    /// Never connect (`0`, `false`, `no`, `off`).
    case never

    /// The setting `value` spells, in any letter case, nil when it spells none (a typo must
    /// not silently turn a screen reader off or on).
    public init?(_ value: String?) {
        switch value?.lowercased() {
        case nil, "": self = .automatic
        case "1", "true", "yes", "on": self = .always
        case "0", "false", "no", "off": self = .never
        default: return nil
        }
    }

    /// The setting of this process's environment; automatic when the value is not one
    /// (the app refuses to start on such a value before it asks).
    public static var current: AccessibilitySetting {
        AccessibilitySetting(ProcessInfo.processInfo.environment["GLISS_ACCESSIBILITY"]) ?? .automatic
    }
}
