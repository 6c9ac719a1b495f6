import XCTest
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// What the bridge tells screen readers between two frames, and how it answers for one.
final class ATSPIEventsTests: XCTestCase {
    private func tree(_ d: FrameDriver) -> ATSPITree {
        ATSPITree(title: "Test", windowFrame: Rect(100, 50, 400, 300), elements: d.ui.accessibilityElements())
    }

    func testAFrameThatChangesNothingSendsNothing() {
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack { ui.text("Hello"); ui.button("OK") {} }
        }
        d.frame()
        let a = tree(d)
        d.frame()
        XCTAssertTrue(ATSPIEvents.between(a, tree(d), bus: ":1.5").isEmpty)
    }

    func testNameStateFocusAndChildrenChanges() {
        var count = 0
        var on = false
        var extra = false
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("Clicked \(count) times", id: "label")
                ui.toggle("Wi-Fi", isOn: Binding(get: { on }, set: { on = $0 }))
                ui.button("Add one") { count += 1 }
                if extra { ui.text("New") }
            }
        }
        d.frame()
        let before = tree(d)
        count = 2; on = true; extra = true
        d.frame([.key("Tab", modifiers: [])])
        d.frame()
        let after = tree(d)
        let signals = ATSPIEvents.between(before, after, bus: ":1.5")
        func has(_ member: String, _ detail: String, _ d1: Int? = nil) -> Bool {
            signals.contains { $0.member == member && $0.detail == detail && (d1 == nil || $0.detail1 == d1) }
        }
        XCTAssertTrue(has("PropertyChange", "accessible-name"), "\(signals.map { ($0.member, $0.detail) })")
        XCTAssertTrue(has("StateChanged", "checked", 1))
        XCTAssertTrue(has("ChildrenChanged", "add"))
        XCTAssertTrue(has("StateChanged", "focused", 1))
        XCTAssertTrue(signals.contains { $0.interface == "org.a11y.atspi.Event.Focus" })
        // The name change names the label's new text.
        let name = signals.first { $0.detail == "accessible-name" }
        if case .string(let s)? = name?.value { XCTAssertEqual(s, "Clicked 2 times") } else { XCTFail("no name") }
        // Nothing else: the button and window did not change.
        XCTAssertEqual(signals.filter { $0.member == "ChildrenChanged" }.count, 1)
    }

    func testTextEditsAreOneDeleteAndOneInsert() {
        var text = "Grüße"
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.textField("Name", text: Binding(get: { text }, set: { text = $0 }))
        }
        d.frame()
        let before = tree(d)
        text = "Grüne"
        d.frame()
        let s = ATSPIEvents.between(before, tree(d), bus: ":1.5").filter { $0.member == "TextChanged" }
        XCTAssertEqual(s.map(\.detail), ["delete", "insert"])
        XCTAssertEqual(s.map(\.detail1), [3, 3], "offsets in characters, not bytes")
        XCTAssertEqual(s.map(\.detail2), [1, 1], "ß out, n in")
    }

    func testObjectsAnswerRolesStatesExtentsAndActions() {
        let d = FrameDriver(width: 400, height: 300) { ui in
            ui.vstack {
                ui.text("Title").accessibilityAddTraits(.isHeader)
                ui.button("Add one") {}
                ui.toggle("Dark", isOn: .constant(true), style: .checkbox)
            }
        }
        d.frame()
        let t = tree(d)
        let objects = ATSPIObjects(tree: t, bus: ":1.5", desktop: .null, applicationID: 3)
        func obj(_ label: String, _ role: InspectorRole) -> ATSPITree.Object {
            .element(t.elements.firstIndex { $0.label == label && $0.role == role }!)
        }
        XCTAssertEqual(objects.role(obj("Title", .text)), AccessibleRole.heading)
        XCTAssertEqual(objects.role(obj("Add one", .button)), AccessibleRole.pushButton)
        XCTAssertEqual(objects.role(obj("Dark", .checkBox)), AccessibleRole.checkBox)
        XCTAssertTrue(objects.states(obj("Dark", .checkBox)).contains(ATSPIStates.checked))
        XCTAssertTrue(objects.interfaces(obj("Add one", .button)).contains("org.a11y.atspi.Action"))
        XCTAssertFalse(objects.interfaces(obj("Title", .text)).contains("org.a11y.atspi.Action"))
        XCTAssertEqual(objects.children(of: .root), [objects.reference(.window)])
        XCTAssertEqual(t.parent(of: .window), .root)
        // Screen coordinates add the window's place; window coordinates do not.
        let b = obj("Add one", .button)
        let w = t.extents(of: b, coordinateType: 1), s = t.extents(of: b, coordinateType: 0)
        XCTAssertEqual(s.x - w.x, 100)
        XCTAssertEqual(s.y - w.y, 50)
        XCTAssertEqual(t.object(atPath: t.path(of: b)), b)
        XCTAssertNil(t.object(atPath: ATSPITree.pathPrefix + "ffff"))
    }
}
