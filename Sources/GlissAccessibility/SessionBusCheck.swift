import Foundation
import CDBus

/// Whether the D-Bus session bus answers, asked once before anything at start-up talks to it.
///
/// SDL connects to the session bus inside `SDL_Init` (input methods, the screensaver) with
/// libdbus, whose handshake has no timeout: a bus that accepts and never answers (a stopped
/// `dbus-daemon`, a stale socket) would hold the app before its first frame forever. So the
/// same connection is tried first on a thread of its own; if it has not answered in time the
/// app runs without the bus: `DBUS_SESSION_BUS_ADDRESS` is set to GDBus's `disabled:`, which
/// libdbus cannot parse and so refuses at once, and the caller warns once. A live bus answers
/// in a few milliseconds; the connection is closed again.
public enum SessionBusCheck {
    /// How long the bus has to answer before the app goes on without it.
    public static let timeout: Double = 2

    /// True when there is no session bus address to check, or the bus answered `Hello`
    /// within `timeout` seconds (or refused at once: SDL then fails as quickly). False
    /// when it did not answer, or `stopRequested` turned true while waiting (a SIGTERM must
    /// not wait for the bus): the address is replaced by `disabled:` for the rest of the run.
    public static func sessionBusAnswers(timeout: Double = timeout, stopRequested: () -> Bool = { false }) -> Bool {
        guard let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty,
              address != disabledAddress else { return true }
        let answered = DispatchSemaphore(value: 0)
        // Left blocked in libdbus when the bus never answers: the process ends it.
        let thread = Thread {
            // Its own connection, not `dbus_bus_get`: that holds libdbus's global bus lock
            // while it waits, and SDL's own connection would then wait on the lock.
            var err = DBusError()
            dbus_error_init(&err)
            if let c = dbus_connection_open_private(address, &err) {
                if let hello = dbus_message_new_method_call("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                            "org.freedesktop.DBus", "Hello") {
                    if let reply = dbus_connection_send_with_reply_and_block(c, hello, Int32(timeout * 1000), &err) {
                        dbus_message_unref(reply)
                    }
                    dbus_message_unref(hello)
                }
                dbus_connection_close(c)
                dbus_connection_unref(c)
            }
            if dbus_error_is_set(&err) != 0 { dbus_error_free(&err) }
            answered.signal()
        }
        thread.name = "Gliss D-Bus check"
        thread.start()
        let deadline = DispatchTime.now() + timeout
        while DispatchTime.now() < deadline && !stopRequested() {
            if answered.wait(timeout: min(deadline, .now() + 0.05)) == .success { return true }
        }
        setenv("DBUS_SESSION_BUS_ADDRESS", disabledAddress, 1)
        return false
    }

    /// The address that means "no session bus" (GDBus's spelling; libdbus refuses it).
    public static let disabledAddress = "disabled:"
}
