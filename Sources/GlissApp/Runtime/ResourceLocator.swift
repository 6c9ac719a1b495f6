import Foundation
import GlissIO
#if canImport(Glibc)
import Glibc
#endif

/// Finds an app's resource folder (images it loads by relative name), whichever way the app
/// was started:
/// 1. `--resources DIR`, then `$GLISS_RESOURCES`;
/// 2. `<exe dir>/../share/gliss/<folder>` (installed layout);
/// 3. `<folder>/` in the executable's folder or any folder above it (`swift run` puts the
///    binary in `.build/<config>/`, CMake in `.build-cmake/`, both below the checkout);
/// 4. `<folder>/` in the current directory.
/// With no folder named (an app that loads no images), only 1 applies.
public enum ResourceLocator {
    /// The resource folder, or nil when none is named or found.
    public static func find(explicit: String? = nil, folder: String? = "Resources",
                            executable: String = CommandLine.arguments.first ?? ".") -> String? {
        let fm = FileManager.default
        func ok(_ p: String) -> Bool { OutputPath.kind(p) == .directory }
        if let explicit { return explicit }
        // The variable's bytes as they are (a folder named in Latin-1), like an argument's.
        if let env = getenv("GLISS_RESOURCES"), env.pointee != 0 { return PathBytes.string(cString: env) }
        guard let folder, !folder.isEmpty else { return nil }
        if folder.hasPrefix("/") { return ok(folder) ? folder : nil }
        let exe = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = exe.deletingLastPathComponent().appendingPathComponent("share/gliss/" + folder).path
        if ok(installed) { return installed }
        var dir = exe
        for _ in 0..<8 {
            let candidate = dir.appendingPathComponent(folder).path
            if ok(candidate) { return candidate }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        let cwd = fm.currentDirectoryPath + "/" + folder
        return ok(cwd) ? cwd : nil
    }
}
