import XCTest
@testable import GlissCore

/// A literal's key is the one Xcode extracts (interpolations become format specifiers), and
/// `ui.text`, button titles and `String(localized:)` show its translation, or the source text.
final class LocalizedKeyTests: XCTestCase {
    func testInterpolationsBecomeXcodesFormatSpecifiers() {
        let count = 3, name = "Ada", ratio = 0.5, f: Float = 1.5, small: Int32 = 7, u: UInt = 9
        XCTAssertEqual(("Hello" as LocalizedStringKey).key, "Hello")
        XCTAssertEqual(("\(count) files" as LocalizedStringKey).key, "%lld files")
        XCTAssertEqual(("\(name) has \(count) photos" as LocalizedStringKey).key, "%@ has %lld photos")
        XCTAssertEqual(("\(count) of \(count)" as LocalizedStringKey).key, "%lld of %lld")
        XCTAssertEqual(("ratio \(ratio), \(f)" as LocalizedStringKey).key, "ratio %lf, %f")
        XCTAssertEqual(("\(small) and \(u)" as LocalizedStringKey).key, "%d and %llu")
        XCTAssertEqual(("\(count)% done" as LocalizedStringKey).key, "%lld%% done", "a literal % is written %%")
        XCTAssertEqual(("\(name): 100%" as LocalizedStringKey).key, "%@: 100%%")
        XCTAssertEqual(("100%" as LocalizedStringKey).key, "100%", "no interpolation: the literal as written")
        XCTAssertEqual(("\(name) has \(count) photos" as LocalizedStringKey).arguments,
                       [.string("Ada"), .int(3, specifier: "%lld")])
        XCTAssertEqual(("\(name) has \(count) photos" as LocalizedStringKey).description, "Ada has 3 photos")
    }

    static let catalog = StringCatalog(sourceLanguage: "en", strings: [
        "Hello": ["fr": .text("Bonjour")],
        "%lld files": ["fr": .plural(["one": .text("%lld fichier"), "other": .text("%lld fichiers")]),
                       "en": .plural(["one": .text("%lld file"), "other": .text("%lld files")])],
        "%@ has %lld photos": ["fr": .text("%1$@ a %2$lld photos")],
        "Add one": ["fr": .text("Ajouter un")],
        "Delete": ["fr": .text("Supprimer")],
    ])

    private func labels(_ ui: UI, _ t: Double = 0, _ body: (UI) -> Void) -> [String] {
        _ = ui.runFrame(time: t, events: [], body)
        return ui.inspector.filter { $0.role == "text" || $0.role == "button" }.map(\.label)
    }

    func testTextsAndButtonTitlesShowTheTranslationAndAMissingKeyTheSourceText() {
        let ui = UI(size: Size(800, 600), measurer: MonospaceTextMeasurer())
        ui.localization = Localization(catalog: Self.catalog, languages: ["fr-FR"])
        let name = "Ada", title = "Hello"
        for frame in 0..<3 {   // the kept texts, frame after frame
            let shown = labels(ui, Double(frame) / 60) { ui in
                ui.vstack {
                    ui.text("Hello")
                    ui.text("\(1) files")
                    ui.text("\(2) files")
                    ui.text("\(name) has \(4) photos")
                    ui.text("Not in the catalog")
                    ui.text("\(5) missing")
                    ui.text(title)                         // a String: shown as it is
                    ui.button("Add one") {}
                    ui.button("Delete", role: .destructive) {}
                }
            }
            XCTAssertEqual(shown, ["Bonjour", "1 fichier", "2 fichiers", "Ada a 4 photos", "Not in the catalog",
                                   "5 missing", "Hello", "Ajouter un", "Supprimer"], "frame \(frame)")
        }
    }

    func testWithoutACatalogKeysShowTheirSourceText() {
        let ui = UI(size: Size(800, 600), measurer: MonospaceTextMeasurer())
        XCTAssertNil(ui.localization)
        XCTAssertEqual(labels(ui) { ui in ui.vstack { ui.text("Hello"); ui.text("\(2) files"); ui.button("Add one") {} } },
                       ["Hello", "2 files", "Add one"])
    }

    func testChangingTheLocalizationChangesKeptLabels() {
        let ui = UI(size: Size(800, 600), measurer: MonospaceTextMeasurer())
        let body: (UI) -> Void = { ui in ui.vstack { ui.text("\(1) files"); ui.text("Hello") } }
        XCTAssertEqual(labels(ui, 0, body), ["1 files", "Hello"])
        ui.localization = Localization(catalog: Self.catalog, languages: ["en"])
        XCTAssertEqual(labels(ui, 1 / 60, body), ["1 file", "Hello"])
        ui.localization = Localization(catalog: Self.catalog, languages: ["fr"])
        XCTAssertEqual(labels(ui, 2 / 60, body), ["1 fichier", "Bonjour"])
    }

    func testStringLocalizedLooksUpTheCurrentLocalization() {
        let n = 2
        XCTAssertEqual(String(localized: "\(n) files", localization: nil), "2 files")
        let fr = Localization(catalog: Self.catalog, languages: ["fr"])
        XCTAssertEqual(String(localized: "\(n) files", localization: fr), "2 fichiers")
        XCTAssertEqual(String(localized: "Hello", localization: fr), "Bonjour")
        let before = Localization.current
        defer { Localization.current = before }
        Localization.current = fr
        XCTAssertEqual(String(localized: "\(1) files"), "1 fichier")
        XCTAssertEqual(String(localized: "Missing \(n)"), "Missing 2")
    }
}
