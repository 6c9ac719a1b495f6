import Foundation

/// A file dialog a view asked for (`fileImporter`, `fileExporter`): what the run loop hands to
/// the desktop's file chooser (the XDG desktop portal), or what Gliss's own file sheet shows
/// when no portal answers. Data flows one way: the frame appends the request to its outputs,
/// the runtime shows the dialog, and the answer arrives as input to a later frame
/// (`deliverFileDialogResult(_:for:)`, the runtime's).
public struct FileDialogRequest: Equatable, Sendable {
    /// What the dialog picks.
    public enum Kind: Equatable, Sendable {
        /// Existing files (several when `multiple`), or folders when `directories`.
        case open(multiple: Bool, directories: Bool)
        /// A new file's name and folder, `defaultFilename` proposed.
        case save(defaultFilename: String)
    }

    /// Which request this is (its answer names it).
    public var token: Int
    /// Open or save, and what.
    public var kind: Kind
    /// The types offered (each a filter; the first is chosen at first). Empty: any file.
    public var contentTypes: [UTType]
    /// The dialog's title.
    public var title: String
    /// The accept button's label ("Open", "Save" when nil).
    public var confirmationLabel: String?
    /// The folder it opens in, nil for the dialog's own choice.
    public var directory: URL?

    /// A request with all its parts.
    public init(token: Int, kind: Kind, contentTypes: [UTType], title: String,
                confirmationLabel: String? = nil, directory: URL? = nil) {
        self.token = token
        self.kind = kind
        self.contentTypes = contentTypes
        self.title = title
        self.confirmationLabel = confirmationLabel
        self.directory = directory
    }

    /// True for a save dialog.
    public var isSave: Bool { if case .save = kind { return true } else { return false } }
}

/// How a file dialog ended.
public enum FileDialogResult: Equatable, Sendable {
    /// The user picked these files (one for a save: where to write).
    case picked([URL])
    /// The user closed it without picking.
    case cancelled
    /// The dialog failed (one line saying why).
    case failed(String)
    /// No desktop dialog answered (no session bus, no portal, no reply in time): Gliss shows
    /// its own file sheet instead.
    case unavailable
}

/// Who shows file dialogs in a window.
public enum FileDialogPresenter: Sendable {
    /// The platform (the run loop asks the desktop portal; Gliss's sheet if it does not answer).
    case platform
    /// Gliss's own file sheet, drawn in the window (with no desktop portal, and in tests).
    case builtIn
}

extension UI {
    /// Who shows this window's file dialogs (the runtime sets `.platform` when a desktop portal
    /// may answer; `.builtIn`, Gliss's own sheet, otherwise and in the test harness).
    public package(set) var fileDialogPresenter: FileDialogPresenter {
        get { host.fileDialogPresenter }
        set { host.fileDialogPresenter = newValue }
    }

    /// Asks for a file dialog (the run loop takes it after the frame); returns its token.
    @_spi(GlissControls)
    public func requestFileDialog(kind: FileDialogRequest.Kind, contentTypes: [UTType], title: String,
                                  confirmationLabel: String?, directory: URL?) -> Int {
        host.fileDialogTokens += 1
        outputs.fileDialogRequests.append(.init(token: host.fileDialogTokens, kind: kind, contentTypes: contentTypes,
                                                title: title, confirmationLabel: confirmationLabel, directory: directory))
        return host.fileDialogTokens
    }

    /// The answer to the file dialog `token`, once it has come (taken: nil afterwards).
    @_spi(GlissControls)
    public func takeFileDialogResult(_ token: Int) -> FileDialogResult? {
        host.fileDialogResults.removeValue(forKey: token)
    }

    /// The file dialogs asked for since the last call (the run loop, after each frame).
    package func takeFileDialogRequests() -> [FileDialogRequest] {
        defer { outputs.fileDialogRequests.removeAll() }
        return outputs.fileDialogRequests
    }

    /// Hands the answer to the file dialog `token` to the next frame.
    package func deliverFileDialogResult(_ result: FileDialogResult, for token: Int) {
        host.fileDialogResults[token] = result
    }
}
