import XCTest
import Gliss

/// `--locale` overrides the environment's languages, and the app's catalog is found in its
/// resource bundle beside the executable; a bad catalog is one warning and the source texts.
final class AppLocalizationTests: XCTestCase {
    func testLocaleOptionOverridesTheEnvironment() throws {
        XCTAssertEqual(try StandardOptions.parse(["--locale", "fr_FR.UTF-8"]).languages, ["fr-FR"])
        XCTAssertEqual(try StandardOptions.parse(["--locale", "pt-BR"]).languages, ["pt-BR"])
        XCTAssertEqual(try StandardOptions.parse([]).languages, PreferredLanguages.current)
        XCTAssertThrowsError(try StandardOptions.parse(["--locale", "C"]))
        XCTAssertThrowsError(try StandardOptions.parse(["--locale", "fr/../x"]))
    }

    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-l10n-\(getpid())-\(name.hashValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    private func bundle(_ name: String, catalog: String) throws {
        let dir = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: dir.appendingPathComponent("Localizable.xcstrings"))
    }

    private func catalog(_ hello: String) -> String {
        #"{"sourceLanguage":"en","strings":{"Hello":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"\#(hello)"}}}}},"version":"1.0"}"#
    }

    func testTheAppsOwnBundleBesideTheExecutableIsFound() throws {
        try bundle("Other_Tool.resources", catalog: catalog("Salut"))
        try bundle("Hello_Hello.resources", catalog: catalog("Bonjour"))
        var warnings: [String] = []
        let l = AppLocalization.load(languages: ["fr-FR"], executable: folder.appendingPathComponent("Hello").path,
                                     warn: { warnings.append($0) })
        XCTAssertEqual(l?.string(forKey: "Hello"), "Bonjour")
        XCTAssertEqual(warnings, [])
        let other = AppLocalization.load(languages: ["fr"], executable: folder.appendingPathComponent("Tool").path, warn: { _ in })
        XCTAssertEqual(other?.string(forKey: "Hello"), "Salut")
    }

    func testNoCatalogIsNoLocalization() {
        XCTAssertNil(AppLocalization.load(languages: ["fr"], executable: folder.appendingPathComponent("App").path,
                                          warn: { XCTFail($0) }))
    }

    func testABadCatalogIsOneWarningNamingItAndTheSourceTexts() throws {
        try bundle("App_App.resources", catalog: "{ \"strings\": { \"Hello\": ")
        var warnings: [String] = []
        let l = AppLocalization.load(languages: ["fr"], executable: folder.appendingPathComponent("App").path,
                                     warn: { warnings.append($0) })
        XCTAssertNil(l)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("App_App.resources/Localizable.xcstrings") == true, warnings.first ?? "")
    }
}
