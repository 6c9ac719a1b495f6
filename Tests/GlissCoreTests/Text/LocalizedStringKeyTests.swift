import XCTest
@testable import GlissCore

/// `ui.text("Row \(i)")` takes a `LocalizedStringKey` (as SwiftUI's `Text` does), shows what the
/// same interpolation makes as a `String`, and formats a label with one integer once while it
/// keeps being built.
final class LocalizedStringKeyTests: XCTestCase {
    private struct Point3: CustomStringConvertible { var description: String { "(1, 2, 3)" } }

    private func labels(_ ui: UI, _ t: Double = 0, _ body: (UI) -> Void) -> [String] {
        _ = ui.runFrame(time: t, events: [], body)
        return ui.inspector.filter { $0.role == "text" }.map(\.label)
    }

    func testAKeyShowsWhatTheSameStringInterpolationMakes() {
        let ui = UI(size: Size(800, 600), measurer: MonospaceTextMeasurer())
        let name = "Ada", n = -42, x = 0.5, p = Point3(), missing: Int? = nil
        let shown = labels(ui) { ui in
            ui.vstack {
                ui.text("plain")
                ui.text("Row \(7)")
                ui.text("\(123456)")
                ui.text("\(n) items left")
                ui.text("\(1) of \(2)")
                ui.text("\(name) has \(n)")
                ui.text("\(x) and \(p)")
                ui.text("\(missing as Any) · \(Int.min)")
                ui.text("")
            }
        }
        XCTAssertEqual(shown, ["plain", "Row 7", "123456", "\(n) items left", "1 of 2", "Ada has -42",
                               "0.5 and (1, 2, 3)", "\(missing as Any) · \(Int.min)", ""])
    }

    func testAStringVariableTakesTheStringOverloadAndShowsTheSame() {
        let ui = UI(size: Size(400, 300), measurer: MonospaceTextMeasurer())
        let s = "Row 7", sub = "xxRow 8".dropFirst(2)
        let shown = labels(ui) { ui in
            ui.vstack {
                ui.text(s)
                ui.text(sub)
                ui.text(LocalizedStringKey("Row \(9)"))
            }
        }
        XCTAssertEqual(shown, ["Row 7", "Row 8", "Row 9"])
        XCTAssertEqual(ui.formattedLabels.usedCount, 1, "only the key with a number used the table")
    }

    func testAListsRowsAreFormattedOnceWhileTheyStayOnScreen() {
        let ui = UI(size: Size(400, 300), measurer: MonospaceTextMeasurer())
        func list(_ first: Int, _ t: Double) -> [String] {
            labels(ui, t) { ui in ui.vstack { for i in first..<(first + 10) { ui.text("Row \(i)") } } }
        }
        XCTAssertEqual(list(0, 0), (0..<10).map { "Row \($0)" })
        XCTAssertEqual(ui.formattedLabels.usedCount, 10)
        // Scrolled by two rows: two new texts, the eight others from the table.
        XCTAssertEqual(list(2, 1.0 / 60), (2..<12).map { "Row \($0)" })
        XCTAssertEqual(ui.formattedLabels.usedCount, 12)
        // Same numbers under another prefix are other labels, not the kept ones.
        let other = labels(ui, 2.0 / 60) { ui in ui.vstack { for i in 2..<12 { ui.text("Item \(i)") } } }
        XCTAssertEqual(other, (2..<12).map { "Item \($0)" })
    }

    /// A label from the table is known to hold a line break from its parts (it is not searched
    /// every frame): laid out as the same `String` is, on two lines.
    func testALineBreakAroundTheNumberIsKept() {
        func sizes(_ body: (UI) -> Void) -> [Size] {
            let ui = UI(size: Size(400, 300), measurer: MonospaceTextMeasurer())
            _ = ui.runFrame(time: 0, events: [], body)
            return ui.inspector.filter { $0.role == "text" }.map(\.frame.size)
        }
        let n = 12
        let keyed = sizes { ui in ui.vstack { ui.text("Line\n\(n)"); ui.text("\(n)\r\nend"); ui.text("\(n) apart") } }
        let plain = sizes { ui in ui.vstack { ui.text("Line\n12" as String); ui.text("12\r\nend" as String); ui.text("12 apart" as String) } }
        XCTAssertEqual(keyed, plain)
        XCTAssertGreaterThan(keyed[0].height, keyed[2].height * 1.5, "two lines")
        XCTAssertEqual(keyed[1].height, keyed[0].height, "a CR LF is one break")
    }

    /// The sample of the "Text and paragraphs" article.
    func testTheArticlesSample() {
        struct Person { var name: String }
        let ui = UI(size: Size(400, 300), measurer: MonospaceTextMeasurer())
        let i = 7, person = Person(name: "Ada")
        let shown = labels(ui) { ui in
            ui.vstack {
                // docs:begin literals
                ui.text("Row \(i)")       // formatted once while the row stays on screen
                ui.text(String(i))        // formatted by the app, every frame
                ui.text(person.name)      // a String value: shown as it is
                // docs:end literals
            }
        }
        XCTAssertEqual(shown, ["Row 7", "7", "Ada"])
        XCTAssertEqual(ui.formattedLabels.usedCount, 1, "only the literal kept its number")
    }

    func testTheTableIsBoundedAndAMissFormatsAgain() {
        let t = FormattedLabels()
        for i in 0..<(FormattedLabels.capacity * 3) { XCTAssertEqual(t.label("#", i, "!").text, "#\(i)!") }
        XCTAssertEqual(t.usedCount, FormattedLabels.capacity, "one text a slot")
        // Number 0 was replaced by a later one in its slot: asked again, it is made again.
        XCTAssertEqual(t.label("#", 0, "!").text, "#0!")
        XCTAssertEqual(t.label("", 0, "").text, "0")
        XCTAssertEqual(t.label("#", 0, "").text, "#0")
    }

    func testKeysAreEqualWhenTheyShowTheSameText() {
        XCTAssertEqual(LocalizedStringKey("Row \(3)"), LocalizedStringKey("Row 3"))
        XCTAssertEqual(LocalizedStringKey("Row \(3)"), "Row \(3)")
        XCTAssertNotEqual(LocalizedStringKey("Row \(3)"), "Row \(4)")
        XCTAssertEqual("\(LocalizedStringKey("a \(1) b"))", "a 1 b")
    }
}
