import Foundation

/// A place the file sheet lists on its left: the user's home and XDG folders, and recent ones.
struct FilePlace: Equatable {
    let name: String
    /// An SF Symbols name (or Font Awesome's), as `label(_:systemImage:)` takes.
    let icon: String
    let path: FilePath
}

enum FilePlaces {
    /// Folders picked from the sheet since the process started, most recent first (kept in
    /// memory only: the desktop's recent list belongs to the desktop).
    nonisolated(unsafe) static var recent: [FilePath] = []
    static let recentLimit = 5

    /// Remembers the folder of each picked file (a picked folder itself when picking folders).
    static func remember(_ folders: [FilePath]) {
        for f in folders.reversed() {
            recent.removeAll { $0 == f }
            recent.insert(f, at: 0)
        }
        if recent.count > recentLimit { recent.removeLast(recent.count - recentLimit) }
    }

    /// Home, Documents, Downloads and Desktop (those that exist), as `user-dirs.dirs` names
    /// them (`$XDG_CONFIG_HOME`, else `~/.config`), else `~/Documents` and so on.
    static func standard(home: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> [FilePlace] {
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let dirs = (try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8)).map { userDirs($0, home: home) } ?? [:]
        var places = [FilePlace(name: "Home", icon: "house", path: FilePath(home))]
        for (key, name, icon) in [("DOCUMENTS", "Documents", "file-text-o"), ("DOWNLOAD", "Downloads", "download"),
                                  ("DESKTOP", "Desktop", "desktop")] {
            let path = dirs[key] ?? home + "/" + name
            // XDG sets an unused one to $HOME itself: no second Home.
            guard path != home, FilePath(path).isDirectory else { continue }
            places.append(FilePlace(name: name, icon: icon, path: FilePath(path)))
        }
        return places
    }

    /// `XDG_DOCUMENTS_DIR="$HOME/Documents"` lines: key (DOCUMENTS) → path.
    static func userDirs(_ text: String, home: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let l = line.trimmingCharacters(in: .whitespaces)
            guard l.hasPrefix("XDG_"), !l.hasPrefix("#"), let eq = l.firstIndex(of: "=") else { continue }
            let key = l[l.index(l.startIndex, offsetBy: 4)..<eq]
            guard key.hasSuffix("_DIR") else { continue }
            var value = String(l[l.index(after: eq)...])
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if value.hasPrefix("$HOME") { value = home + value.dropFirst(5) }
            // "$HOME/" is the home folder as much as "$HOME".
            while value.count > 1, value.hasSuffix("/") { value.removeLast() }
            guard value.hasPrefix("/") else { continue }
            result[String(key.dropLast(4))] = value
        }
        return result
    }
}
