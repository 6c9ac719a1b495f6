import Foundation

/// A client for the XDG desktop portal's file chooser (`org.freedesktop.portal.FileChooser`):
/// the desktop's own Open and Save dialogs, which also work from inside a sandbox.
///
/// Every request runs on a thread of its own with a private session-bus connection, so
/// nothing here ever blocks the caller: connecting, the call and the wait for the user all
/// happen there. A bus or portal that does not answer the call within `callTimeout` seconds
/// ends the request with `.unavailable` (the caller then shows its own dialog); libdbus's
/// connection handshake has no timeout, so a thread stuck on a stopped bus is left behind and
/// later requests are refused at once until it returns.
public final class PortalFileChooser: @unchecked Sendable {
    /// How long the bus and the portal have, together, to answer the call (the dialog's
    /// appearance); the user's own time in the dialog is not limited.
    let callTimeout: Double

    /// Requests whose thread is still blocked in libdbus after their timeout (guarded by `lock`).
    private var stuck = 0
    private let lock = NSLock()

    /// Creating one never blocks or fails: the connection is made on first use, on a
    /// background thread.
    /// The wait is 15 s: the first call D-Bus-activates the portal and its backend, which
    /// takes seconds on a loaded machine (GLib's own calls wait 25 s).
    public init() { callTimeout = 15 }

    /// For tests: a shorter wait.
    init(callTimeout: Double) { self.callTimeout = callTimeout }

    /// True when the environment names a session bus at all: `DBUS_SESSION_BUS_ADDRESS`, or
    /// the per-user bus socket `$XDG_RUNTIME_DIR/bus` that libdbus falls back to. A cheap
    /// check (the environment and one `stat`); whether the bus answers is another matter.
    public static var sessionBusConfigured: Bool { sessionBusAddress() != nil }

    /// The session bus's address, as libdbus would find it without launching one: X11
    /// autolaunch (`dbus-launch --autolaunch`) is left out on purpose, since it would start a
    /// bus of its own for one dialog and leave it running.
    static func sessionBusAddress(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let a = environment["DBUS_SESSION_BUS_ADDRESS"] {
            // Set but empty or GDBus's `disabled:` (what `SessionBusCheck` sets on a bus that
            // did not answer) means "no bus", not "look elsewhere".
            return a.isEmpty || a == "disabled:" ? nil : a
        }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        let socket = runtime + "/bus"
        var st = stat()
        guard stat(socket, &st) == 0, st.st_mode & S_IFMT == S_IFSOCK else { return nil }
        return "unix:path=" + socket
    }

    /// Asks the portal for a file (`OpenFile` or `SaveFile`) and calls `completion` exactly
    /// once, on a background thread (hop to the main thread there), with how it ended.
    ///
    /// The `Response` signal is subscribed to on the request path the spec predicts
    /// (`/org/freedesktop/portal/desktop/request/SENDER/TOKEN`) before the call, and on the
    /// handle the portal returns when that differs.
    public func request(_ request: PortalFileRequest, completion: @escaping @Sendable (PortalFileResponse) -> Void) {
        let once = Once(completion)
        // Even the answers known at once go through a background queue: the caller counts on
        // never being called back on its own thread (nor from inside this call).
        guard let address = Self.sessionBusAddress() else {
            DispatchQueue.global().async { once.deliver(.unavailable("no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")) }
            return
        }
        if lock.withLock({ stuck }) > 0 {
            DispatchQueue.global().async { once.deliver(.unavailable("the session bus did not answer an earlier request")) }
            return
        }
        // Who decides first: the worker (the call was answered) or the watchdog (timed out).
        let race = Race()
        let timeout = callTimeout
        let thread = Thread { [self] in
            let exchange = PortalExchange(request: request, address: address, callTimeout: timeout)
            let response = exchange.run(answered: { race.settle(answered: true) })
            if race.settle(answered: true) {
                once.deliver(response)
            } else {
                // The watchdog already answered for it; it is no longer stuck.
                lock.withLock { stuck -= 1 }
            }
        }
        thread.name = "Gliss portal"
        thread.start()
        // A little beyond the call's own timeout, which covers the common case with the bus's
        // own error; this one covers a connection that hangs before the call is even made.
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout + 0.25) { [self] in
            guard race.settle(answered: false) else { return }
            lock.withLock { stuck += 1 }
            once.deliver(.unavailable("the session bus or the portal did not answer within \(Int(timeout)) s"))
        }
    }
}

/// Calls a completion handler at most once, whichever thread asks first.
private final class Once: @unchecked Sendable {
    private var completion: (@Sendable (PortalFileResponse) -> Void)?
    private let lock = NSLock()
    init(_ completion: @escaping @Sendable (PortalFileResponse) -> Void) { self.completion = completion }
    func deliver(_ response: PortalFileResponse) {
        let c: (@Sendable (PortalFileResponse) -> Void)? = lock.withLock { defer { completion = nil }; return completion }
        c?(response)
    }
}

/// The race between the worker's "the portal answered" and the watchdog's "too late": the
/// first to settle wins; later calls learn whether their side won.
private final class Race: @unchecked Sendable {
    private var winner: Bool?
    private let lock = NSLock()
    /// Settles the race for `answered` if it is still open; true when `answered`'s side won.
    @discardableResult
    func settle(answered: Bool) -> Bool {
        lock.withLock {
            if winner == nil { winner = answered }
            return winner == answered
        }
    }
}
