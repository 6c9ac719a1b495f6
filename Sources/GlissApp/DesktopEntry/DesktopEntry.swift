/// The contents of an app's desktop entry (`<id>.desktop`, freedesktop.org's Desktop Entry
/// Specification 1.5): what a launcher needs to list the app, start it and match its windows
/// to it. ``DesktopEntryInstaller`` writes it; `--install-desktop-entry` runs that.
public struct DesktopEntry: Equatable {
    /// The desktop-file id (the file's name without `.desktop`), also the icon's name and
    /// the window's X11 class (`StartupWMClass`).
    public var id: String
    /// `Name`: the app's title.
    public var name: String
    /// `Comment`: one line about the app; omitted when empty.
    public var comment: String
    /// The executable's absolute path and the arguments before any the launcher adds
    /// (a tool with several apps names the app's subcommand).
    public var command: [String]
    /// `Categories`, each without its `;` (`["Utility"]`).
    public var categories: [String]

    /// An entry with every key given.
    public init(id: String, name: String, comment: String = "", command: [String], categories: [String] = ["Utility"]) {
        self.id = id
        self.name = name
        self.comment = comment
        self.command = command
        self.categories = categories
    }

    /// The file's text: the `[Desktop Entry]` group, one key a line, ending in a newline.
    public var text: String {
        var lines = ["[Desktop Entry]", "Type=Application", "Name=\(Self.escapedString(name))"]
        if !comment.isEmpty { lines.append("Comment=\(Self.escapedString(comment))") }
        lines.append("Exec=\(Self.execLine(command))")
        lines.append("Icon=\(id)")
        lines.append("Terminal=false")
        let cats = categories.filter { !$0.isEmpty }
        if !cats.isEmpty { lines.append("Categories=" + cats.map { $0 + ";" }.joined()) }
        lines.append("StartupWMClass=\(id)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The characters that make an `Exec` argument need quoting (the specification's list).
    static let reserved: Set<Character> = [" ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?", "#", "(", ")", "`"]

    /// One `Exec` argument: `%` doubled (a literal percent, not a field code); an argument with a
    /// reserved character in double quotes, with the double quote, backtick, dollar sign and
    /// backslash backslash-escaped inside; then the string escapes every value has (`\` → `\\`),
    /// which the specification applies before the quoting rule.
    public static func execArgument(_ argument: String) -> String {
        var quoted = argument.replacingOccurrences(of: "%", with: "%%")
        if quoted.isEmpty || quoted.contains(where: { reserved.contains($0) }) {
            var inner = ""
            for c in quoted {
                if c == "\"" || c == "`" || c == "$" || c == "\\" { inner.append("\\") }
                inner.append(c)
            }
            quoted = "\"" + inner + "\""
        }
        return escapedString(quoted)
    }

    /// The `Exec` value for `command`: its arguments quoted (``execArgument(_:)``), separated by spaces.
    public static func execLine(_ command: [String]) -> String {
        command.map(execArgument).joined(separator: " ")
    }

    /// A string value's escapes: `\\`, `\n`, `\t`, `\r`.
    static func escapedString(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(c)
            }
        }
        return out
    }

    /// Why `id` cannot name a desktop entry, or nil when it can. Gliss does not rename an id
    /// (the file, the icon and the window class must all carry the same one): an id must be
    /// made of ASCII letters, digits, `_` and `-` in elements separated by single dots (the
    /// D-Bus well-known-name rules the specification recommends; `org.example.Editor`), at
    /// most 255 characters, not start with a dot and not end with one.
    public static func problem(withID id: String) -> String? {
        let advice = "use ASCII letters, digits, '_' and '-' in dot-separated parts, such as org.example.Editor"
        if id.isEmpty { return "the app id is empty: \(advice)" }
        if id.utf8.count > 255 { return "the app id is longer than 255 characters" }
        let allowed = id.unicodeScalars.allSatisfy { s in
            (s.value < 128) && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "_" || s == "-" || s == ".")
        }
        if !allowed { return "the app id \"\(id)\" is not a valid desktop-file id: \(advice)" }
        if id.split(separator: ".", omittingEmptySubsequences: false).contains(where: { $0.isEmpty }) {
            return "the app id \"\(id)\" has an empty part between dots: \(advice)"
        }
        return nil
    }
}
