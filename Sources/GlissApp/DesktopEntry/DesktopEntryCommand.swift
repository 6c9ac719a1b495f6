import Foundation
import GlissIO

/// What `--install-desktop-entry` and `--uninstall-desktop-entry` do: install or remove the
/// running app's desktop entry (``DesktopEntryInstaller``), print the files written or
/// removed, and return the exit status (0; 1 with one line on standard error) — no window opens.
public enum DesktopEntryCommand {
    /// Installs (`install`) or removes app `A`'s entry under `environment`'s data folder;
    /// returns the exit status.
    public static func run<A: App>(_ app: A.Type, install: Bool, resources: String? = nil,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        do {
            guard let installer = DesktopEntryInstaller(environment: environment) else {
                throw DesktopEntryError("neither XDG_DATA_HOME nor HOME is set: nowhere to put the desktop entry")
            }
            if install {
                let written = try installer.install(entry(for: A.self), icon: try icon(for: A.self, resources: resources))
                for path in written { StandardOutput.print("installed \(path)") }
            } else {
                let removed = try installer.uninstall(id: A.id)
                if removed.isEmpty { StandardOutput.print("no desktop entry for \(A.id) was installed under \(installer.dataHome)") }
                for path in removed { StandardOutput.print("removed \(path)") }
            }
            return 0
        } catch {
            StandardError.write("\(CommandRunner.executableName): \(error)")
            return 1
        }
    }

    /// App `A`'s entry, started by `executable` (default: the running one, absolute). A tool
    /// with several apps (its executable's name is not the app's ``App/commandName``) starts
    /// the app by its subcommand.
    public static func entry<A: App>(for app: A.Type, executable: String? = nil) throws -> DesktopEntry {
        guard let exe = executable ?? runningExecutable() else {
            throw DesktopEntryError("cannot find the running executable's path for the desktop entry's Exec key")
        }
        var command = [exe]
        let exeName = (exe as NSString).lastPathComponent
        if exeName != A.commandName { command.append(A.commandName) }
        return DesktopEntry(id: A.id, name: A.title, comment: A.abstract, command: command, categories: A.categories)
    }

    /// The bytes of app `A`'s icon: ``App/iconPath`` resolved like images (an absolute path,
    /// else in the resource folder, else in the current directory), or ``DefaultAppIcon``.
    public static func icon<A: App>(for app: A.Type, resources: String? = nil) throws -> [UInt8] {
        guard let name = A.iconPath else { return DefaultAppIcon.png }
        var path = name
        if !name.hasPrefix("/"), let root = ResourceLocator.find(explicit: resources, folder: A.resourceFolder),
           FileManager.default.fileExists(atPath: root + "/" + name) {
            path = root + "/" + name
        }
        switch FileBytes.read(path, limit: 16 << 20) {
        case .success(let bytes): return bytes
        case .failure(.system(let why)): throw DesktopEntryError("cannot read the app's icon \(path): \(why)")
        case .failure(.tooLarge): throw DesktopEntryError("the app's icon \(path) is larger than 16 MiB")
        case .failure: throw DesktopEntryError("cannot read the app's icon \(path)")
        }
    }

    /// The running executable's absolute path (`/proc/self/exe`), or nil.
    static func runningExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink("/proc/self/exe", &buffer, 4096)
        guard n > 0 else { return nil }
        return buffer.withUnsafeBufferPointer { PathBytes.string(cString: $0.baseAddress!) }
    }
}
