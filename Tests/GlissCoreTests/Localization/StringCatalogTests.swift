import XCTest
@testable import GlissCore

/// Reading Xcode's String Catalog JSON: plain strings, plural variations, substitutions, and
/// device variations ignored.
final class StringCatalogTests: XCTestCase {
    static let json = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Hello" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
          }
        },
        "%lld files" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "fr" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichier" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fichiers" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld файл" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld файлов" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld файла" } } } } }
          }
        },
        "Tap to open" : {
          "localizations" : {
            "fr" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Touchez pour ouvrir" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Cliquez pour ouvrir" } } } } }
          }
        },
        "%@ has %lld photos" : {
          "localizations" : {
            "fr" : {
              "stringUnit" : { "state" : "translated", "value" : "%1$@ a %#@photos@" },
              "substitutions" : { "photos" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } } } } } }
            }
          }
        },
        "Untranslated" : { "extractionState" : "manual" }
      },
      "version" : "1.0"
    }
    """#

    func testStringsPluralsAndTheSourceLanguageAreRead() throws {
        let c = try StringCatalog(data: Data(Self.json.utf8))
        XCTAssertEqual(c.sourceLanguage, "en")
        XCTAssertEqual(c.strings["Hello"]?["fr"], .text("Bonjour"))
        XCTAssertEqual(c.strings["%lld files"]?["fr"], .plural(["one": .text("%lld fichier"), "other": .text("%lld fichiers")]))
        XCTAssertNil(c.strings["Untranslated"], "a key with no localization is not kept")
        XCTAssertEqual(c.languages, ["en", "fr", "ru"])
    }

    func testDeviceVariationsAreIgnoredForTheOtherDevicesText() throws {
        let c = try StringCatalog(data: Data(Self.json.utf8))
        XCTAssertEqual(c.strings["Tap to open"]?["fr"], .text("Cliquez pour ouvrir"))
    }

    func testPluralFormsAreChosenByTheNumberInTheLanguage() throws {
        let c = try StringCatalog(data: Data(Self.json.utf8))
        let fr = Localization(catalog: c, languages: ["fr"])
        XCTAssertEqual(fr.string(forKey: "%lld files", arguments: [FormatArgument(0)]), "0 fichier")
        XCTAssertEqual(fr.string(forKey: "%lld files", arguments: [FormatArgument(1)]), "1 fichier")
        XCTAssertEqual(fr.string(forKey: "%lld files", arguments: [FormatArgument(2)]), "2 fichiers")
        let ru = Localization(catalog: c, languages: ["ru_RU"])
        XCTAssertEqual([1, 2, 5, 21].map { ru.string(forKey: "%lld files", arguments: [FormatArgument($0)]) },
                       ["1 файл", "2 файла", "5 файлов", "21 файл"])
        let en = Localization(catalog: c, languages: ["en"])
        XCTAssertEqual(en.string(forKey: "%lld files", arguments: [FormatArgument(1)]), "1 file")
        XCTAssertEqual(en.string(forKey: "Hello"), nil, "no English text and none in the source: the source text is shown")
    }

    func testSubstitutionsTakeTheFormOfTheirArgument() throws {
        let fr = Localization(catalog: try StringCatalog(data: Data(Self.json.utf8)), languages: ["fr"])
        XCTAssertEqual(fr.string(forKey: "%@ has %lld photos", arguments: [FormatArgument("Ada"), FormatArgument(1)]),
                       "Ada a 1 photo")
        XCTAssertEqual(fr.string(forKey: "%@ has %lld photos", arguments: [FormatArgument("Ada"), FormatArgument(3)]),
                       "Ada a 3 photos")
    }

    func testBadJSONIsAnErrorNotACrash() {
        XCTAssertThrowsError(try StringCatalog(data: Data("{ \"strings\": ".utf8)))
        XCTAssertThrowsError(try StringCatalog(data: Data("[1, 2]".utf8)))
    }

    func testLprojStringsFilesAreRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gliss-lproj-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
        try Data("/* greeting */\n\"Hello\" = \"Bonjour\";\n\"%lld files\" = \"%lld fichiers\";\n".utf8)
            .write(to: dir.appendingPathComponent("fr.lproj/Localizable.strings"))
        let l = Localization(catalog: try StringCatalog(lprojFolder: dir), languages: ["fr_FR"])
        XCTAssertEqual(l.string(forKey: "Hello"), "Bonjour")
        XCTAssertEqual(l.string(forKey: "%lld files", arguments: [FormatArgument(3)]), "3 fichiers")
    }
}
