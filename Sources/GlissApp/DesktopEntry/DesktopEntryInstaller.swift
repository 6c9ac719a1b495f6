import Foundation
import GlissIO

/// Installs and removes an app's desktop entry and icon for the current user, under
/// `$XDG_DATA_HOME` (`~/.local/share` when unset or not an absolute path):
/// `applications/<id>.desktop` and `icons/hicolor/<W>x<H>/apps/<id>.png`.
///
/// Each file is written whole (GlissIO's `SafeWrite`: a temporary sibling renamed over the target).
/// Nothing is written when anything is wrong: a bad id, an icon that is not a PNG, a folder
/// that cannot be created; when the entry cannot be written after the icon was, the icon is
/// removed again.
public struct DesktopEntryInstaller {
    /// The folder the files go under (`$XDG_DATA_HOME` or `~/.local/share`).
    public let dataHome: String

    /// An installer for `environment`'s data folder (the process's by default); nil when
    /// neither `XDG_DATA_HOME` (absolute) nor `HOME` is set.
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let d = environment["XDG_DATA_HOME"], d.hasPrefix("/") {
            dataHome = d
        } else if let home = environment["HOME"], !home.isEmpty {
            dataHome = home + "/.local/share"
        } else {
            return nil
        }
    }

    /// The entry's file for the app `id`.
    public func entryPath(id: String) -> String { dataHome + "/applications/" + id + ".desktop" }

    /// The icon's file for the app `id` at `width × height` pixels.
    public func iconPath(id: String, width: Int, height: Int) -> String {
        dataHome + "/icons/hicolor/\(width)x\(height)/apps/" + id + ".png"
    }

    /// Writes `entry` and its icon (`icon`: a PNG file's bytes); returns the paths written.
    /// Throws ``DesktopEntryError`` with a one-line message when it cannot.
    @discardableResult
    public func install(_ entry: DesktopEntry, icon: [UInt8]) throws -> [String] {
        if let problem = DesktopEntry.problem(withID: entry.id) { throw DesktopEntryError(problem) }
        guard let (w, h) = PNGHeader.dimensions(icon) else { throw DesktopEntryError("the app's icon is not a PNG file") }
        let entryFile = entryPath(id: entry.id)
        let iconFile = iconPath(id: entry.id, width: w, height: h)
        for file in [entryFile, iconFile] {
            let folder = (file as NSString).deletingLastPathComponent
            if let problem = Self.makeFolders(folder) { throw DesktopEntryError(problem) }
        }
        do { try SafeWrite.write(icon, to: iconFile) } catch {
            throw DesktopEntryError("cannot write \(iconFile): \(error)")
        }
        do { try SafeWrite.write(Array(entry.text.utf8), to: entryFile) } catch {
            try? FileManager.default.removeItem(atPath: iconFile)
            throw DesktopEntryError("cannot write \(entryFile): \(error)")
        }
        return [entryFile, iconFile]
    }

    /// Removes the app `id`'s entry and its icons at every size; returns the paths removed
    /// (none when nothing was installed: not an error).
    @discardableResult
    public func uninstall(id: String) throws -> [String] {
        if let problem = DesktopEntry.problem(withID: id) { throw DesktopEntryError(problem) }
        var files = [entryPath(id: id)]
        let hicolor = dataHome + "/icons/hicolor"
        let sizes = (try? FileManager.default.contentsOfDirectory(atPath: hicolor)) ?? []
        for size in sizes.sorted() { files.append(hicolor + "/" + size + "/apps/" + id + ".png") }
        var removed: [String] = []
        for file in files {
            var st = stat()
            guard lstat(file, &st) == 0 else { continue }
            if unlink(file) != 0 {
                throw DesktopEntryError("cannot remove \(file): \(String(cString: strerror(errno)))")
            }
            removed.append(file)
        }
        return removed
    }

    /// Creates `folder` and the folders above it that are missing; a one-line problem when one
    /// cannot be created (the system's reason: `Permission denied`, `Read-only file system`).
    private static func makeFolders(_ folder: String) -> String? {
        var path = ""
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o755) != 0 && errno != EEXIST {
                return "cannot create \(path): \(String(cString: strerror(errno)))"
            }
        }
        return OutputPath.kind(folder) == .directory ? nil : "cannot create \(folder): not a folder"
    }
}
