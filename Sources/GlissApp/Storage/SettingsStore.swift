import Foundation
import GlissIO

/// Where ``AppStorage`` values are kept: a JSON object of key → value in
/// `<folder>/settings.json`, or in memory only.
///
/// The runtime makes the app's store before it makes the app: `$XDG_CONFIG_HOME/<App.id>/`
/// (`~/.config/<App.id>/` when `XDG_CONFIG_HOME` is unset or not absolute), or the folder
/// `$GLISS_SETTINGS` names. Runs that must not depend on an earlier one — given
/// `--fixed-step`, `--size`, `--script`, `--screenshot`, `--record` or `--frames`, the runs
/// that do not remember window sizes either — keep settings in memory (every value starts at
/// its default and nothing is written) unless `GLISS_SETTINGS` names a folder.
///
/// The file is read when the store is made and written whole (a temporary file renamed over
/// the old one): after a frame that changed a value, at most twice a second (a slider being
/// dragged is not written at every step; a change left waiting is written within half a
/// second while the app idles), and when the run ends, by the window's close button, a
/// script, `--frames` or SIGTERM. A file that is not a JSON object is reported once
/// (``warnings``), kept beside as `settings.json.bad`, and every value starts at its
/// default; a value of the wrong type is reported and its default used, the other keys kept.
///
/// ```swift
/// let store = SettingsStore(folder: "/tmp/settings")
/// let prefs = SettingsStore.$current.withValue(store) { Prefs() }   // its @AppStorage use store
/// ```
public final class SettingsStore: @unchecked Sendable {
    /// The store ``AppStorage`` properties use when they are made without one: the runtime sets
    /// it while it makes the app; tests set it with `SettingsStore.$current.withValue(store) { … }`.
    /// Nil (the default, as in a unit test or the test harness): each property keeps its value in
    /// memory, starting at its default.
    @TaskLocal public static var current: SettingsStore?

    /// The settings file (`<folder>/settings.json`); nil for a store in memory.
    public let path: String?
    /// What was wrong with the file or its values, one line each, in the order found (each is
    /// also printed to stderr as a warning).
    public private(set) var warnings: [String] = []

    private let lock = NSLock()
    private var values: [String: SettingsValue] = [:]
    /// Decoded values, by key (valid while `values[key]` is unchanged).
    private var decoded: [String: Any] = [:]
    private var warnedKeys: Set<String> = []
    private var dirty = false
    private var lastWrite: UInt64?
    /// False when a bad file could not be set aside: then it is not overwritten either.
    private var writable = true
    /// How long after a write changes wait for the next one, in nanoseconds.
    private static let writeInterval: UInt64 = 500_000_000

    nonisolated(unsafe) private static var live: [Weak] = []
    private static let liveLock = NSLock()
    private struct Weak { weak var store: SettingsStore? }

    /// A store kept in memory only: nothing is read or written.
    public init() {
        path = nil
    }

    /// The store kept in `folder/settings.json` (the folder is made when first written), read now.
    public init(folder: String) {
        path = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/settings.json"
        load()
        Self.liveLock.lock()
        Self.live.removeAll { $0.store == nil }
        Self.live.append(Weak(store: self))
        Self.liveLock.unlock()
    }

    /// The store of the app `appID` under `environment`'s `XDG_CONFIG_HOME` (or `HOME`), or
    /// the folder `GLISS_SETTINGS` names; in memory when neither is set.
    public convenience init(appID: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let folder = Self.folder(appID: appID, environment: environment) {
            self.init(folder: folder)
        } else {
            self.init()
        }
    }

    /// The folder `appID`'s settings are kept in under `environment`: `$GLISS_SETTINGS`, else
    /// `$XDG_CONFIG_HOME/<appID>` (`~/.config/<appID>`); nil when none is set.
    public static func folder(appID: String, environment: [String: String]) -> String? {
        if let s = environment["GLISS_SETTINGS"], !s.isEmpty { return s }
        return KeptFile.folder(appID: appID, variable: "XDG_CONFIG_HOME", fallback: ".config", environment: environment)
    }

    /// The keys that have a value, sorted.
    public var keys: [String] {
        lock.lock(); defer { lock.unlock() }
        return values.keys.sorted()
    }

    /// Removes the value of `key` (the property shows its default again).
    public func removeValue(forKey key: String) {
        lock.lock()
        if values.removeValue(forKey: key) != nil { dirty = true }
        decoded[key] = nil
        lock.unlock()
    }

    /// The value of `key` decoded by `decode`, nil when there is none or it is of the wrong
    /// type (reported once, naming the key and `typeName`).
    func value<T>(forKey key: String, typeName: String, decode: (SettingsValue) -> T?) -> T? {
        lock.lock(); defer { lock.unlock() }
        if let cached = decoded[key], let d = cached as? T { return d }
        guard let raw = values[key] else { return nil }
        if let v = decode(raw) {
            decoded[key] = v
            return v
        }
        if warnedKeys.insert(key).inserted {
            warn("settings \(path ?? "in memory"): the value of \"\(key)\" is not of type \(typeName); its default is used")
        }
        return nil
    }

    /// Sets `key` to `value` (`raw`, encoded); the file is written after the frame.
    func set<T>(_ value: T, raw: SettingsValue, forKey key: String) {
        lock.lock(); defer { lock.unlock() }
        decoded[key] = value
        if values[key] == raw { return }
        values[key] = raw
        warnedKeys.remove(key)
        dirty = true
    }

    /// True when a value changed since the file was last written.
    public var hasUnsavedChanges: Bool {
        lock.lock(); defer { lock.unlock() }
        return dirty && path != nil
    }

    /// Writes the file now when a value changed since it was last written; a one-line problem
    /// (also printed as a warning) when it could not be written.
    @discardableResult
    public func save() -> String? {
        lock.lock(); defer { lock.unlock() }
        return saveLocked()
    }

    private func saveLocked() -> String? {
        guard dirty, writable, let path else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return report("cannot keep settings: cannot create \(folder): \(error.localizedDescription)")
        }
        let text = SettingsValue.object(values).serialized() + "\n"
        do { try SafeWrite.write(Array(text.utf8), to: path) } catch {
            return report("cannot keep settings in \(path): \(error)")
        }
        dirty = false
        lastWrite = DispatchTime.now().uptimeNanoseconds
        return nil
    }

    private func report(_ problem: String) -> String {
        StandardError.warn(problem)
        return problem
    }

    /// Writes every file store's changes, if its last write is long enough ago (after a frame),
    /// or always (`force`: the end of a run).
    package static func saveChanges(force: Bool) {
        liveLock.lock()
        let stores = live.compactMap(\.store)
        liveLock.unlock()
        let now = DispatchTime.now().uptimeNanoseconds
        for s in stores {
            s.lock.lock()
            if force || s.lastWrite.map({ now &- $0 >= writeInterval }) ?? true { _ = s.saveLocked() }
            s.lock.unlock()
        }
    }

    private func warn(_ message: String) {
        warnings.append(message)
        StandardError.warn(message)
    }

    private func load() {
        guard let path else { return }
        let bytes: [UInt8]
        switch FileBytes.read(path, limit: 16 << 20) {
        case .success(let b): bytes = b
        case .failure where !FileManager.default.fileExists(atPath: path):
            return   // never written: every value at its default
        case .failure(.tooLarge):
            setAside("larger than 16 MiB")
            return
        case .failure(let e):
            warn("cannot read settings \(path) (\(e)): every setting has its default value")
            writable = false
            return
        }
        guard case .object(let o)? = SettingsValue.parse(bytes) else {
            setAside("not a JSON object")
            return
        }
        values = o
    }

    /// The file is not settings: keep it beside, as `.bad`, and start from the defaults.
    private func setAside(_ why: String) {
        guard let path else { return }
        if let bad = KeptFile.setAside(path) {
            warn("settings \(path) is \(why): every setting has its default value (the file is kept as \(bad))")
        } else {
            writable = false
            warn("settings \(path) is \(why): every setting has its default value (left as it is)")
        }
    }
}
