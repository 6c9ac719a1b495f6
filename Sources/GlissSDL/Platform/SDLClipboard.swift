import CSDL2
import GlissCore

/// The system clipboard: X11's CLIPBOARD selection and, for `.primary`, its PRIMARY selection
/// (select to copy, middle-click to paste). SDL serves what the app copies and reads what the
/// app itself owns; under X11, what other clients own is read by ``X11SelectionReader``, which
/// takes any size (SDL 2 silently returns nothing above about 1 MiB). A paste that cannot be
/// read says why in one line.
final class SDLClipboard: ClipboardProvider {
    /// The most text a paste takes (what a field can still show and edit).
    static let limit = 64 << 20

    private let x11: X11SelectionReader?
    /// Made for SDL's X11 video driver (the selections are X's).
    let isX11: Bool
    private let log: WarningLog
    /// The window SDL owns each selection with, seen when the app last set it: a selection
    /// owned by it is the app's own, and SDL answers for it (the reader would wait on SDL's
    /// event loop, which is this thread).
    private var ownWindows: [Clipboard.Selection: UInt] = [:]

    init(x11: Bool, log: WarningLog) {
        self.x11 = x11 ? X11SelectionReader() : nil
        isX11 = x11
        self.log = log
    }

    func text(_ selection: Clipboard.Selection) -> String? {
        if let x11 {
            let name = Self.atomName(selection)
            let owner = x11.owner(name)
            if owner == 0 { return nil }
            if owner != ownWindows[selection] {
                switch x11.read(name, limit: Self.limit) {
                case .success(let bytes?): return bytes.isEmpty ? nil : Self.text(bytes)
                case .success(nil): return nil
                case .failure(let why):
                    log.always("warning: nothing pasted: the \(Self.label(selection)) could not be read: \(why.reason)")
                    return nil
                }
            }
        }
        let has = selection == .clipboard ? SDL_HasClipboardText() : SDL_HasPrimarySelectionText()
        guard has == SDL_TRUE else { return nil }
        guard let c = selection == .clipboard ? SDL_GetClipboardText() : SDL_GetPrimarySelectionText() else { return nil }
        defer { SDL_free(c) }
        let s = String(cString: c)
        return s.isEmpty ? nil : s
    }

    func setText(_ text: String, _ selection: Clipboard.Selection) {
        _ = selection == .clipboard ? SDL_SetClipboardText(text) : SDL_SetPrimarySelectionText(text)
        if let x11 {
            // SDL's claim is still in its connection's buffer: asking SDL whether it has text
            // makes a round trip on that connection (sending the claim), after which the X
            // server names SDL's window as the owner to the reader's connection too.
            _ = selection == .clipboard ? SDL_HasClipboardText() : SDL_HasPrimarySelectionText()
            ownWindows[selection] = x11.owner(Self.atomName(selection))
        }
    }

    /// UTF-8 bytes as text: a NUL (which would end the text for every C library after this)
    /// and invalid bytes become U+FFFD, so nothing after them is lost.
    static func text(_ bytes: [UInt8]) -> String {
        guard bytes.contains(0) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
    }

    private static func atomName(_ s: Clipboard.Selection) -> String { s == .clipboard ? "CLIPBOARD" : "PRIMARY" }
    private static func label(_ s: Clipboard.Selection) -> String { s == .clipboard ? "clipboard" : "primary selection" }
}
