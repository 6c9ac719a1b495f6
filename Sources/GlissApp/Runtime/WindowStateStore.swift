import Foundation
import GlissCore
import GlissIO

/// Where each window was and how large, kept for the next launch in
/// `$XDG_STATE_HOME/<app id>/windows.json` (`~/.local/state` when unset), as
/// `{"windows": {"main": {"x": …, "y": …, "width": …, "height": …}, "inspector": {…}},
/// "storage": {"main": {"selectedTab": 2}, "doc:a.txt": {…}}}`. A window group's windows share
/// their scene's frame; `storage` holds each window's `@SceneStorage` values, by window name.
///
/// Written whole (a temporary file renamed over the old one) when the run ends. A file that is
/// not window state is reported once, renamed to `windows.json.bad` so it is kept, and every
/// window opens at its default size; an entry with an impossible size is skipped.
package final class WindowStateStore {
    /// The main window's key.
    static let mainKey = "main"
    /// The file's path.
    let path: String
    private var frames: [String: Rect] = [:]
    /// `@SceneStorage` values of the windows open at the end of the last run, by window name.
    private var storage: [String: [String: SettingsValue]] = [:]
    /// What was wrong with the file when it was read, if anything (a one-line warning).
    private(set) var loadProblem: String?
    /// False when the file could not be set aside: then it is not overwritten either.
    private var writable = true

    /// The store for `appID` under `environment`'s `XDG_STATE_HOME` (or `HOME`); nil when
    /// neither is set.
    convenience init?(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let folder = KeptFile.folder(appID: appID, variable: "XDG_STATE_HOME", fallback: ".local/state",
                                           environment: environment) else { return nil }
        self.init(path: folder + "/windows.json")
    }

    /// The store kept in `path`, read now.
    init(path: String) {
        self.path = path
        load()
    }

    /// The remembered frame of the window called `key` (`main` or a scene id).
    func frame(for key: String) -> Rect? { frames[key] }

    /// Remembers `frame` for the window called `key`.
    func record(_ frame: Rect, for key: String) {
        guard Self.isPlausible(frame) else { return }
        frames[key] = frame
    }

    /// The `@SceneStorage` values the window called `name` had when the last run ended.
    func sceneValues(for name: String) -> [String: SettingsValue] { storage[name] ?? [:] }

    /// Keeps `values` for the window called `name` (nothing: forgets them).
    func recordSceneValues(_ values: [String: SettingsValue], for name: String) {
        storage[name] = values.isEmpty ? nil : values
    }

    /// Forgets every window's `@SceneStorage` values (before recording the open windows').
    func forgetSceneValues() { storage.removeAll() }

    /// Writes the file (and its folder); a one-line problem when it could not be written.
    func save() -> String? {
        guard writable else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return "cannot remember window sizes: cannot create \(folder): \(error.localizedDescription)"
        }
        let windows = frames.mapValues { f in
            SettingsValue.object(["x": .number(f.minX), "y": .number(f.minY), "width": .number(f.width), "height": .number(f.height)])
        }
        var root: [String: SettingsValue] = ["windows": .object(windows)]
        if !storage.isEmpty { root["storage"] = .object(storage.mapValues { .object($0) }) }
        let text = SettingsValue.object(root).serialized() + "\n"
        do { try SafeWrite.write(Array(text.utf8), to: path) } catch {
            return "cannot remember window sizes in \(path): \(error)"
        }
        return nil
    }

    private func load() {
        let bytes: [UInt8]
        switch FileBytes.read(path, limit: 1 << 20) {
        case .success(let b): bytes = b
        case .failure(.system(let why)) where !FileManager.default.fileExists(atPath: path):
            _ = why
            return   // never written: nothing remembered
        case .failure(.tooLarge):
            setAside("larger than 1 MiB")
            return
        case .failure(let e):
            loadProblem = "cannot read window state \(path) (\(e)): windows open at their default sizes"
            writable = false
            return
        }
        guard case .object(let root)? = SettingsValue.parse(bytes), case .object(let windows)? = root["windows"] else {
            setAside("not a JSON object with \"windows\"")
            return
        }
        for (key, value) in windows {
            guard case .object(let o) = value,
                  case .number(let x)? = o["x"], case .number(let y)? = o["y"],
                  case .number(let w)? = o["width"], case .number(let h)? = o["height"],
                  Self.isPlausible(Rect(x: x, y: y, width: w, height: h)) else {
                loadProblem = loadProblem ?? "window state \(path): the entry \"\(key)\" is not a frame; that window opens at its default size"
                continue
            }
            frames[key] = Rect(x: x, y: y, width: w, height: h)
        }
        // Scene storage that is not an object of objects is dropped (its windows start from
        // their defaults); the frames above are still good.
        if case .object(let stored)? = root["storage"] {
            for case let (name, .object(values)) in stored { storage[name] = values }
        }
    }

    /// The file is not window state: keep it beside, as `.bad`, and start from nothing.
    private func setAside(_ why: String) {
        if let bad = KeptFile.setAside(path) {
            loadProblem = "window state \(path) is \(why): windows open at their default sizes (the file is kept as \(bad))"
        } else {
            writable = false
            loadProblem = "window state \(path) is \(why): windows open at their default sizes (left as it is)"
        }
    }

    /// A size a window can have and a position on a plausible screen.
    private static func isPlausible(_ f: Rect) -> Bool {
        [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
            && (1...16384).contains(f.width) && (1...16384).contains(f.height)
            && abs(f.minX) <= 65536 && abs(f.minY) <= 65536
    }
}
