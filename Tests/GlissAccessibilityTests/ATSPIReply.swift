import CDBus
@testable import GlissAccessibility

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
