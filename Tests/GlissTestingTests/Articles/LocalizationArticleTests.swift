import XCTest
import Foundation
import Gliss
import GlissTesting

// The code of the article "Localizing your app"
// (Sources/GlissApp/GlissApp.docc/LocalizingYourApp.md), and its app run in French and English.

// docs:begin files-app
final class CatalogFilesApp: App {
    var count = 1
    var showHidden = false

    func body(_ ui: UI) {
        ui.vstack(spacing: 12) {
            ui.text("Hello", font: .title)
            ui.text("\(count) files")
            ui.button("Add a file") { self.count += 1 }
            ui.toggle("Show hidden files", isOn: Bindable(self).showHidden)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
// docs:end files-app

final class LocalizationArticleTests: XCTestCase {
    /// The app's `Localizable.xcstrings`, as Xcode writes it.
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } }
          }
        },
        "Add a file" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ajouter un fichier" } } } },
        "Hello" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } },
        "Show hidden files" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Afficher les fichiers cachés" } } } }
      },
      "version" : "1.0"
    }
    """#

    private func labels(_ h: Harness) -> [String] {
        h.nodes.filter { ["text", "button", "toggle"].contains($0.role) }.map(\.label)
    }

    func testFrenchShowsTheTranslationsAndThePluralFollowsTheCount() throws {
        // docs:begin files-test
        let h = try Harness(app: CatalogFilesApp())
        h.ui.localization = Localization(catalog: try StringCatalog(data: Data(Self.catalog.utf8)),
                                         languages: ["fr-FR"])
        h.run()
        XCTAssertNoThrow(try h.node(label: "Bonjour"))
        XCTAssertNoThrow(try h.node(label: "1 fichier"))
        try h.click(label: "Ajouter un fichier")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "2 fichiers"))
        // docs:end files-test
        XCTAssertTrue(labels(h).contains("Afficher les fichiers cachés"), "\(labels(h))")
        XCTAssertFalse(labels(h).contains("Hello"))
    }

    func testEnglishShowsTheSourceTextsWithTheEnglishPlural() throws {
        let h = try Harness(app: CatalogFilesApp(), text: .headless)
        h.ui.localization = Localization(catalog: try StringCatalog(data: Data(Self.catalog.utf8)), languages: ["en-US"])
        h.run()
        XCTAssertNoThrow(try h.node(label: "Hello"))
        XCTAssertNoThrow(try h.node(label: "1 file"))
        XCTAssertNoThrow(try h.node(label: "Show hidden files"))
        try h.click(label: "Add a file")
        try h.runUntilIdle()
        XCTAssertNoThrow(try h.node(label: "2 files"))
    }

    /// The article's right-to-left subtree: its label on the right, the field to its left.
    func testARightToLeftSubtree() throws {
        final class Form: App {
            var name = ""
            func body(_ ui: UI) {
                // docs:begin rtl-form
                ui.environment(\.layoutDirection, .rightToLeft) {
                    ui.hstack {
                        ui.text("الاسم")
                        ui.textField("الاسم", text: Bindable(self).name)   // its text starts at the field's right edge
                    }
                }
                // docs:end rtl-form
            }
        }
        let h = try Harness(app: Form(), size: Size(500, 200), text: .headless)
        let label = try h.node(label: "الاسم", role: "text").frame
        let field = try h.node(label: "الاسم", role: "textField").frame
        XCTAssertGreaterThan(label.minX, field.maxX, "the first view of the hstack is on the right")
    }
}
