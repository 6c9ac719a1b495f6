import Foundation

/// Where Gliss's default fonts (text, rounded, icons) are: they ship with the library, so an
/// app draws text and icons with no resource folder of its own.
/// - SwiftPM: the target's resource bundle (`Fonts/` copied into `Gliss_GlissSDL.resources`),
///   found beside the executable as SwiftPM's generated `Bundle.module` finds it — looked up
///   here rather than through `Bundle.module`, which stops the process when the bundle is
///   missing (a binary copied elsewhere), where a warning and placeholders are the contract;
/// - CMake: `GlissFonts/` beside the binary (build tree) or `<prefix>/share/gliss/Fonts` (installed).
enum BundledFonts {
    static let bundleName = "Gliss_GlissSDL.resources"

    /// The folder holding the default fonts, or nil when none is found.
    static let directory: String? = {
        let fm = FileManager.default
        let exe = URL(fileURLWithPath: (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        var candidates = [
            exe.appendingPathComponent(bundleName + "/Fonts").path,
            exe.appendingPathComponent("GlissFonts").path,
            exe.deletingLastPathComponent().appendingPathComponent("share/gliss/Fonts").path,
        ]
        // Test bundles and `swift run` start from the build folder, where the bundle is.
        if let main = Bundle.main.resourceURL?.appendingPathComponent(bundleName + "/Fonts").path {
            candidates.append(main)
        }
        return candidates.first { fm.fileExists(atPath: $0 + "/Sans-Regular.ttf") }
    }()
}
