/// The system clipboard, as plain text (`NSPasteboard`'s string, on Linux): what Ctrl+C puts
/// there, what Ctrl+V takes. On X11 there is also the primary selection — the text last
/// selected, pasted with a middle click.
///
/// A windowed app's backend connects it to the system (SDL: the X11 CLIPBOARD and PRIMARY
/// selections); until then, and in headless tests, it is a clipboard of the process's own.
public enum Clipboard {
    /// The clipboard's text, or nil when it holds none. Setting it puts text there.
    public static var string: String? {
        get { provider.text(.clipboard) }
        set { provider.setText(newValue ?? "", .clipboard) }
    }

    /// The primary selection (X11): set when text is selected, pasted by a middle click.
    /// Nil where the platform has none.
    public static var primarySelection: String? {
        get { provider.text(.primary) }
        set { provider.setText(newValue ?? "", .primary) }
    }

    /// Which clipboard.
    public enum Selection: Sendable {
        /// The clipboard (Ctrl+C, Ctrl+V).
        case clipboard
        /// X11's primary selection (select, then middle-click).
        case primary
    }

    /// Where the text goes: the backend's system clipboard, or the process's own.
    nonisolated(unsafe) public static var provider: any ClipboardProvider = ProcessClipboard()
}

/// A clipboard's storage (a backend implements it with the system's).
public protocol ClipboardProvider: AnyObject {
    /// The text in `selection`, nil when it holds none.
    func text(_ selection: Clipboard.Selection) -> String?
    /// Puts `text` in `selection` (empty clears it).
    func setText(_ text: String, _ selection: Clipboard.Selection)
}

/// A clipboard of the process's own: what headless runs and tests use.
public final class ProcessClipboard: ClipboardProvider {
    private var contents: [Clipboard.Selection: String] = [:]
    /// An empty clipboard.
    public init() {}
    /// The text last put in `selection`.
    public func text(_ selection: Clipboard.Selection) -> String? { contents[selection] }
    /// Keeps `text` (empty: nothing).
    public func setText(_ text: String, _ selection: Clipboard.Selection) { contents[selection] = text.isEmpty ? nil : text }
}
