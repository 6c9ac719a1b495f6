import Foundation
@_spi(GlissControls) import GlissCore

/// Turning what the portal answers into a `PortalFileResponse`: pure, so it can be tested
/// without a bus.
enum PortalResult {
    /// The `Response` signal's `(u, a{sv})`: 0 is success (the URIs are in `uris`), 1 is the
    /// user cancelling, 2 is "ended in some other way", which is a dismissal too:
    /// xdg-desktop-portal-gtk answers Escape and closing the dialog's window with 2 (only its
    /// Cancel button gives 1), and the frontend answers a backend's error with 2 as well, with
    /// no way to tell them apart. Showing an error for Escape would be wrong; not showing one
    /// for a broken backend only loses a message the portal already logged.
    static func response(code: UInt32, results: PortalValue) -> PortalFileResponse {
        switch code {
        case 0:
            let uris = results["uris"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let urls = uris.compactMap(fileURL)
            // An answer with no local file (an empty list, or only non-file URIs this app
            // cannot open) is not a pick the caller can use.
            if urls.isEmpty { return .failed(uris.isEmpty ? "the portal picked nothing" : "the portal picked no local file: \(uris[0])") }
            return .picked(urls)
        case 1, 2: return .cancelled
        default: return .failed("the portal's file chooser ended with response \(code)")
        }
    }

    /// A `file://` URI as a file URL, its `%`-escapes decoded to the path's bytes (which need
    /// not be UTF-8: the URI is the only place such a path is spelled in ASCII); a path that is
    /// not UTF-8 stays percent-encoded, as Gliss's file sheet gives it (`FilePathBytes`). Nil for
    /// anything but a local `file:` URI (empty host or `localhost`).
    static func fileURL(_ uri: String) -> URL? {
        let prefix = "file://"
        guard uri.count > prefix.count, uri.lowercased().hasPrefix(prefix) else { return nil }
        var rest = uri.dropFirst(prefix.count)
        if let slash = rest.firstIndex(of: "/") {
            let host = rest[..<slash]
            guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
            rest = rest[slash...]
        } else {
            return nil
        }
        // Anything after `?` or `#` is not the path.
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        guard let bytes = percentDecoded(Array(rest.utf8)), !bytes.contains(0) else { return nil }
        let isDirectory = bytes.count > 1 && bytes.last == UInt8(ascii: "/")
        return FilePathBytes.url(bytes, isDirectory: isDirectory)
    }

    /// `bytes` with each `%XX` made the byte it spells; nil when an escape is malformed.
    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%") {
                guard i + 2 < bytes.count, let hi = hexValue(bytes[i + 1]), let lo = hexValue(bytes[i + 2]) else { return nil }
                out.append(hi << 4 | lo)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// D-Bus errors that mean "there is no portal to ask" rather than "the portal failed":
    /// the caller then shows its own dialog.
    static let unavailableErrors: Set<String> = [
        "org.freedesktop.DBus.Error.ServiceUnknown",
        "org.freedesktop.DBus.Error.NameHasNoOwner",
        "org.freedesktop.DBus.Error.NoReply",
        "org.freedesktop.DBus.Error.Timeout",
        "org.freedesktop.DBus.Error.TimedOut",
        "org.freedesktop.DBus.Error.Disconnected",
        "org.freedesktop.DBus.Error.NoServer",
        "org.freedesktop.DBus.Error.NoNetwork",
        "org.freedesktop.DBus.Error.FileNotFound",
        "org.freedesktop.DBus.Error.BadAddress",
        "org.freedesktop.DBus.Error.Spawn.ChildExited",
        "org.freedesktop.DBus.Error.Spawn.ExecFailed",
        // A portal without a FileChooser backend does not export the interface.
        "org.freedesktop.DBus.Error.UnknownMethod",
        "org.freedesktop.DBus.Error.UnknownInterface",
        "org.freedesktop.DBus.Error.UnknownObject",
    ]

    /// An error reply (or a libdbus error) as a response: unavailable or failed, one line.
    static func error(name: String, message: String) -> PortalFileResponse {
        let line = oneLine(message.isEmpty ? name : "\(message) (\(name))")
        return unavailableErrors.contains(name) || name.hasPrefix("org.freedesktop.DBus.Error.Spawn.")
            ? .unavailable(line) : .failed(line)
    }

    /// `text` on one line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
