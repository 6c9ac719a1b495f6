import Foundation

/// What the app's state files (window sizes, settings) share: the folder named by the app's
/// id under an XDG base folder, and a file that is not what it should be set aside as
/// `<name>.bad` so nothing is lost.
enum KeptFile {
    /// `<base>/<id>` where base is `environment[variable]` when it is an absolute path, else
    /// `$HOME/<fallback>`; nil when neither is set. The id is made safe as one folder name.
    static func folder(appID: String, variable: String, fallback: String, environment: [String: String]) -> String? {
        let base: String
        if let s = environment[variable], s.hasPrefix("/") {
            base = s
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/" + fallback
        } else {
            return nil
        }
        // The id names a folder: no separators or dots that leave it.
        let safe = String(appID.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
        let folder = safe == "." || safe == ".." || safe.isEmpty ? "gliss-app" : safe
        return base + "/" + folder
    }

    /// Moves `path` to `path.bad` (replacing an older one); returns that path, or nil when the
    /// file could not be moved (then it must not be overwritten either).
    static func setAside(_ path: String) -> String? {
        let bad = path + ".bad"
        _ = try? FileManager.default.removeItem(atPath: bad)
        do {
            try FileManager.default.moveItem(atPath: path, toPath: bad)
            return bad
        } catch {
            return nil
        }
    }
}
