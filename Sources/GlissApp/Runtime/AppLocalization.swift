import Foundation
import GlissCore

/// Finds an app's translations and makes the `Localization` its texts are shown with.
///
/// An app declares its catalog as a resource of its executable target
/// (`resources: [.copy("Localizable.xcstrings")]`, or `.lproj` folders of `Localizable.strings`);
/// SwiftPM copies it into the target's bundle, `<Package>_<Target>.resources`, beside the
/// executable (on Linux `Bundle.module` is that folder). Looked for, first found wins:
/// 1. the bundle `*_<executable name>.resources` beside the executable (the app's own);
/// 2. any other `*.resources` bundle beside it holding a catalog (a target named otherwise);
/// 3. the executable's folder itself, then the app's resource folder (`--resources`), for
///    CMake builds and installed apps.
/// In each: `Localizable.xcstrings`, then `*.lproj/Localizable.strings` (in the folder or
/// its `Resources/`).
public enum AppLocalization {
    /// The translations for `languages` (`--locale`'s, else the environment's), or nil when
    /// the app has no catalog. A catalog that cannot be read is one `warn` line naming it, and
    /// nil: the source texts are shown.
    public static func load(languages: [String] = PreferredLanguages.current,
                            executable: String = executablePath, resourceFolder: String? = nil,
                            warn: (String) -> Void) -> Localization? {
        for folder in folders(executable: executable, resourceFolder: resourceFolder) {
            for dir in [folder, folder.appendingPathComponent("Resources")] {
                let catalog = dir.appendingPathComponent("Localizable.xcstrings")
                if FileManager.default.fileExists(atPath: catalog.path) {
                    do { return Localization(catalog: try StringCatalog(contentsOf: catalog), languages: languages) } catch {
                        warn("\(catalog.path): \(error); showing the source texts")
                        return nil
                    }
                }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
                if names.contains(where: { $0.hasSuffix(".lproj") }) {
                    do {
                        let strings = try StringCatalog(lprojFolder: dir)
                        if !strings.strings.isEmpty { return Localization(catalog: strings, languages: languages) }
                    } catch {
                        warn("\(dir.path): \(error); showing the source texts")
                        return nil
                    }
                }
            }
        }
        return nil
    }

    /// The running executable (symbolic links resolved, as SwiftPM's `Bundle.module` finds
    /// its bundle).
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? "."
    }

    /// The folders looked in, in order.
    static func folders(executable: String, resourceFolder: String?) -> [URL] {
        let exe = URL(fileURLWithPath: executable)
        let dir = exe.deletingLastPathComponent()
        let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".resources") && !$0.hasPrefix("Gliss_") }.sorted()
        let own = bundles.filter { $0.hasSuffix("_" + exe.lastPathComponent + ".resources") }
        var out = (own + bundles.filter { !own.contains($0) }).map { dir.appendingPathComponent($0) }
        out.append(dir)
        if let resourceFolder { out.append(URL(fileURLWithPath: resourceFolder)) }
        return out
    }
}
