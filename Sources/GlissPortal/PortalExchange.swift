import CDBus
import Foundation

/// One request's whole conversation with the portal, blocking, on the thread that runs it:
/// connect, subscribe, call, wait for the `Response` signal.
///
/// Each request has a private connection of its own (`dbus_connection_open_private`, then
/// `Hello`): it shares no lock or queue with SDL's or AT-SPI's connections, and it is closed
/// when the request ends, so nothing lingers on the bus between dialogs. A connection costs a
/// few milliseconds, nothing next to a dialog.
final class PortalExchange {
    /// Told once the portal has answered the call (the dialog is up, the wait for the user
    /// begins); returns false when the caller has given up waiting, and the dialog is closed.
    typealias Answered = () -> Bool

    private let request: PortalFileRequest
    private let address: String
    private let callTimeout: Double

    init(request: PortalFileRequest, address: String, callTimeout: Double) {
        self.request = request
        self.address = address
        self.callTimeout = callTimeout
    }

    /// Runs the request to its end. `answered` is called (once) when the call has been answered.
    func run(answered: Answered) -> PortalFileResponse {
        // libdbus must be told before a connection is used from more than one thread; the
        // call is idempotent (and GlissAccessibility makes it too).
        _ = dbus_threads_init_default()
        var err = DBusError()
        dbus_error_init(&err)
        defer { dbus_error_free(&err) }

        guard let conn = dbus_connection_open_private(address, &err) else {
            return errorResponse(&err, fallback: .unavailable("cannot connect to the session bus"))
        }
        // A bus going away must end this request, not the app.
        dbus_connection_set_exit_on_disconnect(conn, 0)
        defer { dbus_connection_close(conn); dbus_connection_unref(conn) }
        guard dbus_bus_register(conn, &err) != 0, let unique = dbus_bus_get_unique_name(conn).map({ String(cString: $0) }) else {
            return errorResponse(&err, fallback: .unavailable("the session bus refused the connection"))
        }

        let token = PortalCall.makeToken()
        let expected = PortalCall.requestPath(uniqueName: unique, token: token)
        // Subscribed before calling, as the spec asks: the portal may answer (a dialog that
        // fails at once) before its reply to the call has been read.
        guard subscribe(conn, path: expected, &err) else {
            return errorResponse(&err, fallback: .failed("cannot subscribe to the portal's response"))
        }
        // The portal leaving the bus while its dialog is up would otherwise be a wait forever.
        dbus_bus_add_match(conn, "type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(PortalCall.service)'", &err)
        if dbus_error_is_set(&err) != 0 { dbus_error_free(&err); dbus_error_init(&err) }

        guard let call = dbus_message_new_method_call(PortalCall.service, PortalCall.objectPath, PortalCall.interface,
                                                      PortalCall.method(request)) else {
            return .failed("out of memory")
        }
        PortalMessage.append(PortalCall.arguments(request, token: token), to: call)
        let reply = dbus_connection_send_with_reply_and_block(conn, call, Int32(callTimeout * 1000), &err)
        dbus_message_unref(call)
        guard let reply else {
            // libdbus's text for its own timeout is a paragraph of possible causes. Closing the
            // connection (on return) is what makes the portal drop the request if the call
            // reaches it after all: it closes the requests of a sender that leaves the bus.
            if err.name.map({ String(cString: $0) }) == "org.freedesktop.DBus.Error.NoReply" {
                return .unavailable("the portal did not answer within \(Int(callTimeout)) s")
            }
            return errorResponse(&err, fallback: .unavailable("the portal did not answer"))
        }
        let handle = PortalMessage.read(reply).first?.stringValue
        dbus_message_unref(reply)
        var paths: Set<String> = [expected]
        // Portals older than the spec's rule return a handle of their own making: listen there too.
        if let handle, handle != expected {
            if subscribe(conn, path: handle, &err) { paths.insert(handle) }
            if dbus_error_is_set(&err) != 0 { dbus_error_free(&err); dbus_error_init(&err) }
        }
        guard answered() else {
            // The caller gave up (too slow) and shows its own dialog: close the portal's.
            close(conn, path: handle ?? expected)
            return .unavailable("the portal answered too late")
        }
        return waitForResponse(conn, paths: paths)
    }

    /// Adds the match for `Request.Response` on `path`.
    private func subscribe(_ conn: OpaquePointer, path: String, _ err: inout DBusError) -> Bool {
        dbus_bus_add_match(conn, "type='signal',interface='\(PortalCall.requestInterface)',member='Response',path='\(path)'", &err)
        return dbus_error_is_set(&err) == 0
    }

    /// Reads the connection until a `Response` arrives on one of `paths`, the portal leaves
    /// the bus, or the bus goes away. There is no timeout: the user may take minutes.
    private func waitForResponse(_ conn: OpaquePointer, paths: Set<String>) -> PortalFileResponse {
        while true {
            // Blocks up to the timeout; false once the connection is closed.
            guard dbus_connection_read_write(conn, 1000) != 0 else { return .failed("the session bus closed the connection") }
            while let m = dbus_connection_pop_message(conn) {
                defer { dbus_message_unref(m) }
                if let r = response(m, paths: paths) { return r }
            }
            if dbus_connection_get_is_connected(conn) == 0 { return .failed("the session bus closed the connection") }
        }
    }

    /// What `message` ends the request with, if anything.
    private func response(_ m: OpaquePointer, paths: Set<String>) -> PortalFileResponse? {
        guard dbus_message_get_type(m) == DBUS_MESSAGE_TYPE_SIGNAL else { return nil }
        let interface = dbus_message_get_interface(m).map { String(cString: $0) }
        let member = dbus_message_get_member(m).map { String(cString: $0) }
        let path = dbus_message_get_path(m).map { String(cString: $0) }
        if interface == PortalCall.requestInterface, member == "Response", let path, paths.contains(path) {
            let args = PortalMessage.read(m)
            guard args.count >= 2, let code = args[0].integerValue else { return .failed("the portal's response is malformed") }
            return PortalResult.response(code: UInt32(truncatingIfNeeded: code), results: args[1])
        }
        if interface == "org.freedesktop.DBus", member == "NameOwnerChanged" {
            let args = PortalMessage.read(m)
            if args.count == 3, args[0].stringValue == PortalCall.service, args[2].stringValue == "" {
                return .failed("the portal left the session bus")
            }
        }
        if interface == "org.freedesktop.DBus.Local", member == "Disconnected" {
            return .failed("the session bus closed the connection")
        }
        return nil
    }

    /// Asks the portal to close the dialog of the request at `path` (no reply is awaited).
    private func close(_ conn: OpaquePointer, path: String) {
        guard let m = dbus_message_new_method_call(PortalCall.service, path, PortalCall.requestInterface, "Close") else { return }
        dbus_message_set_no_reply(m, 1)
        _ = dbus_connection_send(conn, m, nil)
        dbus_connection_flush(conn)
        dbus_message_unref(m)
    }

    /// `err` as a response (unavailable for "no such service" and the like), or `fallback`
    /// when libdbus set no error.
    private func errorResponse(_ err: inout DBusError, fallback: PortalFileResponse) -> PortalFileResponse {
        guard dbus_error_is_set(&err) != 0 else { return fallback }
        let name = err.name.map { String(cString: $0) } ?? ""
        let message = err.message.map { String(cString: $0) } ?? ""
        return PortalResult.error(name: name, message: message)
    }
}
