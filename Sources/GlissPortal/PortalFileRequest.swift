import Foundation

/// What to ask the desktop's file chooser for: one `OpenFile` or `SaveFile` call of the XDG
/// desktop portal (`org.freedesktop.portal.FileChooser`).
public struct PortalFileRequest: Sendable {
    /// Which dialog, and how it picks.
    public enum Kind: Sendable {
        /// `OpenFile`: one file or several (`multiple`), files or folders (`directory`).
        case open(multiple: Bool, directory: Bool)
        /// `SaveFile`, proposing `currentName` as the file's name.
        case save(currentName: String?)
    }

    /// One entry of the dialog's file-type menu.
    public struct Filter: Sendable {
        /// What the menu shows, e.g. "Images".
        public var name: String
        /// Shell globs, e.g. `*.png` (case-sensitive, as the portal's are).
        public var globs: [String]
        /// MIME types, e.g. `image/png`.
        public var mimeTypes: [String]

        public init(name: String, globs: [String] = [], mimeTypes: [String] = []) {
            self.name = name
            self.globs = globs
            self.mimeTypes = mimeTypes
        }
    }

    public var kind: Kind
    /// The dialog's title.
    public var title: String
    /// The accept button's label (the portal's default when nil); `_` marks a mnemonic.
    public var acceptLabel: String?
    /// The file-type menu; the first one is the filter selected when the dialog opens.
    public var filters: [Filter]
    /// The folder the dialog opens in, a path. `SaveFile` honours it; for `OpenFile` it is new in the
    /// FileChooser interface's version 4, and older portals (xdg-desktop-portal 1.16, checked)
    /// ignore it and open where the backend likes (GTK: Recent files).
    public var currentFolder: String?
    /// The window the dialog belongs to, as the portal spells it: `"x11:<hex XID>"`, or `""`
    /// for none.
    public var parentWindow: String

    public init(kind: Kind, title: String, acceptLabel: String? = nil, filters: [Filter] = [],
                currentFolder: String? = nil, parentWindow: String = "") {
        self.kind = kind
        self.title = title
        self.acceptLabel = acceptLabel
        self.filters = filters
        self.currentFolder = currentFolder
        self.parentWindow = parentWindow
    }
}

/// How a portal request ended. Exactly one of these reaches the completion handler.
public enum PortalFileResponse: Sendable, Equatable {
    /// The user picked these (the portal's `file://` URIs, as file URLs). A path that is not
    /// UTF-8 stays percent-encoded in the URL, as the URI spelled it.
    case picked([URL])
    /// The user dismissed the dialog: response 1, or 2 (the spec's "ended in some other way",
    /// which is what xdg-desktop-portal-gtk answers Escape and closing the window with).
    case cancelled
    /// The portal reported a failure (an error reply, a malformed or unknown response, the
    /// portal leaving the bus): one line.
    case failed(String)
    /// There is no portal to ask: no session bus, no portal service, or no answer in time.
    /// The caller falls back to its own dialog.
    case unavailable(String)
}
