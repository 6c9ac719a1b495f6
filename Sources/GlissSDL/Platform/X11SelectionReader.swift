import CX11
import Glibc

/// Reads an X selection (CLIPBOARD or PRIMARY) as UTF-8 bytes, of any size.
///
/// SDL 2 asks for a selection and reads one property: an owner with more than about 1 MiB
/// (xclip, a browser, a terminal) sends it in parts instead (the ICCCM's INCR transfer), and
/// SDL returns nothing, silently. This reader speaks the whole protocol on a connection and
/// a hidden window of its own, so SDL's event queue never sees its replies. Every wait has a
/// deadline: an owner that stops answering costs at most `timeout`, then a clear error.
final class X11SelectionReader {
    /// Why a selection could not be read, in words for a warning line.
    enum Failure: Error, Equatable {
        case refused
        case timedOut
        case tooLarge(bytes: Int)

        var reason: String {
            switch self {
            case .refused: return "its owner gave no text"
            case .timedOut: return "its owner stopped answering"
            case .tooLarge(let n): return "it is larger than \(n / (1 << 20)) MiB"
            }
        }
    }

    private let display: OpaquePointer
    private let window: Window
    private let property: Atom, utf8: Atom, incr: Atom

    /// Opens its own connection to the display SDL uses (`DISPLAY`); nil without one.
    init?() {
        guard let d = XOpenDisplay(nil) else { return nil }
        display = d
        let root = XDefaultRootWindow(d)
        window = XCreateSimpleWindow(d, root, -10, -10, 1, 1, 0, 0, 0)
        // PropertyNotify tells when each part of an INCR transfer has arrived.
        XSelectInput(d, window, PropertyChangeMask)
        property = XInternAtom(d, "GLISS_SELECTION", 0)
        utf8 = XInternAtom(d, "UTF8_STRING", 0)
        incr = XInternAtom(d, "INCR", 0)
    }

    deinit {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    /// The window owning `selection` now (0: none).
    func owner(_ selection: String) -> Window {
        XGetSelectionOwner(display, XInternAtom(display, selection, 0))
    }

    /// The bytes of `selection` as UTF-8 text: nil when nobody owns it; `limit` bytes at most.
    func read(_ selection: String, timeout: Double = 2, limit: Int) -> Result<[UInt8]?, Failure> {
        let sel = XInternAtom(display, selection, 0)
        guard XGetSelectionOwner(display, sel) != 0 else { return .success(nil) }
        XDeleteProperty(display, window, property)
        XConvertSelection(display, sel, utf8, property, window, Time(CurrentTime))
        XFlush(display)
        var event = XEvent()
        guard waitFor(SelectionNotify, timeout: timeout, into: &event) else { return .failure(.timedOut) }
        guard event.xselection.property != 0 else { return .failure(.refused) }

        // One property, or INCR: the owner then writes part after part, each after we delete
        // the last, ending with an empty one.
        guard let first = takeProperty() else { return .failure(.refused) }
        guard first.type == incr else { return first.bytes.count > limit ? .failure(.tooLarge(bytes: limit)) : .success(first.bytes) }
        var bytes: [UInt8] = []
        while true {
            guard waitForNewValue(timeout: timeout) else { return .failure(.timedOut) }
            guard let part = takeProperty() else { return .failure(.refused) }
            // No property at all: that notice was for the INCR property itself, read above
            // (its PropertyNotify may still have been queued); the first part is still to come.
            if part.type == 0 { continue }
            if part.bytes.isEmpty { return .success(bytes) }
            bytes += part.bytes
            if bytes.count > limit {
                // Let the owner finish into a property nobody reads: it stops on its own.
                return .failure(.tooLarge(bytes: limit))
            }
        }
    }

    /// Reads and deletes the transfer property (deleting asks an INCR owner for the next part).
    private func takeProperty() -> (type: Atom, bytes: [UInt8])? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is in 32-bit units: all of it, in one reply.
        let status = XGetWindowProperty(display, window, property, 0, Int(Int32.max / 4), 1, Atom(AnyPropertyType),
                                        &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success else { return nil }
        let unit = format == 32 ? MemoryLayout<CLong>.size : Int(format) / 8
        let n = Int(count) * max(unit, 1)
        return (type, data.map { Array(UnsafeBufferPointer(start: $0, count: n)) } ?? [])
    }

    /// Waits for the transfer property's next PropertyNewValue (skipping our own deletions).
    private func waitForNewValue(timeout: Double) -> Bool {
        var event = XEvent()
        while waitFor(PropertyNotify, timeout: timeout, into: &event) {
            if event.xproperty.atom == property && event.xproperty.state == PropertyNewValue { return true }
        }
        return false
    }

    /// Waits up to `timeout` seconds for an event of `type` on the reader's window.
    private func waitFor(_ type: Int32, timeout: Double, into event: inout XEvent) -> Bool {
        let deadline = monotonicSeconds() + timeout
        while true {
            _ = XPending(display)   // reads what has arrived
            if XCheckTypedWindowEvent(display, window, type, &event) != 0 { return true }
            let left = deadline - monotonicSeconds()
            if left <= 0 { return false }
            var fd = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&fd, 1, Int32(min(left, 1) * 1000) + 1)
        }
    }

    private func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
