import XCTest
import Gliss
import GlissTesting

// The code of the article "Files, drops and settings"
// (Sources/GlissApp/GlissApp.docc/FilesDropsAndSettings.md).

// docs:begin settings-app
enum Appearance: String { case system, light, dark }

final class Notes: App {
    @AppStorage("fontSize") var fontSize = 13
    @AppStorage("wrapsLines") var wrapsLines = true
    @AppStorage("appearance") var appearance = Appearance.system
    static var id: String { "org.example.Notes" }

    func body(_ ui: UI) {
        ui.vstack {
            ui.text("Notes at \(fontSize) points")
            ui.button("Bigger") { self.fontSize += 1 }
            ui.toggle("Wrap lines", isOn: $wrapsLines)
        }
    }
}
// docs:end settings-app

final class SettingsArticleTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "gliss-settings-article-\(getpid())-\(UUID().uuidString)"
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// In the harness an app made as usual keeps its settings in memory: every test starts
    /// from the defaults, and nothing is written.
    func testInTheHarnessSettingsAreInMemoryUnlessAStoreIsGiven() throws {
        let h = try Harness(app: Notes(), text: .headless)
        try h.click(label: "Bigger")
        try h.runUntilIdle()
        XCTAssertEqual((h.host.app as? Notes)?.fontSize, 14)
        XCTAssertEqual(Notes().fontSize, 13, "a new app starts from its defaults")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
    }

    func testSettingsSurviveARestart() throws {
        // docs:begin settings-test
        let store = SettingsStore(folder: folder)
        let notes = SettingsStore.$current.withValue(store) { Notes() }
        let h = try Harness(app: notes, text: .headless)
        try h.click(label: "Bigger")
        try h.runUntilIdle()                 // the frame that changed it wrote the file

        let again = SettingsStore.$current.withValue(SettingsStore(folder: folder)) { Notes() }
        XCTAssertEqual(again.fontSize, 14)
        XCTAssertEqual(again.wrapsLines, true)   // never set: its default
        // docs:end settings-test
    }
}
