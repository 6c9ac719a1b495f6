import XCTest
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// Every role through its three readers — emit (Tab stops, dimming) and the inspector, the
/// accessibility tree, the AT-SPI bridge — against its row in the role table
/// (`InspectorRole.row`). What each reader is expected to do is worked out from the row alone,
/// so a reader that knew something about a role of its own would disagree here.
final class RoleTableTests: XCTestCase {
    /// A value of each kind that turns its meaning on, and one that does not.
    private func values(_ kind: RoleValue) -> (on: String, off: String)? {
        switch kind {
        case .none: nil
        case .read: ("42", "7")
        case .onOff, .chosen: ("on", "off")
        case .checkMark: ("on", "submenu")
        case .open: ("open", "closed")
        case .expanded: ("expanded", "collapsed")
        }
    }

    func testEveryRoleReadsItsRowInEmitTheTreeAndTheBridge() throws {
        for role in InspectorRole.allCases {
            let row = role.row
            let words = values(row.value)
            let d = FrameDriver(width: 400, height: 300) { ui in
                ui.vstack {
                    ui.rectangle(fill: .red).frame(width: 40, height: 20).onTap {}.accessibility(role: role, label: "tapped")
                    for (label, value) in [("on", words?.on), ("off", words?.off)] {
                        let r = ui.rectangle(fill: .green).frame(width: 40, height: 20).accessibility(role: role, label: label)
                        if let value { r.accessibilityValue(value) }
                    }
                    // Tappable, as controls are (emit's path for plain views has no dimming).
                    ui.vstack {
                        ui.rectangle(fill: .blue).frame(width: 40, height: 20).onTap {}.accessibility(role: role, label: "disabled")
                    }.disabled()
                }
            }
            d.frame(); d.frame()
            let context = "role \(role)"

            // Emit and the inspector.
            let inspected = d.ui.inspector.filter { $0.label == "on" }
            XCTAssertEqual(inspected.map(\.role), [role.rawValue], context)
            XCTAssertEqual(inspected.first?.value, words?.on, context)
            let blue = d.list.commands.compactMap { c -> Double? in
                if case .fillRoundedRect(_, _, let color) = c, color.b == Color.blue.b, color.r == Color.blue.r { return color.a }
                return nil
            }
            XCTAssertEqual(blue, [row.dimsWhenDisabled ? 0.45 : 1], "\(context): dims when disabled")

            // The accessibility tree.
            let elements = d.ui.accessibilityElements()
            func element(_ label: String) throws -> AccessibilityElement { try XCTUnwrap(elements.first { $0.label == label }, context) }
            let tapped = try element("tapped"), on = try element("on"), off = try element("off"), disabled = try element("disabled")
            XCTAssertEqual(tapped.isFocusable, row.isControl, "\(context): a tappable control is a Tab stop")
            XCTAssertFalse(disabled.isEnabled, context)
            let click = row.text == .field ? [] : ["click"]
            XCTAssertEqual(tapped.actions, click, context)
            XCTAssertEqual(on.actions, row.isControl ? click : [], context)
            XCTAssertEqual(tapped.traits, row.isButtonWhenTappable ? row.traits.union(.isButton) : row.traits, context)
            XCTAssertEqual(on.traits, row.value == .chosen ? row.traits.union(.isSelected) : row.traits, context)
            XCTAssertEqual(off.traits, row.traits, context)
            XCTAssertEqual(on.isChecked, row.value == .onOff || row.value == .checkMark ? true : nil, context)
            XCTAssertEqual(off.isChecked, row.value == .onOff ? false : nil, context)
            XCTAssertEqual(on.value, words?.on, context)

            // The AT-SPI bridge.
            /// What the row says AT-SPI calls `e` (a heading by its traits whatever its role).
            func atspi(_ e: AccessibilityElement, hasChildren: Bool) -> AccessibleRole {
                if e.traits.contains(.isHeader) { return .heading }
                if row.atspiFromTraits { return AccessibleRole.fromTraits(e.traits) ?? row.atspi }
                if hasChildren, let r = row.atspiWithChildren { return r }
                if e.isSecure, let r = row.atspiWhenSecure { return r }
                return e.isChecked != nil ? row.atspiWhenCheckable ?? row.atspi : row.atspi
            }
            for e in [tapped, on, off, disabled] {
                for hasChildren in [false, true] {
                    XCTAssertEqual(ATSPIRole.of(e, hasChildren: hasChildren), atspi(e, hasChildren: hasChildren), "\(context): \(e.label)")
                }
            }
            if !row.traits.contains(.isHeader) {
                XCTAssertEqual(ATSPIRole.of(off, hasChildren: false), row.atspi, "\(context): its traits agree with its AT-SPI role")
            }
            for e in [on, off] {
                let s = ATSPIStates.of(e)
                XCTAssertEqual(s.bits & row.states.rawValue, row.states.rawValue, "\(context): its row's states")
                let checkable = e.isChecked != nil || row.states.contains(.checkable)
                XCTAssertEqual(s.contains(ATSPIStates.checkable), checkable, context)
                XCTAssertEqual(s.contains(ATSPIStates.checked), checkable && (e.isChecked ?? e.isSelected), context)
                XCTAssertEqual(s.contains(ATSPIStates.selected), e.isSelected, context)
                XCTAssertEqual(s.contains(ATSPIStates.modal), row.traits.contains(.isModal), context)
                XCTAssertEqual(s.contains(ATSPIStates.expandable),
                               row.value == .open || row.value == .expanded || (row.value == .checkMark && e.value == "submenu"), context)
                XCTAssertEqual(s.contains(ATSPIStates.expanded),
                               (row.value == .open && e.value == "open") || (row.value == .expanded && e.value == "expanded"), context)
            }
            let t = ATSPITree(title: "Test", windowFrame: Rect(0, 0, 400, 300), elements: elements)
            let objects = ATSPIObjects(tree: t, bus: ":1.5", desktop: .null, applicationID: 3)
            for (e, label) in [(off, "off"), (disabled, "disabled")] {
                let o = ATSPITree.Object.element(try XCTUnwrap(t.elements.firstIndex { $0.label == label }))
                let interfaces = objects.interfaces(o)
                XCTAssertEqual(interfaces.contains("org.a11y.atspi.Text"), row.text != .none, context)
                XCTAssertEqual(interfaces.contains("org.a11y.atspi.EditableText"), row.text == .field && e.isEnabled, context)
                XCTAssertEqual(objects.text(o), e.text ?? (row.text == .label ? e.label : ""), context)
            }
        }
    }

    /// The table's AT-SPI states are numbered as the bridge's state set, and its roles' names
    /// are AT-SPI's.
    func testTheTableSpeaksAtspisNumbersAndNames() {
        XCTAssertEqual(AccessibleStates.checkable.rawValue, 1 << UInt64(ATSPIStates.checkable))
        XCTAssertEqual(AccessibleStates.selectable.rawValue, 1 << UInt64(ATSPIStates.selectable))
        XCTAssertEqual(AccessibleStates.editable.rawValue, 1 << UInt64(ATSPIStates.editable))
        XCTAssertEqual(AccessibleStates.singleLine.rawValue, 1 << UInt64(ATSPIStates.singleLine))
        XCTAssertEqual(AccessibleStates.horizontal.rawValue, 1 << UInt64(ATSPIStates.horizontal))
        let names: [AccessibleRole: String] = [
            .pushButton: "push button", .checkMenuItem: "check menu item", .toolTip: "tool tip", .label: "label",
            .scrollPane: "scroll pane", .progressBar: "progress bar", .application: "application", .entry: "entry",
            .passwordText: "password text",
        ]
        for (role, name) in names { XCTAssertEqual(ATSPIRole.name(role), name) }
    }

    /// Scripts/lib/roles.py's VALUE_ROLES (the checks' roles whose nodes may list a value) is the
    /// table's value column.
    func testScriptsValueRolesAreTheTablesValueColumn() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Scripts/lib/roles.py"), encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "VALUE_ROLES = {"))
        let end = try XCTUnwrap(source[start.upperBound...].firstIndex(of: "}"))
        let listed = Set(source[start.upperBound..<end].split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        let table = Set(InspectorRole.allCases.filter { $0.row.value != .none }.map(\.rawValue))
        XCTAssertEqual(listed, table, "Scripts/lib/roles.py VALUE_ROLES: missing \(table.subtracting(listed).sorted()), extra \(listed.subtracting(table).sorted())")
    }
}
