import XCTest
import Foundation
import Gliss
import GlissTesting

/// The titles of date and colour pickers, disclosure groups and labels are looked up when
/// written as literals and shown as they are when given as `String`s, as the other controls'
/// titles; a key's format and arguments survive their encoding in the key.
final class LocalizedTitlesTests: XCTestCase {
    static let catalog = StringCatalog(sourceLanguage: "en", strings: [
        "Due": ["fr": .text("Échéance")],
        "Highlight": ["fr": .text("Surlignage")],
        "Advanced": ["fr": .text("Avancé")],
        "Inbox": ["fr": .text("Boîte de réception")],
        "New": ["fr": .text("Nouveau")],
        "Name": ["fr": .text("Nom")],
        "Size": ["fr": .text("Taille")],
        "Kind": ["fr": .text("Type")],
    ])

    func testLiteralTitlesAreTranslatedAndStringsShownAsTheyAre() {
        let due = "Due", highlight = "Highlight", advanced = "Advanced"
        let date = Binding.constant(Date(timeIntervalSince1970: 0)), color = Binding.constant(Color.red)
        let d = FrameDriver(width: 900, height: 700) { ui in
            ui.vstack {
                ui.datePicker("Due", selection: date, displayedComponents: .date)
                ui.colorPicker("Highlight", selection: color)
                ui.disclosureGroup("Advanced") { ui.text("More") }
                ui.label("Inbox", systemImage: "tray")
                ui.datePicker(due, selection: date, displayedComponents: .date)
                ui.colorPicker(highlight, selection: color)
                ui.disclosureGroup(advanced) { ui.text("More") }
            }
        }
        d.ui.localization = Localization(catalog: Self.catalog, languages: ["fr-FR"])
        d.frame(); d.frame()
        let labels = d.ui.inspector.map(\.label)
        for shown in ["Échéance", "Surlignage", "Avancé", "Boîte de réception", "Due", "Highlight", "Advanced"] {
            XCTAssertTrue(labels.contains(shown), "\(shown) in \(labels)")
        }
        XCTAssertEqual(d.ui.localized("Inbox"), "Boîte de réception")
        XCTAssertTrue(d.ui.accessibilityElements().map(\.label).contains("Boîte de réception"))
    }

    /// A table's column titles, as SwiftUI's `TableColumn` titles: literals looked up, strings
    /// shown as they are.
    func testTableColumnTitlesAreTranslated() {
        struct File: Identifiable { let id: Int; let name: String; let size: Int; let kind: String }
        let files = [File(id: 1, name: "a.txt", size: 3, kind: "Text")]
        let kind = "Kind"
        let d = FrameDriver(width: 900, height: 700) { ui in
            ui.table(files) {
                ui.tableColumn("Name", value: \.name)
                ui.tableColumn("Size", value: \.size) { f in ui.text("\(f.size) KB") }
                ui.tableColumn(kind, value: \.kind)
            }
        }
        d.ui.localization = Localization(catalog: Self.catalog, languages: ["fr-FR"])
        d.frame(); d.frame()
        let labels = d.ui.inspector.map(\.label)
        for shown in ["Nom", "Taille", "Kind"] { XCTAssertTrue(labels.contains(shown), "\(shown) in \(labels)") }
        XCTAssertFalse(labels.contains("Name"))
    }

    func testAKeysFormatIsKeptThroughItsEncoding() {
        let name = "A\u{0}b\u{1}c", ratio = 2.5, big = Int.max, small: Int32 = -3
        let key: LocalizedStringKey = "\(name) at \(ratio) of \(big)% (\(small))"
        XCTAssertEqual(key.key, "%@ at %lf of %lld%% (%d)")
        XCTAssertEqual(key.arguments, [.string("A\u{FFFD}b\u{1}c"), .double(2.5, specifier: "%lf"),
                                       .int(Int64.max, specifier: "%lld"), .int(-3, specifier: "%d")])
        XCTAssertEqual(key.description, "A\u{0}b\u{1}c at 2.5 of \(Int.max)% (-3)")
        let two: LocalizedStringKey = "\(1) of \(2)"
        XCTAssertEqual(two.key, "%lld of %lld")
        XCTAssertEqual(two.arguments, [.int(1, specifier: "%lld"), .int(2, specifier: "%lld")])
        XCTAssertEqual(two.description, "1 of 2")
    }
}
