import XCTest
import Foundation
@testable import GlissApp
import GlissCore

enum Theme: String { case light, dark }
enum Level: Int { case low = 1, high = 3 }
struct Recent: Codable, Equatable { var files: [String]; var pinned: Bool }
enum Mode: String, Codable { case plain, rich }

/// An app whose settings are kept: one property of each kind `@AppStorage` keeps.
final class PrefsApp: App {
    @AppStorage("wraps") var wraps = true
    @AppStorage("fontSize") var fontSize = 13
    @AppStorage("zoom") var zoom = 1.0
    @AppStorage("name") var name = "Untitled"
    @AppStorage("home") var home = URL(string: "https://example.org/")!
    @AppStorage("blob") var blob = Data([1, 2, 3])
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("level") var level = Level.low
    @AppStorage("recent") var recent = Recent(files: [], pinned: false)
    @AppStorage("lastFolder") var lastFolder: String?
    func body(_ ui: UI) {
        ui.button("Bigger \(fontSize)") { self.fontSize += 1 }.frame(width: 200, height: 100)
    }
}

/// `@AppStorage` (#49): values kept in `settings.json` and read at the next launch, each type
/// round-tripping, a bad file or value reported with the defaults used, written whole.
final class AppStorageTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "gliss-settings-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func launch(_ store: SettingsStore) -> PrefsApp { SettingsStore.$current.withValue(store) { PrefsApp() } }

    func testTheStoreIsUnderXDGConfigHomeOrGlissSettings() {
        XCTAssertEqual(SettingsStore.folder(appID: "org.example.Editor", environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]),
                       "/c/org.example.Editor")
        XCTAssertEqual(SettingsStore.folder(appID: "ed", environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]), "/h/.config/ed")
        XCTAssertEqual(SettingsStore.folder(appID: "ed", environment: ["GLISS_SETTINGS": "/s", "XDG_CONFIG_HOME": "/c"]), "/s")
        XCTAssertNil(SettingsStore.folder(appID: "ed", environment: [:]))
        let store = SettingsStore(appID: "org.example.Editor", environment: ["XDG_CONFIG_HOME": folder])
        XCTAssertEqual(store.path, folder + "/org.example.Editor/settings.json")
        XCTAssertNil(SettingsStore(appID: "ed", environment: [:]).path, "nowhere to keep them: in memory")
    }

    func testValuesSurviveARestart() throws {
        let first = launch(SettingsStore(folder: folder))
        XCTAssertEqual(first.fontSize, 13)
        first.fontSize = 18
        first.name = "Notes"
        SettingsStore.saveChanges(force: true)
        let again = launch(SettingsStore(folder: folder))
        XCTAssertEqual(again.fontSize, 18)
        XCTAssertEqual(again.name, "Notes")
        XCTAssertEqual(again.zoom, 1.0, "never set: its default")
    }

    func testEveryKindOfValueRoundTrips() throws {
        let first = launch(SettingsStore(folder: folder))
        first.wraps = false
        first.fontSize = 21
        first.zoom = 1.25
        first.name = "Ünïcode \"quoted\""
        first.home = URL(fileURLWithPath: "/home/u/Documents")
        first.blob = Data([0, 255, 7])
        first.theme = .dark
        first.level = .high
        first.recent = Recent(files: ["/a.txt", "/b.txt"], pinned: true)
        first.lastFolder = "/tmp"
        XCTAssertNil(SettingsStore.current, "nothing installed outside withValue")
        let store = SettingsStore(folder: folder)
        let unsaved = launch(store)
        XCTAssertEqual(unsaved.fontSize, 13, "not written before a save")
        SettingsStore.saveChanges(force: true)
        let again = launch(SettingsStore(folder: folder))
        XCTAssertEqual(again.wraps, false)
        XCTAssertEqual(again.fontSize, 21)
        XCTAssertEqual(again.zoom, 1.25)
        XCTAssertEqual(again.name, "Ünïcode \"quoted\"")
        XCTAssertEqual(again.home, URL(fileURLWithPath: "/home/u/Documents"))
        XCTAssertEqual(again.blob, Data([0, 255, 7]))
        XCTAssertEqual(again.theme, .dark)
        XCTAssertEqual(again.level, .high)
        XCTAssertEqual(again.recent, Recent(files: ["/a.txt", "/b.txt"], pinned: true))
        XCTAssertEqual(again.lastFolder, "/tmp")
        again.lastFolder = nil
        SettingsStore.saveChanges(force: true)
        XCTAssertNil(launch(SettingsStore(folder: folder)).lastFolder, "nil removes the key")
    }

    func testWritesAreWholeAndReadable() throws {
        let app = launch(SettingsStore(folder: folder + "/made"))
        app.fontSize = 15
        app.theme = .dark
        SettingsStore.saveChanges(force: true)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/made"), ["settings.json"],
                       "no temporary file left beside it")
        let text = try String(contentsOfFile: folder + "/made/settings.json", encoding: .utf8)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(json["fontSize"] as? Int, 15)
        XCTAssertEqual(json["theme"] as? String, "dark")
        XCTAssertEqual(json.count, 2, "only values that were set are written")
    }

    func testACorruptFileIsReportedKeptAsBadAndTheDefaultsUsed() throws {
        let path = folder + "/settings.json"
        try Data("{\"fontSize\": 20,".utf8).write(to: URL(fileURLWithPath: path))
        let store = SettingsStore(folder: folder)
        XCTAssertEqual(store.warnings, ["settings \(path) is not a JSON object: every setting has its default value (the file is kept as \(path).bad)"])
        let app = launch(store)
        XCTAssertEqual(app.fontSize, 13)
        XCTAssertEqual(try String(contentsOfFile: path + ".bad", encoding: .utf8), "{\"fontSize\": 20,", "the bad file is kept")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        app.fontSize = 14
        SettingsStore.saveChanges(force: true)
        XCTAssertEqual(launch(SettingsStore(folder: folder)).fontSize, 14, "a new file is written beside the bad one")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path + ".bad"))
    }

    func testAValueOfTheWrongTypeIsReportedAndOnlyThatKeyDefaults() throws {
        let path = folder + "/settings.json"
        try Data(#"{"fontSize": "big", "wraps": 1, "name": "Kept", "theme": "sepia", "level": 2.5}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let store = SettingsStore(folder: folder)
        XCTAssertEqual(store.warnings, [])
        let app = launch(store)
        XCTAssertEqual(app.fontSize, 13)
        XCTAssertEqual(app.wraps, true, "1 is not a Bool")
        XCTAssertEqual(app.name, "Kept", "the other keys are kept")
        XCTAssertEqual(app.theme, .light)
        XCTAssertEqual(app.level, .low)
        _ = app.fontSize
        XCTAssertEqual(store.warnings.count, 4, "one warning a key, however often it is read")
        XCTAssertEqual(store.warnings.first, "settings \(path): the value of \"fontSize\" is not of type Int; its default is used")
    }

    /// An enum both `RawRepresentable` and `Codable` is kept as its raw value; a Double that is
    /// not finite is not kept.
    func testARawRepresentableCodableValueIsKeptAsItsRawValue() throws {
        let store = SettingsStore(folder: folder)
        @AppStorage("mode", store: store) var mode = Mode.plain
        @AppStorage("zoom", store: store) var zoom = 1.0
        mode = .rich
        zoom = .infinity
        XCTAssertEqual(zoom, 1.0, "infinity is not kept: the default")
        XCTAssertNil(store.save())
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/settings.json"))) as? [String: Any])
        XCTAssertEqual(json["mode"] as? String, "rich")
        XCTAssertNil(json["zoom"])
    }

    func testAnAppMadeOutsideAStoreKeepsItsValuesInMemory() {
        let app = PrefsApp()
        app.fontSize = 30
        XCTAssertEqual(app.fontSize, 30)
        XCTAssertEqual(PrefsApp().fontSize, 13, "each app made without a store starts from its defaults")
    }

    /// The run loop writes what a frame changed, and what changed since at the end of the run.
    func testAPropertyChangedByAFrameIsWrittenByTheEndOfTheRun() throws {
        let centre = Point(200, 150)
        let click: [[InputEvent]] = [[.pointerMove(centre), .pointerDown(centre, .left)], [.pointerUp(centre, .left)]]
        let backend = ScriptedBackend(size: Size(400, 300), polls: [[]] + click + click, closeAfterFrames: 6)
        let store = SettingsStore(folder: folder)
        let app = launch(store)
        let options = try StandardOptions.parse(["--fixed-step"])
        let host = AppHost(app: app, size: backend.windowSize, measurer: backend.textMeasurer, fixedStep: true)
        let outputs = RunOutputs(options: options, recordsFromStart: true)
        var loop = RunLoop(host: host, backend: backend, script: ScriptPlayer([]), options: options, outputs: outputs)
        XCTAssertEqual(loop.run(), 0)
        XCTAssertEqual(app.fontSize, 15, "two clicks")
        XCTAssertFalse(store.hasUnsavedChanges)
        XCTAssertEqual(launch(SettingsStore(folder: folder)).fontSize, 15)
    }
}
