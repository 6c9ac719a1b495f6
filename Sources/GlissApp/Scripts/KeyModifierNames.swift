import GlissCore

/// The modifiers of a script's `key` line (`key Ctrl+Shift+Left`); the key's own name is a
/// `Key`'s spelling (`Key(name:)`).
enum KeyModifierNames {
    /// The canonical spelling of a modifier in a script's `key` line (`shift` → `Shift`).
    static func modifier(_ name: String) -> String? {
        switch name.lowercased() {
        case "shift": return "Shift"
        case "ctrl", "control": return "Ctrl"
        case "alt": return "Alt"
        case "super", "win", "meta": return "Super"
        default: return nil
        }
    }

    /// `Shift+Tab` → ("Tab", [.shift]), with the modifiers spelt as ``modifier(_:)`` gives
    /// them; a name without modifiers is returned as it is.
    static func split(_ key: String) -> (String, KeyModifiers) {
        var mods: KeyModifiers = []
        var rest = Substring(key)
        while let plus = rest.firstIndex(of: "+"), plus != rest.index(before: rest.endIndex) {
            switch rest[..<plus] {
            case "Shift": mods.insert(.shift)
            case "Ctrl": mods.insert(.control)
            case "Alt": mods.insert(.alt)
            case "Super": mods.insert(.super)
            default: return (String(rest), mods)
            }
            rest = rest[rest.index(after: plus)...]
        }
        return (String(rest), mods)
    }
}
