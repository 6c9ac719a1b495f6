import XCTest
import GlissSDL
import Foundation
@testable import GlissApp
import GlissCore

/// An app with a reverse-DNS id, for the desktop entry tests.
private final class EntryTestApp: App {
    static var title: String { "My Editor" }
    static var id: String { "org.example.Editor" }
    static var commandName: String { "editor" }
    static var abstract: String { "Edits notes" }
    static var categories: [String] { ["Utility", "TextEditor"] }
    func body(_ ui: UI) {}
}

/// An app that names its own icon (an absolute path, set by the test).
private final class IconTestApp: App {
    nonisolated(unsafe) static var icon: String?
    static var iconPath: String? { icon }
    func body(_ ui: UI) {}
}

/// `--install-desktop-entry` / `--uninstall-desktop-entry` (#49 item 5): the file's keys and
/// Exec quoting, install and uninstall under an injected XDG_DATA_HOME (never the real home),
/// a folder that cannot be written, and desktop-file-validate's verdict.
final class DesktopEntryTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "gliss-desktop-entry-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        _ = chmod(folder, 0o755)
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var environment: [String: String] { ["XDG_DATA_HOME": folder, "HOME": "/nonexistent-home"] }

    func testEntryHasEveryKey() throws {
        let entry = try DesktopEntryCommand.entry(for: EntryTestApp.self, executable: "/opt/editor/bin/editor")
        XCTAssertEqual(entry.text, """
            [Desktop Entry]
            Type=Application
            Name=My Editor
            Comment=Edits notes
            Exec=/opt/editor/bin/editor
            Icon=org.example.Editor
            Terminal=false
            Categories=Utility;TextEditor;
            StartupWMClass=org.example.Editor

            """)
        // A tool with several apps starts this one by its subcommand.
        let sub = try DesktopEntryCommand.entry(for: EntryTestApp.self, executable: "/usr/bin/tools")
        XCTAssertEqual(sub.command, ["/usr/bin/tools", "editor"])
        // No abstract: no Comment line.
        XCTAssertFalse(DesktopEntry(id: "a", name: "A", command: ["/a"]).text.contains("Comment"))
    }

    func testExecQuotesSpacesPercentAndReservedCharacters() {
        XCTAssertEqual(DesktopEntry.execArgument("/usr/bin/app"), "/usr/bin/app")
        XCTAssertEqual(DesktopEntry.execArgument("/home/me/My Apps/100%/app"), "\"/home/me/My Apps/100%%/app\"")
        XCTAssertEqual(DesktopEntry.execArgument("/opt/50%off"), "/opt/50%%off")
        // Inside quotes, " ` $ and \ are backslash-escaped; then the string escape doubles
        // every backslash.
        XCTAssertEqual(DesktopEntry.execArgument("/a \"b\"/$HOME/`x`"), "\"/a \\\\\"b\\\\\"/\\\\$HOME/\\\\`x\\\\`\"")
        XCTAssertEqual(DesktopEntry.execArgument("/a\\b"), "\"/a\\\\\\\\b\"")
        XCTAssertEqual(DesktopEntry.execArgument("/a;b&c"), "\"/a;b&c\"")
        XCTAssertEqual(DesktopEntry.execLine(["/my dir/app", "editor"]), "\"/my dir/app\" editor")
    }

    func testBadIDsAreRefused() throws {
        XCTAssertNil(DesktopEntry.problem(withID: "org.example.Editor"))
        XCTAssertNil(DesktopEntry.problem(withID: "gliss-demos"))
        for bad in ["", "My App", "a/b", "org..x", ".hidden", "end.", "café"] {
            XCTAssertNotNil(DesktopEntry.problem(withID: bad), bad)
        }
        let installer = try XCTUnwrap(DesktopEntryInstaller(environment: environment))
        XCTAssertThrowsError(try installer.install(DesktopEntry(id: "My App", name: "x", command: ["/x"]), icon: DefaultAppIcon.png)) {
            XCTAssertTrue("\($0)".contains("not a valid desktop-file id"), "\($0)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
    }

    func testInstallThenUninstall() throws {
        let installer = try XCTUnwrap(DesktopEntryInstaller(environment: environment))
        let entry = try DesktopEntryCommand.entry(for: EntryTestApp.self, executable: "/my dir/editor")
        let written = try installer.install(entry, icon: DefaultAppIcon.png)
        let desktop = folder + "/applications/org.example.Editor.desktop"
        let icon = folder + "/icons/hicolor/64x64/apps/org.example.Editor.png"
        XCTAssertEqual(written, [desktop, icon])
        XCTAssertEqual(try String(contentsOfFile: desktop, encoding: .utf8), entry.text)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: icon))), DefaultAppIcon.png)
        XCTAssertEqual(PNGHeader.dimensions(DefaultAppIcon.png)?.width, 64)
        XCTAssertEqual(try installer.uninstall(id: "org.example.Editor"), [desktop, icon])
        XCTAssertFalse(FileManager.default.fileExists(atPath: desktop))
        XCTAssertFalse(FileManager.default.fileExists(atPath: icon))
        // Nothing left to remove is not an error.
        XCTAssertEqual(try installer.uninstall(id: "org.example.Editor"), [])
    }

    func testDataHomeFallsBackToHome() {
        XCTAssertEqual(DesktopEntryInstaller(environment: ["HOME": "/h"])?.dataHome, "/h/.local/share")
        XCTAssertEqual(DesktopEntryInstaller(environment: ["HOME": "/h", "XDG_DATA_HOME": "rel"])?.dataHome, "/h/.local/share")
        XCTAssertEqual(DesktopEntryInstaller(environment: ["HOME": "/h", "XDG_DATA_HOME": "/d"])?.dataHome, "/d")
        XCTAssertNil(DesktopEntryInstaller(environment: [:]))
    }

    func testReadOnlyFolderIsAClearErrorAndWritesNothing() throws {
        // Root ignores permission bits: then a read-only file system (/sys) stands in.
        let target: String
        if geteuid() == 0 {
            target = "/sys/gliss-desktop-entry-test"
        } else {
            XCTAssertEqual(chmod(folder, 0o555), 0)
            target = folder + "/data"
        }
        let installer = try XCTUnwrap(DesktopEntryInstaller(environment: ["XDG_DATA_HOME": target]))
        XCTAssertThrowsError(try installer.install(DesktopEntry(id: "org.example.Editor", name: "E", command: ["/e"]), icon: DefaultAppIcon.png)) {
            let text = "\($0)"
            XCTAssertTrue(text.hasPrefix("cannot create /"), text)
            XCTAssertFalse(text.contains("\n"), text)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [])
    }

    func testGeneratedFileValidates() throws {
        guard let validator = ["/usr/bin/desktop-file-validate", "/usr/local/bin/desktop-file-validate"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("desktop-file-validate is not installed (apt-get install desktop-file-utils; Scripts/install-deps.sh test installs it)")
        }
        let installer = try XCTUnwrap(DesktopEntryInstaller(environment: environment))
        let entry = try DesktopEntryCommand.entry(for: EntryTestApp.self, executable: "/home/me/My Apps/100% \"real\"/editor")
        try installer.install(entry, icon: DefaultAppIcon.png)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: validator)
        process.arguments = [installer.entryPath(id: EntryTestApp.id)]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertEqual(output, "", "desktop-file-validate had something to say")
    }

    func testAppIconIsUsedAndMustBeAPNG() throws {
        XCTAssertEqual(try DesktopEntryCommand.icon(for: EntryTestApp.self), DefaultAppIcon.png)
        let own = try RGBAImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16)).pngBytes()
        let path = folder + "/own.png"
        try Data(own).write(to: URL(fileURLWithPath: path))
        IconTestApp.icon = path
        defer { IconTestApp.icon = nil }
        XCTAssertEqual(try DesktopEntryCommand.icon(for: IconTestApp.self), own)
        let installer = try XCTUnwrap(DesktopEntryInstaller(environment: environment))
        let written = try installer.install(DesktopEntry(id: "own", name: "Own", command: ["/own"]), icon: own)
        XCTAssertEqual(written.last, folder + "/icons/hicolor/2x2/apps/own.png")
        XCTAssertThrowsError(try installer.install(DesktopEntry(id: "bad", name: "Bad", command: ["/bad"]), icon: Array("not a png".utf8))) {
            XCTAssertEqual("\($0)", "the app's icon is not a PNG file")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: installer.entryPath(id: "bad")))
        IconTestApp.icon = folder + "/missing.png"
        XCTAssertThrowsError(try DesktopEntryCommand.icon(for: IconTestApp.self)) {
            XCTAssertTrue("\($0)".hasPrefix("cannot read the app's icon \(self.folder!)/missing.png"), "\($0)")
        }
    }
}
