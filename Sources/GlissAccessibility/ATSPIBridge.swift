import CDBus
import Foundation
import GlissCore

/// Publishes a Gliss app to screen readers on Linux: an AT-SPI application on the accessibility
/// bus (the D-Bus bus Orca reads applications from) whose children are the open windows, each a
/// frame holding its last frame's accessibility tree (``UI/accessibilityElements()``).
///
/// Why libdbus and not ATK or AccessKit: ATK would mean implementing GObject classes for every
/// element from Swift and running a GLib main loop beside SDL's; AccessKit's C bindings are a
/// Rust build this project cannot fetch. libdbus is what ATK's own bridge (atk-bridge) uses,
/// is on every Linux desktop (SDL links it), and the AT-SPI interfaces a screen reader needs
/// are a few dozen methods answered from data the frame already has.
///
/// Threads: a thread of its own owns the bus (it answers a screen reader's questions while the
/// app is idle and blocked on input) and answers from the last tree the main thread
/// published. What a screen reader asks the app to do (press a button, move focus) goes back
/// as input events for the next frame of the window it addressed, and wakes the run loop.
///
/// Cost: with no session bus, ``start(appName:wake:)`` returns nil and nothing runs. With a bus
/// where accessibility is off (no screen reader), the thread waits for it to be turned on and
/// each frame costs one lock; only a connected bridge builds the tree.
public final class ATSPIBridge: @unchecked Sendable {
    private let lock = NSLock()
    private let appName: String
    private let wake: @Sendable () -> Void
    private var connection: OpaquePointer? = nil
    private var uniqueName = ""
    private var desktop = ObjectReference.null
    private var applicationID = 0
    /// The last publish (nil: none yet).
    private var application: ATSPIApplication? = nil
    /// Main thread only: each window's path token.
    private var tokens = ATSPIWindowTokens()
    /// Main thread only: which published windows were active at the last publish (Orca
    /// follows the active window).
    private var lastActive: [(name: String, active: Bool)] = []
    /// What screen readers asked, by window name.
    private var requests: [String: [InputEvent]] = [:]
    private var wantsFrame = false
    private var stopping = false
    private let wakeRead: Int32, wakeWrite: Int32

    /// Starts a bridge for the app named `appName` if this session has a D-Bus session bus (or
    /// `AT_SPI_BUS_ADDRESS`), unless `GLISS_ACCESSIBILITY=0` (``AccessibilitySetting``); `wake` ends the run loop's wait
    /// (called on the bridge's thread). It connects when accessibility is on — at once with
    /// `GLISS_ACCESSIBILITY=1`, otherwise when the accessibility bus says a screen reader
    /// wants it (`org.a11y.Status.IsEnabled`, as Qt and AccessKit ask).
    public static func start(appName: String, wake: @escaping @Sendable () -> Void) -> ATSPIBridge? {
        let env = ProcessInfo.processInfo.environment
        let setting = AccessibilitySetting(env["GLISS_ACCESSIBILITY"]) ?? .automatic
        if setting == .never { return nil }
        let session = env["DBUS_SESSION_BUS_ADDRESS"]
        guard env["AT_SPI_BUS_ADDRESS"] != nil || (session != nil && session != SessionBusCheck.disabledAddress) else { return nil }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let bridge = ATSPIBridge(appName: appName, wake: wake, wakeRead: fds[0], wakeWrite: fds[1])
        let forced = setting == .always
        let thread = Thread { bridge.run(forced: forced, env: env) }
        thread.name = "Gliss AT-SPI"
        thread.start()
        return bridge
    }

    private init(appName: String, wake: @escaping @Sendable () -> Void, wakeRead: Int32, wakeWrite: Int32) {
        self.appName = appName
        self.wake = wake
        self.wakeRead = wakeRead
        self.wakeWrite = wakeWrite
    }

    /// True once the app is on the accessibility bus.
    public var isConnected: Bool { lock.withLock { connection != nil } }

    /// What screen readers asked since the last frame, as input events keyed by the name of
    /// the window whose element they addressed (``AccessibleWindow/name``); `frameNeeded` when
    /// the bridge needs a frame even without any (it has just connected and has nothing to show).
    public func takeInput() -> (events: [String: [InputEvent]], frameNeeded: Bool) {
        lock.withLock {
            defer { requests.removeAll(); wantsFrame = false }
            return (requests, wantsFrame)
        }
    }

    /// True when a screen reader should hear of a change no frame has published yet: a
    /// published window's having the keyboard changed (`isActive` tells whether the window of
    /// that name has it now), or it closed (`isActive` answers nil). The run loop draws a frame
    /// for it even when idle. Main thread; no lock unless something changed.
    public func needsFrame(isActive: (_ window: String) -> Bool?) -> Bool {
        lastActive.contains { isActive($0.name) != $0.active } && lock.withLock { connection != nil && application != nil }
    }

    /// Publishes every open window, in window order, with the frames they just drew, and sends
    /// the events that tell screen readers what changed (windows opened or closed, activated,
    /// their elements' changes). `windows` is evaluated only when a screen reader is
    /// connected: one lock otherwise. Main thread.
    public func publish(_ windows: @autoclosure () -> [AccessibleWindow]) {
        guard let conn = lock.withLock({ connection }) else { return }
        let open = windows()
        let trees = zip(open, tokens.tokens(for: open.map(\.name))).map { w, token -> ATSPITree in
            var t = ATSPITree(title: w.title, windowFrame: Rect(origin: w.origin, size: w.ui.size),
                              elements: w.ui.accessibilityElements(), name: w.name, token: token)
            t.windowActive = w.isActive
            return t
        }
        lastActive = open.map { ($0.name, $0.isActive) }
        let new = ATSPIApplication(name: appName, windows: trees)
        let (old, bus) = lock.withLock { () -> (ATSPIApplication?, String) in
            defer { application = new }
            return (application, uniqueName)
        }
        let signals = ATSPIEvents.between(old, new, bus: bus)
        guard !signals.isEmpty else { return }
        for s in signals { send(s, on: conn) }
        poke()
    }

    /// Stops answering (the app is exiting; the bus notices when the process ends).
    public func stop() {
        lock.withLock { stopping = true }
        poke()
    }

    // MARK: The bus thread

    private func run(forced: Bool, env: [String: String]) {
        dbus_threads_init_default()
        guard let address = env["AT_SPI_BUS_ADDRESS"] ?? accessibilityBusAddress(forced: forced) else { return }
        var err = DBusError()
        dbus_error_init(&err)
        defer { dbus_error_free(&err) }
        guard let conn = dbus_connection_open_private(address, &err) else { return }
        dbus_connection_set_exit_on_disconnect(conn, 0)
        guard dbus_bus_register(conn, &err) != 0, let name = dbus_bus_get_unique_name(conn) else {
            dbus_connection_close(conn)
            return
        }
        var vtable = DBusObjectPathVTable()
        vtable.message_function = { conn, message, data in
            guard let conn, let message, let data else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            return Unmanaged<ATSPIBridge>.fromOpaque(data).takeUnretainedValue().handle(message, on: conn)
        }
        _ = ATSPITree.pathPrefix.dropLast().withCString {
            dbus_connection_register_fallback(conn, String(cString: $0), &vtable, Unmanaged.passUnretained(self).toOpaque())
        }
        // The cache interface: libatspi asks it for every object at once; an empty answer
        // makes it ask each object (Gliss's trees change every frame something moves).
        var cacheTable = DBusObjectPathVTable()
        cacheTable.message_function = { conn, message, _ in
            guard let conn, let message, let r = dbus_message_new_method_return(message) else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            if dbus_message_get_member(message).map({ String(cString: $0) }) == "GetItems" {
                DBusWriter.append(to: r) { $0.array("((so)(so)(so)iiassusau)") { _ in } }
            }
            _ = dbus_connection_send(conn, r, nil)
            dbus_message_unref(r)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        _ = dbus_connection_register_object_path(conn, "/org/a11y/atspi/cache", &cacheTable, nil)
        let bus = String(cString: name)
        lock.withLock { uniqueName = bus }
        // Embed in the desktop: the registry lists the app from now on.
        var desktopRef = ObjectReference.null
        if let call = dbus_message_new_method_call("org.a11y.atspi.Registry", ATSPITree.rootPath, "org.a11y.atspi.Socket", "Embed") {
            DBusWriter.append(to: call) { $0.reference(ObjectReference(bus: bus, path: ATSPITree.rootPath)) }
            if let reply = dbus_connection_send_with_reply_and_block(conn, call, 3000, &err) {
                if case .structure(let f)? = DBusArgument.read(reply).first, f.count == 2, let b = f[0].string, let p = f[1].string {
                    desktopRef = ObjectReference(bus: b, path: p)
                }
                dbus_message_unref(reply)
            }
            dbus_message_unref(call)
            if dbus_error_is_set(&err) != 0 { dbus_error_free(&err); dbus_error_init(&err) }
        }
        lock.withLock { desktop = desktopRef; connection = conn; wantsFrame = true }
        wake()
        serve(conn)
    }

    /// The accessibility bus's address from the session bus (`org.a11y.Bus.GetAddress`), once
    /// accessibility is on; nil when there is no such bus or the app stops first.
    private func accessibilityBusAddress(forced: Bool) -> String? {
        var err = DBusError()
        dbus_error_init(&err)
        defer { dbus_error_free(&err) }
        guard let session = dbus_bus_get_private(DBUS_BUS_SESSION, &err) else { return nil }
        dbus_connection_set_exit_on_disconnect(session, 0)
        defer { dbus_connection_close(session); dbus_connection_unref(session) }
        if !forced {
            // Wait for a screen reader: the bus launcher announces IsEnabled's changes.
            dbus_bus_add_match(session, "type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',path='/org/a11y/bus'", &err)
            if dbus_error_is_set(&err) != 0 { return nil }
            while !isEnabled(session) {
                guard wait(for: session) else { return nil }
                _ = dbus_connection_read_write(session, 0)
                while let m = dbus_connection_pop_message(session) { dbus_message_unref(m) }
                if dbus_connection_get_is_connected(session) == 0 { return nil }
            }
        }
        guard let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else { return nil }
        defer { dbus_message_unref(call) }
        guard let reply = dbus_connection_send_with_reply_and_block(session, call, 3000, &err) else { return nil }
        defer { dbus_message_unref(reply) }
        return DBusArgument.read(reply).first?.string
    }

    /// Asks the bus launcher whether accessibility is on (a screen reader runs, or the desktop
    /// says toolkits should be accessible).
    private func isEnabled(_ session: OpaquePointer) -> Bool {
        for property in ["IsEnabled", "ScreenReaderEnabled"] {
            guard let call = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Get") else { return false }
            DBusWriter.append(to: call) { $0.string("org.a11y.Status"); $0.string(property) }
            var err = DBusError()
            dbus_error_init(&err)
            let reply = dbus_connection_send_with_reply_and_block(session, call, 3000, &err)
            dbus_error_free(&err)
            dbus_message_unref(call)
            guard let reply else { return false }
            let on = DBusArgument.read(reply).first?.int == 1
            dbus_message_unref(reply)
            if on { return true }
        }
        return false
    }

    /// Blocks until `conn` has something to read or write, or the app pokes the thread; false
    /// when the app is stopping.
    private func wait(for conn: OpaquePointer) -> Bool {
        var fd: Int32 = -1
        guard dbus_connection_get_unix_fd(conn, &fd) != 0 else { return false }
        var events = Int16(POLLIN)
        if dbus_connection_has_messages_to_send(conn) != 0 { events |= Int16(POLLOUT) }
        var fds = [pollfd(fd: fd, events: events, revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        while poll(&fds, 2, -1) < 0 && errno == EINTR {}
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &buffer, buffer.count) > 0 {}
        return !lock.withLock { stopping }
    }

    /// Answers method calls until the app stops or the bus goes away.
    private func serve(_ conn: OpaquePointer) {
        while wait(for: conn) {
            _ = dbus_connection_read_write(conn, 0)
            while dbus_connection_dispatch(conn) == DBUS_DISPATCH_DATA_REMAINS {}
            if dbus_connection_get_is_connected(conn) == 0 {
                lock.withLock { connection = nil }
                return
            }
        }
    }

    /// Wakes the bus thread (it has signals to send, or should stop).
    private func poke() {
        var b: UInt8 = 1
        _ = write(wakeWrite, &b, 1)
    }

    private func send(_ s: ATSPISignal, on conn: OpaquePointer) {
        guard let m = dbus_message_new_signal(s.path, s.interface, s.member) else { return }
        DBusWriter.append(to: m) { w in
            w.string(s.detail); w.int32(s.detail1); w.int32(s.detail2)
            switch s.value {
            case .int(let v): w.variant("i") { $0.int32(v) }
            case .string(let v): w.variant("s") { $0.string(v) }
            case .reference(let r): w.variant("(so)") { $0.reference(r) }
            }
            w.array("{sv}") { _ in }
        }
        _ = dbus_connection_send(conn, m, nil)
        dbus_message_unref(m)
    }

    /// One method call on one of the app's objects (bus thread).
    private func handle(_ message: OpaquePointer, on conn: OpaquePointer) -> DBusHandlerResult {
        guard dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_METHOD_CALL,
              let p = dbus_message_get_path(message), let m = dbus_message_get_member(message) else {
            return DBUS_HANDLER_RESULT_NOT_YET_HANDLED
        }
        let path = String(cString: p), member = String(cString: m)
        let interface = dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        let args = DBusArgument.read(message)
        if interface == "org.freedesktop.DBus.Properties", member == "Set", args.count >= 3,
           args[0].string == "org.a11y.atspi.Application", args[1].string == "Id", let id = args[2].int {
            lock.withLock { applicationID = id }
        }
        let (application, bus, desktop, appID) = lock.withLock {
            (self.application ?? ATSPIApplication(name: appName), uniqueName, self.desktop, applicationID)
        }
        guard let found = application.objects(atPath: path, bus: bus, desktop: desktop, applicationID: appID) else {
            reply(error: "org.freedesktop.DBus.Error.UnknownObject", "no such object (it has left its window, or the window closed)", to: message, on: conn)
            return DBUS_HANDLER_RESULT_HANDLED
        }
        var objects = found.objects
        let object = found.object
        guard let r = dbus_message_new_method_return(message) else { return DBUS_HANDLER_RESULT_NEED_MEMORY }
        var answered = false
        DBusWriter.append(to: r) { answered = objects.answer(interface, member, on: object, arguments: args, into: $0) }
        if let e = objects.error {
            reply(error: e.name, e.message, to: message, on: conn)
        } else if answered {
            _ = dbus_connection_send(conn, r, nil)
        } else {
            reply(error: "org.freedesktop.DBus.Error.UnknownMethod", "\(interface).\(member) is not implemented", to: message, on: conn)
        }
        dbus_message_unref(r)
        if !objects.requests.isEmpty {
            lock.withLock { requests[objects.windowName, default: []] += objects.requests.map { .accessibility($0) } }
            wake()
        }
        return DBUS_HANDLER_RESULT_HANDLED
    }

    private func reply(error name: String, _ text: String, to message: OpaquePointer, on conn: OpaquePointer) {
        guard let e = dbus_message_new_error(message, name, text) else { return }
        _ = dbus_connection_send(conn, e, nil)
        dbus_message_unref(e)
    }
}
