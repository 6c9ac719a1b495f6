import XCTest
@testable import GlissCore

/// The user's languages come from LANGUAGE, LC_ALL, LC_MESSAGES and LANG in that order, and a
/// catalog falls back to its source language.
final class PreferredLanguagesTests: XCTestCase {
    func testLanguageListComesFirstThenTheFirstLocaleVariableSet() {
        XCTAssertEqual(PreferredLanguages.from(["LANGUAGE": "de:fr_CA", "LC_ALL": "es_ES.UTF-8",
                                                "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "pl_PL.UTF-8"]),
                       ["de", "fr-CA", "es-ES"])
        XCTAssertEqual(PreferredLanguages.from(["LC_MESSAGES": "ru_RU.UTF-8", "LANG": "pl_PL.UTF-8"]), ["ru-RU"])
        XCTAssertEqual(PreferredLanguages.from(["LC_ALL": "", "LANG": "fr_FR.UTF-8@euro"]), ["fr-FR"])
        XCTAssertEqual(PreferredLanguages.from(["LANG": "C.UTF-8"]), [])
        XCTAssertEqual(PreferredLanguages.from(["LANGUAGE": "", "LANG": "POSIX"]), [])
    }

    private let catalog = StringCatalog(sourceLanguage: "en", strings: [
        "Hello": ["en": .text("Hello"), "fr": .text("Bonjour"), "de": .text("Hallo"), "zh-Hans": .text("你好")],
        "Bye": ["en": .text("Goodbye"), "de": .text("Tschüss")],
    ])

    func testTheFirstUserLanguageTheCatalogHasIsUsedThenTheNextThenTheSource() {
        let l = Localization(catalog: catalog, languages: ["it-IT", "fr-FR", "de"])
        XCTAssertEqual(l.languages, ["fr", "de", "en"])
        XCTAssertEqual(l.string(forKey: "Hello"), "Bonjour")
        XCTAssertEqual(l.string(forKey: "Bye"), "Tschüss", "a key missing in French is looked for in German")
        XCTAssertEqual(Localization(catalog: catalog, languages: ["it"]).string(forKey: "Bye"), "Goodbye",
                       "no language of the user's: the source language")
        XCTAssertEqual(Localization(catalog: catalog, languages: []).languages, ["en"])
    }

    func testChineseRegionsPickTheScript() {
        XCTAssertEqual(Localization(catalog: catalog, languages: ["zh-CN"]).string(forKey: "Hello"), "你好")
        XCTAssertEqual(PreferredLanguages.candidates("zh-TW"), ["zh-TW", "zh-Hant", "zh"])
        XCTAssertEqual(PreferredLanguages.candidates("pt-BR"), ["pt-BR", "pt"])
    }
}
