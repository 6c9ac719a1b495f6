import XCTest
import GlissCore

/// CLDR's plural categories, through ICU, for the languages a String Catalog is most often
/// translated into: the rules Xcode's plural variations are keyed by.
final class PluralRulesTests: XCTestCase {
    private func categories(_ language: String, _ numbers: [Int]) -> [String] {
        let rules = PluralRules(language: language)
        return numbers.map { rules.category(for: $0) }
    }

    func testEnglishGermanAndSpanishHaveOneForOneOnly() {
        XCTAssertEqual(categories("en", [0, 1, 2, 5, 21]), ["other", "one", "other", "other", "other"])
        XCTAssertEqual(categories("de", [0, 1, 2, 11]), ["other", "one", "other", "other"])
        XCTAssertEqual(categories("es", [0, 1, 2, 1_000_000]), ["other", "one", "other", "many"])
        XCTAssertEqual(PluralRules(language: "en").category(for: 1.5), "other")
    }

    func testFrenchZeroAndOneAreOne() {
        XCTAssertEqual(categories("fr", [0, 1, 2, 10, 1_000_000]), ["one", "one", "other", "other", "many"])
        XCTAssertEqual(PluralRules(language: "fr_FR").category(for: 1.5), "one")
    }

    func testRussian() {
        XCTAssertEqual(categories("ru", [1, 2, 5, 21, 22, 25, 11, 0, 111, 101]),
                       ["one", "few", "many", "one", "few", "many", "many", "many", "many", "one"])
    }

    func testPolish() {
        XCTAssertEqual(categories("pl", [1, 2, 4, 5, 11, 12, 21, 22, 25, 0]),
                       ["one", "few", "few", "many", "many", "many", "many", "few", "many", "many"])
    }

    func testArabic() {
        XCTAssertEqual(categories("ar", [0, 1, 2, 3, 10, 11, 99, 100, 101, 103]),
                       ["zero", "one", "two", "few", "few", "many", "many", "other", "other", "few"])
    }

    func testJapaneseAndChineseHaveOnlyOther() {
        XCTAssertEqual(categories("ja", [0, 1, 2, 100]), ["other", "other", "other", "other"])
        XCTAssertEqual(categories("zh-Hans", [0, 1, 2, 100]), ["other", "other", "other", "other"])
    }
}
