import GlissCore

/// The SDL key names a script's `key` line may use (what `SDL_GetKeyName` reports for a key
/// press, so a scripted key matches a real one). Names of more than one word ("Left Shift")
/// cannot be written in a script and are left out.
enum KeyNames {
    static let named: [String] = {
        var names = ["Return", "Escape", "Backspace", "Tab", "Space", "Delete", "Insert", "Home", "End",
                     "PageUp", "PageDown", "Left", "Right", "Up", "Down", "CapsLock", "PrintScreen",
                     "ScrollLock", "Pause", "Numlock", "Menu", "Application", "Help", "Undo", "Cut",
                     "Copy", "Paste", "Find", "Mute", "VolumeUp", "VolumeDown"]
        names += (1...24).map { "F\($0)" }
        return names
    }()

    /// The canonical SDL name for `name` (case-insensitive; letters are upper case, as SDL
    /// names them), or nil when SDL has no such key.
    static func canonical(_ name: String) -> String? {
        if name.count == 1, let c = name.unicodeScalars.first, c.isASCII, c.value > 32, c.value < 127 {
            return name.uppercased()
        }
        return named.first { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// A hint for a name SDL does not have: the named key it most likely meant.
    static func suggestion(for name: String) -> String? {
        let lower = name.lowercased()
        let aliases = ["esc": "Escape", "enter": "Return", "del": "Delete", "ins": "Insert", "pgup": "PageUp",
                       "pgdn": "PageDown", "pagedn": "PageDown", "arrowleft": "Left", "arrowright": "Right",
                       "arrowup": "Up", "arrowdown": "Down", "spacebar": "Space", "back": "Backspace"]
        if let a = aliases[lower] { return a }
        return named.first { $0.lowercased().hasPrefix(lower) && lower.count >= 2 }
    }
}

extension KeyNames {
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

    /// `Shift+Tab` → ("Tab", [.shift]); a name without modifiers is returned as it is.
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
