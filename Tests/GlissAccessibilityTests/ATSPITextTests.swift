import XCTest
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// A text field as a screen reader reads and writes it over AT-SPI's Text and EditableText:
/// the replies as libatspi decodes them (their D-Bus signature and values), and what the frame
/// does with the requests.
final class ATSPITextTests: XCTestCase {
    private func ints(_ values: [DBusArgument]) -> [Int] { values.compactMap(\.int) }

    func testCharacterExtentsAreFourIntsAroundEachCharacter() throws {
        var text = "Watch"
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.textField("Search", text: Binding(get: { text }, set: { text = $0 })).padding(20)
        }
        d.frame()
        let t = ATSPITree(title: "Test", windowFrame: Rect(100, 50, 400, 300), elements: d.ui.accessibilityElements())
        var objects = ATSPIObjects(tree: t, bus: ":1.5", desktop: .null, applicationID: 3)
        let k = try XCTUnwrap(t.elements.firstIndex { $0.role == .textField })
        let field = t.elements[k].frame
        let text0 = try XCTUnwrap(reply(&objects, "org.a11y.atspi.Text", "GetCharacterExtents", on: .element(k), [.integer(0), .integer(1)]))
        // Text.xml: out x, y, width, height, each an `i` (libatspi reads four ints, not a struct).
        XCTAssertEqual(text0.signature, "iiii")
        let w0 = ints(text0.values), w1 = ints(try XCTUnwrap(reply(&objects, "org.a11y.atspi.Text", "GetCharacterExtents",
                                                                        on: .element(k), [.integer(1), .integer(1)])).values)
        XCTAssertEqual(w0.count, 4)
        XCTAssertEqual(w1.count, 4)
        guard w0.count == 4, w1.count == 4 else { return }
        // A character is narrower than the field, inside it, and the next one is to its right.
        XCTAssertGreaterThan(w0[2], 0)
        XCTAssertLessThan(Double(w0[2]), field.width / 2)
        XCTAssertGreaterThanOrEqual(Double(w0[0]), field.minX)
        XCTAssertGreaterThanOrEqual(Double(w0[1]), field.minY)
        XCTAssertLessThanOrEqual(Double(w0[1] + w0[3]), field.maxY)
        XCTAssertEqual(w1[0], w0[0] + w0[2], accuracy: 1)
        XCTAssertEqual(w1[1], w0[1])
        // Screen coordinates add the window's place.
        let s0 = ints(try XCTUnwrap(reply(&objects, "org.a11y.atspi.Text", "GetCharacterExtents", on: .element(k),
                                          [.integer(0), .integer(0)])).values)
        XCTAssertEqual(s0, [w0[0] + 100, w0[1] + 50, w0[2], w0[3]])
        // A range's box spans its characters; past the text there is none.
        let range = try XCTUnwrap(reply(&objects, "org.a11y.atspi.Text", "GetRangeExtents", on: .element(k),
                                        [.integer(0), .integer(2), .integer(1)]))
        XCTAssertEqual(range.signature, "iiii")
        XCTAssertEqual(ints(range.values)[0], w0[0])
        XCTAssertEqual(ints(range.values)[2], w0[2] + w1[2], accuracy: 1)
        let past = try XCTUnwrap(reply(&objects, "org.a11y.atspi.Text", "GetCharacterExtents", on: .element(k),
                                       [.integer(9), .integer(1)]))
        XCTAssertEqual(ints(past.values), [0, 0, 0, 0])
    }

    func testASecureFieldIsPasswordText() throws {
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.textField("Name", text: .constant("Ada"))
                ui.secureField("Password", text: .constant("hunter2"))
            }
        }
        d.frame()
        let t = ATSPITree(title: "Test", windowFrame: Rect(0, 0, 400, 300), elements: d.ui.accessibilityElements())
        let objects = ATSPIObjects(tree: t, bus: ":1.5", desktop: .null, applicationID: 3)
        let name = try XCTUnwrap(t.elements.firstIndex { $0.label == "Name" })
        let password = try XCTUnwrap(t.elements.firstIndex { $0.label == "Password" })
        XCTAssertEqual(objects.role(.element(name)), .entry)
        XCTAssertEqual(objects.role(.element(password)), .passwordText)
        XCTAssertEqual(ATSPIRole.name(objects.role(.element(password))), "password text")
        XCTAssertEqual(objects.role(.element(password)).rawValue, 40, "ATSPI_ROLE_PASSWORD_TEXT")
        // Still a field: editable, one line, its text bullets.
        XCTAssertTrue(objects.states(.element(password)).contains(ATSPIStates.editable))
        XCTAssertEqual(objects.text(.element(password)), String(repeating: "•", count: 7))
    }

    func testCopyAndCutGoThroughTheAppsClipboardAndNeverCopyAPassword() throws {
        var text = "Hello world", secret = "hunter2"
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.textField("Name", text: Binding(get: { text }, set: { text = $0 }))
                ui.secureField("Password", text: Binding(get: { secret }, set: { secret = $0 }))
            }
        }
        d.frame()
        func objects() -> ATSPIObjects { atspiObjects(d) }
        func field(_ o: ATSPIObjects, _ label: String) throws -> ATSPITree.Object { try element(o, labelled: label) }
        let editable = "org.a11y.atspi.EditableText"
        // The process's own clipboard: a backend an earlier test made may still be the provider.
        let provider = Clipboard.provider
        Clipboard.provider = ProcessClipboard()
        defer { Clipboard.provider = provider }
        Clipboard.string = "before"

        // Copy: the range onto the clipboard (in the frame, where the clipboard lives); no reply.
        var o = objects()
        let copied = try XCTUnwrap(reply(&o, editable, "CopyText", on: try field(o, "Name"), [.integer(6), .integer(11)]))
        XCTAssertEqual(copied.signature, "", "CopyText has no out argument")
        XCTAssertEqual(Clipboard.string, "before", "nothing touches the clipboard off the main thread")
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        XCTAssertEqual(Clipboard.string, "world")
        XCTAssertEqual(text, "Hello world")

        // Cut: copied, then deleted from the field as DeleteText would.
        o = objects()
        let cut = try XCTUnwrap(reply(&o, editable, "CutText", on: try field(o, "Name"), [.integer(0), .integer(6)]))
        XCTAssertEqual(cut.signature, "b")
        XCTAssertEqual(cut.values, [.integer(1)])
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        XCTAssertEqual(Clipboard.string, "Hello ")
        XCTAssertEqual(text, "world")

        // A password is never copied, nor cut.
        o = objects()
        let secureCut = try XCTUnwrap(reply(&o, editable, "CutText", on: try field(o, "Password"), [.integer(0), .integer(3)]))
        XCTAssertEqual(secureCut.values, [.integer(0)], "refused")
        let secureCopy = try XCTUnwrap(reply(&o, editable, "CopyText", on: try field(o, "Password"), [.integer(0), .integer(3)]))
        XCTAssertEqual(secureCopy.signature, "")
        XCTAssertEqual(o.requests, [])
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        XCTAssertEqual(Clipboard.string, "Hello ")
        XCTAssertEqual(secret, "hunter2")

        // Nor edited in place: the tree holds its bullets, which an edit would write over it.
        o = objects()
        let insert = try XCTUnwrap(reply(&o, editable, "InsertText", on: try field(o, "Password"), [.integer(7), .string("!"), .integer(1)]))
        XCTAssertEqual(insert.values, [.integer(0)], "refused")
        let delete = try XCTUnwrap(reply(&o, editable, "DeleteText", on: try field(o, "Password"), [.integer(0), .integer(1)]))
        XCTAssertEqual(delete.values, [.integer(0)], "refused")
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        XCTAssertEqual(secret, "hunter2", "the password is not replaced by bullets")
        // A whole new password is taken (it does not depend on the bullets).
        o = objects()
        _ = try XCTUnwrap(reply(&o, editable, "SetTextContents", on: try field(o, "Password"), [.string("swordfish")]))
        d.frame(o.requests.map { .accessibility($0) }); d.frame()
        XCTAssertEqual(secret, "swordfish")
    }
}
