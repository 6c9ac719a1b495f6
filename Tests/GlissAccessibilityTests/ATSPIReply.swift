import XCTest
import CDBus
@testable import GlissAccessibility
import GlissCore
import GlissTesting

/// One method call answered into a reply message, as the bridge answers it on the bus: the
/// reply's D-Bus signature and values (what libatspi decodes), nil when `objects` has no such
/// method.
func reply(_ objects: inout ATSPIObjects, _ interface: String, _ member: String, on o: ATSPITree.Object,
           _ arguments: [DBusArgument]) -> (signature: String, values: [DBusArgument])? {
    guard let message = dbus_message_new(Int32(DBUS_MESSAGE_TYPE_METHOD_RETURN)) else { return nil }
    defer { dbus_message_unref(message) }
    var answered = false
    DBusWriter.append(to: message) { answered = objects.answer(interface, member, on: o, arguments: arguments, into: $0) }
    guard answered else { return nil }
    return (String(cString: dbus_message_get_signature(message)), DBusArgument.read(message))
}

/// The AT-SPI objects of `driver`'s last frame, as the bridge makes them for a 400×300 window.
func atspiObjects(_ driver: FrameDriver) -> ATSPIObjects {
    ATSPIObjects(tree: ATSPITree(title: "Test", windowFrame: Rect(0, 0, 400, 300), elements: driver.ui.accessibilityElements()),
                 bus: ":1.5", desktop: .null, applicationID: 3)
}

/// The object labelled `label` in `objects`.
func element(_ objects: ATSPIObjects, labelled label: String) throws -> ATSPITree.Object {
    .element(try XCTUnwrap(objects.tree.elements.firstIndex { $0.label == label }))
}
