/// Where a `commandGroup` goes among the standard menu items — SwiftUI's
/// `CommandGroupPlacement`, with its names. Each placement is a group of the standard menus
/// (in the menu bar's order):
///
/// - File: ``newItem``, ``saveItem`` (Close Window, Ctrl+W), ``importExport``, ``printItem``,
///   ``appTermination`` (Quit, Ctrl+Q);
/// - Edit: ``undoRedo`` (Undo, Redo), ``pasteboard`` (Cut, Copy, Paste, Delete, Select All),
///   ``textEditing``, ``textFormatting``, ``appSettings`` (Settings…, Ctrl+, — when the app
///   has a settings scene; the Linux desktops put it in the Edit menu);
/// - View: ``toolbar``, ``sidebar``;
/// - Window: ``windowSize``, ``windowArrangement``, ``windowList``, ``singleWindowList``;
/// - Help: ``help``, ``appInfo`` (About, where the Linux desktops put it), ``systemServices``,
///   ``appVisibility``.
///
/// The groups with no standard items are empty until the app adds to them.
public struct CommandGroupPlacement: Hashable, Sendable {
    /// The placement's name (`"newItem"`).
    public let name: String

    private init(_ name: String) { self.name = name }

    /// About the app (in the Help menu).
    public static let appInfo = CommandGroupPlacement("appInfo")
    /// The app's settings: Settings… (in the Edit menu).
    public static let appSettings = CommandGroupPlacement("appSettings")
    /// Services of the system (in the Help menu; none on Linux).
    public static let systemServices = CommandGroupPlacement("systemServices")
    /// Hiding and showing the app (in the Help menu; none on Linux).
    public static let appVisibility = CommandGroupPlacement("appVisibility")
    /// Quitting: Quit (the end of the File menu).
    public static let appTermination = CommandGroupPlacement("appTermination")
    /// Making and opening documents (the start of the File menu).
    public static let newItem = CommandGroupPlacement("newItem")
    /// Closing and saving: Close Window.
    public static let saveItem = CommandGroupPlacement("saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement("importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement("printItem")
    /// Undo and Redo (the start of the Edit menu).
    public static let undoRedo = CommandGroupPlacement("undoRedo")
    /// Cut, Copy, Paste, Delete and Select All.
    public static let pasteboard = CommandGroupPlacement("pasteboard")
    /// Finding and spelling (in the Edit menu).
    public static let textEditing = CommandGroupPlacement("textEditing")
    /// Fonts and text styles (in the Edit menu).
    public static let textFormatting = CommandGroupPlacement("textFormatting")
    /// Showing and customising the toolbar (the View menu).
    public static let toolbar = CommandGroupPlacement("toolbar")
    /// Showing the sidebar (the View menu).
    public static let sidebar = CommandGroupPlacement("sidebar")
    /// Sizing the window (the Window menu).
    public static let windowSize = CommandGroupPlacement("windowSize")
    /// Arranging windows (the Window menu).
    public static let windowArrangement = CommandGroupPlacement("windowArrangement")
    /// The list of open windows (the Window menu).
    public static let windowList = CommandGroupPlacement("windowList")
    /// The app's single windows (the Window menu).
    public static let singleWindowList = CommandGroupPlacement("singleWindowList")
    /// Help (the start of the Help menu).
    public static let help = CommandGroupPlacement("help")
}
