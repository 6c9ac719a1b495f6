import CSDL2
import GlissCore

/// The system clipboard through SDL: X11's CLIPBOARD selection and, for `.primary`, its
/// PRIMARY selection (select to copy, middle-click to paste). SDL owns the X11 protocol
/// (serving the selection to other clients, converting to UTF-8).
final class SDLClipboard: ClipboardProvider {
    func text(_ selection: Clipboard.Selection) -> String? {
        let has = selection == .clipboard ? SDL_HasClipboardText() : SDL_HasPrimarySelectionText()
        guard has == SDL_TRUE else { return nil }
        guard let c = selection == .clipboard ? SDL_GetClipboardText() : SDL_GetPrimarySelectionText() else { return nil }
        defer { SDL_free(c) }
        let s = String(cString: c)
        return s.isEmpty ? nil : s
    }

    func setText(_ text: String, _ selection: Clipboard.Selection) {
        _ = selection == .clipboard ? SDL_SetClipboardText(text) : SDL_SetPrimarySelectionText(text)
    }
}
