import Foundation

/// Finds the `Resources` folder (fonts, photos, trips), whichever way the app was started:
/// 1. `--resources DIR`, then `$GLISS_RESOURCES`;
/// 2. `<exe dir>/../share/gliss/Resources` (installed layout);
/// 3. `Resources/` in the executable's folder or any folder above it (`swift run` puts the
///    binary in `.build/<config>/`, CMake in `.build-cmake/`, both below the checkout);
/// 4. `Resources/` in the current directory.
public enum ResourceLocator {
    public static func find(explicit: String? = nil, executable: String = CommandLine.arguments.first ?? ".") -> String? {
        let fm = FileManager.default
        func ok(_ p: String) -> Bool {
            var dir: ObjCBool = false
            return fm.fileExists(atPath: p, isDirectory: &dir) && dir.boolValue
        }
        if let explicit { return explicit }
        if let env = ProcessInfo.processInfo.environment["GLISS_RESOURCES"], !env.isEmpty { return env }
        let exe = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = exe.deletingLastPathComponent().appendingPathComponent("share/gliss/Resources").path
        if ok(installed) { return installed }
        var dir = exe
        for _ in 0..<8 {
            let candidate = dir.appendingPathComponent("Resources").path
            if ok(candidate + "/Fonts") { return candidate }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        let cwd = fm.currentDirectoryPath + "/Resources"
        return ok(cwd) ? cwd : nil
    }
}
