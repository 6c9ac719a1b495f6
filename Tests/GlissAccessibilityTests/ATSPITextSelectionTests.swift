import XCTest
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// A selectable label's selection as a screen reader reads and sets it over AT-SPI's Text.
final class ATSPITextSelectionTests: XCTestCase {
    func testASelectableLabelsSelectionIsReadAndSet() throws {
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("Grüße world").textSelection(.enabled)
                ui.text("Not selectable")
            }
        }
        d.frame()
        func objects() -> ATSPIObjects { atspiObjects(d) }
        func label(_ o: ATSPIObjects, _ text: String) throws -> ATSPITree.Object { try element(o, labelled: text) }
        let text = "org.a11y.atspi.Text"
        var o = objects()
        XCTAssertEqual(try XCTUnwrap(reply(&o, text, "GetNSelections", on: try label(o, "Grüße world"), [])).values, [.integer(0)])
        // Set in characters (ü is two UTF-8 bytes): the frame selects "world".
        let set = try XCTUnwrap(reply(&o, text, "SetSelection", on: try label(o, "Grüße world"),
                                      [.integer(0), .integer(6), .integer(11)]))
        XCTAssertEqual(set.values, [.integer(1)])
        // A label that is not selectable refuses.
        let refused = try XCTUnwrap(reply(&o, text, "SetSelection", on: try label(o, "Not selectable"),
                                          [.integer(0), .integer(0), .integer(3)]))
        XCTAssertEqual(refused.values, [.integer(0)])
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        o = objects()
        XCTAssertEqual(try XCTUnwrap(reply(&o, text, "GetNSelections", on: try label(o, "Grüße world"), [])).values, [.integer(1)])
        XCTAssertEqual(try XCTUnwrap(reply(&o, text, "GetSelection", on: try label(o, "Grüße world"), [.integer(0)])).values,
                       [.integer(6), .integer(11)])
        // RemoveSelection clears it.
        _ = try XCTUnwrap(reply(&o, text, "RemoveSelection", on: try label(o, "Grüße world"), [.integer(0)]))
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        o = objects()
        XCTAssertEqual(try XCTUnwrap(reply(&o, text, "GetNSelections", on: try label(o, "Grüße world"), [])).values, [.integer(0)])
    }
}
