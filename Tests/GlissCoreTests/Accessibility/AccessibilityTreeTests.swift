import XCTest
@testable import GlissCore
import GlissTesting

/// The frame's accessibility tree (what the AT-SPI bridge publishes) and the requests a screen
/// reader sends back.
final class AccessibilityTreeTests: XCTestCase {
    private func element(_ d: FrameDriver, _ label: String) -> AccessibilityElement? {
        d.ui.accessibilityElements().first { $0.label == label }
    }

    func testParentsFollowTheViewTreeAndControlsCarryTheirState() {
        var on = true
        var volume = 0.25
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("Settings").accessibilityAddTraits(.isHeader)
                ui.toggle("Wi-Fi", isOn: Binding(get: { on }, set: { on = $0 }))
                ui.slider(value: Binding(get: { volume }, set: { volume = $0 }), in: 0...1, label: "Volume")
                ui.list(["a", "b"], id: \.self, selection: Binding<String?>(get: { "b" }, set: { _ in })) { s in
                    ui.text(s)
                }
                .frame(height: 100)
            }
        }
        d.frame(); d.frame()
        let els = d.ui.accessibilityElements()
        let header = try! XCTUnwrap(element(d, "Settings"))
        XCTAssertTrue(header.traits.contains(.isHeader))
        XCTAssertTrue(header.traits.contains(.isStaticText))
        let wifi = try! XCTUnwrap(els.first { $0.role == .toggle })
        XCTAssertEqual(wifi.isChecked, true)
        XCTAssertEqual(wifi.actions, ["click"])
        XCTAssertTrue(wifi.isFocusable)
        let slider = try! XCTUnwrap(els.first { $0.role == .slider })
        XCTAssertEqual(slider.range?.value, 0.25)
        XCTAssertEqual(slider.range?.bounds, 0...1)
        // Rows are the list's children; the selected one is marked; texts inside rows are the
        // rows' children.
        let list = try! XCTUnwrap(els.firstIndex { $0.role == .list })
        let rows = els.indices.filter { els[$0].role == .listItem }
        XCTAssertEqual(rows.count, 2)
        func ancestors(_ k: Int) -> [Int] { els[k].parent < 0 ? [] : [els[k].parent] + ancestors(els[k].parent) }
        for r in rows { XCTAssertTrue(ancestors(r).contains(list), "a row is inside its list") }
        XCTAssertEqual(rows.map { els[$0].isSelected }, [false, true])
        let b = try! XCTUnwrap(els.firstIndex { $0.role == .text && $0.label == "b" })
        XCTAssertTrue(rows.contains(els[b].parent), "a row's text is inside the row")
        // Parents come before their children.
        for (k, e) in els.enumerated() { XCTAssertLessThan(e.parent, k) }
    }

    func testHiddenCombinedAndIgnoredChildren() {
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.hstack {
                    ui.icon(.heart, size: 16).accessibility(label: "heart")
                    ui.text("Favourites")
                    ui.text("12")
                }
                .accessibilityElement(children: .combine)
                ui.text("decoration").accessibilityHidden()
                ui.vstack { ui.text("inner") }.accessibilityElement(children: .ignore).accessibilityLabel("Summary")
                ui.vstack { ui.text("kept") }.accessibilityElement(children: .contain).accessibilityLabel("Group")
            }
        }
        d.frame(); d.frame()
        let els = d.ui.accessibilityElements()
        let labels = els.map(\.label)
        XCTAssertTrue(labels.contains("heart, Favourites, 12"), "\(labels)")
        XCTAssertFalse(labels.contains("Favourites"), "combined children are not separate elements")
        XCTAssertFalse(labels.contains("decoration"))
        XCTAssertFalse(labels.contains("inner"))
        XCTAssertTrue(labels.contains("Summary"))
        let group = try! XCTUnwrap(els.firstIndex { $0.label == "Group" })
        let kept = try! XCTUnwrap(els.firstIndex { $0.label == "kept" })
        XCTAssertEqual(els[kept].parent, group)
        XCTAssertEqual(els[group].role, .container)
        // A made-up element covers its children.
        let combined = try! XCTUnwrap(els.first { $0.label == "heart, Favourites, 12" })
        XCTAssertGreaterThan(combined.frame.width, 30)
        // The inspector still lists every view (tests find them by label).
        XCTAssertTrue(d.inspector.contains { $0.label == "decoration" })
    }

    func testRequestsActivateFocusPerformAndSetValue() {
        var taps = 0, deleted = 0
        var volume = 0.5
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.button("Add one") { taps += 1 }
                ui.text("Row").accessibilityAction(named: "Delete") { deleted += 1 }
                ui.slider(value: Binding(get: { volume }, set: { volume = $0 }), in: 0...1, step: 0.1, label: "Volume")
            }
        }
        d.frame()
        let els = d.ui.accessibilityElements()
        let add = try! XCTUnwrap(els.first { $0.label == "Add one" && $0.role == .button })
        d.frame([.accessibility(.activate(add.id))])
        d.frame([.accessibility(.activate(add.id))])
        XCTAssertEqual(taps, 2)
        let row = try! XCTUnwrap(els.first { $0.label == "Row" })
        XCTAssertEqual(row.actions, ["Delete"])
        d.frame([.accessibility(.perform(row.id, action: "Delete"))])
        d.frame([.accessibility(.perform(row.id, action: "Other"))])
        XCTAssertEqual(deleted, 1)
        let slider = try! XCTUnwrap(els.first { $0.role == .slider })
        d.frame([.accessibility(.setValue(slider.id, 0.73))])
        XCTAssertEqual(volume, 0.7, accuracy: 1e-9, "clamped to the step")
        d.frame([.accessibility(.setValue(slider.id, 7))])
        XCTAssertEqual(volume, 1, "clamped to the range")
        XCTAssertFalse(d.ui.outputs.reportedWarnings.contains { $0.contains("did not settle") }, "the request is taken once, not every pass")
        d.frame([.accessibility(.focus(slider.id))])
        d.frame()
        XCTAssertTrue(d.ui.accessibilityElements().first { $0.role == .slider }?.isFocused == true)
    }

    func testATextFieldsTextWrittenByAScreenReader() {
        var name = "Ada"
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.textField("Name", text: Binding(get: { name }, set: { name = $0 }))
        }
        d.frame()
        let field = try! XCTUnwrap(d.ui.accessibilityElements().first { $0.role == .textField })
        XCTAssertEqual(field.text, "Ada")
        d.frame([.accessibility(.setText(field.id, "Grace\nHopper"))])
        XCTAssertEqual(name, "Grace Hopper", "one line in a field, as pasted text")
        d.frame()
        XCTAssertEqual(d.ui.accessibilityElements().first { $0.role == .textField }?.text, "Grace Hopper")
        XCTAssertFalse(d.ui.outputs.reportedWarnings.contains { $0.contains("did not settle") })
    }

    func testDisabledControlsAreNotEnabledAndTakeNoAction() {
        var taps = 0
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.button("Send") { taps += 1 }.disabled(true)
        }
        d.frame()
        let send = try! XCTUnwrap(d.ui.accessibilityElements().first { $0.label == "Send" && $0.role == .button })
        XCTAssertFalse(send.isEnabled)
        d.frame([.accessibility(.activate(send.id))])
        XCTAssertEqual(taps, 0)
    }
}
